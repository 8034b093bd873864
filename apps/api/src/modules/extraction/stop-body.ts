import { type Line, lineHeight, type TextDoc } from './layout';
import type { StopBlock } from './stop-blocks';
import { findMoney } from './values';

/** A gap of more than a text height between the line and the one printed above it. */
function blankAbove(doc: TextDoc, line: Line): boolean {
  const above = doc.lines[line.index - 1];
  return !!above && above.page === line.page && line.top - above.bottom > lineHeight(line) * 0.9;
}

// Captions of the load's cargo and pay, and of its list of references ("Shipment Refs:", "Ref Nos:"),
// which a stop's own lines do not hold.
const LOAD_FACT =
  /^(?:commodity|weight|gross\s*weight|equipment|trailer|pieces|pallets|total|line\s*haul|freight\s*charge|rate|(?:shipment|customer|load|other|additional)\s*refs|ref(?:erence)?s\s*:|ref(?:erence)?\s*nos\b)/i;

/**
 * The lines of a stop that are surely its own: up to a blank band past its address with the load's
 * cargo or pay on the line after it. A stop with no heading after it in its column runs on into the
 * load's facts printed under the stops (the references, the cargo); the stop reader keeps them all,
 * the load's readers take those back.
 */
export function stopBody(doc: TextDoc, block: StopBlock): Line[] {
  const loadFact = (l: Line) => l.segments.some((s) => LOAD_FACT.test(s.text) || findMoney(s.text).length > 0);
  const cut = block.lines.findIndex((l) => l.index > block.address.line.index && blankAbove(doc, l) && loadFact(l));
  return cut < 0 ? block.lines : block.lines.slice(0, cut);
}
