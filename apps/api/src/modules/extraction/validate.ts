import type { ExtractedEvent } from '@tms/domain';
import { zipMatches } from './addresses';
import type { StopReading } from './stops';

// A stop is booked days or weeks around the sheet's date; half a year off is a misread year.
const FAR_FROM_SHEET_DAYS = 183;
const DAY_MS = 86_400_000;

function farFromSheet(date: string, sheetDate: Date) {
  return Math.abs(Date.parse(`${date}T12:00:00Z`) - sheetDate.getTime()) > FAR_FROM_SHEET_DAYS * DAY_MS;
}

// "1000 hrs Acme Foods, 12 Main St": a street that carries a time or a name before the address proper.
const STREET_RUNS_ON = /,\s*\d/;

/**
 * Checks that lower confidence instead of changing values: the ZIP against the offline gazetteer,
 * the city against the ZIP, dates in stop order and near the sheet's own date, a street holding
 * more than a street.
 */
export function validateEvents(events: ExtractedEvent[], stops: StopReading[], sheetDate: Date) {
  const warnings: string[] = [];
  const confidence: Record<string, number> = {};
  let previousDate: string | null = null;
  for (const [i, e] of events.entries()) {
    const stop = stops[i];
    const key = (field: string) => `events.${i}.${field}`;
    const name = `${e.event_type === 'pickup' ? 'Pickup' : 'Delivery'} ${e.event_order}`;
    let place = 0.85;
    let zip = e.location_postal_code ? 0.8 : 0;
    if (e.location_postal_code && e.location_state && e.location_city) {
      const check = zipMatches(e.location_postal_code, e.location_state, e.location_city);
      if (check === null) {
        warnings.push(`${name}: ZIP ${e.location_postal_code} is not in the ZIP code list`);
        zip = 0.4;
        place = 0.5;
      } else if (!check.state) {
        warnings.push(`${name}: ZIP ${e.location_postal_code} is not in ${e.location_state}`);
        zip = 0.3;
        place = 0.4;
      } else if (!check.city) {
        warnings.push(`${name}: ZIP ${e.location_postal_code} does not match ${e.location_city}`);
        place = 0.6;
        zip = 0.7;
      } else {
        zip = 0.97;
        place = 0.95;
      }
    }
    let date = e.event_date ? 0.85 : 0;
    if (e.event_date && farFromSheet(e.event_date, sheetDate)) {
      warnings.push(`${name}: its date is far from the date of the rate confirmation`);
      date = 0.4;
    } else if (e.event_date && previousDate && e.event_date < previousDate) {
      warnings.push(`${name}: its date is before the previous stop's`);
      date = 0.4;
    }
    previousDate = e.event_date ?? previousDate;
    Object.assign(confidence, {
      // A load begins with a pickup: a first stop read as a delivery is a stop taken for another.
      [key('event_type')]: stop?.block.heading && !(i === 0 && e.event_type === 'delivery') ? 0.9 : 0.5,
      [key('event_date')]: date,
      [key('appointment_time_lower')]: e.appointment_time_lower ? 0.75 : 0,
      [key('appointment_time_higher')]: e.appointment_time_higher ? 0.75 : 0,
      [key('facility_name')]: e.facility_name ? 0.65 : 0,
      [key('location_street')]: e.location_street ? (STREET_RUNS_ON.test(e.location_street) ? 0.6 : 0.8) : 0,
      [key('location_city')]: place,
      [key('location_state')]: place,
      [key('location_postal_code')]: zip,
      [key('reference_number')]: e.reference_number ? (stop?.referenceGeneric ? 0.45 : 0.7) : 0,
      [key('contact_phone')]: e.contact_phone ? 0.55 : 0,
    });
  }
  return { warnings, confidence };
}
