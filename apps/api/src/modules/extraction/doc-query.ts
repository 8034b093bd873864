import { isCaptionRow } from './caption-rows';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';

/** A value found for a label, with where it was read. */
export type Found = { value: string; line: Line; seg: Segment; label: string; via: 'inline' | 'right' | 'below' };

const centre = (s: { top: number; bottom: number }) => (s.top + s.bottom) / 2;

/** Segments to the right of `seg`, on its line or vertically centred within a line's height of it. */
export function rightOf(doc: TextDoc, line: Line, seg: Segment): { line: Line; seg: Segment }[] {
  const h = lineHeight(line);
  const out: { line: Line; seg: Segment }[] = [];
  for (let i = Math.max(0, line.index - 2); i <= Math.min(doc.lines.length - 1, line.index + 2); i++) {
    const other = doc.lines[i];
    if (!other || other.page !== line.page) continue;
    for (const s of other.segments) {
      if (s.x0 >= seg.x1 - 1 && Math.abs(centre(s) - centre(seg)) <= h * 0.75) out.push({ line: other, seg: s });
    }
  }
  return out.sort((a, b) => a.seg.x0 - b.seg.x0);
}

/** The left edge of the column that `seg` heads: up to the next segment to its right on the same line. */
export function columnSpan(line: Line, seg: Segment): [number, number] {
  const next = line.segments.find((s) => s.x0 > seg.x1);
  return [seg.x0, next ? next.x0 : Number.POSITIVE_INFINITY];
}

const overlaps = (s: Segment, [a, b]: [number, number], slack: number) => s.x1 > a - slack && s.x0 < b - slack;

/** Segments in the lines under `seg` that sit in its column, nearest first, within `maxLines`. */
export function below(doc: TextDoc, line: Line, seg: Segment, maxLines = 1): { line: Line; seg: Segment }[] {
  const span = columnSpan(line, seg);
  const h = lineHeight(line);
  const out: { line: Line; seg: Segment }[] = [];
  for (let i = line.index + 1; i < doc.lines.length && out.length < maxLines; i++) {
    const other = doc.lines[i];
    if (!other || other.page !== line.page || other.top - line.bottom > h * 3.5) break;
    const hit = other.segments.find((s) => overlaps(s, span, h * 0.3));
    if (hit) out.push({ line: other, seg: hit });
  }
  return out;
}

/** The segment of `line` that shares the most horizontal room with [x0, x1]. */
export function segmentAt(line: Line, x0: number, x1: number): Segment | undefined {
  let best: Segment | undefined;
  let bestOverlap = 0;
  for (const s of line.segments) {
    const o = Math.min(s.x1, x1) - Math.max(s.x0, x0);
    if (o > bestOverlap) [best, bestOverlap] = [s, o];
  }
  return best;
}

