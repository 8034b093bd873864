import { cargoRows, carrierText, cityLine, kvColumn, type Row, rateRows, referenceRows } from './blocks';
import { formatDay, formatWindow, MONTHS, type Style, two, WEEKDAYS } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, makePhone, type RateconCase } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A fourteenth held-out set, written before the reader was changed for the thirteenth set and
 * measured only once: the figure for layouts not tuned on. Forms none of the other sets draw: a
 * sheet that opens with the carrier's pay (a charge table beside a large boxed TOTAL) and prints the
 * stops last; a lane tender whose addresses read city first ("Dayton, OH 45402" over the facility
 * and then the street), its broker's address the same way; a rate agreement set out as a contract of
 * numbered sections and clauses ("2.1 Pickup 1. Facility: ...; Date: ...; Hours: ..."); a faxed
 * confirmation, a fax cover sheet (To, Fax, From, Pages, Re, check boxes) before the confirmation
 * and a fax machine's header line of date, time, sender's fax number and page across the top of
 * every page; and a spreadsheet printed with its grid, column letters and row numbers, labels in one
 * cell and values in the next. Days read "Mon, Jun 15" (no year), "Jun 15 '26" or "06/15/2026",
 * hours "0800-1400 hrs", "8AM-2PM" ("Appt 9AM") or "08:00 to 14:00", money "$2,150.00" or
 * "US$2,150.00", weights sometimes "19 051 kg / 42,000 lb", phones sometimes "201.555.3344".
 */

const FOURTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Booking No.', 'Load Conf. #', 'Our Load #', 'Dispatch No.', 'Job No.'],
  carrier: ['Carrier Booked', 'Hauler', 'Contracted Carrier', 'Carrier Firm'],
  linehaul: ['Flat Rate', 'Linehaul (flat)', 'Base Freight', 'Haul Rate'],
  fuel: ['Fuel Surch.', 'Fuel Adjustment', 'FSC Amount'],
  total: ['Total Payable', 'Grand Total', 'Total All-In', 'Total to Carrier'],
  commodity: ['Goods', 'Cargo Description', 'Lading Desc.', 'Contents'],
  weight: ['Scale Weight', 'Weight (lb)', 'Load Weight', 'Gross Wt.'],
  pieces: ['Skids', 'Pallet Qty', 'No. of Pieces', 'Units'],
  equipment: ['Trailer Needed', 'Unit Type', 'Equip.', 'Truck Type'],
  miles: ['Trip Miles', 'Route Miles', 'Practical Miles'],
  hazmat: ['Dangerous Goods', 'Hazmat Load', 'HM'],
  pickupRef: ['Pickup Conf #', 'Load Ref', 'PU Number', 'Shipper Conf.'],
  deliveryRef: ['Delivery Conf #', 'Receiving #', 'DEL Number', 'Consignee Conf.'],
  phone: ['Office', 'Phone No.', 'Desk'],
  email: ['Mail', 'Email Address', 'Send Docs To'],
};

const fourteenthStyle = (style: Style, rng: Random) => restyled(style, rng, FOURTEENTH_WORDS);

/** Day forms this set adds: "Mon, Jun 15" (no year) and "Jun 15 '26", beside the kit's "06/15/2026". */
type DayForm = 'weekday' | 'apostrophe' | 'us';
const weekdayOf = (d: Day) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
function day(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  if (form === 'weekday') return `${weekdayOf(d)}, ${month} ${d.day}`;
  if (form === 'apostrophe') return `${month} ${d.day} '${String(d.year).slice(2)}`;
  return formatDay(d, 'us');
}
/** The sheet's own date carries its year in every form. */
const issuedDay = (d: Day, form: DayForm) => (form === 'weekday' ? `${day(d, form)}, ${d.year}` : day(d, form));

/** Hour forms: "0800-1400 hrs" ("0900 hrs"), "8AM-2PM" ("Appt 9AM") or "08:00 to 14:00" ("APPT 09:00"). */
type HourForm = 'hrs' | 'compact' | 'to';
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
const mil = (t: Clock) => `${two(t.hour)}${two(t.minute)}`;
const compact = (t: Clock) => `${t.hour % 12 || 12}${t.minute ? `:${two(t.minute)}` : ''}${t.hour < 12 ? 'AM' : 'PM'}`;
function hours(s: CaseStop, form: HourForm): string {
  if (form === 'hrs') return fixed(s) ? `${mil(s.from)} hrs` : `${mil(s.from)}-${mil(s.to)} hrs`;
  if (form === 'compact') return fixed(s) ? `Appt ${compact(s.from)}` : `${compact(s.from)}-${compact(s.to)}`;
  return formatWindow(s.from, s.to, 'to');
}

