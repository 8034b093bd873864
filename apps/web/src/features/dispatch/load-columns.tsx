import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { LoadListItem, LoadSortField, LoadStatus } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table';
import { type RowAction, RowActionsMenu } from '../../components/row-actions-menu';
import { CustomerWarningMarker } from '../customers/components/customer-warning-marker';
import { driversText, miles, money, stopPlace, stopWhen } from './load-format';

export interface LoadRowHandlers {
  statuses: readonly LoadStatus[];
  onStatus: (load: LoadListItem, statusId: number) => void;
  onProcessed: (load: LoadListItem, processed: boolean) => void;
  onEdit: (load: LoadListItem) => void;
  onDocuments: (load: LoadListItem) => void;
  onComments: (load: LoadListItem) => void;
  onHistory: (load: LoadListItem) => void;
  onDelete: (load: LoadListItem) => void;
  canWrite: boolean;
  canDelete: (load: LoadListItem) => boolean;
  sort: { by: LoadSortField; dir: 'asc' | 'desc'; onSort: (by: LoadSortField) => void };
}

/** The status chip, changeable in place: a select painted in the status catalogue's colour. */
export function StatusSelect({ load, h }: { load: LoadListItem; h: LoadRowHandlers }) {
  const known = h.statuses.some((s) => s.id === load.status.id);
  return (
    <Select
      size="small"
      value={load.status.id}
      disabled={!h.canWrite}
      onChange={(e) => h.onStatus(load, Number(e.target.value))}
      onClick={(e) => e.stopPropagation()}
      inputProps={{ 'aria-label': `Status of load ${load.load_number}` }}
      sx={{
        height: 26,
        borderRadius: 13,
        fontSize: 12,
        fontWeight: 700,
        color: '#fff',
        bgcolor: load.status.color,
        '& .MuiOutlinedInput-notchedOutline': { border: 0 },
        '& .MuiSelect-icon': { color: '#fff' },
        '& .MuiSelect-select': { py: 0, pl: 1.25, textShadow: '0 0 2px rgba(0,0,0,.45)' },
      }}
    >
      {!known && <MenuItem value={load.status.id}>{load.status.name}</MenuItem>}
      {h.statuses.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color, mr: 1 }} />
          {s.name}
        </MenuItem>
      ))}
    </Select>
  );
}

export function rowActions(load: LoadListItem, h: LoadRowHandlers): RowAction[] {
  return [
    { label: 'Edit', icon: EditOutlined, onClick: () => h.onEdit(load), hidden: !h.canWrite },
    { label: 'Documents', icon: DescriptionOutlined, onClick: () => h.onDocuments(load) },
    { label: 'Comments', icon: ChatBubbleOutlineOutlined, onClick: () => h.onComments(load) },
    { label: 'History', icon: HistoryOutlined, onClick: () => h.onHistory(load) },
    {
      label: 'Delete',
      icon: DeleteOutlineOutlined,
      onClick: () => h.onDelete(load),
      destructive: true,
      hidden: !h.canDelete(load),
    },
  ];
}

const two = (top: ReactNode, bottom: ReactNode) => (
  <Box sx={{ lineHeight: 1.2 }}>
    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
      {top}
    </Typography>
    <Typography variant="caption" color="text.secondary" noWrap component="div">
      {bottom}
    </Typography>
  </Box>
);

export function loadColumns(h: LoadRowHandlers): DataTableColumn<LoadListItem>[] {
  const sortable = (by: LoadSortField, label: string) => (
    <TableSortLabel
      active={h.sort.by === by}
      direction={h.sort.by === by ? h.sort.dir : 'asc'}
      onClick={() => h.sort.onSort(by)}
    >
      {label}
    </TableSortLabel>
  );
  return [
    {
      id: 'load',
      header: sortable('load_number', 'Load #'),
      noWrap: true,
      render: (l) =>
        two(
          l.load_number,
          [
            l.is_team_load ? 'Team' : `${l.completion_percentage}%`,
            l.invoice_number !== null && `Inv ${l.invoice_number}`,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
    },
    { id: 'status', header: sortable('status', 'Status'), render: (l) => <StatusSelect load={l} h={h} />, width: 150 },
    {
      id: 'customer',
      header: 'Customer',
      render: (l) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 180 }}>
          <Typography variant="body2" noWrap>
            {l.broker.name}
          </Typography>
          {l.broker.has_warning && <CustomerWarningMarker note={null} withLabel={false} />}
        </Box>
      ),
    },
    {
      id: 'driver',
      header: 'Driver / Dispatcher',
      render: (l) => two(driversText(l), l.dispatcher?.full_name ?? 'No dispatcher'),
    },
    {
      id: 'pickup',
      header: sortable('pickup_date', 'Pickup'),
      render: (l) => two(stopPlace(l.first_pickup), stopWhen(l.first_pickup)),
    },
    {
      id: 'delivery',
      header: sortable('delivery_date', 'Delivery'),
      render: (l) => two(stopPlace(l.last_delivery), stopWhen(l.last_delivery)),
    },
    {
      id: 'rate',
      header: sortable('rate_booked', 'Rate / Pay'),
      align: 'right',
      noWrap: true,
      render: (l) => two(money(l.rate_booked), money(l.rate_dispatched)),
    },
    {
      id: 'miles',
      header: 'Miles / RPM',
      align: 'right',
      noWrap: true,
      render: (l) => two(miles(l.total_miles), l.rpm_total ? `$${l.rpm_total}/mi` : '—'),
    },
    {
      id: 'processed',
      header: 'Processed',
      align: 'center',
      render: (l) => (
        <Switch
          size="small"
          checked={l.processed}
          disabled={!h.canWrite}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => h.onProcessed(l, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Processed: load ${l.load_number}` } }}
        />
      ),
    },
    {
      id: 'comments',
      header: 'Notes',
      align: 'center',
      render: (l) => (
        <Box
          component="button"
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            h.onComments(l);
          }}
          aria-label={`${l.comment_count ?? 0} comments on load ${l.load_number}`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            border: 0,
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          <ChatBubbleOutlineOutlined sx={{ fontSize: 16 }} />
          {l.comment_count ?? 0}
        </Box>
      ),
    },
    {
      id: 'actions',
      header: '',
      width: 48,
      render: (l) => <RowActionsMenu label={`load ${l.load_number}`} actions={rowActions(l, h)} />,
    },
  ];
}
