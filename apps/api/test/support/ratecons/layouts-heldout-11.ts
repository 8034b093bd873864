import { carrierText, cityLine, type Row } from './blocks';
import type { Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth, restyled } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * An eleventh held-out set, written before the reader was changed for the tenth set and measured
 * only once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: a plain-text tender in a fixed-width font under "=====" rules whose stops are dot-leader
 * lines ("PICKUP #1 ........ 06/03/26 0800-1400") with the place indented beneath; a ruled table of
 * three columns (Shipper | Consignee | Notes) each cell holding a whole address block; a "Rate
 * Agreement" whose load facts are a two-row grid (captions, then values) and whose stops are numbered
 * paragraphs; a form of alternately shaded rows with "Earliest" / "Latest" appointment columns; and a
 * terse sheet of abbreviations ("Shpr", "Cnee", "Appt", "PU#", "Del#", "Wt", "Pcs", "Eqp"). Days
 * read "06/03/26", "3 Jun 2026" or "Wednesday, June 3, 2026", hours "0800-1400", "8:00 AM - 2:00 PM"
 * or "08:00 / 14:00", money "$2,150.00 USD" or "2150.00".
 */

const ELEVENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender #', 'Load ID', 'Agreement No.', 'Pro Number', 'Job #'],
  carrier: ['Carrier Name', 'Contracted Carrier', 'Trucking Co.', 'Provider'],
  linehaul: ['Base Rate', 'Linehaul Amt', 'Flat Rate', 'Trip Rate'],
  fuel: ['Fuel Adj.', 'Fuel', 'F.S.C.'],
  total: ['Total Due Carrier', 'Grand Total', 'Total Agreed', 'All-in Total'],
  commodity: ['Goods', 'Description of Goods', 'Freight Desc', 'Contents'],
  weight: ['Total Weight', 'Lbs', 'Gross Lbs'],
  pieces: ['Units', 'Handling Units', 'Pallet Count', 'No. of Pieces'],
  equipment: ['Trailer', 'Equip. Type', 'Unit Type', 'Truck Type'],
  miles: ['Trip Miles', 'Dist (mi)', 'Route Miles'],
  hazmat: ['Haz', 'Dangerous Goods', 'Hazardous'],
  pickupRef: ['Pickup No.', 'Load Ref', 'Ship Ref', 'Origin Ref'],
  deliveryRef: ['Delivery No.', 'Unload Ref', 'Consignee Ref', 'Dest Ref'],
  phone: ['Ph.', 'Telephone', 'Office'],
  email: ['E-mail', 'Send Docs To', 'Accounting'],
};

const eleventhStyle = (style: Style, rng: Random) => restyled(style, rng, ELEVENTH_WORDS);

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
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Day forms this set adds: "06/03/26", "3 Jun 2026" and "Wednesday, June 3, 2026". */
type DayForm = 'short' | 'day-month' | 'long';
function day(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  if (form === 'short') return `${two(d.month)}/${two(d.day)}/${String(d.year).slice(2)}`;
  if (form === 'day-month') return `${d.day} ${month.slice(0, 3)} ${d.year}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
  return `${weekday}, ${month} ${d.day}, ${d.year}`;
}

/** Hour forms: "0800-1400", "8:00 AM - 2:00 PM" or "08:00 / 14:00"; a fixed appointment alone. */
type HourForm = 'military' | 'ampm' | 'slash';
const mil = (c: Clock) => `${two(c.hour)}${two(c.minute)}`;
const ampm = (c: Clock) => `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
const colon = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(c: Clock, form: HourForm): string {
  return form === 'military' ? mil(c) : form === 'ampm' ? ampm(c) : colon(c);
}
function hours(s: CaseStop, form: HourForm): string {
  if (fixed(s)) return clock(s.from, form);
  const joint = form === 'military' ? '-' : form === 'ampm' ? ' - ' : ' / ';
  return `${clock(s.from, form)}${joint}${clock(s.to, form)}`;
}

type MoneyForm = 'usd' | 'plain';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  if (form === 'plain') return `${whole}.${two(cents % 100)}`;
  return `$${whole.toLocaleString('en-US')}.${two(cents % 100)} USD`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['short', 'day-month', 'long']),
  hour: rng.pick(['military', 'ampm', 'slash']),
  money: rng.pick(['usd', 'plain']),
});

