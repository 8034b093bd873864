import Typography from '@mui/material/Typography';
import { LOAD_STATUS_MEANING_LABELS, LOAD_STATUS_STAGE_LABELS, type LoadStatus } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { actionsColumn, descriptionColumn, EditDeleteActions, statusColumn } from './settings-columns';
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
      id: 'meaning',
      header: 'Counts as',
      width: 120,
      noWrap: true,
      render: (s) => <Typography variant="body2">{LOAD_STATUS_MEANING_LABELS[s.meaning]}</Typography>,
    },
    {
      id: 'stage',
      header: 'Workflow step',
      width: 130,
      noWrap: true,
      render: (s) => (
        <Typography variant="body2" color={s.stage ? 'text.primary' : 'text.secondary'}>
          {s.stage ? LOAD_STATUS_STAGE_LABELS[s.stage] : 'None'}
        </Typography>
      ),
    },
    descriptionColumn(),
    statusColumn(),
  ];
  if (!canEdit) return columns;
  columns.push(
    actionsColumn((s) => <EditDeleteActions label={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />),
  );
  return columns;
}
