import { cargoRows, carrierText, cityLine, type Row, rateRows, referenceRows, signature, terms } from './blocks';
import { MONTHS, type Style, two, WEEKDAYS } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, makePhone, type RateconCase, totalCents } from './ratecon-case';
import { EQUIPMENT, TERMS } from './vocabulary';

/**
 * A seventeenth held-out set, written after round 16 and measured only once: the figure for layouts
 * not tuned on. Forms none of the other sets draw: a trip plan whose stops are told as legs ("Leg 1
 * of 2: Dayton, OH to Macon, GA"), each leg giving its start and its end, so that every stop between
 * the first and the last is printed twice; a TMS print whose stops are split over two tables joined
 * by codes, a LOCATIONS table (code, name, address, phone) in the order of its codes and a SCHEDULE
 * table (sequence, activity, location code, date, window, reference); a shipper's pre-printed tender
 * form whose equipment, hazmat, stop kind and appointment type are check boxes marked "X"; a load
 * as a carrier's phone shows it, three screenshots side by side, each with its status bar's clock
 * and battery and the app's bar, the load scrolling from one screen to the next; and a US-Mexico
 * northbound confirmation with Spanish labels first, days day-first ("15/06/2026"), weights in
 * kilograms with the pounds after them, and crossing, customs and peso amounts that are not the
 * carrier's pay. Days read "Mon 2026-06-15", "JUN 15 2026", "15 Jun" (no year) or "15/06/2026",
 * hours "0800-1600", "8:00A-4:00P", "08h00 - 16h00" or "@ 0900", money "$2,150.00",
 * "2,150.00 USD" or "US$ 2,150.00".
 */

const SEVENTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender Ref', 'Load Key', 'Broker Ref #', 'Shipment No.', 'Trip #'],
  date: ['Tendered', 'Date Tendered', 'Conf. Date', 'Dated'],
  carrier: ['Awarded To', 'Carrier Assigned', 'Trucking Co.', 'Provider'],
  po: ['Purchase Order #', 'PO Ref'],
  bol: ['BOL Number', 'Bill of Lading #'],
  order: ['Cust. Order', 'Client Ref'],
  linehaul: ['Linehaul Charge', 'Base Freight', 'Transportation', 'Flat'],
  fuel: ['Fuel Surch.', 'FSC Amount', 'Fuel Sur.'],
  total: ['Total Charges', 'Total to Carrier', 'Total Linehaul + Acc.', 'Confirmed Rate'],
  commodity: ['Freight', 'Goods Description', 'Lading'],
  weight: ['Gross Weight (lb)', 'Wgt', 'Billed Weight'],
  pieces: ['Pallets / Pcs', 'Plt Count', 'Pieces (HU)'],
  equipment: ['Equip.', 'Trailer Type Req.', 'Equipment Needed'],
  miles: ['Trip Miles', 'Dispatched Miles', 'Mi.'],
  hazmat: ['Hazardous (Y/N)', 'HM Placard', 'Haz'],
  pickupRef: ['Pick #', 'Shipper #', 'Loading No.', 'Pickup Conf #'],
  deliveryRef: ['Drop #', 'Receiver #', 'Delivery Conf #', 'Unload Ref #'],
  phone: ['Ph.', 'Office', 'Dispatch Ph'],
  email: ['Mail To', 'E-Mail Address', 'Docs To'],
};

const seventeenthStyle = (style: Style, rng: Random) => restyled(style, rng, SEVENTEENTH_WORDS);

/** Day forms: "Mon 2026-06-15", "JUN 15 2026", "15 Jun" (no year) and the day-first "15/06/2026". */
type DayForm = 'wkiso' | 'caps' | 'dmon' | 'dmy';
const weekday = (d: Day) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
function day(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  if (form === 'wkiso') return `${weekday(d)} ${d.year}-${two(d.month)}-${two(d.day)}`;
  if (form === 'caps') return `${month.toUpperCase()} ${two(d.day)} ${d.year}`;
  if (form === 'dmon') return `${d.day} ${month}`;
  return `${two(d.day)}/${two(d.month)}/${d.year}`;
}
/** The sheet's own date always carries its year: a reader needs it for stop days printed without one. */
const issuedDay = (d: Day, form: DayForm) => day(d, form === 'dmon' ? 'caps' : form);

/** Hour forms: "0800-1600" ("@ 0900"), "8:00A-4:00P" ("9:00A"), "08h00 - 16h00" ("09h00"). */
type HourForm = 'mil' | 'ap' | 'h';
const fixed = (s: { from: Clock; to: Clock }) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(t: Clock, form: HourForm): string {
  if (form === 'mil') return `${two(t.hour)}${two(t.minute)}`;
  if (form === 'ap') return `${t.hour % 12 || 12}:${two(t.minute)}${t.hour < 12 ? 'A' : 'P'}`;
  return `${two(t.hour)}h${two(t.minute)}`;
}
function hours(s: { from: Clock; to: Clock }, form: HourForm): string {
  if (fixed(s)) return form === 'mil' ? `@ ${clock(s.from, form)}` : clock(s.from, form);
  return form === 'h' ? `${clock(s.from, form)} - ${clock(s.to, form)}` : `${clock(s.from, form)}-${clock(s.to, form)}`;
}

/** Money forms: "$2,150.00", "2,150.00 USD" and "US$ 2,150.00". */
type MoneyForm = 'dollar' | 'suffix' | 'us';
function money(cents: number, form: MoneyForm): string {
  const amount = `${Math.floor(cents / 100).toLocaleString('en-US')}.${two(cents % 100)}`;
  if (form === 'dollar') return `$${amount}`;
  if (form === 'suffix') return `${amount} USD`;
  return `US$ ${amount}`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['wkiso', 'caps', 'dmon']),
  hour: rng.pick(['mil', 'ap', 'h']),
  money: rng.pick(['dollar', 'suffix', 'us']),
});

