import { labelled } from './doc-query';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';

/**
 * The cargo read by the shape of its values where its captions are words the reader does not know
 * ("Conveyance: Van 53ft", "Piece Tally: 28", "Haul Length: 1098"): a trailer is named from a short
 * vocabulary of trailer types whatever its caption; a piece count is a bare count beside a caption
 * that names a packing unit or pieces, or a count followed by its unit ("24 Pallets"); hazmat is a
 * yes or no beside a caption that names a hazard, a danger, regulated freight, a placard or a UN
 * number; the miles are a figure printed with "mi" or "miles", or a plausible mileage beside a caption
 * naming a length, a span, a distance or the odometer.
 * Each is a fallback, asked only where the captions the reader knows give nothing.
 */

// A trailer type alone in its cell, with its length before or after: "53' Dry Van", "Van - 53 Ft", "Reefer".
const TRAILER =
  /^(?:\d{2} ?(?:'|ft\.?|foot) ?-? ?)?(?:dry )?(?:van|reefer|refrigerated(?: van)?|flat ?bed|step ?deck|conestoga|power only|box truck|straight truck|hot ?shot|lowboy|rgn|double drop|tanker|hopper|container|curtain ?side)(?: ?-? ?\d{2} ?(?:'|ft\.?|foot))?(?: (?:w\/|with) ?tarps?)?$/i;

/** The first cell that names a trailer type, as printed; null when none does. */
export function equipmentByValue(doc: TextDoc): string | null {
  for (const line of doc.lines)
    for (const seg of line.segments) {
      const text = seg.text.trim();
      if (text.length <= 32 && TRAILER.test(text)) return text;
    }
  return null;
}

const UNITS =
  'pallets?|plts?|skids?|cartons?|ctns?|crates?|bundles?|drums?|totes?|boxes|cases|rolls|bales|bags|reels|coils|lifts|pieces|pcs|pkgs|packages|handling units|(?:pallet |floor )?(?:spaces|spots|positions)';
const UNIT_CAPTION = `(?:${UNITS})|(?:piece|pallet|skid|carton|unit)s? [a-z]+`;
// "24 Pallets", "310 Cartons": a count and its unit alone in a cell.
const COUNTED = new RegExp(String.raw`^(\d{1,5}) ?(?:${UNITS})$`, 'i');

/** A count beside a packing unit's caption, or a count with its unit alone in a cell; null when none. */
export function piecesByValue(doc: TextDoc): number | null {
  for (const f of labelled(doc, UNIT_CAPTION, { below: true })) {
    const m = f.value.trim().match(/^\d{1,5}$/);
    if (m && Number(m[0]) > 0) return Number(m[0]);
  }
  for (const line of doc.lines)
    for (const seg of line.segments) {
      const m = seg.text.trim().match(COUNTED);
      if (m?.[1] && Number(m[1]) > 0) return Number(m[1]);
    }
  return null;
}

const HAZARD_CAPTION = '(?:[a-z]+ )?(?:hazard(?:ous)?|danger(?:ous)?|regulated|placard(?:ed|s)?|un)(?: [a-z]+)?';

/** Yes or no beside a caption that names a hazard, a placard or a UN number; null when none. */
export function hazmatByValue(doc: TextDoc): boolean | null {
  for (const f of labelled(doc, HAZARD_CAPTION, { below: true })) {
    const v = f.value.trim();
    if (/^(?:y|yes)\.?$/i.test(v)) return true;
    if (/^(?:n|no|none)\.?$/i.test(v)) return false;
  }
  return null;
}

const DISTANCE_CAPTION = '(?:[a-z]+ )?(?:length|distance|mileage|span|odometer)';
// "1,098 mi", "412 miles" alone in a cell.
const MILES = /^(\d{1,2},\d{3}|\d{1,4}) ?(?:mi|miles)\.?$/i;

/** Miles printed as such, or a plausible mileage beside a length or distance caption; null when none. */
export function milesByValue(doc: TextDoc): number | null {
  for (const line of doc.lines)
    for (const seg of line.segments) {
      const m = seg.text.trim().match(MILES);
      if (m?.[1]) return Number(m[1].replace(',', ''));
    }
  for (const f of labelled(doc, DISTANCE_CAPTION, { below: true })) {
    // A trailer's length is no distance ("Trailer Length: 53").
    if (/trailer|truck|equip|deck|unit/i.test(f.label)) continue;
    const m = f.value.trim().match(/^(\d{1,2},\d{3}|\d{2,4})$/);
    const n = m?.[1] ? Number(m[1].replace(',', '')) : 0;
    if (n >= 10 && n < 6000) return n;
  }
  return null;
}

