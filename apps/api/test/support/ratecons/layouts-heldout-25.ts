import { carrierText, cityLine, type Row, referenceRows, terms } from './blocks';
import { formatWeight, type Style } from './formats';
import { drawRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import { COMMON_WORDS, type Words } from './layouts-heldout-23';
import { dayText, drawForms, type Forms, hoursText, issuedText, moneyText } from './layouts-heldout-24';
import type { Sheet, TextOptions } from './pdf-writer';
import { Random } from './random';
import { type CaseStop, makeCase, type RateconCase, totalCents } from './ratecon-case';
import { FIRST_NAMES, SURNAMES } from './vocabulary';

/**
 * A twenty-fifth held-out set, written after the twenty-fourth and not read yet. Conventional broker
 * sheets (a letterhead with the broker's name, address, phone, e-mail and MC; the load number and date;
 * the carrier and its MC; the stops; the freight; the charges closed by their total; the load's
 * references; a terms paragraph and signature lines), in geometry no earlier set draws: two columns,
 * every pickup down the left and every delivery down the right, each stop a block under a bold
 * underlined heading; the stops as a ruled table of one row a stop (Stop | Type | Location, the
 * facility, street and city stacked in one cell | Date/Time | Ref); boxed cards, the load, carrier,
 * freight and charges in a grid over two wide cards for the pickups and the deliveries; a plain-text
 * sheet whose captions are padded with dots to a fixed column ("Pickup date......: 06/18/2026"); and a
 * sheet under a grey band holding the broker's name and the load number in white, its stops listed
 * behind a leading glyph with their details indented. Every caption is drawn, per sheet and field,
 * about half the time from set 23's common wording and otherwise from lists no other set, the tuned
 * vocabulary nor the reader's patterns use. Days, hours and money take set 24's forms. The bench reads
 * 50 documents of it: five layouts by ten seeds.
 */

/** New captions: none in another set's lists, the tuned vocabulary or the reader's patterns. */
const TWENTY_FIFTH_WORDS: Words = {
  title: ['Haul Tender Slip', 'Motor Pledge Form'],
  load: ['Tender Key', 'Haul Token'],
  date: ['Penned On', 'Drafted'],
  carrier: ['Motor Contractor', 'Trucking Party'],
  po: ['Purchaser Ref', 'Buying Slip No.'],
  bol: ['Cargo Note No.', 'Carriage Chit'],
  order: ['Patron Job #', 'Client Task No.'],
  linehaul: ['Core Fare', 'Run Charge'],
  fuel: ['Diesel Adder', 'Gallon Index Pay'],
  total: ['Full Tally', 'Sum Owed'],
  commodity: ['Goods Kind', 'Cargo Makeup'],
  weight: ['Scale Pounds', 'Load Heft'],
  pieces: ['Unit Tally', 'Crate Count'],
  equipment: ['Rig Shape', 'Deck Kind'],
  miles: ['Trip Span', 'Haul Reach'],
  hazmat: ['Danger Goods', 'Placard Needed'],
  pickupRef: ['Pull Code', 'Lift Ref'],
  deliveryRef: ['Land Code', 'Receipt Key'],
  phone: ['Voice No.', 'Voice Desk'],
  email: ['Mailbox Addr', 'Web Mail'],
};

/** Each caption common about half the time, new otherwise. */
const twentyFifthStyle = (style: Style, rng: Random) =>
  restyled(restyled(style, rng, COMMON_WORDS, 1), rng, TWENTY_FIFTH_WORDS, 0.5);

/** The extra charges under their usual names or names of the set's own. */
const ACCESSORIAL_WORDS: Record<string, string[]> = {
  Detention: ['Detention', 'Idle Hours Pay'],
  Lumper: ['Lumper', 'Unload Helpers'],
  'Stop Off': ['Stop Off', 'Added Call'],
  Tarp: ['Tarp', 'Sheeting Fee'],
  'Driver Assist': ['Driver Assist', 'Hand Work Pay'],
  Layover: ['Layover', 'Night Held'],
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
      ['Lift From', 'Land At'],
      ['Loading Call', 'Unloading Call'],
    ],
  ),
  facility: either(rng, ['Name', 'Facility', 'Location'], ['Yard Holder', 'Plant Name']),
  address: either(rng, ['Address', 'Street'], ['Road Line', 'Street Spot']),
  city: either(rng, ['City/State/Zip', 'City, ST Zip'], ['Town/Region']),
  date: either(rng, ['Date', 'Appt Date'], ['Aim Day', 'Slot Day']),
  time: either(rng, ['Appt', 'Time', 'Hours'], ['Bay Hours', 'Slot Clock']),
  phone: either(rng, ['Phone', 'Contact'], ['Voice No.', 'Voice Desk']),
});

