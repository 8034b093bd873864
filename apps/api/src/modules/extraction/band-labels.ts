import type { Line, Segment, TextDoc } from './layout';
import { kindOfCell } from './stop-vocabulary';

/**
 * A stop's kind printed as a short label at the left of a band ("FROM", "TO", "ORIGIN", "DEST.",
 * "SHIP FROM", "SHIP TO"), its own cell, with the stop's place ("Troy, OH 45373") beside it on the
 * same line and the rest of the stop under the place. Bare "FROM" and "TO" mean nothing to the stop
 * readers, and "DEST." is no heading they know; the label is put back as a heading ("Pickup:",
 * "Delivery:") in its own place, so the readers find the block as they find any heading's.
 */

const PLACE = /[A-Za-z][A-Za-z .'-]*,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/;
const FROM_LABEL = /^(?:from|ship(?:ped)?\s+from|ship\s*fr\.?)$/i;
const TO_LABEL = /^(?:to|ship(?:ped)?\s+to|deliver\s+to)$/i;

function bandKind(text: string): 'pickup' | 'delivery' | null {
  const t = text.trim().replace(/:$/, '').trim();
  if (t.length > 14) return null;
  if (FROM_LABEL.test(t)) return 'pickup';
  if (TO_LABEL.test(t)) return 'delivery';
  return kindOfCell(t);
}

/** Nothing else printed in the label's column for the next lines of the band (the label stands alone). */
function standsAlone(doc: TextDoc, line: Line, label: Segment, right: number): boolean {
  for (const l of doc.lines.slice(line.index + 1, line.index + 4)) {
    if (l.page !== line.page) break;
    if (l.segments.some((s) => s.x0 < right && s.x1 > label.x0 && bandKind(s.text))) break;
    if (l.segments.some((s) => s.x0 < right - 2 && s.x1 > label.x0)) return false;
  }
  return true;
}

/** The document with each band's side label turned into a heading; unchanged when there is none. */
export function withBandLabels(doc: TextDoc): TextDoc {
  let changed = false;
  const lines = doc.lines.map((line) => {
    const [label, beside] = line.segments;
    if (!label || !beside || line.segments.indexOf(label) !== 0) return line;
    const kind = bandKind(label.text);
    if (!kind || !PLACE.test(beside.text)) return line;
    // A label's own cell: a clear gap to the place, and nothing under it beside the block.
    if (beside.x0 - label.x1 < lineHeight(line) * 1.5 || !standsAlone(doc, line, label, beside.x0)) return line;
    changed = true;
    const heading = kind === 'pickup' ? 'Pickup:' : 'Delivery:';
    const segments = [{ ...label, text: heading }, ...line.segments.slice(1)];
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return changed ? { ...doc, lines } : doc;
}

function lineHeight(line: Line) {
  return Math.max(1, line.bottom - line.top);
}