// A weight alone in its cell: "20,500 lb", "39300 Lbs".
const WEIGHT_CELL = /^\d{1,3}(?:,\d{3})+ ?(?:lbs?|pounds)\.?$|^\d{1,6} ?(?:lbs?|pounds)\.?$/i;
// A commodity's words: letters, a slash, an ampersand or a hyphen; no figures.
const GOODS = /^[A-Za-z][A-Za-z &/,'-]{2,40}$/;
const captionish = (s: Segment | undefined) => !!s && /^[A-Za-z][A-Za-z .#/'()-]{1,30}:?$/.test(s.text.trim());

/** A value that names goods: words only, not a trailer, a yes or no, or a company. */
function goods(s: Segment | undefined): string | null {
  const v = s?.text.trim().replace(/:$/, '') ?? '';
  if (!GOODS.test(v) || v.split(' ').length > 5 || TRAILER.test(v) || /^(?:y|yes|n|no|none|n\/a)$/i.test(v))
    return null;
  // A company, or a caption of a figure ("Total", "Gross Weight") read in the goods' place.
  if (/\b(?:llc|inc|corp|co|ltd|company)\.?$/i.test(v)) return null;
  return /\b(?:total|weight|gross|net|rate|charges?|amount|pieces|pallets|miles|count|qty|quantity)\b/i.test(v)
    ? null
    : v;
}

/**
 * The commodity where no caption the reader knows names it: sheets print the goods in the pair
 * just before the weight ("Articles: Furniture" then "Payload: 20,500 lb"), on the weight's row or
 * the row over it, under a caption of its own or beside one.
 */
export function commodityBesideWeight(doc: TextDoc): string | null {
  for (const line of doc.lines) {
    const k = line.segments.findIndex((s) => WEIGHT_CELL.test(s.text.trim()));
    const w = line.segments[k];
    if (!w) continue;
    const left = line.segments[k - 1];
    const above = doc.lines[line.index - 1];
    const over = above?.page === line.page ? above.segments.find((s) => s.x0 < w.x1 && s.x1 > w.x0) : undefined;
    // The weight's caption over it (a row of three captions or more, as many as the values, without
    // a figure): the goods are the value to its left, under a caption of their own. Two cells a row
    // read as a caption and its value.
    const captionsOver =
      !!over &&
      captionish(over) &&
      !/:$/.test(left?.text ?? '') &&
      line.segments.length >= 3 &&
      above?.segments.length === line.segments.length &&
      !/\d/.test(above.text);
    if (captionsOver) return goods(left);
    // Caption over value down a column ("ARTICLES" / "Steel Coils" / "WEIGHT" / "28,300 lb"): the goods
    // are the value under the caption before the weight's.
    const stacked = left ? null : stackedGoods(doc, line, w);
    if (stacked) return stacked;
    // The caption left of the weight: the goods two cells left on its row, or the row over it in its column.
    if (!left || !captionish(left)) continue;
    const before = line.segments[k - 2];
    if (before) return goods(before);
    const pair = above?.segments.findIndex((s) => Math.abs(s.x0 - left.x0) < 4) ?? -1;
    return pair >= 0 ? goods(above?.segments[pair + 1]) : null;
  }
  return null;
}

/** The value two cells over the weight in its column, each of the cells over it a caption. */
function stackedGoods(doc: TextDoc, line: Line, w: Segment): string | null {
  const h = lineHeight(line);
  const column: Segment[] = [];
  for (let i = line.index - 1; i >= 0 && column.length < 3 && line.index - i <= 6; i--) {
    const l = doc.lines[i];
    if (!l || l.page !== line.page) break;
    const s = l.segments.find((x) => Math.abs(x.x0 - w.x0) < h);
    if (s) column.push(s);
  }
  const [caption, value, before] = column;
  return captionish(caption) && captionish(before) ? goods(value) : null;
}
