import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';
import { captionField, type StopField } from './stop-vocabulary';
import { findMoney } from './values';

/**
 * Stop fields printed as small capital captions over their values, one or two a line ("SHIPPER
 * NAME" over "Acme Foods", "STREET ADDRESS" beside "APPOINTMENT TIME"): line by line the captions
 * read as text of the stop, the street runs into the caption under it and a caption is taken for
 * the name. Each caption's value is moved up beside it ("STREET ADDRESS: 12 Main St"), so the stop
 * reads as a block of labels and values does.
 */

const CAPTION = /^[A-Z][A-Z /#&.,'()-]{1,27}$/;
const MAX_CAPTIONS = 2;
const CORE: StopField[] = ['name', 'address', 'city', 'cityStateZip', 'date', 'time'];
const PLACE: StopField[] = ['city', 'cityStateZip'];
// A stop's number or contact under a wording of its own ("PICKUP CONF", "UNLOAD REF", "DOCK PHONE").
const REFERENCE_CAPTION = /\b(?:ref|conf|confirmation|number|no|po|phone|contact)\b|#/i;

/** The caption segments of a line and the value under each, or null when the line is not captions over values. */
function pairsOf(line: Line, next: Line | undefined): [Segment, Segment][] | null {
  const segs = line.segments;
  if (!next || next.page !== line.page || segs.length > MAX_CAPTIONS) return null;
  const h = lineHeight(line);
  if (next.top - line.bottom > h * 1.2 || !segs.every((s) => CAPTION.test(s.text))) return null;
  // A stop's own captions name its place, name, day or hours; load-level captions ("CARRIER" beside
  // "PO #") and a lone phone or number (which may be anyone's) are read under their values as they are.
  if (!segs.every((s) => captionField(s.text) !== null || REFERENCE_CAPTION.test(s.text))) return null;
  if (!segs.some((s) => CORE.includes(captionField(s.text) as StopField))) return null;
  const pairs: [Segment, Segment][] = [];
  for (const s of segs) {
    const value = next.segments.find((v) => Math.abs(v.x0 - s.x0) < h);
    // A value in capitals is a caption or a heading; money under a caption is a charges table's.
    if (!value || CAPTION.test(value.text) || findMoney(value.text).length) return null;
    pairs.push([s, value]);
  }
  return next.segments.length === pairs.length ? pairs : null;
}

/** The value's words copied onto the caption's line, after the caption and a colon. */
export function movedUp(caption: Segment, value: Segment): Word[] {
  const last = caption.words.at(-1);
  if (!last) return [];
  const height = last.bottom - last.top;
  const out: Word[] = [...caption.words.slice(0, -1), { ...last, text: `${last.text.replace(/:$/, '')}:` }];
  let x = caption.x1 + height * 0.4;
  for (const w of value.words) {
    const width = w.x1 - w.x0;
    out.push({ ...w, x0: x, x1: x + width, top: last.top, bottom: last.bottom });
    x += width + (w.text.endsWith(' ') ? 0 : height * 0.25);
  }
  return out;
}

/**
 * A place caption right of another ("STREET ADDRESS" beside "CITY, STATE, ZIP"): the street and the
 * city share a line, and a stop printed so is read from its captions above its values as it stands.
 */
function placeBeside(line: Line): boolean {
  return line.segments.some((s, i) => i > 0 && PLACE.includes(captionField(s.text) as StopField));
}

/** Runs of caption lines, each over its line of values: one stop's form. */
function runs(doc: TextDoc): Line[][] {
  const out: Line[][] = [];
  let run: Line[] = [];
  for (const line of doc.lines) {
    const captions = line.segments.every((s) => CAPTION.test(s.text));
    const previous = run.at(-1);
    const under = previous && previous.page === line.page && line.top - previous.bottom < lineHeight(line) * 2;
    if (captions || (under && previous.segments.every((s) => CAPTION.test(s.text)))) {
      if (!under && run.length) out.push(run);
      if (!under) run = [];
      run.push(line);
    } else if (run.length) {
      out.push(run);
      run = [];
    }
  }
  if (run.length) out.push(run);
  return out;
}

/** The document with each caption's value beside it; the document itself when no line is captions over values. */
export function withStackedCaptions(doc: TextDoc): TextDoc {
  const moved = new Map<Segment, Word[]>();
  const dropped = new Set<Segment>();
  for (const run of runs(doc)) {
    if (run.some(placeBeside)) continue;
    for (const line of run) {
      if (line.segments.some((s) => dropped.has(s))) continue;
      const pairs = pairsOf(line, doc.lines[line.index + 1]);
      for (const [caption, value] of pairs ?? []) {
        moved.set(caption, movedUp(caption, value));
        dropped.add(value);
      }
    }
  }
  if (!moved.size) return doc;
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines)
    for (const s of line.segments) if (!dropped.has(s)) pages[line.page]?.push(...(moved.get(s) ?? s.words));
  return buildTextDoc(pages);
}
