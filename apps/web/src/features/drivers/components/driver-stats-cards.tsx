import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { useDriverStats } from '../api/get-driver-stats';

interface DriverStatsCardsProps {
  expiringOnly: boolean;
  onExpiringOnly: (on: boolean) => void;
}

export function DriverStatsCards({ expiringOnly, onExpiringOnly }: DriverStatsCardsProps) {
  const s = useDriverStats().data;
  const expiring = s && s.cdl_expiring + s.cdl_expired + s.medical_expiring + s.medical_expired;
  return (
    <StatCards label="Driver summary">
      <StatCard label="Active drivers" value={s?.active} icon={BadgeOutlined} tone={accentText} />
      <StatCard
        label="Owner operators"
        value={s?.owner_operators}
        icon={PersonOutlined}
        tone={(t) => t.palette.info.main}
      />
      <StatCard
        label="Without a truck"
        value={s?.without_truck}
        icon={LocalShippingOutlined}
        tone={(t) => t.palette.text.secondary}
      />
      <StatCard
        label="CDL or medical expiring"
        value={expiring}
        icon={EventBusyOutlined}
        tone={(t) => t.palette.warning.main}
        onClick={() => onExpiringOnly(!expiringOnly)}
        active={expiringOnly}
      />
    </StatCards>
  );
}
