import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatUsd } from '@tms/domain';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import type { FuelSummary } from '../api/get-fuel-summary';
import { CATEGORY_LABELS, formatQuantity, formatQuantityShort } from './fuel-format';

interface FuelSummaryCardsProps {
  summary: FuelSummary | undefined;
  unmatchedOnly: boolean;
  onUnmatchedOnly: (on: boolean) => void;
}

/** The totals of the filtered list (spec 2: gallons, amount, average price), computed by the server. */
export function FuelSummaryCards({ summary, unmatchedOnly, onUnmatchedOnly }: FuelSummaryCardsProps) {
  // Two cards share a phone's width: large figures are rounded there ("$113.7K"), exact everywhere else.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const quantity = phone ? formatQuantityShort : formatQuantity;
  return (
    <StatCards label="Fuel summary">
      <StatCard
        label={summary ? `Total of ${summary.transaction_count.toLocaleString('en-US')} transactions` : 'Total amount'}
        value={summary && formatUsd(summary.total_amount, { compact: phone })}
        icon={AttachMoneyOutlined}
        tone={accentText}
      />
      <StatCard
        label="Gallons of fuel"
        value={summary && quantity(summary.total_gallons)}
        icon={LocalGasStationOutlined}
        tone={(t) => t.palette.info.main}
      />
      <StatCard
        label="Average price per gallon"
        value={
          summary &&
          (summary.average_price_per_gallon ? formatUsd(summary.average_price_per_gallon, { unitPrice: true }) : '—')
        }
        icon={SpeedOutlined}
        tone={(t) => t.palette.success.main}
      />
      <StatCard
        label="Unmatched"
        value={summary?.unmatched_count}
        icon={LinkOffOutlined}
        tone={(t) => t.palette.warning.main}
        onClick={() => onUnmatchedOnly(!unmatchedOnly)}
        active={unmatchedOnly}
      />
    </StatCards>
  );
}

/** The same totals by item and by state (spec 2 section 7), largest amount first, folded away by default. */
export function FuelSummaryBreakdown({ summary }: { summary: FuelSummary | undefined }) {
  if (!summary || summary.transaction_count === 0) return null;
  const states = summary.by_state.map((s) => ({ ...s, label: s.location_state ?? 'No state' }));
  return (
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ mb: 3, borderRadius: 3, '&::before': { display: 'none' }, overflow: 'hidden' }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        {/* The summary sits in the accordion's own heading (an h3). */}
        <Typography variant="subtitle2" component="span">
          Totals by item and by state
        </Typography>
      </AccordionSummary>
      <AccordionDetails
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Breakdown
          title="By item"
          rows={summary.by_item.map((i) => ({
            key: i.purchased_item,
            label: `${i.purchased_item} · ${CATEGORY_LABELS[i.category]}`,
            count: i.count,
            quantity: i.quantity,
            amount: i.amount,
          }))}
        />
        <Breakdown
          title="By state"
          rows={states.map((s) => ({
            key: s.label,
            label: s.label,
            count: s.count,
            quantity: s.quantity,
            amount: s.amount,
          }))}
        />
      </AccordionDetails>
    </Accordion>
  );
}

/** A phone has room for the name, the units and the amount. */
const narrowHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  quantity: string;
  amount: string;
}

function Breakdown({ title, rows }: { title: string; rows: BreakdownRow[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Totals ${title.toLowerCase()}`} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right" sx={narrowHidden}>
              Transactions
            </TableCell>
            <TableCell align="right">Units</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.label}</TableCell>
              <TableCell align="right" sx={narrowHidden}>
                {r.count.toLocaleString('en-US')}
              </TableCell>
              <TableCell align="right">{formatQuantity(r.quantity)}</TableCell>
              <TableCell align="right">{formatUsd(r.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