type Forms = { day: DayForm; hour: HourForm; usDollar: boolean; kilos: boolean; dots: boolean };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['weekday', 'apostrophe', 'us']),
  hour: rng.pick(['hrs', 'compact', 'to']),
  usDollar: rng.chance(0.4),
  kilos: rng.chance(0.5),
  dots: rng.chance(0.5),
});

/** A phone as the case holds it, or dotted: "201.555.3344". */
const phone = (p: string, f: Forms) => (f.dots ? p.replace(/^\((\d{3})\) (\d{3})-(\d{4})$/, '$1.$2.$3') : p);

/** The charges with bare labels, "$2,150.00" or "US$2,150.00". */
const charges = (c: RateconCase, style: Style, f: Forms): Row[] =>
  rateRows(c, { ...style, money: 'dollar' }).map(([l, v]): Row => [bare(l), f.usDollar ? `US${v}` : v]);

/** The cargo with bare labels; the weight in kilograms first, "19 051 kg / 42,000 lb", when the sheet does so. */
function cargo(c: RateconCase, style: Style, rng: Random, f: Forms): Row[] {
  const lbs = c.cargo.weight;
  const kg = Math.round(lbs * 0.45359237)
    .toLocaleString('en-US')
    .replace(/,/g, ' ');
  const metric = `${kg} kg / ${lbs.toLocaleString('en-US')} lb`;
  return cargoRows(c, style, rng).map(([l, v]): Row => [bare(l), f.kilos && l === style.words.weight ? metric : v]);
}

const authority = (c: RateconCase): Row => (c.broker.mc ? ['MC #', c.broker.mc] : ['USDOT #', c.broker.dot]);

/** Lines wrapped to `width` from x, each `step` leads apart; the cursor moves below them. */
function paragraph(sheet: Sheet, x: number, width: number, s: string, opts: TextOptions = {}, step = 1) {
  for (const l of sheet.wrap(s, width, opts)) {
    sheet.need(sheet.lead);
    sheet.text(x, sheet.y, l, opts);
    sheet.y += sheet.lead * step;
  }
}

