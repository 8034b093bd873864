import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DRIVER_TYPE_LABELS, type DriverListItem } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { ExpiryChip } from '../../../components/expiry-chip';
import { SortHeader, type SortState } from '../../../components/list/sort-header';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { StatusChip } from '../../../components/status-chip';

export interface DriverActions {
  canEdit: boolean;
  onEdit: (d: DriverListItem) => void;
  onNotes: (d: DriverListItem) => void;
  onSetActive: (d: DriverListItem, active: boolean) => void;
  onDelete: (d: DriverListItem) => void;
}

const muted = (text: string | null | undefined): ReactNode =>
  text || (
    <Typography component="span" variant="body2" color="text.disabled">
      —
    </Typography>
  );

export function driverColumns(actions: DriverActions, sort: SortState): DataTableColumn<DriverListItem>[] {
  return [
    {
      id: 'name',
      header: <SortHeader id="name" label="Name" state={sort} />,
      minWidth: 170,
      render: (d) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {d.name}
          </Typography>
          {d.email && (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', maxWidth: 200 }}>
              {d.email}
            </Typography>
          )}
        </Box>
      ),
    },
    { id: 'type', header: 'Type', noWrap: true, render: (d) => DRIVER_TYPE_LABELS[d.driver_type] },
    { id: 'division', header: 'Division', noWrap: true, render: (d) => muted(d.division) },
    { id: 'phone', header: 'Phone', noWrap: true, render: (d) => muted(d.phone_number) },
    { id: 'truck', header: 'Truck', noWrap: true, render: (d) => muted(d.current_truck?.unit_number) },
    { id: 'trailer', header: 'Trailer', noWrap: true, render: (d) => muted(d.current_trailer?.unit_number) },
    {
      id: 'dispatchers',
      header: 'Dispatchers',
      minWidth: 130,
      render: (d) => muted(d.dispatchers.map((p) => p.full_name).join(', ')),
    },
    {
      id: 'cdl_expiry',
      header: <SortHeader id="cdl_expiry" label="CDL expiry" state={sort} />,
      noWrap: true,
      render: (d) => <ExpiryChip date={d.cdl_expiry} label="CDL" />,
    },
    {
      id: 'medical_card_expiry',
      header: <SortHeader id="medical_card_expiry" label="Medical expiry" state={sort} />,
      noWrap: true,
      render: (d) => <ExpiryChip date={d.medical_card_expiry} label="Medical card" />,
    },
    { id: 'status', header: 'Status', noWrap: true, render: (d) => <StatusChip active={d.is_active} /> },
    rowActionsColumn(
      (d) => d.name,
      (d) => [
        { label: 'Notes', icon: StickyNote2Outlined, onClick: () => actions.onNotes(d) },
        { label: 'Edit', icon: EditOutlined, onClick: () => actions.onEdit(d), hidden: !actions.canEdit },
        {
          label: 'Activate',
          icon: CheckCircleOutlined,
          onClick: () => actions.onSetActive(d, true),
          hidden: !actions.canEdit || d.is_active,
        },
        {
          label: 'Deactivate',
          icon: BlockOutlined,
          onClick: () => actions.onSetActive(d, false),
          hidden: !actions.canEdit || !d.is_active,
        },
        {
          label: 'Delete',
          icon: DeleteOutlined,
          onClick: () => actions.onDelete(d),
          destructive: true,
          hidden: !actions.canEdit,
        },
      ],
      { noWrap: true },
    ),
  ];
}
