import { brokerLines, cargoRows, carrierText, cityLine, kvColumn, type Row, rateRows, referenceRows } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWindow, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import type { DrawArgs, Layout } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';

/**
 * Held-out layouts: sheets the reader was never tuned on, to measure it on layouts it has not seen.
 * They are kept out of RATECON_LAYOUTS on purpose; the wordings, date and time formats below are
 * not in vocabulary.ts, as a new broker's sheet would use words the reader has not met.
 */

const MORE_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender #', 'Booking No.', 'Control #', 'Freight Bill #', 'Movement #'],
  carrier: ['Tendered To', 'Provider', 'Transport Provider', 'Carrier Company'],
  linehaul: ['Line haul', 'Flat Rate', 'Transportation', 'Freight Rate'],
  fuel: ['FSC', 'Fuel Adj.', 'Fuel Adjustment'],
  total: ['Total Amount', 'All-in Rate', 'Grand Total', 'Carrier Total', 'Total Freight Charges'],
  commodity: ['Goods', 'Cargo', 'Freight Description', 'Contents'],
  weight: ['Weight (lbs)', 'Scale Weight', 'Lbs'],
  pieces: ['Pcs', 'Units', 'Skids', 'Pallet Count'],
  equipment: ['Equip', 'Unit Type', 'Trailer Required', 'Mode'],
  miles: ['Mileage', 'Est. Miles', 'Trip Miles'],
  hazmat: ['Haz Mat', 'Hazardous Materials'],
  pickupRef: ['Pick up #', 'Release #', 'Pickup Conf #', 'Loading #'],
  deliveryRef: ['Delivery #', 'Receiving #', 'Dock Appt #', 'Unload #'],
  po: ['Cust PO', 'PO(s)'],
  bol: ['BL Number', 'Bill of Lading No.'],
  order: ['Customer Ref', 'Order No'],
  phone: ['Office', 'Main', 'Direct'],
  email: ['Mail', 'Email Address'],
};

/** The document's wordings with about half the concepts swapped for a held-out wording. */
function heldoutStyle(style: Style, rng: Random): Style {
  const words = { ...style.words };
  for (const [key, list] of Object.entries(MORE_WORDS) as [keyof Style['words'], string[]][])
    if (rng.chance(0.5)) words[key] = rng.pick(list);
  return { ...style, words };
}

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
const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (c: Clock) => `${two(c.hour)}${two(c.minute)}`;

/** "Tuesday, March 4": the weekday and month in full, no year. */
const longDay = (d: Day) =>
  `${WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]}, ${MONTHS[d.month - 1]} ${d.day}`;

/** "0800-1500 hrs", or "0800 hrs" for a fixed appointment. */
const hoursWindow = (s: CaseStop) =>
  s.from.hour === s.to.hour && s.from.minute === s.to.minute
    ? `${hhmm(s.from)} hrs`
    : `${hhmm(s.from)}-${hhmm(s.to)} hrs`;

type When = 'long' | 'kit';

/** A stop's printed strings; `long` prints "Tuesday, March 4" and "0800-1500 hrs". */
function facts(s: CaseStop, style: Style, when: When) {
  return {
    date: when === 'long' ? longDay(s.day) : formatDay(s.day, style.date),
    window: when === 'long' ? hoursWindow(s) : formatWindow(s.from, s.to, style.window),
    name: s.facility,
    street: s.street,
    place: cityLine(s),
    phone: s.phone,
    refLabel: s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef,
    ref: s.reference,
  };
}

const ordinal = (c: RateconCase, s: CaseStop) =>
  c.stops.filter((x, i) => x.type === s.type && i <= c.stops.indexOf(s)).length;
const money = (cents: number, style: Style) => formatMoney(cents, style.money);

/** Label in small bold capitals above its value, inside a ruled box; returns the box height. */
function labelledBox(sheet: Sheet, x: number, y: number, w: number, label: string, values: string[], rows = 1) {
  const small = { size: sheet.size * 0.68, bold: true };
  const lines = values.flatMap((v) => sheet.wrap(v, w - 8));
  const h = sheet.lead * (0.9 + Math.max(rows, lines.length)) + 4;
  sheet.box(x, y, w, h);
  sheet.text(x + 4, y + sheet.size * 0.8, label.toUpperCase(), small);
  lines.forEach((line, i) => {
    sheet.text(x + 4, y + sheet.lead * (1.7 + i), line);
  });
  return h;
}

