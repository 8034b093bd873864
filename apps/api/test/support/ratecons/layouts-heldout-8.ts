import { brokerLines, carrierText, cityLine, kvColumn, type Row } from './blocks';
import { formatIssued, formatMoney, formatWeight, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth, restyled } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { table } from './table';

/**
 * An eighth held-out set, written before the reader was changed for the seventh set and measured
 * only once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: stop blocks whose labels sit in a narrow gutter with their values spread over several lines
 * to the right, Shipper / Consignee blocks side by side with their dates and hours in a ruled row
 * beneath, stops as a numbered run-on list "1) PICK ...", stops headed by their day and hours with a
 * Description / Qty / Rate / Amount charge table (fuel as miles times a rate per mile), and a flat
 * form whose every stop label carries its kind ("Pickup City", "Delivery 2 Zip"); references as a
 * Type / Number table, days as "Mon, Jun 3 2026" or "3-Jun-26", hours on a 12-hour clock.
 */

const EIGHTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Load Confirmation #', 'Shipment Ref', 'Carrier Conf. No.', 'Dispatch #', 'Order ID'],
  carrier: ['Carrier of Record', 'Motor Carrier Name', 'Haul By', 'Carrier (Legal Name)'],
  linehaul: ['Linehaul Freight', 'Flat Haul', 'Freight Linehaul', 'Haul Flat Rate'],
  fuel: ['Fuel Surcharge/Mile', 'FSC per Mile', 'Fuel Per Mi'],
  total: ['Total Carrier Charges', 'Total Payable to Carrier', 'Sum Total', 'Rate Confirmed'],
  commodity: ['Freight Desc', 'Loading Desc', 'Commodity/Weight', 'Product Shipped'],
  weight: ['Load Wt', 'Lbs (Gross)', 'Scale Wt'],
  pieces: ['Pallet Ct', 'Total Plts', 'Skds', 'Piece Ct'],
  equipment: ['Trailer Reqd', 'Equip Reqd', 'Equipment Size', 'Trailer Spec'],
  miles: ['Mi. Loaded', 'Billed Miles', 'Rated Miles'],
  hazmat: ['HazMat Load', 'Haz Class'],
  pickupRef: ['Pickup Reference', 'PU Ref No.', 'Shipper Conf #'],
  deliveryRef: ['Delivery Reference', 'DEL Ref No.', 'Receiver Conf #'],
  phone: ['Ph No.', 'Tel #', 'Phone Nbr'],
  email: ['Email Adr', 'Mail To'],
};

const eighthStyle = (style: Style, rng: Random) => restyled(style, rng, EIGHTH_WORDS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');
const bare = (label: string) => label.replace(/:$/, '');
const money = (cents: number, style: Style) => formatMoney(cents, style.money);
/** The fuel's wording without its "per mile" where the amount is not charged by the mile. */
const fuelWord = (style: Style) => bare(style.words.fuel).replace(/\s*(per|\/)\s*Mi.*$/i, '');
const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);

/** Day forms this set adds: "Mon, Jun 3 2026" and "3-Jun-26". */
type DayForm = 'weekday' | 'dd-mon-yy';
function day(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  if (form === 'dd-mon-yy') return `${d.day}-${month}-${String(d.year).slice(2)}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
  return `${weekday}, ${month} ${d.day} ${d.year}`;
}

/** "8:00 AM - 2:00 PM", or "8:00 AM" for a fixed appointment. */
function clock(c: Clock): string {
  return `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
}
function hours(s: CaseStop): string {
  const fixed = s.from.hour === s.to.hour && s.from.minute === s.to.minute;
  return fixed ? clock(s.from) : `${clock(s.from)} - ${clock(s.to)}`;
}

function line(sheet: Sheet, x: number, s: string, opts: { bold?: boolean; size?: number } = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/** The broker's name and contacts on the left, the load's facts on the right, the title above. */
function header(sheet: Sheet, c: RateconCase, style: Style, rng: Random, form: DayForm) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.y += sheet.lead * 1.5;
  const top = sheet.y;
  const left = sheet.cell(40, top, 250, brokerLines(c, style));
  const title = rng.pick(['Rate Agreement', 'Carrier Rate Sheet', 'Truckload Confirmation', 'Shipment Confirmation']);
  sheet.text(330, top, title.toUpperCase(), { bold: true, size: sheet.size * 1.2 });
  const right = kvColumn(sheet, 330, top + sheet.lead * 1.3, [
    [style.words.load, c.loadNumber],
    [style.words.date, form === 'weekday' ? formatIssued(c.issued, style.date) : day(c.issued, form)],
    [style.words.carrier, carrierText(c)],
    [rng.pick(['MC #', 'Carrier MC', 'MC No.']), c.carrier.mc],
  ]);
  sheet.y = top + Math.max(left, right + sheet.lead * 1.3) + sheet.lead;
}

