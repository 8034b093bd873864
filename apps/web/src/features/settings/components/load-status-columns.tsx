import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Typography from '@mui/material/Typography';
import type { LoadStatus } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { ActiveChip } from './active-chip';
import { StatusColorChip } from './status-color-chip';

interface LoadStatusActions {
  canEdit: boolean;
  onEdit: (status: LoadStatus) => void;
  onDelete: (status: LoadStatus) => void;
}

export function loadStatusColumns({ canEdit, onEdit, onDelete }: LoadStatusActions) {
  const columns: DataTableColumn<LoadStatus>[] = [
    {
      id: 'order',
      header: 'Order',
      width: 80,
      render: (s) => (
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {s.sort_order}
        </Typography>
      ),
    },
    { id: 'name', header: 'Name', minWidth: 160, render: (s) => <StatusColorChip name={s.name} color={s.color} /> },
    {
      id: 'color',
      header: 'Colour',
      width: 110,
      noWrap: true,
      render: (s) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {s.color.toUpperCase()}
        </Typography>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      minWidth: 220,
      render: (s) => (
        <Typography variant="body2" color={s.description ? 'text.secondary' : 'text.disabled'}>
          {s.description || '—'}
        </Typography>
      ),
    },
    { id: 'status', header: 'Status', width: 110, render: (s) => <ActiveChip active={s.is_active} /> },
  ];
  if (!canEdit) return columns;
  columns.push({
    id: 'actions',
    header: 'Actions',
    align: 'right',
    width: 110,
    noWrap: true,
    render: (s) => (
      <RowActionsMenu
        label={s.name}
        variant="buttons"
        actions={[
          { label: 'Edit', icon: EditOutlined, onClick: () => onEdit(s) },
          { label: 'Delete', icon: DeleteOutlined, onClick: () => onDelete(s), destructive: true },
        ]}
      />
    ),
  });
  return columns;
}
