import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  formatMiles,
  formatUsd,
  LOAD_MESSAGES,
  type LoadListItem,
  type LoadSortField,
  type LoadStatus,
} from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table';
import { LoadNumberLink } from '../../components/load-number-link';
import { type RowAction, RowActionsMenu } from '../../components/row-actions-menu';
import { CustomerWarningMarker } from '../customers/components/customer-warning-marker';
import { LoadStatusSelect } from '../loads/status-menu/load-status-select';
import type { BoardParams } from './board-params';
import { DraftBadge } from './draft-badge';
import { DriverHoursLine } from './driver-hours-line';
import { LastCheckCallLine } from './last-check-call-line';
import { LoadEtaLine } from './load-eta-line';
import { driversText, stopPlace, stopWhen } from './load-format';

/** One page of the board's loads, as the table and the phone cards show it. */
export type BoardRows = {
  p: BoardParams;
  rows: LoadListItem[];
  total: number;
  loading: boolean;
  handlers: LoadRowHandlers;
};

export interface LoadRowHandlers {
  statuses: readonly LoadStatus[];
  onStatus: (load: LoadListItem, statusId: number) => void;
  onProcessed: (load: LoadListItem, processed: boolean) => void;
  onEdit: (load: LoadListItem) => void;
  onDocuments: (load: LoadListItem) => void;
  onComments: (load: LoadListItem) => void;
  onHistory: (load: LoadListItem) => void;
  onDelete: (load: LoadListItem) => void;
  /** A draft (decision 0195): open the wizard on it at its next step, or discard it after asking. */
  onResume: (load: LoadListItem) => void;
  onDiscard: (load: LoadListItem) => void;
  canWrite: boolean;
  /** Whether the user may discard drafts (whoever may delete an unprocessed load). */
  canDiscard: boolean;
  canDelete: (load: LoadListItem) => boolean;
  /** Whether the user may take the processed mark off a load (decision 0120: managers and accountants). */
  canUnprocess: boolean;
  sort: { by: LoadSortField; dir: 'asc' | 'desc'; onSort: (by: LoadSortField) => void };
}

/**
 * The status chip, changeable in place: painted in the status catalogue's colour; its menu offers
 * the statuses the load may move into and says why not the others (decision 0196).
 */
export function StatusSelect({ load, h }: { load: LoadListItem; h: LoadRowHandlers }) {
  return <LoadStatusSelect load={load} disabled={!h.canWrite} onPick={(statusId) => h.onStatus(load, statusId)} />;
}