/** A row of boxes across the page, the cursor moved below the tallest. */
function boxRow(sheet: Sheet, boxes: [label: string, values: string[]][], x = 40, width = 532) {
  const w = width / boxes.length;
  // Boxes in a row share the tallest one's height, as a printed form's row does.
  const rows = Math.max(1, ...boxes.map(([, v]) => v.flatMap((line) => sheet.wrap(line, w - 8)).length));
  sheet.need(sheet.lead * (rows + 3));
  for (const [i, [label, values]] of boxes.entries()) labelledBox(sheet, x + i * w, sheet.y, w, label, values, rows);
  sheet.y += sheet.lead * (0.9 + rows) + 7;
}

function brokerBox(c: RateconCase, style: Style): string[] {
  return [c.broker.name, ...brokerLines(c, style)];
}

/** Stops as panels across the page, one column per stop, as a landscape sheet prints them. */
function stopsAcross(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.5) ? 'long' : 'kit';
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.4;
  sheet.text(40, sheet.y, brokerLines(c, style).join('  |  '), { size: sheet.size * 0.85 });
  sheet.y += sheet.lead * 1.8;
  boxRow(sheet, [
    [style.words.load, [c.loadNumber]],
    [style.words.date, [formatIssued(c.issued, style.date)]],
    [style.words.carrier, [carrierText(c)]],
  ]);
  const width = 532 / c.stops.length;
  const top = sheet.y + sheet.lead;
  let bottom = top;
  c.stops.forEach((s, i) => {
    const t = facts(s, style, when);
    const x = 40 + i * width;
    sheet.box(x, top - sheet.lead, width - 4, sheet.lead * 1.3, true);
    sheet.text(x + 4, top - 1, `${i + 1}. ${s.type === 'pickup' ? 'ORIGIN' : 'DESTINATION'}`, { bold: true });
    const lines = [t.name, t.street, t.place, t.date, t.window];
    if (t.ref) lines.push(`${t.refLabel} ${t.ref}`);
    if (t.phone) lines.push(t.phone);
    bottom = Math.max(bottom, top + sheet.lead * 0.6 + sheet.cell(x + 4, top + sheet.lead * 1.3, width - 12, lines));
  });
  sheet.y = bottom + sheet.lead * 1.5;
  const half = (rows: Row[]): [string, string[]][] => rows.map(([l, v]) => [l, [v]]);
  boxRow(sheet, half(cargoRows(c, style, rng)));
  boxRow(sheet, half([...rateRows(c, style), ...referenceRows(c, style)]).slice(0, 6));
  const rest = half([...rateRows(c, style), ...referenceRows(c, style)]).slice(6);
  if (rest.length) boxRow(sheet, rest);
}

/** A fact table with one column per stop and the facts' names down the left, with no rules. */
function stopColumnsGrid(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.6) ? 'long' : 'kit';
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 2;
  const top = sheet.y;
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierText(c)],
    ...referenceRows(c, style),
  ]);
  sheet.cell(360, top, 212, brokerBox(c, style));
  sheet.y = Math.max(sheet.y, top + sheet.lead * 6) + sheet.lead;
  const width = (572 - 120) / c.stops.length;
  const texts = c.stops.map((s) => facts(s, style, when));
  const facet = (label: string, pick: (t: (typeof texts)[number]) => string) => {
    const lines = texts.map((t) => sheet.wrap(pick(t), width - 6));
    sheet.text(40, sheet.y, label, { bold: true });
    lines.forEach((l, i) => {
      sheet.cell(120 + i * width, sheet.y, width - 6, l);
    });
    sheet.y += sheet.lead * Math.max(1, ...lines.map((l) => l.length)) + 2;
  };
  sheet.need(sheet.lead * 12);
  c.stops.forEach((s, i) => {
    sheet.text(120 + i * width, sheet.y, s.type === 'pickup' ? `Pick-up ${ordinal(c, s)}` : `Drop ${ordinal(c, s)}`, {
      bold: true,
    });
  });
  sheet.y += sheet.lead * 1.3;
  facet('Company', (t) => t.name);
  facet('Street', (t) => t.street);
  facet('City, ST', (t) => t.place);
  facet('Appt. date', (t) => t.date);
  facet('Appt. hours', (t) => t.window);
  facet('Reference', (t) => t.ref ?? '');
  facet('Site phone', (t) => t.phone ?? '');
  sheet.y += sheet.lead;
  sheet.y += kvColumn(sheet, 40, sheet.y, [...cargoRows(c, style, rng), ...rateRows(c, style)]);
}

