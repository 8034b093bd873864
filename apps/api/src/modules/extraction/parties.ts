import { labelled, meaningful } from './doc-query';
import type { Line, Segment, TextDoc } from './layout';
import { EMAIL } from './values';

/**
 * Who issued the sheet: the carrier named on it (to be told apart), the broker's mail domain (its
 * own people write from it), and the lines that belong to the carrier's block.
 */

const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|comcast|att|sbc(?:global)?|verizon|protonmail|proton|gmx|mail|zoho|yandex|bellsouth|charter|cox|earthlink)\./i;
// Platforms that appear on many brokers' sheets (payment, tracking, load boards).
const PLATFORM =
  /^(?:triumphpay|highway|macropoint|fourkites|project44|trucker ?tools|rmis|dat|truckstop|carrier ?assure|rts|otr)/i;

export type Parties = {
  carrierName: string | null;
  brokerDomain: string | null;
  carrierZones: Zone[];
};

// "Carrier:", "Carrier Name", "Carrier #", or "Carrier" alone in its cell; not "Carrier Load Confirmation".
const CARRIER_LABEL = /^carrier(?:'s)?(?:\s*legal)?(?:\s*name)?\s*(?::|#|$)/i;

const NOT_A_NAME =
  /^(?:signature|contact|sales|rep\b|name\b|information|info|agrees|may|must|shall|will|is\b|certif|acknowledg|responsible|legal|phone|fax|email|mc\b|dot\b|pay|terms|and\b|or\b|the\b|to\b|of\b|confirmation|rate|load|invoice|agent|representative|driver|dispatch|#|\*)/i;

function asCarrierName(raw: string): string | null {
  const v = meaningful(
    raw
      .replace(/^[-\s:]+/, '')
      .replace(/[\]\s]+$/, '')
      .replace(/\s*\(?\s*(?:mc|dot|usdot)\s*#?.*$/i, '')
      .replace(/\s+-\s+T\d+$/, ''),
  );
  if (!v || !/^[A-Z0-9]/.test(v) || !/[A-Za-z]{3}/.test(v) || NOT_A_NAME.test(v) || v.length > 60 || /[:#@]/.test(v))
    return null;
  if (v.split(/\s+/).length > 7 || (/[.!?]$/.test(v) && !/\b(?:inc|llc|co|corp|ltd)\.$/i.test(v))) return null;
  return v;
}

/** The carrier the sheet is addressed to: "Carrier (Legal) Name", "Carrier:", or a name printed over a "Carrier Name" line. */
export function carrierName(doc: TextDoc): string | null {
  for (const f of labelled(doc, String.raw`carrier(?:'s)?\s*legal\s*name|carrier(?:'s)?\s*name`, { below: false })) {
    const v = f.via === 'inline' ? asCarrierName(f.value) : null;
    if (v) return v;
  }
  // Signature blocks print the name above its caption.
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      if (!/^carrier\s*name$/i.test(seg.text)) continue;
      const above = doc.lines[line.index - 1];
      const over = above?.segments.find((s) => s.x0 < seg.x1 && s.x1 > seg.x0);
      const v = over && asCarrierName(over.text);
      if (v) return v;
    }
  }
  // "Carrier: Name" or "Carrier" with the name in the next cell; not "Carrier Representative Signature".
  for (const f of labelled(doc, 'carrier', { below: false })) {
    const v = f.via === 'right' || /^carrier\s*:/i.test(f.seg.text) ? asCarrierName(f.value) : null;
    if (v) return v;
  }
  // A "Carrier" section whose table has a Name column.
  for (const line of doc.lines) {
    if (!/^carrier\s*(?:contact|information|info|details)\b/i.test(line.segments[0]?.text ?? '')) continue;
    for (const f of labelled(doc, 'name', { lines: doc.lines.slice(line.index + 1, line.index + 3) })) {
      const v = f.via === 'below' ? asCarrierName(f.value) : null;
      if (v) return v;
    }
  }
  return null;
}

/** Where the carrier is described: its label's or name's line, and the few lines under it in that column. */
function carrierZones(doc: TextDoc, name: string | null): Zone[] {
  const out: Zone[] = [];
  const lower = name?.toLowerCase();
  const DETAIL =
    /(?:phone|email|e-mail|fax|mc|dot|attn|contact|cell|^p:|^e:|@|\d{3}\D{0,2}\d{3}\D?\d{4}|truck|trailer|driver|dispatcher)/i;
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const starts = CARRIER_LABEL.test(seg.text) && seg.text.length < 80;
      const named = lower && seg.text.toLowerCase().includes(lower) && seg.text.length < lower.length + 40;
      if (!starts && !named) continue;
      const x0 = seg.x0 - 10;
      const x1 = seg.x0 + 250;
      out.push({ line: line.index, x0, x1 });
      let misses = 0;
      for (let i = line.index + 1; i <= line.index + 6 && misses < 2; i++) {
        const next = doc.lines[i];
        if (!next || next.page !== line.page) break;
        if (next.segments.some((s) => s.x0 >= x0 && s.x0 <= x1 && DETAIL.test(s.text))) {
          out.push({ line: i, x0, x1 });
          misses = 0;
        } else misses++;
      }
    }
  }
  return out;
}

type Zone = { line: number; x0: number; x1: number };

export function inCarrierZone(parties: Parties, line: Line, seg: Segment): boolean {
  return parties.carrierZones.some((z) => z.line === line.index && seg.x0 >= z.x0 && seg.x0 <= z.x1);
}

export function emailsOf(doc: TextDoc): { value: string; line: Line; seg: Segment }[] {
  const out: { value: string; line: Line; seg: Segment }[] = [];
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      for (const m of seg.text.matchAll(EMAIL)) out.push({ value: m[0].replace(/\.$/, ''), line, seg });
    }
  }
  return out;
}

