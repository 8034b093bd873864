import {
  cargoRows,
  carrierText,
  cityLine,
  kvColumn,
  type Row,
  rateRows,
  referenceRows,
  signature,
  terms,
} from './blocks';
import { DAY_NAMES, MONTH_NAMES, type Style, two } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, Clock, Day, RateconCase } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A fifteenth held-out set, written before the reader was changed for the fourteenth set and
 * measured only once: the figure for layouts not tuned on. Forms none of the other sets draw: a
 * confirmation printed from a broker's web portal (the browser's print header, a breadcrumb, tabs
 * "Load Details | Stops | Documents", cards of "label value" rows, the page's address at the foot);
 * a sheet whose first pickup and last delivery sit in a two-row FROM / TO band at the top with their
 * dates under them, any other stops and all other details below; a multi-stop confirmation whose
 * middle deliveries are "Stop-off" drops, each stop giving the pieces and weight loaded or dropped
 * there beside the load's totals; a plain one-field-a-line sheet in a proportional font whose labels
 * run to their values along dotted leaders ("Load Number ........ 123456"); and a confirmation with a
 * remittance stub below a "detach" line that repeats the load, the carrier and the amount, the amount
 * also in words. Days read "June 15, 2026", "2026/06/15" or "Monday, June 15", hours
 * "8:00 am - 2:00 pm", "between 08:00 and 14:00" ("at 09:00") or "08:00–14:00", money "$2,150.00"
 * or, when whole, "$2,150".
 */

const FIFTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Load ID #', 'Broker Load #', 'Tender No.', 'Load Ref No.', 'Reference Load #'],
  carrier: ['Carrier Company', 'Assigned Carrier', 'Booked Carrier', 'Carrier of Record'],
  linehaul: ['Line-Haul', 'Freight Rate', 'Linehaul Pay', 'Base Pay'],
  fuel: ['Fuel Surcharge Amt', 'Fuel Charge', 'FSC Total'],
  total: ['Total Carrier Rate', 'Carrier Pay Total', 'Total Amount', 'Net Pay to Carrier'],
  commodity: ['Item Description', 'Freight Description', 'Material', 'Commodity Type'],
  weight: ['Total Weight', 'Total Wt.', 'Declared Weight', 'Lbs'],
  pieces: ['Pallet Count', 'Total Pieces', 'Pkgs', 'Piece Count'],
  equipment: ['Equipment Required', 'Trailer Required', 'Mode / Equipment', 'Trailer Size/Type'],
  miles: ['Total Distance', 'Mileage', 'Trip Distance'],
  hazmat: ['Hazardous Materials', 'Haz Mat', 'Haz. Materials'],
  pickupRef: ['Pickup Ref', 'PU Appt #', 'Pickup Confirmation', 'Shipper Appt Ref'],
  deliveryRef: ['Delivery Ref', 'DEL Appt #', 'Delivery Confirmation', 'Receiver Ref'],
  phone: ['Phone #', 'Office Phone', 'Call'],
  email: ['Contact Email', 'Reply To', 'Email Us'],
};

const fifteenthStyle = (style: Style, rng: Random) => restyled(style, rng, FIFTEENTH_WORDS);

/** Day forms this set adds: "June 15, 2026", "2026/06/15" and "Monday, June 15" (no year). */
type DayForm = 'long' | 'ymd' | 'weekday';
function day(d: Day, form: DayForm): string {
  const month = MONTH_NAMES[d.month - 1] ?? '';
  if (form === 'long') return `${month} ${d.day}, ${d.year}`;
  if (form === 'ymd') return `${d.year}/${two(d.month)}/${two(d.day)}`;
  const weekday = DAY_NAMES[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
  return `${weekday}, ${month} ${d.day}`;
}
/** The sheet's own date carries its year in every form. */
const issuedDay = (d: Day, form: DayForm) => (form === 'weekday' ? `${day(d, form)}, ${d.year}` : day(d, form));

/** The load number and issue day right-aligned under the title, a line apart from `y`. */
function loadAndDate(sheet: Sheet, y: number, c: RateconCase, w: Style['words'], form: DayForm) {
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, form)],
  ];
  head.forEach(([l, v], i) => {
    const at = y + sheet.lead * i;
    sheet.textRight(572, at, v);
    sheet.textRight(566 - sheet.measure(v), at, `${l}:`, { bold: true });
  });
}