const kindOf = (s: CaseStop, sw: StopWords) => (s.type === 'pickup' ? sw.kinds[0] : sw.kinds[1]);

/** What every layout draws with: the case, the sheet's words, stop words and forms. */
type Kit = { sheet: Sheet; c: RateconCase; style: Style; sw: StopWords; f: Forms; rng: Random };

const kitOf = (args: DrawArgs): Kit => {
  const style = twentyFifthStyle(args.style, args.rng);
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
  const caption = either(k.rng, ['MC #', 'Carrier MC', 'MC Number'], ['Licence Ref', 'Motor Licence']);
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

/** Height of fields stacked as a small caption over each wrapped value. */
function stackHeight(sheet: Sheet, rows: Row[], width: number) {
  return rows.reduce((n, [, v]) => n + sheet.lead * (0.85 + sheet.wrap(v, width).length), 0);
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

/** A stop's heading: its kind and number, bold and underlined. */
function underlined(sheet: Sheet, x: number, s: string) {
  sheet.text(x, sheet.y, s, { bold: true });
  sheet.rule(x, sheet.y + 2.5, x + sheet.measure(s, { bold: true }), 0.6);
  sheet.y += sheet.lead * 1.3;
}

/** Two columns: every pickup down the left, every delivery down the right, each under an underlined heading. */
function twoColumns(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng } = k;
  letterhead(k);
  const top = sheet.y;
  captioned(sheet, [...loadRows(k), ...refRows(k)], 40, 250);
  const leftEnd = sheet.y;
  sheet.y = top;
  captioned(sheet, carrierRows(k), 316, 256);
  sheet.y = Math.max(leftEnd, sheet.y) + sheet.lead;
  const pickups = c.stops.filter((s) => s.type === 'pickup');
  const drops = c.stops.filter((s) => s.type !== 'pickup');
  const height = (stops: CaseStop[]) =>
    stops.reduce((n, s) => n + sheet.lead * 2 + stackHeight(sheet, stopRows(s, k), 150), 0);
  sheet.need(Math.max(height(pickups), height(drops)) + sheet.lead * 2);
  const start = sheet.y;
  const column = (stops: CaseStop[], x: number) => {
    sheet.y = start;
    for (const s of stops) {
      underlined(sheet, x, stopName(s, k));
      captioned(sheet, stopRows(s, k), x, 250);
      sheet.y += sheet.lead * 0.7;
    }
    return sheet.y;
  };
  const a = column(pickups, 40);
  const b = column(drops, 316);
  sheet.line(306, start - sheet.lead, 306, Math.max(a, b) - sheet.lead, 0.4);
  sheet.y = Math.max(a, b) + sheet.lead * 0.4;
  heading(sheet, rng.pick(['Freight', 'Shipment', 'Cargo']));
  captioned(sheet, cargoRows(k), 40, 532);
  heading(sheet, rng.pick(['Charges', 'Carrier Pay', 'Rate']));
  captioned(sheet, chargeRows(k), 40, 300);
  sheet.y += sheet.lead * 0.5;
  closing(k);
}

/** The stop table's columns: widths of Stop, Type, Location, Date/Time, Ref. */
const STOP_TABLE = [40, 80, 212, 120, 80];

/** The stops as a ruled table, one row a stop, the facility, street and city stacked in one cell. */
function stopTable(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  const top = sheet.y;
  captioned(sheet, loadRows(k), 40, 250);
  const leftEnd = sheet.y;
  sheet.y = top;
  captioned(sheet, carrierRows(k), 316, 256);
  sheet.y = Math.max(leftEnd, sheet.y) + sheet.lead;
  const xs = STOP_TABLE.map((_, i) => 40 + STOP_TABLE.slice(0, i).reduce((n, w) => n + w, 0));
  const head = [
    rng.pick(['Stop', '#']),
    rng.pick(['Type', 'Kind']),
    rng.pick(['Location', sw.facility]),
    `${sw.date}/${sw.time}`,
    rng.pick(['Ref', 'Reference']),
  ];
  const headH = sheet.lead * 1.5;
  sheet.need(headH * 4);
  let y = sheet.y - sheet.lead + 2;
  sheet.box(40, y, 532, headH, true);
  head.forEach((t, i) => {
    sheet.text((xs[i] ?? 40) + 4, y + sheet.lead * 1.05, t, { bold: true });
  });
  y += headH;
  c.stops.forEach((s, n) => {
    const cells = [
      [String(n + 1)],
      [kindOf(s, sw)],
      [s.facility, s.street, cityLine(s), ...(s.phone ? [`${sw.phone}: ${s.phone}`] : [])].flatMap((l) =>
        sheet.wrap(l, (STOP_TABLE[2] ?? 0) - 8),
      ),
      [dayOf(s, k), hoursOf(s, k)].flatMap((l) => sheet.wrap(l, (STOP_TABLE[3] ?? 0) - 8)),
      s.reference ? sheet.wrap(s.reference, (STOP_TABLE[4] ?? 0) - 8) : [],
    ];
    const h = sheet.lead * (Math.max(...cells.map((x) => x.length)) + 0.5);
    sheet.box(40, y, 532, h);
    for (const x of xs.slice(1)) sheet.line(x, y, x, y + h, 0.4);
    cells.forEach((lines, i) => {
      lines.forEach((line, j) => {
        sheet.text((xs[i] ?? 40) + 4, y + sheet.lead * (j + 1) - 1, line, { bold: i === 2 && j === 0 });
      });
    });
    y += h;
  });
  sheet.y = y + sheet.lead * 1.8;
  const refs = refRows(k);
  const cargo = [...cargoRows(k), ...refs];
  const charges = chargeRows(k);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 3));
  const below = sheet.y;
  captioned(sheet, cargo, 40, 280);
  const cargoEnd = sheet.y;
  sheet.y = below;
  captioned(sheet, charges, 352, 220);
  sheet.y = Math.max(cargoEnd, sheet.y) + sheet.lead * 0.5;
  closing(k);
}

