import { carrierText, cityLine, type Row, referenceRows, terms } from './blocks';
import { DAY_NAMES, formatWeight, MONTH_NAMES, MONTHS, type Style, two } from './formats';
import { drawRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import { Random } from './random';
import { type CaseStop, type Clock, type Day, makeCase, type RateconCase, totalCents } from './ratecon-case';
import { FIRST_NAMES, SURNAMES } from './vocabulary';

/**
 * A twenty-third held-out set, written after the twenty-second was first read and read first after
 * round 22 (62.3%): the figure for layouts not tuned on. Conventional broker sheets (a letterhead with the broker's
 * name, address, phone, e-mail and MC; the load number and date; the carrier and its MC; the stops;
 * the freight; the charges closed by their total; a terms paragraph and signature lines), in geometry
 * sets 20 to 22 do not draw: the stops as a grid of two columns, pickups left and deliveries right,
 * their captions shared down a middle gutter; every stop one dense line of fields run together between
 * dashes, bullets or semicolons ("PU 1 – Facility, street, city – day hours – Ref # 44812"), the
 * load's facts and freight told the same way; a one-row summary table of the load across the top, the
 * stops as indented paragraphs under their headings; the charges and the freight in boxes down a
 * right-hand column beside the stops, the carrier boxed at the foot; and a form of full-width rows
 * shaded in turn, two or three "Caption:" cells a row, the captions in a smaller face. Every caption
 * is drawn, per sheet and field, about six times in ten from common wording ("Load #", "Pro #",
 * "Shipper" / "Consignee", "Pick Up" / "Delivery", "Line Haul", "Fuel Surcharge", "Total",
 * "Commodity", "Weight", "Equipment", "Reference #", "Appt", "PO#") and otherwise from lists no other
 * set, the tuned vocabulary nor the reader's patterns use ("Haul Code", "Compiled", "Road Contractor",
 * "Point-to-Point", "Diesel Add-On", "Aggregate Sum", "Item Shipped", "Weighs", "Rig Needed", "Drive
 * Extent", "HM Flag", "Lift Code", "Ship Point" / "Receive Point", "Trading As", "Situated", "Run
 * Date", "Reserved Time"). Days, hours and money vary more than set 22's: days "Jun 18, 2026",
 * "18-Jun-26", "6/18", "June 18, 2026", "Thu, Jun 18" or "06/18/2026"; hours "0800-1200", "8:00 AM -
 * 12:00 PM", "8am-12pm", "08:00 to 12:00" or "08:00-12:00" (an appointment "0900", "9:00 AM", "9am",
 * "09:00" or "Appt 09:00"); money "$2,150.00", "2,150.00 USD", "2150.00 USD", "$2,150" when whole, or
 * "2,150.00"; a city line at times without its comma ("Dayton OH 45402"). The bench reads 50 documents
 * of it: five layouts by ten seeds.
 */

export type Words = Partial<{ [K in keyof Style['words']]: string[] }>;

/** Common captions, as most brokers word them. */
export const COMMON_WORDS: Words = {
  title: ['RATE CONFIRMATION', 'Rate Confirmation', 'LOAD CONFIRMATION', 'Carrier Rate Confirmation'],
  load: ['Load #', 'Load Number', 'Pro #', 'Load No.'],
  date: ['Date', 'Date Issued', 'Tender Date'],
  carrier: ['Carrier', 'Carrier Name'],
  po: ['PO#', 'PO Number'],
  bol: ['BOL #', 'Bill of Lading'],
  order: ['Customer Order #', 'SO #'],
  linehaul: ['Line Haul', 'Linehaul', 'Base Rate'],
  fuel: ['Fuel Surcharge', 'FSC', 'Fuel'],
  total: ['Total', 'Total Carrier Pay', 'Total Rate'],
  commodity: ['Commodity', 'Description'],
  weight: ['Weight', 'Wt'],
  pieces: ['Pieces', 'Pallets', 'Qty'],
  equipment: ['Equipment', 'Trailer Type'],
  miles: ['Miles', 'Loaded Miles'],
  hazmat: ['Hazmat', 'HazMat'],
  pickupRef: ['Reference #', 'Pickup #', 'Ref #'],
  deliveryRef: ['Reference #', 'Delivery #', 'Ref #'],
  phone: ['Phone', 'Ph', 'Tel'],
  email: ['Email', 'E-mail'],
};

/** New captions: none in another set's lists, the tuned vocabulary or the reader's patterns. */
const TWENTY_THIRD_WORDS: Words = {
  title: ['Haul Commitment', 'Freight Engagement Sheet'],
  load: ['Haul Code', 'File Ref', 'Engagement No.'],
  date: ['Compiled', 'Made Out'],
  carrier: ['Road Contractor', 'Fleet Engaged'],
  po: ['Purchase Ref', 'Procure Ref'],
  bol: ['Carriage Note', 'Shipping Receipt'],
  order: ['Client File #', 'Sales Ticket'],
  linehaul: ['Point-to-Point', 'Lane Price', 'Truck Fare'],
  fuel: ['Diesel Add-On', 'Pump Adjustment'],
  total: ['Aggregate Sum', 'Gross Earnings', 'Carrier Gross'],
  commodity: ['Item Shipped', 'Nature of Load', 'Product Line'],
  weight: ['Weighs', 'Scaled At'],
  pieces: ['Deck Places', 'Floor Spaces Taken'],
  equipment: ['Rig Needed', 'Chassis Kind'],
  miles: ['Road Reading', 'Drive Extent'],
  hazmat: ['HM Flag', 'Flammable/Toxic'],
  pickupRef: ['Lift Code', 'Origin Ticket'],
  deliveryRef: ['Drop Code', 'Arrival Ticket'],
  phone: ['Hotline', 'Desk No.'],
  email: ['Send Word To', 'Mail Desk'],
};

/** Each caption common about six times in ten, new otherwise. */
const twentyThirdStyle = (style: Style, rng: Random) =>
  restyled(restyled(style, rng, COMMON_WORDS, 1), rng, TWENTY_THIRD_WORDS, 0.4);

/** The extra charges under their usual names or names of the set's own. */
const ACCESSORIAL_WORDS: Record<string, string[]> = {
  Detention: ['Detention', 'Stand-By Pay'],
  Lumper: ['Lumper', 'Labor Gang'],
  'Stop Off': ['Stop Off', 'Extra Call'],
  Tarp: ['Tarp', 'Tarping'],
  'Driver Assist': ['Driver Assist', 'Hand Stack'],
  Layover: ['Layover', 'Night Parked'],
};

/** How one sheet words its stops, common or new. */
type StopWords = {
  kinds: [string, string];
  short: [string, string];
  facility: string;
  address: string;
  city: string;
  date: string;
  time: string;
  ref: string;
  phone: string;
};
const either = <T>(rng: Random, common: T[], fresh: T[]): T => rng.pick(rng.chance(0.6) ? common : fresh);
const drawStopWords = (rng: Random): StopWords => ({
  kinds: either<[string, string]>(
    rng,
    [
      ['Pick Up', 'Delivery'],
      ['Shipper', 'Consignee'],
      ['Pickup', 'Drop'],
    ],
    [
      ['Ship Point', 'Receive Point'],
      ['Lift Site', 'Set-Down Site'],
    ],
  ),
  short: rng.pick<[string, string]>([
    ['PU', 'DEL'],
    ['PU', 'SO'],
    ['P', 'D'],
  ]),
  facility: either(rng, ['Name', 'Facility', 'Location'], ['Trading As', 'Held By']),
  address: either(rng, ['Address', 'Street'], ['Situated', 'Lies At']),
  city: either(rng, ['City/State/Zip', 'City, ST Zip'], ['Municipality']),
  date: either(rng, ['Date', 'Appt Date'], ['Run Date', 'Set For']),
  time: either(rng, ['Appt', 'Time', 'Hours'], ['Reserved Time', 'Timeframe']),
  ref: either(rng, ['Reference #', 'Ref #'], ['Stop Code', 'Stop Ticket']),
  phone: either(rng, ['Phone', 'Contact'], ['Hotline', 'Desk No.']),
});

const kindOf = (s: CaseStop, sw: StopWords) => (s.type === 'pickup' ? sw.kinds[0] : sw.kinds[1]);
const shortOf = (s: CaseStop, sw: StopWords) => (s.type === 'pickup' ? sw.short[0] : sw.short[1]);

/** How one sheet prints days, hours and money. */
type DayForm = 'named' | 'dmy' | 'short' | 'long' | 'weekday' | 'us';
type HourForm = 'military' | 'ampm' | 'compact' | 'to' | 'colon';
type MoneyForm = 'dollar' | 'usd-after' | 'usd-plain' | 'whole' | 'plain';
type Forms = { day: DayForm; hours: HourForm; money: MoneyForm };

const drawForms = (rng: Random): Forms => ({
  day: rng.pick<DayForm>(['named', 'dmy', 'short', 'long', 'weekday', 'us']),
  hours: rng.pick<HourForm>(['military', 'ampm', 'compact', 'to', 'colon']),
  money: rng.pick<MoneyForm>(['dollar', 'dollar', 'usd-after', 'usd-plain', 'whole', 'plain']),
});

const weekday = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** A stop's day: "Jun 18, 2026", "18-Jun-26", "6/18", "June 18, 2026", "Thu, Jun 18", "06/18/2026". */
function dayText(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  switch (form) {
    case 'named':
      return `${month} ${d.day}, ${d.year}`;
    case 'dmy':
      return `${two(d.day)}-${month}-${String(d.year).slice(2)}`;
    case 'short':
      return `${d.month}/${d.day}`;
    case 'long':
      return `${MONTH_NAMES[d.month - 1]} ${d.day}, ${d.year}`;
    case 'weekday':
      return `${DAY_NAMES[weekday(d)]?.slice(0, 3)}, ${month} ${d.day}`;
    case 'us':
      return `${two(d.month)}/${two(d.day)}/${d.year}`;
  }
}

/** The sheet's own date always carries its year. */
const issuedText = (d: Day, form: DayForm) => dayText(d, form === 'short' ? 'us' : form === 'weekday' ? 'long' : form);

const twelve = (c: Clock) => c.hour % 12 || 12;
const half = (c: Clock) => (c.hour < 12 ? 'am' : 'pm');

/** One clock time in a form: "0800", "8:00 AM", "8am", "08:00". */
function clockText(c: Clock, form: HourForm): string {
  switch (form) {
    case 'military':
      return `${two(c.hour)}${two(c.minute)}`;
    case 'ampm':
      return `${twelve(c)}:${two(c.minute)} ${half(c).toUpperCase()}`;
    case 'compact':
      return c.minute ? `${twelve(c)}:${two(c.minute)}${half(c)}` : `${twelve(c)}${half(c)}`;
    case 'to':
    case 'colon':
      return `${two(c.hour)}:${two(c.minute)}`;
  }
}

/** A stop's hours: a window "0800-1200", "8:00 AM - 12:00 PM", "08:00 to 12:00"; an appointment alone. */
function hoursText(from: Clock, to: Clock, form: HourForm): string {
  const fixed = from.hour === to.hour && from.minute === to.minute;
  if (fixed) return form === 'to' ? `Appt ${clockText(from, form)}` : clockText(from, form);
  const sep = form === 'ampm' ? ' - ' : form === 'to' ? ' to ' : '-';
  return `${clockText(from, form)}${sep}${clockText(to, form)}`;
}

/** Money: "$2,150.00", "2,150.00 USD", "2150.00 USD", "$2,150" when whole, "2,150.00". */
function moneyText(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  const grouped = whole.toLocaleString('en-US');
  const fraction = two(cents % 100);
  switch (form) {
    case 'dollar':
      return `$${grouped}.${fraction}`;
    case 'usd-after':
      return `${grouped}.${fraction} USD`;
    case 'usd-plain':
      return `${whole}.${fraction} USD`;
    case 'whole':
      return cents % 100 ? `$${grouped}.${fraction}` : `$${grouped}`;
    case 'plain':
      return `${grouped}.${fraction}`;
  }
}

/** What every layout draws with: the case, the sheet's words, stop words and forms. */
type Kit = { sheet: Sheet; c: RateconCase; style: Style; sw: StopWords; f: Forms; rng: Random };

const kitOf = (args: DrawArgs): Kit => {
  const style = twentyThirdStyle(args.style, args.rng);
  return { ...args, style, sw: drawStopWords(args.rng), f: drawForms(args.rng) };
};

const dayOf = (s: CaseStop, k: Kit) => dayText(s.day, k.f.day);
const hoursOf = (s: CaseStop, k: Kit) => hoursText(s.from, s.to, k.f.hours);
const money = (cents: number, k: Kit) => moneyText(cents, k.f.money);
const refCaption = (s: CaseStop, k: Kit) => bare(refLabel(s, k.style));

/** The city line, with or without the comma before the state. */
const placeOf = (s: CaseStop, k: Kit) => (k.f.day === 'dmy' ? `${s.city} ${s.state} ${s.zip}` : cityLine(s));

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
  const caption = either(k.rng, ['MC #', 'Carrier MC', 'MC Number'], ['Operating Ref', 'Licence No.']);
  const mc = caption.includes('MC') ? k.c.carrier.mc : `MC ${k.c.carrier.mc}`;
  return [
    [bare(k.style.words.carrier), carrierText(k.c)],
    [caption, mc],
  ];
}

