import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { zipCodes } from '../../lib/zip-codes';

/** Reference data behind address search and the country picker: shipped with the app, read-only. */

isoCountries.registerLocale(en);

export type Country = { code: string; name: string };
export type ZipPlace = { zip: string; city: string; state: string; lat: number; lng: number };
export type CityPlace = { city: string; state: string; zips: ZipPlace[] };

let countries: Country[] | undefined;

/** Every ISO 3166 country with its English name, sorted by name. */
export function listCountries(): Country[] {
  countries ??= Object.entries(isoCountries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
}

/** Comparison key of a city name: "St. Louis", "saint louis" and "SAINT-LOUIS" meet. */
export function cityKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .replace(/^ST /, 'SAINT ')
    .replace(/^FT /, 'FORT ')
    .replace(/^MT /, 'MOUNT ');
}

type Index = {
  byZip: Map<string, ZipPlace>;
  byCity: Map<string, CityPlace>;
  /** Cities sorted by key, for prefix search. */
  cities: { key: string; place: CityPlace }[];
  states: Set<string>;
  stateNames: Map<string, string>;
};
let index: Index | undefined;

/** Built on first use: the package also holds Canadian codes, which US address search leaves out. */
function usIndex(): Index {
  if (index) return index;
  const byZip = new Map<string, ZipPlace>();
  const byCity = new Map<string, CityPlace>();
  const zipcodes = zipCodes();
  for (const c of Object.values(zipcodes.codes)) {
    if (c.country !== 'US') continue;
    const place = { zip: c.zip, city: c.city, state: c.state, lat: c.latitude, lng: c.longitude };
    byZip.set(c.zip, place);
    const key = `${cityKey(c.city)}|${c.state}`;
    const city = byCity.get(key) ?? { city: c.city, state: c.state, zips: [] };
    city.zips.push(place);
    byCity.set(key, city);
  }
  const states = new Set([...byZip.values()].map((p) => p.state));
  const stateNames = new Map(
    Object.entries(zipcodes.states.full)
      .filter(([, code]) => states.has(code))
      .map(([name, code]) => [cityKey(name), code]),
  );
  const cities = [...byCity.entries()]
    .map(([key, place]) => ({ key, place }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = { byZip, byCity, cities, states, stateNames };
  return index;
}

export function findZip(zip: string): ZipPlace | undefined {
  return usIndex().byZip.get(zip);
}

export function findCity(city: string, state: string): CityPlace | undefined {
  return usIndex().byCity.get(`${cityKey(city)}|${state}`);
}

/** A US state (or territory) code from its code or name in any case; undefined when it is neither. */
export function stateCodeOf(text: string): string | undefined {
  const { states, stateNames } = usIndex();
  const upper = text.trim().toUpperCase();
  if (states.has(upper)) return upper;
  return stateNames.get(cityKey(text));
}

/** Cities whose name starts with the text (in one state, if given), most ZIP codes (a proxy for size) first. */
export function citiesStartingWith(prefix: string, limit: number, state?: string): CityPlace[] {
  const key = cityKey(prefix);
  if (!key) return [];
  const { cities } = usIndex();
  let lo = 0;
  let hi = cities.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cities[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  const found: CityPlace[] = [];
  for (let i = lo; i < cities.length && cities[i]!.key.startsWith(key); i++) {
    const place = cities[i]!.place;
    if (!state || place.state === state) found.push(place);
  }
  return found.sort((a, b) => b.zips.length - a.zips.length || a.city.localeCompare(b.city)).slice(0, limit);
}

/** ZIP codes starting with the digits, in order. */
export function zipsStartingWith(prefix: string, limit: number): ZipPlace[] {
  const found: ZipPlace[] = [];
  for (const [zip, place] of usIndex().byZip) if (zip.startsWith(prefix)) found.push(place);
  return found.sort((a, b) => a.zip.localeCompare(b.zip)).slice(0, limit);
}
