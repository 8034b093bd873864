import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type AppointmentType, SYSTEM_DEFAULT_IMMUTABLE_MESSAGE } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { ActiveChip } from './active-chip';
import { YesNo } from './yes-no';

interface AppointmentTypeActions {
  /** Managers and superadmins outside read-only mode: the Actions column exists only for them. */
  canManage: boolean;
  onEdit: (type: AppointmentType) => void;
  onDelete: (type: AppointmentType) => void;
}

export function appointmentTypeColumns({ canManage, onEdit, onDelete }: AppointmentTypeActions) {
  const columns: DataTableColumn<AppointmentType>[] = [
    {
      id: 'name',
      header: 'Name',
      minWidth: 160,
      render: (t) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t.name}
        </Typography>
      ),
    },
    { id: 'has_time', header: 'Requires Time', noWrap: true, render: (t) => <YesNo value={t.has_time} /> },
    { id: 'has_time_range', header: 'Time Range', noWrap: true, render: (t) => <YesNo value={t.has_time_range} /> },
    {
      id: 'description',
      header: 'Description',
      minWidth: 220,
      render: (t) => (
        <Typography variant="body2" color={t.description ? 'text.secondary' : 'text.disabled'}>
          {t.description || '—'}
        </Typography>
      ),
    },
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
    { id: 'status', header: 'Status', width: 110, render: (t) => <ActiveChip active={t.is_active} /> },
  ];
  if (!canManage) return columns;
  columns.push({
    id: 'actions',
    header: 'Actions',
    align: 'right',
    width: 110,
    noWrap: true,
    render: (t) =>
      t.is_default ? (
        <Tooltip title={SYSTEM_DEFAULT_IMMUTABLE_MESSAGE}>
          <LockOutlined
            fontSize="small"
            titleAccess={SYSTEM_DEFAULT_IMMUTABLE_MESSAGE}
            sx={{ color: 'text.disabled', mr: 1, verticalAlign: 'middle' }}
          />
        </Tooltip>
      ) : (
        <RowActionsMenu
          label={t.name}
          variant="buttons"
          actions={[
            { label: 'Edit', icon: EditOutlined, onClick: () => onEdit(t) },
            { label: 'Delete', icon: DeleteOutlined, onClick: () => onDelete(t), destructive: true },
          ]}
        />
      ),
  });
  return columns;
}