/** Every fact in its own box, the label above the value in small capitals, stop by stop in rows. */
function smallCapsBoxes(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.4) ? 'long' : 'kit';
  sheet.text(40, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 1.6;
  boxRow(sheet, [
    ['Broker', brokerBox(c, style)],
    [style.words.carrier, [carrierText(c), `MC ${c.carrier.mc}`]],
  ]);
  boxRow(sheet, [
    [style.words.load, [c.loadNumber]],
    [style.words.date, [formatIssued(c.issued, style.date)]],
    ...referenceRows(c, style).map(([l, v]): [string, string[]] => [l, [v]]),
  ]);
  for (const s of c.stops) {
    const t = facts(s, style, when);
    const word = s.type === 'pickup' ? 'Shipper' : 'Receiver';
    sheet.y += 4;
    boxRow(sheet, [
      [`${word} ${ordinal(c, s)}`, [t.name, t.street, t.place]],
      [`${s.type === 'pickup' ? 'Ship' : 'Delivery'} date`, [t.date]],
      ['Appointment', [t.window]],
      [t.refLabel, [t.ref ?? '']],
      ['Phone', [t.phone ?? '']],
    ]);
  }
  sheet.y += 4;
  boxRow(
    sheet,
    cargoRows(c, style, rng).map(([l, v]) => [l, [v]]),
  );
  boxRow(
    sheet,
    rateRows(c, style).map(([l, v]) => [l, [v]]),
  );
}

