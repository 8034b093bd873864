import { formatDate, formatDateTime, type LoadEvent, stopTimeZone, zoneLabel } from '@tms/domain';
import { signedInZone } from '../../../components/today';
import { stopWindow } from '../../dispatch/load-format';

/** "Pickup #1": what the timeline and the confirmation call a stop (as track and trace does). */
export const stopName = (e: Pick<LoadEvent, 'event_type' | 'event_order'>) =>
  `${e.event_type === 'pickup' ? 'Pickup' : 'Delivery'} #${e.event_order}`;

/** "12 Main St, Tulsa, OK 74103", or "No address". */
export function stopAddress(e: LoadEvent): string {
  const region = [e.location_state, e.location_postal_code].filter((p) => p?.trim()).join(' ');
  return [e.location_street, e.location_city, region].filter((p) => p?.trim()).join(', ') || 'No address';
}

/** "Nov 25, 2026 · 08:00–17:00 CT": the stop's day and its window in the stop's own zone. */
export function stopWhenText(e: LoadEvent, fallbackZone: string = signedInZone()): string {
  const window = e.appointment_time_lower ? stopWindow(e, fallbackZone) : '';
  return [formatDate(e.event_date.slice(0, 10)), window].filter(Boolean).join(' · ');
}

/** "Nov 25, 2026, 09:40 CT": when the stop was completed, in the stop's zone like its window. */
export function completedText(e: LoadEvent, fallbackZone: string = signedInZone()): string {
  if (!e.completed_at) return '';
  const zone = stopTimeZone({ state: e.location_state, country: e.location_country }, fallbackZone);
  return `${formatDateTime(e.completed_at, { timeZone: zone })} ${zoneLabel(zone, new Date(e.completed_at))}`;
}

/**
 * Late: completed after the appointment window's end. A stop without an end time, or not yet
 * completed, is not judged here (track and trace flags the open ones).
 */
export function completedLate(e: LoadEvent): boolean {
  if (!e.is_completed || !e.completed_at || !e.appointment_time_higher) return false;
  return Date.parse(e.completed_at) > Date.parse(e.appointment_time_higher);
}

/** The stops in their order on the road. */
export const inOrder = (events: readonly LoadEvent[]) => [...events].sort((a, b) => a.event_order - b.event_order);

/** The first stop still open: the only one the completion call accepts (decision 117). */
export const nextOpenStop = (events: readonly LoadEvent[]) => inOrder(events).find((e) => !e.is_completed) ?? null;
