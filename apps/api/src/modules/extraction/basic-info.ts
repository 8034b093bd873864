import { type ExtractedBasicInfo, LOAD_LIMITS } from '@tms/domain';
import { isCarrierAuthority } from './carrier-box';
import { below, labelled, meaningful, segmentAt } from './doc-query';
import { blockAround, type Line, type Segment, type TextDoc } from './layout';
import { headEnd, otherReferences, type StopsSeen } from './load-references';
import { BROKER_ROLE, emailsOf, inCarrierZone, nameMatchesDomain, namesWithRole, type Parties } from './parties';
import { findDates, findPhones } from './values';

type Scored<T> = { value: T; score: number };

// Letters and dashes up to its first digit: a long run of figures is then tried once (load-references.ts).
const ID = String.raw`([A-Z0-9][A-Z-]*\d[A-Z0-9-]*)`;
// The carrier invoices against the broker's load (or order, shipment, freight bill) number.
// A caption's translation after a slash: "Load Number / No. de Carga: 123".
const TRANSLATED = String.raw`(?:\s*\/\s*[A-Za-z\u00c0-\u024f][^:/\d]{0,24}?)?`;
// What follows a load word to make it the load's number: "#", "No.", "Number", "ID", "Ref".
const NUMBER_WORD = String.raw`(?:#|no\.?|num\.?|number|id|ref(?:erence)?\.?)`;
// The carrier invoices against the broker's load (or order, shipment, freight bill) number.
const LOAD_LABELS: [RegExp, number][] = [
  [new RegExp(String.raw`\b(?:load|ld)\s*(?:#|no\.?|number|id|key)${TRANSLATED}\s*[:#.-]*\s*${ID}`, 'i'), 6],
  // "Load Conf No.", "Load Confirmation #": the confirmation's number is the load's.
  [
    new RegExp(
      String.raw`\b(?:load|rate)\s*conf(?:irmation|\.)?\s*(?:#|no\.?|number|id)${TRANSLATED}\s*[:#.-]*\s*${ID}`,
      'i',
    ),
    6,
  ],
  [new RegExp(String.raw`\bload\s+${ID}`, 'i'), 4],
  [
    new RegExp(
      String.raw`\b(?:order|ord|shipment|trip|booking|freight\s*bill|fb|tender|movement|control|agreement|manifest|dispatch)\s*(?:#|no\.?|number|id)?${TRANSLATED}\s*[:#.-]+\s*${ID}`,
      'i',
    ),
    5,
  ],
  // "Shipment ID P474212", "Job # 55120", "Tender Ref 872452", "Manifest # 4339": a number word makes the separator optional.
  [
    new RegExp(
      String.raw`\b(?:shipment|trip|booking|tender|job|manifest)\s*${NUMBER_WORD}${TRANSLATED}\s*[:#.-]*\s*${ID}`,
      'i',
    ),
    5,
  ],
  [new RegExp(String.raw`\bconfirmation\s*(?:#|no\.?|number)?${TRANSLATED}\s*[:#-]+\s*#?\s*${ID}`, 'i'), 5],
  [new RegExp(String.raw`\b(?:pro|p\.?o\.?)\s*(?:#|no\.?|number)\s*[:#.-]*\s*${ID}`, 'i'), 3],
  [new RegExp(String.raw`^\s*${ID}\s+(?:rate|load|carrier)\s+confirmation`, 'i'), 3],
];
const NOT_LOAD_NUMBER =
  /\b(?:customer|shipper|consignee|carrier|pickup|pick up|delivery|release|seal|trailer|truck|invoice)\s*$/i;

const wholeDate = (v: string) => findDates(v).some((d) => d.index === 0 && d.end === v.length);

const ALNUM = /[A-Za-z0-9]/;

/**
 * How often the value stands on the lines as a word of its own. Searched as text: a pattern built
 * of a long value (a run of 50,000 figures) was too large for the engine, and the reading failed.
 */
function countIn(doc: TextDoc, value: string) {
  let n = 0;
  for (const { text } of doc.lines)
    for (let at = text.indexOf(value); at >= 0; ) {
      const whole = !ALNUM.test(text[at - 1] ?? '') && !ALNUM.test(text[at + value.length] ?? '');
      if (whole) n++;
      at = text.indexOf(value, at + (whole ? value.length : 1));
    }
  return n;
}