/** A later "Label:" inside an inline value belongs to the next field. */
function cutAtNextLabel(value: string) {
  // In a sentence the value ends at its full stop ("Canned Goods. Approx. Weight: ...").
  const stop = value.match(/\.\s+(?=[A-Z][A-Za-z./#&' ]{1,24}:(?:\s|$))/);
  if (stop?.index !== undefined && !value.slice(0, stop.index).includes(':')) return value.slice(0, stop.index).trim();
  const m = value.match(/\s(?=[A-Z][A-Za-z./#&' ]{1,24}:(?:\s|$))/);
  return (m?.index !== undefined ? value.slice(0, m.index) : value).trim();
}

/** "Equipment: Van  Hazmat: Yes" printed as one run: a label after an earlier label's value. */
function laterLabel(text: string, re: RegExp, anywhere?: boolean): RegExpMatchArray | null {
  const colon = text.indexOf(':');
  if (anywhere || colon < 0) return null;
  for (let i = text.indexOf(' ', colon + 2); i > 0; i = text.indexOf(' ', i + 1)) {
    const rest = text.slice(i + 1);
    if (!/^[A-Z]/.test(rest) || !/^[^:]{1,28}:/.test(rest)) continue;
    const hit = rest.match(re);
    if (hit) return hit;
  }
  return null;
}

const LOOKS_LIKE_LABEL = /^[A-Za-z][A-Za-z0-9 ./#&'()-]{0,30}:$/;

// Words that narrow a caption without changing what it names: "Trailer Type Required", "Equipment
// Code", "Commodity Class", "Carrier Legal Entity", "HAZMAT (Y/N)", "Loaded Miles (est.)", "Piece Qty".
const QUALIFIER = String.raw`(?:required|requested|needed|req(?:uired|d|\.)?|requirements?|type|code|class|category|kind|desc(?:ription)?\.?|name|legal|entity|business|company|party|firm|registered|operating|full|no\.?|number|num\.?|#|id|ref(?:erence)?\.?|info|details?|spec(?:s|ification)?\.?|count|ct\.?|qty|quantity|total|est(?:imated)?\.?|approx(?:imate)?\.?|planned|expected|actual|loaded|confirmed|agreed|booked|quoted|offered|final|\?|y\s*\/\s*n|\([^()]{1,20}\))`;
// The rest of a caption longer than the label known: qualifier words, or the caption's translation
// after a slash ("Carrier / Transportista:", "Load Number / No. de Carga:"), then its colon.
const CAPTION_REST = new RegExp(
  String.raw`^((?:${QUALIFIER}\s*){1,3}(?:\/\s*[^:/\d]{1,30}?)?|\/\s*[^:/\d]{1,30}?)\s*[:=]\s*(.*)$`,
  'i',
);
// Any other caption before a colon: a different field's ("Equipment Owner: carrier").
const OTHER_CAPTION = /^[A-Za-z][A-Za-z.'&/ -]{0,30}:(?:\s|$)/;

/**
 * The value after a caption that runs on past the label known: the whole caption read as the
 * label (the longest match), or null when the words before the colon name another field.
 */
export function afterWholeCaption(label: string, rest: string): { label: string; value: string } | null {
  const m = rest.match(CAPTION_REST);
  if (m) return { label: `${label} ${(m[1] ?? '').trim()}`, value: m[2] ?? '' };
  // The value up to the next field's caption: a sentence's full stop ends it ("hazmat Yes. Refs: ...").
  return OTHER_CAPTION.test(cutAtNextLabel(rest)) ? null : { label, value: rest };
}

/**
 * Values for a label (a regex source, matched at the start of a segment): inline after the label,
 * else the next segment to the right, else the cell below (a column heading).
 */
export function labelled(
  doc: TextDoc,
  label: string,
  opts: { below?: boolean; right?: boolean; anywhere?: boolean; lines?: Line[] } = {},
): Found[] {
  // Anywhere in the segment: the last occurrence, nearest its value ("Confirmation for Shipment:").
  // A label may open with a bracket ("[Carrier Legal Name - ...]"); "Label = value" as mail and
  // system printouts write it.
  const re = new RegExp(`${opts.anywhere ? '^(?:.*\\s)?' : '^[[(]?'}(${label})(?![a-z])(\\s*[:#.)=-]*\\s*)(.*)$`, 'i');
  const out: Found[] = [];
  for (const line of opts.lines ?? doc.lines) {
    for (const seg of line.segments) {
      const m = seg.text.match(re) ?? laterLabel(seg.text, re, opts.anywhere);
      if (!m) continue;
      // "Trailer Type Required: Van" under the label "Trailer Type": the value follows the whole caption.
      const value = m[3] ?? '';
      const whole =
        /[:#=]/.test(m[2] ?? '') || !value ? { label: m[1] ?? '', value } : afterWholeCaption(m[1] ?? '', value);
      if (!whole) continue;
      const inline = cutAtNextLabel(whole.value);
      const base = { line, seg, label: whole.label };
      if ((isHeadingRow(line) && !continuesPairs(doc, line) && !opensPairs(doc, line)) || isCaptionRow(doc, line)) {
        // A column heading (the whole caption, not "Trailer" of "Trailer Size"): the value is the
        // first cell under it in the rows below.
        if (inline) continue;
        // "Product:" with its value in the next cell: a pair on a row that also heads a table.
        const pair = valueBeside(line, seg);
        if (pair && !LOOKS_LIKE_LABEL.test(pair.text) && !re.test(pair.text)) {
          out.push({ ...base, value: pair.text, via: 'right', line, seg: pair });
          continue;
        }
        const [x0, x1] = columnSpan(line, seg);
        for (let k = 1; k <= 3; k++) {
          const next = doc.lines[line.index + k];
          if (!next || next.page !== line.page) break;
          const cell = cellText(next, x0 - 4, x1 - 4);
          const under = next.segments.find((s) => s.x0 < x1 - 4 && s.x1 > x0 - 4);
          if (!cell || !under) continue;
          if (!re.test(cell)) out.push({ ...base, value: cell, via: 'below', line: next, seg: under });
          break;
        }
        continue;
      }
      if (inline) {
        out.push({ ...base, value: inline, via: 'inline' });
        continue;
      }
      const small = opts.below !== false ? smallCaptionOver(doc, line, seg) : null;
      if (small && !LOOKS_LIKE_LABEL.test(small.seg.text) && !re.test(small.seg.text)) {
        out.push({ ...base, value: small.seg.text, via: 'below', line: small.line, seg: small.seg });
        continue;
      }
      if (opts.right !== false) {
        const r = rightOf(doc, line, seg)[0];
        if (r && !LOOKS_LIKE_LABEL.test(r.seg.text) && !re.test(r.seg.text)) {
          out.push({ ...base, value: r.seg.text, via: 'right', line: r.line, seg: r.seg });
          continue;
        }
      }
      if (opts.below !== false) {
        const b = below(doc, line, seg)[0];
        if (b && !LOOKS_LIKE_LABEL.test(b.seg.text) && !re.test(b.seg.text))
          out.push({ ...base, value: b.seg.text, via: 'below', line: b.line, seg: b.seg });
      }
    }
  }
  return out;
}

const tall = (s: Segment) => s.bottom - s.top;

/** The cell just right of a caption that ends in a colon, close beside it. */
function valueBeside(line: Line, seg: Segment): Segment | null {
  if (!/:\s*$/.test(seg.text)) return null;
  const next = line.segments[line.segments.indexOf(seg) + 1];
  return next && next.x0 - seg.x1 < lineHeight(line) * 2 ? next : null;
}

/**
 * A caption in small type over its value, flush left on the line under it, where the text right of
 * the caption stands a gutter away (the next column of the page, not the caption's value).
 */
function smallCaptionOver(doc: TextDoc, line: Line, seg: Segment): { line: Line; seg: Segment } | null {
  const h = lineHeight(line);
  const under = [1, 2]
    .map((k) => doc.lines[line.index + k])
    .filter((l): l is Line => !!l && l.page === line.page && l.top - line.bottom <= h)
    .flatMap((l) => l.segments.filter((s) => Math.abs(s.x0 - seg.x0) <= h).map((s) => ({ line: l, seg: s })))[0];
  if (!under) return null;
  if (tall(seg) > tall(under.seg) * 0.9) return null;
  const r = rightOf(doc, line, seg)[0];
  return !r || r.seg.x0 - seg.x1 > h * 3 ? under : null;
}

/** Words that stand for "nothing stated". */
export const EMPTY_VALUE = /^(?:n\/?a|none|tbd|tba|unknown|undefined|null|-+|_+|\.+|see below|total)$/i;

export function meaningful(value: string | undefined | null): string | null {
  const v = (value ?? '').replace(/\s+/g, ' ').trim();
  return v && !EMPTY_VALUE.test(v) ? v : null;
}

/** The words of `line` whose centres fall in [x0, x1): one cell of a table row. */
export function cellText(line: Line, x0: number, x1: number): string {
  return line.segments
    .flatMap((s) => s.words)
    .filter((w) => {
      const c = (w.x0 + w.x1) / 2;
      return c >= x0 && c < x1;
    })
    .map((w) => w.text)
    .join(' ')
    .trim();
}

/**
 * A row of "Label  value" pairs set in the columns of the pair rows above it ("Unit Type  Reefer
 * Hazardous  No" under "Weight  9,012 lbs  Units  21"): one more row of the grid, not a table's head,
 * which is a table's first row. The rows above in the same columns are climbed to one with figures.
 */
function continuesPairs(doc: TextDoc, line: Line): boolean {
  const h = lineHeight(line);
  let below = line;
  for (let i = line.index - 1; i >= 0; i--) {
    const above = doc.lines[i];
    if (!above || above.page !== line.page || below.top - above.bottom > h * 2) return false;
    const aligned =
      above.segments.length === line.segments.length &&
      above.segments.every((s, k) => Math.abs(s.x0 - (line.segments[k]?.x0 ?? Number.NEGATIVE_INFINITY)) < h);
    if (!aligned) return false;
    if (!isHeadingRow(above)) return true;
    below = above;
  }
  return false;
}

/**
 * The first row of a grid of "Caption  value" pairs ("Goods  Paper  Equipment  Van" over "Weight
 * 9,012 lbs  Miles 1409"): each cell of the row under it starts in one of its columns, none in a
 * caption's column holds a figure and one in a value's column does at least; under a table's head
 * the first cells hold figures too. A value wrapped onto the next row leaves its caption's cell empty.
 */
function opensPairs(doc: TextDoc, line: Line): boolean {
  const next = doc.lines[line.index + 1];
  const segs = line.segments;
  if (!next || next.page !== line.page || segs.length % 2) return false;
  const h = lineHeight(line);
  if (next.top - line.bottom > h) return false;
  const columns = next.segments.map((s) => segs.findIndex((c) => Math.abs(c.x0 - s.x0) < h));
  if (columns.some((k) => k < 0)) return false;
  const figures = next.segments.map((s) => /\d/.test(s.text));
  return figures.every((f, i) => (columns[i] ?? 0) % 2 === 1 || !f) && figures.some(Boolean);
}

/** A row of column headings: several short segments without digits. */
export function isHeadingRow(line: Line): boolean {
  if (line.segments.length < 3) return false;
  // Headings are short captions: no figures, no "Label: value" pairs.
  return (
    line.segments.every((s) => s.text.length <= 28 && !/\d|[$@]|:\s*\S/.test(s.text)) &&
    line.segments.filter((s) => /:$/.test(s.text)).length < 2
  );
}
