import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';

interface CustomersEmptyProps {
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onClear: () => void;
  onAdd: () => void;
}

/** What the table says when it has no rows: a failure, no match for the filters, or no brokers yet. */
export function CustomersEmpty({ failed, filtered, onRetry, onClear, onAdd }: CustomersEmptyProps) {
  if (failed)
    return (
      <EmptyState
        icon={MENU_ICONS.customers}
        title="Failed to load customers"
        description="The customer list could not be loaded. Check your connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  if (filtered)
    return (
      <EmptyState
        icon={MENU_ICONS.customers}
        title="No customers match"
        description="No broker matches this search and filter."
        action={<Button onClick={onClear}>Clear search and filters</Button>}
      />
    );
  return (
    <EmptyState
      icon={MENU_ICONS.customers}
      title="No customers yet"
      description="Add the brokers and shippers you haul for, with their MC number, contacts and billing e-mail."
      action={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
          Add Broker
        </Button>
      }
    />
  );
}
