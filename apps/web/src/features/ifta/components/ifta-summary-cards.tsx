import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { formatUsd, type IftaReport } from '@tms/domain';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { formatMpg, formatWhole, isCredit } from './ifta-format';

/** The return at a glance: miles, gallons taxable and tax-paid, the fleet's MPG, and the net due or credited. */
export function IftaSummaryCards({ report }: { report: IftaReport | undefined }) {
  const totals = report?.totals;
  const credit = totals ? isCredit(totals.total_due) : false;
  return (
    <StatCards label="Return summary" columns={5}>
      <StatCard
        label="Total miles"
        value={totals && formatWhole(totals.total_miles)}
        icon={RouteOutlined}
        tone={accentText}
      />
      <StatCard
        label="Taxable gallons"
        value={totals && formatWhole(totals.taxable_gallons)}
        icon={LocalGasStationOutlined}
        tone={(t) => t.palette.info.main}
      />
      <StatCard
        label="Tax-paid gallons"
        value={totals && formatWhole(totals.tax_paid_gallons)}
        icon={LocalGasStationOutlined}
        tone={(t) => t.palette.secondary.main}
      />
      <StatCard
        label="Fleet MPG"
        value={report && formatMpg(report.fleet_mpg)}
        icon={SpeedOutlined}
        tone={(t) => t.palette.warning.main}
      />
      <StatCard
        label={credit ? 'Net credit' : 'Net tax due'}
        value={totals && formatUsd(credit ? totals.total_due.slice(1) : totals.total_due)}
        icon={credit ? SavingsOutlined : AccountBalanceWalletOutlined}
        tone={(t) => (credit ? t.palette.success.main : t.palette.error.main)}
      />
    </StatCards>
  );
}
