import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { type AppointmentType, SYSTEM_DEFAULT_IMMUTABLE_MESSAGE } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { actionsColumn, descriptionColumn, EditDeleteActions, nameColumn, statusColumn } from './settings-columns';
import { YesNo } from './yes-no';

interface AppointmentTypeActions {
  /** Managers and superadmins outside read-only mode: the Actions column exists only for them. */
  canManage: boolean;
  onEdit: (type: AppointmentType) => void;
  onDelete: (type: AppointmentType) => void;
}

export function appointmentTypeColumns({ canManage, onEdit, onDelete }: AppointmentTypeActions) {
  const columns: DataTableColumn<AppointmentType>[] = [
    nameColumn(160),
    { id: 'has_time', header: 'Requires Time', noWrap: true, render: (t) => <YesNo value={t.has_time} /> },
    { id: 'has_time_range', header: 'Time Range', noWrap: true, render: (t) => <YesNo value={t.has_time_range} /> },
    descriptionColumn(),
    {
      id: 'type',
      header: 'Type',
      noWrap: true,
      render: (t) =>
        t.is_default ? (
          <Chip size="small" label="System Default" color="primary" variant="outlined" />
        ) : (
          <Chip size="small" label="Custom" variant="outlined" />
        ),
    },
    statusColumn(),
  ];
  if (!canManage) return columns;
  columns.push(
    actionsColumn((t) =>
      t.is_default ? (
        <Tooltip title={SYSTEM_DEFAULT_IMMUTABLE_MESSAGE}>
          <LockOutlined
            fontSize="small"
            titleAccess={SYSTEM_DEFAULT_IMMUTABLE_MESSAGE}
            sx={{ color: 'text.disabled', mr: 1, verticalAlign: 'middle' }}
          />
        </Tooltip>
      ) : (
        <EditDeleteActions label={t.name} onEdit={() => onEdit(t)} onDelete={() => onDelete(t)} />
      ),
    ),
  );
  return columns;
}
