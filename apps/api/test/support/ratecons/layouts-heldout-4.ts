import { brokerLines, cargoRows, cityLine, kvColumn, type Row } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWeight, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { table } from './table';

/**
 * A fourth held-out set, written before the reader was changed for the third set's misses and never
 * tuned on: measured once, as the figure for layouts not seen. Layouts follow how North American
 * broker rate confirmations commonly look, in forms none of the other sets draw: stops told as
 * numbered sentences, a fixed-width report, narrow panels where the state and ZIP wrap onto their
 * own line, a stop table with quantity, unit and weight columns, a charge table whose units are
 * miles, stops on a second page under "City/State/Zip" labels, an e-mailed load tender signed by the
 * broker, and a shaded form with "Address 1" / "Address 2" lines.
 */

const FOURTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Load Ref #', 'Brokerage Load #', 'Reference ID', 'Tender No.', 'Conf #', 'Our Load #'],
  carrier: ['Carrier Name/MC', 'Hauling Carrier', 'Contracted With', 'Carrier Assigned', 'Trucker'],
  linehaul: ['Line Haul Pay', 'Base Freight', 'Haul Charge', 'Flat Linehaul', 'Freight Pay'],
  fuel: ['Fuel Surcharge Amt', 'Fuel Adj', 'FSC Amt'],
  total: ['Total Payment', 'Total Carrier Payment', 'Pay Total', 'Confirmed Rate', 'Total Owed'],
  commodity: ['Commodity Name', 'Shipment Contents', 'Product Type', 'Type of Freight'],
  weight: ['Total Wt', 'Weight (lbs.)', 'Shipment Weight', 'Gross Lbs'],
  pieces: ['Total Pieces', 'Pallet Qty', 'Pcs.', 'Skid Count'],
  equipment: ['Equipment Requirement', 'Trailer Req.', 'Equip Type', 'Trailer Needed'],
  miles: ['Trip Distance', 'Miles (loaded)', 'Loaded Mi.'],
  hazmat: ['Hazardous Cargo', 'HM', 'Haz Materials'],
  pickupRef: ['Pickup No.', 'PU Conf', 'Pickup Appt #', 'Shipper PU #'],
  deliveryRef: ['Delivery No.', 'DEL Conf', 'Delivery Appt #', 'Receiver Ref #'],
  po: ['PO Nos.', 'Purchase Ord #', 'PO Ref'],
  bol: ['BOL Nbr', 'B.O.L. #', 'Master BOL'],
  order: ['Order Nbr', 'Shipper Order #', 'Cust Order No.'],
  phone: ['Ph.', 'Phone Number', 'Office #'],
  email: ['E-Mail Address', 'Email Addr'],
};

function fourthStyle(style: Style, rng: Random): Style {
  const words = { ...style.words };
  for (const [key, list] of Object.entries(FOURTH_WORDS) as [keyof Style['words'], string[]][])
    if (rng.chance(0.6)) words[key] = rng.pick(list);
  return { ...style, words };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
const money = (cents: number, style: Style) => formatMoney(cents, style.money);
const bare = (label: string) => label.replace(/:$/, '');

/** Day forms this set adds: "03-05-2026" and "5-Mar-2026", beside the kit's. */
type DayForm = 'kit' | 'dash' | 'dd-mon-yyyy';
function day(d: Day, style: Style, form: DayForm): string {
  if (form === 'dash') return `${two(d.month)}-${two(d.day)}-${d.year}`;
  if (form === 'dd-mon-yyyy') return `${d.day}-${MONTHS[d.month - 1]}-${d.year}`;
  return formatDay(d, style.date);
}

/** Clock forms this set adds: "8:00am" and bare "0800". */
type ClockForm = 'ampm-lower' | 'hhmm' | 'colon';
function clock(c: Clock, form: ClockForm): string {
  if (form === 'hhmm') return `${two(c.hour)}${two(c.minute)}`;
  if (form === 'colon') return `${two(c.hour)}:${two(c.minute)}`;
  return `${c.hour % 12 || 12}:${two(c.minute)}${c.hour < 12 ? 'am' : 'pm'}`;
}
function hours(s: CaseStop, form: ClockForm): string {
  return fixed(s) ? clock(s.from, form) : `${clock(s.from, form)} - ${clock(s.to, form)}`;
}

const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);

