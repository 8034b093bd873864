import { type LoadEmptyMiles, type MileageAnswer, zip5 } from '@tms/domain';
import type { WizardEvent } from './event-rules';

/** A value the wizard put in a miles box, and what it was worked out from. */
export interface Estimate {
  value: string;
  /** The stops' ZIP codes, or the previous load and pickup, the value came from. */
  basis: string;
  hint: string;
}

/**
 * The stops' ZIP codes in stop order, or null while a stop has none (a route with a stop left out
 * would be short) or there are fewer than two stops.
 */
export function stopZips(stops: readonly Pick<WizardEvent, 'event_order' | 'location_postal_code'>[]) {
  if (stops.length < 2) return null;
  const zips = [...stops].sort((a, b) => a.event_order - b.event_order).map((s) => zip5(s.location_postal_code));
  return zips.every((z) => z !== null) ? (zips as string[]) : null;
}

/**
 * Whether an estimate worked out from `basis` goes into a box holding `current`: into an empty
 * box, or over an earlier estimate still untouched whose basis changed (the stops moved). A value
 * typed by the user, or loaded from the server, stays.
 */
export function shouldFill(current: string, earlier: Estimate | undefined, basis: string) {
  if (current.trim() === '') return true;
  return earlier !== undefined && current === earlier.value && earlier.basis !== basis;
}

/** The loaded miles estimate for these stops. */
export function loadedEstimate(zips: readonly string[], answer: MileageAnswer): Estimate {
  return {
    value: String(answer.miles),
    basis: zips.join(','),
    hint:
      answer.method === 'route'
        ? 'Estimated by road over the stops: edit to change'
        : "Estimated from the stops' ZIP codes: edit to change",
  };
}

/** The empty miles estimate from the truck's previous delivery, or null when the server has none. */
export function emptyEstimate(answer: LoadEmptyMiles): Estimate | null {
  if (answer.miles === null || answer.from === null || answer.method === null) return null;
  const place = [answer.from.city, answer.from.state].filter(Boolean).join(', ');
  return {
    value: String(answer.miles),
    basis: `${answer.from.load_id}:${answer.miles}`,
    hint: `Estimated ${answer.method === 'route' ? 'by road ' : ''}from load ${answer.from.load_number}'s delivery${place ? ` in ${place}` : ''}: edit to change`,
  };
}
