import { carrierText, cityLine, kvColumn, type Row } from './blocks';
import { formatWeight, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth, restyled } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { type Column, table } from './table';
import { TERMS } from './vocabulary';

/**
 * A ninth held-out set, written before the reader was changed for the eighth set and measured only
 * once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: a wide ten-column stop table (stop, type, facility, address, city, ST, ZIP, date, time,
 * reference) whose narrow cells wrap and whose rows run onto a second page under a repeated head;
 * stops in a grid of boxes two by two, each box's fields as capitalised captions over their values;
 * a load tender with an Origin section, a Stop-offs list and a Destination section; a stop table
 * whose kind is an "X" under a PU or DEL column; and a form of capitalised captions over values two
 * a line, the broker's MC only in a line at the foot and the carrier's block by the signature line.
 * Days print "2026-06-03" or "06.03.2026", hours "0800-1400" or "FCFS 08:00 - 15:00", money
 * "USD 2,150.00" or "$2150".
 */

const NINTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender No.', 'Booking #', 'Movement #', 'Load Tender ID', 'Pro Number'],
  carrier: ['Assigned Carrier', 'Carrier Company', 'Contracted Carrier', 'Transport Provider'],
  linehaul: ['Base Freight', 'Linehaul Amount', 'Contract Rate', 'Flat Freight Rate'],
  fuel: ['Fuel Adj.', 'Fuel Adjustment', 'FSC Amount'],
  total: ['Total Amount Due', 'Grand Total', 'Carrier Total', 'Total Agreed Pay'],
  commodity: ['Goods', 'Material', 'Freight Description', 'Contents'],
  weight: ['Total Weight', 'Weight (lbs)', 'Declared Wt'],
  pieces: ['Units', 'No. of Pallets', 'Pkgs', 'Handling Qty'],
  equipment: ['Trailer Needed', 'Equip.', 'Unit Type', 'Truck Type'],
  miles: ['Trip Miles', 'Total Distance', 'Route Miles'],
  hazmat: ['Dangerous Goods', 'Hazardous Material', 'Haz'],
  pickupRef: ['Pickup Conf', 'Load Ref', 'Shipper PO', 'PU Number'],
  deliveryRef: ['Delivery Conf', 'Unload Ref', 'Receiver PO', 'DEL Number'],
  phone: ['Office', 'Main Line', 'Ph.'],
  email: ['Send Invoices To', 'E-Mail Address', 'Contact Email'],
};

const ninthStyle = (style: Style, rng: Random) => restyled(style, rng, NINTH_WORDS);

const two = (n: number) => String(n).padStart(2, '0');
const bare = (label: string) => label.replace(/:$/, '');
const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);

/** Day forms this set adds: ISO "2026-06-03" and dotted "06.03.2026" (month first). */
type DayForm = 'iso' | 'dotted';
const day = (d: Day, form: DayForm) =>
  form === 'iso' ? `${d.year}-${two(d.month)}-${two(d.day)}` : `${two(d.month)}.${two(d.day)}.${d.year}`;

/** Hour forms: "0800-1400" ("0800" for an appointment) or "FCFS 08:00 - 15:00" ("APPT 08:00"). */
type HourForm = 'hhmm' | 'fcfs';
function hours(s: CaseStop, form: HourForm): string {
  const fixed = s.from.hour === s.to.hour && s.from.minute === s.to.minute;
  const hhmm = (c: Clock) => `${two(c.hour)}${two(c.minute)}`;
  const colon = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
  if (form === 'hhmm') return fixed ? hhmm(s.from) : `${hhmm(s.from)}-${hhmm(s.to)}`;
  return fixed ? `APPT ${colon(s.from)}` : `FCFS ${colon(s.from)} - ${colon(s.to)}`;
}

/** Money forms: "USD 2,150.00", or "$2150" (cents only when there are some). */
type MoneyForm = 'usd' | 'bare';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  if (form === 'usd') return `USD ${whole.toLocaleString('en-US')}.${two(cents % 100)}`;
  return cents % 100 ? `$${whole}.${two(cents % 100)}` : `$${whole}`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['iso', 'dotted']),
  hour: rng.pick(['hhmm', 'fcfs']),
  money: rng.pick(['usd', 'bare']),
});

