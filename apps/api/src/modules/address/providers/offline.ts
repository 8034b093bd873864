import { isCleanIdentifier, type ParsedAddress } from '@tms/domain';
import { z } from 'zod';
import * as places from '../address.repo';
import type { AddressProvider } from '../address.service';

/**
 * Address search without a maps service: parses what was typed ("1200 Industrial Pkwy, Columbus,
 * OH 43215", "Columbus OH", "43215", "Colum") against the US ZIP database shipped with the app.
 * The place id carries the parsed parts, so details need no stored state and any server can answer.
 */

const MAX_SUGGESTIONS = 5;
const PLACE_ID_PREFIX = 'us1.';
/** Keeps a place id well inside the router's 200-character path parameter limit. */
const MAX_STREET = 100;

export type AddressParts = { street: string; city: string; state: string; zip: string };

const COUNTRY_SUFFIX = /,?\s*\b(?:USA|U\.S\.A\.?|U\.S\.|US|United States(?: of America)?)$/i;
const ZIP_SUFFIX = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
const HOUSE_NUMBER = /^\d+[A-Za-z]?$/;

const words = (s: string) => s.split(' ').filter(Boolean);
const trimCommas = (s: string) => s.replace(/^[\s,]+|[\s,]+$/g, '');
const cleanStreet = (s: string) => trimCommas(s.replace(/\s*,\s*/g, ', '));

/** Splits a trailing state ("OH", "Ohio", "New York") off the text; at most three words long. */
function splitState(text: string): { rest: string; state: string } | undefined {
  const ws = words(text.replace(/,/g, ' , '));
  for (let n = Math.min(3, ws.length); n >= 1; n--) {
    const tail = ws.slice(-n);
    if (tail.includes(',')) continue;
    const state = places.stateCodeOf(tail.join(' '));
    if (state) return { rest: trimCommas(ws.slice(0, -n).join(' ').replace(/ , /g, ', ')), state };
  }
  return undefined;
}

/**
 * Splits "street, city" or "street city" into street and city, given the state. With commas the
 * last part is the city; without, the longest run of trailing words that names a city in the state.
 */
function splitCity(text: string, state: string): { street: string; city: places.CityPlace } | undefined {
  if (text.includes(',')) {
    const parts = text.split(',').map((p) => p.trim());
    const city = places.findCity(parts.at(-1)!, state);
    return city ? { street: cleanStreet(parts.slice(0, -1).join(', ')), city } : undefined;
  }
  const ws = words(text);
  // A house number and at least one street word stay with the street.
  const keep = ws.length > 1 && HOUSE_NUMBER.test(ws[0]!) ? 2 : 0;
  for (let n = Math.min(4, ws.length - keep); n >= 1; n--) {
    const city = places.findCity(ws.slice(-n).join(' '), state);
    if (city) return { street: ws.slice(0, -n).join(' '), city };
  }
  return undefined;
}

/** The text without its trailing words when they name the ZIP code's city; undefined when they do not. */
function withoutCity(text: string, zip: places.ZipPlace): string | undefined {
  const cityWords = words(places.cityKey(zip.city));
  const ws = words(text.replace(/,/g, ' , '));
  const tail = ws.filter((w) => w !== ',').slice(-cityWords.length);
  if (tail.length !== cityWords.length || places.cityKey(tail.join(' ')) !== cityWords.join(' ')) return undefined;
  for (let dropped = 0; dropped < cityWords.length; ) if (ws.pop() !== ',') dropped++;
  return cleanStreet(ws.join(' '));
}

/** What is left of the text before a ZIP code once the ZIP code's own city and state are taken off. */
function streetBeforeZip(text: string, zip: places.ZipPlace): string {
  let rest = text;
  const state = splitState(text);
  if (state?.state === zip.state) {
    const street = withoutCity(state.rest, zip);
    if (street !== undefined) return street;
    // Without a comma a trailing "Ct" is more likely a street (Oak Ct) than Connecticut.
    if (text.includes(',')) rest = state.rest;
  }
  const street = withoutCity(rest, zip);
  if (street !== undefined) return street;
  // "350 5th Ave, Manhattan": the last part is a local name for the ZIP code's city.
  return cleanStreet(rest.includes(',') ? rest.slice(0, rest.lastIndexOf(',')) : rest);
}

const cityParts = (street: string, c: places.CityPlace): AddressParts => ({
  street,
  city: c.city,
  state: c.state,
  // A city with a single ZIP code names it; a larger one leaves it to the user.
  zip: c.zips.length === 1 ? c.zips[0]!.zip : '',
});