/** Hour forms: "8:00 am - 2:00 pm" ("9:00 am"), "between 08:00 and 14:00" ("at 09:00") or "08:00–14:00" ("09:00 appt"). */
type HourForm = 'lower' | 'between' | 'dash';
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
const clock = (t: Clock) => `${two(t.hour)}:${two(t.minute)}`;
const lower = (t: Clock) => `${t.hour % 12 || 12}:${two(t.minute)} ${t.hour < 12 ? 'am' : 'pm'}`;
function hours(s: CaseStop, form: HourForm): string {
  if (form === 'lower') return fixed(s) ? lower(s.from) : `${lower(s.from)} - ${lower(s.to)}`;
  if (form === 'between') return fixed(s) ? `at ${clock(s.from)}` : `between ${clock(s.from)} and ${clock(s.to)}`;
  return fixed(s) ? `${clock(s.from)} appt` : `${clock(s.from)}\u2013${clock(s.to)}`;
}

type Forms = { day: DayForm; hour: HourForm; round: boolean };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['long', 'ymd', 'weekday']),
  hour: rng.pick(['lower', 'between', 'dash']),
  round: rng.chance(0.4),
});

/** Money as "$2,150.00" or, on sheets that round, "$2,150" when there are no cents. */
const dollars = (v: string, f: Forms) => (f.round ? v.replace(/\.00$/, '') : v);

/** The charges with bare labels. */
const charges = (c: RateconCase, style: Style, f: Forms): Row[] =>
  rateRows(c, { ...style, money: 'dollar' }).map(([l, v]): Row => [bare(l), dollars(v, f)]);

/** The cargo with bare labels. */
const cargo = (c: RateconCase, style: Style, rng: Random): Row[] =>
  cargoRows(c, style, rng).map(([l, v]): Row => [bare(l), v]);

const references = (c: RateconCase, style: Style): Row[] => referenceRows(c, style).map(([l, v]): Row => [bare(l), v]);

const authority = (c: RateconCase): Row => (c.broker.mc ? ['MC #', c.broker.mc] : ['USDOT #', c.broker.dot]);

/** Labels in a column of their own, values wrapped beside them at `labelWidth`; returns the height. */
function fieldRows(
  sheet: Sheet,
  x: number,
  y: number,
  width: number,
  rows: Row[],
  labelWidth: number,
  label: TextOptions = {},
  value: TextOptions = {},
) {
  let dy = 0;
  for (const [l, v] of rows) {
    sheet.text(x, y + dy, l, label);
    const lines = sheet.wrap(v, width - labelWidth, value);
    lines.forEach((line, i) => {
      sheet.text(x + labelWidth, y + dy + i * sheet.lead, line, value);
    });
    dy += sheet.lead * Math.max(1, lines.length) + 2;
  }
  return dy;
}

const widest = (sheet: Sheet, rows: Row[], opts: TextOptions = {}) =>
  Math.max(0, ...rows.map(([l]) => sheet.measure(l, opts)));