function line(sheet: Sheet, x: number, s: string, opts: { bold?: boolean; size?: number } = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/** The broker's name and contacts across the top, the load's facts in a row of captions beneath. */
function header(sheet: Sheet, c: RateconCase, style: Style, forms: Forms, rng: Random, withMc = true) {
  const b = c.broker;
  sheet.text(40, sheet.y, b.name.toUpperCase(), { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, rng.pick(['LOAD TENDER', 'CARRIER CONFIRMATION', 'RATE & LOAD AGREEMENT']), {
    bold: true,
  });
  sheet.y += sheet.lead * 1.4;
  const contacts = [`${b.street}, ${cityLine(b.place)}`, `${bare(style.words.phone)}: ${b.phone}`, b.email];
  if (withMc) contacts.push(b.mc ? `MC# ${b.mc}` : `DOT# ${b.dot}`);
  for (const l of sheet.wrap(contacts.join('  |  '), 532, { size: sheet.size - 0.5 }))
    line(sheet, 40, l, { size: sheet.size - 0.5 });
  sheet.y += sheet.lead * 0.5;
  const facts: Row[] = [
    [bare(style.words.load), c.loadNumber],
    [bare(style.words.date), day(c.issued, forms.day)],
  ];
  facts.forEach(([label, value], i) => {
    sheet.text(40 + i * 180, sheet.y, label.toUpperCase(), { bold: true, size: sheet.size - 1 });
    sheet.text(40 + i * 180, sheet.y + sheet.lead, value);
  });
  sheet.y += sheet.lead * 2.6;
}

function carrierRows(c: RateconCase, style: Style): Row[] {
  return [
    [style.words.carrier, carrierText(c)],
    ['Carrier MC#', c.carrier.mc],
  ];
}

const REFERENCE_WORDS = { po: ['PO', 'P/O'], bol: ['BOL', 'B/L'], order: ['SO', 'Order'] } as const;

/** The load's references on one line: "Ref Nos: PO 1234; BOL 5678". */
function referencesLine(sheet: Sheet, c: RateconCase, rng: Random) {
  if (!c.references.length) return;
  const refs = c.references.map((r) => `${rng.pick(REFERENCE_WORDS[r.kind])} ${r.value}`);
  line(sheet, 40, `${rng.pick(['Ref Nos:', 'Shipment Refs:', 'Customer Refs:'])} ${refs.join('; ')}`);
}

function cargoRows(c: RateconCase, style: Style, rng: Random): Row[] {
  const w = style.words;
  const rows: Row[] = [
    [w.commodity, c.cargo.commodity],
    [w.weight, formatWeight(c.cargo.weight, rng)],
  ];
  if (c.cargo.pieces !== null) rows.push([w.pieces, String(c.cargo.pieces)]);
  rows.push([w.equipment, c.cargo.equipment]);
  if (c.cargo.miles !== null) rows.push([w.miles, String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([w.hazmat, c.cargo.hazmat ? 'YES' : 'NO']);
  return rows;
}

function rateRows(c: RateconCase, style: Style, form: MoneyForm): Row[] {
  const rows: Row[] = [[style.words.linehaul, money(c.linehaulCents, form)]];
  if (c.fuelCents) rows.push([style.words.fuel, money(c.fuelCents, form)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents, form)]);
  rows.push([style.words.total, money(totalCents(c), form)]);
  return rows;
}

/** Cargo on the left and the rate on the right. */
function cargoAndRate(sheet: Sheet, c: RateconCase, style: Style, forms: Forms, rng: Random) {
  sheet.need(sheet.lead * 9);
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, cargoRows(c, style, rng));
  const r = kvColumn(sheet, 330, top, rateRows(c, style, forms.money));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

/** A caption in small capitals with its value on the line under it; returns the height used. */
function stacked(sheet: Sheet, x: number, y: number, caption: string, values: string[], width: number): number {
  sheet.text(x, y, caption.toUpperCase(), { bold: true, size: sheet.size - 1.5 });
  return sheet.lead + sheet.cell(x, y + sheet.lead, width, values);
}

/**
 * A wide stop table of ten narrow columns whose cells wrap; the special instructions before it push
 * it down the page, so its rows run onto the next page under the head printed again.
 */
function wideTableContinued(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = ninthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, carrierRows(c, style)) + sheet.lead * 0.5;
  referencesLine(sheet, c, rng);
  sheet.y += sheet.lead * 0.5;
  // A ruled notes box left mostly blank for the dispatcher's hand, down to where the stops begin.
  line(sheet, 40, rng.pick(['SPECIAL INSTRUCTIONS', 'DRIVER INSTRUCTIONS', 'LOAD NOTES']), { bold: true });
  const boxTop = sheet.y - sheet.lead + 2;
  for (const l of TERMS) line(sheet, 46, l, { size: sheet.size - 1 });
  // The box ends where one stop row still fits under the caption and head, and the next goes over.
  const boxBottom = Math.max(sheet.y, 756 - sheet.lead * rng.int(8, 9));
  sheet.box(40, boxTop, 532, boxBottom - boxTop);
  sheet.y = boxBottom + sheet.lead * 1.5;
  const [pick, drop] = rng.pick([
    ['PU', 'DEL'],
    ['Pick', 'Drop'],
    ['LD', 'UL'],
  ]);
  const widths = [32, 34, 80, 78, 62, 22, 38, 58, 58, 70];
  const heads = ['Stop#', 'Type', 'Facility', 'Address', 'City', 'ST', 'Zip', 'Date', 'Time', 'Ref'];
  let x = 40;
  const columns: Column[] = widths.map((width, i) => {
    const col = { x, width, head: heads[i] ?? '' };
    x += width;
    return col;
  });
  const rows = c.stops.map((s, i) => [
    [String(i + 1)],
    [s.type === 'pickup' ? pick : drop],
    [s.facility],
    [s.street],
    [s.city],
    [s.state],
    [s.zip],
    [day(s.day, forms.day)],
    [hours(s, forms.hour)],
    [s.reference ?? '', s.phone ?? ''].filter(Boolean),
  ]);
  const caption = rng.pick(['STOPS', 'ROUTE DETAIL', 'STOP SCHEDULE']);
  line(sheet, 40, caption, { bold: true });
  tableHead(sheet, columns);
  for (const row of rows) {
    const height = Math.max(...row.map((cell, i) => cellHeight(sheet, cell, columns[i]?.width ?? 100)));
    const page = sheet.y;
    sheet.need(height + sheet.lead);
    // A row that does not fit goes over to the next page under the caption and head printed again.
    if (sheet.y < page) {
      line(sheet, 40, `${caption} (continued)`, { bold: true });
      tableHead(sheet, columns);
    }
    row.forEach((cell, i) => {
      const col = columns[i];
      if (col) sheet.cell(col.x, sheet.y, col.width - 4, cell);
    });
    sheet.y += height + sheet.lead * 0.3;
    sheet.rule(40, sheet.y - sheet.lead + 2, 572, 0.3);
  }
  sheet.y += sheet.lead;
  cargoAndRate(sheet, c, style, forms, rng);
}

const cellHeight = (sheet: Sheet, cell: string[], width: number) =>
  cell.reduce((h, v) => h + sheet.wrap(v, width - 4).length * sheet.lead, 0);

/** A ruled bold head row, as the table kit draws it. */
function tableHead(sheet: Sheet, columns: Column[]) {
  sheet.need(sheet.lead * 4);
  sheet.rule(40, sheet.y - sheet.lead + 2, 572);
  for (const col of columns) sheet.text(col.x, sheet.y, col.head, { bold: true });
  sheet.y += 4;
  sheet.rule(40, sheet.y, 572);
  sheet.y += sheet.lead;
}

/** Stops in boxes two by two, a shaded bar naming each, captions in capitals over their values. */
function boxGrid(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = ninthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, carrierRows(c, style)) + sheet.lead * 0.5;
  referencesLine(sheet, c, rng);
  sheet.y += sheet.lead;
  const [pick, drop] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['LOADING', 'UNLOADING'],
    ['SHIP FROM', 'SHIP TO'],
  ]);
  const fields = (s: CaseStop): [string, string[]][] => {
    const out: [string, string[]][] = [
      [rng.pick(['Facility', 'Company', 'Site']), [s.facility]],
      ['Address', [s.street, cityLine(s)]],
      [rng.pick(['Appointment', 'Scheduled', 'Window']), [`${day(s.day, forms.day)}  ${hours(s, forms.hour)}`]],
    ];
    if (s.reference) out.push([bare(refLabel(s, style)), [s.reference]]);
    if (s.phone) out.push([rng.pick(['Contact', 'Phone', 'Dock Phone']), [s.phone]]);
    return out;
  };
  for (let first = 0; first < c.stops.length; first += 2) {
    const band = c.stops.slice(first, first + 2);
    const drawn = band.map(fields);
    const tallest = Math.max(...drawn.map((f) => f.reduce((h, [, v]) => h + sheet.lead * (v.length + 1.2), 0)));
    sheet.need(tallest + sheet.lead * 3);
    const top = sheet.y;
    band.forEach((s, i) => {
      const x = 40 + i * 272;
      sheet.box(x, top - sheet.lead + 2, 260, tallest + sheet.lead * 2.2);
      sheet.box(x, top - sheet.lead + 2, 260, sheet.lead + 2, true);
      sheet.text(x + 6, top, `${first + i + 1} - ${s.type === 'pickup' ? pick : drop} ${nth(c, s)}`, { bold: true });
      let y = top + sheet.lead * 1.6;
      for (const [caption, values] of drawn[i] ?? []) y += stacked(sheet, x + 6, y, caption, values, 246) + 2;
    });
    sheet.y = top + tallest + sheet.lead * 2.8;
  }
  cargoAndRate(sheet, c, style, forms, rng);
}

