import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import type { FuelSummary } from '../api/get-fuel-summary';
import { formatMoney, formatMoneyShort, formatPrice, formatQuantity, formatQuantityShort } from './fuel-format';

interface FuelSummaryCardsProps {
  summary: FuelSummary | undefined;
  unmatchedOnly: boolean;
  onUnmatchedOnly: (on: boolean) => void;
}

/** The totals of the filtered list (spec 2: gallons, amount, average price), computed by the server. */
export function FuelSummaryCards({ summary, unmatchedOnly, onUnmatchedOnly }: FuelSummaryCardsProps) {
  // Two cards share a phone's width: large figures are rounded there, exact everywhere else.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const money = phone ? formatMoneyShort : formatMoney;
  const quantity = phone ? formatQuantityShort : formatQuantity;
  return (
    <StatCards label="Fuel summary">
      <StatCard
        label={summary ? `Total of ${summary.transaction_count.toLocaleString('en-US')} transactions` : 'Total amount'}
        value={summary && money(summary.total_amount)}
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
        value={summary && (summary.average_price_per_gallon ? formatPrice(summary.average_price_per_gallon) : '—')}
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
