import { carrierText, cityLine, type Row } from './blocks';
import type { Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth, restyled } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A tenth held-out set, written before the reader was changed for the ninth set and measured only
 * once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: a "Load Confirmation" whose stops are bordered cards, the facility in bold at the top and a
 * ruled two-column mini table (Appt / Ref / Contact) beneath; stops as a timeline of dots down the
 * left margin with each stop's details right of its dot; a boxed strip of six captioned cells under
 * the title with the charges in a sidebar box right of the stops; stops coded "PU #1" / "SO #2" in a
 * ruled grid of "Label: value" cells; and an itinerary grouped under day headings with the broker's
 * contacts only in a three-column footer. Weights print "42,000 LB" or "42000 LB (19051 KG)", reefer
 * settings "Temp: 34F", phones "555.123.4567", days "Wed 06/03/2026" or "June 3rd, 2026", hours
 * "8a-2p" or "08:00 thru 14:00".
 */

const TENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Confirmation #', 'Shipment ID', 'Our Load #', 'Trip Number', 'Reference Load'],
  carrier: ['Carrier Legal Name', 'Motor Carrier', 'Hauling Carrier', 'Carrier (Payee)'],
  linehaul: ['Freight Charge', 'Haul Rate', 'Line Rate', 'Transportation'],
  fuel: ['Fuel Charge', 'Fuel Surch.', 'FSC Total'],
  total: ['Total Payable', 'Amount Payable', 'Total Carrier Rate', 'Load Total'],
  commodity: ['Product', 'Cargo Desc', 'Item Description', 'Lading'],
  weight: ['Gross Wt', 'Scale Weight', 'Est. Weight'],
  pieces: ['Count', 'Skids', 'Piece Count', 'Qty Shipped'],
  equipment: ['Equipment Req.', 'Van / Reefer / Flat', 'Trailer Req'],
  miles: ['Loaded Mi', 'Mileage', 'Practical Miles'],
  hazmat: ['HM', 'Hazmat Y/N', 'Placards'],
  pickupRef: ['Pick #', 'Shipper Conf #', 'Release #', 'PU Conf'],
  deliveryRef: ['Dlv #', 'Receiver Conf #', 'Appt Conf', 'DEL Conf'],
  phone: ['Tel', 'Phone No.', 'Call'],
  email: ['Billing Email', 'Email Us', 'Paperwork To'],
};

const tenthStyle = (style: Style, rng: Random) => restyled(style, rng, TENTH_WORDS);

const two = (n: number) => String(n).padStart(2, '0');
const bare = (label: string) => label.replace(/:$/, '');
const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ordinal = (n: number) => {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
};

/** Day forms this set adds: "Wed 06/03/2026" and "June 3rd, 2026". */
type DayForm = 'weekday' | 'ordinal';
function day(d: Day, form: DayForm): string {
  if (form === 'ordinal') return `${MONTHS[d.month - 1]} ${ordinal(d.day)}, ${d.year}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
  return `${weekday} ${two(d.month)}/${two(d.day)}/${d.year}`;
}

/** Hour forms: "8a-2p" ("8:30a" with minutes) or "08:00 thru 14:00"; a fixed appointment alone. */
type HourForm = 'short' | 'thru';
function hours(s: CaseStop, form: HourForm): string {
  const fixed = s.from.hour === s.to.hour && s.from.minute === s.to.minute;
  const short = (c: Clock) => `${c.hour % 12 || 12}${c.minute ? `:${two(c.minute)}` : ''}${c.hour < 12 ? 'a' : 'p'}`;
  const colon = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
  if (form === 'short') return fixed ? `Appt ${short(s.from)}` : `${short(s.from)}-${short(s.to)}`;
  return fixed ? `Appt ${colon(s.from)}` : `${colon(s.from)} thru ${colon(s.to)}`;
}

const money = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${two(cents % 100)}`;

/** Weight forms: "42,000 LB" or "42000 LB (19051 KG)". */
function weight(lbs: number, rng: Random): string {
  return rng.chance(0.5) ? `${lbs.toLocaleString('en-US')} LB` : `${lbs} LB (${Math.round(lbs * 0.4536)} KG)`;
}

/** Phones as "555.123.4567". */
const dotted = (phone: string) => phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1.$2.$3');

type Forms = { day: DayForm; hour: HourForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['weekday', 'ordinal']),
  hour: rng.pick(['short', 'thru']),
});