/** A load tender: an Origin section, the stops between as a Stop-offs list, a Destination section. */
function originStopoffsDestination(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = ninthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, carrierRows(c, style)) + sheet.lead * 0.5;
  const section = (title: string, s: CaseStop, party: string, dateWord: string) => {
    sheet.need(sheet.lead * 9);
    sheet.rule(40, sheet.y - sheet.lead + 2, 572);
    line(sheet, 40, title, { bold: true, size: sheet.size * 1.15 });
    const rows: Row[] = [
      [party, s.facility],
      ['', s.street],
      ['', cityLine(s)],
      [dateWord, day(s.day, forms.day)],
      [rng.pick(['Hours', 'Dock Hours', 'Time']), hours(s, forms.hour)],
    ];
    if (s.reference) rows.push([refLabel(s, style), s.reference]);
    if (s.phone) rows.push([rng.pick(['Phone', 'Contact']), s.phone]);
    sheet.y += kvColumn(sheet, 48, sheet.y, rows, 92) + sheet.lead * 0.6;
  };
  const first = c.stops[0];
  const last = c.stops[c.stops.length - 1];
  if (!first || !last) return;
  section('ORIGIN', first, rng.pick(['Shipper', 'Ship From']), rng.pick(['Ship Date', 'Pickup Date']));
  sheet.need(sheet.lead * 4);
  sheet.rule(40, sheet.y - sheet.lead + 2, 572);
  line(sheet, 40, rng.pick(['STOP-OFFS', 'INTERMEDIATE STOPS', 'STOP-OFFS IN ROUTE']), {
    bold: true,
    size: sheet.size * 1.15,
  });
  const middle = c.stops.slice(1, -1);
  if (!middle.length) line(sheet, 48, 'None');
  middle.forEach((s, i) => {
    const parts = [
      `Stop-off ${i + 1} (${s.type === 'pickup' ? 'Pick' : 'Drop'}):`,
      `${s.facility}, ${s.street}, ${cityLine(s)};`,
      `${day(s.day, forms.day)} ${hours(s, forms.hour)}`,
    ];
    if (s.reference) parts.push(`; ${bare(refLabel(s, style))} ${s.reference}`);
    if (s.phone) parts.push(`; Ph ${s.phone}`);
    for (const [k, l] of sheet.wrap(parts.join(' ').replace(/ ;/g, ';'), 516).entries()) line(sheet, k ? 60 : 48, l);
    sheet.y += sheet.lead * 0.3;
  });
  sheet.y += sheet.lead * 0.6;
  section('DESTINATION', last, rng.pick(['Consignee', 'Ship To']), rng.pick(['Delivery Date', 'Due Date']));
  referencesLine(sheet, c, rng);
  sheet.y += sheet.lead * 0.5;
  cargoAndRate(sheet, c, style, forms, rng);
}