/** The charges with bare labels, in the sheet's money form, the total last. */
function charges(c: RateconCase, style: Style, f: Forms): Row[] {
  const values = [c.linehaulCents, ...(c.fuelCents ? [c.fuelCents] : []), ...c.accessorials.map((a) => a.cents)];
  values.push(totalCents(c));
  return rateRows(c, style).map(([l], i): Row => [bare(l), money(values[i] ?? 0, f.money)]);
}

const cargo = (c: RateconCase, style: Style, rng: Random): Row[] =>
  cargoRows(c, style, rng).map(([l, v]): Row => [bare(l), v]);

const references = (c: RateconCase, style: Style): Row[] => referenceRows(c, style).map(([l, v]): Row => [bare(l), v]);

const authority = (c: RateconCase): Row => (c.broker.mc ? ['MC #', c.broker.mc] : ['USDOT #', c.broker.dot]);

/** Label and wrapped value pairs in one column, the values at `labelWidth`; returns the height. */
function pairs(
  sheet: Sheet,
  x: number,
  y: number,
  width: number,
  rows: Row[],
  labelWidth: number,
  opts: TextOptions = {},
) {
  let dy = 0;
  for (const [l, v] of rows) {
    sheet.text(x, y + dy, l, { ...opts, bold: true });
    const lines = sheet.wrap(v, width - labelWidth, opts);
    lines.forEach((line, i) => {
      sheet.text(x + labelWidth, y + dy + i * sheet.lead, line, opts);
    });
    dy += sheet.lead * Math.max(1, lines.length);
  }
  return dy;
}

const widest = (sheet: Sheet, rows: Row[], opts: TextOptions = { bold: true }) =>
  Math.max(0, ...rows.map(([l]) => sheet.measure(l, opts)));

/** The broker's name and contacts at the top left; returns the height. */
function brokerHead(sheet: Sheet, c: RateconCase, w: Style['words'], y: number, width = 260) {
  const b = c.broker;
  const [mcLabel, mc] = authority(c);
  sheet.text(40, y, b.name, { bold: true, size: sheet.size * 1.3 });
  const lines = [
    `${b.street}, ${cityLine(b.place)}`,
    `${bare(w.phone)}: ${b.phone}`,
    `${bare(w.email)}: ${b.email}`,
    `${mcLabel} ${mc}`,
  ];
  return sheet.lead * 1.3 + sheet.cell(40, y + sheet.lead * 1.3, width, lines, { size: sheet.size - 0.5 });
}

/** A stop's place and details as lines, headed by its number and what happens there. */
function stopLines(c: RateconCase, s: CaseStop, style: Style, f: Forms, action: string): Row[] {
  const rows: Row[] = [
    ['', `Stop ${c.stops.indexOf(s) + 1} - ${action}`],
    ['', s.facility],
    ['', s.street],
    ['', cityLine(s)],
    ['Date', day(s.day, f.day)],
    [fixed(s) ? 'Appt' : 'Window', hours(s, f.hour)],
  ];
  if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
  if (s.phone) rows.push(['Phone', s.phone]);
  return rows;
}

/** Stop lines in a column: the heading bold, the place plain, the details as "Label: value". */
function stopColumn(sheet: Sheet, x: number, y: number, width: number, rows: Row[]) {
  let dy = 0;
  rows.forEach(([l, v], i) => {
    const text = l ? `${l}: ${v}` : v;
    for (const line of sheet.wrap(text, width, { bold: i === 0 })) {
      sheet.text(x, y + dy, line, { bold: i === 0 });
      dy += sheet.lead;
    }
  });
  return dy;
}

/** `total` split over `parts` whole shares, none empty. */
function split(total: number, parts: number, rng: Random): number[] {
  const out: number[] = [];
  let left = total;
  for (let i = 0; i < parts - 1; i++) {
    const share = Math.max(1, Math.round((left / (parts - i)) * (0.6 + rng.next() * 0.6)));
    const part = Math.min(share, left - (parts - 1 - i));
    out.push(part);
    left -= part;
  }
  out.push(left);
  return out;
}

