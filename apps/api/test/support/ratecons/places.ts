import { zipCodes } from '../../../src/lib/zip-codes';
import type { Random } from './random';

export type Place = { city: string; state: string; zip: string };

// Lower 48 and DC only: a stop somewhere a truck goes, with a ZIP the gazetteer knows for that city.
const STATES = new Set(
  (
    'AL AZ AR CA CO CT DE DC FL GA ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

let places: Place[] | undefined;
function allPlaces(): Place[] {
  places ??= Object.values(zipCodes().codes)
    .filter((z) => z.country === 'US' && STATES.has(z.state) && /^\d{5}$/.test(z.zip) && /^[A-Za-z .'-]+$/.test(z.city))
    .map((z) => ({ city: z.city, state: z.state, zip: z.zip }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return places;
}

/** A real city with one of its ZIPs (the reader checks ZIPs against the same table). */
export function randomPlace(rng: Random): Place {
  return rng.pick(allPlaces());
}
