import { brokerLines, cargoRows, cityLine, kvColumn, type Row, rateRows } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWindow, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type RateconCase, totalCents } from './ratecon-case';
import { table } from './table';

/**
 * A third held-out set, written before the reader was changed for the misses of the first one and
 * never tuned on: it is measured once before and once after, as the figure for layouts not seen.
 * Layouts and wordings follow how broker rate confirmations commonly look, in forms neither the
 * tuned layouts nor the two earlier held-out sets draw.
 */

const THIRD_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Carrier Load #', 'Shipment Number', 'Rate Con #', 'Load/Order #', 'BKG #'],
  carrier: ['Booked Carrier', 'Trucking Co.', 'Carrier Info', 'Vendor', 'Carrier Company Name'],
  linehaul: ['Line Haul Charge', 'Contract Rate', 'Base Linehaul', 'Freight Rate Flat', 'Linehaul Amount'],
  fuel: ['Fuel Surchg', 'FSC Charge', 'Fuel Sur-Charge'],
  total: ['Total Agreed', 'TOTAL DUE', 'Net Pay', 'Total Carrier Rate', 'Total All-In'],
  commodity: ['Product Description', 'Freight Type', 'Load Description', 'Commodity/Desc'],
  weight: ['Weight (LB)', 'Gross Wt', 'Net Weight', 'WT (lbs)'],
  pieces: ['Pallets/Pieces', 'Plts', 'Handling Qty', 'Unit Count'],
  equipment: ['Equipment Needed', 'Trailer Size/Type', 'Van Type', 'Required Equipment'],
  miles: ['Total Mileage', 'Loaded Distance', 'Dist (mi)'],
  hazmat: ['HAZ', 'Hazmat (Y/N)', 'Hazardous?'],
  pickupRef: ['PU Number', 'Pickup Confirmation', 'Ship Ref', 'PU Appt #'],
  deliveryRef: ['Delivery Confirmation', 'Rec #', 'Cons Ref', 'DEL Appt #'],
  po: ['PO Numbers', 'Customer PO #', 'P/O'],
  bol: ['BOL Number', 'Bill Of Lading #', 'BOL/PRO'],
  order: ['Order #s', 'Cust Order', 'Work Order'],
  phone: ['Phone No.', 'Contact #', 'Ph#'],
  email: ['Email ID', 'Email:'],
};

function thirdStyle(style: Style, rng: Random): Style {
  const words = { ...style.words };
  for (const [key, list] of Object.entries(THIRD_WORDS) as [keyof Style['words'], string[]][])
    if (rng.chance(0.6)) words[key] = rng.pick(list);
  return { ...style, words };
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
const money = (cents: number, style: Style) => formatMoney(cents, style.money);

/** How a stop's day and hours are printed on this sheet: the kit's forms, or "Early"/"Late" stamps. */
type When = 'kit' | 'early-late';

function stopWhen(s: CaseStop, style: Style, when: When): { date: string; window: string; both: string } {
  const date = formatDay(s.day, style.date);
  if (when === 'kit') {
    const window = formatWindow(s.from, s.to, style.window);
    return { date, window, both: `${date} ${window}` };
  }
  const us = formatDay(s.day, 'us');
  const window = fixed(s) ? clock(s.from) : `${clock(s.from)} - ${us} ${clock(s.to)}`;
  return { date: us, window, both: `${us} ${window}` };
}

function refLabel(s: CaseStop, style: Style) {
  return s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef;
}

/** The load references grouped by kind: "PO Numbers: 1234, 5678". */
function referenceGroups(c: RateconCase, style: Style): Row[] {
  const kinds = [
    ['po', style.words.po],
    ['bol', style.words.bol],
    ['order', style.words.order],
  ] as const;
  return kinds.flatMap(([kind, label]): Row[] => {
    const values = c.references.filter((r) => r.kind === kind).map((r) => r.value);
    return values.length ? [[label, values.join(' ')]] : [];
  });
}

function carrierWithFactoring(c: RateconCase): string[] {
  return c.carrier.factoring ? [`${c.carrier.name} % ${c.carrier.factoring}`] : [c.carrier.name];
}

function brokerHead(sheet: Sheet, c: RateconCase, style: Style) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.1 });
  sheet.y += sheet.lead * 1.4;
  sheet.cell(40, sheet.y, 300, brokerLines(c, style));
  sheet.y += sheet.lead * 5.5;
}

