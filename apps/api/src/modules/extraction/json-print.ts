import type { Line, TextDoc } from './layout';
import { written } from './x12-segments';

/**
 * A load exported from a system as JSON and printed as it is: quoted keys in camelCase or
 * snake_case ("loadId", "postal_code"), nested objects for the parties, an array of objects for the
 * stops. Keys are no captions the readers know and the stops have no headings, so each key line is
 * written as the caption a printed sheet would use, on the line it came from: a key as words ("Load
 * ID: 8138347"), an object holding a city, a state and a postal code as an address block, an array
 * item whose type is a stop kind as a stop heading ("Pickup 1") with its timestamps as a day and a
 * window, a reference's type and value as "PO #: 123", a charge's description and amount as "Line
 * Haul: $1850.00". Braces, keys without a value and page furniture inside the JSON are dropped; lines outside it stay.
 */

/** A key and its value (`raw`, as JSON writes it) or its children, with the line it was printed on. */
export type Node = { key: string | null; line: Line; raw?: string; kids?: Node[] };

const KEY_OPEN = /^"([^"]+)"\s*:\s*([{[])$/;
const KEY_EMPTY = /^"([^"]+)"\s*:\s*(?:\{\s*\}|\[\s*\]),?$/;
const KEY_SCALAR = /^"([^"]+)"\s*:\s*(.+?),?$/;
const OPEN = /^[{[]$/;
const CLOSE = /^[}\]],?$/;
const SCALAR = /^("(?:[^"\\]|\\.)*"|-?\d[\d.]*|true|false|null),?$/;

const textOf = (line: Line) =>
  line.segments
    .map((s) => s.text)
    .join(' ')
    .trim();

/** The JSON's nodes in a tree, with the lines they take; null when the document is no JSON print. */
function parse(doc: TextDoc): { roots: Node[]; used: Set<Line> } | null {
  let keyed = 0;
  let opened = 0;
  for (const line of doc.lines) {
    const t = textOf(line);
    if (KEY_SCALAR.test(t)) keyed++;
    if (OPEN.test(t) || KEY_OPEN.test(t)) opened++;
  }
  if (keyed < 8 || opened < 2) return null;
  const roots: Node[] = [];
  const stack: Node[] = [];
  const used = new Set<Line>();
  let open: Node | null = null;
  const add = (node: Node) => {
    const top = stack[stack.length - 1];
    if (top) top.kids?.push(node);
    else roots.push(node);
  };
  for (const line of doc.lines) {
    const t = textOf(line);
    // A long string wrapped onto the next line goes on there.
    if (open?.raw !== undefined) {
      open.raw += ` ${t}`;
      used.add(line);
      if (/"\s*,?$/.test(t)) {
        open.raw = open.raw.replace(/,$/, '');
        open = null;
      }
      continue;
    }
    const opening = t.match(KEY_OPEN);
    const empty = t.match(KEY_EMPTY);
    const keyed = t.match(KEY_SCALAR);
    const item = t.match(SCALAR);
    if (opening || OPEN.test(t)) {
      const node: Node = { key: opening?.[1] ?? null, line, kids: [] };
      add(node);
      stack.push(node);
    } else if (CLOSE.test(t) && stack.length) stack.pop();
    else if (empty) add({ key: empty[1] ?? '', line, kids: [] });
    else if (keyed && stack.length) {
      const node: Node = { key: keyed[1] ?? '', line, raw: keyed[2] ?? '' };
      add(node);
      if (/^"/.test(node.raw ?? '') && !/^".*"$/.test(node.raw ?? '')) open = node;
    } else if (item && stack.length) add({ key: null, line, raw: item[1] ?? '' });
    // A page's foot or head printed inside the JSON (the export runs over pages) is no part of it.
    else if (!stack.length) continue;
    used.add(line);
  }
  return { roots, used };
}

function scalarOf(raw: string): string | number | boolean | null {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null ? v : raw;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

const ABBREVIATIONS = /^(?:id|mc|dot|usdot|po|bol|bl|so|scac|fsc|eta|etd|pu|del|ref|zip)$/i;
const UNITS = /^(?:lbs?|kgs?|mi|usd|cad)$/i;

/** A key as the words of a caption: "loadId" "Load ID", "weight_lbs" "Weight (lbs)". */
export function captionOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const unit = words.length > 1 && UNITS.test(last) ? ` (${last.toLowerCase()})` : '';
  const shown = (unit ? words.slice(0, -1) : words).map((w) =>
    ABBREVIATIONS.test(w) ? w.toUpperCase() : `${w.charAt(0).toUpperCase()}${w.slice(1)}`,
  );
  return `${shown.join(' ')}${unit}`;
}

const words = (key: string | null) => captionOf(key ?? '').toLowerCase();
// With the stop reason codes of EDI tenders: LD a load, UL an unload.
const PICKUP = /^(?:pick ?up|pu|p\/u|load|loading|origin|shipper|ship from|ld)$/i;
const DELIVERY =
  /^(?:delivery|deliver|drop|drop ?off|del|unload|unloading|destination|consignee|receiver|ship to|stop ?off|ul)$/i;
const KIND_KEY = /\b(?:type|kind|activity|action|purpose|event)\b/;
const STAMP = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)/;
const MONEY_KEY = /\b(?:rate|amount|total|pay|charge|cost|price|linehaul|haul|fuel)\b/;