/** The load's own facts: number, date, references. */
const loadFacts = (k: Kit): Row[] => [
  [bare(k.style.words.load), k.c.loadNumber],
  [bare(k.style.words.date), issuedText(k.c.issued, k.f.day)],
  ...referenceRows(k.c, k.style).map(([l, v]): Row => [bare(l), v]),
];

/** A stop's fields as caption/value rows, the street and the city line apart. */
function stopRows(s: CaseStop, k: Kit): Row[] {
  const { sw } = k;
  const rows: Row[] = [
    [sw.facility, s.facility],
    [sw.address, s.street],
    [sw.city, placeOf(s, k)],
    [sw.date, dayOf(s, k)],
    [sw.time, hoursOf(s, k)],
  ];
  if (s.reference) rows.push([refCaption(s, k), s.reference]);
  if (s.phone) rows.push([sw.phone, s.phone]);
  return rows;
}

const authority = (c: RateconCase, rng: Random) =>
  c.broker.mc ? rng.pick([`MC# ${c.broker.mc}`, `MC ${c.broker.mc}`, `MC-${c.broker.mc}`]) : `USDOT ${c.broker.dot}`;

/**
 * The broker's letterhead across the page to `right`: the name large at the left over its address and
 * contacts, one a line, the title in a ruled box at the right; or the name centred between two rules
 * with the address and contacts on one line under it and the title under them.
 */
