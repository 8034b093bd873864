import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus, OWNERSHIP_LABELS, TRAILER_TYPE_LABELS } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { ExpiryChip } from '../../../components/expiry-chip';
import { SortHeader, type SortState } from '../../../components/list/sort-header';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import type { UnitKind } from '../api/unit-keys';
import type { Unit } from '../api/units-api';

export interface UnitActions {
  canEdit: boolean;
  onEdit: (u: Unit) => void;
  onDocuments: (u: Unit) => void;
  onAssign: (u: Unit) => void;
  onUnassign: (u: Unit) => void;
  onSetActive: (u: Unit, active: boolean) => void;
  onDelete: (u: Unit) => void;
}

const STATUS_COLOR: Record<EquipmentStatus, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  in_shop: 'warning',
  out_of_service: 'error',
  sold: 'default',
};
const dash = (
  <Typography component="span" variant="body2" color="text.disabled">
    —
  </Typography>
);

export function unitColumns(kind: UnitKind, a: UnitActions, sort: SortState): DataTableColumn<Unit>[] {
  const columns: (DataTableColumn<Unit> | null)[] = [
    {
      id: 'unit_number',
      header: <SortHeader id="unit_number" label="Unit" state={sort} />,
      noWrap: true,
      render: (u) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {u.unit_number}
          </Typography>
          {!u.is_active && (
            <Typography variant="caption" color="text.secondary">
              Inactive
            </Typography>
          )}
        </Box>
      ),
    },
    kind === 'trailer'
      ? {
          id: 'type',
          header: 'Type',
          noWrap: true,
          render: (u) => (u.trailer_type ? TRAILER_TYPE_LABELS[u.trailer_type] : dash),
        }
      : null,
    {
      id: 'vehicle',
      header: <SortHeader id="year" label="Year / make / model" state={sort} />,
      minWidth: 150,
      render: (u) => [u.year, u.make, u.model].filter(Boolean).join(' ') || dash,
    },
    {
      id: 'vin',
      header: 'VIN',
      noWrap: true,
      render: (u) =>
        u.vin ? (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
            {u.vin}
          </Typography>
        ) : (
          dash
        ),
    },
    {
      id: 'plate',
      header: 'Plate',
      noWrap: true,
      render: (u) => (u.plate_number ? `${u.plate_number}${u.plate_state ? ` (${u.plate_state})` : ''}` : dash),
    },
    { id: 'ownership', header: 'Ownership', noWrap: true, render: (u) => OWNERSHIP_LABELS[u.ownership] },
    { id: 'driver', header: 'Driver', noWrap: true, render: (u) => u.current_driver?.name ?? dash },
    {
      id: 'registration_expiry',
      header: <SortHeader id="registration_expiry" label="Registration" state={sort} />,
      noWrap: true,
      render: (u) => <ExpiryChip date={u.registration_expiry} label="Registration" />,
    },
    {
      id: 'inspection_expiry',
      header: <SortHeader id="inspection_expiry" label="Inspection" state={sort} />,
      noWrap: true,
      render: (u) => <ExpiryChip date={u.inspection_expiry} label="Annual inspection" />,
    },
    {
      id: 'status',
      header: 'Status',
      noWrap: true,
      render: (u) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[u.status]}
          label={EQUIPMENT_STATUS_LABELS[u.status]}
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    rowActionsColumn(
      (u) => u.unit_number,
      (u) => [
        { label: 'Edit', icon: EditOutlined, onClick: () => a.onEdit(u), hidden: !a.canEdit },
        { label: 'Documents', icon: DescriptionOutlined, onClick: () => a.onDocuments(u) },
        {
          label: u.current_driver ? 'Reassign driver' : 'Assign to driver',
          icon: PersonAddAltOutlined,
          onClick: () => a.onAssign(u),
          hidden: !a.canEdit || !u.is_active,
        },
        {
          label: 'Unassign',
          icon: LinkOffOutlined,
          onClick: () => a.onUnassign(u),
          hidden: !a.canEdit || !u.current_driver,
        },
        {
          label: 'Activate',
          icon: CheckCircleOutlined,
          onClick: () => a.onSetActive(u, true),
          hidden: !a.canEdit || u.is_active,
        },
        {
          label: 'Deactivate',
          icon: BlockOutlined,
          onClick: () => a.onSetActive(u, false),
          hidden: !a.canEdit || !u.is_active,
        },
        {
          label: 'Delete',
          icon: DeleteOutlined,
          onClick: () => a.onDelete(u),
          destructive: true,
          hidden: !a.canEdit,
        },
      ],
      { noWrap: true },
    ),
  ];
  return columns.filter((c): c is DataTableColumn<Unit> => c !== null);
}
