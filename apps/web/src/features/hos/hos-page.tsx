import { zoneLabel } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { lazyDialog } from '../../components/lazy-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListScaffold } from '../../components/list/list-scaffold';
import { NoAccessPage } from '../../components/no-access-page';
import { companyToday, sessionTimeZone } from '../../components/today';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHosClocks } from './api/list-hos-clocks';
import { hosColumns } from './components/hos-columns';
import { HosDriverCard } from './components/hos-driver-card';
import { HosFilterBar } from './components/hos-filter-bar';
import { HosSummary } from './components/hos-summary';
import { formatInstant } from './hos-format';
import { filterClocks, HOS_PARAMS, LOW_DRIVE_HOURS, scopeClocks, useHosParams } from './hos-params';

const DutyLogDialog = lazyDialog(
  () => import('./log/duty-log-dialog').then((m) => m.DutyLogDialog),
  (p) => p.driver !== null,
);

/** Hours of service: every driver's duty status and clocks from the ELD, and a driver's log by day. */
export function HosPage() {
  useDocumentTitle('Hours of Service');
  const { capabilities } = useSession();
  // The clocks are read with the drivers (the API's guard); the menu also asks for an ELD.
  if (!capabilities.has('drivers_read'))
    return <NoAccessPage title="Hours of Service" icon={MENU_ICONS.hos} area="hours of service" includes="drivers" />;
  return <HosDashboard />;
}

function HosDashboard() {
  const { user } = useSession();
  const timeZone = sessionTimeZone(user);
  const today = companyToday(user);
  const zone = zoneLabel(timeZone);
  const p = useHosParams();
  const { list, filters } = p;
  const clocks = useHosClocks();
  const all = clocks.data?.clocks;
  const rows = all ? filterClocks(all, filters) : [];
  const openDriver = all?.find((c) => c.driver_id === p.driverId);
  const flag = (key: string, value: string) => (on: boolean) => list.patch({ [key]: on ? value : null });
  const filtered =
    Boolean(filters.search) ||
    filters.dispatcherId !== null ||
    filters.belowHours !== null ||
    filters.drivingOnly ||
    filters.violationsOnly;
  const readAt = clocks.data ? ` Clocks as of ${formatInstant(clocks.data.at, timeZone, today)} ${zone}.` : '';
  return (
    <ListScaffold
      title="Hours of Service"
      description={`Each driver's duty status and the time left on their clocks, from your ELD.${readAt}`}
      stats={
        <HosSummary
          clocks={all && scopeClocks(all, filters)}
          filters={filters}
          onDriving={flag(HOS_PARAMS.status, 'driving')}
          onLow={flag(HOS_PARAMS.below, String(LOW_DRIVE_HOURS))}
          onViolations={flag(HOS_PARAMS.violations, '1')}
        />
      }
      filters={
        <HosFilterBar p={p} refresh={{ onRefresh: () => void clocks.refetch(), refreshing: clocks.isFetching }} />
      }
      // Refresh in the filter bar tries again: the notice needs no button of its own.
      failure={
        clocks.isError
          ? {
              message: all
                ? 'The clocks could not be read again; those shown may be out of date.'
                : 'The drivers’ clocks could not be loaded.',
            }
          : null
      }
      table={{
        ariaLabel: 'Drivers’ hours of service',
        columns: hosColumns(timeZone, today, zone),
        card: (c) => <HosDriverCard clocks={c} timeZone={timeZone} today={today} />,
        rows,
        getRowId: (c) => c.driver_id,
        loading: clocks.isPending,
        minWidth: 1040,
        onRowClick: (c) => list.patch({ [HOS_PARAMS.driver]: String(c.driver_id), [HOS_PARAMS.day]: null }),
        empty: (
          <ListEmpty
            icon={MENU_ICONS.hos}
            noun="drivers"
            failed={clocks.isError}
            onRetry={() => void clocks.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters(Object.values(HOS_PARAMS))}
            firstTime={{ description: 'Active drivers appear here with their duty status and clocks from your ELD.' }}
          />
        ),
      }}
    >
      <DutyLogDialog
        driver={openDriver ? { id: openDriver.driver_id, name: openDriver.driver_name } : null}
        day={p.day && p.day <= today ? p.day : today}
        today={today}
        timeZone={timeZone}
        onDay={(day) => list.patch({ [HOS_PARAMS.day]: day === today ? null : day }, { replace: true })}
        onClose={() => list.patch({ [HOS_PARAMS.driver]: null, [HOS_PARAMS.day]: null })}
      />
    </ListScaffold>
  );
}
