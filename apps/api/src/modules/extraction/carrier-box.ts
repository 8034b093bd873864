import type { Line, Segment, TextDoc } from './layout';

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

/** The company name a value cell holds, without a factor after "%" or "c/o"; null when it is none. */
function companyIn(seg: Segment): string | null {
  const v = seg.text
    .replace(/\s*(?:%|\bc\/o\b).*$/i, '')
    .trim()
    .replace(/,$/, '');
  return v.length <= 60 && /^[A-Z0-9]/.test(v) && !/[:@]/.test(v) && COMPANY_END.test(v) ? v : null;
}

/** The name on the authority's row, else on the row over or under it at the name's edge. */
function nameBeside(doc: TextDoc, line: Line, mc: Segment): string | null {
  for (const s of line.segments) {
    const v = s !== mc && s.x1 <= mc.x0 ? companyIn(s) : null;
    if (v) return v;
  }
  for (const step of [-1, 1]) {
    const other = doc.lines[line.index + step];
    if (!other || other.page !== line.page) continue;
    for (const s of other.segments) {
      const v = s.x0 < mc.x1 ? companyIn(s) : null;
      if (v && Math.abs(s.x0 - mc.x0) < 4) return v;
    }
  }
  return null;
}

// A caption naming another party's authority ("Broker MC"): its value and the name by it are theirs.
const OTHERS_CAPTION = /\b(?:broker(?:age)?|shipper|customer|bill\s*to|factor(?:ing)?)\b/i;

/** Whether the authority's caption, left of it on its row or over it, names another party. */
function captionedForOthers(doc: TextDoc, line: Line, mc: Segment): boolean {
  const left = line.segments.filter((s) => s.x1 <= mc.x0).at(-1);
  const over = doc.lines[line.index - 1]?.segments.find((s) => Math.abs(s.x0 - mc.x0) < 4);
  return [left, over].some((s) => s !== undefined && OTHERS_CAPTION.test(s.text));
}

/** Whether a cell is the carrier's authority printed as a value beside the carrier's name. */
export function isCarrierAuthority(doc: TextDoc, line: Line, seg: Segment, carrier: string | null): boolean {
  if (!carrier || !AUTHORITY.test(seg.text.trim()) || captionedForOthers(doc, line, seg)) return false;
  return nameBeside(doc, line, seg)?.toLowerCase() === carrier.toLowerCase();
}

/** The carrier's name from a box holding its authority as a value; null when no such box names one. */
export function carrierByAuthority(doc: TextDoc): string | null {
  // Cheap check: an authority alone in a cell, not the first lines' letterhead.
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      if (!AUTHORITY.test(seg.text.trim()) || captionedForOthers(doc, line, seg)) continue;
      // The authority is a value: a caption cell stands left of it or over it.
      const name = nameBeside(doc, line, seg);
      if (name) return name;
    }
  }
  return null;
}