/** A confirmation printed from the broker's web portal: browser header and footer, breadcrumb, tabs and cards. */
function portalPrint(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fifteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const domain = b.email.split('@')[1] ?? 'example.com';
  const portal = rng.pick(['Carrier Portal', 'CarrierConnect', 'Partner Portal']);
  const url = `https://${rng.pick(['carriers', 'portal', 'partners'])}.${domain}/loads/${c.loadNumber}/${rng.pick(['confirmation', 'print', 'details'])}`;
  const minute = `${rng.int(1, 12)}:${two(rng.int(0, 59))} ${rng.pick(['AM', 'PM'])}`;
  const stamp = `${c.issued.month}/${c.issued.day}/${String(c.issued.year).slice(2)}, ${minute}`;
  const tiny = { size: Math.max(6, sheet.size - 2.5) };
  const small = { size: sheet.size - 1 };
  let page = 1;
  const chrome = () => {
    sheet.text(30, 20, stamp, tiny);
    sheet.text(250, 20, `${portal} - ${b.name}`, tiny);
    sheet.text(30, 766, url, tiny);
    sheet.textRight(582, 766, String(page), tiny);
  };
  const need = (h: number) => {
    if (sheet.y + h <= 740) return;
    sheet.newPage();
    page += 1;
    chrome();
    sheet.y = 50;
  };
  chrome();
  sheet.y = 48;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, portal, { bold: true });
  sheet.y += sheet.lead;
  sheet.textRight(572, sheet.y, `Welcome, ${c.carrier.name}`, small);
  sheet.y += 5;
  sheet.rule(40, sheet.y, 572, 1);
  sheet.y += sheet.lead * 1.3;
  sheet.text(40, sheet.y, `Home  >  ${rng.pick(['My Loads', 'Loads', 'Booked Loads'])}  >  ${c.loadNumber}`, small);
  sheet.y += sheet.lead * 1.8;
  sheet.text(40, sheet.y, `${rng.pick(['Rate Confirmation', 'Load', 'Load Confirmation'])} ${c.loadNumber}`, {
    bold: true,
    size: sheet.size * 1.5,
  });
  const status = rng.pick(['BOOKED', 'DISPATCHED', 'CONFIRMED']);
  const statusWidth = sheet.measure(status, { bold: true, size: sheet.size - 1 }) + 12;
  sheet.box(572 - statusWidth, sheet.y - sheet.lead, statusWidth, sheet.lead + 3, true);
  sheet.text(578 - statusWidth, sheet.y, status, { bold: true, size: sheet.size - 1 });
  sheet.y += sheet.lead * 1.8;
  const tabs = ['Load Details', 'Stops', 'Documents', rng.pick(['Tracking', 'Check Calls']), 'Payments'];
  let tx = 40;
  const tabTop = sheet.y - sheet.lead + 1;
  tabs.forEach((t, i) => {
    const width = sheet.measure(t, { bold: i === 0 }) + 18;
    sheet.box(tx, tabTop, width, sheet.lead + 5, i === 0);
    sheet.text(tx + 9, sheet.y + 1, t, { bold: i === 0 });
    tx += width + 2;
  });
  sheet.rule(40, tabTop + sheet.lead + 5, 572, 1);
  sheet.y += sheet.lead * 2;
  const label = { size: sheet.size - 1 };
  /** A card: a shaded head across its top, its rows, a border round both. */
  const card = (headText: string, height: number, body: (top: number) => void) => {
    need(height + sheet.lead * 2.5);
    const top = sheet.y - sheet.lead + 2;
    sheet.box(40, top, 532, sheet.lead + 4, true);
    sheet.text(48, sheet.y + 1, headText, { bold: true });
    sheet.y += sheet.lead * 1.6;
    body(sheet.y);
    sheet.y += height;
    sheet.box(40, top, 532, sheet.y - top - sheet.lead * 0.6);
    sheet.y += sheet.lead * 0.8;
  };
  const [mcLabel, mc] = authority(c);
  const left: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ];
  const right = cargo(c, style, rng);
  const lw = Math.min(110, Math.max(widest(sheet, left, label), widest(sheet, right, label)) + 12);
  const measureRows = (rows: Row[], width: number) =>
    rows.reduce((h, [, v]) => h + sheet.lead * Math.max(1, sheet.wrap(v, width - lw).length) + 2, 0);
  const summaryHeight = Math.max(measureRows(left, 250), measureRows(right, 250));
  card(rng.pick(['Load Summary', 'Load Details', 'Shipment Information']), summaryHeight, (y) => {
    fieldRows(sheet, 50, y, 250, left, lw, label);
    fieldRows(sheet, 316, y, 250, right, lw, label);
  });
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Pick', 'Drop'],
    ['Shipper', 'Receiver'],
  ]);
  const whenWord = rng.pick(['Appointment', 'Scheduled', 'Date']);
  const timeWord = rng.pick(['Time', 'Window', 'Hours']);
  c.stops.forEach((s, i) => {
    const place = [s.facility, s.street, cityLine(s)];
    const detail: Row[] = [
      [whenWord, day(s.day, f.day)],
      [timeWord, hours(s, f.hour)],
    ];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push(['Phone', s.phone]);
    const dw = widest(sheet, detail, label) + 12;
    const placeHeight = place.reduce((h, v) => h + sheet.wrap(v, 230, { bold: v === s.facility }).length, 0);
    const height = Math.max(placeHeight * sheet.lead, detail.length * (sheet.lead + 2));
    card(`${rng.pick(['Stop', 'Stop', '#'])} ${i + 1}: ${s.type === 'pickup' ? pickWord : dropWord}`, height, (y) => {
      let dy = 0;
      for (const v of place) {
        for (const l of sheet.wrap(v, 230, { bold: v === s.facility })) {
          sheet.text(50, y + dy, l, { bold: v === s.facility });
          dy += sheet.lead;
        }
      }
      fieldRows(sheet, 316, y, 250, detail, dw, label);
    });
  });
  const pay = charges(c, style, f);
  card(rng.pick(['Rate', 'Carrier Pay', 'Payment Details']), pay.length * sheet.lead + 4, (y) => {
    pay.forEach(([l, v], k) => {
      const lastRow = k === pay.length - 1;
      if (lastRow) sheet.rule(316, y + k * sheet.lead - sheet.lead + 3, 560, 0.4);
      sheet.text(316, y + k * sheet.lead + (lastRow ? 2 : 0), l, { bold: lastRow });
      sheet.textRight(560, y + k * sheet.lead + (lastRow ? 2 : 0), v, { bold: lastRow });
    });
    const contact: string[] = [`${bare(w.phone)}: ${b.phone}`, `${bare(w.email)}: ${b.email}`];
    contact.forEach((t, k) => {
      sheet.text(50, y + k * sheet.lead, t, small);
    });
  });
  const small6 = { size: Math.max(6.5, sheet.size - 2) };
  const termLines = sheet.wrap(TERMS.join(' '), 512, small6);
  card('Terms & Conditions', termLines.length * sheet.lead * 0.85, (y) => {
    termLines.forEach((t, k) => {
      sheet.text(50, y + k * sheet.lead * 0.85, t, small6);
    });
  });
  need(sheet.lead * 4);
  sheet.text(40, sheet.y, `${b.name}  |  ${b.street}, ${cityLine(b.place)}  |  ${mcLabel} ${mc}`, small);
  sheet.y += sheet.lead * 1.6;
  const accept = rng.pick(['Accept Load', 'I Accept', 'Sign & Accept']);
  const aw = sheet.measure(accept, { bold: true }) + 20;
  sheet.box(40, sheet.y - sheet.lead + 1, aw, sheet.lead + 4, true);
  sheet.text(50, sheet.y + 1, accept, { bold: true });
  sheet.text(60 + aw, sheet.y + 1, `E-signed by carrier: ______________________`, small);
  sheet.y += sheet.lead;
}

