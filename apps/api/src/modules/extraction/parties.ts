import { carrierByAuthority } from './carrier-box';
import { below, type Found, labelled, meaningful, rightOf } from './doc-query';
import { blockAround, type Line, lineHeight, type Segment, type TextDoc } from './layout';
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

// "Carrier:", "Carr:", "Carrier Name", "Carrier #", or "Carrier" alone in its cell; not "Carrier Load Confirmation".
const CARRIER_LABEL = /^(?:carrier|carr\.?)(?:'s)?(?:\s*legal)?(?:\s*name)?\s*(?::|#|$)/i;

const NOT_A_NAME =
  /^(?:signature|contact|sales|rep\b|name\b|information|info|agrees|may|must|shall|will|is\b|certif|acknowledg|responsible|legal|phone|fax|email|mc\b|dot\b|pay|terms|and\b|or\b|the\b|to\b|of\b|confirmation|rate|load|invoice|agent|representative|driver|dispatch|#|\*)/i;

// The role's own word, left of a caption once its "MC" is cut off ("Carrier MC" under "Hauler").
const ROLE_ONLY = /^(?:carriers?|carr\.?|hauler|transporter)$/i;

/** The carrier's own name: a factoring company after "%" or "c/o" is who gets paid, not the carrier. */
function asCarrierName(raw: string): string | null {
  const v = meaningful(
    raw
      .replace(/^[-\s:.]+/, '')
      .replace(/\s*(?:%|\bc\/o\b|\bcare\s+of\b|\bremit\s+to\b).*$/i, '')
      .replace(/[\]\s]+$/, '')
      .replace(/\s*\(?\s*(?:mc|dot|usdot)\s*#?.*$/i, '')
      .replace(/\s+-\s+T\d+$/, ''),
  );
  if (!v || !/^[A-Z0-9]/.test(v) || !/[A-Za-z]{3}/.test(v) || NOT_A_NAME.test(v) || v.length > 60 || /[:#@]/.test(v))
    return null;
  // A trade word alone ("Freight" of "Carrier Freight") names no company.
  // A signature's caption ("Accepted By") names no one.
  if (/\bby$/i.test(v)) return null;
  if (ROLE_ONLY.test(v) || /^(?:freight|logistics|transport(?:ation)?|trucking|express|hauling|lines)$/i.test(v))
    return null;
  if (v.split(/\s+/).length > 7 || (/[.!?]$/.test(v) && !/\b(?:inc|llc|co|corp|ltd)\.$/i.test(v))) return null;
  return v;
}

const COMPANY_WORD =
  /\b(?:llc|inc|corp|co|company|ltd|carriers?|trucking|transport(?:ation)?|logistics|freight|express|hauling|lines|group)\b\.?/i;

// "Carrier:", "CARRIER ......:", "To Carrier:", "Carrier Name", "Carrier Booked:", "Carrier Firm:"; the
// value inline, beside or under it.
// Brokers name the carrier's role in many words: "Tendered To", "Transport Provider", "Carrier Company".
const CARRIER_KEY =
  /^(?:to\s+)?(?:the\s+)?(?:motor\s+|contract(?:ed)?\s+|assigned\s+|booked\s+|dispatched\s+|hauling\s+|hired\s+|awarded\s+|selected\s+|servicing\s+)?(?:carrier|carr\.?|hauler|(?:trucking|transport)\s+co(?:mpany|\.)?|(?:transport(?:ation)?\s+|service\s+|trucking\s+)?provider|tendered\s+to|awarded\s+to)(?:'s)?(?:\s+(?:booked|assigned|firm|selected|awarded|dispatched|hired|contracted))?(?:\s*(?:legal|business|company|corporate|registered|operating|trade|full))?(?:\s*company)?(?:\s*(?:name|entity|party))?(?:\s*of\s+record)?(?:\s*\((?:payee|legal(?:\s+name)?|of\s+record)\))?(?:\s*\/\s*[^:/\d]{1,24}?)?(?:\s*\.{2,})?\s*(:|=|$)\s*(.*)$/i;

// A party named with its role in brackets, as contracts do: 'and Acme Trucking LLC ("Carrier", MC 123)'.
// The role in any case ("Carrier", "CARRIER"), while the name before it must start with a capital.
const anyCase = (roles: string[]) =>
  roles
    .flatMap((r) => [r, r.replace(/\b[a-z]/g, (c) => c.toUpperCase()), r.toUpperCase()])
    .map((r) => r.replace(/ /g, String.raw`\s+`))
    .join('|');
const ROLE_IN_BRACKETS = (roles: string[]) =>
  new RegExp(
    String.raw`(?:^|\b(?:and|with|between)\s+|[,;]\s*)([A-Z][\w&.,' -]{2,70}?)\s*\(\s*["\u201c]?(?:the\s+)?(?:${anyCase(roles)})\b`,
    'g',
  );
const CARRIER_ROLE = ROLE_IN_BRACKETS(['carrier', 'tendered to', 'provider', 'transport provider']);
export const BROKER_ROLE = ROLE_IN_BRACKETS(['broker']);

/** Names given a role in brackets, in order of appearance. */
export function namesWithRole(doc: TextDoc, role: RegExp): string[] {
  const out: string[] = [];
  for (const line of doc.lines) for (const m of line.text.matchAll(role)) if (m[1]) out.push(m[1].replace(/,\s*$/, ''));
  return out;
}

const AGREES_TO_HAUL =
  /\bthat\s+([A-Z][\w&.,%' -]{2,90}?)\s*(?:\((?:MC|mc|USDOT|DOT)\b[^)]*\)\s*)?(?:has\s+agreed|agrees|will)\s+to\s+(?:haul|transport|carry|move)\b/;
// "... the load below for Acme Trucking (MC 123456)": the company a load is sent for, with its MC in brackets.
const SENT_FOR = /\bfor\s+([A-Z][\w&.,%' -]{2,90}?)\s*\((?:MC|USDOT|DOT)\s*#?\s*\d+\)/;

function carrierByLabel(doc: TextDoc): string | null {
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const m = seg.text.match(CARRIER_KEY);
      if (!m) continue;
      const inline = m[2] ? asCarrierName(m[2]) : null;
      if (inline) return inline;
      if (m[2]) continue;
      const right = rightOf(doc, line, seg)[0];
      const under = below(doc, line, seg)[0];
      // Labels above a grid of values: the cell beside is the next label, the value is under.
      // A label with its colon ("Tendered To:") is followed by its value, in a column of pairs, and
      // so is a label with another label under it ("MC #"): the name is under a grid's label.
      // A company's name beside the label, with none under it, is the label's value all the same.
      const named = right && under && COMPANY_WORD.test(right.seg.text) && !COMPANY_WORD.test(under.seg.text);
      const grid =
        m[1] !== ':' &&
        !named &&
        right &&
        under &&
        asCarrierName(under.seg.text) !== null &&
        Math.abs(under.seg.x0 - seg.x0) < 4 &&
        under.line.segments.some((s) => Math.abs(s.x0 - right.seg.x0) < 4);
      const beside = right && right.line === line && !grid ? asCarrierName(right.seg.text) : null;
      if (beside) return beside;
      const v = under && !CARRIER_KEY.test(under.seg.text) ? asCarrierName(under.seg.text) : null;
      if (v) return v;
    }
  }
  return null;
}

/**
 * A name wrapped in a narrow cell: "Carrier: Acme" over "Freight Inc." set under the name's first
 * word. The rest is taken when it is short and ends the name as companies end theirs.
 */
function withWrappedRest(doc: TextDoc, found: Found, name: string): string {
  if (COMPANY_WORD.test(name)) return name;
  const first = name.split(/\s+/)[0];
  const start = found.seg.words.find((w, i) => w.text === first && (found.via !== 'inline' || i > 0));
  const next = doc.lines[found.line.index + 1];
  if (!start || !next || next.page !== found.line.page) return name;
  const rest = next.segments.find((s) => Math.abs(s.x0 - start.x0) < lineHeight(found.line));
  if (!rest || rest.text.split(/\s+/).length > 4 || !/\b(?:llc|inc|corp|co|company|ltd)\b\.?$/i.test(rest.text))
    return name;
  return asCarrierName(`${name} ${rest.text}`) ?? name;
}

// "CARRIER ACME TRUCKING LLC": the caption run on into the name without a colon or a gap.
const CARRIER_RUN_ON = /^(?:carrier|carr\.?)\s+([A-Z0-9].*)$/i;
const ENDS_AS_COMPANY =
  /\b(?:llc|inc|corp|co|company|ltd|carriers|trucking|transport(?:ation)?|logistics|freight|express|hauling|lines|group)\.?$/i;

/**
 * A line that opens with the carrier's caption run on into its name, with no colon: taken only when
 * what follows ends as companies end their names (a factoring company after "%" left off).
 */
export function carrierRunOn(doc: TextDoc): string | null {
  for (const line of doc.lines) {
    const m = line.segments[0]?.text.match(CARRIER_RUN_ON);
    const v = m?.[1] ? asCarrierName(m[1]) : null;
    if (v && ENDS_AS_COMPANY.test(v)) return v;
  }
  return null;
}

// A signature block's caption for the carrier: "Accepted By (Carrier)", "Carrier Acceptance".
const CARRIER_SIGNS =
  /^(?:[A-Za-z]+(?: [A-Za-z]+){0,2}\s*\(\s*carrier\s*\)|carrier\s+(?:signature|acceptance|acknowledg\w*|approval|sign-?off))$/i;

/** The company printed under the carrier's signature caption, in its column. */
function signedUnder(doc: TextDoc): string | null {
  for (const line of doc.lines)
    for (const seg of line.segments) {
      if (!CARRIER_SIGNS.test(seg.text.trim())) continue;
      const next = doc.lines[line.index + 1];
      const under = next?.page === line.page ? next.segments.find((s) => Math.abs(s.x0 - seg.x0) < 4) : undefined;
      const v = under && asCarrierName(under.text);
      if (v && COMPANY_WORD.test(v)) return v;
    }
  return null;
}

/** The carrier the sheet is addressed to: "Carrier (Legal) Name", "Carrier:", or a name printed over a "Carrier Name" line. */
export function carrierName(doc: TextDoc): string | null {
  for (const f of labelled(
    doc,
    String.raw`carrier(?:'s)?\s*(?:legal|business|company|registered|operating|trade|full)\s*(?:name|entity)|carrier(?:'s)?\s*(?:name|entity)`,
    { below: false },
  )) {
    const v = f.via === 'inline' ? asCarrierName(f.value) : null;
    if (v) return withWrappedRest(doc, f, v);
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
    const v =
      f.via === 'right' || /^carrier\s*(?:\/\s*[^:/\d]{1,24}?\s*)?:/i.test(f.seg.text) ? asCarrierName(f.value) : null;
    if (v) return withWrappedRest(doc, f, v);
  }
  const labelledName = carrierByLabel(doc);
  if (labelledName) return labelledName;
  const runOn = carrierRunOn(doc);
  if (runOn) return runOn;
  // A "Carrier" section whose table has a Name column.
  for (const line of doc.lines) {
    if (!/^carrier\s*(?:contact|information|info|details)\b/i.test(line.segments[0]?.text ?? '')) continue;
    for (const f of labelled(doc, 'name', { lines: doc.lines.slice(line.index + 1, line.index + 3) })) {
      const v = f.via === 'below' ? asCarrierName(f.value) : null;
      if (v) return v;
    }
  }
  // A sentence naming who hauls the load ("... confirms that Acme Trucking (MC 123) has agreed to haul"),
  // or whom it is sent for ("Please see the load below for Acme Trucking (MC 123)").
  for (const line of doc.lines) {
    const m = line.text.match(AGREES_TO_HAUL) ?? line.text.match(SENT_FOR);
    const v = m?.[1] ? asCarrierName(m[1]) : null;
    if (v) return v;
  }
  const signed = signedUnder(doc);
  if (signed) return signed;
  for (const raw of namesWithRole(doc, CARRIER_ROLE)) {
    const v = asCarrierName(raw);
    if (v) return v;
  }
  // A sheet headed for its carrier: "Dispatch for Acme Express", "Rate Confirmation for Acme Trucking".
  for (const line of doc.lines.slice(0, 6)) {
    const m = line.segments[0]?.text.match(
      /^(?:dispatch|(?:rate|load)\s*confirmation|load\s*tender|confirmation)\s+for\s+(.+)$/i,
    );
    const v = m?.[1] ? asCarrierName(m[1]) : null;
    if (v && !/^(?:load|shipment|order)\b/i.test(v)) return v;
  }
  // A letter addressed "To: Company".
  for (const f of labelled(doc, 'to', { below: false, right: false })) {
    const v = f.line.index < 20 ? asCarrierName(f.value) : null;
    if (v && COMPANY_WORD.test(v)) return v;
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
      // The carrier's block: the lines printed under its caption without a blank band.
      for (const l of blockAround(doc, line, seg.x0 - 4, seg.x1 + 4)) {
        if (l.index > line.index && l.index <= line.index + 4) out.push({ line: l.index, x0, x1 });
      }
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
  // Where no caption the reader knows names the carrier, the box that prints its authority as a value.
  const name = carrierName(doc) ?? carrierByAuthority(doc);
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
  // Prefixes of consecutive words: "Ocean Star Logistics" may write its host "oc" + "star" + "log" = ocstarlog.
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
