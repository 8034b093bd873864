import { carrierText, cityLine, type Row, referenceRows, terms } from './blocks';
import { DAY_NAMES, formatWeight, MONTH_NAMES, MONTHS, type Style, two, WEEKDAYS } from './formats';
import { drawRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import { COMMON_WORDS, type Words } from './layouts-heldout-23';
import type { Sheet, TextOptions } from './pdf-writer';
import { Random } from './random';
import { type CaseStop, type Clock, type Day, makeCase, type RateconCase, totalCents } from './ratecon-case';
import { FIRST_NAMES, SURNAMES } from './vocabulary';

/**
 * A twenty-fourth held-out set, written after the twenty-third was first read and read first after
 * round 23 (70.4%): the figure for layouts not tuned on. Conventional broker sheets (a letterhead with the
 * broker's name, address, phone, e-mail and MC; the load number and date; the carrier and its MC; the
 * stops; the freight; the charges closed by their total; the load's references; a terms paragraph and
 * signature lines), in geometry no earlier set draws: the route as numbered boxes left to right across
 * the page with arrows drawn between them, each box's fields stacked under small captions, the freight
 * and the charges below in two ruled tables side by side; a form whose captions sit in a narrow left
 * column in grey small capitals beside a wide column of values, every section (the stops "STOP 1 —
 * PICKUP") under a dark band lettered in white; every stop a ticket whose stub, past a dashed tear
 * line, holds its day large over its hours and reference, the charges a till receipt between dashed
 * rules; a ledger of numbered lines ("Ln", item, particulars, date and time, reference, amount) in
 * which the stops, the freight's facts, the references and the charges are each a line and the total
 * closes the column of amounts; and a memorandum ("To:", "From:", "Date:", "Re:") that tells the load
 * in numbered paragraphs and lists the charges along dotted leaders. Every caption is drawn, per sheet
 * and field, about half the time from common wording ("Load #", "Pro #", "Shipper" / "Consignee",
 * "Line Haul", "Fuel Surcharge", "Total", "Commodity", "Weight", "Equipment", "Reference #", "PO#")
 * and otherwise from lists no other set, the tuned vocabulary nor the reader's patterns use ("Booking
 * Ref", "Award No.", "Written Up", "Hauler of Record", "Lane Fee", "Fuel Uplift", "Settlement Sum",
 * "Goods Carried", "Mass Shipped", "Skids Aboard", "Rig Style", "Route Length", "DG Status", "Release
 * Code", "Collect At" / "Hand Over At", "Uplift Point" / "Set-Off Point", "Site Owner", "Curb Address",
 * "Locality", "Due Day", "Door Time", "Dock Ticket"). Days, hours and money take forms set 23 lacks
 * beside some it has: days "2026-06-18", "Thursday 6/18", "6/18/26", "June 18 2026", "Thu Jun 18,
 * 2026" or "06/18/2026"; hours "0800-1200 hrs" ("1400 hrs"), "8 AM–12 PM" ("2 PM"), "8:00 a.m. to
 * 12:00 p.m.", "08:00 - 12:00" or "0800 to 1200" ("Appt 1400"); money "$2,150.00", "USD 2,150.00",
 * "$2150" when whole ("$2150.40" else), "$ 2,150.00" or "2,150.00". The bench reads 50 documents of
 * it: five layouts by ten seeds.
 */

/** New captions: none in another set's lists, the tuned vocabulary or the reader's patterns. */
const TWENTY_FOURTH_WORDS: Words = {
  title: ['Haulage Booking Note', 'Truckload Award Sheet'],
  load: ['Booking Ref', 'Award No.', 'Movement ID'],
  date: ['Written Up', 'Struck On'],
  carrier: ['Hauler of Record', 'Assigned Haulier'],
  po: ['Buyer Ref', 'Indent No.'],
  bol: ['Waybill Ref', 'Consignment Slip'],
  order: ['Account Job #', 'Client Job No.'],
  linehaul: ['Lane Fee', 'Haul Price', 'Trip Fare'],
  fuel: ['Fuel Uplift', 'Energy Adder'],
  total: ['Settlement Sum', 'All-Told', 'Grand Payable'],
  commodity: ['Goods Carried', 'Lading Contents'],
  weight: ['Mass Shipped', 'Pounds Aboard'],
  pieces: ['Skids Aboard', 'Handling Lots'],
  equipment: ['Rig Style', 'Unit Wanted'],
  miles: ['Route Length', 'Odometer Run'],
  hazmat: ['DG Status', 'Perilous Cargo'],
  pickupRef: ['Release Code', 'Collect Ref'],
  deliveryRef: ['Receiving Code', 'Handover Ref'],
  phone: ['Call Line', 'Ring At'],
  email: ['E-Post', 'Mail Line'],
};

/** Each caption common about half the time, new otherwise. */
const twentyFourthStyle = (style: Style, rng: Random) =>
  restyled(restyled(style, rng, COMMON_WORDS, 1), rng, TWENTY_FOURTH_WORDS, 0.5);

/** The extra charges under their usual names or names of the set's own. */
const ACCESSORIAL_WORDS: Record<string, string[]> = {
  Detention: ['Detention', 'Dwell Pay'],
  Lumper: ['Lumper', 'Unload Crew'],
  'Stop Off': ['Stop Off', 'Added Drop'],
  Tarp: ['Tarp', 'Tarp Cover'],
  'Driver Assist': ['Driver Assist', 'Driver Handload'],
  Layover: ['Layover', 'Rest Day Held'],
};

/** How one sheet words its stops, common or new. */
type StopWords = {
  kinds: [string, string];
  facility: string;
  address: string;
  city: string;
  date: string;
  time: string;
  phone: string;
};
const either = <T>(rng: Random, common: T[], fresh: T[]): T => rng.pick(rng.chance(0.5) ? common : fresh);
const drawStopWords = (rng: Random): StopWords => ({
  kinds: either<[string, string]>(
    rng,
    [
      ['Pick Up', 'Delivery'],
      ['Shipper', 'Consignee'],
      ['Pickup', 'Drop'],
    ],
    [
      ['Collect At', 'Hand Over At'],
      ['Uplift Point', 'Set-Off Point'],
    ],
  ),
  facility: either(rng, ['Name', 'Facility', 'Location'], ['Site Owner', 'Dock Operator']),
  address: either(rng, ['Address', 'Street'], ['Curb Address', 'Frontage']),
  city: either(rng, ['City/State/Zip', 'City, ST Zip'], ['Locality']),
  date: either(rng, ['Date', 'Appt Date'], ['Due Day', 'Dated For']),
  time: either(rng, ['Appt', 'Time', 'Hours'], ['Door Time', 'Gate Hour']),
  phone: either(rng, ['Phone', 'Contact'], ['Call Line', 'Ring At']),
});

const kindOf = (s: CaseStop, sw: StopWords) => (s.type === 'pickup' ? sw.kinds[0] : sw.kinds[1]);

/** How one sheet prints days, hours and money. */
export type DayForm = 'iso' | 'weekday' | 'short-year' | 'long' | 'week-named' | 'us';
export type HourForm = 'hrs' | 'half' | 'dotted' | 'spaced' | 'to';
export type MoneyForm = 'dollar' | 'usd-before' | 'bare' | 'spaced' | 'plain';
export type Forms = { day: DayForm; hours: HourForm; money: MoneyForm };

export const drawForms = (rng: Random): Forms => ({
  day: rng.pick<DayForm>(['iso', 'weekday', 'short-year', 'long', 'week-named', 'us']),
  hours: rng.pick<HourForm>(['hrs', 'half', 'dotted', 'spaced', 'to']),
  money: rng.pick<MoneyForm>(['dollar', 'dollar', 'usd-before', 'bare', 'spaced', 'plain']),
});

export const weekday = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** A stop's day: "2026-06-18", "Thursday 6/18", "6/18/26", "June 18 2026", "Thu Jun 18, 2026", "06/18/2026". */
export function dayText(d: Day, form: DayForm): string {
  switch (form) {
    case 'iso':
      return `${d.year}-${two(d.month)}-${two(d.day)}`;
    case 'weekday':
      return `${DAY_NAMES[weekday(d)]} ${d.month}/${d.day}`;
    case 'short-year':
      return `${d.month}/${d.day}/${String(d.year).slice(2)}`;
    case 'long':
      return `${MONTH_NAMES[d.month - 1]} ${d.day} ${d.year}`;
    case 'week-named':
      return `${WEEKDAYS[weekday(d)]} ${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
    case 'us':
      return `${two(d.month)}/${two(d.day)}/${d.year}`;
  }
}

/** The sheet's own date always carries its year. */
export const issuedText = (d: Day, form: DayForm) => dayText(d, form === 'weekday' ? 'long' : form);

export const twelve = (c: Clock) => c.hour % 12 || 12;
export const half = (c: Clock) => (c.hour < 12 ? 'AM' : 'PM');

/** One clock time in a form: "0800", "8 AM", "8:00 a.m.", "08:00". */
export function clockText(c: Clock, form: HourForm): string {
  switch (form) {
    case 'hrs':
    case 'to':
      return `${two(c.hour)}${two(c.minute)}`;
    case 'half':
      return c.minute ? `${twelve(c)}:${two(c.minute)} ${half(c)}` : `${twelve(c)} ${half(c)}`;
    case 'dotted':
      return `${twelve(c)}:${two(c.minute)} ${half(c) === 'AM' ? 'a.m.' : 'p.m.'}`;
    case 'spaced':
      return `${two(c.hour)}:${two(c.minute)}`;
  }
}

/** A stop's hours: "0800-1200 hrs", "8 AM–12 PM", "8:00 a.m. to 12:00 p.m.", "08:00 - 12:00", "0800 to 1200". */
export function hoursText(from: Clock, to: Clock, form: HourForm): string {
  const fixed = from.hour === to.hour && from.minute === to.minute;
  const a = clockText(from, form);
  if (fixed) return form === 'hrs' ? `${a} hrs` : form === 'to' ? `Appt ${a}` : a;
  const b = clockText(to, form);
  switch (form) {
    case 'hrs':
      return `${a}-${b} hrs`;
    case 'half':
      return `${a}–${b}`;
    case 'dotted':
    case 'to':
      return `${a} to ${b}`;
    case 'spaced':
      return `${a} - ${b}`;
  }
}

/** Money: "$2,150.00", "USD 2,150.00", "$2150" when whole ("$2150.40" else), "$ 2,150.00", "2,150.00". */
export function moneyText(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  const grouped = whole.toLocaleString('en-US');
  const fraction = two(cents % 100);
  switch (form) {
    case 'dollar':
      return `$${grouped}.${fraction}`;
    case 'usd-before':
      return `USD ${grouped}.${fraction}`;
    case 'bare':
      return cents % 100 ? `$${whole}.${fraction}` : `$${whole}`;
    case 'spaced':
      return `$ ${grouped}.${fraction}`;
    case 'plain':
      return `${grouped}.${fraction}`;
  }
}

/** What every layout draws with: the case, the sheet's words, stop words and forms. */
type Kit = { sheet: Sheet; c: RateconCase; style: Style; sw: StopWords; f: Forms; rng: Random };

const kitOf = (args: DrawArgs): Kit => {
  const style = twentyFourthStyle(args.style, args.rng);
  return { ...args, style, sw: drawStopWords(args.rng), f: drawForms(args.rng) };
};

const dayOf = (s: CaseStop, k: Kit) => dayText(s.day, k.f.day);
const hoursOf = (s: CaseStop, k: Kit) => hoursText(s.from, s.to, k.f.hours);
const money = (cents: number, k: Kit) => moneyText(cents, k.f.money);
const refCaption = (s: CaseStop, k: Kit) => bare(refLabel(s, k.style));
const stopName = (s: CaseStop, k: Kit) => `${kindOf(s, k.sw)} ${nth(k.c, s)}`;

/** The charges, the total last. */
function chargeRows(k: Kit): Row[] {
  const { c, style, rng } = k;
  const rows: Row[] = [[bare(style.words.linehaul), money(c.linehaulCents, k)]];
  if (c.fuelCents) rows.push([bare(style.words.fuel), money(c.fuelCents, k)]);
  for (const a of c.accessorials)
    rows.push([rng.pick(ACCESSORIAL_WORDS[a.description] ?? [a.description]), money(a.cents, k)]);
  rows.push([bare(style.words.total), money(totalCents(c), k)]);
  return rows;
}

/** The freight: goods, weight, pieces, trailer, miles, hazmat, as far as the case has them. */
function cargoRows(k: Kit): Row[] {
  const { c, style, rng } = k;
  const w = style.words;
  const g = c.cargo;
  const rows: Row[] = [
    [bare(w.commodity), g.commodity],
    [bare(w.weight), formatWeight(g.weight, rng)],
  ];
  if (g.pieces !== null) rows.push([bare(w.pieces), String(g.pieces)]);
  rows.push([bare(w.equipment), g.equipment]);
  if (g.miles !== null) rows.push([bare(w.miles), String(g.miles)]);
  if (g.hazmat !== null) rows.push([bare(w.hazmat), g.hazmat ? rng.pick(['Yes', 'Y']) : rng.pick(['No', 'N'])]);
  return rows;
}

/** The carrier and its authority, the number bare under a caption that says MC already. */
function carrierRows(k: Kit): Row[] {
  const caption = either(k.rng, ['MC #', 'Carrier MC', 'MC Number'], ['Authority No.', 'Haul Permit']);
  const mc = caption.includes('MC') ? k.c.carrier.mc : `MC ${k.c.carrier.mc}`;
  return [
    [bare(k.style.words.carrier), carrierText(k.c)],
    [caption, mc],
  ];
}

/** The load's number and date. */
const loadRows = (k: Kit): Row[] => [
  [bare(k.style.words.load), k.c.loadNumber],
  [bare(k.style.words.date), issuedText(k.c.issued, k.f.day)],
];

/** The load's references (PO, BOL, order), captions bare. */
const refRows = (k: Kit): Row[] => referenceRows(k.c, k.style).map(([l, v]): Row => [bare(l), v]);

/** A stop's fields as caption/value rows, the street and the city line apart. */
function stopRows(s: CaseStop, k: Kit): Row[] {
  const { sw } = k;
  const rows: Row[] = [
    [sw.facility, s.facility],
    [sw.address, s.street],
    [sw.city, cityLine(s)],
    [sw.date, dayOf(s, k)],
    [sw.time, hoursOf(s, k)],
  ];
  if (s.reference) rows.push([refCaption(s, k), s.reference]);
  if (s.phone) rows.push([sw.phone, s.phone]);
  return rows;
}

const authority = (c: RateconCase, rng: Random) =>
  c.broker.mc ? rng.pick([`MC# ${c.broker.mc}`, `MC ${c.broker.mc}`, `MC-${c.broker.mc}`]) : `USDOT ${c.broker.dot}`;

/** The broker's initials, as a letterhead's monogram prints them. */
const initials = (name: string) =>
  name
    .split(' ')
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/**
 * The broker's letterhead: a square monogram at the left, the name beside it over the address, and the
 * contacts right-aligned at the right margin one a line, the title on a shaded bar under them; or the
 * name left and the contacts right on the same lines, the title right-aligned under a heavy rule.
 */
function letterhead(k: Kit) {
  const { sheet, c, style, rng } = k;
  const b = c.broker;
  const w = style.words;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const contacts = [`${bare(w.phone)}: ${b.phone}`, `${bare(w.email)}: ${b.email}`, authority(c, rng)];
  const top = sheet.y;
  if (rng.chance(0.5)) {
    const side = sheet.lead * 3.2;
    sheet.box(40, top - sheet.lead, side, side, 0.25);
    const mono: TextOptions = { bold: true, size: sheet.size * 1.5, grey: 1 };
    const letters = initials(b.name);
    sheet.text(40 + side / 2 - sheet.measure(letters, mono) / 2, top + sheet.lead * 0.75, letters, mono);
    const x = 40 + side + 10;
    sheet.text(x, top, b.name, { bold: true, size: sheet.size * 1.35 });
    sheet.cell(x, top + sheet.lead * 1.3, 260, [b.street, cityLine(b.place)], small);
    contacts.forEach((line, i) => {
      sheet.textRight(572, top + sheet.lead * i, line, small);
    });
    sheet.y = top + side + sheet.lead * 0.2;
    const bar = sheet.lead * 1.6;
    sheet.box(40, sheet.y, 532, bar, true);
    sheet.text(48, sheet.y + sheet.lead * 1.15, w.title.toUpperCase(), { bold: true, size: sheet.size * 1.15 });
    const person = `${rng.pick(['Agent', 'Booked By', 'Carrier Sales'])}: ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    sheet.textRight(564, sheet.y + sheet.lead * 1.1, person, small);
    sheet.y += bar + sheet.lead * 1.6;
    return;
  }
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.6 });
  sheet.cell(40, top + sheet.lead * 1.4, 280, [b.street, cityLine(b.place)], small);
  contacts.forEach((line, i) => {
    sheet.textRight(572, top + sheet.lead * i, line, small);
  });
  sheet.y = top + sheet.lead * 3.6;
  sheet.rule(40, sheet.y, 572, 2);
  sheet.y += sheet.lead * 1.6;
  sheet.textRight(572, sheet.y, w.title, { bold: true, size: sheet.size * 1.4 });
  sheet.y += sheet.lead * 1.8;
}

/** The terms paragraph and two signature blocks side by side, each with a printed name and a date. */
function closing(k: Kit) {
  const { sheet, c, rng } = k;
  terms(sheet, 40, 532);
  sheet.need(sheet.lead * 6);
  sheet.y += sheet.lead * 2.4;
  const [left, right] = rng.pick<[string, string]>([
    ['Carrier Acceptance', 'Broker Authorization'],
    ['Signed for the Carrier', 'Signed for the Broker'],
    ['Carrier Signature', 'Broker Signature'],
  ]);
  const small: TextOptions = { size: sheet.size - 1 };
  for (const [x, caption, name] of [
    [40, left, c.carrier.name],
    [316, right, c.broker.name],
  ] as const) {
    sheet.rule(x, sheet.y, x + 256);
    sheet.text(x, sheet.y + sheet.lead, caption, small);
    sheet.text(x, sheet.y + sheet.lead * 2, name, small);
    sheet.text(x + 180, sheet.y + sheet.lead, 'Date: ________', small);
  }
  sheet.y += sheet.lead * 3;
}

/** A bold heading with a thin rule under it. */
function heading(sheet: Sheet, s: string) {
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 0.3;
  sheet.text(40, sheet.y, s, { bold: true, size: sheet.size * 1.15 });
  sheet.rule(40, sheet.y + 3, 572, 0.5);
  sheet.y += sheet.lead * 1.5;
}

/** "Caption: value" pairs set one after the other along lines, `gap` apart, a line broken between pairs. */
function pairLine(sheet: Sheet, rows: Row[], gap = 24) {
  let x = 40;
  for (const [l, v] of rows) {
    const caption = `${l}:`;
    const need = sheet.measure(`${caption} `, { bold: true }) + sheet.measure(v);
    if (x > 40 && x + need > 572) {
      x = 40;
      sheet.y += sheet.lead;
    }
    sheet.text(x, sheet.y, caption, { bold: true });
    sheet.text(x + sheet.measure(`${caption} `, { bold: true }), sheet.y, v);
    x += need + gap;
  }
  sheet.y += sheet.lead * 1.4;
}

/** An arrow from (x0, y) to (x1, y): a line with a drawn head. */
function arrow(sheet: Sheet, x0: number, x1: number, y: number) {
  sheet.line(x0, y, x1, y, 1);
  sheet.line(x1 - 5, y - 3.5, x1, y, 1);
  sheet.line(x1 - 5, y + 3.5, x1, y, 1);
}

/** Height of fields stacked as a small caption over each wrapped value. */
function stackHeight(sheet: Sheet, rows: Row[], width: number) {
  return rows.reduce((n, [, v]) => n + sheet.lead * (0.85 + sheet.wrap(v, width).length), 0);
}

/** Fields stacked: each a small grey caption over its value; returns the height used. */
function stackFields(sheet: Sheet, rows: Row[], x: number, y: number, width: number) {
  let at = y;
  for (const [l, v] of rows) {
    sheet.text(x, at, l, { size: sheet.size - 2, grey: 0.35 });
    at += sheet.lead * 0.85;
    at += sheet.cell(x, at, width, [v]);
  }
  return at - y;
}

/** A ruled table of two columns under a shaded head: captions left, values right-aligned or left. */
function ruledPairs(sheet: Sheet, title: string, rows: Row[], x: number, width: number, alignRight: boolean) {
  const top = sheet.y - sheet.lead + 2;
  const rowH = sheet.lead * 1.35;
  sheet.box(x, top, width, rowH, true);
  sheet.text(x + 5, top + sheet.lead * 0.95, title, { bold: true });
  const split = x + width * 0.48;
  rows.forEach(([l, v], i) => {
    const last = alignRight && i === rows.length - 1;
    const y = top + rowH * (i + 1);
    sheet.box(x, y, width, rowH);
    sheet.line(split, y, split, y + rowH);
    const base = y + sheet.lead * 0.95;
    sheet.text(x + 5, base, l, { bold: last });
    if (alignRight) sheet.textRight(x + width - 5, base, v, { bold: last });
    else sheet.text(split + 5, base, v);
  });
  return top + rowH * (rows.length + 1);
}

/** The route as numbered boxes left to right, arrows between; freight and charges in two ruled tables below. */
function routeStrip(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  pairLine(sheet, [...loadRows(k), ...carrierRows(k)]);
  const refs = refRows(k);
  if (refs.length) pairLine(sheet, refs);
  heading(sheet, rng.pick(['Route', 'Routing', 'Stop Sequence']));
  const n = c.stops.length;
  const gap = 20;
  const width = (532 - gap * (n - 1)) / n;
  const inner = width - 10;
  const fields = c.stops.map((s) => stopRows(s, k));
  const bodyH = Math.max(...fields.map((rows) => stackHeight(sheet, rows, inner)));
  const band = sheet.lead * 1.5;
  sheet.need(band + bodyH + sheet.lead * 2);
  const top = sheet.y - sheet.lead + 2;
  const upper = rng.chance(0.5);
  c.stops.forEach((s, i) => {
    const x = 40 + i * (width + gap);
    sheet.box(x, top, width, band, true);
    sheet.box(x, top + band, width, bodyH + sheet.lead * 0.5);
    const head = upper ? `${i + 1}  ${kindOf(s, sw).toUpperCase()}` : `${i + 1}. ${stopName(s, k)}`;
    sheet.text(x + 5, top + sheet.lead * 1.05, head, { bold: true });
    stackFields(sheet, fields[i] ?? [], x + 5, top + band + sheet.lead * 0.9, inner);
    if (i < n - 1) arrow(sheet, x + width + 3, x + width + gap - 3, top + band / 2);
  });
  sheet.y = top + band + bodyH + sheet.lead * 2.4;
  const cargo = cargoRows(k);
  const charges = chargeRows(k);
  sheet.need(sheet.lead * 1.35 * (Math.max(cargo.length, charges.length) + 2));
  const below = sheet.y;
  const cargoEnd = ruledPairs(sheet, rng.pick(['Freight', 'Shipment', 'Cargo']), cargo, 40, 256, false);
  sheet.y = below;
  const payEnd = ruledPairs(sheet, rng.pick(['Charges', 'Carrier Pay', 'Rate']), charges, 316, 256, true);
  sheet.y = Math.max(cargoEnd, payEnd) + sheet.lead;
  closing(k);
}

/** A dark band across the page lettered in white, on the page its `rows` rows will fit. */
function darkBand(sheet: Sheet, s: string, rows: number) {
  sheet.need(sheet.lead * (rows + 3));
  const top = sheet.y - sheet.lead + 2;
  const h = sheet.lead * 1.45;
  sheet.box(40, top, 532, h, 0.2);
  sheet.text(46, top + sheet.lead * 1.02, s, { bold: true, grey: 1 });
  sheet.y = top + h + sheet.lead * 1.1;
}

/** Rows of a grey small-capitals caption in a narrow left column beside its value in a wide column. */
function greyRows(sheet: Sheet, rows: Row[], ruled: boolean, boldLast = false) {
  const caps: TextOptions = { size: sheet.size - 1.5, grey: 0.45, bold: true };
  rows.forEach(([l, v], i) => {
    const bold = boldLast && i === rows.length - 1;
    const lines = sheet.wrap(v, 396, { bold });
    sheet.need(sheet.lead * lines.length);
    sheet.text(46, sheet.y, l.toUpperCase(), caps);
    sheet.y += sheet.cell(176, sheet.y, 396, [v], { bold });
    if (ruled) sheet.line(46, sheet.y - sheet.lead + 3.5, 572, sheet.y - sheet.lead + 3.5, 0.2);
  });
  sheet.y += sheet.lead * 0.7;
}

/** Captions grey in a narrow left column, values in a wide right one; every section under a dark band. */
function darkBands(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng } = k;
  letterhead(k);
  const ruled = rng.chance(0.5);
  const dash = rng.pick([' — ', ' - ', ': ']);
  const section = (title: string, rows: Row[], boldLast = false) => {
    darkBand(sheet, title, rows.length);
    greyRows(sheet, rows, ruled, boldLast);
  };
  section(rng.pick(['LOAD', 'LOAD DETAILS', 'ORDER']), [...loadRows(k), ...refRows(k)]);
  section(rng.pick(['CARRIER', 'CARRIER DETAILS']), carrierRows(k));
  c.stops.forEach((s, i) => {
    section(`STOP ${i + 1}${dash}${kindOf(s, k.sw).toUpperCase()}`, stopRows(s, k));
  });
  section(rng.pick(['FREIGHT', 'COMMODITY', 'SHIPMENT']), cargoRows(k));
  section(rng.pick(['CHARGES', 'RATE', 'CARRIER PAY']), chargeRows(k), true);
  closing(k);
}

/** Lines drawn dashed across, as a receipt's or a ticket's tear line. */
const dashedRule = (sheet: Sheet, x0: number, x1: number, y: number) => sheet.line(x0, y, x1, y, 0.6, true);

/** A stop as a ticket: the kind and place on the main part, a stub past a dashed tear line holding the day large. */
function ticket(s: CaseStop, k: Kit, stubLeft: boolean) {
  const { sheet, sw } = k;
  const stubW = 150;
  const mainX = stubLeft ? 40 + stubW : 40;
  const mainW = 532 - stubW;
  const stubX = stubLeft ? 40 : 40 + mainW;
  const inner = mainW - 16;
  const small: TextOptions = { size: sheet.size - 2, grey: 0.35 };
  const main: Row[] = [
    [sw.facility, s.facility],
    [sw.address, s.street],
    [sw.city, cityLine(s)],
  ];
  if (s.phone) main.push([sw.phone, s.phone]);
  const mainH = sheet.lead * 1.6 + stackHeight(sheet, main, inner);
  const stub: Row[] = [[sw.time, hoursOf(s, k)]];
  if (s.reference) stub.push([refCaption(s, k), s.reference]);
  const big: TextOptions = { bold: true, size: sheet.size * 1.3 };
  const day = dayOf(s, k);
  const dayLines = sheet.wrap(day, stubW - 16, big);
  const stubH = sheet.lead * (1.8 + dayLines.length * 1.3) + stackHeight(sheet, stub, stubW - 16);
  const h = Math.max(mainH, stubH) + sheet.lead * 0.4;
  sheet.need(h + sheet.lead * 2);
  const top = sheet.y - sheet.lead + 2;
  sheet.box(40, top, 532, h);
  const tear = stubLeft ? 40 + stubW : 40 + mainW;
  sheet.line(tear, top, tear, top + h, 0.8, true);
  // The kind on a shaded tag at the top of the main part.
  const tag = stopName(s, k).toUpperCase();
  const tagW = sheet.measure(tag, { bold: true }) + 12;
  sheet.box(mainX, top, tagW, sheet.lead * 1.3, true);
  sheet.text(mainX + 6, top + sheet.lead * 0.95, tag, { bold: true });
  stackFields(sheet, main, mainX + 8, top + sheet.lead * 2.3, inner);
  let y = top + sheet.lead * 1.1;
  sheet.text(stubX + 8, y, sw.date, small);
  y += sheet.lead * 1.3;
  for (const line of dayLines) {
    sheet.text(stubX + 8, y, line, big);
    y += sheet.lead * 1.3;
  }
  stackFields(sheet, stub, stubX + 8, y, stubW - 16);
  sheet.y = top + h + sheet.lead * 1.5;
}

/** The charges as a till receipt: dashed rules over and under, amounts flush right, the total doubled under. */
function receipt(sheet: Sheet, title: string, rows: Row[], x: number, right: number) {
  sheet.text(x, sheet.y, title.toUpperCase(), { bold: true });
  sheet.y += sheet.lead * 0.5;
  dashedRule(sheet, x, right, sheet.y);
  sheet.y += sheet.lead * 1.1;
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    if (last) {
      dashedRule(sheet, x, right, sheet.y - sheet.lead + 3);
      sheet.y += 2;
    }
    sheet.text(x, sheet.y, last ? l.toUpperCase() : l, { bold: last });
    sheet.textRight(right, sheet.y, v, { bold: last });
    if (last) {
      sheet.rule(right - 80, sheet.y + 3, right, 0.5);
      sheet.rule(right - 80, sheet.y + 5, right, 0.5);
    }
    sheet.y += sheet.lead;
  });
}

/** "Caption: value" rows down a column, values lined up after the widest caption. */
function captioned(sheet: Sheet, rows: Row[], x: number, width: number) {
  const bold = { bold: true };
  const at = Math.max(...rows.map(([l]) => sheet.measure(`${l}:`, bold))) + 8;
  for (const [l, v] of rows) {
    sheet.text(x, sheet.y, `${l}:`, bold);
    sheet.y += sheet.cell(x + at, sheet.y, width - at, [v]);
  }
}

/** Every stop a ticket with a stub for its day, hours and reference; the charges as a till receipt. */
function ticketStubs(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng } = k;
  letterhead(k);
  const top = sheet.y;
  captioned(sheet, [...loadRows(k), ...refRows(k)], 40, 250);
  const leftEnd = sheet.y;
  sheet.y = top;
  captioned(sheet, carrierRows(k), 316, 256);
  sheet.y = Math.max(leftEnd, sheet.y) + sheet.lead * 0.6;
  heading(sheet, rng.pick(['Stops', 'Pick Up & Delivery', 'Schedule']));
  const stubLeft = rng.chance(0.4);
  for (const s of c.stops) ticket(s, k, stubLeft);
  const cargo = cargoRows(k);
  const charges = chargeRows(k);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 4));
  sheet.y += sheet.lead * 0.4;
  const below = sheet.y;
  sheet.text(40, sheet.y, rng.pick(['Freight', 'Shipment', 'Cargo']).toUpperCase(), { bold: true });
  sheet.y += sheet.lead * 1.6;
  captioned(sheet, cargo, 40, 250);
  const cargoEnd = sheet.y;
  sheet.y = below;
  receipt(sheet, rng.pick(['Charges', 'Carrier Pay', 'Rate']), charges, 352, 572);
  sheet.y = Math.max(cargoEnd, sheet.y) + sheet.lead * 0.4;
  closing(k);
}

/** One line of the ledger: its number, item, particulars, date and time, reference and amount. */
type LedgerLine = { item: string; lines: string[]; when: string[]; ref: string; amount: string; bold?: boolean };

/** The ledger's columns: left edges and widths. */
const LEDGER = { ln: 24, item: 92, lines: 168, when: 112, ref: 66, amount: 70 };

/** A ruled ledger of numbered lines, vertical rules between its columns, a shaded head row. */
function ledger(k: Kit, head: string[], rows: LedgerLine[]) {
  const { sheet } = k;
  const widths = [LEDGER.ln, LEDGER.item, LEDGER.lines, LEDGER.when, LEDGER.ref, LEDGER.amount];
  const xs = widths.map((_, i) => 40 + widths.slice(0, i).reduce((n, w) => n + w, 0));
  const caps: TextOptions = { bold: true, size: sheet.size - 1 };
  const headH = sheet.lead * 1.5;
  const drawHead = () => {
    const top = sheet.y - sheet.lead + 2;
    sheet.box(40, top, 532, headH, true);
    head.forEach((h, i) => {
      const x = xs[i] ?? 40;
      if (i === head.length - 1) sheet.textRight(x + (widths[i] ?? 0) - 4, top + sheet.lead * 1.05, h, caps);
      else sheet.text(x + 4, top + sheet.lead * 1.05, h, caps);
    });
    sheet.y = top + headH;
  };
  drawHead();
  rows.forEach((r, n) => {
    const cells = [
      [String(n + 1)],
      sheet.wrap(r.item, LEDGER.item - 8, { bold: r.bold }),
      r.lines.flatMap((l) => sheet.wrap(l, LEDGER.lines - 8)),
      r.when.flatMap((l) => sheet.wrap(l, LEDGER.when - 8)),
      sheet.wrap(r.ref, LEDGER.ref - 8),
      [r.amount],
    ];
    const h = sheet.lead * (Math.max(...cells.map((x) => x.length)) + 0.5);
    if (sheet.y + h > 740) {
      sheet.newPage();
      drawHead();
    }
    const top = sheet.y;
    sheet.box(40, top, 532, h);
    for (const x of xs.slice(1)) sheet.line(x, top, x, top + h, 0.4);
    cells.forEach((lines, i) => {
      const x = xs[i] ?? 40;
      lines.forEach((line, j) => {
        const y = top + sheet.lead * (j + 1) - 1;
        const bold = Boolean(r.bold) || (i === 2 && j === 0 && r.lines.length > 1);
        if (i === 5) sheet.textRight(x + LEDGER.amount - 4, y, line, { bold });
        else sheet.text(x + 4, y, line, { bold: i === 1 ? Boolean(r.bold) : bold });
      });
    });
    sheet.y = top + h;
  });
  sheet.y += sheet.lead * 1.5;
}

/** Every stop, freight fact, reference and charge a numbered line of one ruled ledger, the total closing it. */
function ledgerLines(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  const top = sheet.y;
  captioned(sheet, carrierRows(k), 40, 270);
  const leftEnd = sheet.y;
  sheet.y = top;
  // The load's number and date right-aligned: captions flush to a line, values after it.
  for (const [l, v] of loadRows(k)) {
    sheet.textRight(450, sheet.y, `${l}:`, { bold: true });
    sheet.text(456, sheet.y, v);
    sheet.y += sheet.lead;
  }
  sheet.y = Math.max(leftEnd, sheet.y) + sheet.lead * 1.2;
  const particulars = rng.pick(['Particulars', 'Details', 'Description']);
  const head = [
    rng.pick(['Ln', 'No.', '#']),
    rng.pick(['Item', 'Line Item']),
    rng.chance(0.5) ? `${sw.facility} / ${sw.address}` : particulars,
    `${sw.date} / ${sw.time}`,
    rng.pick(['Ref', 'Reference']),
    rng.pick(['Amount', 'Amount (USD)', 'Charge']),
  ];
  const rows: LedgerLine[] = c.stops.map((s) => ({
    item: stopName(s, k),
    lines: [s.facility, s.street, cityLine(s), ...(s.phone ? [`${sw.phone}: ${s.phone}`] : [])],
    when: [dayOf(s, k), hoursOf(s, k)],
    ref: s.reference ? `${refCaption(s, k)} ${s.reference}` : '',
    amount: '',
  }));
  for (const [l, v] of [...cargoRows(k), ...refRows(k)])
    rows.push({ item: l, lines: [v], when: [], ref: '', amount: '' });
  const charges = chargeRows(k);
  charges.forEach(([l, v], i) => {
    const last = i === charges.length - 1;
    rows.push({ item: l, lines: [], when: [], ref: '', amount: v, bold: last });
  });
  ledger(k, head, rows);
  closing(k);
}

/** A paragraph numbered in a hanging indent: the number at x, the text wrapped from x + 18. */
function numbered(sheet: Sheet, n: number, text: string, lead?: string) {
  // A little short of the margin: the bold lead-in is wider than the plain text it was measured as.
  const width = 532 - 18 - 10;
  const lines = sheet.wrap(lead ? `${lead} ${text}` : text, width);
  sheet.need(sheet.lead * (lines.length + 1));
  sheet.text(40, sheet.y, `${n}.`);
  lines.forEach((line, i) => {
    if (i === 0 && lead) {
      sheet.text(58, sheet.y, lead, { bold: true });
      sheet.text(58 + sheet.measure(`${lead} `, { bold: true }), sheet.y, line.slice(lead.length + 1));
    } else sheet.text(58, sheet.y, line);
    sheet.y += sheet.lead;
  });
  sheet.y += sheet.lead * 0.4;
}

/** Rows along dotted leaders from caption to amount, the amounts flush right at `right`. */
function leaders(sheet: Sheet, rows: Row[], x: number, right: number) {
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    const opts: TextOptions = { bold: last };
    sheet.need(sheet.lead * 2);
    if (last) sheet.y += sheet.lead * 0.3;
    sheet.text(x, sheet.y, l, opts);
    const from = x + sheet.measure(`${l} `, opts);
    const to = right - sheet.measure(` ${v}`, opts);
    const count = Math.max(2, Math.floor((to - from) / sheet.measure('. ')));
    sheet.text(from, sheet.y, '. '.repeat(count).trimEnd());
    sheet.textRight(right, sheet.y, v, opts);
    sheet.y += sheet.lead;
  });
}

/** A memorandum: To/From/Date/Re, the load told in numbered paragraphs, the charges along dotted leaders. */
function memo(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, style } = k;
  const b = c.broker;
  const w = style.words;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.2;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const parts = [`${b.street}, ${cityLine(b.place)}`, `${bare(w.phone)} ${b.phone}`, `${bare(w.email)} ${b.email}`];
  parts.push(authority(c, rng));
  // One line when it fits, else the address over the contacts.
  const lines =
    sheet.measure(parts.join('  |  '), small) > 532
      ? [parts[0] ?? '', parts.slice(1).join('  |  ')]
      : [parts.join('  |  ')];
  sheet.y += sheet.cell(40, sheet.y, 532, lines, small) + sheet.lead * 1.2;
  sheet.text(40, sheet.y, rng.pick(['MEMORANDUM', 'MEMO', 'INTEROFFICE MEMO']), {
    bold: true,
    size: sheet.size * 1.8,
  });
  sheet.textRight(572, sheet.y, w.title, { bold: true, size: sheet.size * 1.1 });
  sheet.y += sheet.lead * 1.8;
  const person = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  const [load, date] = loadRows(k);
  const [carrier, mc] = carrierRows(k);
  const first = c.stops[0];
  const last = c.stops[c.stops.length - 1];
  const lane = first && last ? `${first.city}, ${first.state} to ${last.city}, ${last.state}` : '';
  const head: Row[] = [
    ['To', `${carrier?.[1] ?? ''} (${carrier?.[0] ?? ''}), ${mc?.[0] ?? ''} ${mc?.[1] ?? ''}`],
    ['From', `${person}, ${b.name}`],
    ['Date', date?.[1] ?? ''],
    ['Re', `${load?.[0] ?? ''} ${load?.[1] ?? ''}, ${lane}`],
  ];
  for (const [l, v] of head) {
    sheet.text(40, sheet.y, `${l}:`, { bold: true });
    sheet.y += sheet.cell(90, sheet.y, 482, [v]);
  }
  sheet.y += sheet.lead * 0.2;
  sheet.rule(40, sheet.y, 572, 1.6);
  sheet.rule(40, sheet.y + 2.5, 572, 0.5);
  sheet.y += sheet.lead * 1.8;
  const intro = rng.pick([
    'This memo confirms the load below on the terms that follow.',
    'Please accept the load set out below; sign and return this memo.',
  ]);
  sheet.y += sheet.cell(40, sheet.y, 532, [intro]) + sheet.lead * 0.5;
  let n = 1;
  const stopSep = rng.chance(0.5);
  // Clauses "Caption: value" run together, parted by semicolons or as sentences (no stop doubled after "p.m.").
  const told = (rows: Row[]) =>
    rows
      .map(([l, v]) => `${l}: ${v}`)
      .reduce((text, clause) => {
        if (!text) return clause;
        if (!stopSep) return `${text}; ${clause}`;
        return `${text}${text.endsWith('.') ? '' : '.'} ${clause}`;
      }, '');
  for (const s of c.stops) numbered(sheet, n++, told(stopRows(s, k)), `${stopName(s, k)} —`);
  numbered(sheet, n++, told(cargoRows(k)), `${rng.pick(['Freight', 'Shipment', 'Cargo'])} —`);
  const refs = refRows(k);
  if (refs.length) numbered(sheet, n++, told(refs), `${rng.pick(['References', 'Load References'])} —`);
  sheet.y += sheet.lead * 0.4;
  sheet.need(sheet.lead * 6);
  sheet.text(40, sheet.y, rng.pick(['Charges', 'Agreed Rate', 'Carrier Pay']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  leaders(sheet, chargeRows(k), 58, 360);
  sheet.y += sheet.lead * 0.4;
  closing(k);
}

export const HELDOUT_24_LAYOUTS: Layout[] = [
  { name: 'heldout24-route-strip', draw: routeStrip },
  { name: 'heldout24-dark-bands', draw: darkBands },
  { name: 'heldout24-ticket-stubs', draw: ticketStubs },
  { name: 'heldout24-ledger-lines', draw: ledgerLines },
  { name: 'heldout24-memo', draw: memo },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 24000;

/**
 * One document of a layout, drawn as set 23's are (the case, style, font and size from the seed);
 * half the sheets carry a system footer with the page and the time printed but not the load number.
 */
export async function generateHeldout24(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  const rng = new Random(seed * 7919 + SALT + HELDOUT_24_LAYOUTS.indexOf(layout));
  return drawRatecon(layout, makeCase(rng), rng, seed, false);
}
