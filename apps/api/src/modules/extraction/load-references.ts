import { labelled } from './doc-query';
import type { Segment, TextDoc } from './layout';

/**
 * The load's own reference numbers (purchase orders, bills of lading, customer and sales orders),
 * each label's list read whole ("PO #: 123, 456 / P789").
 */

const NUMBER = String.raw`\s*(?:#s?|no\.?|nos\.?|numbers?|\(s\)|s)?`;
// The load's own reference numbers: purchase orders, bills of lading, customer and sales orders.
const REF_LABELS = [
  String.raw`customer\s*(?:po|ref(?:erence)?)${NUMBER}`,
  String.raw`shipper\s*ref(?:erence)?\s*(?:#|no\.?)?|consignee\s*ref(?:erence)?\s*(?:#|no\.?)?`,
  String.raw`ref(?:erence)?\s*(?:#s?|nos?\.?|numbers?)|ref\s*#|release${NUMBER}|segment\s*#`,
  // A list under a general caption ("Refs:", "Additional References", "Other Ref #s").
  String.raw`(?:additional|other|load|shipment)\s*ref(?:erence)?s?${NUMBER}|refs|references`,
  String.raw`cust(?:omer)?\.?\s*(?:po|ref(?:erence)?|orders?)${NUMBER}`,
  String.raw`p(?:\.|\/)?\s?o\.?${NUMBER}|purchase\s*orders?${NUMBER}`,
  String.raw`bol${NUMBER}|b\/l${NUMBER}|bl\s*(?:#|no\.?|number)|bills?\s*of\s*lading${NUMBER}`,
  String.raw`(?:customer\s*|sales\s*)?order\s*(?:ref(?:erence)?|#s?|nos?\.?|numbers?)|so\s*#|so(?=\s*:)|sales\s*orders?${NUMBER}`,
  // The same under the other words buyers and shippers use: a client's or buyer's order, a purchase
  // requisition, a straight bill or shipping document, a sales document, a job order.
  String.raw`(?:client|buyer)\s*(?:po|ref(?:erence)?|orders?|doc(?:ument)?)${NUMBER}`,
  String.raw`(?:purchasing|procurement|requisition)\s*(?:ref(?:erence)?|doc(?:ument)?)?${NUMBER}`,
  String.raw`(?:straight\s*bill|shipping\s*doc(?:ument)?|lading\s*slip|freight\s*receipt|sales\s*doc(?:ument)?|job\s*order)${NUMBER}`,
].join('|');

// An identifier holds a digit after its first character. Written as letters and dashes up to that
// digit (not "any up to some digit"), a long run of figures is tried once, not once per figure.
const REFERENCE_ID = /^[A-Z0-9][A-Z-]*\d[A-Z0-9-]*$/i;
// A kind's caption inside a list ("PO 123; BOL# 456 | SO 789"): dropped, its number kept.
const KIND_IN_LIST = new RegExp(
  String.raw`(?:^|[\s,;/|&])(?:${REF_LABELS}|po|bol|so|b\/l|bl)(?![a-z0-9])\s*[:#.]*(?=\s*[A-Z0-9])`,
  'gi',
);

const IN_SENTENCE = new RegExp(
  String.raw`(?:^|[\s(;,:])(?:${REF_LABELS}|po|bol)(?![a-z0-9])\s*[:#.]*\s*([A-Z0-9][A-Z-]*\d[A-Z0-9-]*)(?![A-Za-z0-9])`,
  'gi',
);