function carrierName(c: RateconCase): string {
  return c.carrier.factoring ? `${c.carrier.name} % ${c.carrier.factoring}` : c.carrier.name;
}

function referencePairs(c: RateconCase, style: Style): Row[] {
  const kinds = [
    ['po', style.words.po],
    ['bol', style.words.bol],
    ['order', style.words.order],
  ] as const;
  return kinds.flatMap(([kind, label]): Row[] => {
    const values = c.references.filter((r) => r.kind === kind).map((r) => r.value);
    return values.length ? [[label, values.join(' / ')]] : [];
  });
}

function chargePairs(c: RateconCase, style: Style): Row[] {
  const rows: Row[] = [[style.words.linehaul, money(c.linehaulCents, style)]];
  if (c.fuelCents) rows.push([style.words.fuel, money(c.fuelCents, style)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents, style)]);
  rows.push([style.words.total, money(totalCents(c), style)]);
  return rows;
}

function paragraph(sheet: Sheet, text: string, opts: { size?: number; bold?: boolean } = {}) {
  for (const line of sheet.wrap(text, 532, opts)) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, line, opts);
    sheet.y += sheet.lead;
  }
}

function letterHead(sheet: Sheet, c: RateconCase, style: Style) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 1.5;
  sheet.text(40, sheet.y, brokerLines(c, style).join(' * '), { size: sheet.size * 0.85 });
  sheet.y += sheet.lead * 1.2;
  sheet.rule(40, sheet.y, 572);
  sheet.y += sheet.lead * 1.5;
}

/** Stops told as numbered sentences: "1. Pick up at NAME, STREET, CITY, ST ZIP on DATE between ... ." */
function numberedProseStops(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const form: DayForm = rng.pick(['kit', 'dash', 'dd-mon-yyyy']);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm', 'colon']);
  const mark = rng.pick([(i: number) => `${i + 1}.`, (i: number) => `(${i + 1})`, (i: number) => `Stop ${i + 1}:`]);
  letterHead(sheet, c, style);
  sheet.text(40, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.6;
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierName(c)],
    ['MC', c.carrier.mc],
    ...referencePairs(c, style),
  ]);
  sheet.y += sheet.lead;
  paragraph(sheet, 'ROUTING INSTRUCTIONS', { bold: true });
  for (const [i, s] of c.stops.entries()) {
    const pick = s.type === 'pickup';
    const verb = pick
      ? rng.pick(['Pick up at', 'Load at', 'Collect freight from'])
      : rng.pick(['Deliver to', 'Unload at', 'Drop at']);
    const when = fixed(s)
      ? `at ${clock(s.from, clockForm)}`
      : `between ${clock(s.from, clockForm)} and ${clock(s.to, clockForm)}`;
    const ref = s.reference ? ` ${refLabel(s, style)} ${s.reference}.` : '';
    const phone = s.phone ? ` Call ${s.phone} with questions.` : '';
    paragraph(
      sheet,
      `${mark(i)} ${verb} ${s.facility}, ${s.street}, ${cityLine(s)} on ${day(s.day, style, form)} ${when}.${ref}${phone}`,
    );
    sheet.y += sheet.lead * 0.3;
  }
  sheet.y += sheet.lead * 0.5;
  const cargo = cargoRows(c, style, rng);
  sheet.y += kvColumn(sheet, 40, sheet.y, cargo);
  sheet.y += sheet.lead * 0.5;
  sheet.y += kvColumn(sheet, 40, sheet.y, chargePairs(c, style));
}

