import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { Customer } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { DetailDrawer } from '../../../components/detail-drawer';
import { useCustomer } from '../api/get-customer';
import { CustomerDetails } from './customer-details';

interface CustomerDetailDrawerProps {
  customerId: number | null;
  onClose: () => void;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  onRestore: (customer: Customer) => void;
  restoring: boolean;
}

/** One broker's contact and billing details beside the list, addressed by ?customer=. */
export function CustomerDetailDrawer({
  customerId,
  onClose,
  onEdit,
  onDelete,
  onRestore,
  restoring,
}: CustomerDetailDrawerProps) {
  const query = useCustomer(customerId);
  const c = query.data;
  return (
    <DetailDrawer
      open={customerId !== null}
      onClose={onClose}
      label="Customer details"
      width={460}
      kind="Broker"
      title={c?.name}
      headerPaddingBottom={2}
      header={
        <>
          {c && (
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
              {c.mc_number && <Chip size="small" variant="outlined" label={`MC ${c.mc_number}`} />}
              {c.dot_number && <Chip size="small" variant="outlined" label={`DOT ${c.dot_number}`} />}
              {c.is_deleted && <Chip size="small" color="error" variant="outlined" label="Deleted" />}
            </Box>
          )}
          {c && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              {c.is_deleted ? (
                <Button
                  variant="contained"
                  startIcon={<RestoreFromTrashOutlined />}
                  onClick={() => onRestore(c)}
                  disabled={restoring}
                >
                  Restore
                </Button>
              ) : (
                <>
                  <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEdit(c)}>
                    Edit
                  </Button>
                  <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => onDelete(c)}>
                    Delete
                  </Button>
                </>
              )}
            </Box>
          )}
        </>
      }
    >
      <Box sx={{ px: 3, py: 3, overflowY: 'auto', flex: 1 }}>
        {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
        {query.isLoading && <Skeleton variant="rounded" height={320} />}
        {c?.has_warning && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            <AlertTitle>Warning on this broker</AlertTitle>
            {c.warning_note || 'Flagged without a note.'}
          </Alert>
        )}
        {c && <CustomerDetails customer={c} />}
      </Box>
    </DetailDrawer>
  );
}
