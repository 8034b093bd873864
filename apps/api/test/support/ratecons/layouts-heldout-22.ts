import { carrierText, cityLine, type Row, referenceRows, terms } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWeight, formatWindow, type Style } from './formats';
import { drawRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import { Random } from './random';
import { type CaseStop, makeCase, type RateconCase, totalCents } from './ratecon-case';
import { FIRST_NAMES, SURNAMES } from './vocabulary';

/**
 * A twenty-second held-out set, written during round 21 and measured only once, after it: the figure
 * for layouts not tuned on. Conventional broker sheets again (a letterhead with the broker's name,
 * address, contacts and MC; the load's facts; the stops; the charges closed by their total; a terms
 * paragraph and signature lines), in geometry set 21 does not draw: a shaded sidebar of load facts
 * left of a wide column of stops and pay; stops as numbered cards under a shaded band; a single-column
 * form letter whose captions sit in small capitals over right-aligned values; a landscape sheet with
 * a stop table the full width and the charges as a strip at the foot; and a two-page sheet whose
 * second page repeats the header and holds the stops. Every caption is drawn, per sheet and field,
 * about half the time from common wording ("Load #", "Shipper", "Line Haul", "Total Carrier Pay",
 * "Commodity", "Equipment") and otherwise from lists no other set, the tuned vocabulary nor the
 * reader's patterns use ("Transaction #", "Loadout" / "Offload", "Haulage Fee", "Diesel Escalator",
 * "Net Remittance", "Freight Makeup", "Laden Mass", "Lifts", "Vehicle Class", "Lane Span", "DOT
 * Regulated", "Gate Pass"). Days, hours and money print in the tuned forms, so that only the words
 * and the geometry are new. The system footer some sheets carry gives the page and the time printed
 * but not the load number (the shared generator's footer repeats it under a tuned caption).
 */

type Words = Partial<{ [K in keyof Style['words']]: string[] }>;

/** Common captions, all in the tuned vocabulary. */
const COMMON_WORDS: Words = {
  title: ['RATE CONFIRMATION', 'Carrier Rate Confirmation', 'LOAD CONFIRMATION'],
  load: ['Load #', 'Load Number', 'Load No.'],
  date: ['Date', 'Date Issued', 'Tender Date'],
  carrier: ['Carrier', 'Carrier Name', 'Motor Carrier'],
  po: ['PO #', 'PO Number'],
  bol: ['BOL #', 'Bill of Lading'],
  order: ['SO #', 'Sales Order'],
  linehaul: ['Line Haul', 'Linehaul', 'Base Rate'],
  fuel: ['Fuel Surcharge', 'FSC'],
  total: ['Total Carrier Pay', 'Total', 'Total Rate'],
  commodity: ['Commodity', 'Product'],
  weight: ['Weight', 'Gross Weight'],
  pieces: ['Pieces', 'Pallets'],
  equipment: ['Equipment', 'Trailer', 'Trailer Type'],
  miles: ['Miles', 'Loaded Miles'],
  hazmat: ['Hazmat', 'Hazardous'],
  pickupRef: ['Pickup #', 'PU #'],
  deliveryRef: ['Delivery #', 'Del #'],
  phone: ['Phone', 'Tel'],
  email: ['Email', 'E-mail'],
};

/** New captions: none in another set's lists, the tuned vocabulary or the reader's patterns. */
const TWENTY_SECOND_WORDS: Words = {
  title: ['Truckload Award', 'Carrier Booking Notice'],
  load: ['Transaction #', 'Assignment No.', 'Traffic No.', 'Run Ticket'],
  date: ['Drawn Up', 'Generated On'],
  carrier: ['Truck Line', 'Fleet Operator', 'Road Haulier'],
  po: ['Procurement #', 'Buyer Doc No.'],
  bol: ['Lading Slip #', 'Freight Receipt #'],
  order: ['Sales Doc #', 'Client Account No.'],
  linehaul: ['Haulage Fee', 'Truckload Price', 'Cartage'],
  fuel: ['Diesel Escalator', 'Energy Adj.', 'Diesel Index Adj.'],
  total: ['Net Remittance', 'Sum Payable', 'Haul Compensation'],
  commodity: ['Freight Makeup', 'Lot Type', 'Classification'],
  weight: ['Laden Mass', 'Heft', 'Shipping Mass'],
  pieces: ['Lifts', 'Floor Spots', 'Spaces Used'],
  equipment: ['Vehicle Class', 'Body Style'],
  miles: ['Run Estimate', 'Lane Span', 'Road Travel'],
  hazmat: ['DOT Regulated', 'Danger Label', 'Restricted Cargo'],
  pickupRef: ['Gate Pass', 'Tag No.', 'Yard Ticket'],
  deliveryRef: ['Door Slot', 'Door Tag', 'Bay Ticket'],
  phone: ['Landline', 'Dial', 'Ring Us'],
  email: ['Reply Address', 'Message Us', 'Post To'],
};

/** Each caption common or new, about half and half. */
const twentySecondStyle = (style: Style, rng: Random) =>
  restyled(restyled(style, rng, COMMON_WORDS, 1), rng, TWENTY_SECOND_WORDS, 0.5);

/** The extra charges under their usual names or names of the set's own. */
const ACCESSORIAL_WORDS: Record<string, string[]> = {
  Detention: ['Detention', 'Standby Time'],
  Lumper: ['Lumper', 'Dock Crew Fee'],
  'Stop Off': ['Stop Off', 'Added Call'],
  Tarp: ['Tarp', 'Sheeting'],
  'Driver Assist': ['Driver Assist', 'Driver Labor'],
  Layover: ['Layover', 'Rest Day'],
};

/** How one sheet words its stops: the kinds, and the captions of a stop's fields, common or new. */
type StopWords = {
  kinds: [string, string];
  facility: string;
  address: string;
  date: string;
  time: string;
  phone: string;
};
const either = <T>(rng: Random, common: T[], fresh: T[]): T => rng.pick(rng.chance(0.5) ? common : fresh);
const drawStopWords = (rng: Random): StopWords => ({
  kinds: either<[string, string]>(
    rng,
    [
      ['Pickup', 'Delivery'],
      ['Shipper', 'Consignee'],
    ],
    [
      ['Loadout', 'Offload'],
      ['Outbound Site', 'Inbound Site'],
      ['Collection Point', 'Handover Point'],
    ],
  ),
  facility: either(rng, ['Facility', 'Name'], ['Tenant', 'Occupant']),
  address: either(rng, ['Address'], ['Street & City', 'Locale']),
  date: either(rng, ['Date'], ['Calendar Day', 'Slated For']),
  time: either(rng, ['Appointment', 'Hours'], ['Booked Slot', 'Gate Opening']),
  phone: either(rng, ['Phone'], ['Site Line', 'Landline']),
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

/** The charges, the total last. */
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

const carrierRows = (c: RateconCase, style: Style, rng: Random): Row[] => [
  [bare(style.words.carrier), carrierText(c)],
  [either(rng, ['MC #', 'Carrier MC'], ['Fleet Authority', 'Operator MC']), `MC ${c.carrier.mc}`],
];

/** The load's own facts: number, date, references. */
const loadFacts = (c: RateconCase, style: Style): Row[] => [
  [bare(style.words.load), c.loadNumber],
  [bare(style.words.date), formatIssued(c.issued, style.date)],
  ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
];

const authority = (c: RateconCase, rng: Random) =>
  c.broker.mc ? rng.pick([`MC# ${c.broker.mc}`, `MC-${c.broker.mc}`, `MC ${c.broker.mc}`]) : `USDOT ${c.broker.dot}`;

/**
 * The broker's letterhead across the page to `right`: centred (name, address line, contacts line,
 * the title in a shaded bar under them) or flush left with the title and a contact person right.
 */
function letterhead(sheet: Sheet, c: RateconCase, style: Style, rng: Random, right = 572) {
  const b = c.broker;
  const w = style.words;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const contacts = `${bare(w.phone)}: ${b.phone}    ${bare(w.email)}: ${b.email}    ${authority(c, rng)}`;
  const person = `${rng.pick(['Booked by', 'Your contact', 'Agent'])}: ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  const mid = (40 + right) / 2;
  if (rng.chance(0.5)) {
    const centre = (y: number, s: string, o: TextOptions = {}) => sheet.text(mid - sheet.measure(s, o) / 2, y, s, o);
    const big: TextOptions = { bold: true, size: sheet.size * 1.6 };
    centre(sheet.y, b.name, big);
    sheet.y += sheet.lead * 1.5;
    centre(sheet.y, `${b.street}, ${cityLine(b.place)}`, small);
    sheet.y += sheet.lead;
    centre(sheet.y, contacts, small);
    sheet.y += sheet.lead * 0.7;
    const h = sheet.lead * 1.5;
    sheet.box(40, sheet.y, right - 40, h, true);
    const head: TextOptions = { bold: true, size: sheet.size * 1.2 };
    centre(sheet.y + h - 5, w.title, head);
    const clear = mid + sheet.measure(w.title, head) / 2 + 12 < right - 6 - sheet.measure(person, small);
    if (clear) sheet.textRight(right - 6, sheet.y + h - 5, person, small);
    else sheet.textRight(right, sheet.y + h + sheet.lead, person, small);
    sheet.y += h + sheet.lead * (clear ? 1.6 : 2.4);
    return;
  }
  const top = sheet.y;
  const big: TextOptions = { bold: true, size: sheet.size * 1.5 };
  const titleOpts: TextOptions = { bold: true, size: sheet.size * 1.3 };
  // The name wraps short of the title.
  const names = sheet.wrap(b.name, right - 40 - sheet.measure(w.title, titleOpts) - 20, big);
  for (const [i, line] of names.entries()) sheet.text(40, top + i * sheet.lead * 1.5, line, big);
  const under = top + (names.length - 1) * sheet.lead * 1.5;
  sheet.text(40, under + sheet.lead * 1.4, `${b.street}  |  ${cityLine(b.place)}`, small);
  sheet.text(40, under + sheet.lead * 2.4, contacts, small);
  sheet.textRight(right, top, w.title, titleOpts);
  sheet.textRight(right, under + sheet.lead * 1.4, person, small);
  sheet.y = under + sheet.lead * 3;
  sheet.rule(40, sheet.y, right, 1.6);
  sheet.y += sheet.lead * 1.8;
}

/** The terms paragraph and two signature lines, across the page to `right`. */
function closing(sheet: Sheet, c: RateconCase, rng: Random, right = 572) {
  terms(sheet, 40, right - 40);
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 2;
  const half = (40 + right) / 2;
  sheet.rule(40, sheet.y, half - 30);
  sheet.rule(half + 10, sheet.y, right - 20);
  sheet.y += sheet.lead;
  const [left, other] = rng.pick<[string, string]>([
    ['Carrier signature', 'Broker signature'],
    ['Accepted for the carrier', 'Issued for the broker'],
    ['Signed / date (carrier)', 'Signed (broker)'],
  ]);
  const small: TextOptions = { size: sheet.size - 1 };
  sheet.text(40, sheet.y, `${left}: ${c.carrier.name}`, small);
  sheet.text(half + 10, sheet.y, `${other}: ${c.broker.name}`, small);
  sheet.y += sheet.lead;
}

type Column = { x: number; width: number; head: string };

/** A ruled table: a shaded head row, then rows of cells, each cell several values wrapped to its column. */
function ruledTable(sheet: Sheet, columns: Column[], rows: string[][][], opts: { shadeLast?: boolean } = {}) {
  const small: TextOptions = { size: sheet.size - 0.5 };
  const left = Math.min(...columns.map((c) => c.x));
  const right = Math.max(...columns.map((c) => c.x + c.width));
  const heads = columns.map((c) => sheet.wrap(c.head, c.width - 6, { ...small, bold: true }));
  const headH = sheet.lead * (Math.max(...heads.map((h) => h.length)) + 0.4);
  sheet.need(headH + sheet.lead * 4);
  const headTop = sheet.y - sheet.lead + 2;
  sheet.box(left, headTop, right - left, headH, true);
  for (const [k, c] of columns.entries())
    sheet.cell(c.x + 3, headTop + sheet.lead - 1, c.width - 6, heads[k] ?? [], { ...small, bold: true });
  sheet.y = headTop + headH + sheet.lead;
  rows.forEach((cells, i) => {
    const lines = Math.max(
      1,
      ...cells.map((cell, k) => cell.flatMap((v) => sheet.wrap(v, (columns[k]?.width ?? 80) - 6, small)).length),
    );
    const h = sheet.lead * (lines + 0.4);
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    const last = opts.shadeLast === true && i === rows.length - 1;
    sheet.box(left, top, right - left, h, last);
    cells.forEach((cell, k) => {
      const col = columns[k];
      if (col) sheet.cell(col.x + 3, sheet.y + 1, col.width - 6, cell, { ...small, bold: last });
    });
    sheet.y = top + h + sheet.lead - 2;
  });
  sheet.y += sheet.lead * 0.6;
}

/** Columns laid from `x`, each its share of `width`. */
function spread(x: number, width: number, parts: [head: string, share: number][]): Column[] {
  const sum = parts.reduce((n, [, s]) => n + s, 0);
  let at = x;
  return parts.map(([head, share]) => {
    const col = { x: at, width: (width * share) / sum, head };
    at += col.width;
    return col;
  });
}

/** The widest of the rows' captions, with its colon and a gap. */
const captionWidth = (sheet: Sheet, rows: Row[]) =>
  Math.max(...rows.map(([l]) => sheet.measure(`${l}:`, { bold: true }))) + 8;

/** Captions right-aligned to `x - 8`, values from `x`, the value wrapped to `width`. */
function tabbed(sheet: Sheet, rows: Row[], x: number, width: number) {
  for (const [l, v] of rows) {
    const lines = sheet.wrap(v, width);
    sheet.need(sheet.lead * lines.length);
    if (l) sheet.textRight(x - 8, sheet.y, `${l}:`, { bold: true });
    sheet.y += sheet.cell(x, sheet.y, width, [v]);
  }
  sheet.y += sheet.lead * 0.4;
}

/** Whether the sheet has turned a page since the call. */
function watchPages(sheet: Sheet): () => boolean {
  let turned = false;
  const next = sheet.newPage.bind(sheet);
  sheet.newPage = () => {
    turned = true;
    next();
  };
  return () => turned;
}

/** A shaded sidebar of the load's facts left; the stops and the pay in a wide column right of it. */
function sidebar(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentySecondStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  const side = [...loadFacts(c, style), ...carrierRows(c, style, rng), ...cargoRows(c, style, rng)];
  const sideX = 40;
  const sideW = 156;
  const caps: TextOptions = { size: sheet.size - 2, bold: true };
  const heights = side.map(([, v]) => sheet.lead * (0.9 + sheet.wrap(v, sideW - 16).length) + 3);
  const top = sheet.y - sheet.lead + 2;
  const sideH = heights.reduce((n, h) => n + h, 0) + sheet.lead * 0.6;
  sheet.box(sideX, top, sideW, sideH, true);
  let y = top + sheet.lead;
  side.forEach(([l, v], k) => {
    sheet.text(sideX + 8, y, l.toUpperCase(), caps);
    sheet.cell(sideX + 8, y + sheet.lead * 0.9, sideW - 16, [v]);
    y += heights[k] ?? 0;
  });
  const sideBottom = top + sideH + sheet.lead;
  // The wide column: the stops one block under another, then the charges.
  const x = 212;
  const width = 572 - x;
  const labelWidth = Math.max(
    ...c.stops.flatMap((s) => stopRows(s, style, sw).map(([l]) => sheet.measure(`${l}:`, { bold: true }))),
  );
  const turned = watchPages(sheet);
  sheet.text(x, sheet.y, rng.pick(['Stops', 'Route', 'Schedule']), { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.4;
  for (const s of c.stops) {
    const rows = stopRows(s, style, sw);
    sheet.need(sheet.lead * (rows.length + 2.5));
    sheet.text(x, sheet.y, `${kindOf(s, sw)} ${nth(c, s)}`.toUpperCase(), { bold: true });
    sheet.rule(x, sheet.y + 3, 572, 0.5);
    sheet.y += sheet.lead * 1.2;
    for (const [l, v] of rows) {
      if (l) sheet.text(x + 6, sheet.y, `${l}:`, { bold: true });
      sheet.y += sheet.cell(x + 14 + labelWidth, sheet.y, width - labelWidth - 14, [v]);
    }
    sheet.y += sheet.lead * 0.6;
  }
  const charges = chargeRows(c, style, rng);
  sheet.need(sheet.lead * (charges.length + 4));
  sheet.text(x, sheet.y, rng.pick(['Pay', 'Charges', 'Rate']), { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.4;
  ruledTable(
    sheet,
    spread(x, width, [
      [rng.pick(['Item', 'Charge']), 3],
      [rng.pick(['Amount', 'USD']), 1],
    ]),
    charges.map(([l, v]) => [[l], [v]]),
    { shadeLast: true },
  );
  // Still on the first page: below the taller of the two columns.
  if (!turned()) sheet.y = Math.max(sheet.y, sideBottom);
  closing(sheet, c, rng);
}

/** The load's facts two columns of caption and value; each stop a numbered card under a shaded band. */
function numberedCards(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentySecondStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  const facts = [...loadFacts(c, style), ...carrierRows(c, style, rng)];
  const half = Math.ceil(facts.length / 2);
  const factLabel = captionWidth(sheet, facts);
  const top = sheet.y;
  tabbed(sheet, facts.slice(0, half), 40 + factLabel, 266 - factLabel - 10);
  const leftEnd = sheet.y;
  sheet.y = top;
  tabbed(sheet, facts.slice(half), 306 + factLabel, 266 - factLabel);
  sheet.y = Math.max(sheet.y, leftEnd) + sheet.lead * 0.4;
  c.stops.forEach((s, i) => {
    const where = [s.facility, s.street, cityLine(s)];
    const side: Row[] = [
      [sw.date, dayOf(s, style)],
      [sw.time, hoursOf(s, style)],
    ];
    if (s.reference) side.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) side.push([sw.phone, s.phone]);
    const leftLines = [`${sw.facility} / ${sw.address}`, ...where].flatMap((v) => sheet.wrap(v, 230)).length;
    const bodyH = sheet.lead * (Math.max(leftLines, side.length) + 0.6);
    const bandH = sheet.lead * 1.5;
    sheet.need(bandH + bodyH + sheet.lead * 2);
    const bandTop = sheet.y - sheet.lead + 2;
    sheet.box(40, bandTop, 532, bandH, true);
    sheet.text(48, bandTop + bandH - 4, String(i + 1), { bold: true, size: sheet.size * 1.4 });
    sheet.text(72, bandTop + bandH - 5, kindOf(s, sw).toUpperCase(), { bold: true });
    sheet.textRight(564, bandTop + bandH - 5, dayOf(s, style), { bold: true });
    const bodyTop = bandTop + bandH;
    sheet.box(40, bodyTop, 532, bodyH);
    let y = bodyTop + sheet.lead;
    sheet.text(48, y, `${sw.facility} / ${sw.address}`, { size: sheet.size - 1.5, bold: true });
    y += sheet.lead;
    sheet.cell(48, y, 230, where);
    const sideLabel = Math.max(...side.map(([l]) => sheet.measure(`${l}:`, { bold: true })));
    side.forEach(([l, v], k) => {
      sheet.text(300, bodyTop + sheet.lead * (k + 1), `${l}:`, { bold: true });
      sheet.text(306 + sideLabel, bodyTop + sheet.lead * (k + 1), v);
    });
    sheet.y = bodyTop + bodyH + sheet.lead * 1.5;
  });
  const cargo = cargoRows(c, style, rng);
  const charges = chargeRows(c, style, rng);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 4));
  const below = sheet.y;
  const cargoLabel = captionWidth(sheet, cargo);
  tabbed(sheet, cargo, 40 + cargoLabel, 250 - cargoLabel);
  const cargoEnd = sheet.y;
  sheet.y = below;
  ruledTable(
    sheet,
    spread(320, 252, [
      [rng.pick(['Description', 'Charge Type']), 3],
      [rng.pick(['Amount', 'Rate']), 2],
    ]),
    charges.map(([l, v]) => [[l], [v]]),
    { shadeLast: true },
  );
  sheet.y = Math.max(sheet.y, cargoEnd);
  closing(sheet, c, rng);
}

/** A single-column letter: each caption in small capitals over its value, set flush right; a rule under each. */
function formLetter(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentySecondStyle(args.style, rng);
  const sw = drawStopWords(rng);
  const right = 540;
  letterhead(sheet, c, style, rng);
  const caps: TextOptions = { size: sheet.size - 1.5 };
  const field = (caption: string, values: string[], bold = false) => {
    sheet.need(sheet.lead * (values.length + 1.2));
    sheet.text(72, sheet.y, caption.toUpperCase(), caps);
    sheet.y += sheet.lead * 0.95;
    values.forEach((v, i) => {
      if (i > 0) sheet.y += sheet.lead;
      sheet.textRight(right, sheet.y, v, { bold });
    });
    sheet.rule(72, sheet.y + 3, right, 0.3);
    sheet.y += sheet.lead * 1.15;
  };
  const heading = (s: string) => {
    sheet.need(sheet.lead * 4);
    sheet.y += sheet.lead * 0.4;
    sheet.text(72, sheet.y, s, { bold: true, size: sheet.size * 1.1 });
    sheet.y += sheet.lead * 1.3;
  };
  const intro = rng.pick([
    'This letter confirms the shipment below, tendered to your company at the rate stated.',
    'Please review the load below and return a signed copy before dispatch.',
  ]);
  for (const line of sheet.wrap(intro, right - 72)) {
    sheet.text(72, sheet.y, line);
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead * 0.5;
  for (const [l, v] of [...loadFacts(c, style), ...carrierRows(c, style, rng)]) field(l, [v]);
  for (const s of c.stops) {
    heading(`${kindOf(s, sw)} ${nth(c, s)}`);
    // A row without a caption (the city line) continues the value above it.
    const rows: [string, string[]][] = [];
    for (const [l, v] of stopRows(s, style, sw)) {
      const last = rows[rows.length - 1];
      if (!l && last) last[1].push(v);
      else rows.push([l, [v]]);
    }
    for (const [l, values] of rows) field(l, values);
  }
  heading(rng.pick(['Freight', 'Shipment']));
  for (const [l, v] of cargoRows(c, style, rng)) field(l, [v]);
  heading(rng.pick(['Compensation', 'Rate Breakdown', 'Charges']));
  const charges = chargeRows(c, style, rng);
  for (const [i, [l, v]] of charges.entries()) field(l, [v], i === charges.length - 1);
  sheet.y += sheet.lead * 0.5;
  closing(sheet, c, rng);
}

/** A landscape sheet: the facts in one ruled band, the stop table the full width, the charges a strip at the foot. */
function landscapeStrip(args: DrawArgs) {
  const { sheet, c, rng } = args;
  sheet.landscape();
  const right = 752;
  const width = right - 40;
  const style = twentySecondStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng, right);
  const band = (rows: Row[]) => {
    const cols = spread(
      40,
      width,
      rows.map(([l, v]) => [l, Math.max(1, Math.min(3, v.length / 12))]),
    );
    ruledTable(sheet, cols, [rows.map(([, v]) => [v])]);
  };
  band([...loadFacts(c, style), ...carrierRows(c, style, rng)]);
  const refHead = rng.pick(['Ref', 'Reference', 'Ref No.']);
  const cols = spread(40, width, [
    ['#', 0.35],
    [rng.pick(['Type', 'Stop']), 1.1],
    [sw.facility, 2],
    [sw.address, 2.6],
    [sw.date, 1.2],
    [sw.time, 1.5],
    [refHead, 1.1],
    [sw.phone, 1.3],
  ]);
  ruledTable(
    sheet,
    cols,
    c.stops.map((s, i) => [
      [String(i + 1)],
      [`${kindOf(s, sw)} ${nth(c, s)}`],
      [s.facility],
      [s.street, cityLine(s)],
      [dayOf(s, style)],
      [hoursOf(s, style)],
      [s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : ''],
      [s.phone ?? ''],
    ]),
  );
  band(cargoRows(c, style, rng));
  const charges = chargeRows(c, style, rng);
  sheet.need(sheet.lead * 5);
  sheet.text(40, sheet.y, rng.pick(['Carrier Pay', 'Rate Summary', 'Pay Summary']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  const strip = spread(
    40,
    width,
    charges.map(([l]) => [l, 1]),
  );
  ruledTable(sheet, strip, [charges.map(([, v]) => [v])]);
  closing(sheet, c, rng, right);
}

/** Two pages: the facts, freight and pay on the first; the header repeated over the stops on the second. */
function twoPage(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentySecondStyle(args.style, rng);
  const sw = drawStopWords(rng);
  letterhead(sheet, c, style, rng);
  const facts = loadFacts(c, style);
  const cargo = cargoRows(c, style, rng);
  const top = sheet.y;
  const left = captionWidth(sheet, facts);
  tabbed(sheet, facts, 40 + left, 266 - left - 10);
  const leftEnd = sheet.y;
  sheet.y = top;
  const right = captionWidth(sheet, cargo);
  tabbed(sheet, cargo, 306 + right, 266 - right);
  sheet.y = Math.max(sheet.y, leftEnd) + sheet.lead * 0.3;
  // The carrier in a framed box.
  const carrier = carrierRows(c, style, rng);
  const boxTop = sheet.y - sheet.lead + 2;
  sheet.box(40, boxTop, 532, sheet.lead * (carrier.length + 1.6));
  sheet.text(48, sheet.y + 1, rng.pick(['Carrier Information', 'Carrier Details', 'Assigned To']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  const carrierLabel = captionWidth(sheet, carrier);
  tabbed(sheet, carrier, 48 + carrierLabel, 500 - carrierLabel);
  sheet.y = boxTop + sheet.lead * (carrier.length + 1.6) + sheet.lead * 1.4;
  const charges = chargeRows(c, style, rng);
  ruledTable(
    sheet,
    spread(40, 532, [
      [rng.pick(['Charge', 'Description']), 4],
      [rng.pick(['Amount', 'Total']), 1],
    ]),
    charges.map(([l, v]) => [[l], [v]]),
    { shadeLast: true },
  );
  sheet.text(40, sheet.y, rng.pick(['Stop details on page 2.', 'See the schedule on the next page.']), {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead * 0.5;
  closing(sheet, c, rng);
  // The second page: the header again, then the stops.
  sheet.newPage();
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, style.words.title, { bold: true });
  sheet.y += sheet.lead * 1.3;
  sheet.text(40, sheet.y, `${b.phone}   ${b.email}`, { size: sheet.size - 1 });
  sheet.textRight(572, sheet.y, `${bare(style.words.load)}: ${c.loadNumber}`, { bold: true });
  sheet.y += sheet.lead * 0.6;
  sheet.rule(40, sheet.y, 572, 1.2);
  sheet.y += sheet.lead * 1.8;
  sheet.text(40, sheet.y, rng.pick(['Stop Schedule', 'Itinerary (continued)', 'Stops']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 1.6;
  const cols = spread(40, 532, [
    [rng.pick(['Seq', 'No.']), 0.4],
    [rng.pick(['Type', 'Stop']), 1],
    [`${sw.facility} / ${sw.address}`, 2.6],
    [`${sw.date} / ${sw.time}`, 1.7],
    [rng.pick(['Ref', 'Reference']), 1.1],
    [sw.phone, 1.2],
  ]);
  ruledTable(
    sheet,
    cols,
    c.stops.map((s, i) => [
      [String(i + 1)],
      [`${kindOf(s, sw)} ${nth(c, s)}`],
      [s.facility, s.street, cityLine(s)],
      [dayOf(s, style), hoursOf(s, style)],
      [s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : ''],
      [s.phone ?? ''],
    ]),
  );
}

export const HELDOUT_22_LAYOUTS: Layout[] = [
  { name: 'heldout22-sidebar', draw: sidebar },
  { name: 'heldout22-numbered-cards', draw: numberedCards },
  { name: 'heldout22-form-letter', draw: formLetter },
  { name: 'heldout22-landscape-strip', draw: landscapeStrip },
  { name: 'heldout22-two-page', draw: twoPage },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 22000;

/**
 * One document of a layout, drawn as the shared generator draws, except that the system footer half
 * the sheets carry gives the page count and the time printed but not the load number, which the
 * shared footer repeats under a tuned caption.
 */
export async function generateHeldout22(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  const rng = new Random(seed * 7919 + SALT + HELDOUT_22_LAYOUTS.indexOf(layout));
  return drawRatecon(layout, makeCase(rng), rng, seed, false);
}
