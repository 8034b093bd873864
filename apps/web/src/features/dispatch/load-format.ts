import {
  formatStopWhen,
  formatTimeWindow,
  formatUsd,
  type LoadListItem,
  stopTimeZone,
  timeOfDayIn,
  zoneLabel,
} from '@tms/domain';
import { signedInZone } from '../../components/today';

type Stop = NonNullable<LoadListItem['first_pickup']>;

/** "08:00–17:00" (or "08:00" alone) in the stop's zone; '' without a start. */
const appointmentWindow = (lower: string | null, higher: string | null, zone: string) =>
  formatTimeWindow(timeOfDayIn(lower, zone), timeOfDayIn(higher, zone));

/**
 * A stop's appointment window in its own local time with the zone's name ("08:00–10:00 PT"), for
 * screens that follow stops across zones; '' without a start.
 */
export function stopWindow(
  s: {
    location_state: string | null;
    location_country: string | null;
    appointment_time_lower: string | null;
    appointment_time_higher: string | null;
  },
  fallbackZone: string = signedInZone(),
): string {
  const zone = stopTimeZone({ state: s.location_state, country: s.location_country }, fallbackZone);
  const window = appointmentWindow(s.appointment_time_lower, s.appointment_time_higher, zone);
  return window && `${window} ${zoneLabel(zone, new Date(s.appointment_time_lower as string))}`;
}

/** "Dallas, TX" */
export const stopPlace = (s: Stop | null) => (s ? [s.city, s.state].filter(Boolean).join(', ') || '—' : '—');

/** "Nov 24 · 08:00–17:00", the times local to the stop (decision 113). */
export function stopWhen(s: Stop | null, fallbackZone: string = signedInZone()): string {
  if (!s) return '';
  const zone = stopTimeZone(s, fallbackZone);
  return formatStopWhen(
    s.event_date.slice(0, 10),
    timeOfDayIn(s.appointment_time_lower, zone),
    timeOfDayIn(s.appointment_time_higher, zone),
  );
}

/** A value of the load's history as the board shows it: money fields as money. */
export const historyValue = (kind: string, v: string | null) =>
  kind === 'rate' || kind === 'driver_pay' ? formatUsd(v) : (v ?? '—');

export const personName = (d: { first_name: string; last_name: string } | null) =>
  d ? `${d.first_name} ${d.last_name}` : '';

export function driversText(l: LoadListItem): string {
  const names = [personName(l.driver), personName(l.secondary_driver)].filter(Boolean);
  return names.length ? names.join(' & ') : 'Unassigned';
}
