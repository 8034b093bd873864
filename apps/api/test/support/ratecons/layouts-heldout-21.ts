import { carrierText, cityLine, type Row, referenceRows, terms } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWeight, formatWindow, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type RateconCase, totalCents } from './ratecon-case';
import { inOrder } from './table';
import { FIRST_NAMES, SURNAMES } from './vocabulary';

/**
 * A twenty-first held-out set, written after round 20 and measured only once: the figure for
 * layouts not tuned on. Conventional broker sheets, as brokers print them to PDF: a letterhead with
 * the broker's name, address, authority and contacts; caption/value boxes two or three a row; the
 * stops as a table or as blocks; a charges table closed by its total; a terms paragraph and a
 * signature line. What is new is the wording: every caption comes from lists none of the other sets
 * and none of the tuned vocabulary use ("Consignment No.", "Trucking Rate", "Carrier Settlement",
 * "Merchandise", "Poundage", "Cartons", "Rig Type", "Haul Length", "Placarded", "Loading Ticket"),
 * stops are "Load Point" / "Drop Point", "Consignor" / "Receiving Facility" or "Departure Point" /
 * "Arrival Point", and a stop's place, day and hours are captioned "Plant", "Located At", "Service
 * Date", "Open Hours" and the like. The geometry varies as well: the caption left of its value in a
 * ruled box, over it in small capitals, or in a shaded head cell over it; two, three or four boxes a
 * row; the stop table's columns in a drawn order, or stop blocks one under the other or two abreast.
 * Days, hours and money are printed in the tuned forms, so that only the words are new.
 */

const TWENTY_FIRST_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Consignment No.', 'Reservation #', 'Haul Ticket', 'Waybill No.'],
  date: ['Prepared', 'Entered On', 'Date Prepared'],
  carrier: ['Trucking Partner', 'Haulage Vendor', 'Freight Mover', 'Carrier Partner'],
  po: ['Buyer PO', 'Requisition No.', 'Purchasing Ref'],
  bol: ['Shipping Doc #', 'Straight Bill #'],
  order: ['Client Order', 'Account Ref', 'Job Order No.'],
  linehaul: ['Trucking Rate', 'Carrier Freight', 'Lane Rate', 'Move Charge'],
  fuel: ['Diesel Surcharge', 'Fuel Recovery', 'Energy Surcharge'],
  total: ['Carrier Settlement', 'Settlement Amount', 'Payout', 'Balance to Carrier'],
  commodity: ['Merchandise', 'Articles', 'Kind of Goods', 'Stock Shipped'],
  weight: ['Poundage', 'Payload', 'Payload Lbs', 'Shipped Lbs'],
  pieces: ['Cartons', 'Bundles', 'Crates', 'Piece Tally'],
  equipment: ['Rig Type', 'Conveyance', 'Asset Type', 'Box Type'],
  miles: ['Haul Length', 'Lane Length', 'Odometer Est.'],
  hazmat: ['Placarded', 'Regulated Freight', 'Hazard Class'],
  pickupRef: ['Loading Ticket', 'Outbound No.', 'Pickup Key'],
  deliveryRef: ['Unloading Ticket', 'Inbound No.', 'Delivery Key'],
  phone: ['Switchboard', 'Office Line', 'Call Us', 'Voice'],
  email: ['Inbox', 'Write To', 'Electronic Mail', 'Mailbox'],
};

/** Every caption from the set's own lists. */
const twentyFirstStyle = (style: Style, rng: Random) => restyled(style, rng, TWENTY_FIRST_WORDS, 1);

/** The extra charges under names of the set's own. */
const ACCESSORIAL_WORDS: Record<string, string[]> = {
  Detention: ['Wait Time', 'Dwell Charge'],
  Lumper: ['Dock Labor', 'Unload Labor Fee'],
  'Stop Off': ['Extra Drop', 'Intermediate Call'],
  Tarp: ['Tarping', 'Load Covering'],
  'Driver Assist': ['Hand Unload', 'Driver Handling'],
  Layover: ['Overnight Hold', 'Held Over Day'],
};

