import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { accentText } from '../../../app/theme/create-app-theme';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { useFuelCardStats } from '../api/get-fuel-card-stats';

interface FuelCardStatsCardsProps {
  isActive: boolean | undefined;
  isAssigned: boolean | undefined;
  onActive: (value: boolean | undefined) => void;
  onAssigned: (value: boolean | undefined) => void;
}

/** Card counts; each figure but the total toggles its filter. */
export function FuelCardStatsCards({ isActive, isAssigned, onActive, onAssigned }: FuelCardStatsCardsProps) {
  const stats = useFuelCardStats().data;
  const toggle = (current: boolean | undefined, value: boolean, set: (v: boolean | undefined) => void) => () =>
    set(current === value ? undefined : value);
  return (
    <StatCards label="Fuel card summary">
      <StatCard
        label="Active cards"
        value={stats?.active}
        icon={CreditCardOutlined}
        tone={accentText}
        onClick={toggle(isActive, true, onActive)}
        active={isActive === true}
      />
      <StatCard
        label="Inactive cards"
        value={stats?.inactive}
        icon={CreditCardOffOutlined}
        tone={(t) => t.palette.text.secondary}
        onClick={toggle(isActive, false, onActive)}
        active={isActive === false}
      />
      <StatCard
        label="Assigned"
        value={stats?.assigned}
        icon={PersonOutline}
        tone={(t) => t.palette.success.main}
        onClick={toggle(isAssigned, true, onAssigned)}
        active={isAssigned === true}
      />
      <StatCard
        label="Unassigned"
        value={stats?.unassigned}
        icon={PersonOffOutlined}
        tone={(t) => t.palette.warning.main}
        onClick={toggle(isAssigned, false, onAssigned)}
        active={isAssigned === false}
      />
    </StatCards>
  );
}
