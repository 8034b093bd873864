import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { LoadStatus } from '@tms/domain';
import { useState } from 'react';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFilters } from '../../../components/list/list-filters';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteLoadStatus } from '../api/delete-load-status';
import { useLoadStatuses } from '../api/list-load-statuses';
import { loadStatusColumns } from './load-status-columns';
import { LoadStatusDialog } from './load-status-dialog';
import { useConfirmSettingDelete } from './use-confirm-setting-delete';

export const LOAD_STATUS_PAGE_SIZES = [10, 25, 50, 100] as const;

type Selection = { open: boolean; status: LoadStatus | null };

export function LoadStatusesTab({ canEdit }: { canEdit: boolean }) {
  const list = useListParams({
    defaultPageSize: 25,
    pageSizes: LOAD_STATUS_PAGE_SIZES,
    defaultActiveOnly: false,
    prefix: 'statuses.',
  });
  const [dialog, setDialog] = useState<Selection>({ open: false, status: null });
  // The spec pages load statuses by page number (from 1).
  const query = useLoadStatuses({ activeOnly: list.activeOnly, page: list.page + 1, limit: list.pageSize });
  const remove = useDeleteLoadStatus();
  const deleting = useConfirmSettingDelete<LoadStatus>('Load Status', remove, 'Load status deleted successfully');

  return (
    <ListScaffold
      level="section"
      title="Load Statuses"
      description="The stages a load moves through, in the order your team works them."
      actions={
        canEdit && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setDialog({ open: true, status: null })}
          >
            Add Status
          </Button>
        )
      }
      filters={<ListFilters list={list} switches={[{ key: 'active', label: 'Active only' }]} />}
      failure={query.isError ? { message: 'Failed to load load statuses.', onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Load statuses',
        columns: loadStatusColumns({
          canEdit,
          onEdit: (status) => setDialog({ open: true, status }),
          onDelete: deleting.ask,
        }),
        rows: query.data?.statuses ?? [],
        getRowId: (s) => s.id,
        loading: query.isLoading,
        empty: (
          <ListEmpty
            icon={MENU_ICONS['load-statuses']}
            noun="load statuses"
            filtered={list.activeOnly}
            onClear={() => list.setActiveOnly(false)}
            firstTime={{
              description: 'Statuses such as Booked, Dispatched and Delivered show where every load stands.',
            }}
          />
        ),
      }}
    >
      <LoadStatusDialog
        open={dialog.open}
        status={dialog.status}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDeleteDialog {...deleting.dialog} />
    </ListScaffold>
  );
}