/** A trip plan told as legs, each with its start and its end: the stops between are printed twice. */
function legTender(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = seventeenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const top = sheet.y;
  const bh = brokerHead(sheet, c, w, top);
  sheet.textRight(
    572,
    top,
    rng.pick(['TRIP PLAN & RATE CONFIRMATION', 'Load Tender - Leg Detail', 'DISPATCH BY LEG']),
    {
      bold: true,
      size: sheet.size * 1.2,
    },
  );
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ];
  const hw = widest(sheet, head) + 8;
  const hh = pairs(sheet, 330, top + sheet.lead * 1.6, 242, head, hw);
  sheet.y = top + Math.max(bh, hh + sheet.lead * 1.6) + sheet.lead * 1.2;
  const legs = c.stops.length - 1;
  const legMiles = c.cargo.miles !== null && c.cargo.miles >= legs ? split(c.cargo.miles, legs, rng) : null;
  const [load, unload] = rng.pick([
    ['PICK UP', 'DELIVER'],
    ['LOAD', 'UNLOAD'],
    ['Pickup', 'Drop'],
  ]);
  sheet.text(
    40,
    sheet.y,
    `${rng.pick(['Routing', 'TRIP', 'Itinerary'])}: ${c.stops.length} stops, ${legs} leg${legs > 1 ? 's' : ''}`,
    {
      bold: true,
    },
  );
  sheet.y += sheet.lead * 1.4;
  const [startWord, endWord] = rng.pick([
    ['DEPART FROM', 'ARRIVE AT'],
    ['Leg start', 'Leg end'],
    ['FROM', 'TO'],
  ]);
  for (let k = 0; k < legs; k++) {
    const a = c.stops[k] as CaseStop;
    const b = c.stops[k + 1] as CaseStop;
    const left = stopLines(c, a, style, f, a.type === 'pickup' ? load : unload);
    const right = stopLines(c, b, style, f, b.type === 'pickup' ? load : unload);
    const height = Math.max(left.length, right.length) * sheet.lead + sheet.lead * 2.8;
    sheet.need(height + sheet.lead);
    const boxTop = sheet.y - sheet.lead + 2;
    sheet.box(40, boxTop, 532, sheet.lead + 4, true);
    const miles = legMiles ? `   ${legMiles[k]} mi` : '';
    sheet.text(46, sheet.y + 1, `LEG ${k + 1} of ${legs}:  ${a.city}, ${a.state}  to  ${b.city}, ${b.state}${miles}`, {
      bold: true,
    });
    sheet.y += sheet.lead * 1.5;
    sheet.text(46, sheet.y, startWord, { bold: true, size: sheet.size - 1 });
    sheet.text(312, sheet.y, endWord, { bold: true, size: sheet.size - 1 });
    sheet.y += sheet.lead;
    const lh = stopColumn(sheet, 46, sheet.y, 250, left);
    const rh = stopColumn(sheet, 312, sheet.y, 254, right);
    sheet.box(40, boxTop, 532, sheet.y + Math.max(lh, rh) - boxTop);
    sheet.box(306, boxTop + sheet.lead + 4, 0, sheet.y + Math.max(lh, rh) - boxTop - sheet.lead - 4);
    sheet.y += Math.max(lh, rh) + sheet.lead * 1.4;
  }
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (Math.max(goods.length, pay.length) + 3));
  sheet.text(40, sheet.y, rng.pick(['FREIGHT', 'Shipment']), { bold: true });
  sheet.text(330, sheet.y, rng.pick(['CARRIER PAY', 'Rate']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  const y = sheet.y;
  const gh = pairs(sheet, 40, y, 280, goods, widest(sheet, goods) + 8);
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    sheet.text(330, y + i * sheet.lead, l, { bold: last });
    sheet.textRight(572, y + i * sheet.lead, v, { bold: last });
  });
  sheet.y = y + Math.max(gh, pay.length * sheet.lead);
  terms(sheet);
  signature(sheet, c);
}

/** A ruled table whose cells wrap, its head shaded; `cols` are widths from x = 40. Returns nothing. */
function grid(sheet: Sheet, cols: [width: number, head: string][], rows: string[][], opts: TextOptions) {
  const lead = Math.round((opts.size ?? sheet.size) * 1.35 * 10) / 10;
  const xs: number[] = [];
  cols.reduce((x, [width]) => {
    xs.push(x);
    return x + width;
  }, 40);
  const right = 40 + cols.reduce((n, [width]) => n + width, 0);
  const line = (cells: string[], bold: boolean, shaded: boolean) => {
    const wrapped = cells.map((v, k) => sheet.wrap(v, (cols[k]?.[0] ?? 40) - 6, { ...opts, bold }));
    const height = Math.max(1, ...wrapped.map((l) => l.length)) * lead + 4;
    sheet.need(height + lead);
    const rowTop = sheet.y - lead + 1;
    sheet.box(40, rowTop, right - 40, height, shaded);
    for (const x of xs.slice(1)) sheet.box(x, rowTop, 0, height);
    wrapped.forEach((cell, k) => {
      cell.forEach((l, n) => {
        sheet.text((xs[k] ?? 40) + 3, sheet.y + 1 + n * lead, l, { ...opts, bold });
      });
    });
    sheet.y += height;
  };
  line(
    cols.map(([, h]) => h),
    true,
    true,
  );
  for (const r of rows) line(r, false, false);
  sheet.y += lead;
}