/** A "Load Tender" from the shipper's side: Origin / Destination, "Pick up #" and "Delivery #". */
function loadTender(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const base = heldoutStyle(args.style, rng);
  const style: Style = {
    ...base,
    words: {
      ...base.words,
      load: 'Tender #',
      pickupRef: 'Pick up #',
      deliveryRef: 'Delivery #',
      carrier: 'Tendered To',
    },
  };
  const when: When = rng.chance(0.5) ? 'long' : 'kit';
  sheet.text(40, sheet.y, 'LOAD TENDER', { bold: true, size: sheet.size * 1.8 });
  sheet.textRight(572, sheet.y, `${style.words.load} ${c.loadNumber}`, { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.5;
  sheet.text(40, sheet.y, `Tendered ${formatIssued(c.issued, style.date)} by ${c.broker.name}`);
  sheet.y += sheet.lead * 2;
  sheet.y += kvColumn(sheet, 40, sheet.y, [[style.words.carrier, carrierText(c)], ...referenceRows(c, style)], 110);
  sheet.y += sheet.lead;
  for (const s of c.stops) {
    const t = facts(s, style, when);
    const word = s.type === 'pickup' ? 'Origin' : 'Destination';
    sheet.need(sheet.lead * 6);
    sheet.rule(40, sheet.y - sheet.lead + 2, 572);
    sheet.text(40, sheet.y, `${word} ${ordinal(c, s)}`, { bold: true });
    sheet.text(150, sheet.y, `${t.name}, ${t.street}, ${t.place}`);
    sheet.y += sheet.lead;
    sheet.text(150, sheet.y, `${s.type === 'pickup' ? 'Ready' : 'Due'} ${t.date}, ${t.window}`);
    if (t.ref) sheet.text(400, sheet.y, `${t.refLabel} ${t.ref}`);
    sheet.y += sheet.lead;
    if (t.phone) {
      sheet.text(150, sheet.y, `Dock phone ${t.phone}`);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.4;
  }
  sheet.y += sheet.lead;
  const top = sheet.y;
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng), 110);
  kvColumn(sheet, 330, top, rateRows(c, style), 130);
  sheet.y = Math.max(sheet.y, top + rateRows(c, style).length * sheet.lead) + sheet.lead * 2;
  sheet.text(40, sheet.y, 'Tender contact', { bold: true });
  sheet.y += sheet.lead;
  sheet.cell(40, sheet.y, 400, brokerBox(c, style));
}

/** The rate as a ruled statement: line haul, fuel, extras, a rate per mile, and a total row. */
function rateStatement(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.4) ? 'long' : 'kit';
  const top = sheet.y;
  sheet.y += sheet.cell(40, sheet.y, 260, brokerBox(c, style));
  sheet.text(340, top, style.words.title, { bold: true, size: sheet.size * 1.3 });
  kvColumn(sheet, 340, top + sheet.lead * 1.6, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ...referenceRows(c, style),
  ]);
  sheet.y = Math.max(sheet.y, top + sheet.lead * 7) + sheet.lead;
  sheet.y += kvColumn(sheet, 40, sheet.y, [[style.words.carrier, carrierText(c)]]) + sheet.lead;
  for (const [i, s] of c.stops.entries()) {
    const t = facts(s, style, when);
    sheet.need(sheet.lead * 4);
    sheet.text(40, sheet.y, `Stop ${i + 1}`, { bold: true });
    sheet.text(90, sheet.y, `${s.type === 'pickup' ? 'Pick' : 'Drop'}  ${t.date}  ${t.window}`);
    sheet.y += sheet.lead;
    sheet.y += sheet.cell(90, sheet.y, 300, [
      `${t.name} - ${t.street}, ${t.place}`,
      [t.ref ? `${t.refLabel} ${t.ref}` : '', t.phone ? `Tel ${t.phone}` : ''].filter(Boolean).join('   '),
    ]);
    sheet.y += sheet.lead * 0.4;
  }
  sheet.y += sheet.lead * 0.5;
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng)) + sheet.lead;
  const lines: Row[] = [[style.words.linehaul, money(c.linehaulCents, style)]];
  if (c.fuelCents) lines.push([style.words.fuel, money(c.fuelCents, style)]);
  for (const a of c.accessorials) lines.push([a.description, money(a.cents, style)]);
  sheet.need(sheet.lead * (lines.length + 5));
  sheet.text(300, sheet.y, 'Charges', { bold: true });
  sheet.textRight(572, sheet.y, 'Amount', { bold: true });
  sheet.y += 4;
  sheet.rule(300, sheet.y, 572);
  sheet.y += sheet.lead;
  for (const [label, value] of lines) {
    sheet.text(300, sheet.y, label);
    sheet.textRight(572, sheet.y, value);
    sheet.y += sheet.lead;
  }
  if (c.cargo.miles) {
    const rpm = (totalCents(c) / 100 / c.cargo.miles).toFixed(2);
    sheet.text(300, sheet.y, `Rate per mile  $${rpm}`, { size: sheet.size - 1 });
    sheet.y += sheet.lead;
  }
  sheet.rule(300, sheet.y - sheet.lead + 3, 572, 1.2);
  sheet.text(300, sheet.y + 1, style.words.total, { bold: true });
  sheet.textRight(572, sheet.y + 1, money(totalCents(c), style), { bold: true });
}