export function rowActions(load: LoadListItem, h: LoadRowHandlers): RowAction[] {
  if (load.is_draft)
    return [
      { label: 'Resume', icon: PlayArrowOutlined, onClick: () => h.onResume(load), hidden: !h.canWrite },
      { label: 'Documents', icon: DescriptionOutlined, onClick: () => h.onDocuments(load) },
      { label: 'Comments', icon: ChatBubbleOutlineOutlined, onClick: () => h.onComments(load) },
      {
        label: 'Discard',
        icon: DeleteOutlineOutlined,
        onClick: () => h.onDiscard(load),
        destructive: true,
        hidden: !h.canDiscard,
      },
    ];
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

/** "1 comment", "3 comments": what a screen reader says for a count button. */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

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

/** A small count that opens its dialog (documents, comments). */
function CountButton({
  icon: Icon,
  count,
  label,
  onClick,
}: {
  icon: typeof ChatBubbleOutlineOutlined;
  count: number;
  label: string;
  onClick: () => void;
}) {
  return (
    <Box
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.375,
        border: 0,
        borderRadius: 1,
        px: 0.5,
        py: 0,
        bgcolor: 'transparent',
        color: count ? 'text.primary' : 'text.secondary',
        cursor: 'pointer',
        font: 'inherit',
        fontSize: 13,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Icon sx={{ fontSize: 16 }} />
      {count}
    </Box>
  );
}

/**
 * The board's columns, sized to fit a 1,280 px screen beside the menu: related facts share a cell
 * on two lines (driver and truck over dispatcher, rate over driver pay), and the row menu stays
 * pinned at the right edge when the table does scroll.
 */
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
          <>
            <LoadNumberLink id={l.id} loadNumber={l.load_number} />
            {l.is_draft && <DraftBadge />}
          </>,
          [
            l.is_team_load ? 'Team' : `${l.completion_percentage}%`,
            l.invoice_number !== null && `Inv ${l.invoice_number}`,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
    },
    { id: 'status', header: sortable('status', 'Status'), render: (l) => <StatusSelect load={l} h={h} />, width: 116 },
    {
      id: 'customer',
      header: 'Customer',
      render: (l) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 130 }}>
          <Typography variant="body2" noWrap title={l.broker.name}>
            {l.broker.name}
          </Typography>
          {l.broker.has_warning && <CustomerWarningMarker note={l.broker.warning_note} withLabel={false} />}
        </Box>
      ),
    },
    {
      id: 'driver',
      header: 'Driver · Truck',
      render: (l) => (
        <Box sx={{ maxWidth: 140 }}>
          {two(
            driversText(l),
            <>
              {l.truck ? (
                <Box
                  component="span"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                  aria-label={`Truck ${l.truck.unit_number}`}
                >
                  {l.truck.unit_number}
                </Box>
              ) : (
                'No truck'
              )}
              {' · '}
              {l.dispatcher?.full_name ?? 'No dispatcher'}
            </>,
          )}
          <DriverHoursLine load={l} />
          <LoadEtaLine load={l} />
          <LastCheckCallLine call={l.last_check_call} />
        </Box>
      ),
    },
    {
      id: 'pickup',
      header: sortable('pickup_date', 'Pickup'),
      render: (l) => <Box sx={{ maxWidth: 118 }}>{two(stopPlace(l.first_pickup), stopWhen(l.first_pickup))}</Box>,
    },
    {
      id: 'delivery',
      header: sortable('delivery_date', 'Delivery'),
      render: (l) => <Box sx={{ maxWidth: 118 }}>{two(stopPlace(l.last_delivery), stopWhen(l.last_delivery))}</Box>,
    },
    {
      id: 'rate',
      header: sortable('rate_booked', 'Rate / Pay'),
      align: 'right',
      noWrap: true,
      render: (l) => two(formatUsd(l.rate_booked), formatUsd(l.rate_dispatched)),
    },
    {
      id: 'miles',
      header: 'Mi / RPM',
      align: 'right',
      noWrap: true,
      render: (l) => two(formatMiles(l.total_miles), formatUsd(l.rpm_total)),
    },
    {
      id: 'processed',
      header: 'Done',
      align: 'center',
      render: (l) => {
        const locked = h.canWrite && l.processed && !h.canUnprocess;
        return (
          <Box component="span" title={locked ? LOAD_MESSAGES.unprocessForbidden : undefined}>
            <Switch
              size="small"
              checked={l.processed}
              disabled={!h.canWrite || locked}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) => h.onProcessed(l, e.target.checked)}
              slotProps={{ input: { 'aria-label': `Processed: load ${l.load_number}` } }}
            />
          </Box>
        );
      },
    },
    {
      id: 'counts',
      // Two lines, like the two counts under it.
      header: (
        <Box component="span" sx={{ display: 'grid', lineHeight: 1.3 }}>
          <span>Docs</span>
          <span>Notes</span>
        </Box>
      ),
      noWrap: true,
      // The header's longer word, uppercase, with the cell's padding.
      minWidth: 64,
      render: (l) => (
        <Box sx={{ display: 'grid', justifyItems: 'start' }}>
          <CountButton
            icon={DescriptionOutlined}
            count={l.document_count}
            label={`${counted(l.document_count, 'document')} on load ${l.load_number}`}
            onClick={() => h.onDocuments(l)}
          />
          <CountButton
            icon={ChatBubbleOutlineOutlined}
            count={l.comment_count ?? 0}
            label={`${counted(l.comment_count ?? 0, 'comment')} on load ${l.load_number}`}
            onClick={() => h.onComments(l)}
          />
        </Box>
      ),
    },
    {
      id: 'actions',
      header: (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            margin: '-1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          Actions
        </Box>
      ),
      width: 48,
      stickyEnd: true,
      render: (l) => <RowActionsMenu label={`load ${l.load_number}`} actions={rowActions(l, h)} />,
    },
  ];
}