const scalars = (n: Node) => (n.kids ?? []).filter((k) => k.raw !== undefined);
const kidBy = (n: Node, re: RegExp) => scalars(n).find((k) => re.test(words(k.key)));
const text = (n: Node | undefined) => {
  const v = n?.raw === undefined ? null : scalarOf(n.raw);
  return v === null ? '' : String(v).trim();
};

function kindOf(n: Node): 'pickup' | 'delivery' | null {
  for (const k of scalars(n)) {
    if (!KIND_KEY.test(words(k.key))) continue;
    const v = text(k);
    if (PICKUP.test(v)) return 'pickup';
    if (DELIVERY.test(v)) return 'delivery';
  }
  return null;
}

/** A scalar as a caption's value: Yes / No for booleans, dollars for amounts, the day of a timestamp. */
function shown(n: Node): string {
  const v = n.raw === undefined ? null : scalarOf(n.raw);
  if (v === null || v === '') return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'number' && MONEY_KEY.test(words(n.key)) && !/\b(?:miles|weight)\b/.test(words(n.key)))
    return `$${v.toFixed(2)}`;
  const stamp = String(v).match(STAMP);
  return stamp ? (stamp[1] ?? '') : String(v);
}

/** The captions each line is written as. */
function captions(roots: Node[]): Map<Line, string[]> {
  const out = new Map<Line, string[]>();
  const put = (line: Line, t: string) => {
    if (t) out.set(line, [...(out.get(line) ?? []), t]);
  };
  const counts = { pickup: 0, delivery: 0 };

  const address = (n: Node) => {
    const city = kidBy(n, /\bcity\b/);
    const state = kidBy(n, /\b(?:state|province|region)\b/);
    const zip = kidBy(n, /\b(?:zip|postal|postcode)\b/);
    if (!city || !state || !zip) return false;
    for (const k of scalars(n)) {
      const w = words(k.key);
      if (k === city) put(k.line, `${text(city)}, ${text(state)} ${text(zip)}`);
      else if (k === state || k === zip || /\bcountry\b/.test(w)) continue;
      else if (/\b(?:name|company|facility)\b|^line ?\d$|\b(?:street|address|addr)\d?\b/.test(w)) put(k.line, text(k));
      else scalar(k, false);
    }
    return true;
  };

  const flatPlace = (n: Node): Set<Node> => {
    const city = kidBy(n, /\bcity\b/);
    const state = kidBy(n, /\b(?:state|province|region)\b/);
    const zip = kidBy(n, /\b(?:zip|postal|postcode)\b/);
    if (!city || !state || !zip) return new Set();
    const done = new Set<Node>([city, state, zip]);
    for (const k of scalars(n)) {
      if (done.has(k)) continue;
      if (
        /^(?:name|company|facility|location|shipper|consignee|receiver)$|\b(?:street|address|addr)\d?\b/.test(
          words(k.key),
        )
      ) {
        put(k.line, text(k));
        done.add(k);
      }
    }
    put(city.line, `${text(city)}, ${text(state)} ${text(zip)}`);
    return done;
  };

  const scalar = (k: Node, inStop: boolean) => {
    const v = shown(k);
    if (!v || k.key === null) return;
    const w = words(k.key);
    if (inStop) {
      if (KIND_KEY.test(w) || /^(?:seq|sequence|stop (?:no|num|number|seq)|index|order)$/.test(w)) return;
      if (/\bdate\b/.test(w)) return put(k.line, `Date: ${v}`);
      if (/\b(?:time|window|hours)\b|^appointment$/.test(w)) return put(k.line, `Time: ${v}`);
      if (/\b(?:ref|reference|confirmation|appointment)\b/.test(w)) return put(k.line, `Ref #: ${v}`);
      if (/\b(?:phone|tel)\b/.test(w)) return put(k.line, `Phone: ${v}`);
    }
    put(k.line, `${captionOf(k.key)}: ${v}`);
  };

  const walk = (n: Node, inStop: boolean, prefix: string) => {
    if (n.raw !== undefined) return scalar(n, inStop);
    const kids = n.kids ?? [];
    if (kids.length && kids.every((k) => k.raw !== undefined && k.key === null)) {
      // A list of values under one key: "poNumbers": ["123", "456"].
      if (n.key) put(n.line, `${captionOf(n.key)}: ${kids.map(text).filter(Boolean).join(', ')}`);
      return;
    }
    const kind = n.key === null ? kindOf(n) : null;
    if (kind) {
      counts[kind] += 1;
      put(n.line, `${kind === 'pickup' ? 'Pickup' : 'Delivery'} ${counts[kind]}`);
      // The window's two timestamps as a day and hours, on the first one's line.
      const stamps = scalars(n).filter((k) => STAMP.test(text(k)));
      const [first, last] = [stamps[0], stamps[stamps.length - 1]];
      const a = text(first).match(STAMP);
      const b = text(last).match(STAMP);
      if (first && a) put(first.line, `Date: ${a[1]}`);
      if (first && a && b) put(first.line, `Time: ${a[2]}${b[2] !== a[2] ? ` - ${b[2]}` : ''}`);
      // A window as two values of their own ("open" and "close", "from" and "to").
      const open = kidBy(n, /^(?:open|opens|from|start|earliest)$/);
      const close = kidBy(n, /^(?:close|closes|to|end|latest)$/);
      if (open && close) put(open.line, `Time: ${text(open)} - ${text(close)}`);
      // A stop whose place is in fields of its own, not in an object: written as an address block.
      const placed = flatPlace(n);
      for (const k of kids) if (!stamps.includes(k) && k !== open && k !== close && !placed.has(k)) walk(k, true, '');
      return;
    }
    if (address(n)) return;
    const type = kidBy(n, /^(?:type|kind|qualifier|code)$/);
    const value = kidBy(n, /^(?:value|number|id|ref|reference)$/);
    if (type && value && scalars(n).length === 2) return put(value.line, `${text(type)} #: ${text(value)}`);
    const amount = kidBy(n, /^(?:amount|total|charge|value)$/);
    const label = kidBy(n, /^(?:description|desc|name|label)$/) ?? kidBy(n, /^(?:code|type)$/);
    if (amount && label && n.key === null)
      return put(amount.line, `${text(label)}: ${shown({ ...amount, key: 'amount' })}`);
    // A party: its name under the key's caption, its other values captioned with it ("Carrier MC Number").
    const name = n.key ? kidBy(n, /^name$/) : undefined;
    const party = name && n.key ? captionOf(n.key) : '';
    for (const k of kids) {
      if (k === name) put(k.line, `${party}: ${text(k)}`);
      else if (party && k.raw !== undefined && k.key) {
        const v = shown(k);
        if (v) put(k.line, `${party} ${captionOf(k.key)}: ${v}`);
      } else walk(k, inStop, prefix);
    }
  };
  for (const r of roots) walk(r, false, '');
  return out;
}