/** Pickup and delivery in a two-row FROM / TO band at the top, their dates under them; everything else below. */
function fromToBand(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fifteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.3 });
  const [mcLabel, mc] = authority(c);
  const small = { size: sheet.size - 1 };
  sheet.cell(
    40,
    top + sheet.lead * 1.3,
    280,
    [
      `${b.street}, ${cityLine(b.place)}`,
      `${bare(w.phone)} ${b.phone}  ${bare(w.email)} ${b.email}`,
      `${mcLabel} ${mc}`,
    ],
    small,
  );
  sheet.textRight(572, top, rng.pick(['Rate Confirmation', 'LOAD CONFIRMATION', 'Carrier Confirmation']), {
    bold: true,
    size: sheet.size * 1.3,
  });
  loadAndDate(sheet, top + sheet.lead * 1.3, c, w, f.day);
  sheet.y = top + sheet.lead * 5;
  const first = c.stops[0] as CaseStop;
  const last = c.stops[c.stops.length - 1] as CaseStop;
  const count = c.stops.length;
  const [fromWord, toWord] = rng.pick([
    ['FROM', 'TO'],
    ['ORIGIN', 'DEST.'],
    ['SHIP FROM', 'SHIP TO'],
  ]);
  const dateWord = rng.pick(['Pickup Date', 'Ready', 'Load Date']);
  const dropDateWord = rng.pick(['Delivery Date', 'Deliver By', 'Due']);
  const caption = { size: Math.max(6, sheet.size - 2) };
  const bandRow = (word: string, s: CaseStop, when: string, k: number) => {
    const y = sheet.y;
    const cityOpts = { bold: true, size: sheet.size * 1.2 };
    const lines = [...sheet.wrap(s.facility, 250), ...sheet.wrap(s.street, 250)];
    const side: string[] = [`Stop ${k} of ${count}`];
    if (s.reference) side.push(`${bare(refLabel(s, style))}: ${s.reference}`);
    if (s.phone) side.push(`Phone: ${s.phone}`);
    const height = Math.max(sheet.lead * (3.5 + lines.length) + caption.size * 1.2 + 4, side.length * sheet.lead + 6);
    sheet.box(40, y, 532, height);
    sheet.box(40, y, 62, height, true);
    sheet.text(46, y + sheet.lead + 2, word, { bold: true });
    let dy = sheet.lead * 1.3 + 2;
    sheet.text(110, y + dy, cityLine(s), cityOpts);
    dy += sheet.lead * 1.2;
    for (const l of lines) {
      sheet.text(110, y + dy, l);
      dy += sheet.lead;
    }
    dy += caption.size * 1.2;
    sheet.text(110, y + dy, when, caption);
    sheet.text(230, y + dy, 'Time', caption);
    dy += sheet.lead;
    sheet.text(110, y + dy, day(s.day, f.day), { bold: true });
    sheet.text(230, y + dy, hours(s, f.hour), { bold: true });
    side.forEach((t, n) => {
      sheet.text(400, y + sheet.lead * (n + 1) + 2, t, n === 0 ? caption : {});
    });
    sheet.y = y + height;
  };
  bandRow(fromWord, first, dateWord, 1);
  bandRow(toWord, last, dropDateWord, count);
  sheet.y += sheet.lead * 1.6;
  const middle = c.stops.slice(1, -1);
  if (middle.length) {
    sheet.text(40, sheet.y, rng.pick(['ADDITIONAL STOPS', 'Intermediate Stops', 'Other Stops']), { bold: true });
    sheet.y += 4;
    sheet.rule(40, sheet.y, 572, 0.8);
    sheet.y += sheet.lead * 1.2;
    for (const s of middle) {
      const k = c.stops.indexOf(s) + 1;
      const kind = s.type === 'pickup' ? 'Pickup' : 'Delivery';
      const y = sheet.y;
      sheet.text(40, y, `Stop ${k} of ${count} - ${kind} ${nth(c, s)}`, { bold: true });
      const h = sheet.cell(40, y + sheet.lead, 250, [s.facility, s.street, cityLine(s)]);
      const detail: Row[] = [
        ['Date', day(s.day, f.day)],
        ['Time', hours(s, f.hour)],
      ];
      if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
      if (s.phone) detail.push(['Phone', s.phone]);
      const dh = kvColumn(sheet, 320, y + sheet.lead, detail);
      sheet.y = y + sheet.lead + Math.max(h, dh) + sheet.lead * 0.5;
    }
    sheet.y += sheet.lead * 0.4;
  }
  sheet.text(40, sheet.y, rng.pick(['LOAD DETAILS', 'Shipment Details']), { bold: true });
  sheet.text(330, sheet.y, rng.pick(['RATE', 'Carrier Rate']), { bold: true });
  sheet.y += 4;
  sheet.rule(40, sheet.y, 572, 0.8);
  sheet.y += sheet.lead * 1.2;
  const facts: Row[] = [
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
    ...cargo(c, style, rng),
  ];
  const y = sheet.y;
  let dy = 0;
  for (const [l, v] of facts) {
    const shown = `${l}:`;
    sheet.text(40, y + dy, shown, { bold: true });
    dy += Math.max(
      sheet.lead,
      sheet.cell(40 + sheet.measure(`${shown} `, { bold: true }), y + dy, 270 - sheet.measure(`${shown} `), [v]),
    );
  }
  const pay = charges(c, style, f);
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    const at = y + i * sheet.lead + (lastRow ? 4 : 0);
    if (lastRow) sheet.rule(330, at - sheet.lead + 2, 572, 0.5);
    sheet.text(330, at, l, { bold: lastRow });
    sheet.textRight(572, at, v, { bold: lastRow });
  });
  sheet.y = y + Math.max(dy, pay.length * sheet.lead + 4);
  terms(sheet);
  signature(sheet, c);
}