/** A charge table with codes, units and amounts, its total on a ruled last row. */
function chargeTable(sheet: Sheet, c: RateconCase, style: Style) {
  const rows: string[][][] = [
    [['LH'], [style.words.linehaul], ['1'], [money(c.linehaulCents, style)], [money(c.linehaulCents, style)]],
  ];
  if (c.fuelCents)
    rows.push([['FSC'], [style.words.fuel], ['1'], [money(c.fuelCents, style)], [money(c.fuelCents, style)]]);
  for (const a of c.accessorials)
    rows.push([['ACC'], [a.description], ['1'], [money(a.cents, style)], [money(a.cents, style)]]);
  table(
    sheet,
    [
      { x: 40, width: 50, head: 'Code' },
      { x: 90, width: 200, head: 'Charge Description' },
      { x: 290, width: 60, head: 'Units' },
      { x: 350, width: 100, head: 'Rate' },
      { x: 450, width: 122, head: 'Amount' },
    ],
    rows,
  );
  sheet.text(350, sheet.y, style.words.total, { bold: true });
  sheet.text(450, sheet.y, money(totalCents(c), style), { bold: true });
  sheet.y += sheet.lead * 1.5;
}

const LONG_TERMS = [
  '1. Carrier shall provide a signed bill of lading and proof of delivery within 24 hours of delivery. Invoices received more than 30 days after delivery are paid less a $100.00 late paperwork fee.',
  '2. Detention is paid at $50.00 per hour after two free hours at shipper or consignee, with in and out times signed on the bill of lading. Layover is $150.00 per day when approved in advance.',
  '3. Reefer units must run continuously at the temperature set on the bill of lading; the carrier is liable for claims on temperature-controlled freight. Cargo insurance of $100,000 is required.',
  '4. Carrier shall not re-broker, assign or interline this shipment. A breach results in forfeit of payment and a fine of $500.00. Tracking updates are required every four hours.',
  '5. Lumper charges are reimbursed with an original receipt only. Truck ordered not used: $150.00. Tarping, when required, is paid at $75.00 per load.',
  '6. This confirmation with the broker-carrier agreement is the whole agreement between the parties. Quick pay is available at a 3% discount. Send invoices by mail or e-mail.',
];

function termsPage(sheet: Sheet) {
  sheet.newPage();
  sheet.text(40, sheet.y, 'TERMS AND CONDITIONS', { bold: true });
  sheet.y += sheet.lead * 1.5;
  const small = { size: Math.max(6.5, sheet.size - 1.5) };
  for (const para of LONG_TERMS) {
    for (const line of sheet.wrap(para, 532, small)) {
      sheet.need(sheet.lead);
      sheet.text(40, sheet.y, line, small);
      sheet.y += sheet.lead * 0.9;
    }
    sheet.y += sheet.lead * 0.5;
  }
}

function cargoPairs(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  const rows = cargoRows(c, style, rng);
  const half = Math.ceil(rows.length / 2);
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, rows.slice(0, half));
  const right = kvColumn(sheet, 310, top, rows.slice(half));
  sheet.y = top + Math.max(left, right) + sheet.lead;
}

