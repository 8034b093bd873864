import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FuelCard, formatDate } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { StatusChip } from '../../../components/status-chip';

const dash = (
  <Typography component="span" color="text.disabled">
    —
  </Typography>
);

export type FuelCardAction = 'edit' | 'history' | 'activate' | 'deactivate' | 'delete';

/** "WEX •••• 1234": how a card is named in menus and dialogs. */
export const cardName = (c: FuelCard) => `${c.card_provider} ${c.card_number}`;

export function fuelCardColumns(
  onAction: (action: FuelCardAction, card: FuelCard) => void,
): DataTableColumn<FuelCard>[] {
  return [
    {
      id: 'card',
      header: 'Card',
      noWrap: true,
      render: (c) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {c.card_number}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {c.card_number_short ? `Short number ${c.card_number_short}` : 'No short number'}
          </Typography>
        </Box>
      ),
    },
    { id: 'provider', header: 'Provider', noWrap: true, render: (c) => c.card_provider },
    { id: 'driver', header: 'Driver', noWrap: true, render: (c) => c.driver?.name ?? dash },
    { id: 'truck', header: 'Truck', noWrap: true, render: (c) => c.truck?.unit_number ?? dash },
    { id: 'status', header: 'Status', width: 110, render: (c) => <StatusChip active={c.is_active} /> },
    { id: 'added', header: 'Added', noWrap: true, render: (c) => formatDate(c.created_at) },
    rowActionsColumn(
      (c) => cardName(c),
      (c) => [
        { label: 'Edit', icon: EditOutlined, onClick: () => onAction('edit', c) },
        { label: 'Assignment history', icon: HistoryOutlined, onClick: () => onAction('history', c) },
        { label: 'Activate', icon: PlayCircleOutline, hidden: c.is_active, onClick: () => onAction('activate', c) },
        {
          label: 'Deactivate',
          icon: PauseCircleOutline,
          hidden: !c.is_active,
          onClick: () => onAction('deactivate', c),
        },
        { label: 'Delete', icon: DeleteOutline, destructive: true, onClick: () => onAction('delete', c) },
      ],
    ),
  ];
}