/** A stop table whose kind is an "X" under a PU or a DEL column. */
function checkmarkKindTable(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = ninthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, carrierRows(c, style)) + sheet.lead * 0.5;
  referencesLine(sheet, c, rng);
  sheet.y += sheet.lead;
  const [pu, del] = rng.pick([
    ['PU', 'DEL'],
    ['P/U', 'D/O'],
    ['LOAD', 'UNLD'],
  ]);
  const columns: Column[] = [
    { x: 40, width: 30, head: 'Seq' },
    { x: 70, width: 34, head: pu },
    { x: 104, width: 34, head: del },
    { x: 138, width: 180, head: rng.pick(['Location', 'Facility / Address', 'Stop Location']) },
    { x: 318, width: 120, head: rng.pick(['Appointment', 'Date / Time', 'Sched.']) },
    { x: 438, width: 134, head: rng.pick(['Ref / Contact', 'Reference', 'Numbers']) },
  ];
  const rows = c.stops.map((s, i) => [
    [String(i + 1)],
    [s.type === 'pickup' ? 'X' : ''],
    [s.type === 'delivery' ? 'X' : ''],
    [s.facility, s.street, cityLine(s)],
    [day(s.day, forms.day), hours(s, forms.hour)],
    [s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : '', s.phone ?? ''].filter(Boolean),
  ]);
  table(sheet, columns, rows);
  sheet.y += sheet.lead * 0.5;
  cargoAndRate(sheet, c, style, forms, rng);
}

