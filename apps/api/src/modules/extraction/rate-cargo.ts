import type { ExtractedRateCargo } from '@tms/domain';
import { commodityBesideWeight, equipmentByValue, hazmatByValue, milesByValue, piecesByValue } from './cargo-values';
import { type ChargeTable, chargeTable } from './charge-table';
import { below, type Found, labelled, meaningful, rightOf } from './doc-query';
import type { Line, Segment, TextDoc } from './layout';
import { atTotalRow } from './total-rows';
import { centsToAmount, findMoney, parseNumber } from './values';

type Charge = { label: string; cents: number; line: Line };

const TOTAL =
  /total\s*carrier\s*pay|total\s*pay(?:able)?|total\s*due|carrier\s*pay|total\s*rate|total\s*amount|total\s*charges?|total\s*cost|grand\s*total|\btot\b|amount\s*(?:due|payable|owed)|(?:payable|due|owed)\s*to\s*carrier|agreed\s*(?:rate|amount)|total(?!\s*(?:weight|miles|pallet|pieces|pcs|count|units|wt))/i;
const LINEHAUL =
  /line[\s-]*haul|\blh\b|flat\s*rate|flat|base\s*(?:rate|pay|freight)|contract\s*rate|(?:haul|trip)\s*rate|^haul(?=\s*(?:[:=$]|usd|\d|$))|freight\s*(?:charges?|pay|rate)|transportation(?:\s*charges?|(?=\s*(?:[:=$]|usd|\d|$)))/i;
const ACCESSORIAL =
  /fuel\s*surcharge|\bfsc\b|fuel|detention|lumper|layover|tonu|truck\s*order\s*not\s*used|stop[\s-]*off|extra\s*stop|additional\s*stop|driver\s*assist|tarp|unloading|loading\s*fee|pallet\s*(?:exchange|fee)|scale|permit|escort|overnight|hazmat\s*(?:fee|charge)|accessorials?|bonus|reefer\s*(?:fuel|charge|fee|run(?:ning)?|protect(?:ion)?)|team\s*(?:charge|fee|pay|service)|toll/i;
const CARGO_CAPTION =
  /^\s*(?:equipment|equip|trailer|truck|mode|unit\s*type|commodity|description|cargo|temp(?:erature)?|service)\b[^:]*:/i;
const RATE = /^(?:rate|rate\(s\)|carrier\s*rate|agreed\s*rate|rate\s*amount)\b/i;
// "All-in rate", "all-inclusive price": the whole pay with fuel in it, the line haul when none is printed apart.
const ALL_IN = /all[\s-]*in(?:clusive)?(?:\s*(?:rate|price|amount|pay|total))?(?![a-z])/i;
// What may stand between a rate's name and its amount in a sentence: "... rate for this load is $1,900.00",
// "an all-in rate of $1,900.00".
const SENTENCE_LINK =
  /^\s*(?:[:=-]|(?:for\s+(?:this|the)\s+(?:load|shipment|move|trip)\s+)?(?:is|of|will\s+be|shall\s+be|totals?|amounts?\s+to|in\s+the\s+amount\s+of))?\s*$/i;

/** "42,000 lbs" anywhere, tried only where a run of figures begins (from inside one it read the run again at every figure). */
export const POUNDS = /(?<!\d)(?<!\d,)(\d[\d,]*)\s*(?:lbs?|pounds)\b/gi;

/** Money on the label's line: to its right first (table rows end with the amount), else to its left. */
function amountFor(doc: TextDoc, line: Line, seg: Segment, labelEnd: number): number | null {
  const after = seg.text.slice(labelEnd);
  const inSeg = findMoney(after);
  // A sum ("2,750.00 line haul + 137.50 fuel"): each amount before its label, the next term after a "+".
  const sum = inSeg[0] && /\+/.test(after.slice(0, inSeg[0].index));
  const ahead = findMoney(seg.text.slice(0, labelEnd)).at(-1);
  if (sum && ahead) return ahead.cents;
  if (inSeg.length) return inSeg.at(-1)?.cents ?? null;
  const right = rightOf(doc, line, seg).flatMap((r) => findMoney(r.seg.text).map((m) => m.cents));
  if (right.length) return right.at(-1) ?? null;
  const before = findMoney(seg.text.slice(0, labelEnd));
  if (before.length) return before.at(-1)?.cents ?? null;
  const left = line.segments.filter((s) => s.x1 <= seg.x0).flatMap((s) => findMoney(s.text).map((m) => m.cents));
  if (left.length) return left.at(-1) ?? null;
  const under = below(doc, line, seg)[0];
  const m = under && !captionedAmount(under.seg.text) && findMoney(under.seg.text)[0];
  return m ? m.cents : null;
}

