import type { Address } from './addresses';
import { STREET_START } from './addresses';
import { cellText, isHeadingRow, labelled, meaningful, segmentAt } from './doc-query';
import type { Line, TextDoc } from './layout';
import type { StopBlock } from './stop-blocks';
import { findDates, findPhones, findTimes, formatMinutes, resolveDate } from './values';

/** One stop as read from its block, before validation. */
export type StopReading = {
  type: StopBlock['type'];
  date: string | null;
  timeLower: string | null;
  timeHigher: string | null;
  facility: string | null;
  street: string | null;
  city: string;
  state: string;
  zip: string | null;
  reference: string | null;
  /** A reference read from a generic label (Ref #, PO #) rather than a pickup/delivery number. */
  referenceGeneric: boolean;
  /** The PO or Ref printed in this stop's lines, whatever the stop's own reference is. */
  genericReference: string | null;
  phone: string | null;
  block: StopBlock;
};

// Labels in front of a street or a facility name on its own line.
const LEADING_LABEL =
  /^(?:(?:stop\s*\d+\s*[:.-]?\s*)?(?:pick[\s-]?up|pickup|shipper|origin|consignee|receiver|delivery|deliver|drop[\s-]?off|drop|dropoff|pick|p\/u\s*point|d\/r\s*point|stop[\s-]?off)(?:\s*(?:#|no\.?)?\s*\d+)?(?:\s*(?:information|info|location|point|date))?\s*[:#.-]?\s+|(?:name\s*\/\s*address|address|addr|facility|location)\s*[:#.-]?\s+|(?:name|company|site|street)\s*[:#]\s*)/i;

function stripLabels(text: string): string {
  let t = text.trim();
  for (let i = 0; i < 3; i++) {
    const next = t.replace(LEADING_LABEL, '').trim();
    if (next === t) break;
    t = next;
  }
  return t.replace(/^[:#,\s-]+|[,\s]+$/g, '');
}

/** "J L G INDUSTRIES 450 SUNNYSIDE RD": a name and a street sharing one line split at the house number. */
function splitNameStreet(text: string): { name: string | null; street: string } | null {
  // The street needs two words after its number ("450 SUNNYSIDE RD"), so "HWY 15 N" stays whole.
  const m = text.match(/^(.*?[A-Za-z].*?)[,\s]+(\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z0-9.'-]+\s+[A-Za-z].*)$/);
  if (!m?.[1] || !m[2]) return null;
  return { name: m[1].replace(/[,\s]+$/, ''), street: m[2] };
}

const isDateOrTime = (t: string) => findDates(t).length > 0 || findTimes(t).length > 0;

/** Street lines above the anchor in its column, and the facility name above those. */
function streetAndFacility(doc: TextDoc, address: Address): { street: string | null; facility: string | null } {
  const before = stripLabels(address.before);
  if (before) {
    const split = STREET_START.test(before) ? { name: null, street: before } : splitNameStreet(before);
    if (split) {
      const facility = split.name
        ? stripLabels(split.name)
        : lineAbove(doc, address.line.index, address.seg.x0, address.seg.x1);
      return { street: split.street, facility: facility ? meaningful(facility) : null };
    }
  }
  if (address.zip === null) return { street: null, facility: null };
  const parts: string[] = [];
  let index = address.line.index;
  let x0 = address.seg.x0;
  let x1 = address.seg.x1;
  let facility: string | null = null;
  for (let step = 0; step < 3; step++) {
    const line = doc.lines[index - 1];
    if (!line || line.page !== address.line.page) break;
    const seg = segmentAt(line, x0, Math.max(x1, x0 + 40));
    if (!seg) break;
    index = line.index;
    const text = stripLabels(seg.text);
    if (!text || isDateOrTime(text)) break;
    if (STREET_START.test(text)) {
      parts.unshift(text);
      x0 = Math.min(x0, seg.x0);
      x1 = Math.max(x1, seg.x1);
      break;
    }
    const split = splitNameStreet(text);
    if (split && /\d/.test(split.street.split(' ')[0] ?? '')) {
      parts.unshift(split.street);
      facility = split.name;
      break;
    }
    parts.unshift(text);
  }
  if (!parts.length || !STREET_START.test(parts[0] ?? '')) {
    // No house number above: the lines were the name (a P.O. box or rural address is rare for stops).
    return { street: null, facility: parts.length ? meaningful(parts.join(' ')) : null };
  }
  facility ??= lineAbove(doc, index, x0, x1);
  return { street: parts.join(' '), facility: facility ? meaningful(facility) : null };
}

const TRAILING_CAPTION =
  /\s+(?:(?:pick\s*up|pickup|delivery|appointment|contact|ship|arrival)\s+)?(?:date|time|phone|contact|number|#|ref(?:erence)?)\s*#?:$/i;

function lineAbove(doc: TextDoc, index: number, x0: number, x1: number): string | null {
  const current = doc.lines[index];
  if (!current) return null;
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const line = doc.lines[i];
    if (!line || line.page !== current.page || current.top - line.bottom > (current.bottom - current.top) * 4)
      return null;
    const seg = segmentAt(line, x0, Math.max(x1, x0 + 40));
    if (!seg) continue;
    if (isHeadingRow(line)) return null;
    // A caption printed after the name in the same run ("... LLC Delivery Date:") is not part of it.
    const text = stripLabels(seg.text).replace(TRAILING_CAPTION, '');
    if (
      !text ||
      isDateOrTime(text) ||
      /:$/.test(text) ||
      /^(?:location|name|address|stop|facility|company)$/i.test(text)
    )
      return null;
    return text;
  }
  return null;
}

// Dates printed for something other than the stop: when the sheet was made, signed or sent.
const NOT_STOP_DATE =
  /generated|printed|created|confirm(?:ed)? date|effective|tendered|booked|sent|signed|date signed|as of/i;

function dateIn(lines: Line[], reference: Date): string | null {
  for (const line of lines) {
    for (const seg of line.segments) {
      const hit = findDates(seg.text)[0];
      if (hit && !NOT_STOP_DATE.test(seg.text.slice(0, hit.index))) return resolveDate(hit, reference);
    }
  }
  return null;
}

type TimeCandidate = { lower: number; higher: number; rank: number; order: number };

const APPOINTMENT = /appt|appointment|sched|starts? at|arrival|arrive|\bat\b|eta/i;
const WINDOW = /time|window|hours|early|late|between|from/i;
const FACILITY_HOURS = /ready|open|close|closes|available|business|operation|receiving hours|shipping hours/i;

function rankOf(context: string): number {
  if (FACILITY_HOURS.test(context)) return 0;
  if (APPOINTMENT.test(context)) return 3;
  if (WINDOW.test(context)) return 2;
  return 1;
}

/** Text beside a segment that labels it: the closest segment to its left within about a line's height. */
function leftContext(lines: Line[], line: Line, x0: number): string {
  const mid = (line.top + line.bottom) / 2;
  const h = line.bottom - line.top || 1;
  let best: { text: string; x1: number; d: number } | null = null;
  for (const l of lines) {
    if (l.page !== line.page) continue;
    for (const s of l.segments) {
      const d = Math.abs((s.top + s.bottom) / 2 - mid);
      if (s.x1 > x0 + 1 || d > h * 1.3 || !/[A-Za-z]{2}/.test(s.text)) continue;
      if (!best || s.x1 > best.x1 + 2 || (Math.abs(s.x1 - best.x1) <= 2 && d < best.d))
        best = { text: s.text, x1: s.x1, d };
    }
  }
  return best?.text ?? '';
}

function timesIn(lines: Line[], table: TableHead | null): TimeCandidate[] {
  const out: TimeCandidate[] = [];
  let order = 0;
  const timeColumn = table?.columns.find((c) => /time|appt|appointment/i.test(c.text));
  for (const [li, line] of lines.entries()) {
    for (const seg of line.segments) {
      let text = seg.text;
      // A bare "1300" counts as a time only in a Time column.
      const bare = text.match(/^([01]\d|2[0-3])([0-5]\d)$/);
      if (bare && timeColumn && seg.x0 >= timeColumn.x0 - 4 && seg.x0 < timeColumn.x1) {
        const minutes = Number(bare[1]) * 60 + Number(bare[2]);
        out.push({ lower: minutes, higher: minutes, rank: 2, order: order++ });
        continue;
      }
      // A range broken over two lines ("8:00 AM -" above "5:00 PM") is read as one.
      if (/[-–]\s*$/.test(text)) {
        const next = lines
          .slice(li + 1, li + 3)
          .flatMap((l) => l.segments)
          .find((s) => Math.abs(s.x0 - seg.x0) < 30 && findTimes(s.text)[0]?.index === 0);
        if (next) text = `${text} ${next.text}`;
      }
      const times = findTimes(text);
      for (let i = 0; i < times.length; i++) {
        const t = times[i];
        if (!t) continue;
        const context = `${leftContext(lines, line, seg.x0)} ${text.slice(0, t.index)}`;
        const next = times[i + 1];
        const between = next ? text.slice(t.end, next.index) : '';
        const joined = next && /^\s*(?:-|–|to|thru|through|until)\s*(?:[\d/.-]+\s*)?$/i.test(between);
        out.push({
          lower: t.minutes,
          higher: joined && next ? next.minutes : t.minutes,
          rank: rankOf(context),
          order: order++,
        });
        if (joined) i++;
      }
    }
  }
  return out;
}

function timeWindow(lines: Line[], table: TableHead | null): { lower: string | null; higher: string | null } {
  const best = timesIn(lines, table).sort((a, b) => b.rank - a.rank || a.order - b.order)[0];
  if (!best) return { lower: null, higher: null };
  return { lower: formatMinutes(best.lower), higher: formatMinutes(best.higher) };
}

const REF_VALUE = String.raw`\s*(?:is\s+)?[:#.]*\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)`;
const SPECIFIC_REF = new RegExp(
  String.raw`\b(?:pick[\s-]?up|pickup|pu|p\/u|delivery|deliv|del|drop|pick\/drop)\s*(?:reference|ref|number|no\.?|#|numbers)+` +
    REF_VALUE,
  'i',
);
const PARTY_REF = new RegExp(
  String.raw`\b(?:shipper|consignee|receiver)\s*(?:reference|ref|number|no\.?|#)+` + REF_VALUE,
  'i',
);
const WRAPPED_SPECIFIC_REF = /^(?:pick[\s-]?up|delivery)\s+([A-Z0-9-]*\d{3,}[A-Z0-9-]*)[;,]?$/i;
const GENERIC_REF =
  /(?:^|\s)(?:p\.?o\.?|ref(?:erence)?|customer\s*po|order)\s*(?:#|no\.?|number)?\s*[:#.]*\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)/i;

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
function referenceIn(lines: Line[], table: TableHead | null, rows: Line[]) {
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
  return found(generic, true);
}

type TableHead = { line: Line; columns: { text: string; x0: number; x1: number }[] };

function tableHead(doc: TextDoc, block: StopBlock): { head: TableHead; rows: Line[] } | null {
  const first = block.lines[0];
  if (!first) return null;
  const inside = block.lines.findIndex((l) => isHeadingRow(l));
  let headLine: Line | undefined;
  let rows: Line[];
  if (inside >= 0) {
    headLine = block.lines[inside];
    rows = block.lines.slice(inside + 1);
  } else {
    // The table's heading row is printed once, above its first stop.
    for (let i = first.index - 1; i >= Math.max(0, first.index - 16); i--) {
      const l = doc.lines[i];
      if (!l || l.page !== first.page) break;
      if (isHeadingRow(l)) {
        headLine = l;
        break;
      }
    }
    rows = block.lines;
  }
  if (!headLine) return null;
  const segs = headLine.segments;
  const columns = segs.map((s, i) => ({ text: s.text, x0: s.x0, x1: segs[i + 1]?.x0 ?? Number.POSITIVE_INFINITY }));
  return { head: { line: headLine, columns }, rows };
}

function phoneIn(doc: TextDoc, lines: Line[], table: { head: TableHead; rows: Line[] } | null): string | null {
  for (const f of labelled(doc, String.raw`phone|tel|telephone|ph|contact\s*phone|cell`, { lines, below: false })) {
    const value = f.value.trim();
    const digits = value.replace(/\D/g, '');
    // Printed as is, even when garbled ("((91) 3) -356-9439"): mostly digits and phone punctuation.
    if (digits.length >= 10 && digits.length <= 15 && /^[\d\s().+x-]+$/i.test(value.replace(/ext\.?/i, 'x')))
      return value;
  }
  if (table) {
    const col = table.head.columns.find((c) => /phone|tel/i.test(c.text));
    if (col) {
      for (const row of table.rows.slice(0, 2)) {
        const p = findPhones(cellText(row, col.x0 - 4, col.x1))[0];
        if (p) return p.value;
      }
      return null;
    }
  }
  // An unlabelled number in the stop's instructions ("have driver call ...").
  for (const line of lines) {
    if (!/call|phone|contact|text/i.test(line.text)) continue;
    const p = findPhones(line.text)[0];
    if (p) return p.value;
  }
  void doc;
  return null;
}

/** A stop number printed with the load's references ("Shipper Ref:", "Consignee Ref:") outside the stops. */
export function loadLevelStopReference(doc: TextDoc, type: StopReading['type'], stopLines: Set<number>): string | null {
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

export function readStop(doc: TextDoc, block: StopBlock, reference: Date): StopReading {
  const { street, facility } = streetAndFacility(doc, block.address);
  const table = tableHead(doc, block);
  const { lower, higher } = timeWindow(block.lines, table?.head ?? null);
  const ref = referenceIn(block.lines, table?.head ?? null, table?.rows ?? []);
  return {
    type: block.type,
    date: dateIn(block.lines, reference),
    timeLower: lower,
    timeHigher: higher,
    facility,
    street,
    city: block.address.city,
    state: block.address.state,
    zip: block.address.zip,
    reference: ref.value,
    referenceGeneric: ref.generic,
    genericReference: ref.shared,
    phone: phoneIn(doc, block.lines, table),
    block,
  };
}