/** A TMS print whose stops are two tables joined by codes: the locations, in code order, and the schedule. */
function locationSchedule(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = seventeenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const size = Math.min(sheet.size, 8.5);
  const t = { size };
  const top = sheet.y;
  sheet.textRight(572, top, rng.pick(['LOAD TENDER', 'Carrier Confirmation', 'RATE CONFIRMATION']), {
    bold: true,
    size: sheet.size * 1.4,
  });
  const bh = brokerHead(sheet, c, w, top);
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
  ];
  const hh = pairs(sheet, 360, top + sheet.lead * 1.8, 212, head, widest(sheet, head) + 8);
  sheet.y = top + Math.max(bh, hh + sheet.lead * 1.8) + sheet.lead;
  const facts: Row[] = [[bare(w.carrier), carrierText(c)], ['Carrier MC', c.carrier.mc], ...references(c, style)];
  const goods = cargo(c, style, rng);
  const y = sheet.y;
  const fh = pairs(sheet, 40, y, 290, facts, widest(sheet, facts) + 8);
  const gh = pairs(sheet, 350, y, 222, goods, widest(sheet, goods) + 8);
  sheet.y = y + Math.max(fh, gh) + sheet.lead * 1.2;
  // Codes of the TMS's location master: the table lists them in code order, not in stop order.
  const pattern = rng.pick(['letters', 'number', 'prefixed'] as const);
  const code = () =>
    pattern === 'letters'
      ? `${rng.letters(3)}${rng.digits(3)}`
      : pattern === 'number'
        ? rng.digits(5)
        : `L-${rng.digits(4)}`;
  const codes = c.stops.map(() => code());
  const order = c.stops.map((_, i) => i).sort((a, b) => (codes[a] ?? '').localeCompare(codes[b] ?? ''));
  const heading = (s: string) => {
    sheet.need(sheet.lead * 5);
    sheet.text(40, sheet.y, s, { bold: true, size: sheet.size * 1.1 });
    sheet.y += sheet.lead * 1.4;
  };
  heading(rng.pick(['LOCATIONS', 'Locations on this load', 'STOP LOCATIONS']));
  grid(
    sheet,
    [
      [56, 'Loc Code'],
      [120, 'Name'],
      [110, 'Address'],
      [86, 'City'],
      [26, 'ST'],
      [44, 'Zip'],
      [90, 'Contact Phone'],
    ],
    order.map((i) => {
      const s = c.stops[i] as CaseStop;
      return [codes[i] ?? '', s.facility, s.street, s.city, s.state, s.zip, s.phone ?? ''];
    }),
    t,
  );
  heading(rng.pick(['SCHEDULE', 'Stop Schedule', 'SEQUENCE OF STOPS']));
  const [pu, del] = rng.pick([
    ['PICKUP', 'DELIVER'],
    ['LOAD', 'UNLOAD'],
    ['PU', 'DROP'],
  ]);
  grid(
    sheet,
    [
      [32, 'Seq'],
      [58, 'Activity'],
      [58, 'Loc Code'],
      [92, 'Date'],
      [98, rng.pick(['Appt / Window', 'Time', 'Sched. Time'])],
      [92, 'Stop Ref #'],
      [102, 'Instructions'],
    ],
    c.stops.map((s, i) => [
      String(i + 1),
      s.type === 'pickup' ? pu : del,
      codes[i] ?? '',
      day(s.day, f.day),
      hours(s, f.hour),
      s.reference ?? '',
      rng.pick(['Live', 'Live load', 'Drop & hook', 'Check in at gate', 'Driver assist', '']),
    ]),
    t,
  );
  const pay = charges(c, style, f);
  const codeOf = (l: string, i: number) =>
    i === pay.length - 1 ? '' : i === 0 ? 'LH' : l === bare(w.fuel) ? 'FSC' : l.slice(0, 3).toUpperCase();
  heading(rng.pick(['CHARGES', 'Carrier Charges']));
  grid(
    sheet,
    [
      [56, 'Code'],
      [220, 'Description'],
      [60, 'Qty'],
      [90, 'Rate'],
      [106, 'Amount'],
    ],
    pay.map(([l, v], i) => {
      const last = i === pay.length - 1;
      return [codeOf(l, i), l, last ? '' : '1', last ? '' : v, v];
    }),
    t,
  );
  terms(sheet);
  signature(sheet, c);
}

/** A check box with its caption: a small square, "X" in it when marked; returns the width used. */
function tick(sheet: Sheet, x: number, y: number, marked: boolean, caption: string, opts: TextOptions = {}) {
  const size = opts.size ?? sheet.size;
  sheet.box(x, y - size * 0.8, size * 0.9, size * 0.9);
  if (marked) sheet.text(x + size * 0.14, y - size * 0.04, 'X', { size: size * 0.9, bold: true });
  sheet.text(x + size * 1.4, y, caption, opts);
  return size * 1.4 + sheet.measure(caption, opts) + size * 1.6;
}

/** A captioned box: a small caption at its top left and the value under it, set smaller if it would not fit. */
function field(sheet: Sheet, x: number, y: number, width: number, caption: string, value: string) {
  const small = { size: Math.max(6, sheet.size - 2.5) };
  sheet.box(x, y, width, sheet.lead * 2.2);
  sheet.text(x + 3, y + small.size + 1, caption, small);
  const fit = Math.min(sheet.size, (sheet.size * (width - 8)) / Math.max(1, sheet.measure(value)));
  sheet.text(x + 4, y + sheet.lead * 1.9, value, { size: fit });
}