/** How one sheet words its stops: the kinds, and the captions of a stop's fields. */
type StopWords = {
  kinds: [string, string];
  facility: string;
  address: string;
  date: string;
  time: string;
  phone: string;
};
const drawStopWords = (rng: Random): StopWords => ({
  kinds: rng.pick<[string, string]>([
    ['Load Point', 'Drop Point'],
    ['Consignor', 'Receiving Facility'],
    ['Departure Point', 'Arrival Point'],
    ['Supplier Dock', 'Customer Dock'],
  ]),
  facility: rng.pick(['Plant', 'Premises', 'Business', 'Establishment']),
  address: rng.pick(['Located At', 'Physical Address', 'Dock Address', 'Street Location']),
  date: rng.pick(['Service Date', 'Scheduled Day', 'Target Day']),
  time: rng.pick(['Open Hours', 'Reporting Time', 'Dock Availability', 'Time Slot']),
  phone: rng.pick(['Local Phone', 'On-site Phone', 'Facility Line']),
});

const kindOf = (s: CaseStop, sw: StopWords) => (s.type === 'pickup' ? sw.kinds[0] : sw.kinds[1]);
const dayOf = (s: CaseStop, style: Style) => formatDay(s.day, style.date);
const hoursOf = (s: CaseStop, style: Style) => formatWindow(s.from, s.to, style.window);
const money = (cents: number, style: Style) => formatMoney(cents, style.money);

/** A stop's fields as caption/value rows; the city line continues the address. */
function stopRows(s: CaseStop, style: Style, sw: StopWords): Row[] {
  const rows: Row[] = [
    [sw.facility, s.facility],
    [sw.address, s.street],
    ['', cityLine(s)],
    [sw.date, dayOf(s, style)],
    [sw.time, hoursOf(s, style)],
  ];
  if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
  if (s.phone) rows.push([sw.phone, s.phone]);
  return rows;
}

/** The charges with the set's wording, the total last. */
function chargeRows(c: RateconCase, style: Style, rng: Random): Row[] {
  const w = style.words;
  const rows: Row[] = [[bare(w.linehaul), money(c.linehaulCents, style)]];
  if (c.fuelCents) rows.push([bare(w.fuel), money(c.fuelCents, style)]);
  for (const a of c.accessorials)
    rows.push([rng.pick(ACCESSORIAL_WORDS[a.description] ?? [a.description]), money(a.cents, style)]);
  rows.push([bare(w.total), money(totalCents(c), style)]);
  return rows;
}

