import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { ActiveChip } from './active-chip';

/** The columns the settings lists (divisions, load statuses, appointment types) share. */

export const nameColumn = <T extends { name: string }>(minWidth: number): DataTableColumn<T> => ({
  id: 'name',
  header: 'Name',
  minWidth,
  render: (r) => (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {r.name}
    </Typography>
  ),
});

export const descriptionColumn = <T extends { description: string | null }>(): DataTableColumn<T> => ({
  id: 'description',
  header: 'Description',
  minWidth: 220,
  render: (r) => (
    <Typography variant="body2" color={r.description ? 'text.secondary' : 'text.disabled'}>
      {r.description || '—'}
    </Typography>
  ),
});

export const statusColumn = <T extends { is_active: boolean }>(): DataTableColumn<T> => ({
  id: 'status',
  header: 'Status',
  width: 110,
  render: (r) => <ActiveChip active={r.is_active} />,
});

export const actionsColumn = <T,>(render: (row: T) => ReactNode): DataTableColumn<T> => ({
  id: 'actions',
  header: 'Actions',
  align: 'right',
  width: 110,
  noWrap: true,
  render,
});

/** Edit and Delete buttons of a row. */
export function EditDeleteActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActionsMenu
      label={label}
      variant="buttons"
      actions={[
        { label: 'Edit', icon: EditOutlined, onClick: onEdit },
        { label: 'Delete', icon: DeleteOutlined, onClick: onDelete, destructive: true },
      ]}
    />
  );
}