/** "SO123, 4567 / P890": the identifiers at the start of a value, up to the first word that is not one. */
export function referenceList(value: string): string[] {
  const out: string[] = [];
  const bare = value.replace(KIND_IN_LIST, ' ');
  for (const token of bare.split(/[\s,;/&|]+|\band\b/i).filter(Boolean)) {
    const t = token.replace(/^#|[.:]$/g, '');
    if (!REFERENCE_ID.test(t) || t.length < 4) break;
    out.push(t);
  }
  return out;
}

/** "... on all paperwork: PO # 123; BOL 456.": references named inside a sentence, each after its kind. */
function inSentences(doc: TextDoc, stops: StopsSeen): string[] {
  const out: string[] = [];
  for (const line of doc.lines)
    for (const seg of line.segments) {
      if (seg.text.split(/\s+/).length <= 9 || stops.segments.has(seg)) continue;
      // "PO(s) SO847, 38921, 24793; Bill of Lading 2217": each kind's whole list, up to the next word.
      for (const m of seg.text.matchAll(IN_SENTENCE)) {
        if (!m[1] || m[1].length < 4) continue;
        const from = (m.index ?? 0) + m[0].length - m[1].length;
        for (const value of [m[1], ...referenceList(seg.text.slice(from)).slice(1)])
          if (!out.includes(value)) out.push(value);
      }
    }
  return out;
}

// A list in which every number is given its kind: "PO 123, BOL 456, SO SO789".
const TAGGED_LIST = /^(?:(?:po|so|bol|b\/l)\s*#?\s*[A-Z0-9-]*\d[A-Z0-9-]*\s*(?:[,;]\s*|$))+$/i;

/** A bare "Ref:" caption is the load's list only when each of its numbers is tagged with its kind. */
function taggedLists(doc: TextDoc, stops: StopsSeen) {
  return labelled(doc, String.raw`ref|refs?\.`).filter(
    (f) => !stops.segments.has(f.seg) && TAGGED_LIST.test(f.value.trim()),
  );
}

// A caption of any wording that names a reference: "... Ref", "... Ref #", "... No.", "... Number", "... #".
const REFERENCE_CAPTION = String.raw`(?:[a-z]+ ){0,2}[a-z]+ ?(?:ref(?:erence)?\.?|no\.|#|number)`;
// Numbers that are someone else's or the load's own, not a reference of the load.
const NOT_A_REFERENCE =
  /(?:^mc|dot)\s*#?\s*$|\b(?:mc|dot|usdot|scac|docket|pallets?|pieces|pcs|weight|qty|container|authority|licen[cs]e|phone|fax|tel|invoice|seal|trailer|truck|tractor|pickup|pick up|delivery|carrier|driver|stop|dock|account|tax|ein|load|trip|confirmation|tender|quote|pro|operating|desk|hotline|cell|mobile|zip|suite)\b/i;

/** Where the sheet's head ends: at the first of the stops' lines. */
export function headEnd(doc: TextDoc, stopLines: Set<number>): number {
  return Math.min(doc.lines.length, ...stopLines);
}

/**
 * References under captions of the sheet's own wording, printed in its head above the stops: a
 * caption that names a number of something ("Procure Ref", "Client File #") whose value is a list
 * of identifiers, unless it names the load, a party's authority or a telephone.
 */
function headReferences(doc: TextDoc, stops: StopsSeen): string[][] {
  const head = headEnd(doc, stops.lines);
  return labelled(doc, REFERENCE_CAPTION, { below: true, lines: doc.lines.slice(0, head) })
    .filter((f) => f.line.page === 0 && !NOT_A_REFERENCE.test(f.label))
    .map((f) => referenceList(f.value.split(/\s*[;•]\s*|\s+[–—]\s+/)[0] ?? ''))
    .filter((l) => !l.some((v) => /^(?:mc|dot)/i.test(v)));
}

export function otherReferences(doc: TextDoc, stops: StopsSeen, loadNo: string | null): string[] {
  const out: string[] = [];
  const found = labelled(doc, REF_LABELS).filter((f) => !/^box\b/i.test(f.value) && !stops.segments.has(f.seg));
  const lists = [...found, ...taggedLists(doc, stops)].map((f) => referenceList(f.value));
  lists.push(...headReferences(doc, stops));
  if (!lists.some((l) => l.length)) lists.push(inSentences(doc, stops));
  for (const list of lists) {
    for (const value of list)
      if (value !== loadNo && !stops.references.has(value) && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Where the stops were read, and the references they took: the load's own references are elsewhere. */
export type StopsSeen = { lines: Set<number>; segments: Set<Segment>; references: Set<string> };
