import { labelled } from './doc-query';
import type { Segment, TextDoc } from './layout';

/**
 * The load's own reference numbers (purchase orders, bills of lading, customer and sales orders),
 * each label's list read whole ("PO #: 123, 456 / P789").
 */

const NUMBER = String.raw`\s*(?:#|no\.?|nos\.?|numbers?|s)?`;
// The load's own reference numbers: purchase orders, bills of lading, customer and sales orders.
const REF_LABELS = [
  String.raw`customer\s*(?:po|ref(?:erence)?)${NUMBER}`,
  String.raw`shipper\s*ref(?:erence)?\s*(?:#|no\.?)?|consignee\s*ref(?:erence)?\s*(?:#|no\.?)?`,
  String.raw`reference\s*(?:#|no\.?|numbers?)|ref\s*#|release${NUMBER}|segment\s*#`,
  String.raw`p\.?\s?o\.?${NUMBER}|purchase\s*orders?${NUMBER}`,
  String.raw`bol${NUMBER}|b\/l${NUMBER}|bills?\s*of\s*lading${NUMBER}`,
  String.raw`(?:customer\s*|sales\s*)?order\s*(?:ref(?:erence)?|#|no\.?|number)|so\s*#|sales\s*orders?${NUMBER}`,
].join('|');

const REFERENCE_ID = /^[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*$/i;

/** "SO123, 4567 / P890": the identifiers at the start of a value, up to the first word that is not one. */
export function referenceList(value: string): string[] {
  const out: string[] = [];
  for (const token of value.split(/[\s,;/&]+|\band\b/i).filter(Boolean)) {
    const t = token.replace(/^#|[.:]$/g, '');
    if (!REFERENCE_ID.test(t) || t.length < 4) break;
    out.push(t);
  }
  return out;
}

export function otherReferences(doc: TextDoc, stops: StopsSeen, loadNo: string | null): string[] {
  const out: string[] = [];
  for (const f of labelled(doc, REF_LABELS)) {
    if (/^box\b/i.test(f.value)) continue;
    if (stops.segments.has(f.seg)) continue;
    for (const value of referenceList(f.value))
      if (value !== loadNo && !stops.references.has(value) && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Where the stops were read, and the references they took: the load's own references are elsewhere. */
export type StopsSeen = { lines: Set<number>; segments: Set<Segment>; references: Set<string> };
