import { type Line, lineHeight, type Segment, type TextDoc } from '../layout';
import { findDates } from '../values';
import { labelKey, SEPARATORS } from './anchor-text';
import { hitsOf, looksShaped, type Shape } from './field-shapes';

/** Where a confirmed value stood, relative to a label of the same document. */
export type Anchor = {
  shape: Shape;
  /** The label as `labelKey` writes it. */
  label: string;
  /** The label opens its segment (else it may stand anywhere in it, after a word break). */
  start: boolean;
  /** Which segment holding the label: 0 the first, 1 the second...; -1 the last, -2 the one before. */
  occurrence: number;
  /** In the label's segment after it; in a segment to its right on the line; in its column below it. */
  relation: 'same' | 'next' | 'below';
  /** next: segments to the right of the label; below: which of the column's cells holding such a value. */
  step: number;
  /** below: the value's left edge less the label's. */
  dx: number;
  /** Which value of the shape in the cell. */
  hit: number;
  /** Codes and figures: the learned value's length (a read far longer or shorter is something else). */
  width?: number;
  /** Text values: the word that followed the value, and separators that end it. */
  until?: string;
  cut?: string;
  /** Stops: which stop it was learned on, and how many lines below the stop's first value it stood. */
  stop?: StopPlace;
};

/**
 * `byType`: the label names the stop's type ("Consignee", "Del 2"), so the anchor of the n-th delivery
 * serves the n-th delivery of the next document; else ("Date:" in every stop) the n-th stop.
 */
/** An anchor as a memory keeps it: a label opening its segment, steps and offsets of 0 left out. */
export type FieldAnchor = Omit<Anchor, 'start' | 'step' | 'dx' | 'hit'> &
  Partial<Pick<Anchor, 'start' | 'step' | 'dx' | 'hit'>>;

export function compactAnchor(anchor: Anchor): FieldAnchor {
  const { start, step, dx, hit, ...rest } = anchor;
  return {
    ...rest,
    ...(start ? {} : { start }),
    ...(step ? { step } : {}),
    ...(dx ? { dx: Math.round(dx) } : {}),
    ...(hit ? { hit } : {}),
  };
}

export function expandAnchor(anchor: FieldAnchor): Anchor {
  return { ...anchor, start: anchor.start ?? true, step: anchor.step ?? 0, dx: anchor.dx ?? 0, hit: anchor.hit ?? 0 };
}

export type StopPlace = { type: 'pickup' | 'delivery'; rank: number; byType: boolean; dy: number };

export type LabelMatch = { line: Line; seg: Segment; index: number; at: number };

const wordBreak = (key: string, at: number) => at === 0 || !/[a-z#]/.test(key[at - 1] ?? '');

/** Every segment holding the label, in reading order. */
export function labelMatches(doc: TextDoc, label: string, start: boolean): LabelMatch[] {
  const out: LabelMatch[] = [];
  for (const line of doc.lines)
    line.segments.forEach((seg, index) => {
      const key = labelKey(seg.text);
      let at = key.indexOf(label);
      while (at > 0 && !wordBreak(key, at)) at = key.indexOf(label, at + 1);
      if (at < 0 || (start && at > 0)) return;
      out.push({ line, seg, index, at });
    });
  return out;
}

/** A text value's cell reads as one: words, not a date, a phone, an address or an amount. */
export const isPlainText = (text: string) => /[a-z]{2}/i.test(text) && !looksShaped(text);

function qualifies(shape: Shape, text: string, hit: number, reference: Date) {
  return shape === 'text' ? isPlainText(text) : hitsOf(shape, text, reference).length > hit;
}

/** The cells under a label, one per line, at the value's offset from it, that hold a value of the shape. */
export function columnCells(
  doc: TextDoc,
  at: LabelMatch,
  anchor: Pick<Anchor, 'shape' | 'dx' | 'hit'>,
  reference: Date,
): (Segment & { line: number })[] {
  const x = at.seg.x0 + anchor.dx;
  const tolerance = Math.max(12, lineHeight(at.line) * 1.5);
  const cells: (Segment & { line: number })[] = [];
  for (let i = at.line.index + 1; i < doc.lines.length && i <= at.line.index + 80; i++) {
    const line = doc.lines[i];
    if (!line || line.page !== at.line.page) break;
    const near = line.segments
      .map((s) => ({ s, d: Math.abs(s.x0 - x) }))
      .filter((c) => c.d <= tolerance)
      .sort((a, b) => a.d - b.d)[0]?.s;
    if (near && qualifies(anchor.shape, near.text, anchor.hit, reference)) cells.push({ ...near, line: i });
  }
  return cells;
}

/** The text the anchor points at in the document: after the label, beside it, or under it. */
export function cellOf(doc: TextDoc, anchor: Anchor, reference: Date): { text: string; line: number } | null {
  const matches = labelMatches(doc, anchor.label, anchor.start);
  const at = matches[anchor.occurrence >= 0 ? anchor.occurrence : matches.length + anchor.occurrence];
  if (!at) return null;
  if (anchor.relation === 'same') return { text: at.seg.text.slice(at.at + anchor.label.length), line: at.line.index };
  if (anchor.relation === 'next') {
    const seg = at.line.segments[at.index + anchor.step];
    return seg ? { text: seg.text, line: at.line.index } : null;
  }
  const cell = columnCells(doc, at, anchor, reference)[anchor.step];
  return cell ? { text: cell.text, line: cell.line } : null;
}

/** A text value from its cell: from the start, up to the word that followed it or a separator. */
function textValue(cell: string, anchor: Anchor): string | null {
  let value = cell.replace(/^[\s:.\-–]+/, '');
  const lower = value.toLowerCase();
  const separators = [...(anchor.cut ?? '')].map((code) => SEPARATORS[code]).filter((x): x is string => !!x);
  const ends = [...separators, ...(anchor.until ? [` ${anchor.until}`] : [])]
    .map((s) => lower.indexOf(s))
    .filter((i) => i > 0);
  // A value learned without figures ends where figures start ("Name 123 Main St" in one cell).
  const figures = anchor.cut?.includes('#') ? lower.search(/\s\d{2,}[a-z]?\s+[a-z]/) : -1;
  if (figures > 0) ends.push(figures);
  if (ends.length) value = value.slice(0, Math.min(...ends));
  value = value.replace(/[\s,;:\-–]+$/, '').trim();
  return value.length <= 80 && isPlainText(value) ? value : null;
}

/** A code or figure about as long as the learned one, and not a date (which reads as a code too). */
export function fits(anchor: Anchor, value: string): boolean {
  if (anchor.shape !== 'code' && anchor.shape !== 'digits') return true;
  if (anchor.shape === 'code' && findDates(value).length > 0) return false;
  return anchor.width === undefined || Math.abs(value.length - anchor.width) <= 3;
}

/** The value the anchor points at, in the field's printed form, or null when it is not there. */
export function readAnchor(doc: TextDoc, anchor: Anchor, reference: Date): { value: string; line: number } | null {
  const cell = cellOf(doc, anchor, reference);
  if (cell === null) return null;
  const value =
    anchor.shape === 'text'
      ? textValue(cell.text, anchor)
      : (hitsOf(anchor.shape, cell.text, reference)[anchor.hit]?.value ?? null);
  return value === null || !fits(anchor, value) ? null : { value, line: cell.line };
}
