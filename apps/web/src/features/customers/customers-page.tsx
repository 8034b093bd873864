import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { Customer } from '@tms/domain';
import { useState } from 'react';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDeleteCustomer } from './api/delete-customer';
import { useCustomers } from './api/list-customers';
import { useRestoreCustomer } from './api/restore-customer';
import { customerColumns } from './components/customer-columns';
import { CustomerDetailDrawer } from './components/customer-detail-drawer';
import { CustomerDialog } from './components/customer-dialog';
import { CustomerStatsCards } from './components/customer-stats-cards';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from './customer-search-debounce';

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;

/** URL parameters of the directory besides search and paging. */
const WARNING = 'warning';
const DELETED = 'deleted';
const OPEN_CUSTOMER = 'customer';

type Selection = { open: boolean; customer: Customer | null };
const CLOSED: Selection = { open: false, customer: null };

/** The broker directory: who the carrier hauls for, how to reach and bill them, and whom to be careful with. */
export function CustomersPage() {
  useDocumentTitle('Customers');
  const { capabilities } = useSession();
  if (!capabilities.has('customers')) {
    return (
      <NoAccessPage title="Customers" icon={MENU_ICONS.customers} area="customers" includes="the customer directory" />
    );
  }
  return <CustomerDirectory />;
}

function CustomerDirectory() {
  const outcome = useOutcomeNotices();
  // The directory's filters, page and open customer live in the address, so a link or a reload
  // shows the same view (e.g. "brokers with a warning, page 2").
  const list = useListParams({ defaultPageSize: 25, pageSizes: CUSTOMER_PAGE_SIZES });
  const warningOnly = list.flag(WARNING);
  const showDeleted = list.flag(DELETED);
  const openId = list.id(OPEN_CUSTOMER);
  // The selected broker stays while a dialog fades out, so its title and text do not change.
  const [editing, setEditing] = useState<Selection>(CLOSED);
  const query = useCustomers({
    search: list.search,
    hasWarning: warningOnly ? true : undefined,
    includeDeleted: showDeleted,
    skip: list.skip,
    limit: list.pageSize,
  });
  const remove = useDeleteCustomer();
  const deleting = useConfirmDelete<Customer>({
    noun: 'Broker',
    name: (customer) => customer.name,
    consequence: 'It will be hidden from lists and pickers, and can be restored from Show deleted.',
    remove,
    deleted: (customer) => `${customer.name} deleted`,
    onDeleted: (customer) => {
      if (openId === customer.id) list.patch({ [OPEN_CUSTOMER]: null });
    },
  });
  const restore = useRestoreCustomer();
  const addBroker = () => setEditing({ open: true, customer: null });

  const restoreCustomer = (c: Customer) => restore.mutate(c.id, outcome(`${c.name} restored`));

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={addBroker}>
      Add Broker
    </Button>
  );
  return (
    <ListScaffold
      title="Customers"
      description="Brokers and shippers you haul for, with their contacts and billing details."
      actions={addButton}
      stats={
        <CustomerStatsCards
          warningOnly={warningOnly}
          showDeleted={showDeleted}
          onWarningOnly={(on) => list.setFlag(WARNING, on)}
          onShowDeleted={(on) => list.setFlag(DELETED, on)}
        />
      }
      filters={
        <ListFilters
          list={list}
          search={{
            label: 'Search customers',
            placeholder: 'Name, MC number, e-mail or city',
            debounceMs: CUSTOMER_SEARCH_DEBOUNCE_MS,
          }}
          switches={[
            { key: WARNING, label: 'With warning only' },
            { key: DELETED, label: 'Show deleted' },
          ]}
        />
      }
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Customers',
        columns: customerColumns({
          onEdit: (customer) => setEditing({ open: true, customer }),
          onDelete: deleting.ask,
          onRestore: restoreCustomer,
          restoringId: restore.isPending ? (restore.variables ?? null) : null,
        }),
        rows: query.data?.customers ?? [],
        getRowId: (c) => c.id,
        loading: query.isLoading,
        onRowClick: (c) => list.patch({ [OPEN_CUSTOMER]: String(c.id) }),
        minWidth: 980,
        empty: (
          <ListEmpty
            icon={MENU_ICONS.customers}
            noun="customers"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={Boolean(list.search) || warningOnly}
            onClear={() => list.clearFilters([WARNING])}
            firstTime={{
              description:
                'Add the brokers and shippers you haul for, with their MC number, contacts and billing e-mail.',
              action: addButton,
            }}
          />
        ),
      }}
    >
      <CustomerDetailDrawer
        customerId={openId}
        onClose={() => list.patch({ [OPEN_CUSTOMER]: null })}
        onEdit={(customer) => setEditing({ open: true, customer })}
        onDelete={deleting.ask}
        onRestore={restoreCustomer}
        restoring={restore.isPending}
      />
      <CustomerDialog
        open={editing.open}
        customer={editing.customer}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <ConfirmDeleteDialog {...deleting.dialog} />
    </ListScaffold>
  );
}
