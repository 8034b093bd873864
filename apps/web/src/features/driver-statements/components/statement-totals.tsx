import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatUsd, type Statement } from '@tms/domain';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { StatCard, StatCards } from '../../../components/stat-cards';

/** The statement's totals, its year to date, and the warning when deductions exceed earnings. */
export function StatementTotals({ statement: s }: { statement: Statement }) {
  const carried = s.carry_over !== '0.00';
  return (
    <>
      <StatCards label="Statement totals">
        <StatCard
          label="Earnings"
          value={formatUsd(s.earnings)}
          icon={MENU_ICONS['accounting-loads']}
          tone={(t) => t.palette.info.main}
        />
        <StatCard
          label="Additions"
          value={formatUsd(s.additions)}
          icon={PlaylistAddOutlined}
          tone={(t) => t.palette.success.main}
        />
        <StatCard
          label="Deductions"
          value={formatUsd(s.deductions)}
          icon={MENU_ICONS['fuel-transactions']}
          tone={(t) => t.palette.warning.main}
        />
        <StatCard
          label={carried ? 'Net (to carry over)' : 'Net pay'}
          value={formatUsd(s.net)}
          icon={PaidOutlined}
          tone={(t) => (carried ? t.palette.error.main : t.palette.primary.main)}
        />
      </StatCards>
      <Typography variant="body2" color="text.secondary">
        Year to date: gross {formatUsd(s.ytd_gross)}, net {formatUsd(s.ytd_net)}
        {s.escrow_balance ? ` · Escrow balance ${formatUsd(s.escrow_balance)}` : ''}
      </Typography>
      {carried && (
        <Alert severity="warning">
          Deductions exceed earnings by {formatUsd(s.carry_over)}. Once approved, the balance is carried to the driver’s
          next statement.
        </Alert>
      )}
    </>
  );
}