function cargoRows(c: RateconCase, style: Style, rng: Random): Row[] {
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

const references = (c: RateconCase, style: Style): Row[] => referenceRows(c, style).map(([l, v]): Row => [bare(l), v]);

const carrierRows = (c: RateconCase, style: Style, rng: Random): Row[] => [
  [bare(style.words.carrier), carrierText(c)],
  [rng.pick(['Hauler Authority', 'Carrier Docket', 'Partner MC']), `MC ${c.carrier.mc}`],
];

/** The broker's letterhead: the name large, address and contacts under it, the title and a desk contact right. */
function letterhead(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  const b = c.broker;
  const w = style.words;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.5 });
  const authority = b.mc
    ? `${rng.pick(['Docket No.', 'Operating Authority', 'Broker Authority'])}: MC-${b.mc}`
    : `US DOT No. ${b.dot}`;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const lines = [
    b.street,
    cityLine(b.place),
    `${bare(w.phone)}: ${b.phone}`,
    `${bare(w.email)}: ${b.email}`,
    authority,
  ];
  const height = sheet.cell(40, top + sheet.lead * 1.6, 300, lines, small);
  const title = rng.pick(['Carrier Engagement', 'FREIGHT TENDER AGREEMENT', 'Trucking Order', 'Haul Confirmation']);
  sheet.textRight(572, top, title, { bold: true, size: sheet.size * 1.3 });
  const desk = `${rng.pick(['Coordinator', 'Account Rep', 'Capacity Desk', 'Booked By'])}: ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  sheet.textRight(572, top + sheet.lead * 1.6, desk, small);
  sheet.y = top + sheet.lead * 1.6 + height + sheet.lead * 0.4;
  sheet.rule(40, sheet.y - sheet.lead + 4, 572, 1);
  sheet.y += sheet.lead * 0.6;
}

/** A section caption in bold, a rule under it. */
function section(sheet: Sheet, s: string) {
  sheet.need(sheet.lead * 4);
  sheet.text(40, sheet.y, s, { bold: true, size: sheet.size * 1.1 });
  sheet.rule(40, sheet.y + 3, 572, 0.5);
  sheet.y += sheet.lead * 1.4;
}

/** Caption/value boxes `columns` a row: the caption in a box left of its value's box (shaded or not). */
function boxedPairs(sheet: Sheet, rows: Row[], columns: number, shaded = false) {
  const width = 532 / columns;
  const lw = Math.round(width * 0.42);
  const small: TextOptions = { size: sheet.size - 0.5 };
  for (let r = 0; r < rows.length; r += columns) {
    const band = rows.slice(r, r + columns);
    const lines = Math.max(
      1,
      ...band.map(([l, v]) =>
        Math.max(sheet.wrap(l, lw - 8, { ...small, bold: true }).length, sheet.wrap(v, width - lw - 8, small).length),
      ),
    );
    const h = sheet.lead * (lines + 0.4);
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    band.forEach(([l, v], k) => {
      const x = 40 + k * width;
      sheet.box(x, top, lw, h, shaded);
      sheet.box(x + lw, top, width - lw, h);
      sheet.cell(x + 4, sheet.y + 1, lw - 8, [l], { ...small, bold: true });
      sheet.cell(x + lw + 4, sheet.y + 1, width - lw - 8, [v], small);
    });
    sheet.y = top + h + sheet.lead - 2;
  }
  sheet.y += sheet.lead * 0.5;
}

/** Boxes `columns` a row, each caption over its value: in small capitals, or in a shaded head cell. */
function captionBoxes(sheet: Sheet, rows: Row[], columns: number, head: 'caps' | 'shaded') {
  const width = 532 / columns;
  const small: TextOptions = { size: sheet.size - 1.5, bold: true };
  for (let r = 0; r < rows.length; r += columns) {
    const band = rows.slice(r, r + columns);
    const lines = Math.max(1, ...band.map(([, v]) => sheet.wrap(v, width - 8).length));
    const headH = sheet.lead * 1.1;
    const h = headH + sheet.lead * (lines + 0.3);
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    band.forEach(([l, v], k) => {
      const x = 40 + k * width;
      if (head === 'shaded') {
        sheet.box(x, top, width, headH, true);
        sheet.box(x, top + headH, width, h - headH);
      } else sheet.box(x, top, width, h);
      sheet.text(x + 4, top + headH - 3, head === 'caps' ? l.toUpperCase() : l, small);
      sheet.cell(x + 4, top + headH + sheet.lead - 1, width - 8, [v]);
    });
    sheet.y = top + h + sheet.lead - 2;
  }
  sheet.y += sheet.lead * 0.5;
}

/** The charges as a ruled two-column table, the amounts right-aligned, the total row shaded. */
function chargesTable(sheet: Sheet, rows: Row[], rng: Random, x = 300) {
  const [descHead, amountHead] = rng.pick<[string, string]>([
    ['Charge Item', 'Sum'],
    ['Particulars', 'USD'],
    ['Service', 'Price'],
  ]);
  sheet.need(sheet.lead * (rows.length + 3));
  const h = sheet.lead * 1.3;
  let top = sheet.y - sheet.lead + 2;
  sheet.box(x, top, 572 - x, h, true);
  sheet.text(x + 4, top + h - 4, descHead, { bold: true });
  sheet.textRight(568, top + h - 4, amountHead, { bold: true });
  top += h;
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    sheet.box(x, top, 572 - x, h, last);
    sheet.text(x + 4, top + h - 4, l, { bold: last });
    sheet.textRight(568, top + h - 4, v, { bold: last });
    top += h;
  });
  sheet.y = top + sheet.lead * 1.4;
}

/** A terms paragraph and two signature lines. */
function closing(sheet: Sheet, c: RateconCase, rng: Random) {
  terms(sheet);
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 2;
  sheet.rule(40, sheet.y, 250);
  sheet.rule(330, sheet.y, 540);
  sheet.y += sheet.lead;
  const [left, right] = rng.pick<[string, string]>([
    ['Signed for the carrier', 'Authorized for the broker'],
    ['Carrier acknowledgment / date', 'Broker representative'],
  ]);
  sheet.text(40, sheet.y, `${left}: ${c.carrier.name}`, { size: sheet.size - 1 });
  sheet.text(330, sheet.y, `${right}: ${c.broker.name}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** The load's own facts: number, date, references. */
const loadFacts = (c: RateconCase, style: Style): Row[] => [
  [bare(style.words.load), c.loadNumber],
  [bare(style.words.date), formatIssued(c.issued, style.date)],
  ...references(c, style),
];

type StopColumn = { width: number; head: string; cell: (s: CaseStop) => string[] };