/** A shipper's pre-printed tender form: captioned boxes and check boxes marked "X". */
function checkboxForm(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = seventeenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const small = { size: Math.max(6, sheet.size - 2) };
  const top = sheet.y;
  sheet.text(40, top, rng.pick(['CARRIER LOAD TENDER FORM', 'Truckload Tender / Confirmation', 'TENDER & RATE FORM']), {
    bold: true,
    size: sheet.size * 1.4,
  });
  sheet.textRight(
    572,
    top,
    `Form ${rng.letters(2)}-${rng.int(10, 99)}  Rev. ${rng.int(1, 12)}/${rng.int(19, 25)}`,
    small,
  );
  sheet.y = top + sheet.lead * 1.2;
  const bh = brokerHead(sheet, c, w, sheet.y + sheet.lead);
  const fy = sheet.y;
  const box = sheet.lead * 2.2;
  field(sheet, 330, fy, 120, bare(w.load), c.loadNumber);
  field(sheet, 450, fy, 122, bare(w.date), issuedDay(c.issued, f.day));
  field(sheet, 330, fy + box, 242, bare(w.carrier), carrierText(c));
  field(sheet, 330, fy + box * 2, 120, 'Carrier MC', c.carrier.mc);
  // The references fill the slot beside the carrier's MC, then rows of two under it.
  const refs = references(c, style);
  refs.forEach(([l, v], i) => {
    const row = i ? 3 + Math.floor((i - 1) / 2) : 2;
    const left = i > 0 && (i - 1) % 2 === 0;
    field(sheet, left ? 330 : 450, fy + box * row, left ? 120 : 122, l, v);
  });
  const rows = 3 + Math.ceil(Math.max(0, refs.length - 1) / 2);
  sheet.y = Math.max(fy + bh + sheet.lead * 2, fy + box * rows) + sheet.lead * 1.6;
  // Equipment: the load's own among three others, its box marked.
  const others = rng.shuffle(EQUIPMENT.filter((e) => e !== c.cargo.equipment)).slice(0, 3);
  const options = rng.shuffle([c.cargo.equipment, ...others]);
  sheet.text(40, sheet.y, `${bare(w.equipment).toUpperCase()}:`, { bold: true });
  let x = 40 + sheet.measure(`${bare(w.equipment).toUpperCase()}:  `, { bold: true });
  for (const o of options) {
    // An option that would run past the margin starts a second line of boxes.
    if (x + sheet.measure(o) + sheet.size * 1.4 > 572) {
      sheet.y += sheet.lead * 1.3;
      x = 40 + sheet.measure(`${bare(w.equipment).toUpperCase()}:  `, { bold: true });
    }
    x += tick(sheet, x, sheet.y, o === c.cargo.equipment, o);
  }
  sheet.y += sheet.lead * 1.5;
  const haz = c.cargo.hazmat;
  sheet.text(40, sheet.y, `${bare(w.hazmat).toUpperCase()}:`, { bold: true });
  x = 40 + sheet.measure(`${bare(w.hazmat).toUpperCase()}:  `, { bold: true });
  x += tick(sheet, x, sheet.y, haz === true, 'Yes');
  x += tick(sheet, x, sheet.y, haz === false, 'No');
  tick(sheet, x + 20, sheet.y, rng.chance(0.3), rng.pick(['Team required', 'Tarps', 'Load locks']));
  sheet.y += sheet.lead * 1.8;
  const fw = 532 / 4;
  const goods: Row[] = [[bare(w.commodity), c.cargo.commodity]];
  goods.push([bare(w.weight), `${c.cargo.weight.toLocaleString('en-US')} lbs`]);
  if (c.cargo.pieces !== null) goods.push([bare(w.pieces), String(c.cargo.pieces)]);
  if (c.cargo.miles !== null) goods.push([bare(w.miles), String(c.cargo.miles)]);
  goods.forEach(([l, v], i) => {
    field(sheet, 40 + i * fw, sheet.y, fw, l, v);
  });
  sheet.y += box + sheet.lead * 1.6;
  const [pickWord, dropWord] = rng.pick([
    ['Pick up', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['Load', 'Unload'],
  ]);
  for (const s of c.stops) drawStopForm(sheet, c, s, style, f, rng, [pickWord, dropWord]);
  drawPayForm(sheet, c, style, f, rng);
  sheet.y += sheet.lead * 0.5;
  for (const line of sheet.wrap(`Questions: ${b.name} ${b.phone}. ${TERMS.join(' ')}`, 532, small)) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, line, small);
    sheet.y += sheet.lead * 0.85;
  }
  signature(sheet, c);
}

/** One stop of the tender form: kind and appointment type as check boxes over captioned boxes. */
function drawStopForm(
  sheet: Sheet,
  c: RateconCase,
  s: CaseStop,
  style: Style,
  f: Forms,
  rng: Random,
  [pickWord, dropWord]: string[],
) {
  const box = sheet.lead * 2.2;
  sheet.need(box * 3 + sheet.lead * 3);
  const y = sheet.y;
  sheet.box(40, y - sheet.lead + 1, 532, sheet.lead + 4, true);
  sheet.text(46, y + 1, `STOP ${c.stops.indexOf(s) + 1}`, { bold: true });
  let x = 110;
  x += tick(sheet, x, y + 1, s.type === 'pickup', pickWord ?? 'Pick up');
  x += tick(sheet, x, y + 1, s.type === 'delivery', dropWord ?? 'Delivery');
  x += 20;
  x += tick(sheet, x, y + 1, fixed(s), 'Appointment');
  x += tick(sheet, x, y + 1, !fixed(s), 'FCFS / Open');
  if (x + 10 + sheet.measure('Drop trailer') + sheet.size * 1.4 < 566)
    tick(sheet, x + 10, y + 1, rng.chance(0.3), 'Drop trailer');
  const at = y + 5;
  field(sheet, 40, at, 220, 'Facility Name', s.facility);
  field(sheet, 260, at, 180, 'Street Address', s.street);
  field(sheet, 440, at, 132, 'Phone', s.phone ?? '');
  const row2 = at + box;
  field(sheet, 40, row2, 120, 'City', s.city);
  field(sheet, 160, row2, 40, 'State', s.state);
  field(sheet, 200, row2, 60, 'Zip', s.zip);
  field(sheet, 260, row2, 100, 'Date', day(s.day, f.day));
  if (fixed(s)) field(sheet, 360, row2, 80, 'Appt Time', hours(s, f.hour).replace(/^@ /, ''));
  else {
    field(sheet, 360, row2, 40, 'From', clock(s.from, f.hour));
    field(sheet, 400, row2, 40, 'To', clock(s.to, f.hour));
  }
  field(sheet, 440, row2, 132, bare(refLabel(s, style)), s.reference ?? '');
  sheet.y = row2 + box + sheet.lead * 1.6;
}

/** The pay of the tender form: the rate basis as check boxes, the charges in boxes, the payment terms. */
function drawPayForm(sheet: Sheet, c: RateconCase, style: Style, f: Forms, rng: Random) {
  const pay = charges(c, style, f);
  const box = sheet.lead * 2.2;
  sheet.need(box * 2 + sheet.lead * 4);
  sheet.text(40, sheet.y, 'RATE BASIS:', { bold: true });
  let x = 40 + sheet.measure('RATE BASIS:  ', { bold: true });
  x += tick(sheet, x, sheet.y, true, 'Flat');
  x += tick(sheet, x, sheet.y, false, 'Per mile');
  tick(sheet, x, sheet.y, false, 'Per cwt');
  sheet.y += sheet.lead * 0.6;
  const width = 532 / Math.max(4, pay.length);
  pay.forEach(([l, v], i) => {
    field(sheet, 40 + i * width, sheet.y, width, l, v);
  });
  sheet.y += box + sheet.lead * 1.4;
  let tx = 40;
  tx += tick(sheet, tx, sheet.y, false, `Quick pay (${rng.pick([2, 3, 4])}% fee, ${rng.pick([2, 5, 7])} days)`, {
    size: sheet.size - 1,
  });
  tick(sheet, tx, sheet.y, true, `Standard terms (${rng.pick([30, 45])} days)`, { size: sheet.size - 1 });
  sheet.y += sheet.lead * 1.2;
}