function letterhead(k: Kit, right = 572) {
  const { sheet, c, style, rng } = k;
  const b = c.broker;
  const w = style.words;
  const small: TextOptions = { size: sheet.size - 0.5 };
  const phone = `${bare(w.phone)}: ${b.phone}`;
  const email = `${bare(w.email)}: ${b.email}`;
  if (rng.chance(0.5)) {
    const top = sheet.y;
    const big: TextOptions = { bold: true, size: sheet.size * 1.5 };
    sheet.text(40, top, b.name, big);
    const lines = [b.street, cityLine(b.place), `${phone}   ${authority(c, rng)}`, email];
    sheet.cell(40, top + sheet.lead * 1.4, 300, lines, small);
    const head: TextOptions = { bold: true, size: sheet.size * 1.2 };
    const boxW = sheet.measure(w.title, head) + 24;
    sheet.box(right - boxW, top - sheet.lead, boxW, sheet.lead * 2);
    sheet.text(right - boxW + 12, top + 2, w.title, head);
    const person = `${rng.pick(['Dispatcher', 'Carrier Rep', 'Agent'])}: ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    sheet.textRight(right, top + sheet.lead * 2, person, small);
    sheet.y = top + sheet.lead * (1.4 + lines.length) + sheet.lead * 0.4;
    sheet.rule(40, sheet.y, right, 1);
    sheet.y += sheet.lead * 1.6;
    return;
  }
  const mid = (40 + right) / 2;
  const centre = (s: string, o: TextOptions = {}) => sheet.text(mid - sheet.measure(s, o) / 2, sheet.y, s, o);
  sheet.rule(40, sheet.y - sheet.lead, right, 1.4);
  sheet.y += sheet.lead * 0.4;
  centre(b.name, { bold: true, size: sheet.size * 1.6 });
  sheet.y += sheet.lead * 1.3;
  centre(`${b.street}, ${cityLine(b.place)}  •  ${authority(c, rng)}`, small);
  sheet.y += sheet.lead;
  centre(`${phone}  •  ${email}`, small);
  sheet.y += sheet.lead * 0.6;
  sheet.rule(40, sheet.y, right, 1.4);
  sheet.y += sheet.lead * 1.8;
  centre(w.title.toUpperCase(), { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.8;
}

/** The terms paragraph and two signature lines, each with a date line. */
function closing(k: Kit, right = 572) {
  const { sheet, c, rng } = k;
  terms(sheet, 40, right - 40);
  sheet.need(sheet.lead * 5);
  sheet.y += sheet.lead * 2.2;
  const halfway = (40 + right) / 2;
  sheet.rule(40, sheet.y, halfway - 90);
  sheet.rule(halfway - 80, sheet.y, halfway - 20);
  sheet.rule(halfway + 10, sheet.y, right - 70);
  sheet.rule(right - 60, sheet.y, right);
  sheet.y += sheet.lead;
  const [left, other] = rng.pick<[string, string]>([
    ['Carrier Acceptance', 'Broker Authorization'],
    ['Accepted By (Carrier)', 'Approved By (Broker)'],
    ['Carrier Signature', 'Broker Signature'],
  ]);
  const small: TextOptions = { size: sheet.size - 1 };
  sheet.text(40, sheet.y, left, small);
  sheet.text(halfway - 80, sheet.y, 'Date', small);
  sheet.text(halfway + 10, sheet.y, other, small);
  sheet.text(right - 60, sheet.y, 'Date', small);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, c.carrier.name, small);
  sheet.text(halfway + 10, sheet.y, c.broker.name, small);
  sheet.y += sheet.lead;
}

/** Segments set one after the other with `sep` between, a line broken only between segments. */
function flow(sheet: Sheet, x: number, width: number, segments: string[], sep: string, opts: TextOptions = {}) {
  const lines: string[] = [];
  let line = '';
  for (const seg of segments.filter(Boolean)) {
    const next = line ? `${line}${sep}${seg}` : seg;
    if (line && sheet.measure(`${next}${sep.trimEnd()}`, opts) > width) {
      lines.push(line + sep.trimEnd());
      line = seg;
    } else line = next;
  }
  if (line) lines.push(line);
  sheet.need(sheet.lead * lines.length);
  for (const l of lines) {
    sheet.y += sheet.cell(x, sheet.y, width, [l], opts);
  }
}

/** A bold heading with a thin rule under it. */
function heading(sheet: Sheet, s: string, x = 40, right = 572) {
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 0.3;
  sheet.text(x, sheet.y, s, { bold: true, size: sheet.size * 1.15 });
  sheet.rule(x, sheet.y + 3, right, 0.5);
  sheet.y += sheet.lead * 1.5;
}

/** "Caption: value" rows down a column, values lined up after the widest caption. */
function captioned(sheet: Sheet, rows: Row[], x: number, width: number, opts: TextOptions = {}) {
  const bold = { ...opts, bold: true };
  const at = Math.max(...rows.map(([l]) => sheet.measure(`${l}:`, bold))) + 8;
  for (const [l, v] of rows) {
    sheet.need(sheet.lead * 2);
    if (l) sheet.text(x, sheet.y, `${l}:`, bold);
    sheet.y += sheet.cell(x + at, sheet.y, width - at, [v], opts);
  }
}

/** Charges with amounts flush right to `right`, a rule over the total and the total bold. */
function chargeList(sheet: Sheet, rows: Row[], x: number, right: number) {
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    sheet.need(sheet.lead * 2);
    if (last) {
      sheet.rule(right - 110, sheet.y - sheet.lead + 3, right, 0.6);
      sheet.y += 2;
    }
    sheet.text(x, sheet.y, l, { bold: last });
    sheet.textRight(right, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
}

/** Pickups and deliveries paired, row by row: pickup i beside delivery i, either side empty past its last. */
function pairs(c: RateconCase): [CaseStop | undefined, CaseStop | undefined][] {
  const ups = c.stops.filter((s) => s.type === 'pickup');
  const downs = c.stops.filter((s) => s.type === 'delivery');
  return Array.from({ length: Math.max(ups.length, downs.length) }, (_, i) => [ups[i], downs[i]]);
}

/** The values of one stop in the grid's row order, a stop's reference under the shared caption. */
function gridValues(s: CaseStop | undefined, k: Kit): string[] {
  if (!s) return ['', '', '', '', '', '', ''];
  return [s.facility, s.street, placeOf(s, k), dayOf(s, k), hoursOf(s, k), s.reference ?? '', s.phone ?? ''];
}

/** One pair of the grid: a head band, then the captions down the gutter with the two stops' values beside. */
function gridPair(k: Kit, up: CaseStop | undefined, down: CaseStop | undefined, look: GridLook) {
  const { sheet, c, sw } = k;
  const captions = [sw.facility, sw.address, sw.city, sw.date, sw.time, sw.ref, sw.phone];
  const left = gridValues(up, k);
  const right = gridValues(down, k);
  const used = captions.map((_, i) => Boolean(left[i] || right[i]));
  sheet.need(sheet.lead * (used.filter(Boolean).length + 3));
  const bandTop = sheet.y - sheet.lead + 2;
  sheet.box(40, bandTop, 532, sheet.lead * 1.4, true);
  const stopNo = (s: CaseStop) => `${kindOf(s, sw).toUpperCase()} ${nth(c, s)}  (Stop ${c.stops.indexOf(s) + 1})`;
  const bandY = bandTop + sheet.lead * 1.05;
  if (up) sheet.text(46, bandY, stopNo(up), { bold: true });
  if (down) sheet.text(look.gutterRight + 8, bandY, stopNo(down), { bold: true });
  sheet.y = bandTop + sheet.lead * 2.4;
  const caps: TextOptions = { size: sheet.size - 1.5, bold: true };
  const mid = (look.gutterLeft + look.gutterRight) / 2;
  captions.forEach((caption, i) => {
    if (!used[i]) return;
    const shown = look.upper ? caption.toUpperCase() : caption;
    sheet.text(mid - sheet.measure(shown, caps) / 2, sheet.y, shown, caps);
    const l = left[i] ?? '';
    if (look.hug) sheet.textRight(look.gutterLeft - 6, sheet.y, l);
    else sheet.text(46, sheet.y, l);
    sheet.text(look.gutterRight + 8, sheet.y, right[i] ?? '');
    if (look.rules) sheet.rule(40, sheet.y + 3, 572, 0.2);
    sheet.y += sheet.lead * 1.15;
  });
  sheet.y += sheet.lead * 0.8;
}

type GridLook = { gutterLeft: number; gutterRight: number; upper: boolean; hug: boolean; rules: boolean };

/** Stops as a two-column grid, pickups left and deliveries right, the captions down the middle gutter. */
function gutterGrid(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, rng } = k;
  letterhead(k);
  const facts = [...loadFacts(k), ...carrierRows(k)];
  const top = sheet.y;
  const split = Math.ceil(facts.length / 2);
  captioned(sheet, facts.slice(0, split), 40, 250);
  const leftEnd = sheet.y;
  sheet.y = top;
  captioned(sheet, facts.slice(split), 316, 256);
  sheet.y = Math.max(sheet.y, leftEnd) + sheet.lead * 0.8;
  const look: GridLook = {
    gutterLeft: 256,
    gutterRight: 356,
    upper: rng.chance(0.5),
    hug: rng.chance(0.5),
    rules: rng.chance(0.5),
  };
  for (const [up, down] of pairs(k.c)) gridPair(k, up, down, look);
  const cargo = cargoRows(k);
  const charges = chargeRows(k);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 3));
  heading(sheet, rng.pick(['Freight & Rate', 'Shipment and Charges', 'Load Details / Pay']));
  const below = sheet.y;
  captioned(sheet, cargo, 40, 250);
  const cargoEnd = sheet.y;
  sheet.y = below;
  chargeList(sheet, charges, 330, 572);
  sheet.y = Math.max(sheet.y, cargoEnd) + sheet.lead * 0.4;
  closing(k);
}

/** A stop told as one line of fields: kind and number, place, day and hours, reference, phone. */
function denseStop(s: CaseStop, k: Kit, code: boolean, at: string): string[] {
  const { c, sw } = k;
  const kind = code ? `${shortOf(s, sw)} ${nth(c, s)}` : `${kindOf(s, sw)} ${nth(c, s)}`;
  return [
    kind,
    `${s.facility}, ${s.street}, ${placeOf(s, k)}`,
    `${dayOf(s, k)}${at}${hoursOf(s, k)}`,
    s.reference ? `${refCaption(s, k)} ${s.reference}` : '',
    s.phone ? `${bare(k.sw.phone)} ${s.phone}` : '',
  ];
}

/** Rows run together as "Caption value" or "Caption: value". */
const joined = (rows: Row[], colon: boolean) => rows.map(([l, v]) => (colon ? `${l}: ${v}` : `${l} ${v}`));

/** Every stop one dense line of fields between dashes, bullets or semicolons; the facts and pay the same. */
function denseLines(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng } = k;
  letterhead(k);
  const sep = rng.pick([' – ', '  •  ', '; ']);
  const colon = rng.chance(0.5);
  const code = rng.chance(0.5);
  const at = rng.chance(0.5) ? ' @ ' : ' ';
  flow(sheet, 40, 532, joined(loadFacts(k), colon), sep, { bold: true });
  flow(sheet, 40, 532, joined(carrierRows(k), colon), sep);
  sheet.y += sheet.lead * 0.6;
  heading(sheet, rng.pick(['Stops', 'Routing', 'Pick Up & Delivery Schedule']));
  for (const s of c.stops) {
    const [first = '', ...rest] = denseStop(s, k, code, at);
    const lead = sheet.measure(`${first}${sep}`, { bold: true });
    sheet.need(sheet.lead * 3);
    sheet.text(40, sheet.y, `${first}${sep.trimEnd()}`, { bold: true });
    flow(sheet, 40 + lead, 532 - lead, rest, sep);
    sheet.y += sheet.lead * 0.4;
  }
  heading(sheet, rng.pick(['Freight', 'Cargo', 'Shipment']));
  flow(sheet, 40, 532, joined(cargoRows(k), colon), sep);
  heading(sheet, rng.pick(['Rate', 'Charges', 'Carrier Pay']));
  const charges = chargeRows(k);
  if (rng.chance(0.5)) flow(sheet, 40, 532, joined(charges, colon), sep);
  else chargeList(sheet, charges, 40, 300);
  sheet.y += sheet.lead * 0.4;
  closing(k);
}

/** A ruled table of one row: a shaded head row of captions over a row of values. */
function summaryBand(sheet: Sheet, rows: Row[], x = 40, width = 532) {
  const small: TextOptions = { size: sheet.size - 1 };
  const shares = rows.map(
    ([l, v]) => Math.max(sheet.measure(l, { ...small, bold: true }), sheet.measure(v, small)) + 8,
  );
  const scale = width / shares.reduce((n, s) => n + s, 0);
  const widths = shares.map((s) => s * scale);
  const cells = rows.map(([l, v], i) => [
    sheet.wrap(l, (widths[i] ?? 40) - 6, { ...small, bold: true }),
    sheet.wrap(v, (widths[i] ?? 40) - 6, small),
  ]);
  const headH = sheet.lead * (Math.max(...cells.map(([h]) => h?.length ?? 1)) + 0.4);
  const bodyH = sheet.lead * (Math.max(...cells.map(([, v]) => v?.length ?? 1)) + 0.4);
  const top = sheet.y - sheet.lead + 2;
  sheet.box(x, top, width, headH, true);
  sheet.box(x, top + headH, width, bodyH);
  let at = x;
  cells.forEach(([head = [], value = []], i) => {
    sheet.cell(at + 3, top + sheet.lead - 1, (widths[i] ?? 40) - 6, head, { ...small, bold: true });
    sheet.cell(at + 3, top + headH + sheet.lead - 1, (widths[i] ?? 40) - 6, value, small);
    at += widths[i] ?? 0;
    // A rule between columns: a box no wider than its border.
    if (i < cells.length - 1) sheet.box(at, top, 0, headH + bodyH);
  });
  sheet.y = top + headH + bodyH + sheet.lead * 1.2;
}

/** A stop as a paragraph indented under its heading (or run in after it), fields in sentences. */
function stopParagraph(s: CaseStop, k: Kit, runIn: boolean) {
  const { sheet, c, sw } = k;
  const head = `${kindOf(s, sw)} ${nth(c, s)}`;
  const body = [
    `${s.facility}, ${s.street}, ${placeOf(s, k)}.`,
    `${sw.date}: ${dayOf(s, k)}, ${sw.time}: ${hoursOf(s, k)}.`,
    s.reference ? `${refCaption(s, k)}: ${s.reference}.` : '',
    s.phone ? `${sw.phone}: ${s.phone}.` : '',
  ];
  sheet.need(sheet.lead * 4);
  const shown = runIn ? `${head}:` : head;
  sheet.text(40, sheet.y, shown, { bold: true });
  if (!runIn) sheet.y += sheet.lead;
  // Run in, the paragraph hangs from past the heading; under it, from a fixed indent.
  const x = runIn ? Math.max(76, 52 + sheet.measure(shown, { bold: true })) : 76;
  flow(sheet, x, 556 - x, body, ' ');
  sheet.y += sheet.lead * 0.6;
}

/** A one-row summary table of the load across the top; the stops as indented paragraphs. */
function summaryTable(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, style } = k;
  letterhead(k);
  const [load, date, ...refs] = loadFacts(k);
  const cargo = cargoRows(k);
  const total: Row = [bare(style.words.total), money(totalCents(c), k)];
  const band = [load, date, ...cargo, total].filter((r): r is Row => Boolean(r));
  // One row when it fits the page's width at its natural widths, else two.
  const natural = band.reduce((n, [l, v]) => n + Math.max(sheet.measure(l, { bold: true }), sheet.measure(v)) + 8, 0);
  const cut = natural > 560 ? Math.ceil(band.length / 2) : band.length;
  summaryBand(sheet, band.slice(0, cut));
  if (cut < band.length) summaryBand(sheet, band.slice(cut));
  captioned(sheet, [...refs, ...carrierRows(k)], 40, 532);
  sheet.y += sheet.lead * 0.4;
  heading(sheet, rng.pick(['Stop Details', 'Itinerary', 'Stops']));
  const runIn = rng.chance(0.5);
  for (const s of c.stops) stopParagraph(s, k, runIn);
  heading(sheet, rng.pick(['Rate Breakdown', 'Charges', 'Carrier Pay']));
  chargeList(sheet, chargeRows(k), 76, 360);
  sheet.y += sheet.lead * 0.4;
  closing(k);
}

/** Rows of a box's caption over its value, the caption small; returns the height they take. */
function stackedHeight(sheet: Sheet, rows: Row[], width: number) {
  return rows.reduce((n, [, v]) => n + sheet.lead * (0.9 + sheet.wrap(v, width).length), 0);
}

/** A box with a shaded title band, holding `fill`'s drawing; `height` is its body's. */
function titledBox(sheet: Sheet, x: number, width: number, title: string, height: number, fill: (y: number) => void) {
  const top = sheet.y - sheet.lead + 2;
  const band = sheet.lead * 1.4;
  sheet.box(x, top, width, band, true);
  sheet.text(x + 6, top + sheet.lead * 1.05, title, { bold: true });
  sheet.box(x, top + band, width, height + sheet.lead * 0.6);
  fill(top + band + sheet.lead);
  sheet.y = top + band + height + sheet.lead * 1.9;
}

/** The charges and the freight in boxes down a right-hand column from the cursor; returns where they end. */
function payColumn(k: Kit, x: number, width: number): number {
  const { sheet, rng } = k;
  const top = sheet.y;
  const charges = chargeRows(k);
  titledBox(sheet, x, width, rng.pick(['Charges', 'Rate', 'Carrier Pay']), sheet.lead * charges.length + 2, (y) => {
    const keep = sheet.y;
    sheet.y = y;
    chargeList(sheet, charges, x + 6, x + width - 6);
    sheet.y = keep;
  });
  const cargo = cargoRows(k);
  const inner = width - 12;
  titledBox(
    sheet,
    x,
    width,
    rng.pick(['Freight', 'Shipment', 'Cargo Info']),
    stackedHeight(sheet, cargo, inner),
    (y) => {
      let at = y;
      for (const [l, v] of cargo) {
        sheet.text(x + 6, at, l.toUpperCase(), { size: sheet.size - 2, bold: true });
        at += sheet.lead * 0.9 + sheet.cell(x + 6, at + sheet.lead * 0.9, inner, [v]);
      }
    },
  );
  const end = sheet.y;
  sheet.y = top;
  return end;
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

/** The carrier boxed across the foot of the page, with blank lines for the driver and truck. */
function carrierFoot(k: Kit) {
  const { sheet, rng } = k;
  const rows = carrierRows(k);
  sheet.need(sheet.lead * 6);
  const title = rng.pick(['Carrier Information', 'Carrier Details', 'Assigned Carrier']);
  titledBox(sheet, 40, 532, title, sheet.lead * (rows.length + 1), (y) => {
    sheet.y = y;
    captioned(sheet, rows, 48, 510);
    sheet.text(48, sheet.y, 'Driver: ____________________    Cell: ______________    Truck #: ________');
  });
}

/** The charges and freight boxed down a right-hand column beside the stops; the carrier boxed at the foot. */
function chargesColumn(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  flow(sheet, 40, 532, joined(loadFacts(k), true), '      ');
  sheet.y += sheet.lead * 0.8;
  const right = 392;
  const payEnd = payColumn(k, 408, 164);
  const turned = watchPages(sheet);
  for (const s of c.stops) {
    const rows = stopRows(s, k);
    sheet.need(sheet.lead * (rows.length + 3));
    heading(
      sheet,
      `${kindOf(s, sw)} ${nth(c, s)} ${rng.pick(['', `of ${c.stops.filter((o) => o.type === s.type).length}`])}`.trim(),
      40,
      right,
    );
    captioned(sheet, rows, 48, right - 48);
    sheet.y += sheet.lead * 0.5;
  }
  if (!turned()) sheet.y = Math.max(sheet.y, payEnd);
  carrierFoot(k);
  closing(k);
}

/** What a cell needs: its caption (beside the value, or over it) and its value, with margins. */
const cellNeed = (sheet: Sheet, [l, v]: Row, above: boolean) => {
  const caption = sheet.measure(`${l}:`, { size: sheet.size - 1.5 });
  return (above ? Math.max(caption, sheet.measure(v)) : caption + 5 + sheet.measure(v)) + 14;
};

/** One full-width row of cells, each "Caption:" in a smaller face then its value; each cell as wide as it needs. */
function shadedRow(sheet: Sheet, cells: Row[], shaded: boolean, above: boolean) {
  const needs = cells.map((cell) => cellNeed(sheet, cell, above));
  const spare = (532 - needs.reduce((n, w) => n + w, 0)) / cells.length;
  const widths = needs.map((w) => w + spare);
  const caps: TextOptions = { size: sheet.size - 1.5 };
  const at = (l: string) => (above ? 0 : sheet.measure(`${l}:`, caps) + 5);
  const lines = cells.map(([l, v], i) => sheet.wrap(v, (widths[i] ?? 100) - 10 - at(l)));
  const h = sheet.lead * (Math.max(...lines.map((x) => x.length)) + (above ? 1.3 : 0.45));
  sheet.need(h + sheet.lead);
  const top = sheet.y - sheet.lead + 2;
  sheet.box(40, top, 532, h, shaded);
  let x = 45;
  cells.forEach(([l, v], i) => {
    sheet.text(x, top + sheet.lead - 1, `${l}:`, caps);
    const y = above ? top + sheet.lead * 1.9 - 1 : top + sheet.lead - 1;
    sheet.cell(x + at(l), y, (widths[i] ?? 100) - 10 - at(l), [v]);
    x += widths[i] ?? 0;
  });
  sheet.y = top + h + sheet.lead;
}

/** Cells in rows of at most `n`, a row closed early when the next cell would not fit the page's width. */
function rowsOf(sheet: Sheet, list: Row[], n: number, above: boolean): Row[][] {
  const out: Row[][] = [];
  let row: Row[] = [];
  let used = 0;
  for (const cell of list) {
    const need = cellNeed(sheet, cell, above);
    if (row.length && (row.length === n || used + need > 532)) {
      out.push(row);
      row = [];
      used = 0;
    }
    row.push(cell);
    used += need;
  }
  if (row.length) out.push(row);
  return out;
}

/** A form of full-width rows shaded in turn, two or three captioned cells a row, captions in a smaller face. */
function shadedRows(args: DrawArgs) {
  const k = kitOf(args);
  const { sheet, c, rng, sw } = k;
  letterhead(k);
  const cols = rng.pick([2, 3]);
  const above = rng.chance(0.4);
  let n = rng.int(0, 1);
  const rows = (list: Row[]) => {
    for (const cells of rowsOf(sheet, list, cols, above)) shadedRow(sheet, cells, n++ % 2 === 0, above);
  };
  const section = (title: string) => {
    heading(sheet, title);
    sheet.y -= sheet.lead * 0.2;
  };
  section(rng.pick(['Load Information', 'Load Details', 'Order Details']));
  rows([...loadFacts(k), ...carrierRows(k)]);
  for (const s of c.stops) {
    section(`${kindOf(s, sw)} ${nth(c, s)}`);
    rows(stopRows(s, k));
  }
  section(rng.pick(['Commodity', 'Freight Details', 'Shipment']));
  rows(cargoRows(k));
  section(rng.pick(['Rate Details', 'Charges', 'Payment']));
  const charges = chargeRows(k);
  charges.forEach(([l, v], i) => {
    const last = i === charges.length - 1;
    const top = sheet.y - sheet.lead + 2;
    sheet.need(sheet.lead * 2);
    sheet.box(40, top, 532, sheet.lead * 1.45, n++ % 2 === 0);
    sheet.text(45, top + sheet.lead - 1, `${l}:`, { size: sheet.size - 1.5, bold: last });
    sheet.textRight(566, top + sheet.lead - 1, v, { bold: last });
    sheet.y = top + sheet.lead * 2.45;
  });
  closing(k);
}

export const HELDOUT_23_LAYOUTS: Layout[] = [
  { name: 'heldout23-gutter-grid', draw: gutterGrid },
  { name: 'heldout23-dense-lines', draw: denseLines },
  { name: 'heldout23-summary-paragraphs', draw: summaryTable },
  { name: 'heldout23-charges-column', draw: chargesColumn },
  { name: 'heldout23-shaded-rows', draw: shadedRows },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 23000;

/**
 * One document of a layout, drawn as set 22's are (the case, style, font and size from the seed);
 * half the sheets carry a system footer with the page and the time printed but not the load number.
 */
export async function generateHeldout23(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  const rng = new Random(seed * 7919 + SALT + HELDOUT_23_LAYOUTS.indexOf(layout));
  return drawRatecon(layout, makeCase(rng), rng, seed, false);
}