/** Dense terms in one column with the load's facts written into sentences. */
function termsProse(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.6) ? 'long' : 'kit';
  const w = style.words;
  sheet.text(40, sheet.y, `${w.title} - ${w.load} ${c.loadNumber}`, { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.6;
  const stops = c.stops.map((s, i) => {
    const t = facts(s, style, when);
    const verb = s.type === 'pickup' ? 'load at' : 'deliver to';
    const ref = t.ref ? ` quoting ${t.refLabel} ${t.ref}` : '';
    const phone = t.phone ? ` (facility phone ${t.phone})` : '';
    return `(${String.fromCharCode(97 + i)}) ${verb} ${t.name}, ${t.street}, ${t.place} on ${t.date}, ${t.window}${ref}${phone};`;
  });
  const refs = referenceRows(c, style).map(([l, v]) => `${l} ${v}`);
  const cargo = cargoRows(c, style, rng)
    .map(([l, v]) => `${l.toLowerCase()} ${v}`)
    .join(', ');
  const charges = rateRows(c, style)
    .slice(0, -1)
    .map(([l, v]) => `${l} ${v}`)
    .join(', ');
  const clauses = [
    `1. Parties. This agreement dated ${formatIssued(c.issued, style.date)} is made between ${c.broker.name}, ${c.broker.street}, ${cityLine(c.broker.place)}, ${c.broker.mc ? `MC# ${c.broker.mc}` : `USDOT ${c.broker.dot}`}, telephone ${c.broker.phone}, email ${c.broker.email} ("Broker") and ${carrierText(c)} (${w.carrier}, MC ${c.carrier.mc}).`,
    `2. Shipment. Carrier shall transport ${cargo}.${refs.length ? ` Shipment references: ${refs.join('; ')}.` : ''}`,
    `3. Schedule. Carrier shall ${stops.join(' ')} and shall report any delay to Broker at once.`,
    `4. Compensation. Broker shall pay ${charges}, for a ${w.total} of ${money(totalCents(c), style)}, within thirty days of a signed proof of delivery.`,
    '5. Terms. Carrier shall not re-broker or assign this shipment. Detention is payable after two hours with signed in and out times. Tracking is required from the first stop to the last.',
  ];
  for (const clause of clauses) {
    for (const line of sheet.wrap(clause, 532)) {
      sheet.need(sheet.lead);
      sheet.text(40, sheet.y, line);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
}

/** The carrier's dispatch sheet: the carrier at the head, the broker only in a block at the foot. */
function dispatchSheet(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.5) ? 'long' : 'kit';
  sheet.text(40, sheet.y, `Dispatch for ${carrierText(c)}`, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.3;
  sheet.text(40, sheet.y, `Carrier MC ${c.carrier.mc}   ${style.words.title}`);
  sheet.y += sheet.lead * 2;
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ...referenceRows(c, style),
  ]);
  sheet.y += sheet.lead;
  for (const s of c.stops) {
    const t = facts(s, style, when);
    sheet.need(sheet.lead * 4);
    const tag = s.type === 'pickup' ? `PICK ${ordinal(c, s)}` : `DROP ${ordinal(c, s)}`;
    sheet.text(40, sheet.y, tag, { bold: true });
    sheet.text(100, sheet.y, `${t.date}   ${t.window}`, { bold: true });
    sheet.y += sheet.lead;
    sheet.text(100, sheet.y, `${t.name}  ${t.street}  ${t.place}`);
    sheet.y += sheet.lead;
    const extra = [t.ref ? `${t.refLabel} ${t.ref}` : '', t.phone ? `Phone ${t.phone}` : ''].filter(Boolean);
    if (extra.length) {
      sheet.text(100, sheet.y, extra.join('    '));
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
  const top = sheet.y + sheet.lead * 0.5;
  kvColumn(sheet, 40, top, cargoRows(c, style, rng));
  kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y = top + sheet.lead * 8;
  sheet.need(sheet.lead * 8);
  sheet.rule(40, sheet.y, 572, 1);
  sheet.y += sheet.lead * 1.2;
  sheet.text(40, sheet.y, 'Booked through', { size: sheet.size * 0.85 });
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, c.broker.name, { bold: true });
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, brokerLines(c, style).join(' · '), { size: sheet.size * 0.85 });
}

/** A bill-of-lading-like form: Ship From, Ship To, Third Party Bill To, with check boxes. */
function billOfLadingForm(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.5) ? 'long' : 'kit';
  sheet.text(306 - sheet.measure(style.words.title, { bold: true }) / 2, sheet.y, style.words.title, { bold: true });
  sheet.y += sheet.lead * 1.5;
  const left: [string, string[]][] = [];
  for (const s of c.stops) {
    const t = facts(s, style, when);
    const head = s.type === 'pickup' ? `Ship From (${ordinal(c, s)})` : `Ship To (${ordinal(c, s)})`;
    const lines = [t.name, t.street, t.place, `${t.date} / ${t.window}`];
    if (t.ref) lines.push(`${t.refLabel} ${t.ref}`);
    if (t.phone) lines.push(`Tel ${t.phone}`);
    left.push([head, lines]);
  }
  const right: [string, string[]][] = [
    [style.words.load, [c.loadNumber]],
    ['Date', [formatIssued(c.issued, style.date)]],
    ...referenceRows(c, style).map(([l, v]): [string, string[]] => [l, [v]]),
    ['Third Party Freight Charges Bill To', brokerBox(c, style)],
    [style.words.carrier, [carrierText(c), `MC ${c.carrier.mc}`]],
  ];
  const top = sheet.y;
  let y = top;
  for (const [label, values] of left) y += labelledBox(sheet, 40, y, 300, label, values);
  let r = top;
  for (const [label, values] of right) r += labelledBox(sheet, 340, r, 232, label, values);
  sheet.y = Math.max(y, r) + sheet.lead * 1.2;
  sheet.need(sheet.lead * 6);
  const cargo = cargoRows(c, style, rng);
  boxRow(
    sheet,
    cargo.map(([l, v]) => [l, [v]]),
  );
  sheet.text(40, sheet.y + sheet.lead, '[X] Prepaid   [ ] Collect   [ ] 3rd Party', { size: sheet.size - 1 });
  sheet.y += sheet.lead * 2.2;
  boxRow(
    sheet,
    rateRows(c, style).map(([l, v]) => [l, [v]]),
  );
}