/**
 * Capitalised captions over their values two a line; the broker's MC printed only at the foot and
 * the carrier's block beside the signature line at the end.
 */
function captionsCarrierFoot(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = ninthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng, false);
  referencesLine(sheet, c, rng);
  sheet.y += sheet.lead;
  const [pick, drop] = rng.pick([
    ['PICK-UP', 'DROP-OFF'],
    ['ORIGIN STOP', 'DELIVERY STOP'],
  ]);
  for (const s of c.stops) {
    const kind = s.type === 'pickup' ? pick : drop;
    const party = s.type === 'pickup' ? 'Shipper' : 'Receiver';
    const pairs: [string, string[], string, string[]][] = [
      [`${party} Name`, [s.facility], 'Appointment Date', [day(s.day, forms.day)]],
      ['Street Address', [s.street], 'Appointment Time', [hours(s, forms.hour)]],
      [
        'City / State / Zip',
        [cityLine(s)],
        s.reference ? bare(refLabel(s, style)) : '',
        s.reference ? [s.reference] : [],
      ],
    ];
    if (s.phone) pairs.push(['Phone', [s.phone], '', []]);
    sheet.need(sheet.lead * (pairs.length * 2 + 3));
    sheet.rule(40, sheet.y - sheet.lead + 2, 572, 1);
    line(sheet, 40, `${kind} #${nth(c, s)}`, { bold: true, size: sheet.size * 1.1 });
    for (const [l, lv, r, rv] of pairs) {
      const h = stacked(sheet, 48, sheet.y, l, lv, 240);
      if (r) stacked(sheet, 310, sheet.y, r, rv, 240);
      sheet.y += h + 3;
    }
    sheet.y += sheet.lead * 0.5;
  }
  cargoAndRate(sheet, c, style, forms, rng);
  // The carrier's block sits by its signature line; the broker's own numbers close the page.
  sheet.need(sheet.lead * 9);
  sheet.y += sheet.lead * 2;
  sheet.rule(40, sheet.y, 260);
  sheet.rule(330, sheet.y, 550);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, 'Carrier Signature / Date', { size: sheet.size - 1 });
  sheet.text(330, sheet.y, 'Broker Representative', { size: sheet.size - 1 });
  sheet.y += sheet.lead * 1.3;
  sheet.y += kvColumn(sheet, 40, sheet.y, carrierRows(c, style)) + sheet.lead;
  const b = c.broker;
  const foot = [b.name, b.mc ? `MC# ${b.mc}` : `USDOT ${b.dot}`, b.phone].join('  |  ');
  line(sheet, 40, foot, { size: sheet.size - 1 });
}

export const HELDOUT_9_LAYOUTS: Layout[] = [
  { name: 'heldout9-wide-table-continued', draw: wideTableContinued },
  { name: 'heldout9-box-grid', draw: boxGrid },
  { name: 'heldout9-origin-stopoffs-destination', draw: originStopoffsDestination },
  { name: 'heldout9-checkmark-kind-table', draw: checkmarkKindTable },
  { name: 'heldout9-captions-carrier-foot', draw: captionsCarrierFoot },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 9000;

export function generateHeldout9(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_9_LAYOUTS.indexOf(layout));
}
