import { type Line, lineHeight, type Segment, type TextDoc } from './layout';

/**
 * The carrier named in a box the reader has no caption for ("Haulage Vendor", "Trucking Partner"):
 * the box still prints the carrier's authority as a value of its own ("MC 741406" in its cell), and
 * the carrier's company name is the value beside it on its row, or on the row over or under it in
 * its box. The broker's authority is printed in its letterhead after a caption in one run ("Docket
 * No.: MC-7403704") or under its name, and its name is the letterhead's first line, never a value
 * cell beside an MC cell.
 */

// An authority alone in its cell: "MC 741406", "MC# 741406", "USDOT 1234567".
const AUTHORITY = /^(?:mc|usdot|dot)\s?[#:-]?\s?\d{4,8}$/i;
// A company's name ends in its legal or trade word.
const COMPANY_END =
  /\b(?:llc|inc|corp|co|company|ltd|carriers|trucking|transport(?:ation)?|logistics|freight|express|hauling|lines|group)\.?$/i;

/** A cell's value: the words after a caption's colon ("Operator MC: MC 988238"), else the whole cell. */
type Value = { text: string; x0: number; x1: number; caption: string };

function cellValue(seg: Segment): Value {
  const at = seg.words.findIndex((w) => w.text.endsWith(':'));
  const rest = at >= 0 && at < 4 ? seg.words.slice(at + 1) : [];
  const first = rest[0];
  if (!first) return { text: seg.text, x0: seg.x0, x1: seg.x1, caption: '' };
  const caption = seg.words
    .slice(0, at + 1)
    .map((w) => w.text)
    .join(' ');
  return { text: rest.map((w) => w.text).join(' '), x0: first.x0, x1: seg.x1, caption };
}

/** The company name a value holds, without a factor after "%" or "c/o"; null when it is none. */
function companyIn(value: Value): string | null {
  const v = value.text
    .replace(/\s*(?:%|\bc\/o\b).*$/i, '')
    .trim()
    .replace(/,$/, '');
  if (OTHERS_CAPTION.test(value.caption)) return null;
  return v.length <= 60 && /^[A-Z0-9]/.test(v) && !/[:@]/.test(v) && COMPANY_END.test(v) ? v : null;
}

/**
 * The name on the authority's row, else on a row over or under it (the nearest first, two at most:
 * a caption may stand between) at the authority's edge.
 */
function nameBeside(doc: TextDoc, line: Line, mc: Value): string | null {
  for (const s of line.segments) {
    const v = s.x1 <= mc.x0 ? companyIn(cellValue(s)) : null;
    if (v) return v;
  }
  const near = (other: Line) => Math.abs(other.top - line.top) <= lineHeight(line) * 1.8;
  for (const step of [-1, 1, -2, 2, -3, 3]) {
    const other = doc.lines[line.index + step];
    if (!other || other.page !== line.page || Math.abs(other.top - line.top) > lineHeight(line) * 5) continue;
    // Further than the next row, both the name and the authority are values under captions of their own.
    if (!near(other) && !captioned(doc, line, mc)) continue;
    for (const s of other.segments) {
      const value = cellValue(s);
      const v = value.x0 < mc.x1 ? companyIn(value) : null;
      if (v && Math.abs(value.x0 - mc.x0) < 4 && (near(other) || captioned(doc, other, value))) return v;
    }
  }
  return null;
}

const CAPTION = /^[A-Za-z][A-Za-z .#/&'()-]{0,34}:?$/;

/** Whether a value has its caption before it in its cell, or alone over it at its edge. */
function captioned(doc: TextDoc, line: Line, value: Value): boolean {
  if (value.caption) return true;
  const over = doc.lines[line.index - 1];
  if (!over || over.page !== line.page || line.top - over.bottom > lineHeight(line)) return false;
  return over.segments.some((s) => Math.abs(s.x0 - value.x0) < 4 && CAPTION.test(s.text.trim()));
}

// A caption naming another party's authority ("Broker MC"): its value and the name by it are theirs.
const OTHERS_CAPTION = /\b(?:broker(?:age)?|shipper|customer|bill\s*to|factor(?:ing)?)\b/i;

/** Whether the authority's caption, left of it on its row or over it, names another party. */
function captionedForOthers(doc: TextDoc, line: Line, mc: Segment, value: Value): boolean {
  if (OTHERS_CAPTION.test(value.caption)) return true;
  const left = line.segments.filter((s) => s.x1 <= mc.x0).at(-1);
  const over = doc.lines[line.index - 1]?.segments.find((s) => Math.abs(s.x0 - mc.x0) < 4);
  return [left, over].some((s) => s !== undefined && OTHERS_CAPTION.test(s.text));
}

/** Whether a cell is the carrier's authority printed as a value beside the carrier's name. */
export function isCarrierAuthority(doc: TextDoc, line: Line, seg: Segment, carrier: string | null): boolean {
  const mc = cellValue(seg);
  if (!carrier || !AUTHORITY.test(mc.text.trim()) || captionedForOthers(doc, line, seg, mc)) return false;
  return nameBeside(doc, line, mc)?.toLowerCase() === carrier.toLowerCase();
}

/** The carrier's name from a box holding its authority as a value; null when no such box names one. */
export function carrierByAuthority(doc: TextDoc): string | null {
  // Cheap check: an authority alone in a cell, not the first lines' letterhead.
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const mc = cellValue(seg);
      if (!AUTHORITY.test(mc.text.trim()) || captionedForOthers(doc, line, seg, mc)) continue;
      // The authority is a value: a caption stands before it, left of it or over it.
      const name = nameBeside(doc, line, mc);
      if (name) return name;
    }
  }
  return null;
}
