import { buildTextDoc, type Line, type Segment, type TextDoc, type Word } from './layout';
import { captionField } from './stop-vocabulary';

/**
 * Printed forms fill each value in on a ruled line and print its small caption beneath it
 * ("Acme Foods" over "Facility Name", "Dallas" over "City"): line by line a caption reads as the
 * text under its value, and readers that look for a value after or below its caption find the
 * next row's value, or none. A line of small captions, each under a value of the line above at
 * its left edge, is read back as "Caption: value" on the value's line. Forms that print their
 * captions over their values (a table's head, stacked captions) show the same pairs read the
 * other way; a page whose captions pair better with the line under them is left as it is.
 */

// A caption: a few words of letters, without figures ("Street Address", "Wt. (lbs)", "PU Ref #").
const CAPTION = /^[A-Za-z][A-Za-z .#/&'(),-]{0,34}$/;
const MAX_CAPTION_WORDS = 5;
// Captions are printed smaller than the values over them.
const SMALLER = 0.85;
// Words of load, party, cargo and charge captions, beside the stop captions the stop readers know.
const LABEL_WORD =
  /\b(?:name|carrier|broker|load|shipment|order|ref|reference|no|number|po|bol|mc|dot|date|time|hours|window|appt|appointment|phone|contact|email|fax|weight|wt|pieces|pcs|qty|pallets?|plt|count|commodity|product|desc|description|contents|equipment|equip|trailer|miles|mileage|hazmat|haz|hazardous|temp|temperature|rate|haul|linehaul|fuel|fsc|total|amount|pay|charges?|accessorials?|signature|issued|driver|truck|tractor|dispatcher|city|state|zip|street|address)\b|#/i;

type Field = { caption: Segment; values: Segment[] };

const height = (s: { top: number; bottom: number }) => Math.max(1, s.bottom - s.top);
const isCaptionText = (t: string) => CAPTION.test(t) && t.split(' ').length <= MAX_CAPTION_WORDS;
const known = (t: string) => captionField(t) !== null || LABEL_WORD.test(t);
const tallest = (line: Line) => Math.max(...line.segments.map(height));

/** Whether a line may be captions: short words of letters, most of them known captions. */
function captionLine(line: Line): boolean {
  const segs = line.segments;
  if (!segs.every((s) => isCaptionText(s.text))) return false;
  return segs.filter((s) => known(s.text)).length * 2 >= segs.length;
}

/**
 * The captions of `captions` each with the values of `values` that start under (or over) it: null
 * unless every value is one caption's (one a line), every value stays within its caption's column,
 * half the captions or more have a value, and each value is printed larger than its caption.
 */
function fieldsOf(captions: Line, values: Line[]): Field[] | null {
  const segs = captions.segments;
  const fields: Field[] = segs.map((caption) => ({ caption, values: [] }));
  // Every caption of the line in the small type, not a value beside its label.
  const large = Math.max(...values.flatMap((l) => l.segments.map(height)));
  if (segs.some((c) => height(c) > large * SMALLER)) return null;
  for (const line of values)
    for (const v of line.segments) {
      const i = segs.findIndex((c) => Math.abs(c.x0 - v.x0) <= height(v) * 0.6);
      const field = fields[i];
      if (!field || field.values.some((o) => o.top === v.top)) return null;
      const next = segs[i + 1];
      if (next && v.x1 > next.x0) return null;
      if (height(field.caption) > height(v) * SMALLER) return null;
      field.values.push(v);
    }
  const filled = fields.filter((f) => f.values.length).length;
  return filled && filled * 2 >= segs.length ? fields : null;
}

/** The line next to `line` on its page (1 under, -1 over) when it stands close, else undefined. */
function near(doc: TextDoc, line: Line, step: 1 | -1): Line | undefined {
  const other = doc.lines[line.index + step];
  if (!other || other.page !== line.page) return undefined;
  const gap = step === 1 ? other.top - line.bottom : line.top - other.bottom;
  return gap <= Math.max(tallest(line), tallest(other)) * 1.2 ? other : undefined;
}

/**
 * The lines of values over a caption line: the line over it, and the lines of a value run over
 * two or three lines standing close over that one, in type as large.
 */
function valueLines(doc: TextDoc, last: Line): Line[] {
  const lines = [last];
  for (let k = 0; k < 2; k++) {
    const first = lines[0] as Line;
    const above = doc.lines[first.index - 1];
    if (!above || above.page !== first.page || first.top - above.bottom > tallest(first) * 0.6) break;
    if (captionLine(above) || tallest(above) < tallest(last) * 0.9) break;
    lines.unshift(above);
  }
  return lines;
}

/** The caption's words and its value's as one "Caption: value" run, squeezed to end before `limit`. */
function joined(field: Field, line: Line, limit: number): Word[] {
  const value = field.values.flatMap((v) => v.words);
  const last = field.caption.words.at(-1);
  if (!last || !value.length) return [];
  const h = height(line);
  const parts = [
    ...field.caption.words.slice(0, -1).map((w) => w.text),
    `${last.text.replace(/:$/, '')}:`,
    ...value.map((w) => w.text),
  ];
  const x0 = Math.min(field.caption.x0, ...field.values.map((v) => v.x0));
  const natural = parts.map((t) => t.length * h * 0.5);
  const space = h * 0.25;
  const width = natural.reduce((a, b) => a + b, 0) + space * (parts.length - 1);
  const scale = Math.min(1, Math.max(0.05, (limit - x0) / width));
  const out: Word[] = [];
  let x = x0;
  for (const [i, text] of parts.entries()) {
    const w = (natural[i] ?? 0) * scale;
    out.push({ text, x0: x, x1: x + w, top: line.top, bottom: line.bottom, page: line.page });
    x += w + space * scale;
  }
  return out;
}

type Found = { captions: Line; top: Line; fields: Field[] };

/** Caption lines under their values; none when the page's captions pair better with the lines under them. */
function captionsUnder(doc: TextDoc): Found[] {
  const found: Found[] = [];
  let over = 0;
  for (const line of doc.lines) {
    if (!captionLine(line)) continue;
    const under = near(doc, line, 1);
    if (under && !captionLine(under) && fieldsOf(line, [under])?.every((f) => f.values.length)) over++;
    const above = near(doc, line, -1);
    if (!above || captionLine(above)) continue;
    // The value lines, or the line over the captions alone when the lines over it are another field's.
    const block = valueLines(doc, above);
    const lines = fieldsOf(line, block) ? block : [above];
    const fields = fieldsOf(line, lines);
    if (fields) found.push({ captions: line, top: lines[0] as Line, fields });
  }
  return found.length > over ? found : [];
}

/** The document with each value and the caption printed under it as "Caption: value"; unchanged when none. */
export function withCaptionsBelow(doc: TextDoc): TextDoc {
  const found = captionsUnder(doc);
  if (!found.length) return doc;
  const dropped = new Set<Segment>();
  const added: Word[] = [];
  for (const f of found) {
    if (f.fields.some((x) => x.values.some((v) => dropped.has(v)))) continue;
    const top = f.top;
    const withValue = f.fields.filter((x) => x.values.length);
    for (const [i, field] of withValue.entries()) {
      const next = withValue[i + 1];
      const limit = next ? Math.min(next.caption.x0, ...next.values.map((v) => v.x0)) - height(top) : 10_000;
      added.push(...joined(field, top, limit));
      for (const v of field.values) dropped.add(v);
    }
    for (const s of f.captions.segments) dropped.add(s);
  }
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines) for (const s of line.segments) if (!dropped.has(s)) pages[line.page]?.push(...s.words);
  for (const w of added) pages[w.page]?.push(w);
  return buildTextDoc(pages);
}