/** A fixed-width report: one line a stop under dashed column heads, the street below, pairs side by side. */
function fixedWidthReport(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const clockForm: ClockForm = rng.pick(['hhmm', 'colon']);
  const line = (s: string, bold = false) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s, { bold });
    sheet.y += sheet.lead;
  };
  const pad = (s: string, n: number) => s.padEnd(n);
  line(`${c.broker.name.toUpperCase()}${' '.repeat(4)}${style.words.title.toUpperCase()}`, true);
  for (const l of brokerLines(c, style)) line(l);
  line('='.repeat(90));
  line(
    `${pad(`${bare(style.words.load).toUpperCase()}:`, 20)}${pad(c.loadNumber, 20)}DATE: ${formatIssued(c.issued, 'us')}`,
  );
  line(`${pad('CARRIER:', 20)}${carrierName(c).toUpperCase()}`);
  line(`${pad('CARRIER MC:', 20)}${c.carrier.mc}`);
  for (const [l, v] of referencePairs(c, style)) line(`${pad(`${bare(l).toUpperCase()}:`, 20)}${v}`);
  line('');
  const nameW = Math.max(20, ...c.stops.map((s) => s.facility.length)) + 1;
  const cityW = Math.max(12, ...c.stops.map((s) => s.city.length)) + 1;
  const head = `${pad('SEQ', 4)}${pad('ACT', 4)}${pad('NAME', nameW)}${pad('CITY', cityW)}${pad('ST', 3)}${pad('ZIP', 6)}${pad('DATE', 9)}TIME`;
  line(head, true);
  line(head.replace(/\S/g, '-'));
  for (const [i, s] of c.stops.entries()) {
    const act = s.type === 'pickup' ? 'LD' : 'UL';
    const date = `${two(s.day.month)}/${two(s.day.day)}/${String(s.day.year).slice(2)}`;
    line(
      `${pad(String(i + 1).padStart(3, '0'), 4)}${pad(act, 4)}${pad(s.facility.toUpperCase(), nameW)}${pad(s.city.toUpperCase(), cityW)}${pad(s.state, 3)}${pad(s.zip, 6)}${pad(date, 9)}${hours(s, clockForm)}`,
    );
    const extra = [s.reference ? `REF ${s.reference}` : '', s.phone ? `PH ${s.phone}` : ''].filter(Boolean);
    line(`${' '.repeat(8)}${pad(s.street.toUpperCase(), nameW + cityW + 9)}${extra.join('  ')}`);
  }
  line('');
  const cargo = cargoRows(c, style, rng).map(([l, v]) => `${bare(l).toUpperCase()}: ${v}`);
  for (let i = 0; i < cargo.length; i += 2)
    line(
      cargo
        .slice(i, i + 2)
        .map((p) => pad(p, 40))
        .join(''),
    );
  line('');
  for (const [l, v] of chargePairs(c, style))
    line(`${pad(bare(l).toUpperCase(), 28).replace(/ /g, '.')} ${v.padStart(14)}`);
}

/** Narrow panels across the sheet: the city on one line and the state and ZIP wrapped onto the next. */
function wrappedAddressPanels(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm', 'colon']);
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 2;
  const top = sheet.y;
  const b = c.broker;
  const brokerCell = [
    b.name,
    b.street,
    `${b.place.city},`,
    `${b.place.state} ${b.place.zip}`,
    ...brokerLines(c, style).slice(2),
  ];
  const left = sheet.cell(40, top, 200, brokerCell);
  const right = kvColumn(sheet, 300, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, c.carrier.name],
    ...(c.carrier.factoring ? [['Remit To', c.carrier.factoring] as Row] : []),
    ['Carrier MC#', c.carrier.mc],
    ...referencePairs(c, style),
  ]);
  sheet.y = top + Math.max(left, right) + sheet.lead;
  const width = 532 / 3;
  for (let i = 0; i < c.stops.length; i += 3) {
    const group = c.stops.slice(i, i + 3);
    const cells = group.map((s) => {
      const out = [
        s.facility,
        s.street,
        `${s.city},`,
        `${s.state} ${s.zip}`,
        formatDay(s.day, style.date),
        hours(s, clockForm),
      ];
      if (s.reference) out.push(`${refLabel(s, style)} ${s.reference}`);
      if (s.phone) out.push(s.phone);
      return out;
    });
    const rows = Math.max(...cells.map((x) => x.length));
    sheet.need(sheet.lead * (rows + 3));
    group.forEach((s, k) => {
      const x = 40 + k * width;
      sheet.box(x, sheet.y - sheet.lead + 2, width - 6, sheet.lead * (rows + 1.6));
      const head = `${s.type === 'pickup' ? 'PICK UP' : 'DELIVER'} #${nth(c, s)}`;
      sheet.text(x + 4, sheet.y, head, { bold: true });
      sheet.cell(x + 4, sheet.y + sheet.lead * 1.2, width - 14, cells[k] ?? []);
    });
    sheet.y += sheet.lead * (rows + 2.4);
  }
  const cargo = cargoRows(c, style, rng);
  const half = Math.ceil(cargo.length / 2);
  const at = sheet.y;
  const l = kvColumn(sheet, 40, at, cargo.slice(0, half));
  const r = kvColumn(sheet, 300, at, cargo.slice(half));
  sheet.y = at + Math.max(l, r) + sheet.lead;
  sheet.y += kvColumn(sheet, 300, sheet.y, chargePairs(c, style));
}

