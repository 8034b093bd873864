import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { useCustomerStats } from '../api/get-customer-stats';

interface CustomerStatsCardsProps {
  warningOnly: boolean;
  showDeleted: boolean;
  onWarningOnly: (on: boolean) => void;
  onShowDeleted: (on: boolean) => void;
}

export function CustomerStatsCards({
  warningOnly,
  showDeleted,
  onWarningOnly,
  onShowDeleted,
}: CustomerStatsCardsProps) {
  const stats = useCustomerStats().data;
  return (
    <StatCards label="Customer summary">
      <StatCard label="Total customers" value={stats?.total} icon={HandshakeOutlined} tone={accentText} />
      <StatCard
        label="With warning"
        value={stats?.with_warning}
        icon={ReportProblemOutlined}
        tone={(t) => t.palette.warning.main}
        onClick={() => onWarningOnly(!warningOnly)}
        active={warningOnly}
      />
      <StatCard
        label="Deleted"
        value={stats?.deleted}
        icon={DeleteOutlineOutlined}
        tone={(t) => t.palette.error.main}
        onClick={() => onShowDeleted(!showDeleted)}
        active={showDeleted}
      />
      <StatCard
        label="New in last 30 days"
        value={stats?.added_last_30_days}
        icon={FiberNewOutlined}
        tone={(t) => t.palette.info.main}
      />
    </StatCards>
  );
}