/** Terms in small type, then signature rules for both parties. */
function closing(sheet: Sheet, c: RateconCase, x = 40) {
  const small = { size: Math.max(6.5, sheet.size - 2) };
  sheet.y += sheet.lead * 0.5;
  paragraph(sheet, x, 572 - x, TERMS.join(' '), small, 0.85);
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 2.5;
  sheet.rule(x, sheet.y, x + 220);
  sheet.rule(340, sheet.y, 572);
  sheet.y += sheet.lead;
  sheet.text(x, sheet.y, 'Carrier signature / date', { size: sheet.size - 1 });
  sheet.text(340, sheet.y, `For ${c.broker.name}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** A shaded bar across the page with a bold head on the left and, optionally, more on the right. */
function bar(sheet: Sheet, left: string, right = '') {
  sheet.need(sheet.lead * 5);
  sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead + 2, true);
  sheet.text(45, sheet.y + 0.5, left, { bold: true });
  if (right) sheet.textRight(567, sheet.y + 0.5, right, { bold: true });
  sheet.y += sheet.lead * 1.5;
}

/** The carrier's pay first: a charge table beside a large boxed total; the load's facts, then the stops last. */
function chargesFirst(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, rng.pick(['RATE CONFIRMATION', 'Carrier Confirmation', 'LOAD RATE SHEET']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 1.3;
  const small = { size: sheet.size - 1 };
  const [mcLabel, mc] = authority(c);
  sheet.text(40, sheet.y, `${b.street}, ${cityLine(b.place)}   ${mcLabel} ${mc}`, small);
  sheet.textRight(572, sheet.y, `${bare(w.load)}: ${c.loadNumber}`, { bold: true });
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, `${bare(w.phone)}: ${phone(b.phone, f)}   ${bare(w.email)}: ${b.email}`, small);
  sheet.textRight(572, sheet.y, `${bare(w.date)}: ${issuedDay(c.issued, f.day)}`, small);
  sheet.y += 6;
  sheet.rule(40, sheet.y, 572, 1.2);
  sheet.y += sheet.lead * 1.8;
  const pay = charges(c, style, f);
  const total = pay.pop() ?? ['', ''];
  const top = sheet.y - sheet.lead + 2;
  sheet.box(40, top, 320, sheet.lead + 2, true);
  sheet.text(45, sheet.y + 0.5, rng.pick(['CARRIER PAY', 'Rate Detail', 'CHARGES']), { bold: true });
  sheet.textRight(355, sheet.y + 0.5, 'Amount', { bold: true });
  sheet.y += sheet.lead * 1.4;
  for (const [l, v] of pay) {
    sheet.text(45, sheet.y, l);
    sheet.textRight(355, sheet.y, v);
    sheet.rule(40, sheet.y + 4, 360, 0.3);
    sheet.y += sheet.lead * 1.2;
  }
  const big = { bold: true, size: sheet.size * 2 };
  const boxHeight = Math.max(sheet.y - top, sheet.lead * 4.2);
  sheet.box(380, top, 192, boxHeight);
  sheet.text(388, top + sheet.lead, total[0].toUpperCase(), { bold: true, size: sheet.size - 0.5 });
  sheet.textRight(564, top + boxHeight - sheet.lead * 0.8, total[1], big);
  sheet.y = top + boxHeight + sheet.lead * 1.8;
  bar(sheet, rng.pick(['LOAD DETAILS', 'Shipment']));
  sheet.y += kvColumn(sheet, 45, sheet.y, [[bare(w.carrier), carrierText(c)]]);
  const left: Row[] = [['Carrier MC', c.carrier.mc], ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v])];
  const goods = cargo(c, style, rng, f);
  const at = sheet.y;
  const lh = kvColumn(sheet, 45, at, left);
  const rh = kvColumn(sheet, 320, at, goods);
  sheet.y = at + Math.max(lh, rh) + sheet.lead;
  const [pickWord, dropWord] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['SHIPPER', 'RECEIVER'],
    ['LOAD', 'UNLOAD'],
  ]);
  const phoneWord = rng.pick(['Phone', 'Site Phone', 'Contact']);
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 6);
    bar(
      sheet,
      `STOP ${i + 1}  ${s.type === 'pickup' ? pickWord : dropWord}`,
      `${day(s.day, f.day)}   ${hours(s, f.hour)}`,
    );
    const y = sheet.y;
    const place = sheet.cell(45, y, 260, [s.facility, s.street, cityLine(s)]);
    const detail: Row[] = [];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push([phoneWord, phone(s.phone, f)]);
    const right = kvColumn(sheet, 320, y, detail);
    sheet.y = y + Math.max(place, right) + sheet.lead * 0.6;
  });
  closing(sheet, c);
}

/** A lane tender: every address city first ("City, ST ZIP", then the name, then the street). */
function cityFirst(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  sheet.text(40, top + 6, rng.pick(['LOAD TENDER', 'Freight Tender', 'Tender & Rate Confirmation']), {
    bold: true,
    size: sheet.size * 1.7,
  });
  const laneWord = `${rng.pick(['Lane', 'Route'])}:`;
  const laneY = top + 6 + sheet.lead * 1.6;
  sheet.text(40, laneY, laneWord, { bold: true });
  const first = c.stops[0];
  const last = c.stops[c.stops.length - 1];
  const lane = first && last ? `${first.city}, ${first.state}  to  ${last.city}, ${last.state}` : '';
  sheet.text(40 + sheet.measure(`${laneWord}  `, { bold: true }), laneY, lane);
  sheet.text(340, top, b.name, { bold: true, size: sheet.size * 1.15 });
  const [mcLabel, mc] = authority(c);
  const brokerHeight = sheet.cell(340, top + sheet.lead * 1.2, 232, [
    cityLine(b.place),
    b.street,
    `${bare(w.phone)} ${phone(b.phone, f)}`,
    `${bare(w.email)} ${b.email}`,
    `${mcLabel} ${mc}`,
  ]);
  sheet.y = top + sheet.lead * 1.2 + brokerHeight + sheet.lead * 0.6;
  sheet.rule(40, sheet.y - sheet.lead + 4, 572, 1);
  sheet.y += sheet.lead * 0.4;
  sheet.y += kvColumn(sheet, 40, sheet.y, [[bare(w.carrier), carrierText(c)]]);
  const at = sheet.y;
  const lh = kvColumn(sheet, 40, at, [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
  ]);
  const rh = kvColumn(sheet, 340, at, [
    ['MC', c.carrier.mc],
    ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
  ]);
  sheet.y = at + Math.max(lh, rh) + sheet.lead;
  const columns: [number, number, string][] = [
    [40, 48, '#'],
    [88, 200, rng.pick(['Location', 'City / Facility / Address', 'Stop Location'])],
    [288, 118, rng.pick(['Scheduled', 'Date / Time', 'Appointment'])],
    [406, 166, rng.pick(['Reference / Contact', 'Ref & Phone', 'Details'])],
  ];
  sheet.rule(40, sheet.y - sheet.lead + 2, 572, 0.8);
  for (const [x, , head] of columns) sheet.text(x + 2, sheet.y, head, { bold: true });
  sheet.y += 4;
  sheet.rule(40, sheet.y, 572, 0.8);
  sheet.y += sheet.lead * 1.1;
  const [pickWord, dropWord] = rng.pick([
    ['PU', 'DEL'],
    ['Pick', 'Drop'],
    ['Origin', 'Dest.'],
  ]);
  c.stops.forEach((s, i) => {
    const cells: [string, boolean][][] = [
      [
        [String(i + 1), true],
        [s.type === 'pickup' ? pickWord : dropWord, false],
      ],
      [
        [cityLine(s), true],
        [s.facility, false],
        [s.street, false],
      ],
      [
        [day(s.day, f.day), false],
        [hours(s, f.hour), false],
      ],
      [
        ...(s.reference ? [[`${bare(refLabel(s, style))}: ${s.reference}`, false] as [string, boolean]] : []),
        ...(s.phone ? [[`Ph: ${phone(s.phone, f)}`, false] as [string, boolean]] : []),
      ],
    ];
    const lines = cells.map((cell, k) =>
      cell.flatMap(([v, bold]) => sheet.wrap(v, (columns[k]?.[1] ?? 80) - 6, { bold }).map((l) => [l, bold] as const)),
    );
    const height = Math.max(...lines.map((l) => l.length)) * sheet.lead;
    sheet.need(height + sheet.lead);
    lines.forEach((cell, k) => {
      cell.forEach(([l, bold], n) => {
        sheet.text((columns[k]?.[0] ?? 40) + 2, sheet.y + n * sheet.lead, l, { bold });
      });
    });
    sheet.y += height;
    sheet.rule(40, sheet.y - sheet.lead + 5, 572, 0.3);
    sheet.y += sheet.lead * 0.5;
  });
  sheet.y += sheet.lead * 0.5;
  const goods = cargo(c, style, rng, f);
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (Math.max(goods.length, pay.length) + 2));
  const y = sheet.y;
  const gh = kvColumn(sheet, 40, y, goods);
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    sheet.text(340, y + i * sheet.lead, l, { bold: lastRow });
    sheet.textRight(572, y + i * sheet.lead, v, { bold: lastRow });
  });
  sheet.y = y + Math.max(gh, pay.length * sheet.lead);
  closing(sheet, c);
}

/** A clause: its number at the margin, its text wrapped beside it under a hanging indent. */
function clause(sheet: Sheet, number: string, text: string, bold = '') {
  const width = 572 - 72;
  const lines = sheet.wrap(`${bold}${bold ? ' ' : ''}${text}`, width);
  sheet.need(sheet.lead * Math.min(lines.length, 3));
  sheet.text(40, sheet.y, number);
  lines.forEach((l, i) => {
    sheet.need(sheet.lead);
    // The heading word of the clause's first line is set in bold, the rest of the line after it.
    if (i === 0 && bold && l.startsWith(bold)) {
      sheet.text(72, sheet.y, bold, { bold: true });
      sheet.text(72 + sheet.measure(`${bold} `, { bold: true }), sheet.y, l.slice(bold.length + 1));
    } else sheet.text(72, sheet.y, l);
    sheet.y += sheet.lead;
  });
  sheet.y += sheet.lead * 0.3;
}

/** A rate agreement as a contract: numbered sections, and the load's facts in numbered clauses. */
function numberedClauses(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const [mcLabel, mc] = authority(c);
  const head = rng.pick([
    'CARRIER RATE AGREEMENT',
    'LOAD CONFIRMATION AGREEMENT',
    'CONTRACT CARRIER RATE CONFIRMATION',
  ]);
  const centred = (s: string, opts: TextOptions) => {
    sheet.text(306 - sheet.measure(s, opts) / 2, sheet.y, s, opts);
    sheet.y += sheet.lead * 1.2;
  };
  centred(b.name, { bold: true, size: sheet.size * 1.3 });
  centred(`${b.street}, ${cityLine(b.place)}`, { size: sheet.size - 1 });
  centred(`${bare(w.phone)} ${phone(b.phone, f)}  |  ${bare(w.email)} ${b.email}  |  ${mcLabel} ${mc}`, {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead * 0.6;
  centred(head, { bold: true, size: sheet.size * 1.2 });
  centred(`${bare(w.load)} ${c.loadNumber}`, { bold: true });
  sheet.y += sheet.lead * 0.4;
  paragraph(
    sheet,
    40,
    532,
    `This agreement is made on ${issuedDay(c.issued, f.day)} between ${b.name} ("Broker") and ${c.carrier.name} ("Carrier"), MC ${c.carrier.mc}, for the shipment set out below, under the broker-carrier agreement between them.`,
  );
  sheet.y += sheet.lead * 0.6;
  let section = 0;
  const heading = (s: string) => {
    section += 1;
    sheet.need(sheet.lead * 4);
    sheet.text(40, sheet.y, `${section}.`, { bold: true });
    sheet.text(72, sheet.y, s.toUpperCase(), { bold: true });
    sheet.y += sheet.lead * 1.3;
    return section;
  };
  let n = heading(rng.pick(['Shipment', 'The Load']));
  const facts: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.carrier), carrierText(c)],
    ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
    ...cargo(c, style, rng, f),
  ];
  facts.forEach(([l, v], i) => {
    clause(sheet, `${n}.${i + 1}`, v, `${l}:`);
  });
  n = heading(rng.pick(['Schedule', 'Pickup and Delivery', 'Stops']));
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Origin', 'Destination'],
    ['Loading', 'Unloading'],
  ]);
  const hoursWord = rng.pick(['Hours', 'Time', 'Appointment']);
  c.stops.forEach((s, i) => {
    const parts = [
      `Facility: ${s.facility}`,
      `Address: ${s.street}, ${cityLine(s)}`,
      `Date: ${day(s.day, f.day)}`,
      `${hoursWord}: ${hours(s, f.hour)}`,
    ];
    if (s.reference) parts.push(`${bare(refLabel(s, style))}: ${s.reference}`);
    if (s.phone) parts.push(`Phone: ${phone(s.phone, f)}`);
    clause(
      sheet,
      `${n}.${i + 1}`,
      `${parts.join('; ')}.`,
      `${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}.`,
    );
  });
  n = heading(rng.pick(['Compensation', 'Rate', 'Payment']));
  charges(c, style, f).forEach(([l, v], i) => {
    clause(sheet, `${n}.${i + 1}`, v, `${l}:`);
  });
  n = heading('Terms');
  TERMS.join(' ')
    .split(/(?<=\.) /)
    .forEach((t, i) => {
      clause(sheet, `${n}.${i + 1}`, t);
    });
  n = heading('Acceptance');
  paragraph(sheet, 72, 500, 'Carrier accepts this agreement by signing below and returning it before dispatch.');
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 2.5;
  sheet.rule(72, sheet.y, 290);
  sheet.rule(340, sheet.y, 572);
  sheet.y += sheet.lead;
  sheet.text(72, sheet.y, `Carrier: ${c.carrier.name}`, { size: sheet.size - 1 });
  sheet.text(340, sheet.y, `Broker: ${b.name}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** A fax machine's header line across the top of a page: when, from whom, the sender's fax and the page. */
function faxLine(sheet: Sheet, stamp: string, from: string, fax: string, page: number) {
  const tiny = { size: Math.max(6, sheet.size - 2.5) };
  sheet.text(30, 22, stamp, tiny);
  sheet.text(170, 22, from, tiny);
  sheet.text(380, 22, fax, tiny);
  sheet.textRight(582, 22, `P.${String(page).padStart(3, '0')}`, tiny);
}

/** A faxed confirmation: a fax cover sheet, then the confirmation, a fax header line atop every page. */
function faxedConfirmation(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const brokerFax = phone(makePhone(rng), f);
  const carrierFax = phone(makePhone(rng), f);
  const minute = `${rng.int(1, 12)}:${two(rng.int(0, 59))}${rng.pick(['AM', 'PM'])}`;
  const stamp = `${MONTHS[c.issued.month - 1]}-${two(c.issued.day)}-${c.issued.year} ${minute}`;
  const from = b.name.toUpperCase();
  let page = 1;
  faxLine(sheet, stamp, from, brokerFax, page);
  const need = (h: number) => {
    if (sheet.y + h <= 750) return;
    sheet.newPage();
    page += 1;
    faxLine(sheet, stamp, from, brokerFax, page);
    sheet.y = 52;
  };
  sheet.y = 70;
  sheet.text(40, sheet.y, 'FAX', { bold: true, size: sheet.size * 3.2 });
  sheet.textRight(572, sheet.y - sheet.lead, b.name, { bold: true, size: sheet.size * 1.2 });
  sheet.textRight(572, sheet.y, `${b.street}, ${cityLine(b.place)}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead * 2;
  sheet.rule(40, sheet.y, 572, 2);
  sheet.y += sheet.lead * 2;
  const [mcLabel, mc] = authority(c);
  const cover: [Row, Row][] = [
    [
      ['To', c.carrier.name],
      ['From', b.name],
    ],
    [
      ['Attn', rng.pick(['Dispatch', 'Dispatch / Billing', 'Operations'])],
      [bare(w.phone), phone(b.phone, f)],
    ],
    [
      ['Fax', carrierFax],
      ['Fax', brokerFax],
    ],
    [
      ['Date', issuedDay(c.issued, f.day)],
      [bare(w.email), b.email],
    ],
    [
      ['Pages', '2 (incl. cover)'],
      [mcLabel, mc],
    ],
  ];
  const rightAt = 328 + Math.max(...cover.map(([, [rl]]) => sheet.measure(`${rl}:`, { bold: true })));
  const room = 572 - rightAt;
  for (const [[ll, lv], [rl, rv]] of cover) {
    sheet.text(40, sheet.y, `${ll}:`, { bold: true });
    sheet.text(100, sheet.y, lv);
    sheet.text(320, sheet.y, `${rl}:`, { bold: true });
    sheet.text(rightAt, sheet.y, rv, sheet.measure(rv) > room ? { size: (sheet.size * room) / sheet.measure(rv) } : {});
    sheet.rule(40, sheet.y + 5, 572, 0.3);
    sheet.y += sheet.lead * 1.6;
  }
  sheet.text(40, sheet.y, 'Re:', { bold: true });
  sheet.text(100, sheet.y, `Rate confirmation - ${bare(w.load)} ${c.loadNumber}`);
  sheet.y += sheet.lead * 2.2;
  const boxes = rng.pick([
    ['[X] Urgent', '[ ] For Review', '[ ] Please Comment', '[X] Please Reply'],
    ['[ ] Urgent', '[X] For Review', '[X] Please Reply', '[ ] Please Recycle'],
  ]);
  boxes.forEach((t, i) => {
    sheet.text(40 + i * 133, sheet.y, t);
  });
  sheet.y += sheet.lead * 2;
  sheet.text(40, sheet.y, 'Comments:', { bold: true });
  sheet.y += sheet.lead * 1.3;
  paragraph(
    sheet,
    40,
    532,
    rng.pick([
      'Please find the rate confirmation on the following page. Sign it and fax it back to the number above before the truck is dispatched. Call our office with any questions.',
      'Attached is your confirmation for the load we booked with you today. Review the stops and the rate, sign and return it by fax or e-mail before pickup.',
    ]),
  );
  sheet.y += sheet.lead * 3;
  paragraph(
    sheet,
    40,
    532,
    'CONFIDENTIALITY NOTICE: This facsimile may contain information that is confidential. If you have received it in error, notify the sender by telephone and destroy the pages received.',
    { size: sheet.size - 1.5 },
  );
  sheet.newPage();
  page += 1;
  faxLine(sheet, stamp, from, brokerFax, page);
  sheet.y = 56;
  sheet.text(40, sheet.y, rng.pick(['Rate Confirmation', 'Carrier Rate & Load Confirmation', 'LOAD CONFIRMATION']), {
    bold: true,
    size: sheet.size * 1.4,
  });
  sheet.textRight(572, sheet.y, b.name, { bold: true });
  sheet.y += sheet.lead * 2;
  const gutter = 130;
  const facts: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC#', c.carrier.mc],
    ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
  ];
  sheet.y += kvColumn(sheet, 40, sheet.y, facts, gutter) + sheet.lead * 0.6;
  const [pickWord, dropWord] = rng.pick([
    ['Pick Up', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['Load At', 'Deliver To'],
  ]);
  for (const s of c.stops) {
    need(sheet.lead * 7);
    sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.4);
    sheet.y += sheet.lead * 0.3;
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`, { bold: true });
    const lines = [s.facility, s.street, cityLine(s), `Date: ${day(s.day, f.day)}    Time: ${hours(s, f.hour)}`];
    const extra = [
      ...(s.reference ? [`${bare(refLabel(s, style))}: ${s.reference}`] : []),
      ...(s.phone ? [`Phone: ${phone(s.phone, f)}`] : []),
    ];
    if (extra.length) lines.push(extra.join('    '));
    sheet.y += sheet.cell(40 + gutter, sheet.y, 532 - gutter, lines) + sheet.lead * 0.4;
  }
  const goods = cargo(c, style, rng, f);
  const pay = charges(c, style, f);
  need(sheet.lead * (goods.length + pay.length + 3));
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.4);
  sheet.y += sheet.lead * 0.3;
  sheet.y += kvColumn(sheet, 40, sheet.y, goods, gutter) + sheet.lead * 0.6;
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    sheet.text(40, sheet.y, `${l}:`, { bold: true });
    sheet.textRight(40 + gutter + 90, sheet.y, v, { bold: lastRow });
    sheet.y += sheet.lead;
  });
  sheet.y += sheet.lead;
  const small = { size: Math.max(6.5, sheet.size - 2) };
  for (const t of sheet.wrap(TERMS.join(' '), 532, small)) {
    need(sheet.lead);
    sheet.text(40, sheet.y, t, small);
    sheet.y += sheet.lead * 0.85;
  }
  need(sheet.lead * 5);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, `Sign and fax back to ${brokerFax}.`, { bold: true });
  sheet.y += sheet.lead * 2.5;
  sheet.rule(40, sheet.y, 260);
  sheet.rule(340, sheet.y, 572);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, 'Carrier signature', { size: sheet.size - 1 });
  sheet.text(340, sheet.y, 'Date', { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** A spreadsheet cell's text: its column (0 is A), how many columns it is merged over, its look. */
type Cell = { col: number; text: string; span?: number; bold?: boolean; right?: boolean; small?: boolean };
const SHEET_COLUMNS = [90, 130, 64, 82, 64, 80];
const GUTTER = 22;
const columnX = (col: number) => 40 + GUTTER + SHEET_COLUMNS.slice(0, col).reduce((a, b) => a + b, 0);

/** A spreadsheet printed with its grid, column letters and row numbers: labels in one cell, values in the next. */
function spreadsheetPrint(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fourteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const height = Math.round(sheet.lead * 1.15 * 10) / 10;
  let row = 0;
  const letters = () => {
    sheet.box(40, sheet.y, GUTTER, height, true);
    SHEET_COLUMNS.forEach((width, col) => {
      sheet.box(columnX(col), sheet.y, width, height, true);
      const letter = String.fromCharCode(65 + col);
      sheet.text(columnX(col) + width / 2 - sheet.measure(letter) / 2, sheet.y + height - 3.5, letter);
    });
    sheet.y += height;
  };
  const put = (cells: Cell[], shaded = false) => {
    if (sheet.y + height > 750) {
      sheet.newPage();
      letters();
    }
    row += 1;
    sheet.box(40, sheet.y, GUTTER, height, true);
    const label = { size: sheet.size - 1.5 };
    sheet.textRight(40 + GUTTER - 3, sheet.y + height - 3.5, String(row), label);
    let col = 0;
    while (col < SHEET_COLUMNS.length) {
      const cell = cells.find((x) => x.col === col);
      const span = cell?.span ?? 1;
      const width = SHEET_COLUMNS.slice(col, col + span).reduce((a, b) => a + b, 0);
      sheet.box(columnX(col), sheet.y, width, height, shaded);
      if (cell) {
        const base: TextOptions = { bold: cell.bold, size: cell.small ? sheet.size - 1.5 : sheet.size };
        const fits = sheet.measure(cell.text, base) <= width - 6;
        const opts = fits
          ? base
          : { ...base, size: ((base.size ?? sheet.size) * (width - 6)) / sheet.measure(cell.text, base) };
        const baseline = sheet.y + height - 3.5;
        if (cell.right) sheet.textRight(columnX(col) + width - 3, baseline, cell.text, opts);
        else sheet.text(columnX(col) + 3, baseline, cell.text, opts);
      }
      col += span;
    }
    sheet.y += height;
  };
  const pair = (label: string, value: string, at = 0, span = 3): Cell[] => [
    { col: at, text: label },
    { col: at + 1, text: value, span },
  ];
  sheet.y = 40;
  letters();
  const [mcLabel, mc] = authority(c);
  put([
    { col: 0, text: b.name, span: 3, bold: true },
    { col: 3, text: rng.pick(['RATE CONFIRMATION', 'Load Confirmation', 'CARRIER RATE CON']), span: 3, bold: true },
  ]);
  put([
    { col: 0, text: b.street, span: 3 },
    { col: 3, text: bare(w.load) },
    { col: 4, text: c.loadNumber, span: 2, bold: true },
  ]);
  put([
    { col: 0, text: cityLine(b.place), span: 3 },
    { col: 3, text: bare(w.date) },
    { col: 4, text: issuedDay(c.issued, f.day), span: 2 },
  ]);
  put(pair(bare(w.phone), phone(b.phone, f), 0, 2));
  put(pair(bare(w.email), b.email, 0, 3));
  put(pair(mcLabel, mc, 0, 2));
  put([]);
  put([...pair(bare(w.carrier), carrierText(c), 0, 3), { col: 4, text: 'Carrier MC' }, { col: 5, text: c.carrier.mc }]);
  for (const [l, v] of referenceRows(c, style)) put(pair(bare(l), v));
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['PU', 'DEL'],
  ]);
  for (const s of c.stops) {
    put([]);
    put([{ col: 0, text: `${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`, span: 2, bold: true }], true);
    put([
      ...pair('Facility', s.facility),
      { col: 4, text: s.reference ? bare(refLabel(s, style)) : '' },
      { col: 5, text: s.reference ?? '' },
    ]);
    put([
      ...pair('Address', s.street),
      { col: 4, text: s.phone ? 'Phone' : '' },
      { col: 5, text: s.phone ? phone(s.phone, f) : '' },
    ]);
    put([
      { col: 0, text: 'City' },
      { col: 1, text: s.city },
      { col: 2, text: 'State' },
      { col: 3, text: s.state },
      { col: 4, text: 'Zip' },
      { col: 5, text: s.zip },
    ]);
    put([
      ...pair('Date', day(s.day, f.day), 0, 1),
      { col: 2, text: 'Time' },
      { col: 3, text: hours(s, f.hour), span: 2 },
    ]);
  }
  put([]);
  const goods = cargo(c, style, rng, f);
  for (let i = 0; i < goods.length; i += 2) {
    const [l1, v1] = goods[i] ?? ['', ''];
    const second = goods[i + 1];
    put([...pair(l1, v1, 0, 2), ...(second ? pair(second[0], second[1], 3, 2) : [])]);
  }
  put([]);
  const pay = charges(c, style, f);
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    put([
      { col: 3, text: l, span: 2, bold: lastRow },
      { col: 5, text: v, bold: lastRow, right: true },
    ]);
  });
  put([]);
  for (const t of TERMS) put([{ col: 0, text: t, span: 6, small: true }]);
  put([]);
  put([
    { col: 0, text: 'Carrier Signature' },
    { col: 1, text: '', span: 2 },
    { col: 3, text: 'Date' },
    { col: 4, text: '', span: 2 },
  ]);
}

export const HELDOUT_14_LAYOUTS: Layout[] = [
  { name: 'heldout14-charges-first', draw: chargesFirst },
  { name: 'heldout14-city-first-tender', draw: cityFirst },
  { name: 'heldout14-numbered-clauses', draw: numberedClauses },
  { name: 'heldout14-faxed-confirmation', draw: faxedConfirmation },
  { name: 'heldout14-spreadsheet-print', draw: spreadsheetPrint },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 14000;

export function generateHeldout14(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_14_LAYOUTS.indexOf(layout));
}