/** A stop table with quantity, unit and weight per stop; the load's weight and count only there. */
function stopTableQuantities(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const form: DayForm = rng.pick(['kit', 'dash']);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm', 'colon']);
  const unit = rng.pick(['PLT', 'Pallets', 'CS', 'Skids']);
  letterHead(sheet, c, style);
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ...referencePairs(c, style),
  ]);
  const right = kvColumn(sheet, 320, top, [
    [style.words.carrier, carrierName(c)],
    ['MC Number', c.carrier.mc],
  ]);
  sheet.y = top + Math.max(left, right) + sheet.lead * 1.5;
  const weight = formatWeight(c.cargo.weight, rng).replace(/\s*lbs?$/i, '');
  const rows = c.stops.map((s, i) => {
    const place = [s.facility, s.street, cityLine(s)];
    if (s.phone) place.push(s.phone);
    return [
      [String(i + 1)],
      [s.type === 'pickup' ? 'Pickup' : 'Delivery'],
      place,
      [day(s.day, style, form), hours(s, clockForm)],
      [s.reference ?? ''],
      [c.cargo.pieces === null ? '' : String(c.cargo.pieces)],
      [c.cargo.pieces === null ? '' : unit],
      [weight],
    ];
  });
  table(
    sheet,
    [
      { x: 40, width: 20, head: '#' },
      { x: 60, width: 52, head: 'Type' },
      { x: 112, width: 170, head: 'Location' },
      { x: 282, width: 92, head: 'Appointment' },
      { x: 374, width: 60, head: 'Ref #' },
      { x: 434, width: 32, head: 'Qty' },
      { x: 466, width: 46, head: 'Unit' },
      { x: 512, width: 60, head: 'Weight' },
    ],
    rows,
  );
  const rest = cargoRows(c, style, rng).filter(([l]) => l !== style.words.weight && l !== style.words.pieces);
  sheet.y += kvColumn(sheet, 40, sheet.y, rest) + sheet.lead;
  sheet.y += kvColumn(sheet, 320, sheet.y, chargePairs(c, style));
}