function line(sheet: Sheet, x: number, s: string, opts: { bold?: boolean; size?: number } = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

function chargeRows(c: RateconCase, style: Style, form: MoneyForm): Row[] {
  const rows: Row[] = [[bare(style.words.linehaul), money(c.linehaulCents, form)]];
  if (c.fuelCents) rows.push([bare(style.words.fuel), money(c.fuelCents, form)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents, form)]);
  rows.push([bare(style.words.total), money(totalCents(c), form)]);
  return rows;
}

function cargoRows(c: RateconCase, style: Style): Row[] {
  const w = style.words;
  const rows: Row[] = [
    [bare(w.commodity), c.cargo.commodity],
    [bare(w.weight), `${c.cargo.weight.toLocaleString('en-US')} lbs`],
  ];
  if (c.cargo.pieces !== null) rows.push([bare(w.pieces), String(c.cargo.pieces)]);
  rows.push([bare(w.equipment), c.cargo.equipment]);
  if (c.cargo.miles !== null) rows.push([bare(w.miles), String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([bare(w.hazmat), c.cargo.hazmat ? 'Yes' : 'No']);
  return rows;
}

const REFERENCE_WORDS = {
  po: ['PO', 'Purchase Order'],
  bol: ['BOL', 'B/L'],
  order: ['SO', 'Cust Order'],
} as const;

function referenceText(c: RateconCase, rng: Random): string | null {
  if (!c.references.length) return null;
  return c.references.map((r) => `${rng.pick(REFERENCE_WORDS[r.kind])} ${r.value}`).join('; ');
}

const brokerContact = (c: RateconCase, style: Style) =>
  `${bare(style.words.phone)} ${c.broker.phone}  ${bare(style.words.email)} ${c.broker.email}`;
const authority = (c: RateconCase) => (c.broker.mc ? `MC# ${c.broker.mc}` : `USDOT# ${c.broker.dot}`);

/** A fixed-width dot leader: the label, dots to a column, the value. */
const leader = (label: string, value: string, width = 24) =>
  `${label} ${'.'.repeat(Math.max(3, width - label.length))} ${value}`;

/** A plain-text tender in a fixed-width font: "=====" rules, dot-leader lines, places indented beneath. */
function plainTender(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eleventhStyle(args.style, rng);
  const forms = drawForms(rng);
  const rule = '='.repeat(rng.pick([60, 72]));
  const b = c.broker;
  for (const l of [
    `From: ${b.name} <${b.email}>`,
    `Subject: ${rng.pick(['Load Tender', 'Rate Confirmation', 'Tender Offer'])} ${c.loadNumber}`,
  ])
    line(sheet, 40, l);
  sheet.y += sheet.lead * 0.5;
  line(sheet, 40, rule);
  line(sheet, 40, b.name.toUpperCase());
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}`);
  line(sheet, 40, `${brokerContact(c, style)}  ${authority(c)}`);
  line(sheet, 40, rule);
  line(sheet, 40, leader(bare(style.words.load).toUpperCase(), c.loadNumber));
  line(sheet, 40, leader('TENDERED', day(c.issued, forms.day)));
  line(sheet, 40, leader(bare(style.words.carrier).toUpperCase(), carrierText(c)));
  line(sheet, 40, leader('CARRIER MC', c.carrier.mc));
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, leader('REF NUMBERS', refs));
  line(sheet, 40, rule);
  const [pick, drop] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['PU', 'DEL'],
    ['ORIGIN', 'DEST'],
  ]);
  for (const s of c.stops) {
    sheet.need(sheet.lead * 6);
    const kind = `${s.type === 'pickup' ? pick : drop} #${nth(c, s)}`;
    line(sheet, 40, leader(kind, `${day(s.day, forms.day)} ${hours(s, forms.hour)}`));
    for (const l of [s.facility, s.street, cityLine(s)]) line(sheet, 40, `    ${l}`);
    const extra = [s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '', s.phone ? `PH: ${s.phone}` : ''];
    if (extra.some(Boolean)) line(sheet, 40, `    ${extra.filter(Boolean).join('   ')}`);
    sheet.y += sheet.lead * 0.5;
  }
  line(sheet, 40, rule);
  for (const [l, v] of cargoRows(c, style)) line(sheet, 40, leader(l.toUpperCase(), v));
  line(sheet, 40, rule);
  for (const [l, v] of chargeRows(c, style, forms.money)) line(sheet, 40, leader(l.toUpperCase(), v));
  line(sheet, 40, rule);
  line(sheet, 40, 'Reply ACCEPT to confirm this tender.');
}