/** SHIPPER and CONSIGNEE blocks: the facility stacked on the left, its day, hours and number on the right. */
function shipperConsigneeStacked(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  const when: When = rng.pick(['kit', 'early-late']);
  brokerHead(sheet, c, style);
  const top = sheet.y;
  kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ...referenceGroups(c, style),
  ]);
  sheet.text(330, top, 'CARRIER', { bold: true });
  const carrierLines = [...carrierWithFactoring(c), `MC# ${c.carrier.mc}`];
  const h = sheet.cell(330, top + sheet.lead, 240, carrierLines);
  sheet.y = Math.max(top + sheet.lead * (3 + c.references.length), top + sheet.lead + h) + sheet.lead;
  for (const s of c.stops) {
    const w = stopWhen(s, style, when);
    sheet.need(sheet.lead * 7);
    sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead * 1.2, true);
    sheet.text(44, sheet.y, `${s.type === 'pickup' ? 'SHIPPER' : 'CONSIGNEE'} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.3;
    const place = [s.facility, s.street, cityLine(s)];
    if (s.phone) place.push(s.phone);
    const left = sheet.cell(44, sheet.y, 250, place);
    const rows: Row[] = [
      [s.type === 'pickup' ? 'Pickup Date' : 'Delivery Date', w.date],
      [s.type === 'pickup' ? 'Pickup Time' : 'Delivery Time', w.window],
    ];
    if (s.reference) rows.push([refLabel(s, style), s.reference]);
    const right = kvColumn(sheet, 330, sheet.y, rows);
    sheet.y += Math.max(left, right) + sheet.lead * 0.5;
  }
  sheet.y += sheet.lead;
  cargoPairs(sheet, c, style, rng);
  chargeTable(sheet, c, style);
  termsPage(sheet);
}

/** A numbered stop table: Stop, Type, Location (stacked), Date/Time (date over time), Reference. */
function numberedStopTable(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  const when: When = rng.pick(['kit', 'early-late']);
  brokerHead(sheet, c, style);
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ['Carrier', carrierWithFactoring(c)[0] ?? ''],
  ]);
  const right = kvColumn(sheet, 330, top, referenceGroups(c, style));
  sheet.y = top + Math.max(left, right) + sheet.lead * 1.5;
  const rows = c.stops.map((s, i) => {
    const w = stopWhen(s, style, when);
    const place = [s.facility, s.street, cityLine(s)];
    if (s.phone) place.push(s.phone);
    return [
      [String(i + 1)],
      [s.type === 'pickup' ? 'Pick' : 'Drop'],
      place,
      [w.date, w.window],
      s.reference ? [s.reference] : [''],
    ];
  });
  table(
    sheet,
    [
      { x: 40, width: 36, head: 'Stop' },
      { x: 76, width: 44, head: 'Type' },
      { x: 120, width: 200, head: 'Location' },
      { x: 320, width: 150, head: 'Date / Time' },
      { x: 470, width: 102, head: 'Reference' },
    ],
    rows,
  );
  sheet.y += sheet.lead;
  cargoPairs(sheet, c, style, rng);
  const rates = rateRows(c, style);
  sheet.y += kvColumn(sheet, 330, sheet.y, rates) + sheet.lead;
}

/** Boxed ORIGIN / STOP n / DESTINATION panels two per row, unlabelled address lines inside. */
function originDestinationPanels(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  const when: When = rng.pick(['kit', 'early-late']);
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 2;
  const top = sheet.y;
  sheet.cell(40, top, 260, [c.broker.name, ...brokerLines(c, style)]);
  const right = kvColumn(sheet, 330, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierWithFactoring(c)[0] ?? ''],
    ['Carrier MC', c.carrier.mc],
    ...referenceGroups(c, style),
  ]);
  sheet.y = top + Math.max(sheet.lead * 6, right) + sheet.lead;
  const heads = c.stops.map((s, i) =>
    i === 0
      ? 'ORIGIN'
      : i === c.stops.length - 1
        ? 'DESTINATION'
        : `STOP ${i + 1} - ${s.type === 'pickup' ? 'PICKUP' : 'DROP'}`,
  );
  for (let i = 0; i < c.stops.length; i += 2) {
    const pair = c.stops.slice(i, i + 2);
    const lines = pair.map((s) => {
      const w = stopWhen(s, style, when);
      const out = [s.facility, s.street, cityLine(s), `Appt: ${w.both}`];
      if (s.reference) out.push(`${refLabel(s, style)}: ${s.reference}`);
      if (s.phone) out.push(`${style.words.phone} ${s.phone}`);
      return out;
    });
    const rows = Math.max(...lines.map((l) => l.length));
    sheet.need(sheet.lead * (rows + 3));
    pair.forEach((_, k) => {
      const x = 40 + k * 270;
      sheet.box(x, sheet.y - sheet.lead + 2, 262, sheet.lead * (rows + 1.6));
      sheet.text(x + 4, sheet.y, heads[i + k] ?? '', { bold: true });
      sheet.cell(x + 4, sheet.y + sheet.lead * 1.2, 254, lines[k] ?? []);
    });
    sheet.y += sheet.lead * (rows + 2.4);
  }
  cargoPairs(sheet, c, style, rng);
  chargeTable(sheet, c, style);
}

/** One row a stop with city, state and ZIP in columns of their own, as a TMS export prints them. */
function splitAddressColumns(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  brokerHead(sheet, c, style);
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
  ]);
  const right = kvColumn(sheet, 330, top, [
    ['Carrier', carrierWithFactoring(c)[0] ?? ''],
    ['MC', c.carrier.mc],
  ]);
  sheet.y = top + Math.max(left, right) + sheet.lead;
  if (c.references.length) {
    sheet.text(40, sheet.y, 'REFERENCE NUMBERS', { bold: true });
    sheet.y += sheet.lead;
    sheet.y += kvColumn(sheet, 40, sheet.y, referenceGroups(c, style)) + sheet.lead;
  }
  const rows = c.stops.map((s) => [
    [`${s.type === 'pickup' ? 'P' : 'D'}${nth(c, s)}`],
    [s.facility],
    [s.street],
    [s.city],
    [s.state],
    [s.zip],
    [formatDay(s.day, style.date)],
    [formatWindow(s.from, s.to, style.window)],
    [s.reference ?? ''],
  ]);
  table(
    sheet,
    [
      { x: 40, width: 24, head: 'P/D' },
      { x: 64, width: 100, head: 'Name' },
      { x: 164, width: 92, head: 'Address' },
      { x: 256, width: 70, head: 'City' },
      { x: 326, width: 24, head: 'ST' },
      { x: 350, width: 40, head: 'Zip' },
      { x: 390, width: 62, head: 'Date' },
      { x: 452, width: 70, head: 'Time' },
      { x: 522, width: 54, head: 'Ref #' },
    ],
    rows,
  );
  sheet.y += sheet.lead;
  cargoPairs(sheet, c, style, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, rateRows(c, style)) + sheet.lead;
}

/** Right-aligned labels without colons down a gutter, values beside them; stops as "Stop n (Pick)". */
function gutterPairs(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  const when: When = rng.pick(['kit', 'early-late']);
  brokerHead(sheet, c, style);
  const gutter = 150;
  const pair = (label: string, value: string, bold = false) => {
    if (!value) return;
    sheet.need(sheet.lead);
    sheet.textRight(gutter, sheet.y, label, { bold: true });
    sheet.text(gutter + 10, sheet.y, value, { bold });
    sheet.y += sheet.lead;
  };
  pair(style.words.load.replace(/:$/, ''), c.loadNumber, true);
  pair(style.words.date, formatIssued(c.issued, style.date));
  pair('Carrier', carrierWithFactoring(c)[0] ?? '');
  pair('Carrier MC#', c.carrier.mc);
  for (const [l, v] of referenceGroups(c, style)) pair(l, v);
  for (const [i, s] of c.stops.entries()) {
    const w = stopWhen(s, style, when);
    sheet.y += sheet.lead * 0.6;
    sheet.need(sheet.lead * 7);
    sheet.text(40, sheet.y, `Stop ${i + 1} (${s.type === 'pickup' ? 'Pick' : 'Drop'})`, { bold: true });
    sheet.rule(40, sheet.y + 3, 572, 0.4);
    sheet.y += sheet.lead * 1.2;
    pair('Location', s.facility);
    pair('', s.street);
    pair('', cityLine(s));
    pair('Scheduled', w.both);
    if (s.reference) pair(refLabel(s, style), s.reference);
    if (s.phone) pair(style.words.phone, s.phone);
  }
  sheet.y += sheet.lead;
  for (const [l, v] of cargoRows(c, style, rng)) pair(l, v);
  sheet.y += sheet.lead * 0.5;
  for (const [l, v] of rateRows(c, style)) pair(l, v);
}

/** A pickup and a delivery page section with "Location"/"Date/Time" lines and a terms page after. */
function locationSections(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  brokerHead(sheet, c, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierWithFactoring(c)[0] ?? ''],
  ]);
  if (c.references.length)
    sheet.y += kvColumn(sheet, 40, sheet.y, [
      ['References', c.references.map((r) => `${r.kind.toUpperCase()}# ${r.value}`).join(', ')],
    ]);
  sheet.y += sheet.lead;
  for (const s of c.stops) {
    const word = s.type === 'pickup' ? 'Pickup' : 'Delivery';
    sheet.need(sheet.lead * 8);
    sheet.text(40, sheet.y, `${word} Location ${nth(c, s)}`, { bold: true, size: sheet.size * 1.1 });
    sheet.y += sheet.lead * 1.3;
    const rows: Row[] = [
      ['Location', s.facility],
      ['', s.street],
      ['', cityLine(s)],
      [`${word} Date/Time`, `${formatDay(s.day, 'us')} ${formatWindow(s.from, s.to, 'military')}`],
    ];
    if (s.reference) rows.push([refLabel(s, style), s.reference]);
    if (s.phone) rows.push(['Contact', s.phone]);
    sheet.y += kvColumn(sheet, 52, sheet.y, rows, 110) + sheet.lead * 0.5;
  }
  sheet.y += sheet.lead;
  cargoPairs(sheet, c, style, rng);
  chargeTable(sheet, c, style);
  sheet.text(40, sheet.y, 'Driver must call dispatch at pickup and delivery. Reefer loads: pre-cool trailer.', {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead;
  termsPage(sheet);
}

/** BROKER and CARRIER blocks side by side, load facts as a grid, stops as a date/time/name/address row. */
function partyBlocksStopRows(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 2;
  const top = sheet.y;
  sheet.text(40, top, 'BROKER', { bold: true });
  const left = sheet.cell(40, top + sheet.lead, 260, [c.broker.name, ...brokerLines(c, style)]);
  sheet.text(330, top, 'CARRIER', { bold: true });
  const carrier = [c.carrier.name];
  if (c.carrier.factoring) carrier.push(`% ${c.carrier.factoring}`);
  carrier.push(`MC ${c.carrier.mc}`, `Driver: ${rng.pick(['TBD', 'See dispatch'])}`);
  const right = sheet.cell(330, top + sheet.lead, 240, carrier);
  sheet.y = top + sheet.lead + Math.max(left, right) + sheet.lead;
  const facts: [string, string][] = [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ...referenceGroups(c, style),
  ];
  const w = 532 / facts.length;
  facts.forEach(([l, v], i) => {
    sheet.text(40 + i * w, sheet.y, l.replace(/:$/, '').toUpperCase(), { bold: true, size: sheet.size * 0.8 });
    sheet.text(40 + i * w, sheet.y + sheet.lead, v);
  });
  sheet.y += sheet.lead * 3;
  for (const [i, s] of c.stops.entries()) {
    sheet.need(sheet.lead * 8);
    sheet.text(40, sheet.y, `Stop ${i + 1} - ${s.type === 'pickup' ? 'Pick Up' : 'Delivery'}`, { bold: true });
    sheet.y += sheet.lead * 1.3;
    const place = [s.facility, s.street, cityLine(s)];
    table(
      sheet,
      [
        { x: 40, width: 90, head: 'Date' },
        { x: 130, width: 110, head: 'Time' },
        { x: 240, width: 180, head: 'Name / Address' },
        { x: 420, width: 152, head: s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef },
      ],
      [[[formatDay(s.day, style.date)], [formatWindow(s.from, s.to, style.window)], place, [s.reference ?? '']]],
      { ruled: false },
    );
    if (s.phone) {
      sheet.text(240, sheet.y - sheet.lead * 0.4, `${style.words.phone} ${s.phone}`);
      sheet.y += sheet.lead;
    }
  }
  cargoPairs(sheet, c, style, rng);
  chargeTable(sheet, c, style);
}

/** A fixed-width text printout: stop lines in columns, references on one line, charges as a sum. */
function fixedWidthPrintout(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirdStyle(args.style, rng);
  const line = (s: string, bold = false) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s, { bold });
    sheet.y += sheet.lead;
  };
  const pad = (s: string, n: number) => s.padEnd(n).slice(0, n);
  line(style.words.title.toUpperCase(), true);
  line(c.broker.name);
  for (const l of brokerLines(c, style)) line(l);
  line('');
  line(`${pad(`${style.words.load.replace(/:$/, '')}:`, 18)}${c.loadNumber}`);
  line(`${pad('DATE:', 18)}${formatIssued(c.issued, style.date)}`);
  line(`${pad('CARRIER:', 18)}${carrierWithFactoring(c)[0] ?? ''}`);
  if (c.references.length)
    line(`${pad('REFS:', 18)}${c.references.map((r) => `${r.kind.toUpperCase()} ${r.value}`).join('  ')}`);
  line('');
  line(`${pad('#', 3)}${pad('TYPE', 6)}${pad('DATE', 12)}${pad('TIME', 16)}NAME / ADDRESS`, true);
  for (const [i, s] of c.stops.entries()) {
    const first = `${pad(String(i + 1), 3)}${pad(s.type === 'pickup' ? 'PU' : 'SO', 6)}${pad(formatDay(s.day, 'us'), 12)}${pad(formatWindow(s.from, s.to, 'colon'), 16)}`;
    line(`${first}${s.facility}`);
    line(`${' '.repeat(37)}${s.street}`);
    line(`${' '.repeat(37)}${cityLine(s)}`);
    const extra = [s.reference ? `${refLabel(s, style)} ${s.reference}` : '', s.phone ? `PH ${s.phone}` : '']
      .filter(Boolean)
      .join('  ');
    if (extra) line(`${' '.repeat(37)}${extra}`);
  }
  line('');
  for (const [l, v] of cargoRows(c, style, rng)) line(`${pad(`${l.replace(/:$/, '').toUpperCase()}:`, 22)}${v}`);
  line('');
  const parts = [`${style.words.linehaul} ${money(c.linehaulCents, style)}`];
  if (c.fuelCents) parts.push(`${style.words.fuel} ${money(c.fuelCents, style)}`);
  for (const a of c.accessorials) parts.push(`${a.description} ${money(a.cents, style)}`);
  line(`${parts.join(' + ')} = ${style.words.total} ${money(totalCents(c), style)}`);
}

export const HELDOUT_3_LAYOUTS: Layout[] = [
  { name: 'heldout3-shipper-consignee-stacked', draw: shipperConsigneeStacked },
  { name: 'heldout3-numbered-stop-table', draw: numberedStopTable },
  { name: 'heldout3-origin-destination-panels', draw: originDestinationPanels },
  { name: 'heldout3-split-address-columns', family: 'helvetica', draw: splitAddressColumns },
  { name: 'heldout3-gutter-pairs', draw: gutterPairs },
  { name: 'heldout3-location-sections', draw: locationSections },
  { name: 'heldout3-party-blocks-stop-rows', draw: partyBlocksStopRows },
  { name: 'heldout3-fixed-width-printout', family: 'courier', draw: fixedWidthPrintout },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 3000;

export function generateHeldout3(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_3_LAYOUTS.indexOf(layout));
}
