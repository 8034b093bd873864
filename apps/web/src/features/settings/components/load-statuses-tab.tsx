import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { LoadStatus } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { usePaging } from '../../../components/use-paging';
import { useDeleteLoadStatus } from '../api/delete-load-status';
import { useLoadStatuses } from '../api/list-load-statuses';
import { LoadErrorAlert } from './load-error-alert';
import { loadStatusColumns } from './load-status-columns';
import { LoadStatusDialog } from './load-status-dialog';
import { SettingsSection } from './settings-section';

export function LoadStatusesTab({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const [activeOnly, setActiveOnly] = useState(false);
  const paging = usePaging(25);
  const { page, rowsPerPage, setPage } = paging;
  const [dialog, setDialog] = useState<{ open: boolean; status: LoadStatus | null }>({ open: false, status: null });
  // The status stays named while the confirmation fades out.
  const [deleting, setDeleting] = useState<{ open: boolean; status: LoadStatus | null }>({
    open: false,
    status: null,
  });
  const query = useLoadStatuses({ activeOnly, page: page + 1, limit: rowsPerPage });
  const remove = useDeleteLoadStatus();
  const statuses = query.data?.statuses ?? [];

  const confirmDelete = () => {
    const status = deleting.status;
    if (!status) return;
    remove.mutate(status.id, {
      onSuccess: () => {
        notify('Load status deleted successfully', 'success');
        setDeleting({ open: false, status });
        // The last row of a page is gone: step back so the table is not left empty.
        if (statuses.length === 1 && page > 0) setPage(page - 1);
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <SettingsSection
      title="Load Statuses"
      description="The stages a load moves through, in the order your team works them."
      actions={
        <>
          <FormControlLabel
            control={
              <Switch
                checked={activeOnly}
                onChange={(e) => {
                  setActiveOnly(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label="Active only"
            slotProps={{ typography: { variant: 'body2' } }}
          />
          {canEdit && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setDialog({ open: true, status: null })}
            >
              Add Status
            </Button>
          )}
        </>
      }
    >
      {query.isError && <LoadErrorAlert message="Failed to load load statuses." onRetry={() => void query.refetch()} />}
      <DataTable
        ariaLabel="Load statuses"
        columns={loadStatusColumns({
          canEdit,
          onEdit: (status) => setDialog({ open: true, status }),
          onDelete: (status) => setDeleting({ open: true, status }),
        })}
        rows={statuses}
        getRowId={(s) => s.id}
        loading={query.isLoading}
        empty={
          <EmptyState
            icon={MENU_ICONS['load-statuses']}
            title={activeOnly ? 'No active load statuses' : 'No load statuses yet'}
            description="Statuses such as Booked, Dispatched and Delivered show where every load stands."
          />
        }
        pagination={{
          ...paging.table,
          total: query.data?.total ?? 0,
          rowsPerPageOptions: [10, 25, 50, 100],
        }}
      />
      <LoadStatusDialog
        open={dialog.open}
        status={dialog.status}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Load Status"
        message={`Are you sure you want to delete "${deleting.status?.name ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </SettingsSection>
  );
}