/** The stops as rows of a ruled three-column table, each cell a whole address block. */
function partyTable(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eleventhStyle(args.style, rng);
  const forms = drawForms(rng);
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.4 });
  sheet.y += sheet.lead * 1.5;
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}`);
  line(sheet, 40, `${brokerContact(c, style)}   ${authority(c)}`);
  sheet.y += sheet.lead * 0.5;
  line(sheet, 40, rng.pick(['CARRIER RATE CONFIRMATION', 'Freight Confirmation']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  for (const [l, v] of [
    [bare(style.words.load), c.loadNumber],
    ['Date', day(c.issued, forms.day)],
    [bare(style.words.carrier), carrierText(c)],
    ['MC', c.carrier.mc],
  ] as Row[])
    line(sheet, 40, `${l}: ${v}`);
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, `Reference Numbers: ${refs}`);
  sheet.y += sheet.lead;
  const pickups = c.stops.filter((s) => s.type === 'pickup');
  const drops = c.stops.filter((s) => s.type === 'delivery');
  const [shipper, consignee] = rng.pick([
    ['Shipper', 'Consignee'],
    ['SHIP FROM', 'SHIP TO'],
    ['Pick Up Location', 'Drop Location'],
  ]);
  const xs = [40, 220, 400];
  const widths = [180, 180, 172];
  const head = sheet.y - sheet.lead + 2;
  [shipper, consignee, 'Notes'].forEach((t, i) => {
    sheet.box(xs[i] ?? 40, head, widths[i] ?? 172, sheet.lead * 1.4, true);
    sheet.text((xs[i] ?? 40) + 4, sheet.y + 1, t, { bold: true });
  });
  sheet.y += sheet.lead * 1.4;
  const block = (s: CaseStop | undefined): string[] =>
    s
      ? [
          s.facility,
          s.street,
          cityLine(s),
          `${day(s.day, forms.day)} ${hours(s, forms.hour)}`,
          ...(s.reference ? [`${bare(refLabel(s, style))} ${s.reference}`] : []),
          ...(s.phone ? [s.phone] : []),
        ]
      : [];
  const notes = ['Driver assist may apply', 'Call 1 hr before arrival', 'Seal required', 'No touch freight', ''];
  for (let r = 0; r < Math.max(pickups.length, drops.length); r++) {
    const cells = [block(pickups[r]), block(drops[r]), [rng.pick(notes)].filter(Boolean)];
    const rows = Math.max(...cells.map((cell) => cell.length));
    const h = sheet.lead * (rows + 0.6);
    sheet.need(h + sheet.lead);
    const top = sheet.y - sheet.lead + 2;
    cells.forEach((cell, i) => {
      sheet.box(xs[i] ?? 40, top, widths[i] ?? 172, h);
      sheet.cell((xs[i] ?? 40) + 4, sheet.y + 2, (widths[i] ?? 172) - 8, cell, { size: sheet.size - 0.5 });
    });
    sheet.y = top + h + sheet.lead;
  }
  sheet.y += sheet.lead * 0.5;
  const charges = chargeRows(c, style, forms.money);
  const cargo = cargoRows(c, style);
  sheet.need(sheet.lead * (Math.max(charges.length, cargo.length) + 1));
  const top = sheet.y;
  cargo.forEach(([l, v], i) => {
    sheet.text(40, top + i * sheet.lead, `${l}: ${v}`);
  });
  charges.forEach(([l, v], i) => {
    sheet.text(330, top + i * sheet.lead, l);
    sheet.textRight(572, top + i * sheet.lead, v);
  });
  sheet.y = top + Math.max(charges.length, cargo.length) * sheet.lead + sheet.lead;
}

/** A "Rate Agreement": load facts in a two-row grid of captions over values; stops as numbered paragraphs. */
function gridAgreement(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eleventhStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, rng.pick(['Rate Agreement', 'RATE AGREEMENT']), { bold: true, size: sheet.size * 1.6 });
  sheet.textRight(572, sheet.y, b.name, { bold: true });
  sheet.y += sheet.lead * 1.2;
  for (const l of [`${b.street}, ${cityLine(b.place)}`, brokerContact(c, style), authority(c)]) {
    sheet.textRight(572, sheet.y, l, { size: sheet.size - 1 });
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead * 0.5;
  const cells: Row[] = [
    [bare(w.load), c.loadNumber],
    ['Date', day(c.issued, forms.day === 'long' ? 'short' : forms.day)],
    [bare(w.equipment), c.cargo.equipment],
    [bare(w.weight), String(c.cargo.weight)],
    [bare(w.commodity), c.cargo.commodity],
  ];
  if (c.cargo.pieces !== null) cells.push([bare(w.pieces), String(c.cargo.pieces)]);
  if (c.cargo.miles !== null) cells.push([bare(w.miles), String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) cells.push([bare(w.hazmat), c.cargo.hazmat ? 'Y' : 'N']);
  const width = 532 / cells.length;
  const top = sheet.y - sheet.lead + 2;
  const small = { size: sheet.size - 1.5 };
  const valueRows = Math.max(...cells.map(([, v]) => sheet.wrap(v, width - 6, small).length));
  cells.forEach(([caption, value], i) => {
    const x = 40 + i * width;
    sheet.box(x, top, width, sheet.lead * 1.3, true);
    sheet.box(x, top + sheet.lead * 1.3, width, sheet.lead * (valueRows + 0.5));
    sheet.cell(x + 3, sheet.y, width - 6, [caption], { bold: true, ...small });
    sheet.cell(x + 3, sheet.y + sheet.lead * 1.3, width - 6, [value], small);
  });
  sheet.y = top + sheet.lead * (valueRows + 3.2);
  line(sheet, 40, `${bare(w.carrier)}: ${carrierText(c)}   MC ${c.carrier.mc}`);
  const refs = referenceText(c, rng);
  if (refs) line(sheet, 40, `Customer references: ${refs}`);
  sheet.y += sheet.lead * 0.5;
  line(sheet, 40, rng.pick(['Stops', 'SCHEDULE OF STOPS', 'Route']), { bold: true });
  c.stops.forEach((s, i) => {
    const verb = s.type === 'pickup' ? rng.pick(['Pick up at', 'Load at']) : rng.pick(['Deliver to', 'Drop at']);
    const when = fixed(s)
      ? `at ${clock(s.from, forms.hour)}`
      : `between ${clock(s.from, forms.hour)} and ${clock(s.to, forms.hour)}`;
    const parts = [`${i + 1}. ${verb} ${s.facility}, ${s.street}, ${cityLine(s)} on ${day(s.day, forms.day)} ${when}.`];
    if (s.reference) parts.push(`${bare(refLabel(s, style))} ${s.reference}.`);
    if (s.phone) parts.push(`Phone ${s.phone}.`);
    const lines = sheet.wrap(parts.join(' '), 520);
    sheet.need(sheet.lead * (lines.length + 1));
    lines.forEach((l, k) => {
      line(sheet, k ? 52 : 40, l);
    });
    sheet.y += sheet.lead * 0.4;
  });
  sheet.y += sheet.lead * 0.5;
  for (const [l, v] of chargeRows(c, style, forms.money)) {
    sheet.need(sheet.lead);
    sheet.text(300, sheet.y, l);
    sheet.textRight(572, sheet.y, v);
    sheet.y += sheet.lead;
  }
  for (const l of TERMS.slice(0, 1))
    for (const t of sheet.wrap(l, 532, { size: sheet.size - 2 })) line(sheet, 40, t, { size: sheet.size - 2 });
}

/** A form of alternately shaded rows; the stops with "Earliest" / "Latest" appointment columns. */
function shadedEarliestLatest(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eleventhStyle(args.style, rng);
  const forms = drawForms(rng);
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, rng.pick(['Load Confirmation', 'Rate & Load Confirmation']), { bold: true });
  sheet.y += sheet.lead * 1.4;
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}   ${brokerContact(c, style)}`, { size: sheet.size - 0.5 });
  line(sheet, 40, authority(c), { size: sheet.size - 0.5 });
  sheet.y += sheet.lead * 0.5;
  const first = c.stops[0];
  const last = c.stops[c.stops.length - 1];
  if (!first || !last) return;
  const facts: Row[] = [
    [bare(style.words.load), c.loadNumber],
    ['Order Date', day(c.issued, forms.day)],
    [bare(style.words.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ['Origin City/State', `${first.city}, ${first.state}`],
    ['Dest City/State', `${last.city}, ${last.state}`],
  ];
  const refs = referenceText(c, rng);
  if (refs) facts.push(['Ref Numbers', refs]);
  facts.push(...cargoRows(c, style));
  // The facts two a row, each row shaded or not in turn.
  for (let r = 0; r < facts.length; r += 2) {
    sheet.need(sheet.lead * 1.3);
    const top = sheet.y - sheet.lead + 2;
    if ((r / 2) % 2 === 0) sheet.box(40, top, 532, sheet.lead * 1.3, true);
    for (let k = 0; k < 2; k++) {
      const [l, v] = facts[r + k] ?? ['', ''];
      sheet.text(44 + k * 266, sheet.y, l, { bold: true });
      sheet.text(150 + k * 266, sheet.y, v);
    }
    sheet.y += sheet.lead * 1.3;
  }
  sheet.y += sheet.lead;
  const columns = [
    ['#', 40],
    ['Type', 58],
    ['Location', 110],
    ['Earliest', 300],
    ['Latest', 380],
    ['Ref', 460],
    ['Contact', 510],
  ] as const;
  const head = sheet.y - sheet.lead + 2;
  sheet.box(40, head, 532, sheet.lead * 1.3, true);
  for (const [t, x] of columns) sheet.text(x + 2, sheet.y, t, { bold: true });
  sheet.y += sheet.lead * 1.5;
  const small = { size: sheet.size - 1 };
  c.stops.forEach((s, i) => {
    const stamp = (k: Clock) => `${day(s.day, forms.day === 'long' ? 'short' : forms.day)} ${clock(k, forms.hour)}`;
    const cells: [number, string[]][] = [
      [40, [String(i + 1)]],
      [58, [s.type === 'pickup' ? rng.pick(['PU', 'Pick']) : rng.pick(['DEL', 'Drop'])]],
      [110, [s.facility, s.street, cityLine(s)]],
      [300, [stamp(s.from)]],
      [380, [stamp(s.to)]],
      [460, [s.reference ?? '']],
      [510, [s.phone ?? '']],
    ];
    const widthOf = (x: number) => (columns.find(([, cx]) => cx > x)?.[1] ?? 572) - x - 4;
    const rows = Math.max(...cells.map(([x, v]) => v.flatMap((t) => sheet.wrap(t, widthOf(x), small)).length));
    const h = sheet.lead * (rows + 0.4);
    sheet.need(h);
    if (i % 2 === 1) sheet.box(40, sheet.y - sheet.lead + 2, 532, h, true);
    for (const [x, v] of cells) sheet.cell(x + 2, sheet.y, widthOf(x), v, small);
    sheet.y += h;
  });
  sheet.y += sheet.lead;
  for (const [l, v] of chargeRows(c, style, forms.money)) line(sheet, 330, `${l}: ${v}`);
}

/** A terse sheet of abbreviations: "Shpr", "Cnee", "Appt", "PU#", "Del#", "Wt", "Pcs", "Eqp", "Miles". */
function terseAbbreviations(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const forms = drawForms(rng);
  const b = c.broker;
  line(sheet, 40, `${b.name} - ${rng.pick(['Rate Conf', 'RC', 'Conf'])}`, { bold: true, size: sheet.size * 1.2 });
  line(sheet, 40, `${b.street}, ${cityLine(b.place)} | Ph ${b.phone} | ${b.email} | ${authority(c)}`, {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead * 0.5;
  const refs = c.references.length ? c.references.map((r) => r.value).join('/') : null;
  line(sheet, 40, `Ld# ${c.loadNumber}   Dt ${day(c.issued, 'short')}${refs ? `   Refs ${refs}` : ''}`);
  line(sheet, 40, `Carr: ${carrierText(c)}  MC ${c.carrier.mc}`);
  sheet.y += sheet.lead * 0.5;
  for (const s of c.stops) {
    sheet.need(sheet.lead * 4);
    const pick = s.type === 'pickup';
    sheet.text(40, sheet.y, `${pick ? 'Shpr' : 'Cnee'} ${nth(c, s)}:`, { bold: true });
    sheet.y += sheet.cell(90, sheet.y, 482, [`${s.facility}, ${s.street}, ${cityLine(s)}`]);
    const bits = [`Appt ${day(s.day, forms.day === 'long' ? 'short' : forms.day)} ${hours(s, forms.hour)}`];
    if (s.reference) bits.push(`${pick ? 'PU#' : 'Del#'} ${s.reference}`);
    if (s.phone) bits.push(`Ph ${s.phone}`);
    line(sheet, 90, bits.join('  '));
    sheet.y += sheet.lead * 0.3;
  }
  sheet.y += sheet.lead * 0.3;
  const g = c.cargo;
  const cargo = [`Cmdty ${g.commodity}`, `Wt ${g.weight}`];
  if (g.pieces !== null) cargo.push(`Pcs ${g.pieces}`);
  cargo.push(`Eqp ${g.equipment}`);
  if (g.miles !== null) cargo.push(`Miles ${g.miles}`);
  if (g.hazmat !== null) cargo.push(`Haz ${g.hazmat ? 'Y' : 'N'}`);
  line(sheet, 40, cargo.join('  '));
  const pay = [`LH ${money(c.linehaulCents, forms.money)}`];
  if (c.fuelCents) pay.push(`FSC ${money(c.fuelCents, forms.money)}`);
  for (const a of c.accessorials) pay.push(`${a.description} ${money(a.cents, forms.money)}`);
  pay.push(`Tot ${money(totalCents(c), forms.money)}`);
  line(sheet, 40, pay.join('  '));
}

export const HELDOUT_11_LAYOUTS: Layout[] = [
  { name: 'heldout11-plain-tender', family: 'courier', draw: plainTender },
  { name: 'heldout11-party-table', draw: partyTable },
  { name: 'heldout11-grid-agreement', draw: gridAgreement },
  { name: 'heldout11-shaded-earliest-latest', draw: shadedEarliestLatest },
  { name: 'heldout11-terse-abbreviations', draw: terseAbbreviations },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 11000;

export function generateHeldout11(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_11_LAYOUTS.indexOf(layout));
}
