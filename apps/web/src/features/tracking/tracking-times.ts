import { formatDate, formatDateTime, type PublicTracking, stopTimeZone, timeOfDayIn } from '@tms/domain';

type Stop = PublicTracking['stops'][number];

/** The viewer's own zone: the ETA and the truck's last report read in it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "CST": a zone's short name at an instant, so a time never reads in the wrong zone. */
const zoneName = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value ?? '';

/** "Dec 3, 2026, 14:30 CST". */
export const instantText = (at: string, timeZone: string) =>
  `${formatDateTime(at, { timeZone })} ${zoneName(at, timeZone)}`;

/**
 * A stop's appointment in the stop's own zone (the customer's dock works in it): "Dec 3, 2026,
 * 08:00–17:00 CST", one time alone, or '' without an appointment.
 */
export function appointmentText(stop: Stop, fallbackZone: string): string {
  const lower = stop.appointment_time_lower;
  if (!lower) return '';
  const timeZone = stopTimeZone(stop, fallbackZone);
  const higher = stop.appointment_time_higher;
  if (!higher || higher === lower) return instantText(lower, timeZone);
  const sameDay = formatDate(lower, { timeZone }) === formatDate(higher, { timeZone });
  const end = sameDay ? timeOfDayIn(higher, timeZone) : formatDateTime(higher, { timeZone });
  return `${formatDateTime(lower, { timeZone })}–${end} ${zoneName(lower, timeZone)}`;
}

/** "Dallas, TX", or the one part known, or "Stop" without either. */
export const placeText = (stop: Stop) => [stop.city, stop.state].filter(Boolean).join(', ') || 'Stop';
