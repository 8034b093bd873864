import { cellText, labelled } from './doc-query';
import type { Line, TextDoc } from './layout';
import type { StopType } from './stop-blocks';
import type { TableHead } from './stop-table';
import { findDates, findTimes } from './values';

const isDateOrTime = (t: string) => findDates(t).length > 0 || findTimes(t).length > 0;

const REF_VALUE = String.raw`\s*(?:is\s+)?[:#.]*\s*([A-Z0-9][A-Z-]*\d[A-Z0-9-]*)`;
const SPECIFIC_REF = new RegExp(
  String.raw`\b(?:pick[\s-]?up|pickup|pu|p\/u|delivery|deliv|del|drop|pick\/drop)\s*(?:(?:reference|ref|number|no\.?|#|numbers|appt|conf(?:irmation)?)(?![a-z\d])\s*)+` +
    REF_VALUE,
  'i',
);
const PARTY_REF = new RegExp(
  String.raw`\b(?:shipper|consignee|receiver|receiving)\s*(?:(?:reference|ref|number|no\.?|#|conf(?:irmation)?\.?)(?![a-z])\s*)+` +
    REF_VALUE,
  'i',
);
// A stop's appointment or confirmation number: its reference when nothing else is printed with it.
const OWN_NUMBER = new RegExp(
  String.raw`\b(?:appt|appointment|confirmation|conf)\s*(?:number|no\.?|#)+` + REF_VALUE,
  'i',
);
const WRAPPED_SPECIFIC_REF = /^(?:pick[\s-]?up|delivery)\s+([A-Z0-9-]*\d{3,}[A-Z0-9-]*)[;,]?$/i;
const GENERIC_REF =
  /(?:^|\s)(?:p\.?o\.?|ref(?:erence)?|customer\s*po|order)\s*(?:#|no\.?|number)?\s*[:#.]*\s*([A-Z0-9][A-Z-]*\d[A-Z0-9-]*)/i;

function isRefValue(v: string) {
  // A bare 10-digit number is as likely a reference as a phone; punctuation makes it a phone.
  return v.length >= 4 && !isDateOrTime(v) && !/[()]|\d{3}[.-]\d{3}[.-]\d{4}/.test(v);
}

/** A "PO" or "Ref" printed in the stop's lines or its table row (which may be the whole load's). */
function genericReference(texts: string[], table: TableHead | null, rows: Line[]): string | null {
  if (table) {
    for (const col of table.columns) {
      if (!/p\.?o\b|ref/i.test(col.text) || /pick|drop|deliv/i.test(col.text)) continue;
      for (const row of rows.slice(0, 2)) {
        const value = cellText(row, col.x0 - 4, col.x1).split(/[\s;,/]+/)[0] ?? '';
        if (isRefValue(value) && /\d/.test(value)) return value;
      }
    }
  }
  for (const text of texts) {
    const g = text.match(GENERIC_REF);
    if (g?.[1] && isRefValue(g[1])) return g[1];
  }
  return null;
}

/** The stop's own reference: a pickup/delivery number first, else a shipper/consignee number, else a PO or Ref. */
export function referenceIn(lines: Line[], table: TableHead | null, rows: Line[]) {
  const texts = lines.map((l) => l.text);
  const joined = texts.join(' ');
  const generic = genericReference(texts, table, rows);
  const found = (value: string | null | undefined, isGeneric: boolean) => ({
    value: value ?? null,
    generic: isGeneric,
    shared: generic,
  });
  for (const seg of lines.flatMap((l) => l.segments)) {
    const w = seg.text.match(WRAPPED_SPECIFIC_REF);
    if (w?.[1] && isRefValue(w[1])) return found(w[1], false);
    const s = seg.text.match(SPECIFIC_REF);
    if (s?.[1] && isRefValue(s[1])) return found(s[1], false);
  }
  const s = joined.match(SPECIFIC_REF);
  if (s?.[1] && isRefValue(s[1])) return found(s[1], false);
  if (table) {
    for (const col of table.columns) {
      if (!/pick|drop|deliv/i.test(col.text) || /phone|date|time|weight|wgt|count|pallet|piece/i.test(col.text))
        continue;
      for (const row of rows.slice(0, 2)) {
        const value = cellText(row, col.x0 - 4, col.x1).split(/[\s;,/]+/)[0] ?? '';
        if (isRefValue(value) && /\d/.test(value)) return found(value, false);
      }
    }
  }
  const p = joined.match(PARTY_REF);
  if (p?.[1] && isRefValue(p[1])) return found(p[1], false);
  const own = generic ? null : joined.match(OWN_NUMBER)?.[1];
  if (own && isRefValue(own)) return found(own, false);
  return found(generic, true);
}

/** A stop number printed with the load's references ("Shipper Ref:", "Consignee Ref:") outside the stops. */
export function loadLevelStopReference(doc: TextDoc, type: StopType, stopLines: Set<number>): string | null {
  const label =
    type === 'pickup'
      ? String.raw`shipper\s*ref(?:erence)?\s*(?:#|no\.?)?|pick\s*up\s*(?:#|no\.?|number)|pickup\s*(?:#|no\.?|number)`
      : String.raw`consignee\s*ref(?:erence)?\s*(?:#|no\.?)?|receiver\s*ref(?:erence)?|delivery\s*(?:#|no\.?|number)`;
  for (const f of labelled(doc, label, { below: false })) {
    const v = f.value.split(/[\s,;]+/)[0] ?? '';
    if (!stopLines.has(f.line.index) && /\d/.test(v) && isRefValue(v)) return v;
  }
  return null;
}
