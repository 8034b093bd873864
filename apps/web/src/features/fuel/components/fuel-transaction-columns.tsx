import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type FuelTransaction, formatDate } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { selectColumn } from '../../../components/select-column';
import { CATEGORY_LABELS, cardLabel, formatMoney, formatPrice, formatQuantity } from './fuel-format';

const dash = (
  <Typography component="span" color="text.disabled">
    —
  </Typography>
);

export type FuelTransactionAction = 'edit' | 'match' | 'delete';

interface Options {
  selected: ReadonlySet<number>;
  /** The rows of this page, for the header's select-all. */
  pageIds: readonly number[];
  onSelect: (ids: readonly number[], on: boolean) => void;
  onAction: (action: FuelTransactionAction, transaction: FuelTransaction) => void;
}

/** "Mar 4, 2025 ULSD": how a row is named to screen readers. */
export const transactionName = (t: FuelTransaction) =>
  `${formatDate(`${t.transaction_date}T12:00:00Z`)} ${t.purchased_item} ${formatMoney(t.total_amount)}`;

export function fuelTransactionColumns({
  selected,
  pageIds,
  onSelect,
  onAction,
}: Options): DataTableColumn<FuelTransaction>[] {
  return [
    selectColumn<FuelTransaction>({
      selected,
      pageIds,
      onSelect,
      allLabel: 'Select all transactions on this page',
      rowLabel: (t) => `Select ${transactionName(t)}`,
    }),
    {
      id: 'date',
      header: 'Date',
      noWrap: true,
      render: (t) => (
        <Box>
          <Typography variant="body2">{formatDate(`${t.transaction_date}T12:00:00Z`)}</Typography>
          {t.transaction_reference && (
            <Typography variant="caption" color="text.secondary">
              Ref. {t.transaction_reference}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'card',
      header: 'Card',
      noWrap: true,
      render: (t) => <Unmatched value={cardLabel(t)} matched={t.fuel_card_id !== null} what="card" />,
    },
    {
      id: 'truck',
      header: 'Truck',
      noWrap: true,
      render: (t) => <Unmatched value={t.truck_unit_number} matched={t.truck_id !== null} what="truck" />,
    },
    {
      id: 'driver',
      header: 'Driver',
      noWrap: true,
      render: (t) => t.driver_name ?? dash,
    },
    {
      id: 'item',
      header: 'Item',
      noWrap: true,
      render: (t) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.purchased_item}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {CATEGORY_LABELS[t.item_category]}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      minWidth: 140,
      render: (t) => [t.location_city, t.location_state].filter(Boolean).join(', ') || t.location || dash,
    },
    { id: 'quantity', header: 'Qty', align: 'right', noWrap: true, render: (t) => formatQuantity(t.unit_quantity) },
    { id: 'price', header: 'Price', align: 'right', noWrap: true, render: (t) => formatPrice(t.price_per_unit) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      noWrap: true,
      render: (t) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(t.total_amount)}
        </Typography>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      noWrap: true,
      render: (t) => (
        <Chip
          size="small"
          variant="outlined"
          label={t.source_type === 'import' ? `Import #${t.import_batch_id ?? '—'}` : 'Manual'}
        />
      ),
    },
    rowActionsColumn(
      (t) => transactionName(t),
      (t) => [
        { label: 'Edit', icon: EditOutlined, onClick: () => onAction('edit', t) },
        { label: t.is_matched ? 'Change match' : 'Match', icon: LinkOutlined, onClick: () => onAction('match', t) },
        { label: 'Delete', icon: DeleteOutline, destructive: true, onClick: () => onAction('delete', t) },
      ],
    ),
  ];
}

/** The file's value, with a warning mark when no card, truck or driver of the company fits it. */
function Unmatched({ value, matched, what }: { value: string | null; matched: boolean; what: string }) {
  if (matched) return value ?? dash;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <span>{value ?? '—'}</span>
      <Chip size="small" color="warning" variant="outlined" label={`No ${what}`} />
    </Box>
  );
}