/**
 * An amount under a caption of its own ("Lumper: 50.00"): under a section's title ("Carrier Pay",
 * "Rate") it is that caption's amount, not the title's.
 */
const captionedAmount = (text: string) =>
  /^(?!(?:usd|us|cad|mxn)\b)[A-Za-z][A-Za-z &/'().-]{1,40}?:?\s+(?:usd\s?)?\$?\s?\d/i.test(text.trim());

// A caption's own words before the label that ends it, its amount right after: "Carrier Total: $1,150.00".
const CAPTION_WORDS = /^[A-Za-z]+(?:\s+[A-Za-z]+)?\s+$/;
const AMOUNT_NEXT = /^\s*[:=]?\s*(?:usd\s*)?\$?\s*\d/i;
// Or the caption is the cell's whole text, its amount in the next cell ("Base Line Haul   4,550.00 USD").
const captionEnding = (start: string, after: string) =>
  CAPTION_WORDS.test(start) && !CARGO_CAPTION.test(`${start}:`) && (AMOUNT_NEXT.test(after) || !after.trim());

/** Charge lines: a short label (not a sentence) with an amount. */
function charges(doc: TextDoc, re: RegExp): Charge[] {
  const out: Charge[] = [];
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const m = seg.text.match(re);
      if (!m || m.index === undefined) continue;
      // In running text ("includes a $351.13 fuel surcharge") the label is not at the start of a cell.
      const start = seg.text.slice(0, m.index);
      if (seg.text.split(/\s+/).length > 9) {
        out.push(...chargesInSentence(seg.text, re, line));
        continue;
      }
      // Before the label only a caption ("Charges:") and figures may stand ("$1,250.00 = $1,250.00 x 1 ("),
      // or a word or two of a caption the label ends ("Carrier Total: $1,150.00").
      const after = seg.text.slice(m.index + m[0].length);
      if (
        seg.text.split(/\s+/).length > 9 ||
        (start.trim() && !/^(?:[A-Za-z() ]{1,20}:)?[\s$\d.,=×x*()USD-]*$/i.test(start) && !captionEnding(start, after))
      )
        continue;
      // "Equipment: Reefer 53", "Trailer: Team": a cargo or equipment caption holds no charge.
      if (CARGO_CAPTION.test(start)) continue;
      const cents = amountFor(doc, line, seg, m.index + m[0].length);
      if (cents !== null) out.push({ label: m[0], cents, line });
    }
  }
  return out;
}

/** "We will pay Line Haul $2,500.00, Fuel $450.00": in a sentence, a label directly before its amount. */
function chargesInSentence(text: string, re: RegExp, line: Line): Charge[] {
  const out: Charge[] = [];
  const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
  for (const m of text.matchAll(new RegExp(re.source, flags))) {
    const after = text.slice(m.index + m[0].length);
    const money = findMoney(after)[0];
    if (money && SENTENCE_LINK.test(after.slice(0, money.index).replace(/usd/i, '')))
      out.push({ label: m[0], cents: money.cents, line });
  }
  return out;
}

/** Values for a label, a column's taken from the TOTAL row that closes its table. */
const totalled = (doc: TextDoc, label: string) => labelled(doc, label).map((f) => atTotalRow(doc, f));

function firstNumber(found: Found[], ok: (n: number, raw: string) => boolean): { value: number; found: Found } | null {
  for (const f of found) {
    const n = parseNumber(f.value);
    if (n !== null && ok(n, f.value)) return { value: n, found: f };
  }
  return null;
}

function cleanCommodity(value: string): string | null {
  // Running text is not a commodity ("... and services. We require ...").
  if (value.length > 60 || value.split(/\s+/).length > 8 || /[a-z]\.\s+[A-Z]/.test(value)) return null;
  const v = value
    .replace(/^\d+\s*(?:tl|ltl|plts?|pallets?|pcs|pieces|cases?|skids?|units?)\b\s*/i, '')
    .replace(/\s*\d[\d,]*\s*(?:lbs?|pounds)\.?$/i, '')
    .trim();
  if (/^(?:line\s*haul|flat\s*rate|freight|general|n\/a)$/i.test(v) || ACCESSORIAL.test(v) || LINEHAUL.test(v))
    return null;
  return meaningful(v);
}