/** The stop table's columns, in an order the sheet draws. */
function stopColumns(c: RateconCase, style: Style, sw: StopWords, rng: Random) {
  const refHead = rng.pick(['Ticket / Key', 'Stop Ref', 'Dock Ref']);
  const parts: StopColumn[] = [
    { width: 70, head: rng.pick(['Call', 'Leg']), cell: (s) => [`${kindOf(s, sw)} ${nth(c, s)}`] },
    { width: 160, head: `${sw.facility} / ${sw.address}`, cell: (s) => [s.facility, s.street, cityLine(s)] },
    { width: 74, head: sw.date, cell: (s) => [dayOf(s, style)] },
    { width: 84, head: sw.time, cell: (s) => [hoursOf(s, style)] },
    { width: 70, head: refHead, cell: (s) => [s.reference ?? ''] },
    { width: 74, head: sw.phone, cell: (s) => [s.phone ?? ''] },
  ];
  const order = rng.pick([
    [0, 1, 2, 3, 4, 5],
    [2, 3, 0, 1, 4, 5],
    [0, 2, 3, 1, 5, 4],
    [1, 0, 4, 2, 3, 5],
  ]);
  return inOrder(parts, order);
}

function stopTable(sheet: Sheet, c: RateconCase, style: Style, sw: StopWords, rng: Random) {
  const columns = stopColumns(c, style, sw, rng);
  const small: TextOptions = { size: sheet.size - 0.5 };
  sheet.need(sheet.lead * 6);
  const headH = sheet.lead * 1.3;
  const headTop = sheet.y - sheet.lead + 2;
  sheet.box(40, headTop, 532, headH, true);
  for (const col of columns) sheet.text(col.x + 3, headTop + headH - 4, col.head, { ...small, bold: true });
  sheet.y = headTop + headH + sheet.lead;
  c.stops.forEach((s) => {
    const cells = columns.map((col) => col.cell(s));
    const lines = Math.max(
      ...cells.map((cell, k) => cell.flatMap((v) => sheet.wrap(v, (columns[k]?.width ?? 80) - 6, small)).length),
    );
    const h = sheet.lead * (lines + 0.4);
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    sheet.box(40, top, 532, h);
    cells.forEach((cell, k) => {
      const col = columns[k];
      if (col) sheet.cell(col.x + 3, sheet.y + 1, col.width - 6, cell, small);
    });
    sheet.y = top + h + sheet.lead - 2;
  });
  sheet.y += sheet.lead * 0.6;
}

/** Two box columns, caption left of value; the stops a ruled table; the charges table right. */
function boxedTwoColumn(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentyFirstStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  boxedPairs(sheet, [...loadFacts(c, style), ...carrierRows(c, style, rng)], 2);
  section(sheet, rng.pick(['Itinerary', 'Route Plan', 'Calls']));
  stopTable(sheet, c, style, sw, rng);
  section(sheet, rng.pick(['Shipment Particulars', 'Freight Details']));
  boxedPairs(sheet, cargoRows(c, style, rng), 2);
  chargesTable(sheet, chargeRows(c, style, rng), rng);
  closing(sheet, c, rng);
}

/** Three box columns, captions over values in small capitals; each stop a block of such boxes. */
function captionsAbove(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentyFirstStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  captionBoxes(sheet, [...loadFacts(c, style), ...carrierRows(c, style, rng)], 3, 'caps');
  for (const s of c.stops) {
    sheet.need(sheet.lead * 9);
    sheet.text(40, sheet.y, `${kindOf(s, sw)} ${nth(c, s)}`, { bold: true, size: sheet.size * 1.1 });
    sheet.y += sheet.lead * 1.3;
    const rows: Row[] = [
      [sw.facility, s.facility],
      [sw.address, `${s.street}, ${cityLine(s)}`],
      [sw.date, dayOf(s, style)],
      [sw.time, hoursOf(s, style)],
    ];
    if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) rows.push([sw.phone, s.phone]);
    captionBoxes(sheet, rows, 3, 'caps');
  }
  captionBoxes(sheet, cargoRows(c, style, rng), 3, 'caps');
  chargesTable(sheet, chargeRows(c, style, rng), rng, 330);
  closing(sheet, c, rng);
}

/** Four cells a row, each caption in a shaded head cell over its value; the stops a table in a drawn column order. */
function shadedHeads(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentyFirstStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  const facts = [...loadFacts(c, style), ...carrierRows(c, style, rng)];
  captionBoxes(sheet, facts, rng.pick([3, 4]), 'shaded');
  section(sheet, rng.pick(['Stops', 'Pickup and Delivery Schedule', 'Calls in Order']));
  stopTable(sheet, c, style, sw, rng);
  captionBoxes(sheet, cargoRows(c, style, rng), 4, 'shaded');
  chargesTable(sheet, chargeRows(c, style, rng), rng, 40);
  closing(sheet, c, rng);
}