function moved(line: Line, page: number, by: number): Line {
  const segments = line.segments.map((s) => ({
    ...s,
    page,
    top: s.top + by,
    bottom: s.bottom + by,
    words: s.words.map((w) => ({ ...w, page, top: w.top + by, bottom: w.bottom + by })),
  }));
  return { ...line, page, top: line.top + by, bottom: line.bottom + by, segments };
}

/** The document with a printed JSON export's keys written as captions; any other document as it is. */
export function withJsonPrint(doc: TextDoc): TextDoc {
  const parsed = parse(doc);
  return parsed ? withCaptionTree(doc, parsed.roots, parsed.used) : doc;
}

/**
 * The document with an export's tree (its keys and values, the lines they take in `used`) written
 * as the captions a printed sheet would use, on the lines they came from; the export's other lines dropped.
 */
export function withCaptionTree(doc: TextDoc, roots: Node[], used: Set<Line>): TextDoc {
  const parsed = { roots, used };
  const texts = captions(parsed.roots);
  const lines: Line[] = [];
  // The export is one stream: its lines on later pages go on below the earlier ones, as on one long
  // page, so that a stop split by a page break reads as one.
  type Shift = { page: number; by: number };
  let shift = null as Shift | null;
  let previous = null as Line | null;
  for (const line of doc.lines) {
    if (!parsed.used.has(line)) {
      lines.push(shift && line.page === previous?.page ? moved(line, shift.page, shift.by) : line);
      continue;
    }
    if (previous && line.page !== previous.page) {
      const lead = previous.bottom - previous.top;
      shift = { page: shift?.page ?? previous.page, by: (shift?.by ?? 0) + previous.bottom + lead * 0.4 - line.top };
    }
    previous = line;
    const t = texts.get(line);
    if (!t?.length) continue;
    const out = written(line, t);
    lines.push(shift ? moved(out, shift.page, shift.by) : out);
  }
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