/** Stops as labelled blocks; charges in a table whose Units column holds miles, not a count. */
function chargesByUnit(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'colon']);
  letterHead(sheet, c, style);
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.6;
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierName(c)],
  ]);
  const right = kvColumn(sheet, 320, top, referencePairs(c, style));
  sheet.y = top + Math.max(left, right) + sheet.lead;
  for (const s of c.stops) {
    sheet.need(sheet.lead * 7);
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'SHIP FROM' : 'SHIP TO'} (${nth(c, s)})`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    const rows: Row[] = [
      ['Name', s.facility],
      ['Address', s.street],
      ['', cityLine(s)],
      ['Date', formatDay(s.day, style.date)],
      ['Hours', hours(s, clockForm)],
    ];
    if (s.reference) rows.push([refLabel(s, style), s.reference]);
    if (s.phone) rows.push([style.words.phone, s.phone]);
    sheet.y += kvColumn(sheet, 52, sheet.y, rows, 80) + sheet.lead * 0.4;
  }
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng)) + sheet.lead;
  const miles = c.cargo.miles;
  const line = (desc: string, cents: number): string[][] => {
    if (miles && rng.chance(0.6)) {
      const rate = (cents / 100 / miles).toFixed(3);
      return [[desc], ['Per Mile'], [String(miles)], [rate], [money(cents, style)]];
    }
    return [[desc], ['Flat'], ['1'], [money(cents, style)], [money(cents, style)]];
  };
  const rows = [line(style.words.linehaul, c.linehaulCents)];
  if (c.fuelCents) rows.push(line(style.words.fuel, c.fuelCents));
  for (const a of c.accessorials)
    rows.push([[a.description], ['Each'], ['1'], [money(a.cents, style)], [money(a.cents, style)]]);
  table(
    sheet,
    [
      { x: 40, width: 170, head: 'Charge' },
      { x: 210, width: 70, head: 'Units' },
      { x: 280, width: 60, head: 'Quantity' },
      { x: 340, width: 100, head: 'Rate' },
      { x: 440, width: 132, head: 'Amount' },
    ],
    rows,
  );
  sheet.textRight(432, sheet.y, style.words.total, { bold: true });
  sheet.text(440, sheet.y, money(totalCents(c), style), { bold: true });
  sheet.y += sheet.lead * 1.5;
}

/** Page 1 the load, pay and terms; page 2 the stops under "City/State/Zip" labels. */
function stopsOnPageTwo(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const form: DayForm = rng.pick(['dash', 'dd-mon-yyyy', 'kit']);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm', 'colon']);
  letterHead(sheet, c, style);
  sheet.text(40, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.8;
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierName(c)],
    ['Carrier MC', c.carrier.mc],
    ...referencePairs(c, style),
  ]);
  sheet.y += sheet.lead;
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng)) + sheet.lead;
  sheet.y += kvColumn(sheet, 40, sheet.y, chargePairs(c, style)) + sheet.lead;
  paragraph(sheet, 'See page 2 for pickup and delivery details.', { bold: true });
  sheet.y += sheet.lead;
  for (const t of [
    'Carrier agrees to haul the freight above for the rate shown. Payment is made within 30 days of receipt of invoice and signed POD. Detention after 2 hours free time, with in/out times on the BOL.',
    'No re-brokering or double brokering. Driver must check in with tracking at each stop. Lumper receipts are required for reimbursement.',
  ])
    paragraph(sheet, t, { size: sheet.size - 1 });
  sheet.newPage();
  sheet.text(40, sheet.y, `${bare(style.words.load)} ${c.loadNumber} - Stop Details`, {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 2;
  for (const [i, s] of c.stops.entries()) {
    sheet.need(sheet.lead * 9);
    sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead * 1.2, true);
    sheet.text(44, sheet.y, `Stop ${i + 1} of ${c.stops.length} - ${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'}`, {
      bold: true,
    });
    sheet.y += sheet.lead * 1.4;
    const rows: Row[] = [
      ['Name', s.facility],
      ['Address', s.street],
      ['City/State/Zip', cityLine(s)],
      ['Date', day(s.day, style, form)],
      ['Time', hours(s, clockForm)],
    ];
    if (s.reference) rows.push([refLabel(s, style), s.reference]);
    if (s.phone) rows.push(['Contact', s.phone]);
    sheet.y += kvColumn(sheet, 48, sheet.y, rows, 100) + sheet.lead * 0.6;
  }
}

/** An e-mailed load tender: mail headers, stops as bare blocks, the broker named in the signature. */
function tenderEmail(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm']);
  const person =
    c.broker.email
      .split('@')[0]
      ?.split('.')
      .map((p) => p[0]?.toUpperCase() + p.slice(1))
      .join(' ') ?? '';
  const line = (s: string, bold = false) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s, { bold });
    sheet.y += sheet.lead;
  };
  line(`From: ${person} <${c.broker.email}>`);
  line(`Sent: ${formatDay(c.issued, 'named')} ${rng.int(7, 11)}:${two(rng.int(0, 59))} AM`);
  line(`To: dispatch@${c.carrier.name.split(' ')[0]?.toLowerCase()}trucking.com`);
  line(`Subject: Load Tender ${c.loadNumber}`);
  sheet.y += sheet.lead;
  line('Hello,');
  line('Please review and accept the load tender below. Reply with driver name and truck number.');
  sheet.y += sheet.lead * 0.5;
  line(`LOAD TENDER ${c.loadNumber}`, true);
  for (const [l, v] of [
    [style.words.date, formatIssued(c.issued, style.date)] as Row,
    [style.words.carrier, carrierName(c)] as Row,
    ...referencePairs(c, style),
  ])
    line(`${bare(l)}: ${v}`);
  sheet.y += sheet.lead * 0.5;
  for (const s of c.stops) {
    line(`${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'} ${nth(c, s)}`, true);
    line(s.facility);
    line(s.street);
    line(cityLine(s));
    line(`${formatDay(s.day, style.date)} @ ${hours(s, clockForm)}`);
    if (s.reference) line(`${refLabel(s, style)}: ${s.reference}`);
    if (s.phone) line(`Ph: ${s.phone}`);
    sheet.y += sheet.lead * 0.4;
  }
  for (const [l, v] of cargoRows(c, style, rng)) line(`${bare(l)}: ${v}`);
  sheet.y += sheet.lead * 0.4;
  const parts = [`${money(c.linehaulCents, style)} ${bare(style.words.linehaul).toLowerCase()}`];
  if (c.fuelCents) parts.push(`${money(c.fuelCents, style)} fuel`);
  for (const a of c.accessorials) parts.push(`${money(a.cents, style)} ${a.description.toLowerCase()}`);
  line(`Rate: ${parts.join(' + ')} = ${money(totalCents(c), style)} all in`);
  sheet.y += sheet.lead;
  line('Thanks,');
  line(person);
  line(c.broker.name);
  line(`${c.broker.street}, ${cityLine(c.broker.place)}`);
  line(`O: ${c.broker.phone} | ${c.broker.email}`);
  line(c.broker.mc ? `MC ${c.broker.mc}` : `DOT ${c.broker.dot}`);
}

