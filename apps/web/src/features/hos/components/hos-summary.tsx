import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { availableDriveMinutes, type DriverClocks } from '../hos-format';
import { type HosFilters, LOW_DRIVE_HOURS } from '../hos-params';

export interface HosSummaryProps {
  /** The drivers the dispatcher and search leave; undefined while loading. */
  clocks: readonly DriverClocks[] | undefined;
  filters: HosFilters;
  onDriving: (on: boolean) => void;
  onLow: (on: boolean) => void;
  onViolations: (on: boolean) => void;
}

/** Counts over the drivers in view; each card but the first filters the table to its drivers. */
export function HosSummary({ clocks, filters, onDriving, onLow, onViolations }: HosSummaryProps) {
  const count = (test: (c: DriverClocks) => boolean) => clocks?.filter(test).length;
  const low = filters.belowHours === LOW_DRIVE_HOURS;
  return (
    <StatCards label="Hours of service summary">
      <StatCard label="Drivers" value={clocks?.length} icon={MENU_ICONS.hos} tone={(t) => t.palette.primary.main} />
      <StatCard
        label="Driving now"
        value={count((c) => c.status === 'driving')}
        icon={LocalShippingOutlined}
        tone={(t) => t.palette.success.main}
        active={filters.drivingOnly}
        onClick={() => onDriving(!filters.drivingOnly)}
      />
      <StatCard
        label={`Under ${LOW_DRIVE_HOURS} h of drive left`}
        value={count((c) => availableDriveMinutes(c) < LOW_DRIVE_HOURS * 60)}
        icon={HourglassBottomOutlined}
        tone={(t) => t.palette.warning.main}
        active={low}
        onClick={() => onLow(!low)}
      />
      <StatCard
        label="In violation"
        value={count((c) => c.violations.length > 0)}
        icon={ReportProblemOutlined}
        tone={(t) => t.palette.error.main}
        active={filters.violationsOnly}
        onClick={() => onViolations(!filters.violationsOnly)}
      />
    </StatCards>
  );
}
