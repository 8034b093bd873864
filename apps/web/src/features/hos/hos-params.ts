import { useListParams } from '../../components/list/use-list-params';
import { availableDriveMinutes, type DriverClocks } from './hos-format';

/** URL parameters of the dashboard besides the search (`q`). */
export const HOS_PARAMS = {
  dispatcher: 'dispatcher',
  /** Available drive hours below this many (decimals allowed: 1.5). */
  below: 'below',
  /** `driving`: only drivers driving now. */
  status: 'status',
  /** `1`: only drivers with a violation. */
  violations: 'violations',
  /** The driver whose log is open, and the day it shows. */
  driver: 'driver',
  day: 'day',
} as const;

/** Drivers with less drive time than this count as running out (a summary card). */
export const LOW_DRIVE_HOURS = 2;

export interface HosFilters {
  search: string;
  dispatcherId: number | null;
  belowHours: number | null;
  drivingOnly: boolean;
  violationsOnly: boolean;
}

const positive = (text: string | null) => {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : null;
};

/** The dashboard's filters as its address gives them (`URLSearchParams`, or the list's parameters). */
export function hosFiltersOf(params: { get: (key: string) => string | null }): HosFilters {
  const dispatcherId = positive(params.get(HOS_PARAMS.dispatcher));
  return {
    search: (params.get('q') ?? '').trim(),
    dispatcherId: dispatcherId && Number.isInteger(dispatcherId) ? dispatcherId : null,
    belowHours: positive(params.get(HOS_PARAMS.below)),
    drivingOnly: params.get(HOS_PARAMS.status) === 'driving',
    violationsOnly: params.get(HOS_PARAMS.violations) === '1',
  };
}

/** The drivers a dispatcher and a name search leave: what the summary cards count. */
export function scopeClocks(clocks: readonly DriverClocks[], f: Pick<HosFilters, 'search' | 'dispatcherId'>) {
  const needle = f.search.toLowerCase();
  return clocks.filter(
    (c) =>
      (!needle || c.driver_name.toLowerCase().includes(needle)) &&
      (f.dispatcherId === null || c.dispatcher_ids.includes(f.dispatcherId)),
  );
}

/** The drivers every filter leaves, by name. */
export function filterClocks(clocks: readonly DriverClocks[], f: HosFilters): DriverClocks[] {
  return scopeClocks(clocks, f)
    .filter(
      (c) =>
        (f.belowHours === null || availableDriveMinutes(c) < f.belowHours * 60) &&
        (!f.drivingOnly || c.status === 'driving') &&
        (!f.violationsOnly || c.violations.length > 0),
    )
    .sort((a, b) => a.driver_name.localeCompare(b.driver_name));
}

/** The dashboard's filters and open log, kept in the address so a reload or a link shows the same view. */
export function useHosParams() {
  // The list is not paged: every active driver comes in one answer.
  const list = useListParams({ defaultPageSize: 0, pageSizes: [0] });
  return { list, filters: hosFiltersOf(list), driverId: list.id(HOS_PARAMS.driver), day: list.get(HOS_PARAMS.day) };
}
export type HosParams = ReturnType<typeof useHosParams>;
