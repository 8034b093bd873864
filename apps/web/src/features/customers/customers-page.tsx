import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { Customer } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDeleteCustomer } from './api/delete-customer';
import { useCustomers } from './api/list-customers';
import { useRestoreCustomer } from './api/restore-customer';
import { customerColumns } from './components/customer-columns';
import { CustomerDetailDrawer } from './components/customer-detail-drawer';
import { CustomerDialog } from './components/customer-dialog';
import { CustomerStatsCards } from './components/customer-stats-cards';
import { CustomersEmpty } from './components/customers-empty';
import { CustomersToolbar } from './components/customers-toolbar';
import { CUSTOMER_PAGE_SIZES, type CustomerParams, useCustomerParams } from './use-customer-params';

type Selection = { open: boolean; customer: Customer | null };
const CLOSED: Selection = { open: false, customer: null };

/** The broker directory: who the carrier hauls for, how to reach and bill them, and whom to be careful with. */
export function CustomersPage() {
  useDocumentTitle('Customers');
  const { capabilities } = useSession();
  if (!capabilities.has('customers')) {
    return (
      <>
        <PageHeader title="Customers" />
        <EmptyState
          icon={MENU_ICONS.customers}
          title="No access to customers"
          description="Your role does not include the customer directory. Ask a manager if you need it."
        />
      </>
    );
  }
  return <CustomerDirectory />;
}

function CustomerDirectory() {
  const notify = useNotify();
  const [params, setParams] = useCustomerParams();
  // The selected broker stays while a dialog fades out, so its title and text do not change.
  const [editing, setEditing] = useState<Selection>(CLOSED);
  const [deleting, setDeleting] = useState<Selection>(CLOSED);
  const list = useCustomers({
    search: params.search,
    hasWarning: params.warningOnly ? true : undefined,
    includeDeleted: params.showDeleted,
    skip: params.page * params.rowsPerPage,
    limit: params.rowsPerPage,
  });
  const remove = useDeleteCustomer();
  const restore = useRestoreCustomer();
  const rows = list.data?.customers ?? [];
  const filtered = Boolean(params.search) || params.warningOnly;

  const restoreCustomer = (c: Customer) =>
    restore.mutate(c.id, {
      onSuccess: () => notify(`${c.name} restored`, 'success'),
      onError: (error) => notify(errorText(error), 'error'),
    });

  const confirmDelete = () => {
    const customer = deleting.customer;
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: () => {
        notify(`${customer.name} deleted`, 'success');
        setDeleting({ open: false, customer });
        // One update: two in a row would each start from the same address and the first would be lost.
        const changes: Partial<CustomerParams> = {};
        if (params.customerId === customer.id) changes.customerId = null;
        if (rows.length === 1 && params.page > 0 && !params.showDeleted) changes.page = params.page - 1;
        setParams(changes);
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <>
      <PageHeader
        title="Customers"
        description="Brokers and shippers you haul for, with their contacts and billing details."
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ open: true, customer: null })}
          >
            Add Broker
          </Button>
        }
      />
      <CustomerStatsCards
        warningOnly={params.warningOnly}
        showDeleted={params.showDeleted}
        onWarningOnly={(warningOnly) => setParams({ warningOnly })}
        onShowDeleted={(showDeleted) => setParams({ showDeleted })}
      />
      <CustomersToolbar params={params} onChange={setParams} />
      <DataTable
        ariaLabel="Customers"
        columns={customerColumns({
          onEdit: (customer) => setEditing({ open: true, customer }),
          onDelete: (customer) => setDeleting({ open: true, customer }),
          onRestore: restoreCustomer,
          restoringId: restore.isPending ? (restore.variables ?? null) : null,
        })}
        rows={rows}
        getRowId={(c) => c.id}
        loading={list.isLoading}
        onRowClick={(c) => setParams({ customerId: c.id })}
        minWidth={980}
        empty={
          <CustomersEmpty
            failed={list.isError}
            filtered={filtered}
            onRetry={() => void list.refetch()}
            onClear={() => setParams({ search: '', warningOnly: false })}
            onAdd={() => setEditing({ open: true, customer: null })}
          />
        }
        pagination={{
          page: params.page,
          rowsPerPage: params.rowsPerPage,
          total: list.data?.total ?? 0,
          rowsPerPageOptions: CUSTOMER_PAGE_SIZES,
          onPageChange: (page) => setParams({ page }),
          onRowsPerPageChange: (rowsPerPage) => setParams({ rowsPerPage }),
        }}
      />
      <CustomerDetailDrawer
        customerId={params.customerId}
        onClose={() => setParams({ customerId: null })}
        onEdit={(customer) => setEditing({ open: true, customer })}
        onDelete={(customer) => setDeleting({ open: true, customer })}
        onRestore={restoreCustomer}
        restoring={restore.isPending}
      />
      <CustomerDialog
        open={editing.open}
        customer={editing.customer}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Broker"
        message={`Are you sure you want to delete "${deleting.customer?.name ?? ''}"? It will be hidden from lists and pickers, and can be restored from Show deleted.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting((s) => ({ ...s, open: false }))}
      />
    </>
  );
}