/** Whole parts of `total` split over `parts` stops, none empty, the last taking what is left. */
function split(total: number, parts: number, rng: Random, step: number): number[] {
  if (parts === 1) return [total];
  const out: number[] = [];
  let left = total;
  for (let i = 0; i < parts - 1; i++) {
    const fair = left / (parts - i);
    const share = Math.max(step, Math.round((fair * (0.6 + rng.next() * 0.6)) / step) * step);
    const part = Math.min(share, left - step * (parts - 1 - i));
    out.push(part);
    left -= part;
  }
  out.push(left);
  return out;
}

/** A multi-stop confirmation whose middle deliveries are stop-offs, each stop with the pieces and weight loaded or dropped there. */
function stopOffPartials(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fifteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, rng.pick(['MULTI-STOP RATE CONFIRMATION', 'Rate Confirmation', 'Load Confirmation']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.y += sheet.lead * 1.8;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.1 });
  const [mcLabel, mc] = authority(c);
  const bh = sheet.cell(40, top + sheet.lead * 1.1, 270, [
    b.street,
    cityLine(b.place),
    `${bare(w.phone)}: ${b.phone}`,
    `${bare(w.email)}: ${b.email}`,
    `${mcLabel} ${mc}`,
  ]);
  const headRows: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['MC', c.carrier.mc],
    ...references(c, style),
  ];
  const rh = fieldRows(sheet, 340, top, 232, headRows, widest(sheet, headRows, { bold: true }) + 8, { bold: true });
  sheet.y = top + Math.max(bh + sheet.lead * 1.1, rh) + sheet.lead;
  const pickups = c.stops.filter((s) => s.type === 'pickup');
  const drops = c.stops.filter((s) => s.type === 'delivery');
  const weightStep = c.cargo.weight >= 2000 * c.stops.length ? 100 : 1;
  const pickWeights = split(c.cargo.weight, pickups.length, rng, weightStep);
  const dropWeights = split(c.cargo.weight, drops.length, rng, weightStep);
  const pieces = c.cargo.pieces;
  const pickPieces = pieces !== null && pieces >= pickups.length ? split(pieces, pickups.length, rng, 1) : null;
  const dropPieces = pieces !== null && pieces >= drops.length ? split(pieces, drops.length, rng, 1) : null;
  const lbs = (n: number) => `${n.toLocaleString('en-US')} lbs`;
  const pcsWord = rng.pick(['pcs', 'plts', 'pallets']);
  sheet.text(40, sheet.y, rng.pick(['STOP SEQUENCE', 'Routing', 'STOPS']), { bold: true, size: sheet.size * 1.1 });
  sheet.y += 4;
  sheet.rule(40, sheet.y, 572, 1);
  sheet.y += sheet.lead * 1.3;
  const stopOff = rng.pick(['STOP-OFF', 'Stop-off', 'STOP OFF']);
  const finalWord = rng.pick(['FINAL', 'Final Delivery', 'FINAL DROP']);
  const pickWord = rng.pick(['PICK UP', 'Pickup', 'LOAD']);
  c.stops.forEach((s, i) => {
    const isPick = s.type === 'pickup';
    const k = isPick ? pickups.indexOf(s) : drops.indexOf(s);
    const lastDrop = !isPick && k === drops.length - 1;
    const kind = isPick ? pickWord : lastDrop ? finalWord : stopOff;
    const weight = (isPick ? pickWeights : dropWeights)[k] ?? 0;
    const count = (isPick ? pickPieces : dropPieces)?.[k];
    const verb = isPick ? 'Load' : 'Drop';
    const qty = count !== undefined ? [`${verb}: ${count} ${pcsWord}`, lbs(weight)] : [`${verb}: ${lbs(weight)}`];
    const detail: Row[] = [
      ['Date', day(s.day, f.day)],
      ['Time', hours(s, f.hour)],
    ];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push(['Phone', s.phone]);
    const placeLines = [s.facility, s.street, cityLine(s)].reduce((n, v) => n + sheet.wrap(v, 200).length, 0);
    const height = Math.max(4, placeLines, detail.length) * sheet.lead;
    sheet.need(height + sheet.lead * 1.5);
    const y = sheet.y;
    sheet.text(40, y, `STOP ${i + 1}`, { bold: true });
    sheet.text(40, y + sheet.lead, kind, { bold: true, size: sheet.size - 0.5 });
    qty.forEach((q, n) => {
      sheet.text(40, y + sheet.lead * (2 + n), q, { size: sheet.size - 1.5 });
    });
    sheet.cell(140, y, 200, [s.facility, s.street, cityLine(s)]);
    kvColumn(sheet, 360, y, detail);
    sheet.y = y + height + 2;
    sheet.rule(40, sheet.y - sheet.lead + 6, 572, 0.3);
    sheet.y += sheet.lead * 0.5;
  });
  sheet.y += sheet.lead * 0.4;
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (Math.max(goods.length, pay.length) + 3));
  sheet.text(40, sheet.y, rng.pick(['LOAD TOTALS', 'Freight', 'Commodity & Totals']), { bold: true });
  sheet.text(340, sheet.y, rng.pick(['CARRIER RATE', 'Pay', 'Charges']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  const y = sheet.y;
  const gh = kvColumn(sheet, 40, y, goods);
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    sheet.text(340, y + i * sheet.lead, `${l}:`, { bold: lastRow });
    sheet.textRight(572, y + i * sheet.lead, v, { bold: lastRow });
  });
  sheet.y = y + Math.max(gh, pay.length * sheet.lead);
  terms(sheet);
  signature(sheet, c);
}