/** A value that wraps onto the next line in its column ("MACHINERY/MACHINE" + "PARTS"). */
function withContinuation(doc: TextDoc, f: Found): string {
  if (f.via === 'below') return f.value;
  const next = doc.lines[f.line.index + 1];
  if (!next || next.page !== f.line.page) return f.value;
  const labelColumnEmpty = !next.segments.some((s) => s.x1 < f.seg.x0 - 2);
  const firstWord = f.value.split(' ')[0];
  const valueX = f.seg.words.find((w) => w.text === firstWord)?.x0 ?? f.seg.x0;
  const cont = next.segments.find((s) => Math.abs(s.x0 - valueX) < 12);
  if (labelColumnEmpty && cont && /^[A-Z][A-Z /&-]+$/.test(cont.text) && cont.text.length < 30)
    return `${f.value} ${cont.text}`;
  return f.value;
}

const EQUIPMENT_WORD =
  /\b(?:van|reefer|refrigerated|flat\s*bed|flatbed|step\s*deck|stepdeck|conestoga|dry|lowboy|rgn|tanker|hopper|container|box\s*truck|straight\s*truck|power\s*only|hotshot|\d{2}\s*(?:'|ft|foot))/i;

function equipmentOf(doc: TextDoc): string | null {
  const found = labelled(
    doc,
    String.raw`(?:equipment|equip|trailer|truck)\s*(?:needed|required|requested|reqd|req\.?|spec(?:s|ification)?|size)|(?:van|reefer|flat(?:bed)?)(?:\s*\/\s*(?:van|reefer|flat(?:bed)?)){1,3}|equipment\s*(?:type|required|requirements?)?|trailer\s*type(?:\s*\/\s*size)?|trailer|size\s*\/\s*type|equip(?:ment)?\.?\s*type|equip(?:ment)?\.?|eqpt\.?|eqp|truck\s*type|power\s*\/\s*trailer|mode\s*\/\s*equipment|unit\s*type|mode`,
  );
  for (const f of found) {
    let v = meaningful(f.value.replace(/^type:\s*/i, ''));
    if (!v || /^\d+$/.test(v) || /#|requirements?$|^(?:no|yes)$/i.test(v) || v.length > 40) continue;
    // "TRAILER NO. ______": the trailer's number, a blank left to fill in, not its type.
    if (/^(?:no\.|num(?:ber|\.)?)(?:\s|$)|_{3,}/i.test(v)) continue;
    // "Mode: TL" or "Mode: Truckload" names the service, not the trailer.
    if (/^mode$/i.test(f.label) && !EQUIPMENT_WORD.test(v)) continue;
    // "V, Van": a one-letter code before the name.
    v = v.replace(/^([A-Z]{1,3}),\s*(?=\1)/i, '').replace(/\.$/, '');
    return v;
  }
  return null;
}

function hazmatOf(doc: TextDoc): boolean | null {
  for (const line of doc.lines) {
    if (/\bnon[\s-]*haz(?:ardous|mat)?\b/i.test(line.text)) return false;
    // "Non-" wrapped above "Hazardous" in a narrow cell.
    for (const seg of line.segments) {
      if (/\bnon-$/i.test(seg.text) && below(doc, line, seg, 2).some((b) => /^haz/i.test(b.seg.text))) return false;
    }
  }
  for (const f of labelled(
    doc,
    String.raw`haz(?:ardous|\.)?\s*(?:mat(?:erials?|l|\.)?)?\??(?:\s*(?:y\s*\/\s*n|\(\s*y\s*\/\s*n\s*\)|required|load|shipment|cargo|freight))?|hazmat\??|hm\s*y\s*\/\s*n|hm(?=\s*:|\s+(?:yes|no|y|n)\.?$|$)|dangerous\s*goods(?:\s*\(?\s*y\s*\/\s*n\s*\)?)?`,
    {
      below: true,
    },
  )) {
    if (/^(?:y|yes|true|x)\.?$/i.test(f.value)) return true;
    if (/^(?:n|no|false|none)\.?$/i.test(f.value)) return false;
  }
  return null;
}

/** A summing table of three rows or more whose rows hold the captioned line haul; else null. */
function withLinehaul(table: ChargeTable | null, linehaul: number | undefined): ChargeTable | null {
  return table && table.rows.length >= 3 && table.rows.slice(0, -1).some((r) => r.cents === linehaul) ? table : null;
}

export type RateCargoReading = {
  rateCargo: ExtractedRateCargo;
  confidence: Record<string, number>;
  warnings: string[];
};

export function readRateCargo(doc: TextDoc): RateCargoReading {
  const warnings: string[] = [];
  const allIn = charges(doc, ALL_IN);
  const totals = [...charges(doc, TOTAL), ...allIn];
  const linehauls = charges(doc, LINEHAUL);
  const extras = charges(doc, ACCESSORIAL).filter((c) => c.cents > 0 && !TOTAL.test(c.label));
  const rates = labelled(doc, RATE.source.slice(1), { below: true })
    .filter((f) => f.via !== 'below' || !captionedAmount(f.value))
    .map((f) => findMoney(f.value)[0]?.cents)
    .filter((c): c is number => c !== undefined);

  const accessorials = dedupeCharges(extras);
  // A charges table in captions the reader does not know: its summing row the total, its largest row the line haul.
  // Where the line haul is captioned but no total is, a table of three rows or more that holds that
  // line haul and closes with the sum of the others gives its total (rows that sum by chance seldom
  // hold the line haul too).
  const table =
    !linehauls.length && !rates.length && !allIn.length
      ? chargeTable(doc)
      : !totals.length && !rates.length && linehauls.length
        ? withLinehaul(chargeTable(doc), linehauls[0]?.cents)
        : null;
  const tableTotal = !!table && !totals.length;
  if (table && tableTotal)
    totals.push({ label: table.total.caption, cents: table.total.cents, line: table.total.line });
  const tableLinehaul = table && totals.some((t) => t.cents === table.total.cents) ? table.linehaul.cents : undefined;
  const linehaul =
    linehauls[0]?.cents ??
    (rates.length && totals.length ? rates[0] : undefined) ??
    (allIn[0] && !accessorials.length ? allIn[0].cents : null) ??
    tableLinehaul ??
    null;
  const itemised = linehaul !== null ? linehaul + accessorials.reduce((s, c) => s + c.cents, 0) : null;
  let total = totals.length ? Math.max(...totals.map((t) => t.cents)) : (rates[0] ?? itemised);
  let totalScore = tableTotal ? 0.7 : totals.length ? 0.9 : rates.length ? 0.7 : itemised !== null ? 0.5 : 0;
  if (total !== null && itemised !== null && total !== itemised) {
    // A total that includes the itemised charges is expected; anything else is worth a look.
    if (itemised > total) {
      warnings.push('The itemised charges add up to more than the total carrier pay');
      totalScore = Math.min(totalScore, 0.5);
    } else if (linehaul !== null && total !== linehaul && accessorials.length) {
      warnings.push('The line haul and accessorial charges do not add up to the total carrier pay');
      totalScore = Math.min(totalScore, 0.6);
    }
  }
  if (total !== null && total <= 0) total = null;

  const miles = firstNumber(
    labelled(
      doc,
      String.raw`(?:(?:est\.?|estimated|approx\.?|approximate|total)\s*)?(?:loaded|total|trip|billed|route|practical|rated|lane|est\.?|estimated|approx\.?|revenue|paid|dispatched)\s*mi(?:les|\.)?|mi\.?\s*loaded|(?:loaded\s*)?miles|(?:loaded\s*)?mileage|dist(?:ance)?\.?\s*\(mi(?:les)?\)|(?:trip|route|total|loaded|lane)\s*distance|distance`,
    ),
    (n, raw) => n > 0 && n < 10000 && !/\$/.test(raw),
  );
  const weight = firstNumber(
    totalled(
      doc,
      String.raw`total\s*weight|weight\s*\(lbs\)|(?:est\.?|estimated|exp\.?|expected|net|gross|total|declared)?\s*(?:weight|wgt|wt)\.?(?:\s*\(lbs\))?|(?:gross\s*)?lbs\.?`,
    ),
    (n, raw) => n >= 1 && n <= 200000 && !/kg/i.test(raw),
  );
  const count = (n: number) => Number.isInteger(n) && n > 0 && n < 100000;
  // A charge table's units column ("Units", "Qty" over "1" or the miles) is no piece count: a
  // count read under a heading from a row that carries an amount is the charge's.
  const notCharge = (found: Found[]) =>
    found.filter((f) => f.via !== 'below' || !findMoney(f.line.text).length).map((f) => atTotalRow(doc, f));
  const pieces =
    firstNumber(
      notCharge(
        labelled(
          doc,
          String.raw`(?:piece|pc|pcs|pieces)\s*(?:count|ct|qty|quantity|total)|(?:total\s*)?pieces|pcs|count|case\s*\/\s*size|cases|items|pkgs|packages|(?:no\.?|number)\s*of\s*(?:pieces|pallets|skids|cases|units|handling\s*units)`,
        ),
      ),
      count,
    ) ??
    firstNumber(
      notCharge(
        labelled(
          doc,
          String.raw`pallets?\s*\/\s*(?:pcs|pieces|case)(?:\s*count)?|(?:qty|quantity|count|no\.?)\s*\/\s*(?:pallets?|plts?|skids?|pieces|pcs|units|cases|hu)|(?:total\s*)?(?:pallet|plt|skid)s?\s*(?:count|qty|quantity|ct|total)|(?:total\s*)?pallets?|(?:total\s*)?plts?|skids?(?:\s*count)?|skds|handling\s*(?:units?(?:\s*(?:count|qty|quantity|ct))?|qty|quantity|count)|h\.?u\.?\s*(?:count|qty)|unit\s*count`,
        ),
      ),
      count,
    ) ??
    // "Quantity" also heads the charges table's unit column: the last resort.
    firstNumber(notCharge(labelled(doc, 'quantity|qty|units')), count);
  const commodityFound = labelled(
    doc,
    String.raw`(?:commodity|product|goods|material|item|freight|load|loading|cargo)\s*(?:description|desc\.?|type)|(?:freight|load|shipment|cargo|trailer)\s*(?:commodity|contents)|commodity\s*\/\s*w(?:eigh)?t|products?\s*shipped|commodity|cmdty|product|list\s*of\s*items|description\s*of\s*goods|shipment\s*(?:description|contents)|goods|material|lading|cargo|contents|description`,
  );
  let commodity: string | null = null;
  for (const f of commodityFound) {
    // A bare "Description" heading usually heads the charges table; only "Description: ..." counts.
    if (/^description$/i.test(f.label) && f.via !== 'inline') continue;
    // "Lading" ends "Bill of Lading" wrapped onto a line; only "Lading:" is a caption.
    if (/^lading$/i.test(f.label) && !/^lading\s*:/i.test(f.seg.text)) continue;
    commodity = cleanCommodity(withContinuation(doc, f));
    if (commodity) break;
  }
  // Where the captions the reader knows give nothing, the values' own shape: a trailer type, a counted unit.
  const equipment = equipmentOf(doc) ?? equipmentByValue(doc);
  const weightFallback =
    weight ??
    firstNumber(
      doc.lines.flatMap((l) => [...l.text.matchAll(POUNDS)].map((m) => ({ value: m[1] ?? '' }) as Found)),
      (n) => n > 0 && n <= 200000,
    );

  const hazmatFound = hazmatOf(doc);
  const rateCargo: ExtractedRateCargo = {
    rate_booked: total !== null ? centsToAmount(total) : null,
    linehaul: linehaul !== null ? centsToAmount(linehaul) : null,
    accessorials: accessorials.map((c) => ({ description: c.label, amount: centsToAmount(c.cents) })),
    loaded_miles: miles?.value ?? milesByValue(doc),
    commodity: commodity ?? commodityBesideWeight(doc),
    weight_lbs: weightFallback?.value ?? null,
    pieces: pieces?.value ?? piecesByValue(doc),
    hazmat: hazmatFound ?? hazmatByValue(doc),
    equipment,
  };
  const confidence: Record<string, number> = {
    'rate_cargo.rate_booked': totalScore,
    'rate_cargo.linehaul': linehauls.length ? 0.85 : linehaul !== null ? 0.6 : 0,
    'rate_cargo.loaded_miles': miles ? 0.7 : rateCargo.loaded_miles !== null ? 0.5 : 0,
    'rate_cargo.commodity': commodity ? 0.6 : 0,
    'rate_cargo.weight_lbs': weight ? 0.8 : weightFallback ? 0.5 : 0,
    'rate_cargo.pieces': pieces ? 0.6 : rateCargo.pieces !== null ? 0.5 : 0,
    'rate_cargo.hazmat': rateCargo.hazmat === null ? 0 : hazmatFound ? 0.8 : 0.6,
    'rate_cargo.equipment': equipment ? 0.75 : 0,
  };
  return { rateCargo, confidence, warnings };
}

/** The same charge printed twice (summary and detail, or a driver copy) counts once. */
function dedupeCharges(list: Charge[]): Charge[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.label.toLowerCase().replace(/\s+/g, ' ')}|${c.cents}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
