import { STREET_START } from './addresses';
import { type Line, lineHeight, type Segment } from './layout';
import { keyValuePairs, type Pair } from './layout-pairs';
import { captionField } from './stop-vocabulary';
import { findDates, findPhones, findTimes } from './values';

/**
 * A stop's number and telephone under captions of the sheet's own wording ("Gate Pass: DK899709",
 * "Site Line: (367) 509-2230"): read by the shape of the value where no known caption names them.
 * A caption/value pair of the stop's lines whose value is a telephone number and nothing else is the
 * stop's phone; one whose value is a single code of letters and figures is the stop's reference,
 * unless its caption names a field of another kind (the day, the hours, the place, a weight or a
 * count, a party, the load, the equipment).
 */

// Captions whose values are not the stop's own number, whatever their shape.
const OTHER_CAPTION =
  /\b(?:fax|e-?mail|load|trip|so|sales|order|po|bol|bill|lading|pro|quote|customer|account|job|carrier|broker|mc|dot|usdot|scac|truck|tractor|trailer|driver|seal|temp\w*|weight|wt|lbs?|pieces|pcs|pallets?|qty|quantity|count|miles?|mileage|rate|amount|total|invoice|zip|postal)\b/i;
// One code: letters, figures and dashes, a figure among them, five characters at least.
const CODE = /^(?=[A-Z0-9-]{5,24}$)[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*$/i;

// A value that closes a sentence of fields ("Dock Code: UQ620285.") keeps its full stop out.
// Each sentence of a paragraph its own cell ("Acme, 12 Main St, Troy, OH 45373. Dock Code: UQ62."):
// a pair opens a sentence, not the paragraph.
const sentences = (lines: Line[]): Line[] =>
  lines.map((l) => ({
    ...l,
    segments: l.segments.flatMap((seg) => seg.text.split(/(?<=[.;])\s+(?=[A-Z])/).map((text) => ({ ...seg, text }))),
  }));
const pairsOf = (lines: Line[]) =>
  keyValuePairs(sentences(lines))
    .filter((p) => p.key.split(/\s+/).length <= 4)
    .map((p) => ({ ...p, value: p.value.trim().replace(/(?<=[\dA-Za-z)])[.,;]$/, '') }));

// A bare run of ten figures is as likely a number as a telephone: punctuation makes it a telephone.
const isPhone = (value: string) => findPhones(value)[0]?.value === value.trim() && /[()\s.-]/.test(value.trim());

/**
 * The value of a pair whose value is one telephone number, under any caption but a fax's or a
 * number's, printed with the stop's place (a few lines from it at most: further on, a block run
 * past its stop holds the next party's numbers).
 */
export function phoneByShape(lines: Line[], place: Line): string | null {
  const near = lines.filter((l) => Math.abs(l.index - place.index) <= 4);
  // Under a number's caption ("Desk No.") only a telephone printed in its brackets and dash.
  const numbered = (q: Pair) => /#|\b(?:no|number)\b/i.test(q.key) && !/^\(\d{3}\) ?\d{3}-\d{4}$/.test(q.value);
  const p = pairsOf(near).find((q) => !/\bfax\b/i.test(q.key) && !numbered(q) && isPhone(q.value));
  return p ? p.value.trim() : null;
}

function ownNumber(p: Pair): boolean {
  const field = captionField(p.key);
  if ((field !== null && field !== 'reference') || OTHER_CAPTION.test(p.key)) return false;
  const v = p.value.trim();
  return CODE.test(v) && !/^\d{5}$/.test(v) && !findDates(v).length && !findTimes(v).length;
}

/** The value of the first pair whose value is one code, under a caption naming no other field. */
export function referenceByShape(lines: Line[]): string | null {
  return pairsOf(lines).find(ownNumber)?.value.trim() ?? null;
}

// A name: words, not a figure's run, a day, a time or a telephone number.
const NAME = /^[A-Za-z][A-Za-z0-9 .,'&#()/-]{1,58}$/;

/**
 * The stop's facility under a caption of the sheet's own wording ("Occupant: Petrov Distribution
 * Center" over "Locale: 9187 Canal Road"): the first caption/value pair of the stop's lines above
 * its place whose value is a name, when no caption the reader knows names it.
 */
export function nameByShape(lines: Line[], place: Line): string | null {
  for (const p of pairsOf(lines.filter((l) => l.index < place.index && l.page === place.page))) {
    const field = captionField(p.key);
    if (field === 'address' || field === 'city' || field === 'cityStateZip') return null;
    const v = p.value.trim();
    if (field !== null && field !== 'name') continue;
    if (OTHER_CAPTION.test(p.key) || STREET_START.test(v) || !NAME.test(v)) continue;
    if (findDates(v).length || findTimes(v).length || findPhones(v).length || CODE.test(v)) continue;
    return v;
  }
  return null;
}

const CAPTION_CELL = /^[A-Za-z][A-Za-z .#/&'()-]{0,34}:?$/;

/**
 * The facility in a row of values under a row of captions ("ESTABLISHMENT | PHYSICAL ADDRESS" over
 * "Whitcombe Paper Mill | 9863 Industrial Hwy, Umpire, AR"): the name-shaped cell left of the place,
 * under a caption of its own.
 */
export function nameLeftOfPlace(lines: Line[], place: Line, at: Segment): string | null {
  const k = lines.findIndex((l) => l.index === place.index);
  const over = lines[k - 1];
  const cell = place.segments.filter((s) => s.x1 <= at.x0).at(-1);
  if (k < 1 || !over || !cell || !over.segments.every((s) => CAPTION_CELL.test(s.text.trim()))) return null;
  if (!over.segments.some((s) => Math.abs(s.x0 - cell.x0) < lineHeight(place))) return null;
  const v = cell.text.trim();
  return NAME.test(v) && !CODE.test(v) && !findDates(v).length && !findTimes(v).length ? v : null;
}
