import { type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';
import { captionField, type StopField } from './stop-vocabulary';

/**
 * Printed forms give each field a box with a small caption at its top and the value under it, boxes
 * side by side ("Facility Name | Street Address | Phone" over "Acme Foods | 12 Main St"). A row of
 * captions over one row of values, each value under its caption, is read as pairs on one line
 * ("Facility Name: Acme Foods"), so the fields read as labels and values do. The captions are set
 * smaller than the values, as forms print them, and name a stop's fields, its place among them. A
 * caption over rows of values is a table's head and is left alone, as are values that run on to the
 * line under them and a caption whose box is blank.
 */

// A caption: a few words without figures ("Appt Time", "Pickup Conf #", "Zip").
const CAPTION = /^[A-Za-z][A-Za-z .'/#&()-]{0,29}$/;

const under = (value: Segment, caption: Segment, h: number) => Math.abs(value.x0 - caption.x0) < h;

// A form's caption is set smaller than its value: at most this share of the value's height.
const SMALLER = 0.9;
const height = (segs: Segment[]) => segs.reduce((n, s) => n + s.bottom - s.top, 0) / Math.max(1, segs.length);

/** For each value of `values`, the caption of `captions` it sits under; null when one sits under none. */
function pairsOf(captions: Line, values: Line): Map<Segment, Segment> | null {
  const h = lineHeight(captions);
  const pairs = new Map<Segment, Segment>();
  for (const v of values.segments) {
    const c = captions.segments.find((s) => under(v, s, h));
    if (!c || !CAPTION.test(c.text) || pairs.has(c)) return null;
    pairs.set(c, v);
  }
  return height([...pairs.keys()]) <= height([...pairs.values()]) * SMALLER ? pairs : null;
}

/**
 * Whether `line` is a second row of values under the captions: a table, not a form. A row of the
 * form's next captions (naming stop fields: "City", "State", "Date"), over values of its own, is not.
 */
function secondRow(captions: Line, values: Line, line: Line | undefined, after: Line | undefined): boolean {
  if (!line || line.page !== values.page || line.top - values.bottom > lineHeight(values) * 1.6) return false;
  const h = lineHeight(captions);
  if (line.segments.filter((v) => captions.segments.some((c) => under(v, c, h))).length < 2) return false;
  const named = line.segments.filter((s) => captionField(s.text) !== null).length;
  const nextForm =
    named >= 2 && after && after.top - line.bottom < lineHeight(line) * 1.2 ? pairsOf(line, after) : null;
  return !nextForm || nextForm.size < 2;
}

// The boxes of a stop's place: the row names it as well as giving other fields of the stop.
const PLACE: StopField[] = ['name', 'address', 'city', 'state', 'zip', 'cityStateZip'];

/** Whether the captions name two of a stop's fields at least, one of them of its place. */
function placeBoxes(pairs: Map<Segment, Segment>): boolean {
  const fields = [...pairs.keys()].map((c) => captionField(c.text));
  return fields.filter(Boolean).length >= 2 && fields.some((f) => f !== null && PLACE.includes(f));
}

/** Whether the values run on to the line under them (a name over its street): a grid of its own, not boxes. */
function wraps(pairs: Map<Segment, Segment>, values: Line, line: Line | undefined): boolean {
  if (!line || line.page !== values.page || line.top - values.bottom > lineHeight(values) * 0.6) return false;
  const h = lineHeight(values);
  const tall = height([...pairs.values()]) * SMALLER;
  return line.segments.some((s) => s.bottom - s.top >= tall && [...pairs.keys()].some((c) => under(s, c, h)));
}

/** The caption's words with a colon, then the value's words set on the caption's line after it. */
function joined(caption: Segment, value: Segment): Segment {
  const last = caption.words.at(-1);
  const height = caption.bottom - caption.top || 1;
  const words: Word[] = [...caption.words.slice(0, -1), ...(last ? [{ ...last, text: `${last.text}:` }] : [])];
  let x = caption.x1 + height * 0.4;
  for (const w of value.words) {
    words.push({ ...w, x0: x, x1: x + (w.x1 - w.x0), top: caption.top, bottom: caption.bottom });
    x += w.x1 - w.x0 + height * 0.25;
  }
  return { ...caption, text: `${caption.text}: ${value.text}`, x1: Math.max(caption.x1, x), words };
}

/** The document with each row of boxed captions over its one row of values read as pairs. */
export function withBoxedFields(doc: TextDoc): TextDoc {
  const out: Line[] = [];
  let changed = false;
  for (let i = 0; i < doc.lines.length; i++) {
    const line = doc.lines[i] as Line;
    const next = doc.lines[i + 1];
    const close = next && next.page === line.page && next.top - line.bottom < lineHeight(line) * 1.2;
    const pairs = close ? pairsOf(line, next) : null;
    if (
      !next ||
      !pairs ||
      !placeBoxes(pairs) ||
      wraps(pairs, next, doc.lines[i + 2]) ||
      secondRow(line, next, doc.lines[i + 2], doc.lines[i + 3])
    ) {
      out.push(line);
      continue;
    }
    const segments = line.segments.map((s) => {
      const v = pairs.get(s);
      return v ? joined(s, v) : s;
    });
    out.push({ ...line, bottom: next.bottom, segments, text: segments.map((s) => s.text).join('  ') });
    changed = true;
    i++;
  }
  return changed ? { ...doc, lines: out.map((l, index) => (l.index === index ? l : { ...l, index })) } : doc;
}
