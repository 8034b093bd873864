import { type Line, lineHeight, type TextDoc } from './layout';

/**
 * A row of two or more captions over a row of values, each value starting under its caption
 * ("MOVEMENT #   TENDER DATE" over "960087076   2026-03-01"): too few for a table's head, yet a
 * caption's value is the one under it and not the next caption to its right.
 */
// A caption in capitals without figures: "MOVEMENT #", "TENDER DATE".
const CAPTION = /^[A-Z][A-Z .#/&'()-]{1,27}$/;

export function isCaptionRow(doc: TextDoc, line: Line): boolean {
  const segs = line.segments;
  if (segs.length < 2 || !segs.every((s) => CAPTION.test(s.text))) return false;
  const next = doc.lines[line.index + 1];
  const h = lineHeight(line);
  if (!next || next.page !== line.page || next.top - line.bottom > h * 1.5) return false;
  if (next.segments.length !== segs.length || !next.segments.some((s) => /\d/.test(s.text))) return false;
  // "PRODUCT  Bottled Water" over "WEIGHT  18,672 lbs": labels beside their values, not captions over them.
  if (CAPTION.test(next.segments[0]?.text ?? '')) return false;
  return segs.every((s, i) => Math.abs((next.segments[i]?.x0 ?? Number.NEGATIVE_INFINITY) - s.x0) < h);
}
