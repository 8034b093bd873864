import {
  detentionMinutes,
  formatDateTime,
  formatMinutes,
  isArrivedLate,
  type LoadEvent,
  stopTimeZone,
  zoneLabel,
} from '@tms/domain';
import { signedInZone } from '../../../components/today';

/** The stop's own zone: its times read as the people at the stop read them (decision 0113). */
export const zoneOfStopEvent = (e: LoadEvent, fallbackZone: string = signedInZone()) =>
  stopTimeZone({ state: e.location_state, country: e.location_country }, fallbackZone);

/** "Jun 1, 2026, 08:40 CT": an instant at the stop, in its zone. */
export function atStop(e: LoadEvent, value: string, fallbackZone?: string): string {
  const zone = zoneOfStopEvent(e, fallbackZone);
  return `${formatDateTime(value, { timeZone: zone })} ${zoneLabel(zone, new Date(value))}`;
}

/** "Arrived Jun 1, 08:40 CT · Departed Jun 1, 13:05 CT", or '' before the truck got there. */
export function arrivalText(e: LoadEvent, fallbackZone?: string): string {
  return [
    e.arrived_at && `Arrived ${atStop(e, e.arrived_at, fallbackZone)}`,
    e.departed_at && `Departed ${atStop(e, e.departed_at, fallbackZone)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Detention 1h 15m" past the company's free time, or null when there is none (yet). */
export function detentionText(e: LoadEvent, freeMinutes: number): string | null {
  const minutes = detentionMinutes(e, freeMinutes);
  return minutes ? `Detention ${formatMinutes(minutes)}` : null;
}

/** Late: arrived after the window's end (or, without an arrival, completed after it). */
export function stopLate(e: LoadEvent): boolean {
  if (e.arrived_at) return isArrivedLate(e);
  if (!e.is_completed || !e.completed_at || !e.appointment_time_higher) return false;
  return Date.parse(e.completed_at) > Date.parse(e.appointment_time_higher);
}