const REFERENCE_KINDS = {
  po: ['PO', 'Purchase Order', 'Cust PO'],
  bol: ['BOL', 'Bill of Lading', 'BL'],
  order: ['Sales Order', 'Customer Ref', 'Order'],
} as const;

/** The load's references as a small "Type | Number" table under a "References" caption. */
function referencesTable(sheet: Sheet, c: RateconCase, rng: Random, x = 40) {
  if (!c.references.length) return;
  const names = {
    po: rng.pick(REFERENCE_KINDS.po),
    bol: rng.pick(REFERENCE_KINDS.bol),
    order: rng.pick(REFERENCE_KINDS.order),
  };
  line(sheet, x, rng.pick(['References', 'Reference Numbers', 'Shipment References']), { bold: true });
  sheet.y += sheet.lead * 0.4;
  table(
    sheet,
    [
      { x, width: 110, head: 'Type' },
      { x: x + 110, width: 130, head: 'Number' },
    ],
    c.references.map((r) => [[names[r.kind]], [r.value]]),
  );
}

/**
 * Charges as "Description | Qty | Rate | Amount": the line haul once at its rate, the fuel as the
 * miles times a rate per mile (the case's fuel is made a whole number of cents a mile to agree).
 */
function chargeQuantityTable(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  if (c.fuelCents && c.cargo.miles) {
    const perMile = Math.max(1, Math.round(c.fuelCents / c.cargo.miles));
    c.fuelCents = perMile * c.cargo.miles;
  }
  const perMileRate = (cents: number) => `${(cents / 100).toFixed(2)}`;
  const rows: string[][][] = [
    [[bare(style.words.linehaul)], ['1'], [money(c.linehaulCents, style)], [money(c.linehaulCents, style)]],
  ];
  if (c.fuelCents && c.cargo.miles)
    rows.push([
      [bare(style.words.fuel)],
      [String(c.cargo.miles)],
      [perMileRate(c.fuelCents / c.cargo.miles)],
      [money(c.fuelCents, style)],
    ]);
  else if (c.fuelCents) rows.push([[fuelWord(style)], ['1'], [money(c.fuelCents, style)], [money(c.fuelCents, style)]]);
  for (const a of c.accessorials) rows.push([[a.description], ['1'], [money(a.cents, style)], [money(a.cents, style)]]);
  rows.push([[bare(style.words.total)], [''], [''], [money(totalCents(c), style)]]);
  sheet.need(sheet.lead * (rows.length + 4));
  table(
    sheet,
    [
      { x: 40, width: 200, head: 'Description' },
      { x: 240, width: 60, head: rng.pick(['Qty', 'Quantity', 'Units']) },
      { x: 300, width: 90, head: 'Rate' },
      { x: 390, width: 100, head: 'Amount' },
    ],
    rows,
  );
}