function loadNumber(doc: TextDoc, stopLines: Set<number>): Scored<string> | null {
  const scores = new Map<string, number>();
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      for (const [re, weight] of LOAD_LABELS) {
        const m = seg.text.match(re);
        if (!m?.[1] || m[1].length < 4 || NOT_LOAD_NUMBER.test(seg.text.slice(0, m.index ?? 0))) continue;
        // A PO or PRO number printed inside a stop is that stop's reference.
        if (weight <= 3 && stopLines.has(line.index)) continue;
        const top = line.page === 0 && line.index < 15 ? 1 : 0;
        scores.set(m[1], Math.max(scores.get(m[1]) ?? 0, weight + top));
      }
    }
  }
  // "... for Shipment:" with the number on the next line.
  for (const f of labelled(
    doc,
    String.raw`(?:load\s*conf(?:irmation|\.)?|load|order|shipment|confirmation|trip|tender|booking|movement|job|manifest|pro(?=\s*(?:#|no|number)))\s*(?:#|no\.?|num\.?|number|id|ref(?:erence)?\.?)?`,
    {
      right: true,
      anywhere: true,
    },
  )) {
    const m = f.value.match(new RegExp(`^#?\\s*${ID}$`, 'i'));
    // A day under a title ("LOAD CONFIRMATION" over "2026-06-15") is the sheet's date, not its number.
    if (m?.[1] && m[1].length >= 4 && f.via !== 'inline' && !wholeDate(m[1]))
      scores.set(m[1], Math.max(scores.get(m[1]) ?? 0, 4));
  }
  // Only a PO or PRO number read so far (a reference): a caption naming a number first in the head is the load's.
  if (![...scores.values()].some((w) => w > 3)) {
    const caught = numberedCaption(doc, stopLines);
    if (caught) scores.set(caught, 3.5);
  }
  const ranked = [...scores]
    // Longer than a load number may be, it is a run of something else.
    .filter(([value]) => value.length <= LOAD_LIMITS.loadNumberMax)
    .map(([value, weight]) => ({ value, score: weight + Math.log2(1 + countIn(doc, value)) }))
    .sort((a, b) => b.score - a.score);
  const [best, rival] = ranked;
  if (!best) return null;
  const score = Math.min(1, 0.4 + best.score / 12);
  // Two candidates scored nearly alike: the choice between them is a guess worth checking.
  return { value: best.value, score: rival && best.score - rival.score < 1 ? Math.min(score, 0.75) : score };
}

// A caption that names a number of something: "Waybill No.", "Reservation #", "Booking Number", "Ticket ID".
const NUMBERED_CAPTION = String.raw`(?:[a-z]+ ){0,2}[a-z]+ ?(?:no\.?|#|number|id|ref|code)`;
// Numbers that are someone else's: authorities, a stop's, the goods', the truck's.
const NOT_THE_LOADS =
  /\b(?:mc|dot|docket|authority|phone|fax|po|bol|pro|invoice|seal|trailer|truck|tractor|pickup|delivery|customer|shipper|consignee|carrier|driver|stop|dock|account|tax|ein)\b/i;

/**
 * The load's number where no caption the reader knows names it: the first caption in the sheet's
 * head (above the stops) that names a number ("... No.", "... #", "... Number", "... ID", "... Ref"),
 * beside or over a value of a number's shape (letters and figures, four at least, a figure among them).
 */
function numberedCaption(doc: TextDoc, stopLines: Set<number>): string | null {
  const head = headEnd(doc, stopLines);
  for (const f of labelled(doc, NUMBERED_CAPTION, { below: true, lines: doc.lines.slice(0, head) })) {
    // Inline only as a field of its own: the caption opening its cell or a field ("File Ref: ARO-792938;").
    const own =
      f.via !== 'inline' ||
      new RegExp(`(?:^|[;•])\\s*${f.label.replace(/[.#]/g, '\\$&')}\\s*:?\\s`, 'i').test(f.seg.text);
    if (!own || f.line.page !== 0 || NOT_THE_LOADS.test(f.label)) continue;
    const m = (f.value.split(/\s*[;•]\s*|\s+[–—]\s+/)[0] ?? '')
      .trim()
      .replace(/,$/, '')
      .match(new RegExp(`^${ID}$`, 'i'));
    if (m?.[1] && m[1].length >= 4 && !wholeDate(m[1]) && !/^(?:mc|dot)/i.test(m[1])) return m[1];
  }
  return null;
}

