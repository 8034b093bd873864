import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Division } from '@tms/domain';
import { formatDate } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { actionsColumn, descriptionColumn, nameColumn, statusColumn } from './settings-columns';

interface DivisionActions {
  canEdit: boolean;
  onEdit: (division: Division) => void;
  onToggleActive: (division: Division) => void;
  busyId: number | null;
}

export function divisionColumns({ canEdit, onEdit, onToggleActive, busyId }: DivisionActions) {
  const columns: DataTableColumn<Division>[] = [
    nameColumn(180),
    {
      id: 'code',
      header: 'Code',
      noWrap: true,
      render: (d) =>
        d.code ? (
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {d.code}
          </Box>
        ) : (
          <Typography component="span" variant="body2" color="text.disabled">
            —
          </Typography>
        ),
    },
    descriptionColumn(),
    statusColumn(),
    { id: 'created', header: 'Created', noWrap: true, width: 130, render: (d) => formatDate(d.created_at) },
  ];
  if (!canEdit) return columns;
  columns.push(
    actionsColumn((d) => (
      <RowActionsMenu
        label={d.name}
        variant="buttons"
        actions={[
          { label: 'Edit', icon: EditOutlined, onClick: () => onEdit(d) },
          {
            label: d.is_active ? 'Deactivate' : 'Activate',
            icon: d.is_active ? BlockOutlined : CheckCircleOutlined,
            onClick: () => onToggleActive(d),
            disabled: busyId === d.id,
          },
        ]}
      />
    )),
  );
  return columns;
}