/** Cargo facts as pairs; the weight in lbs after the commodity when `joined`. */
function cargoPairs(c: RateconCase, style: Style, rng: Random, joined: boolean, withMiles = true): Row[] {
  const w = style.words;
  const weight = formatWeight(c.cargo.weight, rng);
  const rows: Row[] = joined
    ? [[w.commodity, `${c.cargo.commodity} - ${weight}`]]
    : [
        [w.commodity, c.cargo.commodity],
        [w.weight, weight],
      ];
  if (c.cargo.pieces !== null) rows.push([w.pieces, String(c.cargo.pieces)]);
  rows.push([w.equipment, c.cargo.equipment]);
  if (withMiles && c.cargo.miles !== null) rows.push([w.miles, String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([w.hazmat, c.cargo.hazmat ? 'Y' : 'N']);
  return rows;
}

function ratePairs(c: RateconCase, style: Style): Row[] {
  const rows: Row[] = [[style.words.linehaul, money(c.linehaulCents, style)]];
  if (c.fuelCents) rows.push([fuelWord(style), money(c.fuelCents, style)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents, style)]);
  rows.push([style.words.total, money(totalCents(c), style)]);
  return rows;
}

/** A stop block: its kind on a shaded bar, labels in a narrow gutter, each value over several lines. */
function gutterStops(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighthStyle(args.style, rng);
  const form: DayForm = rng.pick(['weekday', 'dd-mon-yy']);
  const [pick, drop] = rng.pick([
    ['PICK', 'DROP'],
    ['PICKUP', 'DELIVERY'],
    ['SHIPPER', 'RECEIVER'],
  ]);
  header(sheet, c, style, rng, form);
  referencesTable(sheet, c, rng);
  for (const s of c.stops) {
    const gutter: [string, string[]][] = [
      ['Location', [s.facility, s.street, cityLine(s)]],
      [rng.pick(['Schedule', 'Appt', 'When']), [day(s.day, form), hours(s)]],
    ];
    if (s.reference) gutter.push([bare(refLabel(s, style)), [s.reference]]);
    if (s.phone) gutter.push([rng.pick(['Contact', 'Phone', 'Dock']), [s.phone]]);
    sheet.need(sheet.lead * 10);
    sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead + 2, true);
    sheet.text(44, sheet.y, `${s.type === 'pickup' ? pick : drop} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.4;
    for (const [label, values] of gutter) {
      sheet.text(44, sheet.y, label, { bold: true, size: sheet.size - 1 });
      sheet.y += sheet.cell(120, sheet.y, 300, values);
    }
    sheet.y += sheet.lead * 0.6;
  }
  sheet.y += sheet.lead * 0.5;
  // Miles charged for fuel show in the charge table only.
  const perMile = Boolean(c.fuelCents && c.cargo.miles);
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoPairs(c, style, rng, rng.chance(0.5), !perMile)) + sheet.lead;
  chargeQuantityTable(sheet, c, style, rng);
}

/** Shipper and Consignee blocks side by side, two stops a band, their days and hours in a ruled row beneath. */
function pairedPartiesDateRow(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighthStyle(args.style, rng);
  const form: DayForm = rng.pick(['weekday', 'dd-mon-yy']);
  header(sheet, c, style, rng, form);
  const kind = (s: CaseStop) => {
    const word = s.type === 'pickup' ? 'Shipper' : 'Consignee';
    return c.stops.filter((x) => x.type === s.type).length > 1 ? `${word} ${nth(c, s)}` : word;
  };
  for (let first = 0; first < c.stops.length; first += 2) {
    const band = c.stops.slice(first, first + 2);
    sheet.need(sheet.lead * 12);
    const top = sheet.y;
    const heights = band.map((s, i) => {
      const x = 40 + i * 270;
      sheet.text(x, top, kind(s).toUpperCase(), { bold: true, size: sheet.size * 1.1 });
      const lines = [s.facility, s.street, cityLine(s)];
      if (s.phone) lines.push(`${bare(style.words.phone)} ${s.phone}`);
      return sheet.lead * 1.3 + sheet.cell(x, top + sheet.lead * 1.3, 250, lines);
    });
    sheet.y = top + Math.max(...heights) + sheet.lead * 0.8;
    const columns = band.flatMap((s, i) => [
      { x: 40 + i * 270, width: 100, head: `${s.type === 'pickup' ? 'Ship' : 'Delivery'} Date` },
      { x: 140 + i * 270, width: 120, head: 'Hours' },
    ]);
    table(sheet, columns, [band.flatMap((s) => [[day(s.day, form)], [hours(s)]])]);
    const refs = band.map((s, i): [number, string] => [
      40 + i * 270,
      s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '',
    ]);
    for (const [x, text] of refs) sheet.text(x, sheet.y, text);
    sheet.y += sheet.lead * 1.5;
  }
  referencesTable(sheet, c, rng);
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, cargoPairs(c, style, rng, true));
  const r = kvColumn(sheet, 330, top, ratePairs(c, style));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

/** Stops as a numbered run-on list, "1) PICK name street city on day hours ref ...", wrapped. */
function numberedRunOn(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighthStyle(args.style, rng);
  const form: DayForm = rng.pick(['weekday', 'dd-mon-yy']);
  const [pick, drop] = rng.pick([
    ['PICK', 'DROP'],
    ['PICK UP', 'DELIVER'],
    ['LOAD', 'UNLOAD'],
  ]);
  const dashes = rng.chance(0.5);
  header(sheet, c, style, rng, form);
  line(sheet, 40, rng.pick(['Stops:', 'Routing:', 'Itinerary']), { bold: true });
  c.stops.forEach((s, i) => {
    const parts = [
      `${i + 1}) ${s.type === 'pickup' ? pick : drop}`,
      `${s.facility}`,
      `${s.street} ${s.city}, ${s.state} ${s.zip}`,
      `${rng.pick(['on', 'date'])} ${day(s.day, form)} ${hours(s)}`,
    ];
    if (s.reference) parts.push(`${bare(refLabel(s, style)).toLowerCase()} ${s.reference}`);
    if (s.phone) parts.push(`call ${s.phone}`);
    const text = parts.join(dashes ? ' - ' : ' ');
    for (const [k, l] of sheet.wrap(text, 500).entries()) line(sheet, k ? 56 : 40, l);
    sheet.y += sheet.lead * 0.4;
  });
  sheet.y += sheet.lead * 0.5;
  const refs = c.references.map((r) => `${rng.pick(REFERENCE_KINDS[r.kind])} ${r.value}`);
  if (refs.length) line(sheet, 40, `${rng.pick(['Refs:', 'Additional refs:', 'Ref #s:'])} ${refs.join(' / ')}`);
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoPairs(c, style, rng, rng.chance(0.5))) + sheet.lead * 0.5;
  const fuel = c.fuelCents ? ` plus ${money(c.fuelCents, style)} fuel surcharge` : '';
  const extra = c.accessorials.map((a) => ` plus ${money(a.cents, style)} ${a.description.toLowerCase()}`).join('');
  const say = `Carrier will be paid ${money(c.linehaulCents, style)} line haul${fuel}${extra} for a total of ${money(totalCents(c), style)}, upon receipt of signed POD and invoice.`;
  for (const l of sheet.wrap(say, 520)) line(sheet, 40, l);
}

/** Each stop headed by its kind, day and hours, the place under it; charges by quantity and rate. */
function dayFirstStops(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighthStyle(args.style, rng);
  const form: DayForm = rng.pick(['weekday', 'dd-mon-yy']);
  // The fuel is always charged per mile here, so the miles are printed (in the charge table only).
  if (c.cargo.miles === null) c.cargo.miles = rng.int(120, 1800);
  if (!c.fuelCents) c.fuelCents = c.cargo.miles * rng.int(25, 65);
  header(sheet, c, style, rng, form);
  for (const s of c.stops) {
    sheet.need(sheet.lead * 6);
    const kind = s.type === 'pickup' ? rng.pick(['Pickup', 'Origin Pickup']) : rng.pick(['Delivery', 'Drop-off']);
    line(sheet, 40, `${kind} ${nth(c, s)}: ${day(s.day, form)} @ ${hours(s)}`, { bold: true });
    line(sheet, 56, s.facility);
    line(sheet, 56, `${s.street}, ${cityLine(s)}`);
    const extra = [
      s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '',
      s.phone ? `${bare(style.words.phone)}: ${s.phone}` : '',
    ].filter(Boolean);
    if (extra.length) line(sheet, 56, extra.join('     '));
    sheet.y += sheet.lead * 0.5;
  }
  referencesTable(sheet, c, rng);
  const freight = [
    c.cargo.commodity,
    c.cargo.pieces === null ? '' : `${c.cargo.pieces} ${rng.pick(['pallets', 'pcs', 'skids'])}`,
  ];
  const cargo: Row[] = [
    [rng.pick(['Freight', 'Shipment']), [...freight.filter(Boolean), formatWeight(c.cargo.weight, rng)].join(', ')],
    [style.words.equipment, c.cargo.equipment],
  ];
  if (c.cargo.hazmat !== null) cargo.push([style.words.hazmat, c.cargo.hazmat ? 'Yes' : 'No']);
  sheet.y += kvColumn(sheet, 40, sheet.y, cargo) + sheet.lead;
  chargeQuantityTable(sheet, c, style, rng);
}

/** A flat form: every stop label carries its kind ("Pickup Name", "Delivery 2 Zip"), two columns. */
function kindPrefixedForm(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighthStyle(args.style, rng);
  const form: DayForm = rng.pick(['weekday', 'dd-mon-yy']);
  header(sheet, c, style, rng, form);
  referencesTable(sheet, c, rng);
  const rows = (s: CaseStop): Row[] => {
    const word = s.type === 'pickup' ? 'Pickup' : 'Delivery';
    const many = c.stops.filter((x) => x.type === s.type).length > 1;
    const k = many ? `${word} ${nth(c, s)}` : word;
    const out: Row[] = [
      [`${k} Name`, s.facility],
      [`${k} Address`, s.street],
      [`${k} City`, s.city],
      [`${k} State`, s.state],
      [`${k} Zip`, s.zip],
      [`${k} Date`, day(s.day, form)],
      [`${k} Time`, hours(s)],
    ];
    if (s.reference) out.push([`${k} Ref`, s.reference]);
    if (s.phone) out.push([`${k} Phone`, s.phone]);
    return out;
  };
  for (let first = 0; first < c.stops.length; first += 2) {
    const band = c.stops.slice(first, first + 2);
    sheet.need(sheet.lead * 11);
    const top = sheet.y;
    const heights = band.map((s, i) => kvColumn(sheet, 40 + i * 270, top, rows(s), 108));
    sheet.y = top + Math.max(...heights) + sheet.lead;
  }
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, cargoPairs(c, style, rng, false));
  const r = kvColumn(sheet, 330, top, ratePairs(c, style));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

export const HELDOUT_8_LAYOUTS: Layout[] = [
  { name: 'heldout8-gutter-stops', draw: gutterStops },
  { name: 'heldout8-paired-parties-date-row', draw: pairedPartiesDateRow },
  { name: 'heldout8-numbered-run-on', draw: numberedRunOn },
  { name: 'heldout8-day-first-stops', draw: dayFirstStops },
  { name: 'heldout8-kind-prefixed-form', draw: kindPrefixedForm },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 8000;

export function generateHeldout8(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_8_LAYOUTS.indexOf(layout));
}