function line(sheet: Sheet, x: number, s: string, opts: { bold?: boolean; size?: number } = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/** Label/value rows one under the other at x, the values at x + gap; returns the height used. */
function pairs(sheet: Sheet, x: number, y: number, rows: Row[], gap: number): number {
  rows.forEach(([label, value], i) => {
    sheet.text(x, y + i * sheet.lead, label, { bold: true });
    sheet.text(x + gap, y + i * sheet.lead, value);
  });
  return rows.length * sheet.lead;
}

function stopPhone(s: CaseStop, rng: Random): string | null {
  return s.phone ? (rng.chance(0.5) ? dotted(s.phone) : s.phone) : null;
}

function cargoRows(c: RateconCase, style: Style, rng: Random): Row[] {
  const w = style.words;
  const rows: Row[] = [
    [bare(w.commodity), c.cargo.commodity],
    [bare(w.weight), weight(c.cargo.weight, rng)],
  ];
  if (c.cargo.pieces !== null) rows.push([bare(w.pieces), String(c.cargo.pieces)]);
  rows.push([bare(w.equipment), c.cargo.equipment]);
  if (/reefer|refrig/i.test(c.cargo.equipment) || rng.chance(0.3))
    rows.push(['Temp', `${rng.int(28, 38)}F ${rng.pick(['Continuous', 'Cycle', ''])}`.trim()]);
  if (c.cargo.miles !== null) rows.push([bare(w.miles), String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([bare(w.hazmat), c.cargo.hazmat ? 'Y' : 'N']);
  return rows;
}

function chargeRows(c: RateconCase, style: Style): Row[] {
  const rows: Row[] = [[bare(style.words.linehaul), money(c.linehaulCents)]];
  if (c.fuelCents) rows.push([bare(style.words.fuel), money(c.fuelCents)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents)]);
  rows.push([bare(style.words.total), money(totalCents(c))]);
  return rows;
}

const REFERENCE_WORDS = {
  po: ['Cust PO', 'PO#'],
  bol: ['BL#', 'Bill of Lading'],
  order: ['Sales Ord', 'Order#'],
} as const;

function referenceText(c: RateconCase, rng: Random): string | null {
  if (!c.references.length) return null;
  return c.references.map((r) => `${rng.pick(REFERENCE_WORDS[r.kind])} ${r.value}`).join(', ');
}

/** The broker's block on the left, the title on the right, the carrier under them. */
function header(sheet: Sheet, c: RateconCase, style: Style, forms: Forms, rng: Random, titleWord: string) {
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, titleWord, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.4;
  const contacts = [
    `${b.street}, ${cityLine(b.place)}`,
    `${bare(style.words.phone)} ${b.phone}   ${b.email}`,
    b.mc ? `MC ${b.mc}` : `US DOT ${b.dot}`,
  ];
  for (const l of contacts) line(sheet, 40, l, { size: sheet.size - 0.5 });
  const facts: Row[] = [
    [bare(style.words.load), c.loadNumber],
    ['Issued', day(c.issued, forms.day)],
  ];
  sheet.y -= sheet.lead * 3;
  pairs(sheet, 360, sheet.y, facts, 90);
  sheet.y += sheet.lead * 3.5;
  carrier(sheet, c, style);
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, `${rng.pick(['References', 'Customer Numbers', 'Ref #s'])}: ${refs}`);
  sheet.y += sheet.lead * 0.5;
}

function carrier(sheet: Sheet, c: RateconCase, style: Style) {
  sheet.y += pairs(
    sheet,
    40,
    sheet.y,
    [
      [bare(style.words.carrier), carrierText(c)],
      ['MC #', c.carrier.mc],
    ],
    110,
  );
}

/** Cargo on the left and the charges on the right, under a rule. */
function cargoAndCharges(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.need(sheet.lead * 10);
  sheet.rule(40, sheet.y - sheet.lead + 2, 572);
  const top = sheet.y;
  const l = pairs(sheet, 40, top, cargoRows(c, style, rng), 100);
  const r = pairs(sheet, 330, top, chargeRows(c, style), 120);
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

/** A bordered card per stop: the facility in bold at the top, the address, a ruled Appt / Ref / Contact table. */
function stopCards(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = tenthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng, rng.pick(['Load Confirmation', 'LOAD CONFIRMATION']));
  const [pick, drop] = rng.pick([
    ['Pickup', 'Drop'],
    ['PICK', 'DELIVER'],
    ['Load', 'Unload'],
  ]);
  for (const s of c.stops) {
    const phone = stopPhone(s, rng);
    const rows: Row[] = [[rng.pick(['Appt', 'Appointment']), `${day(s.day, forms.day)}  ${hours(s, forms.hour)}`]];
    rows.push([rng.pick(['Ref', 'Ref #']), s.reference ?? '']);
    rows.push([rng.pick(['Contact', 'Phone']), phone ?? '']);
    const height = sheet.lead * (3.6 + rows.length * 1.3);
    sheet.need(height + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    sheet.box(40, top, 532, height);
    sheet.text(48, sheet.y + 2, s.facility, { bold: true, size: sheet.size * 1.15 });
    sheet.textRight(564, sheet.y + 2, `${s.type === 'pickup' ? pick : drop} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.3;
    line(sheet, 48, s.street);
    line(sheet, 48, cityLine(s));
    // The mini table: a ruled grid two cells wide, the caption left, the value right.
    for (const [caption, value] of rows) {
      sheet.rule(48, sheet.y - sheet.lead + 1, 330, 0.3);
      sheet.box(48, sheet.y - sheet.lead + 1, 0.4, sheet.lead * 1.3);
      sheet.box(120, sheet.y - sheet.lead + 1, 0.4, sheet.lead * 1.3);
      sheet.text(52, sheet.y + 1, caption, { bold: true });
      sheet.text(126, sheet.y + 1, value);
      sheet.y += sheet.lead * 1.3;
    }
    sheet.rule(48, sheet.y - sheet.lead + 1, 330, 0.3);
    sheet.y = top + height + sheet.lead * 1.6;
  }
  cargoAndCharges(sheet, c, style, rng);
  line(sheet, 40, `After hours: ${dotted(c.broker.phone)} ext ${rng.int(10, 99)}`, { size: sheet.size - 1 });
}

/** Stops as a timeline: a dot per stop down the left margin on a vertical line, the details right of it. */
function timeline(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = tenthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng, rng.pick(['Carrier Load Sheet', 'Shipment Confirmation']));
  line(sheet, 40, rng.pick(['ROUTE', 'ITINERARY', 'STOP SEQUENCE']), { bold: true, size: sheet.size * 1.15 });
  sheet.y += sheet.lead * 0.3;
  const [pick, drop] = rng.pick([
    ['PICK UP', 'DROP OFF'],
    ['Shipper', 'Receiver'],
    ['Origin', 'Stop'],
  ]);
  c.stops.forEach((s, i) => {
    const phone = stopPhone(s, rng);
    const details = [s.street, cityLine(s)];
    const extra = [s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : '', phone ? `Ph ${phone}` : ''];
    if (extra.some(Boolean)) details.push(extra.filter(Boolean).join('   '));
    const height = sheet.lead * (details.length + 2.4);
    sheet.need(height);
    const top = sheet.y;
    sheet.text(46, top, '\u2022', { size: sheet.size * 1.6, bold: true });
    if (i < c.stops.length - 1) sheet.box(48.5, top + 3, 0.6, height - sheet.lead);
    const kind = s.type === 'pickup' ? pick : drop;
    sheet.text(66, top, `${kind} ${nth(c, s)}  \u2013  ${day(s.day, forms.day)}, ${hours(s, forms.hour)}`, {
      bold: true,
    });
    sheet.text(66, top + sheet.lead, s.facility);
    details.forEach((d, k) => {
      sheet.text(66, top + sheet.lead * (k + 2), d, { size: sheet.size - 0.5 });
    });
    sheet.y = top + height;
  });
  cargoAndCharges(sheet, c, style, rng);
}

/** A boxed strip of captioned cells under the title; stops on the left, the charges in a sidebar box. */
function stripAndSidebar(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = tenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, 'RATE AGREEMENT', { bold: true });
  sheet.y += sheet.lead * 1.3;
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}  ${bare(style.words.phone)} ${dotted(b.phone)}  ${b.email}`, {
    size: sheet.size - 0.5,
  });
  line(sheet, 40, b.mc ? `MC-${b.mc}` : `DOT ${b.dot}`, { size: sheet.size - 0.5 });
  sheet.y += sheet.lead * 0.5;
  const first = c.stops[0];
  const last = c.stops[c.stops.length - 1];
  if (!first || !last) return;
  const cells: Row[] = [
    [bare(style.words.load), c.loadNumber],
    ['Booked', day(c.issued, forms.day)],
    ['Ship', day(first.day, forms.day)],
    ['Deliver', day(last.day, forms.day)],
    [bare(style.words.equipment), c.cargo.equipment],
    [bare(style.words.weight), weight(c.cargo.weight, rng)],
  ];
  const width = 532 / cells.length;
  const top = sheet.y - sheet.lead + 2;
  cells.forEach(([caption, value], i) => {
    const x = 40 + i * width;
    sheet.box(x, top, width, sheet.lead * 2.6);
    sheet.text(x + 4, sheet.y, caption.toUpperCase(), { bold: true, size: sheet.size - 1.5 });
    sheet.cell(x + 4, sheet.y + sheet.lead * 1.1, width - 8, [value], { size: sheet.size - 1 });
  });
  sheet.y = top + sheet.lead * 3.8;
  carrier(sheet, c, style);
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, `Refs: ${refs}`);
  sheet.y += sheet.lead;
  // The charges in a box on the right, beside the stops.
  const side = sheet.y;
  const charges = chargeRows(c, style);
  sheet.box(400, side - sheet.lead + 2, 172, sheet.lead * (charges.length + 2.2));
  sheet.text(408, side, rng.pick(['CHARGES', 'CARRIER PAY', 'RATE']), { bold: true });
  charges.forEach(([label, value], i) => {
    sheet.text(408, side + sheet.lead * (i + 1.3), label, { size: sheet.size - 0.5 });
    sheet.textRight(564, side + sheet.lead * (i + 1.3), value, { size: sheet.size - 0.5 });
  });
  for (const s of c.stops) {
    const phone = stopPhone(s, rng);
    const rows: Row[] = [
      ['Site', s.facility],
      ['Addr', s.street],
      ['', cityLine(s)],
      ['Date', day(s.day, forms.day)],
      ['Dock hrs', hours(s, forms.hour)],
    ];
    if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
    if (phone) rows.push(['Tel', phone]);
    sheet.need(sheet.lead * (rows.length + 2));
    line(sheet, 40, `Stop ${c.stops.indexOf(s) + 1} \u2013 ${s.type === 'pickup' ? 'Pickup' : 'Delivery'}`, {
      bold: true,
    });
    sheet.y += pairs(sheet, 48, sheet.y, rows, 80) + sheet.lead * 0.6;
  }
  const rest = cargoRows(c, style, rng).filter(
    ([l]) => l !== bare(style.words.equipment) && l !== bare(style.words.weight),
  );
  sheet.need(sheet.lead * (rest.length + 1));
  sheet.y += pairs(sheet, 40, sheet.y, rest, 100) + sheet.lead;
}

/** Stops coded "PU #1" / "SO #2" in a ruled grid: the code in a left cell, "Label: value" cells two a row. */
function codeGrid(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = tenthStyle(args.style, rng);
  const forms = drawForms(rng);
  header(sheet, c, style, forms, rng, rng.pick(['CONFIRMATION OF RATE', 'Truckload Confirmation']));
  const [pu, so] = rng.pick([
    ['PU', 'SO'],
    ['P', 'D'],
    ['PU', 'DL'],
  ]);
  for (const s of c.stops) {
    const phone = stopPhone(s, rng);
    const cells: [string, string][] = [
      ['Name', s.facility],
      ['Date', day(s.day, forms.day)],
      ['Addr', s.street],
      ['Time', hours(s, forms.hour)],
      ['City/St/Zip', cityLine(s)],
      [bare(refLabel(s, style)), s.reference ?? ''],
    ];
    if (phone) cells.push(['Tel', phone], ['', '']);
    const rows = cells.length / 2;
    const h = sheet.lead * 1.4;
    sheet.need(h * rows + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    sheet.box(40, top, 60, h * rows);
    sheet.text(46, sheet.y, `${s.type === 'pickup' ? pu : so} #${nth(c, s)}`, { bold: true });
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < 2; k++) {
        const [label, value] = cells[r * 2 + k] ?? ['', ''];
        const x = 100 + k * 236;
        sheet.box(x, top + r * h, 236, h);
        if (label) sheet.text(x + 4, top + r * h + sheet.lead - 1, `${label}: ${value}`.trim());
      }
    sheet.y = top + h * rows + sheet.lead * 1.6;
  }
  cargoAndCharges(sheet, c, style, rng);
}

/** An itinerary grouped under day headings; the broker's contacts only in a three-column footer. */
function dayItinerary(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = tenthStyle(args.style, rng);
  const forms = drawForms(rng);
  sheet.text(40, sheet.y, rng.pick(['DISPATCH CONFIRMATION', 'Load Itinerary']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.y += sheet.lead * 1.8;
  sheet.y += pairs(
    sheet,
    40,
    sheet.y,
    [
      [bare(style.words.load), c.loadNumber],
      ['Date', day(c.issued, forms.day)],
    ],
    100,
  );
  carrier(sheet, c, style);
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, `Numbers: ${refs}`);
  sheet.y += sheet.lead;
  let shown = '';
  for (const s of c.stops) {
    const d = day(s.day, forms.day);
    sheet.need(sheet.lead * 6);
    if (d !== shown) {
      sheet.rule(40, sheet.y - sheet.lead + 2, 572, 0.8);
      line(sheet, 40, d, { bold: true, size: sheet.size * 1.1 });
      shown = d;
    }
    const phone = stopPhone(s, rng);
    sheet.text(48, sheet.y, hours(s, forms.hour));
    sheet.text(140, sheet.y, `${s.type === 'pickup' ? 'LOAD' : 'DELIVER'} @ ${s.facility}`, { bold: true });
    sheet.y += sheet.lead;
    line(sheet, 140, `${s.street}, ${cityLine(s)}`);
    const extra = [s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '', phone ? `Call ${phone}` : ''];
    if (extra.some(Boolean)) line(sheet, 140, extra.filter(Boolean).join('  /  '));
    sheet.y += sheet.lead * 0.4;
  }
  sheet.y += sheet.lead * 0.5;
  cargoAndCharges(sheet, c, style, rng);
  for (const l of TERMS.slice(0, 2))
    for (const w of sheet.wrap(l, 532, { size: sheet.size - 2 })) line(sheet, 40, w, { size: sheet.size - 2 });
  // The broker in three columns at the foot: name and street, phone and e-mail, authority.
  const b = c.broker;
  sheet.need(sheet.lead * 5);
  sheet.y += sheet.lead;
  sheet.rule(40, sheet.y - sheet.lead + 2, 572);
  const columns: string[][] = [
    [b.name, b.street, cityLine(b.place)],
    [`${bare(style.words.phone)} ${b.phone}`, b.email],
    [b.mc ? `MC ${b.mc}` : `USDOT ${b.dot}`, `Fax ${dotted(b.phone).slice(0, 8)}${rng.digits(4)}`],
  ];
  columns.forEach((col, i) => {
    for (const [k, t] of col.entries()) sheet.text(40 + i * 180, sheet.y + k * sheet.lead, t, { size: sheet.size - 1 });
  });
  sheet.y += sheet.lead * 3;
}

export const HELDOUT_10_LAYOUTS: Layout[] = [
  { name: 'heldout10-stop-cards', draw: stopCards },
  { name: 'heldout10-timeline', draw: timeline },
  { name: 'heldout10-strip-and-sidebar', draw: stripAndSidebar },
  { name: 'heldout10-code-grid', draw: codeGrid },
  { name: 'heldout10-day-itinerary', draw: dayItinerary },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 10000;

export function generateHeldout10(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_10_LAYOUTS.indexOf(layout));
}
