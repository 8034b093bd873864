import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import type { UnitKind } from '../api/unit-keys';
import { useUnitStats } from '../api/units-api';

interface UnitStatsCardsProps {
  kind: UnitKind;
  expiringOnly: boolean;
  onExpiringOnly: (on: boolean) => void;
}

export function UnitStatsCards({ kind, expiringOnly, onExpiringOnly }: UnitStatsCardsProps) {
  const s = useUnitStats(kind).data;
  const papers = s && s.registration_expiring + s.registration_expired + s.inspection_expiring + s.inspection_expired;
  const plural = kind === 'truck' ? 'trucks' : 'trailers';
  return (
    <StatCards label={`${kind === 'truck' ? 'Truck' : 'Trailer'} summary`}>
      <StatCard label={`Active ${plural}`} value={s?.active} icon={LocalShippingOutlined} tone={accentText} />
      <StatCard label="Assigned to drivers" value={s?.assigned} icon={LinkOutlined} tone={(t) => t.palette.info.main} />
      <StatCard
        label="In shop or out of service"
        value={s && s.by_status.in_shop + s.by_status.out_of_service}
        icon={BuildOutlined}
        tone={(t) => t.palette.text.secondary}
      />
      <StatCard
        label="Registration or inspection expiring"
        value={papers}
        icon={EventBusyOutlined}
        tone={(t) => t.palette.warning.main}
        onClick={() => onExpiringOnly(!expiringOnly)}
        active={expiringOnly}
      />
    </StatCards>
  );
}