/** One field a line, the label running to its value along a dotted leader. */
function dottedLeaders(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fifteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const valueX = rng.pick([230, 250, 270]);
  const center = (s: string, opts: TextOptions = {}) => {
    sheet.text(306 - sheet.measure(s, opts) / 2, sheet.y, s, opts);
    sheet.y += sheet.lead * ((opts.size ?? sheet.size) / sheet.size);
  };
  center(b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.y += 2;
  center(`${b.street}, ${cityLine(b.place)}`);
  center(`${bare(w.phone)} ${b.phone}  -  ${b.email}`);
  const [mcLabel, mc] = authority(c);
  center(`${mcLabel} ${mc}`);
  sheet.y += sheet.lead * 0.8;
  center(rng.pick(['LOAD CONFIRMATION', 'Rate Confirmation', 'CARRIER RATE CONFIRMATION']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 0.6;
  const dots = (from: number, to: number) => {
    const unit = sheet.measure(' .');
    const n = Math.floor((to - from) / unit);
    if (n > 1) sheet.text(to - n * unit, sheet.y, ' .'.repeat(n).trimStart());
  };
  const field = (label: string, value: string) => {
    const lines = sheet.wrap(value, 572 - valueX);
    sheet.need(sheet.lead * lines.length);
    sheet.text(60, sheet.y, label);
    dots(60 + sheet.measure(label) + 4, valueX - 6);
    lines.forEach((l, i) => {
      sheet.text(valueX, sheet.y + i * sheet.lead, l);
    });
    sheet.y += sheet.lead * lines.length;
  };
  const more = (value: string) => {
    sheet.need(sheet.lead);
    sheet.text(valueX, sheet.y, value);
    sheet.y += sheet.lead;
  };
  const section = (s: string) => {
    sheet.need(sheet.lead * 4);
    sheet.y += sheet.lead * 0.5;
    sheet.text(40, sheet.y, s, { bold: true });
    sheet.y += sheet.lead * 1.1;
  };
  section(rng.pick(['Load', 'LOAD']));
  field(bare(w.load), c.loadNumber);
  field(bare(w.date), issuedDay(c.issued, f.day));
  for (const [l, v] of references(c, style)) field(l, v);
  section(rng.pick(['Carrier', 'CARRIER']));
  field(bare(w.carrier), carrierText(c));
  field('MC Number', c.carrier.mc);
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['Pick-up', 'Drop'],
  ]);
  const timeWord = rng.pick(['Time', 'Hours', 'Appointment']);
  for (const s of c.stops) {
    section(`${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`);
    field('Name', s.facility);
    field('Address', s.street);
    more(cityLine(s));
    field('Date', day(s.day, f.day));
    field(timeWord, hours(s, f.hour));
    if (s.reference) field(bare(refLabel(s, style)), s.reference);
    if (s.phone) field('Phone', s.phone);
  }
  section(rng.pick(['Freight', 'FREIGHT']));
  for (const [l, v] of cargo(c, style, rng)) field(l, v);
  section(rng.pick(['Rate', 'RATE']));
  for (const [l, v] of charges(c, style, f)) field(l, v);
  terms(sheet, 40, 532);
  signature(sheet, c);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const rest = r < 20 ? (ONES[r] ?? '') : `${TENS[Math.floor(r / 10)]}${r % 10 ? `-${ONES[r % 10]}` : ''}`;
  return [h ? `${ONES[h]} Hundred` : '', rest].filter(Boolean).join(' ');
}
/** An amount written out as on a check: "Two Thousand One Hundred Fifty and 00/100 Dollars". */
function inWords(cents: number): string {
  const whole = Math.floor(cents / 100);
  const thousands = Math.floor(whole / 1000);
  const words = [thousands ? `${hundreds(thousands)} Thousand` : '', hundreds(whole % 1000)].filter(Boolean).join(' ');
  return `${words || 'Zero'} and ${two(cents % 100)}/100 Dollars`;
}

/** A confirmation with a remittance stub below a detach line, the amount repeated in figures and words. */
function remittanceStub(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = fifteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  const initials = b.name
    .split(' ')
    .slice(0, 2)
    .map((p) => p[0] ?? '')
    .join('');
  sheet.box(40, top - sheet.lead, 34, 30, true);
  sheet.text(45, top + 8, initials, { bold: true, size: sheet.size * 1.5 });
  sheet.text(84, top, b.name, { bold: true, size: sheet.size * 1.2 });
  const [mcLabel, mc] = authority(c);
  const small = { size: sheet.size - 1 };
  sheet.cell(
    84,
    top + sheet.lead * 1.2,
    240,
    [`${b.street}, ${cityLine(b.place)}`, `${bare(w.phone)} ${b.phone}  |  ${b.email}`, `${mcLabel} ${mc}`],
    small,
  );
  sheet.textRight(572, top, rng.pick(['CARRIER RATE CONFIRMATION', 'Rate Confirmation', 'LOAD CONFIRMATION']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  loadAndDate(sheet, top + sheet.lead * 1.4, c, w, f.day);
  sheet.y = top + sheet.lead * 5;
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 1);
  sheet.y += sheet.lead * 0.4;
  const facts: Row[] = [[bare(w.carrier), carrierText(c)], ['Carrier MC', c.carrier.mc], ...references(c, style)];
  const goods = cargo(c, style, rng);
  const at = sheet.y;
  let lh = 0;
  for (const [l, v] of facts) {
    sheet.text(40, at + lh, `${l}:`, { bold: true });
    const x = 40 + sheet.measure(`${l}: `, { bold: true });
    lh += Math.max(sheet.lead, sheet.cell(x, at + lh, 320 - x, [v]));
  }
  const gh = kvColumn(sheet, 340, at, goods);
  sheet.y = at + Math.max(lh, gh) + sheet.lead;
  const columns: [number, number, string][] = [
    [40, 62, rng.pick(['Type', 'Stop'])],
    [102, 190, rng.pick(['Facility / Address', 'Location'])],
    [292, 150, rng.pick(['Date / Time', 'Appointment'])],
    [442, 130, rng.pick(['Ref / Phone', 'Reference'])],
  ];
  sheet.need(sheet.lead * 6);
  sheet.box(40, sheet.y - sheet.lead + 1, 532, sheet.lead + 3, true);
  for (const [x, , h] of columns) sheet.text(x + 3, sheet.y + 1, h, { bold: true });
  sheet.y += sheet.lead * 1.4;
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['PU', 'DEL'],
    ['Origin', 'Dest'],
  ]);
  for (const s of c.stops) {
    const cells = [
      [`${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`],
      [s.facility, s.street, cityLine(s)],
      [day(s.day, f.day), hours(s, f.hour)],
      [...(s.reference ? [`${bare(refLabel(s, style))}: ${s.reference}`] : []), ...(s.phone ? [`Ph ${s.phone}`] : [])],
    ];
    const lines = cells.map((cell, k) => cell.flatMap((v) => sheet.wrap(v, (columns[k]?.[1] ?? 80) - 8)));
    const height = Math.max(...lines.map((l) => l.length)) * sheet.lead;
    sheet.need(height + sheet.lead);
    lines.forEach((cell, k) => {
      cell.forEach((l, n) => {
        sheet.text((columns[k]?.[0] ?? 40) + 3, sheet.y + n * sheet.lead, l, { bold: k === 0 });
      });
    });
    sheet.y += height;
    sheet.rule(40, sheet.y - sheet.lead + 5, 572, 0.3);
    sheet.y += sheet.lead * 0.4;
  }
  sheet.y += sheet.lead * 0.6;
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (pay.length + 1));
  pay.forEach(([l, v], i) => {
    const lastRow = i === pay.length - 1;
    sheet.text(360, sheet.y, l, { bold: lastRow });
    sheet.textRight(572, sheet.y, v, { bold: lastRow });
    sheet.y += sheet.lead;
  });
  terms(sheet);
  signature(sheet, c);
  const stubHeight = sheet.lead * 11;
  if (sheet.y + stubHeight + sheet.lead * 2 > 756) sheet.newPage();
  sheet.y = Math.max(sheet.y + sheet.lead * 2, 756 - stubHeight);
  const cut = sheet.y - sheet.lead * 0.8;
  const note = rng.pick(['DETACH AND RETURN WITH YOUR INVOICE', 'Detach here - remit with invoice']);
  const noteWidth = sheet.measure(note, { size: sheet.size - 2 });
  const dash = ' -'.repeat(Math.floor((266 - noteWidth / 2 - 10) / sheet.measure(' -', { size: sheet.size - 2 })));
  sheet.text(40, cut, dash.trimStart(), { size: sheet.size - 2 });
  sheet.text(306 - noteWidth / 2, cut, note, { size: sheet.size - 2 });
  sheet.textRight(572, cut, dash.trimEnd(), { size: sheet.size - 2 });
  sheet.y += sheet.lead * 0.8;
  sheet.text(40, sheet.y, rng.pick(['REMITTANCE ADVICE', 'Carrier Remittance', 'PAYMENT STUB']), { bold: true });
  sheet.y += sheet.lead * 1.3;
  const total = pay[pay.length - 1] ?? ['', ''];
  const y = sheet.y;
  kvColumn(sheet, 40, y, [
    [rng.pick(['Pay To', 'Payee']), c.carrier.name],
    ['Carrier MC', c.carrier.mc],
    [bare(w.load), c.loadNumber],
  ]);
  sheet.text(340, y, `${rng.pick(['Remit Invoice To', 'Send Invoice To'])}:`, { bold: true });
  const remit = sheet.cell(432, y, 140, [b.name, b.street, cityLine(b.place), b.email], small);
  sheet.y = y + Math.max(sheet.lead * 3, remit) + sheet.lead * 0.4;
  sheet.box(40, sheet.y - sheet.lead, 532, sheet.lead * 2.4);
  sheet.text(46, sheet.y, `${rng.pick(['Amount', 'Amount Due'])}:`, { bold: true });
  sheet.text(46 + sheet.measure('Amount Due:  ', { bold: true }), sheet.y, total[1], { bold: true });
  const words = inWords(Math.round(Number(total[1].replace(/[$,]/g, '')) * 100));
  sheet.text(46, sheet.y + sheet.lead, words, { size: sheet.size - 1 });
  sheet.y += sheet.lead * 2;
}

export const HELDOUT_15_LAYOUTS: Layout[] = [
  { name: 'heldout15-portal-print', draw: portalPrint },
  { name: 'heldout15-from-to-band', draw: fromToBand },
  { name: 'heldout15-stop-off-partials', draw: stopOffPartials },
  { name: 'heldout15-dotted-leaders', family: 'times', draw: dottedLeaders },
  { name: 'heldout15-remittance-stub', draw: remittanceStub },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 15000;

export function generateHeldout15(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_15_LAYOUTS.indexOf(layout));
}