/** Every reading of the text that the ZIP database confirms, best first. */
export function parseAddress(input: string): AddressParts[] {
  const text = trimCommas(input.replace(/\s+/g, ' ').trim().replace(COUNTRY_SUFFIX, ''));
  if (!text) return [];

  const zipMatch = ZIP_SUFFIX.exec(text);
  if (zipMatch) {
    const zip = places.findZip(zipMatch[1]!);
    if (!zip) return [];
    const street = streetBeforeZip(trimCommas(text.slice(0, zipMatch.index)), zip);
    return [{ street, city: zip.city, state: zip.state, zip: zip.zip }];
  }

  if (/^\d{3,4}$/.test(text)) {
    return places
      .zipsStartingWith(text, MAX_SUGGESTIONS)
      .map((z) => ({ street: '', city: z.city, state: z.state, zip: z.zip }));
  }

  const state = splitState(text);
  const found = state?.rest ? splitCity(state.rest, state.state) : undefined;
  if (found) return [cityParts(found.street, found.city)];

  // Still typing the city: "Colum", "Colum OH" or "1200 Industrial Pkwy, Colum".
  const scope = state?.rest ? state.rest : text;
  const comma = scope.lastIndexOf(',');
  const street = comma >= 0 ? cleanStreet(scope.slice(0, comma)) : '';
  const cityText = comma >= 0 ? scope.slice(comma + 1).trim() : /\d/.test(scope) ? '' : scope;
  if (cityText.length < 2) return [];
  return places
    .citiesStartingWith(cityText, MAX_SUGGESTIONS, state?.rest ? state.state : undefined)
    .map((c) => cityParts(street, c));
}

export function formatAddress(p: AddressParts): string {
  return [p.street, p.city, `${p.state} ${p.zip}`.trim(), 'USA'].filter(Boolean).join(', ');
}

export function encodePlaceId(p: AddressParts): string {
  return PLACE_ID_PREFIX + Buffer.from(JSON.stringify([p.street, p.city, p.state, p.zip])).toString('base64url');
}

const encodedParts = z.tuple([
  z.string().max(MAX_STREET).refine(isCleanIdentifier),
  z.string().min(1).max(100),
  z.string().regex(/^[A-Z]{2}$/),
  z.string().regex(/^(\d{5})?$/),
]);

/** The parts a place id carries, or undefined when it is not one of ours or names no known place. */
export function decodePlaceId(placeId: string): AddressParts | undefined {
  if (!placeId.startsWith(PLACE_ID_PREFIX)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(placeId.slice(PLACE_ID_PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = encodedParts.safeParse(raw);
  if (!parsed.success) return undefined;
  const [street, city, state, zip] = parsed.data;
  return { street, city, state, zip };
}

/** Coordinates of the ZIP code, else the middle of the city's ZIP codes. */
function locate(p: AddressParts): { city: string; lat: number; lng: number } | undefined {
  if (p.zip) {
    const zip = places.findZip(p.zip);
    return zip && zip.state === p.state ? { city: zip.city, lat: zip.lat, lng: zip.lng } : undefined;
  }
  const city = places.findCity(p.city, p.state);
  if (!city) return undefined;
  const mean = (f: (z: places.ZipPlace) => number) => city.zips.reduce((s, z) => s + f(z), 0) / city.zips.length;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return { city: city.city, lat: round(mean((z) => z.lat)), lng: round(mean((z) => z.lng)) };
}

export function createOfflineProvider(): AddressProvider {
  return {
    async autocomplete({ input, region }) {
      if (region.toLowerCase() !== 'us') return [];
      const seen = new Set<string>();
      const suggestions: { place_id: string; description: string }[] = [];
      for (const parts of parseAddress(input)) {
        if (parts.street.length > MAX_STREET) continue;
        const description = formatAddress(parts);
        if (seen.has(description)) continue;
        seen.add(description);
        suggestions.push({ place_id: encodePlaceId(parts), description });
        if (suggestions.length === MAX_SUGGESTIONS) break;
      }
      return suggestions;
    },

    async details({ placeId }): Promise<ParsedAddress | null> {
      const parts = decodePlaceId(placeId);
      const place = parts && locate(parts);
      if (!parts || !place) return null;
      const canonical = { ...parts, city: place.city };
      return {
        street: canonical.street,
        city: canonical.city,
        state: canonical.state,
        postalCode: canonical.zip,
        country: 'US',
        formattedAddress: formatAddress(canonical),
        lat: place.lat,
        lng: place.lng,
      };
    },
  };
}
