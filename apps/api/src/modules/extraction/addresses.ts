import { zipCodes } from '../../lib/zip-codes';
import type { Line, Segment } from './layout';
import { US_STATES } from './values';

/** A "City, ST 12345" (or "City, ST") found in a segment: the anchor of a stop. */
export type Address = {
  city: string;
  state: string;
  zip: string | null;
  /** Text before the city in the same segment (a street, or a facility and a street, on one line). */
  before: string;
  line: Line;
  seg: Segment;
};

const STREET_SUFFIX =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|pkwy|parkway|hwy|highway|ct|court|pl|place|cir|circle|trl|trail|ter|terrace|pike|tpke|expy|fwy|loop|row|run|plz|plaza|sq|ste|suite|unit|bldg|#\s*\d+)\.?$/i;

// "ST 12345", "ST, 12345", "ST/CNTY 12345" (a county code some systems append), "ST 12345-6789";
// after the city, a space, a comma, or a full stop where OCR took the comma for one ("Arlington.VA").
const STATE_ZIP = /(?:^|[\s,.])([A-Z]{2})(?:\/[A-Za-z]{1,4})?,?\s+(\d{5}(?:-\d{4})?)(?![\d-])/g;
const CITY_STATE_ONLY = /^([A-Za-z][A-Za-z .'-]{1,30}),\s*([A-Z]{2})$/;

function cityFromChunk(chunk: string, zip: string | null): { city: string; before: string } {
  const words = chunk.trim().split(/\s+/);
  // The gazetteer knows the city of the ZIP: when the chunk ends with it, the rest is the street.
  const known = zip ? zipCodes().lookup(zip.slice(0, 5))?.city : undefined;
  if (known) {
    const n = known.split(/\s+/).length;
    const tail = words.slice(-n).join(' ');
    if (tail.toLowerCase() === known.toLowerCase()) return { city: tail, before: words.slice(0, -n).join(' ') };
  }
  if (!/\d/.test(chunk)) return { city: chunk.trim(), before: '' };
  // "1234 Test Ln Springfield": the city follows the last street-type word.
  for (let i = words.length - 2; i >= 0; i--) {
    if (STREET_SUFFIX.test(words[i] ?? '') || /^\d+$/.test(words[i] ?? '')) {
      return { city: words.slice(i + 1).join(' '), before: words.slice(0, i + 1).join(' ') };
    }
  }
  return { city: words.at(-1) ?? '', before: words.slice(0, -1).join(' ') };
}

/** The first US address end ("City, ST ZIP") in a segment's text, or a bare "City, ST" cell. */
export function findAddress(text: string): Omit<Address, 'line' | 'seg'> | null {
  for (const m of text.matchAll(STATE_ZIP)) {
    const state = m[1] ?? '';
    const zip = m[2] ?? '';
    const head = text.slice(0, m.index).replace(/[\s,.]+$/, '');
    // An unknown two-letter code still reads as a state in the "City, ST 12345" form (validation flags it).
    if (!US_STATES.has(state) && !/,\s*$/.test(text.slice(0, (m.index ?? 0) + 1))) continue;
    const chunks = head.split(',');
    // A caption run into its value ("City/St/Zip:Des Moines", a label too long for its column) is not the city's.
    const last = (chunks.pop() ?? '').trim().replace(/^[^:]*[A-Za-z]:(?=[A-Z])/, '');
    if (!last || !/[A-Za-z]{2}/.test(last) || /^p\.?\s*o\.?\s*box/i.test(last)) continue;
    const { city, before } = cityFromChunk(last, zip);
    if (!city) continue;
    return { city, state, zip, before: [...chunks, before].join(',').trim().replace(/,$/, '') };
  }
  const only = text.trim().match(CITY_STATE_ONLY);
  if (only && US_STATES.has(only[2] ?? '')) {
    const city = (only[1] ?? '').trim();
    // A bare "City, ST" counts only when the gazetteer knows that city in that state.
    if (zipCodes().lookupByName(city, only[2] ?? '').length > 0)
      return { city, state: only[2] ?? '', zip: null, before: '' };
  }
  return null;
}

/** Whether the gazetteer puts the ZIP in that state (and city when it knows it); null when it cannot tell. */
export function zipMatches(zip: string, state: string, city: string): { state: boolean; city: boolean } | null {
  const hit = zipCodes().lookup(zip.slice(0, 5));
  if (!hit) return null;
  const near = zipCodes()
    .lookupByName(city, state)
    .some((z) => z.zip.slice(0, 3) === zip.slice(0, 3));
  return { state: hit.state === state, city: hit.city.toLowerCase() === city.toLowerCase() || near };
}

export const STREET_START = /^(?:\d+[A-Za-z]?(?:-\d+)?\s+\S|p\.?\s*o\.?\s*box\b|one\s|two\s)/i;