/** One element of a phone screen: a caption, a value, a heading, a pay line or a gap. */
type Item = { kind: 'caption' | 'value' | 'strong' | 'heading' | 'pay' | 'gap'; text: string; right?: string };

/** The load as the carrier's app lists it: summary, stops, freight, pay and the broker's contacts. */
function appItems(c: RateconCase, style: Style, f: Forms, rng: Random): Item[][] {
  const w = style.words;
  const b = c.broker;
  const cv = (caption: string, value: string): Item[] => [
    { kind: 'caption', text: caption },
    { kind: 'value', text: value },
  ];
  const pay = charges(c, style, f);
  const total = pay[pay.length - 1] ?? ['', ''];
  const blocks: Item[][] = [
    [
      { kind: 'strong', text: b.name },
      { kind: 'caption', text: rng.pick(['Status: Booked', 'Status: Dispatched', 'Status: Confirmed']) },
      { kind: 'gap', text: '' },
      ...cv(total[0], total[1]),
    ],
    [{ kind: 'heading', text: rng.pick(['Load details', 'Overview', 'Summary']) }],
    cv(bare(w.load), c.loadNumber),
    cv(bare(w.date), issuedDay(c.issued, f.day)),
    cv(bare(w.carrier), carrierText(c)),
    cv('Carrier MC', c.carrier.mc),
    ...references(c, style).map(([l, v]) => cv(l, v)),
    [{ kind: 'heading', text: `Stops (${c.stops.length})` }],
  ];
  const [pickWord, dropWord] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['Pick up', 'Drop off'],
    ['SHIPPER', 'RECEIVER'],
  ]);
  for (const s of c.stops) {
    const block: Item[] = [
      { kind: 'strong', text: `${c.stops.indexOf(s) + 1}  ${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}` },
      { kind: 'value', text: s.facility },
      { kind: 'value', text: s.street },
      { kind: 'value', text: cityLine(s) },
      ...cv(fixed(s) ? 'Appointment' : 'Window', `${day(s.day, f.day)}  ${hours(s, f.hour)}`),
    ];
    if (s.reference) block.push(...cv(bare(refLabel(s, style)), s.reference));
    if (s.phone) block.push(...cv('Facility phone', s.phone));
    block.push({ kind: 'gap', text: '' });
    blocks.push(block);
  }
  blocks.push([{ kind: 'heading', text: rng.pick(['Freight', 'Load info']) }]);
  for (const [l, v] of cargo(c, style, rng)) blocks.push(cv(l, v));
  blocks.push([
    { kind: 'heading', text: rng.pick(['Rate breakdown', 'Pay', 'Payment']) },
    ...pay.map(([l, v]): Item => ({ kind: 'pay', text: l, right: v })),
  ]);
  const [mcLabel, mc] = authority(c);
  blocks.push([
    { kind: 'heading', text: rng.pick(['Broker contact', 'Contact', 'Need help?']) },
    { kind: 'value', text: b.name },
    { kind: 'value', text: `${b.street}, ${cityLine(b.place)}` },
    ...cv(bare(w.phone), b.phone),
    ...cv(bare(w.email), b.email),
    ...cv(mcLabel.replace(/ #$/, ''), mc),
  ]);
  return blocks;
}

/** A load as three phone screenshots side by side, each with its status bar and app bar, scrolling on. */
function phoneScreens(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = seventeenthStyle(args.style, rng);
  const f = drawForms(rng);
  const size = rng.pick([7, 7.5]);
  const lead = Math.round(size * 1.4 * 10) / 10;
  const cap = { size: size - 1 };
  const [width, gap, top, bottom] = [168, 14, 52, 748];
  const app = rng.pick(['LoadLink Driver', 'HaulerHub', 'FreightPocket']);
  const battery = rng.int(20, 98);
  let clockMinute = rng.int(0, 50);
  const clockHour = rng.int(6, 11);
  sheet.text(
    40,
    36,
    rng.pick(['Screenshots sent by driver', 'Load details (app screenshots)', 'Attached: screenshots']),
    {
      size: sheet.size - 1,
    },
  );
  let frame = -1;
  let y = 0;
  let x0 = 40;
  /** A new screen: its frame, the phone's status bar (clock, signal, battery) and the app's bar. */
  const screen = () => {
    frame += 1;
    if (frame > 0 && frame % 3 === 0) {
      sheet.newPage();
      sheet.text(40, 36, '(continued)', { size: sheet.size - 1 });
    }
    x0 = 40 + (frame % 3) * (width + gap);
    sheet.box(x0, top, width, bottom - top);
    clockMinute += rng.int(0, 2);
    sheet.text(x0 + 8, top + lead, `${clockHour}:${two(clockMinute)}`, { size, bold: true });
    sheet.textRight(x0 + width - 8, top + lead, `LTE  ${battery - frame}%`, { size });
    sheet.box(x0, top + lead * 1.6, width, lead * 1.8, true);
    sheet.text(x0 + 8, top + lead * 2.8, `<  ${app}`, { size, bold: true });
    sheet.textRight(x0 + width - 8, top + lead * 2.8, frame ? '...' : 'Share', { size });
    sheet.rule(x0 + width / 2 - 20, bottom - 6, x0 + width / 2 + 20, 1.5);
    y = top + lead * 5;
  };
  const inner = width - 16;
  const linesOf = (it: Item) =>
    it.kind === 'pay' || it.kind === 'gap'
      ? [it.text]
      : sheet.wrap(it.text, inner, {
          size: it.kind === 'caption' ? cap.size : size,
          bold: it.kind !== 'caption' && it.kind !== 'value',
        });
  screen();
  for (const block of appItems(c, style, f, rng)) {
    const height = block.reduce((h, it) => h + linesOf(it).length * lead, 0) + lead;
    if (y + height > bottom - 16) screen();
    for (const it of block) {
      if (it.kind === 'heading') {
        y += lead * 0.4;
        sheet.rule(x0 + 6, y - lead + 2, x0 + width - 6, 0.4);
      }
      if (it.kind === 'pay') {
        sheet.text(x0 + 8, y, it.text, { size });
        sheet.textRight(x0 + width - 8, y, it.right ?? '', { size, bold: true });
        y += lead;
        continue;
      }
      const opts = it.kind === 'caption' ? cap : { size, bold: it.kind === 'strong' || it.kind === 'heading' };
      for (const l of linesOf(it)) {
        sheet.text(x0 + 8, y, l, it.kind === 'heading' ? { size: size * 1.15, bold: true } : opts);
        y += it.kind === 'caption' ? lead * 0.85 : lead;
      }
    }
    y += lead * 0.3;
  }
}

/** Spanish words for the cross-border sheet, each set before the English. */
const SPANISH: Partial<Record<keyof Style['words'], string>> = {
  load: 'No. de carga',
  date: 'Fecha',
  carrier: 'Transportista',
  po: 'Orden de compra',
  bol: 'Conocimiento de embarque',
  order: 'Pedido',
  linehaul: 'Flete',
  fuel: 'Recargo combustible',
  total: 'Total',
  commodity: 'Mercancía',
  weight: 'Peso',
  pieces: 'Tarimas',
  equipment: 'Equipo',
  miles: 'Millas',
  hazmat: 'Material peligroso',
};

/** A US-Mexico northbound confirmation: Spanish first, days day-first, kilograms first, peso amounts not the carrier's. */
function crossBorderNorthbound(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = seventeenthStyle(args.style, rng);
  const f: Forms = { day: 'dmy', hour: rng.pick(['mil', 'h']), money: rng.pick(['suffix', 'us']) };
  const w = style.words;
  const es = (key: keyof Style['words'], en: string) => (SPANISH[key] ? `${SPANISH[key]} / ${bare(en)}` : bare(en));
  const top = sheet.y;
  const bh = brokerHead(sheet, c, w, top, 270);
  const mx = `Oficina México: ${rng.pick(['Monterrey, N.L.', 'Nuevo Laredo, Tamps.', 'Cd. Juárez, Chih.'])}  Tel. +52 ${rng.int(55, 899)} ${rng.digits(3)} ${rng.digits(4)}`;
  sheet.text(40, top + bh, mx, { size: sheet.size - 1.5 });
  sheet.textRight(572, top, 'CONFIRMACIÓN DE CARGA', { bold: true, size: sheet.size * 1.25 });
  sheet.textRight(572, top + sheet.lead * 1.3, 'Load Confirmation - Northbound', { size: sheet.size });
  const head: Row[] = [
    [es('load', w.load), c.loadNumber],
    [es('date', w.date), issuedDay(c.issued, f.day)],
  ];
  const hw = widest(sheet, head) + 8;
  pairs(sheet, 572 - 110 - hw, top + sheet.lead * 2.8, 110 + hw, head, hw);
  sheet.y = top + Math.max(bh + sheet.lead * 1.2, sheet.lead * 5.6) + sheet.lead;
  const note = 'Fechas en formato DD/MM/AAAA (day/month/year) - horario de 24 horas (24-hour clock)';
  sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead + 3, true);
  sheet.text(46, sheet.y + 1, note, { bold: true, size: sheet.size - 1 });
  sheet.y += sheet.lead * 1.8;
  const refKeys = (['po', 'bol', 'order'] as const).filter((k) => c.references.some((r) => r.kind === k));
  const carrierRows: Row[] = [
    [es('carrier', w.carrier), carrierText(c)],
    ['MC / Permiso', c.carrier.mc],
    ...references(c, style).map(([l, v], i): Row => [es(refKeys[i] ?? 'po', l), v]),
  ];
  sheet.y += pairs(sheet, 40, sheet.y, 532, carrierRows, widest(sheet, carrierRows) + 10) + sheet.lead * 0.6;
  crossingBox(sheet, c, rng);
  for (const s of c.stops) crossBorderStop(sheet, c, s, style, f);
  crossBorderFreight(sheet, c, style, rng, es);
  const pay = charges(c, style, f);
  const keys: (keyof Style['words'] | undefined)[] = [
    'linehaul',
    ...(c.fuelCents ? (['fuel'] as const) : []),
    ...c.accessorials.map(() => undefined),
    'total',
  ];
  sheet.need(sheet.lead * (pay.length + 5));
  sheet.text(40, sheet.y, 'TARIFA AL TRANSPORTISTA / CARRIER RATE (USD)', { bold: true });
  sheet.y += sheet.lead * 1.3;
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    const key = keys[i];
    sheet.text(300, sheet.y, key ? es(key, l) : l, { bold: last });
    sheet.textRight(572, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
  const rate = `${rng.int(16, 19)}.${two(rng.int(0, 99))}`;
  const fees = `MXN $${rng.int(12, 48)},${rng.int(100, 999)}.00`;
  const extras = [
    `Tipo de cambio / Exchange rate: ${rate} MXN por USD (referencia)`,
    `Maniobras y cruce pagados por el cliente / Crossing fees paid by shipper: ${fees}`,
  ];
  for (const e of extras) {
    sheet.text(40, sheet.y, e, { size: sheet.size - 1.5 });
    sheet.y += sheet.lead;
  }
  terms(sheet);
  signature(sheet, c);
}

/** The crossing: bridge, customs brokers on both sides, the entry number and a crossing day. */
function crossingBox(sheet: Sheet, c: RateconCase, rng: Random) {
  const first = c.stops[0] as CaseStop;
  const crossed = new Date(Date.UTC(first.day.year, first.day.month - 1, first.day.day - rng.int(1, 2)));
  const crossDay = `${two(crossed.getUTCDate())}/${two(crossed.getUTCMonth() + 1)}/${crossed.getUTCFullYear()}`;
  const rows: Row[] = [
    ['Cruce / Crossing', `${rng.pick(['Puente Internacional 2', 'Puente Comercial Norte', 'Garita de Carga 3'])}`],
    ['Fecha de cruce (ref.)', crossDay],
    [
      'Agente aduanal MX',
      `Agencia Aduanal ${rng.pick(['Valecrest', 'Tamarack', 'Sunstone'])}  +52 ${rng.int(55, 899)} ${rng.digits(3)} ${rng.digits(4)}`,
    ],
    ['US Customs Broker', `${rng.pick(['Ashgrove', 'Pembrook', 'Driftwood'])} Customs Brokerage  ${makePhone(rng)}`],
    ['Pedimento', `${rng.digits(2)}  ${rng.digits(2)}  ${rng.digits(4)}  ${rng.digits(7)}`],
    ['Caja / Trailer MX', `${rng.letters(2)}${rng.digits(5)}`],
  ];
  const height = rows.length * sheet.lead + sheet.lead * 1.8;
  sheet.need(height + sheet.lead);
  const boxTop = sheet.y - sheet.lead + 2;
  sheet.box(40, boxTop, 532, height);
  sheet.text(46, sheet.y + 1, 'DATOS DE CRUCE / BORDER CROSSING (transfer, not a stop)', {
    bold: true,
    size: sheet.size - 0.5,
  });
  sheet.y += sheet.lead * 1.3;
  const small = { size: sheet.size - 1 };
  sheet.y += pairs(sheet, 46, sheet.y, 520, rows, widest(sheet, rows, { ...small, bold: true }) + 10, small);
  sheet.y = boxTop + height + sheet.lead * 1.4;
}

/** One stop of the cross-border sheet: Spanish headings, the place left and the details right. */
function crossBorderStop(sheet: Sheet, c: RateconCase, s: CaseStop, style: Style, f: Forms) {
  const pick = s.type === 'pickup';
  const head = pick ? `ORIGEN / PICKUP ${nth(c, s)}` : `DESTINO / DELIVERY ${nth(c, s)}`;
  const detail: Row[] = [
    ['Fecha / Date', day(s.day, f.day)],
    [fixed(s) ? 'Cita / Appt' : 'Horario / Hours', hours(s, f.hour)],
  ];
  if (s.reference) detail.push([`Ref. / ${bare(refLabel(s, style))}`, s.reference]);
  if (s.phone) detail.push(['Tel. / Phone', s.phone]);
  sheet.need(sheet.lead * 7);
  sheet.text(40, sheet.y, head, { bold: true });
  sheet.rule(40, sheet.y + 3, 572, 0.6);
  sheet.y += sheet.lead * 1.3;
  const y = sheet.y;
  const ph = sheet.cell(40, y, 240, [s.facility, s.street, cityLine(s)]);
  const dh = pairs(sheet, 300, y, 272, detail, widest(sheet, detail) + 8);
  sheet.y = y + Math.max(ph, dh) + sheet.lead * 0.6;
}

/** The freight of the cross-border sheet, the weight in kilograms first. */
function crossBorderFreight(
  sheet: Sheet,
  c: RateconCase,
  style: Style,
  rng: Random,
  es: (key: keyof Style['words'], en: string) => string,
) {
  const w = style.words;
  const kg = Math.round(c.cargo.weight * 0.45359237).toLocaleString('en-US');
  const rows: Row[] = [
    [es('commodity', w.commodity), c.cargo.commodity],
    [es('weight', w.weight), `${kg} kg  (${c.cargo.weight.toLocaleString('en-US')} lb)`],
  ];
  if (c.cargo.pieces !== null) rows.push([es('pieces', w.pieces), String(c.cargo.pieces)]);
  rows.push([es('equipment', w.equipment), c.cargo.equipment]);
  if (c.cargo.miles !== null) rows.push([es('miles', w.miles), String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([es('hazmat', w.hazmat), c.cargo.hazmat ? 'Sí / Yes' : 'No']);
  rows.push(['Fracción arancelaria (ref.)', `${rng.digits(4)}.${rng.digits(2)}.${rng.digits(2)}`]);
  sheet.need(sheet.lead * (rows.length + 2));
  sheet.y += sheet.lead * 0.4;
  sheet.text(40, sheet.y, 'MERCANCÍA / FREIGHT', { bold: true });
  sheet.y += sheet.lead * 1.3;
  sheet.y += pairs(sheet, 40, sheet.y, 532, rows, widest(sheet, rows) + 10) + sheet.lead;
}

export const HELDOUT_17_LAYOUTS: Layout[] = [
  { name: 'heldout17-leg-tender', draw: legTender },
  { name: 'heldout17-location-schedule', draw: locationSchedule },
  { name: 'heldout17-checkbox-form', family: 'helvetica', draw: checkboxForm },
  { name: 'heldout17-phone-screens', family: 'helvetica', draw: phoneScreens },
  { name: 'heldout17-cross-border-northbound', draw: crossBorderNorthbound },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 17000;

export function generateHeldout17(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_17_LAYOUTS.indexOf(layout));
}