const LEGAL =
  /\b(?:llc|l\.l\.c\.|inc\.?|incorporated|corp\.?|corporation|company|co\.|ltd|group|logistics|transport|transportation|freight|brokerage|express|lines|solutions|services|carriers|trucking)\b/i;
const GENERIC_TITLE =
  /^(?:carrier|truckload|rate|load|freight|shipment|contract|addendum|and|&|the|agreement|tender|sheet|confirmation|for)$/i;

/** "ACME RATE CONFIRMATION", "NORTHWIND LOAD CONFIRMATION": the issuer's name before the title words. */
function titleName(text: string): string | null {
  const m = text.match(
    /^(.*?)\s+(?:(?:contract|carrier|truckload|rate|load)\s+)*(?:rate\s+|load\s+|carrier\s+)?(?:confirmation|con\b|conf\.?$|tender|agreement)/i,
  );
  if (!m?.[1]) return null;
  const words = m[1].trim().split(/\s+/);
  while (words.length && GENERIC_TITLE.test(words.at(-1) ?? '')) words.pop();
  const name = words.join(' ').replace(/[-:#,\s]+$/, '');
  // "Subject: Dispatch Confirmation": a caption, not a name.
  if (!name || /[\d:]/.test(name) || name.length > 40 || !/[A-Za-z]{2}/.test(name)) return null;
  // "Here is the tender", "Thanks for covering this one. The confirmation": a sentence, not a name.
  if (words.slice(1).some((w) => /^[a-z]/.test(w) && !/^(?:of|and|de|the|y|et)$/.test(w))) return null;
  return name;
}

const TRAILING_NOT_NAME =
  /^(?:contract|addendum|carrier|carriers|load|rate|confirmation|customer|customers|communication|billing|terms|conditions|agreement|and|the|for|to|of|by|is|has|will|must|shall|may)$/i;

// A web page's title names the site before its owner: "Carrier Portal - Acme Logistics".
const PAGE_TITLE = /^(?:carrier|broker|customer|partner)?\s*(?:portal|web\s*site|site|dashboard|online)\s+[-–|]\s+/i;

const PERSON_BEFORE = /^[A-Z][a-z]+\s+[A-Z](?:\.|[a-z]+)\s+[-–]\s+/;

function brokerName(doc: TextDoc, parties: Parties): Scored<string> | null {
  const candidates = new Map<string, number>();
  const add = (raw: string | null, score: number) => {
    const name = meaningful(
      raw
        ?.replace(/\s*\(.*$/, '')
        .replace(/[,\s]+$/, '')
        .replace(PAGE_TITLE, '') ?? null,
    );
    if (!name || name.length < 2 || name.length > 60 || /@|\d{3}|\.(?:com|net|org|io)\b/i.test(name)) return;
    // "Dana K. - Harborline Freight LLC": a person's name before the company they write for.
    const company = name.replace(PERSON_BEFORE, '');
    if (company !== name && LEGAL.test(company)) {
      add(company, score);
      return;
    }
    // Captions and desks, not companies.
    if (/^(?:remit|bill\s*to|payment|dispatch|accounting|billing)\b/i.test(name)) return;
    if (parties.carrierName && name.toLowerCase() === parties.carrierName.toLowerCase()) return;
    const bonus = nameMatchesDomain(name, parties.brokerDomain) ? 3 : 0;
    candidates.set(name, Math.max(candidates.get(name) ?? 0, score + bonus));
  };
  for (const f of labelled(doc, String.raw`broker(?:\s*name)?|bill\s*to|brokered\s*by|issued\s*by`, { below: false }))
    add(f.value, 5);
  for (const f of labelled(doc, String.raw`booked\s*through|brokered\s*by`)) add(f.value, 5);
  // "Tendered 8/11/26 by Acme Freight LLC", "Booked through Acme Freight": who issued the load.
  for (const line of doc.lines) {
    const m = line.text.match(
      /^(?:tendered|issued|dispatched|booked|arranged)\b[^:]{0,30}?\b(?:by|through)\s+([A-Z][^:@]{2,60})$/i,
    );
    if (m?.[1]) add(m[1], 5);
  }
  // 'made between Acme Freight LLC, 1 Main St, ... ("Broker")': the name up to its address.
  for (const raw of namesWithRole(doc, BROKER_ROLE)) add(raw.replace(/,\s*\d.*$/, ''), 5);
  for (const line of doc.lines.filter((l) => l.page === 0).slice(0, 8)) {
    for (const seg of line.segments) add(titleName(seg.text), 3);
  }
  // Letterhead: a company-like name near the top of the first page, or one printed above an MC number.
  for (const line of doc.lines.filter((l) => l.page === 0).slice(0, 12)) {
    for (const seg of line.segments) {
      if (
        LEGAL.test(seg.text) &&
        seg.text.split(/\s+/).length <= 6 &&
        !/[:@]/.test(seg.text) &&
        !inCarrierZone(parties, line, seg)
      )
        add(seg.text, 2.5);
    }
  }
  for (const f of labelled(doc, String.raw`mc\s*(?:#|no\.?|number)?`, { below: false })) {
    if (!/^\d{4,8}$/.test(f.value)) continue;
    const above = doc.lines[f.line.index - 1];
    const seg = above && segmentAt(above, f.seg.x0, f.seg.x1);
    if (seg && !inCarrierZone(parties, above, seg) && !/[:@\d]/.test(seg.text)) add(seg.text, 3);
  }
  if (parties.brokerDomain) {
    // The sheet's own name for the broker in running text: capitalised word runs that spell its
    // domain, the more often printed the likelier.
    const counts = new Map<string, number>();
    for (const line of doc.lines) {
      const words = line.text.split(/\s+/);
      for (let i = 0; i < words.length; i++) {
        for (let n = 1; n <= 4 && i + n <= words.length; n++) {
          const run = words.slice(i, i + n);
          if (!run.every((w) => /^[A-Z][A-Za-z.&']*,?$/.test(w))) break;
          const phrase = run.join(' ').replace(/[,.']+$|'s$/g, '');
          if (phrase.length >= 3 && !/\.(?:com|net|org|io|us)$/i.test(phrase))
            counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        }
      }
    }
    for (const [phrase, count] of counts) {
      const words = phrase.split(' ');
      if (TRAILING_NOT_NAME.test(words.at(-1) ?? '') || !nameMatchesDomain(phrase, parties.brokerDomain)) continue;
      add(phrase, 0.5 + 0.6 * Math.log2(1 + count) + 0.4 * (words.length - 1) - 3);
    }
  }
  let best: Scored<string> | null = null;
  for (const [value, score] of candidates) if (!best || score > best.score) best = { value, score };
  return best ? { value: fullName(doc, best.value), score: Math.min(1, best.score / 8) } : null;
}

const LEGAL_SUFFIX = String.raw`(?:inc|llc|l\.l\.c|co|corp|corporation|ltd|company|group)\.?`;

/**
 * The name as the sheet prints it whole: with the legal suffix that follows it somewhere
 * ("Acme Freight" -> "Acme Freight Co."), or with the end it wraps onto the line under it.
 */
function fullName(doc: TextDoc, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only a suffix that runs on from the name: "Acme Group, LLC" keeps its short form.
  const suffixed = new RegExp(`(?:^|\\s)(${escaped}\\s+${LEGAL_SUFFIX})(?![A-Za-z])`, 'i');
  for (const line of doc.lines) {
    const m = line.text.match(suffixed);
    if (m?.[1]) return m[1];
    const seg = line.segments.find((s) => s.text === name);
    const next = seg && doc.lines[line.index + 1];
    const under = seg && next?.segments.find((s) => Math.abs(s.x0 - seg.x0) < 3);
    if (under && new RegExp(`^(?:[A-Z][A-Za-z&]*\\s+){0,2}${LEGAL_SUFFIX}$`, 'i').test(under.text))
      return `${name} ${under.text}`;
  }
  return name;
}

/** The broker's MC: an "MC" number that is not in the carrier's block. */
function brokerMc(doc: TextDoc, parties: Parties): Scored<string> | null {
  return brokerMcInline(doc, parties) ?? brokerMcLabelled(doc, parties);
}

/**
 * "Broker MC" with its number in the next cell or under it (a grid of captions over values), else
 * a bare "MC Number" caption outside the carrier's block ("MC NUMBER" over its figures in a sidebar).
 */
function brokerMcLabelled(doc: TextDoc, parties: Parties): Scored<string> | null {
  for (const f of labelled(doc, String.raw`broker\s*mc\s*(?:#|no\.?|number)?`)) {
    const m = f.value.match(/^(?:mc\s*#?\s*)?(\d{4,8})$/i);
    if (m?.[1] && !inCarrierZone(parties, f.line, f.seg)) return { value: m[1], score: 0.8 };
  }
  const bare = String.raw`mc\s*(?:#|no\.?|num\.?|number)?`;
  for (const f of [...labelled(doc, bare), ...labelled(doc, bare, { right: false })]) {
    const m = f.value.match(/^(?:mc\s*#?\s*)?(\d{4,8})$/i);
    if (
      !m?.[1] ||
      f.via === 'inline' ||
      inCarrierZone(parties, f.line, f.seg) ||
      underCarrierCaption(doc, f.line, f.seg)
    )
      continue;
    return { value: m[1], score: 0.6 };
  }
  return null;
}

function brokerMcInline(doc: TextDoc, parties: Parties): Scored<string> | null {
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const m = seg.text.match(/\bmc\s*(?:#|no\.?|number)?\s*[:#-]?\s*(\d{4,8})\b/i);
      if (!m?.[1] || inCarrierZone(parties, line, seg) || /carrier/i.test(seg.text)) continue;
      if (isCarrierAuthority(doc, line, seg, parties.carrierName)) continue;
      if (/broker/i.test(seg.text)) return { value: m[1], score: 0.85 };
      if (/\b(?:carrier|truck|trailer|driver)\b(?![@.])/i.test(nearby(doc, line, seg))) continue;
      return { value: m[1], score: 0.7 };
    }
  }
  return null;
}

/** A carrier, truck or driver caption in the three lines over `seg` in its column: the carrier's block. */
function underCarrierCaption(doc: TextDoc, line: Line, seg: Segment): boolean {
  for (let i = line.index - 1; i >= Math.max(0, line.index - 3); i--) {
    const l = doc.lines[i];
    if (!l || l.page !== line.page) break;
    const s = segmentAt(l, seg.x0 - 20, seg.x1 + 20);
    if (s && /\b(?:carrier|truck|trailer|driver)\b(?![@.])/i.test(s.text)) return true;
  }
  return false;
}

/** Text of the two lines above and below in the same block (a blank band ends a block). */
function nearby(doc: TextDoc, line: Line, seg: Segment): string {
  const out: string[] = [];
  for (const l of blockAround(doc, line, seg.x0 - 20, seg.x1 + 20)) {
    if (l === line || Math.abs(l.index - line.index) > 2) continue;
    const s = segmentAt(l, seg.x0 - 20, seg.x1 + 20);
    if (s) out.push(s.text);
  }
  return out.join(' ');
}

// Shared mailboxes for paperwork and payment: the broker's contact is a person or a load desk.
const BILLING_MAILBOX =
  /invoic|billing|^bills?$|^ap$|ap$|^ar$|account|pay|^pods?$|pod@|docs|paperwork|remit|claims|compliance|^noa$|factoring|settlement|onboarding|support|noreply|no-reply/i;

function brokerEmail(doc: TextDoc, parties: Parties) {
  const all = emailsOf(doc).filter((e) => !inCarrierZone(parties, e.line, e.seg));
  const own = parties.brokerDomain ? all.filter((e) => e.value.toLowerCase().endsWith(`@${parties.brokerDomain}`)) : [];
  const local = (e: { value: string }) => e.value.split('@')[0] ?? '';
  const person = own.find((e) => !BILLING_MAILBOX.test(local(e)));
  const chosen = person ?? own[0];
  if (!chosen) return null;
  return { ...chosen, score: runsOn(chosen.value) ? 0.5 : person ? 0.85 : 0.6 };
}

// "name@acme.comSHIPPER": the address ran into the next word, so where it ends is a guess.
const runsOn = (email: string) => {
  const tld = email.split('.').pop() ?? '';
  return tld !== tld.toLowerCase() && tld !== tld.toUpperCase();
};

/** A cell under a "Fax" heading. */
function isFaxColumn(doc: TextDoc, line: Line, seg: Segment): boolean {
  for (let i = line.index - 1; i >= Math.max(0, line.index - 2); i--) {
    const l = doc.lines[i];
    const head = l && segmentAt(l, seg.x0, seg.x1);
    if (head) return /^fax\b/i.test(head.text);
  }
  return false;
}

const BROKER_PHONE_LABEL = /agency|agent|broker|booked|rep\b|representative|dispatch|contact|questions|call/i;

function brokerPhone(doc: TextDoc, parties: Parties, email: ReturnType<typeof brokerEmail>): Scored<string> | null {
  const withExtension = (line: Line, seg: Segment, value: string) => {
    if (/x|ext/i.test(value)) return value;
    // An extension wrapped to the next line ("x6534" under the number).
    const next = below(doc, line, seg)[0];
    const m = next?.seg.text.match(/^(?:x|ext\.?)\s*(\d{1,6})$/i);
    return m ? `${value} x${m[1]}` : value;
  };
  if (email) {
    // The number printed beside the contact's address: same segment, same line, then the lines around it.
    const near: { line: Line; seg: Segment; d: number }[] = [];
    for (let i = email.line.index - 2; i <= email.line.index + 2; i++) {
      const l = doc.lines[i];
      if (!l || l.page !== email.line.page) continue;
      for (const s of l.segments) {
        if (Math.abs(s.x0 - email.seg.x0) > 220 && l !== email.line) continue;
        const dx = s === email.seg ? 0 : Math.min(Math.abs(s.x0 - email.seg.x1), Math.abs(email.seg.x0 - s.x1)) / 100;
        near.push({ line: l, seg: s, d: Math.abs(i - email.line.index) * 2 + (s === email.seg ? 0 : 1 + dx) });
      }
    }
    for (const n of near.sort((a, b) => a.d - b.d)) {
      if (
        inCarrierZone(parties, n.line, n.seg) ||
        /fax/i.test(n.seg.text.slice(0, 8)) ||
        isFaxColumn(doc, n.line, n.seg)
      )
        continue;
      const p = findPhones(n.seg.text)[0];
      if (p) return { value: withExtension(n.line, n.seg, p.value), score: 0.8 };
    }
  }
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const p = findPhones(seg.text)[0];
      if (!p || inCarrierZone(parties, line, seg) || /fax/i.test(seg.text.slice(Math.max(0, p.index - 6), p.index)))
        continue;
      if (BROKER_PHONE_LABEL.test(seg.text.slice(0, p.index)))
        return { value: withExtension(line, seg, p.value), score: 0.6 };
    }
  }
  for (const line of doc.lines.filter((l) => l.page === 0)) {
    for (const seg of line.segments) {
      const p = findPhones(seg.text)[0];
      if (p && !inCarrierZone(parties, line, seg) && !/fax/i.test(seg.text.slice(0, p.index)))
        return { value: withExtension(line, seg, p.value), score: 0.4 };
    }
  }
  return null;
}

export type BasicInfoReading = { info: ExtractedBasicInfo; confidence: Record<string, number> };

export function readBasicInfo(doc: TextDoc, parties: Parties, stops: StopsSeen): BasicInfoReading {
  const load = loadNumber(doc, stops.lines);
  const name = brokerName(doc, parties);
  const mc = brokerMc(doc, parties);
  const email = brokerEmail(doc, parties);
  const phone = brokerPhone(doc, parties, email);
  const info: ExtractedBasicInfo = {
    load_number: load?.value ?? null,
    broker_name: name?.value ?? null,
    broker_mc_number: mc?.value ?? null,
    broker_email: email?.value ?? null,
    broker_phone: phone?.value ?? null,
    other_reference_numbers: otherReferences(doc, stops, load?.value ?? null),
    carrier_name: parties.carrierName,
  };
  const confidence: Record<string, number> = {
    'basic_info.load_number': load?.score ?? 0,
    'basic_info.broker_name': name?.score ?? 0,
    'basic_info.broker_mc_number': mc?.score ?? 0,
    'basic_info.broker_email': email?.score ?? 0,
    'basic_info.broker_phone': phone?.score ?? 0,
    'basic_info.other_reference_numbers': 0.5,
    'basic_info.carrier_name': parties.carrierName ? 0.7 : 0,
  };
  return { info, confidence };
}