/** A boxed card: a shaded title strip over caption/value rows; returns the bottom. */
function card(sheet: Sheet, title: string, rows: Row[], x: number, y: number, width: number, height: number) {
  sheet.box(x, y, width, sheet.lead * 1.4, true);
  sheet.box(x, y, width, height);
  sheet.text(x + 6, y + sheet.lead, title.toUpperCase(), { bold: true });
  const at = sheet.y;
  sheet.y = y + sheet.lead * 2.5;
  captioned(sheet, rows, x + 6, width - 12);
  const end = sheet.y;
  sheet.y = at;
  return end;
}

/** Height a card's rows will need. */
function cardHeight(sheet: Sheet, rows: Row[], width: number) {
  const at = Math.max(...rows.map(([l]) => sheet.measure(`${l}:`, { bold: true }))) + 8;
  return rows.reduce((n, [, v]) => n + sheet.lead * sheet.wrap(v, width - 12 - at).length, sheet.lead * 2);
}

/** Boxed cards: load, carrier, freight and charges in a grid, the pickups and the deliveries as two wide cards. */
function cards(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng } = k;
  letterhead(k);
  const grid: [string, Row[]][] = [
    [rng.pick(['Load', 'Order']), [...loadRows(k), ...refRows(k)]],
    [rng.pick(['Carrier', 'Carrier Info']), carrierRows(k)],
    [rng.pick(['Freight', 'Cargo']), cargoRows(k)],
    [rng.pick(['Charges', 'Rate']), chargeRows(k)],
  ];
  const w = 261;
  for (let r = 0; r < 2; r++) {
    const pair = grid.slice(r * 2, r * 2 + 2);
    const h = Math.max(...pair.map(([, rows]) => cardHeight(sheet, rows, w))) + sheet.lead;
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    pair.forEach(([t, rows], i) => {
      card(sheet, t, rows, 40 + i * (w + 10), top, w, h);
    });
    sheet.y = top + h + sheet.lead * 1.6;
  }
  const groups: [string, CaseStop[]][] = [
    [k.sw.kinds[0], c.stops.filter((s) => s.type === 'pickup')],
    [k.sw.kinds[1], c.stops.filter((s) => s.type !== 'pickup')],
  ];
  for (const [t, stops] of groups) {
    const rows: Row[] = stops.flatMap((s) => [[stopName(s, k), s.facility] as Row, ...stopRows(s, k).slice(1)]);
    const h = cardHeight(sheet, rows, 532) + sheet.lead;
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    card(sheet, t, rows, 40, top, 532, h);
    sheet.y = top + h + sheet.lead * 1.6;
  }
  closing(k);
}

/** A caption padded with dots to a fixed count of characters, then a colon. */
const dotted = (l: string, width: number) => `${l}${'.'.repeat(Math.max(2, width - l.length))}:`;

/** Plain-text rows: captions padded with dots to one column, values after. */
function padded(sheet: Sheet, rows: Row[], x: number, chars: number) {
  const at = sheet.measure(`${'.'.repeat(chars)}: `);
  for (const [l, v] of rows) {
    sheet.need(sheet.lead * 2);
    sheet.text(x, sheet.y, dotted(l, chars));
    sheet.y += sheet.cell(x + at, sheet.y, 532 - at - (x - 40), [v]);
  }
}