/** An emailed tender pasted to a page: mail headers, then "field = value" lines and a stop list. */
function emailedTender(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = heldoutStyle(args.style, rng);
  const when: When = rng.chance(0.7) ? 'long' : 'kit';
  const line = (s: string, bold = false) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s, { bold });
    sheet.y += sheet.lead;
  };
  line(`From: ${c.broker.name} <${c.broker.email}>`);
  line(`Sent: ${formatIssued(c.issued, style.date)}`);
  line(`To: ${carrierText(c)}`);
  line(`Subject: ${style.words.title} - ${style.words.load} ${c.loadNumber}`, true);
  sheet.y += sheet.lead;
  line('Please confirm the load below and return signed.');
  sheet.y += sheet.lead * 0.5;
  const eq = (rows: Row[]) => {
    for (const [l, v] of rows) line(`${l} = ${v}`);
  };
  eq([
    [style.words.load, c.loadNumber],
    [style.words.carrier, carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...referenceRows(c, style),
  ]);
  sheet.y += sheet.lead * 0.5;
  for (const [i, s] of c.stops.entries()) {
    const t = facts(s, style, when);
    line(`Stop ${i + 1} of ${c.stops.length} - ${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'}`, true);
    line(`   ${t.name}`);
    line(`   ${t.street}, ${t.place}`);
    line(`   ${t.date} ${t.window}`);
    if (t.ref) line(`   ${t.refLabel} ${t.ref}`);
    if (t.phone) line(`   Contact ${t.phone}`);
  }
  sheet.y += sheet.lead * 0.5;
  eq([...cargoRows(c, style, rng), ...rateRows(c, style)]);
  sheet.y += sheet.lead;
  line('Thank you,');
  line(c.broker.name);
  for (const l of brokerLines(c, style)) line(l);
}

export const HELDOUT_LAYOUTS: Layout[] = [
  { name: 'heldout-stops-across', draw: stopsAcross },
  { name: 'heldout-stop-columns-grid', draw: stopColumnsGrid },
  { name: 'heldout-small-caps-boxes', draw: smallCapsBoxes },
  { name: 'heldout-load-tender', draw: loadTender },
  { name: 'heldout-rate-statement', draw: rateStatement },
  { name: 'heldout-terms-prose', family: 'times', draw: termsProse },
  { name: 'heldout-dispatch-sheet', draw: dispatchSheet },
  { name: 'heldout-bill-of-lading-form', draw: billOfLadingForm },
  { name: 'heldout-emailed-tender', family: 'courier', draw: emailedTender },
];

/** Past every tuned layout's index, so a held-out document never repeats a tuned one's values. */
const SALT = 1000;

/** One document of a held-out layout; seeds as generateRatecon's, each layout drawing its own cases. */
export function generateHeldout(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_LAYOUTS.indexOf(layout));
}
