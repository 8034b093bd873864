import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type FuelBatch, formatDateTime, formatUsd } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { useListParams } from '../../../components/list/use-list-params';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { useFuelBatches, useUndoFuelBatch } from '../api/fuel-import-batches';
import { formatQuantity } from './fuel-format';

interface FuelBatchesTabProps {
  onShowBatch: (batchId: number) => void;
  onImport: () => void;
}

/** Every import with its counts and totals; a whole batch can be undone. */
export function FuelBatchesTab({ onShowBatch, onImport }: FuelBatchesTabProps) {
  const notify = useNotify();
  const list = useListParams({ defaultPageSize: 25, pageSizes: [10, 25, 50], prefix: 'batches.' });
  const query = useFuelBatches({ skip: list.skip, limit: list.pageSize });
  const undo = useUndoFuelBatch();
  const [undoing, setUndoing] = useState<{ open: boolean; batch: FuelBatch | null }>({ open: false, batch: null });

  const confirmUndo = () => {
    const batch = undoing.batch;
    if (!batch) return;
    undo.mutate(batch.id, {
      onSuccess: () => {
        notify(`Batch #${batch.id} undone: its ${batch.row_count} transactions were removed`, 'success');
        setUndoing({ open: false, batch });
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  const columns: DataTableColumn<FuelBatch>[] = [
    {
      id: 'file',
      header: 'Batch',
      minWidth: 220,
      render: (b) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            #{b.id} · {b.file_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(b.created_at)}
            {b.created_by ? ` by ${b.created_by}` : ''}
            {b.layout ? ` · ${b.layout}` : ''}
          </Typography>
        </Box>
      ),
    },
    { id: 'rows', header: 'Rows', align: 'right', render: (b) => b.row_count.toLocaleString('en-US') },
    { id: 'matched', header: 'Matched', align: 'right', render: (b) => b.matched_count.toLocaleString('en-US') },
    {
      id: 'duplicates',
      header: 'Skipped',
      align: 'right',
      render: (b) => b.duplicate_count.toLocaleString('en-US'),
    },
    { id: 'quantity', header: 'Units', align: 'right', noWrap: true, render: (b) => formatQuantity(b.total_quantity) },
    { id: 'amount', header: 'Amount', align: 'right', noWrap: true, render: (b) => formatUsd(b.total_amount) },
    {
      id: 'status',
      header: 'Status',
      noWrap: true,
      render: (b) =>
        b.status === 'undone' ? (
          <Chip
            size="small"
            variant="outlined"
            label={b.undone_at ? `Undone ${formatDateTime(b.undone_at)}` : 'Undone'}
            sx={{ color: 'text.secondary' }}
          />
        ) : (
          <Chip size="small" variant="outlined" color="success" label="Imported" />
        ),
    },
    rowActionsColumn(
      (b) => `batch ${b.id}`,
      (b) => [
        {
          label: 'View transactions',
          icon: ListAltOutlined,
          hidden: b.status === 'undone',
          onClick: () => onShowBatch(b.id),
        },
        {
          label: 'Undo import',
          icon: UndoOutlined,
          destructive: true,
          hidden: b.status === 'undone',
          onClick: () => setUndoing({ open: true, batch: b }),
        },
      ],
    ),
  ];

  return (
    <ListScaffold
      level="section"
      title="Import batches"
      description="Each imported file is one batch: all its rows or none. Undo removes a whole batch."
      failure={query.isError ? { message: errorText(query.error), onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Import batches',
        columns,
        rows: query.data?.batches ?? [],
        getRowId: (b) => b.id,
        loading: query.isLoading,
        minWidth: 900,
        empty: (
          <ListEmpty
            icon={UploadFileOutlined}
            noun="import batches"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={false}
            firstTime={{
              description: "Import your fuel-card provider's export: each file becomes a batch listed here.",
              action: (
                <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={onImport}>
                  Import File
                </Button>
              ),
            }}
          />
        ),
      }}
    >
      <ConfirmDialog
        open={undoing.open}
        title="Undo import"
        message={
          undoing.batch
            ? `Remove the ${undoing.batch.row_count.toLocaleString('en-US')} transactions of batch #${undoing.batch.id} (${undoing.batch.file_name})? The batch stays listed as undone, and the file can be imported again.`
            : ''
        }
        confirmLabel="Undo import"
        busyLabel="Undoing..."
        destructive
        busy={undo.isPending}
        onConfirm={confirmUndo}
        onClose={() => setUndoing((s) => ({ ...s, open: false }))}
      />
    </ListScaffold>
  );
}