/** A plain-text-looking sheet: upper-case section titles over rows whose captions are dotted to a column. */
function dottedText(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  const chars = rng.pick([18, 20, 22]);
  const title = (s: string) => {
    sheet.need(sheet.lead * 4);
    sheet.y += sheet.lead * 0.4;
    sheet.text(40, sheet.y, `${s.toUpperCase()}`, { bold: true });
    sheet.text(40, sheet.y + sheet.lead * 0.8, '='.repeat(s.length + 2));
    sheet.y += sheet.lead * 1.9;
  };
  title(rng.pick(['Load', 'Load Info']));
  padded(sheet, [...loadRows(k), ...refRows(k)], 40, chars);
  title(rng.pick(['Carrier', 'Carrier Info']));
  padded(sheet, carrierRows(k), 40, chars);
  c.stops.forEach((s, i) => {
    title(`${i + 1}) ${kindOf(s, sw)}`);
    const kind = kindOf(s, sw);
    const rows = stopRows(s, k).map(([l, v]): Row => [rng.chance(0.5) ? `${kind} ${l.toLowerCase()}` : l, v]);
    padded(sheet, rows, 40, chars);
  });
  title(rng.pick(['Freight', 'Cargo']));
  padded(sheet, cargoRows(k), 40, chars);
  title(rng.pick(['Charges', 'Rate']));
  padded(sheet, chargeRows(k), 40, chars);
  sheet.y += sheet.lead * 0.5;
  closing(k);
}

/** A grey band holding the broker's name and the load number in white; stops behind a glyph, details indented. */
function greyBand(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, style } = k;
  const b = c.broker;
  const w = style.words;
  const bandH = sheet.lead * 3.4;
  const top = sheet.y - sheet.lead;
  sheet.box(40, top, 532, bandH, rng.pick([0.45, 0.5, 0.55]));
  const white: TextOptions = { bold: true, size: sheet.size * 1.5, grey: 1 };
  sheet.text(50, top + sheet.lead * 1.6, b.name, white);
  sheet.text(50, top + sheet.lead * 2.8, w.title, { size: sheet.size, grey: 1 });
  const [load, date] = loadRows(k);
  sheet.textRight(562, top + sheet.lead * 1.6, `${load?.[0] ?? ''} ${load?.[1] ?? ''}`, white);
  sheet.textRight(562, top + sheet.lead * 2.8, `${date?.[0] ?? ''}: ${date?.[1] ?? ''}`, { grey: 1 });
  sheet.y = top + bandH + sheet.lead * 1.3;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const contact = `${b.street}, ${cityLine(b.place)}  ·  ${bare(w.phone)} ${b.phone}  ·  ${bare(w.email)} ${b.email}  ·  ${authority(c, rng)}`;
  sheet.y += sheet.cell(40, sheet.y, 532, [contact], small) + sheet.lead * 0.6;
  captioned(sheet, [...carrierRows(k), ...refRows(k)], 40, 532);
  heading(sheet, rng.pick(['Stops', 'Itinerary', 'Schedule']));
  const glyph = rng.pick(['\u2022', '\u00bb', '>']);
  for (const s of c.stops) {
    const rows = stopRows(s, k);
    sheet.need(sheet.lead * (rows.length + 2));
    sheet.text(44, sheet.y, glyph, { bold: true });
    sheet.text(58, sheet.y, `${stopName(s, k)}  ${dayOf(s, k)}`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    captioned(sheet, rows, 72, 500);
    sheet.y += sheet.lead * 0.5;
  }
  heading(sheet, rng.pick(['Freight', 'Cargo']));
  captioned(sheet, cargoRows(k), 40, 532);
  heading(sheet, rng.pick(['Charges', 'Carrier Pay']));
  captioned(sheet, chargeRows(k), 40, 300);
  sheet.y += sheet.lead * 0.5;
  closing(k);
}

export const HELDOUT_25_LAYOUTS: Layout[] = [
  { name: 'heldout25-two-columns', draw: twoColumns },
  { name: 'heldout25-stop-table', draw: stopTable },
  { name: 'heldout25-cards', draw: cards },
  { name: 'heldout25-dotted-text', draw: dottedText },
  { name: 'heldout25-grey-band', draw: greyBand },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 25000;

/**
 * One document of a layout, drawn as set 23's are (the case, style, font and size from the seed);
 * half the sheets carry a system footer with the page and the time printed but not the load number.
 */
export async function generateHeldout25(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  const rng = new Random(seed * 7919 + SALT + HELDOUT_25_LAYOUTS.indexOf(layout));
  return drawRatecon(layout, makeCase(rng), rng, seed, false);
}
