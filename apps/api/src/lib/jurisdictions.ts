import { indexedJurisdiction } from './jurisdiction-index';

/**
 * The jurisdiction (US state or Canadian province, by postal code; DC is 'DC') a point lies in:
 * what fuel tax (IFTA) and the trail's retention count by. Outlines are the Census Bureau's states
 * and Natural Earth's provinces, both at 1:10,000,000 (decision 0214), tested on a grid filled on
 * first use. A point in none of them (Mexico, the sea, a lake) has none.
 *
 * `hint` (the previous point's jurisdiction) is accepted for callers that keep it; the grid answers
 * most points with one read, so it no longer changes the work.
 */
export function jurisdictionOf(lat: number, lng: number, _hint?: string | null): string | null {
  return indexedJurisdiction(lat, lng);
}