/** Stop blocks two abreast under shaded bars, caption left of value; cargo and charges side by side. */
function blocksAbreast(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentyFirstStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  boxedPairs(sheet, loadFacts(c, style), 3, true);
  boxedPairs(sheet, carrierRows(c, style, rng), 2, true);
  const labelWidth = Math.max(
    ...c.stops.flatMap((s) => stopRows(s, style, sw).map(([l]) => sheet.measure(`${l}:`, { bold: true }))),
  );
  for (let first = 0; first < c.stops.length; first += 2) {
    const band = c.stops.slice(first, first + 2);
    const drawn = band.map((s) => stopRows(s, style, sw));
    const rows = Math.max(...drawn.map((d) => d.length));
    sheet.need(sheet.lead * (rows + 3));
    const top = sheet.y;
    band.forEach((s, k) => {
      const x = 40 + k * 272;
      sheet.box(x, top - sheet.lead + 2, 260, sheet.lead * 1.3, true);
      sheet.text(x + 5, top + 1, `${kindOf(s, sw)} ${nth(c, s)}`, { bold: true });
      (drawn[k] ?? []).forEach(([l, v], j) => {
        const y = top + sheet.lead * (j + 1.6);
        if (l) sheet.text(x + 5, y, `${l}:`, { bold: true });
        sheet.text(x + 9 + labelWidth, y, v);
      });
    });
    sheet.y = top + sheet.lead * (rows + 2.4);
  }
  sheet.need(sheet.lead * 10);
  const top = sheet.y;
  const cargo = cargoRows(c, style, rng);
  cargo.forEach(([l, v], j) => {
    sheet.text(40, top + j * sheet.lead, `${l}:`, { bold: true });
    sheet.text(150, top + j * sheet.lead, v);
  });
  chargesTable(sheet, chargeRows(c, style, rng), rng, 330);
  sheet.y = Math.max(sheet.y, top + cargo.length * sheet.lead + sheet.lead);
  closing(sheet, c, rng);
}

/** A ledger: captions in a left column of the page, values beside; stops one block under another, numbered. */
function captionColumn(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentyFirstStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  const pairs = (rows: Row[], x = 40, labelWidth = 120) => {
    for (const [l, v] of rows) {
      const lines = sheet.wrap(v, 532 - labelWidth - (x - 40));
      sheet.need(sheet.lead * lines.length);
      if (l) sheet.text(x, sheet.y, l, { bold: true });
      sheet.y += sheet.cell(x + labelWidth, sheet.y, 532 - labelWidth - (x - 40), [v]);
    }
    sheet.y += sheet.lead * 0.4;
  };
  pairs([...loadFacts(c, style), ...carrierRows(c, style, rng)]);
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 9);
    sheet.rule(40, sheet.y - sheet.lead + 2, 572, 0.4);
    sheet.text(40, sheet.y, `${i + 1}.`, { bold: true });
    sheet.text(60, sheet.y, kindOf(s, sw).toUpperCase(), { bold: true });
    sheet.y += sheet.lead * 1.2;
    pairs(stopRows(s, style, sw), 60, 110);
  });
  sheet.need(sheet.lead * 10);
  sheet.rule(40, sheet.y - sheet.lead + 2, 572, 0.4);
  sheet.y += sheet.lead * 0.4;
  const top = sheet.y;
  pairs(cargoRows(c, style, rng), 40, 110);
  const below = sheet.y;
  sheet.y = top;
  chargesTable(sheet, chargeRows(c, style, rng), rng, 330);
  sheet.y = Math.max(sheet.y, below);
  closing(sheet, c, rng);
}

export const HELDOUT_21_LAYOUTS: Layout[] = [
  { name: 'heldout21-boxed-two-column', draw: boxedTwoColumn },
  { name: 'heldout21-captions-above', draw: captionsAbove },
  { name: 'heldout21-shaded-heads', draw: shadedHeads },
  { name: 'heldout21-blocks-abreast', draw: blocksAbreast },
  { name: 'heldout21-caption-column', draw: captionColumn },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 21000;

export function generateHeldout21(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_21_LAYOUTS.indexOf(layout));
}