/** A shaded form: labels in a grey column, values beside; addresses as "Address 1" / "Address 2". */
function shadedForm(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourthStyle(args.style, rng);
  const form: DayForm = rng.pick(['dd-mon-yyyy', 'dash']);
  const clockForm: ClockForm = rng.pick(['ampm-lower', 'hhmm']);
  const row = (label: string, value: string) => {
    sheet.need(sheet.lead * 1.3);
    sheet.box(40, sheet.y - sheet.lead + 3, 130, sheet.lead * 1.2, true);
    sheet.box(170, sheet.y - sheet.lead + 3, 402, sheet.lead * 1.2);
    sheet.text(44, sheet.y, label, { bold: true, size: sheet.size * 0.9 });
    sheet.text(174, sheet.y, value);
    sheet.y += sheet.lead * 1.2;
  };
  const section = (s: string) => {
    sheet.need(sheet.lead * 4);
    sheet.y += sheet.lead * 0.6;
    sheet.text(40, sheet.y, s.toUpperCase(), { bold: true, size: sheet.size * 1.1 });
    sheet.y += sheet.lead * 1.3;
  };
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, style.words.title, { bold: true });
  sheet.y += sheet.lead * 1.8;
  row('Broker Address', `${c.broker.street}, ${cityLine(c.broker.place)}`);
  row('Broker Phone', c.broker.phone);
  row('Broker Email', c.broker.email);
  row(c.broker.mc ? 'Broker MC' : 'Broker DOT', c.broker.mc ?? c.broker.dot);
  row(bare(style.words.load), c.loadNumber);
  row(bare(style.words.date), formatIssued(c.issued, style.date));
  row(bare(style.words.carrier), carrierName(c));
  row('Carrier MC', c.carrier.mc);
  for (const [l, v] of referencePairs(c, style)) row(bare(l), v);
  for (const s of c.stops) {
    section(`${s.type === 'pickup' ? 'Pickup Stop' : 'Drop Stop'} ${nth(c, s)}`);
    row('Facility', s.facility);
    row('Address 1', s.street);
    row('Address 2', `${s.city.toUpperCase()} ${s.state} ${s.zip}`);
    row('Appt Date', day(s.day, style, form));
    row('Appt Time', hours(s, clockForm));
    if (s.reference) row(bare(refLabel(s, style)), s.reference);
    if (s.phone) row('Phone', s.phone);
  }
  section('Freight');
  for (const [l, v] of cargoRows(c, style, rng)) row(bare(l), v);
  section('Carrier Pay');
  for (const [l, v] of chargePairs(c, style)) row(bare(l), v);
}

export const HELDOUT_4_LAYOUTS: Layout[] = [
  { name: 'heldout4-numbered-prose-stops', draw: numberedProseStops },
  { name: 'heldout4-fixed-width-report', family: 'courier', draw: fixedWidthReport },
  { name: 'heldout4-wrapped-address-panels', draw: wrappedAddressPanels },
  { name: 'heldout4-stop-table-quantities', draw: stopTableQuantities },
  { name: 'heldout4-charges-by-unit', draw: chargesByUnit },
  { name: 'heldout4-stops-on-page-two', draw: stopsOnPageTwo },
  { name: 'heldout4-tender-email', draw: tenderEmail },
  { name: 'heldout4-shaded-form', draw: shadedForm },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 4000;

export function generateHeldout4(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_4_LAYOUTS.indexOf(layout));
}