const domainOf = (email: string) => (email.split('@')[1] ?? '').toLowerCase();

export function findParties(doc: TextDoc): Parties {
  const name = carrierName(doc);
  const zones = carrierZones(doc, name);
  const parties = { carrierName: name, brokerDomain: null as string | null, carrierZones: zones };
  const counts = new Map<string, number>();
  for (const e of emailsOf(doc)) {
    const d = domainOf(e.value);
    if (FREE_MAIL.test(d) || PLATFORM.test(d) || inCarrierZone(parties, e.line, e.seg)) continue;
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  // Web addresses count too: the broker prints its site on the sheet.
  for (const line of doc.lines) {
    for (const m of line.text.matchAll(/\bwww\.([a-z0-9-]+\.[a-z.]{2,})/gi)) {
      const d = (m[1] ?? '').toLowerCase();
      if (counts.has(d)) counts.set(d, (counts.get(d) ?? 0) + 1);
    }
  }
  parties.brokerDomain = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return parties;
}

/** Whether a company name could own a mail domain: "C.D. Harbor" ~ cdharbor.com, "NWF" ~ nwffreight.com. */
export function nameMatchesDomain(name: string, domain: string | null): boolean {
  if (!domain) return false;
  const host = (domain.split('.')[0] ?? '').toLowerCase();
  const allWords = name
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const words = allWords.filter((w) => !/^(?:llc|inc|corp|co|ltd|the|of|and)$/.test(w));
  if (!words.length || !host) return false;
  if (
    words.some(
      (w) =>
        w.length >= 4 &&
        !/^(?:logistics|transport|transportation|group|freight|services|global)$/.test(w) &&
        host.includes(w),
    )
  )
    return true;
  const acronym = words.map((w) => w[0]).join('');
  if (acronym.length >= 2 && (host.startsWith(acronym) || (acronym.length >= 3 && host.includes(acronym)))) return true;
  // Prefixes of consecutive words: "am" + "log" + "inc" = amloginc.
  const prefixes = (i: number, rest: string): boolean => {
    if (!rest) return true;
    const w = allWords[i];
    if (!w) return false;
    for (let n = Math.min(w.length, rest.length); n >= 1; n--)
      if (rest.startsWith(w.slice(0, n)) && prefixes(i + 1, rest.slice(n))) return true;
    return false;
  };
  return host.length >= 4 && prefixes(0, host);
}
