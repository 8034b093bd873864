import {
  type DriverAppStop,
  dayIn,
  formatStopWhen,
  formatTimeWindow,
  stopTimeZone,
  timeOfDayIn,
  zoneLabel,
} from '@tms/domain';

let zone: { name: string; at: number } | undefined;

/**
 * The phone's own zone: stops without a US state are shown in it. Read again after a minute, not at
 * every call: the formatter that tells it is slow to build on a phone, and a stop list asks for it
 * once a line; a driver who crosses into another zone sees it within the minute.
 */
export function phoneZone(): string {
  const now = Date.now();
  if (!zone || now - zone.at > 60_000) zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  return zone.name;
}

const zoneOf = (s: DriverAppStop) =>
  stopTimeZone({ state: s.location_state, country: s.location_country }, phoneZone());

export const STOP_TYPE_LABELS: Record<DriverAppStop['event_type'], string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** "Memphis, TN" */
export const stopPlace = (s: DriverAppStop) =>
  [s.location_city, s.location_state].filter(Boolean).join(', ') || 'Address not given';

/** "1200 Industrial Blvd, Memphis, TN 38118" */
export const stopAddress = (s: DriverAppStop) =>
  [
    s.location_street,
    [s.location_city, [s.location_state, s.location_postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');

/** "Today · 08:00–10:00 CT", "Jan 6 · 08:00 CT": the day, and the window in the stop's own zone. */
export function stopWhen(s: DriverAppStop, today = dayIn(phoneZone())): string {
  const zone = zoneOf(s);
  const day = s.event_date.slice(0, 10);
  const window = formatTimeWindow(
    timeOfDayIn(s.appointment_time_lower, zone),
    timeOfDayIn(s.appointment_time_higher, zone),
  );
  const times = window && `${window} ${zoneLabel(zone, new Date(s.appointment_time_lower as string))}`;
  return [day === today ? 'Today' : formatStopWhen(day), times].filter(Boolean).join(' · ');
}

/** When an arrival or departure happened, on the phone's clock: "14:32" today, else "Nov 29 · 08:49". */
export function clockTime(iso: string, today = dayIn(phoneZone())): string {
  const zone = phoneZone();
  const day = dayIn(zone, new Date(iso));
  const time = timeOfDayIn(iso, zone);
  return day === today ? time : formatStopWhen(day, time);
}

/** A tap-to-call link: the digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
