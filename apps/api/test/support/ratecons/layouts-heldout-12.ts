import { carrierText, cityLine, type Row } from './blocks';
import { MONTHS, type Style, two } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A twelfth held-out set, written before the reader was changed for the eleventh set and measured
 * only once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: a TMS "Load Tender" export whose header is a band of "key: value" pairs in three columns and
 * whose stop table gives each stop two rows (seq, type, name, date over address, city/state/zip,
 * appointment, reference) between thin rules; a two-pane page with the stops down the left and a
 * boxed "Rate Breakdown" of quantity x rate = amount on the right, over a schedule of accessorial
 * rates that are not charged; stops headed "Pick Up 1 of 2" / "Drop 1 of 1" with appointments as
 * "FCFS 0800-1400" or "APPT 06/15 0900" and references as "Ref: PO 4411, SO 9921"; a confirmation
 * the carrier fills in, blank "Driver Name: ______" lines among the printed values, the terms between
 * the header and the stops and signature blocks at the foot; and an all-capitals sheet in a small
 * font whose labels end in "#" or "NO.", weights "42,000 LBS", days "MON 06/15", hours "14:00 HRS".
 * Days read "6/15/2026", "Jun-15-2026" or "06/15/2026 (Mon)", hours "08:00-14:00 CT", money
 * "$ 2,150.00", weights "42,000#".
 */

const TWELFTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender No.', 'Load Ref #', 'Freight Bill #', 'Movement #', 'Conf No.'],
  carrier: ['Carrier of Record', 'Assigned Carrier', 'Transport Provider', 'Carrier Company'],
  linehaul: ['Line Haul Charge', 'Contract Rate', 'Linehaul Flat', 'Freight Rate'],
  fuel: ['Fuel Surcharge Flat', 'FSC Flat', 'Fuel Sur.'],
  total: ['Total Carrier Charges', 'Net Due Carrier', 'Total Confirmed Rate', 'Confirmed Total'],
  commodity: ['Commodity Desc.', 'Material', 'Freight Description', 'Shipment Contents'],
  weight: ['Est Wt', 'Weight (lbs)', 'Declared Weight'],
  pieces: ['Pkgs', 'Pallets/Pcs', 'Total Pieces', 'Qty (pcs)'],
  equipment: ['Equipment Needed', 'Power/Trailer', 'Eqpt', 'Trailer Reqd'],
  miles: ['Est Miles', 'Lane Miles', 'Miles (loaded)'],
  hazmat: ['Hazmat?', 'HM Y/N', 'Haz Mat'],
  pickupRef: ['PU Ref', 'Pickup Confirmation', 'Shipper No.', 'Pick Ref'],
  deliveryRef: ['DL Ref', 'Delivery Confirmation', 'Receiver No.', 'Drop Ref'],
  phone: ['Main', 'Phone #', 'Dispatch Line'],
  email: ['Email Docs', 'POD Email', 'Contact Email'],
};

const twelfthStyle = (style: Style, rng: Random) => restyled(style, rng, TWELFTH_WORDS);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (d: Day) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';

/** Day forms this set adds: "6/15/2026", "Jun-15-2026" and "06/15/2026 (Mon)"; "MON 06/15" in capitals. */
type DayForm = 'unpadded' | 'dashed' | 'weekday-after';
function day(d: Day, form: DayForm): string {
  if (form === 'unpadded') return `${d.month}/${d.day}/${d.year}`;
  if (form === 'dashed') return `${MONTHS[d.month - 1]}-${two(d.day)}-${d.year}`;
  return `${two(d.month)}/${two(d.day)}/${d.year} (${weekday(d)})`;
}
const shortDay = (d: Day) => `${two(d.month)}/${two(d.day)}`;

/** The zone a stop's state keeps its clocks in, as TMS exports print it after the hours. */
const EASTERN = 'CT DC DE FL GA IN KY MA MD ME MI NC NH NJ NY OH PA RI SC VA VT WV'.split(' ');
const MOUNTAIN = 'AZ CO ID MT NM UT WY'.split(' ');
const PACIFIC = 'CA NV OR WA'.split(' ');
const zone = (s: CaseStop) =>
  EASTERN.includes(s.state) ? 'ET' : MOUNTAIN.includes(s.state) ? 'MT' : PACIFIC.includes(s.state) ? 'PT' : 'CT';

/** Hour forms: "08:00-14:00 CT", "08:00-14:00 HRS", or "FCFS 0800-1400" ("APPT 0900" for an appointment). */
type HourForm = 'zone' | 'hrs' | 'fcfs';
const colon = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
const mil = (c: Clock) => `${two(c.hour)}${two(c.minute)}`;
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function hours(s: CaseStop, form: HourForm): string {
  if (form === 'fcfs') return fixed(s) ? `APPT ${mil(s.from)}` : `FCFS ${mil(s.from)}-${mil(s.to)}`;
  const span = fixed(s) ? colon(s.from) : `${colon(s.from)}-${colon(s.to)}`;
  return `${span} ${form === 'zone' ? zone(s) : 'HRS'}`;
}

/** Money as "$ 2,150.00" (a space after the sign, as table exports align it) or "$2,150.00". */
function money(cents: number, spaced = false): string {
  return `$${spaced ? ' ' : ''}${Math.floor(cents / 100).toLocaleString('en-US')}.${two(cents % 100)}`;
}

/** Weights as "42,000#" or "42,000 lbs". */
const weight = (lbs: number, rng: Random) =>
  rng.chance(0.5) ? `${lbs.toLocaleString('en-US')}#` : `${lbs.toLocaleString('en-US')} lbs`;

function line(sheet: Sheet, x: number, s: string, opts: TextOptions = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/** "Label: value" pairs down a column of `width`, the value wrapped beside its label; returns the height. */
function pairColumn(sheet: Sheet, x: number, y: number, width: number, rows: Row[], opts: TextOptions = {}) {
  let dy = 0;
  for (const [label, value] of rows) {
    const shown = `${label}:`;
    sheet.text(x, y + dy, shown, { ...opts, bold: true });
    const at = sheet.measure(`${shown} `, { ...opts, bold: true });
    dy += Math.max(sheet.lead, sheet.cell(x + at, y + dy, width - at, [value], opts));
  }
  return dy;
}

function cargoRows(c: RateconCase, style: Style, rng: Random): Row[] {
  const w = style.words;
  const rows: Row[] = [
    [bare(w.commodity), c.cargo.commodity],
    [bare(w.weight), weight(c.cargo.weight, rng)],
  ];
  if (c.cargo.pieces !== null) rows.push([bare(w.pieces), String(c.cargo.pieces)]);
  rows.push([bare(w.equipment), c.cargo.equipment]);
  if (c.cargo.miles !== null) rows.push([bare(w.miles), c.cargo.miles.toLocaleString('en-US')]);
  if (c.cargo.hazmat !== null) rows.push([bare(w.hazmat), c.cargo.hazmat ? 'Yes' : 'No']);
  return rows;
}

function chargeRows(c: RateconCase, style: Style, spaced = false): Row[] {
  const rows: Row[] = [[bare(style.words.linehaul), money(c.linehaulCents, spaced)]];
  if (c.fuelCents) rows.push([bare(style.words.fuel), money(c.fuelCents, spaced)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents, spaced)]);
  rows.push([bare(style.words.total), money(totalCents(c), spaced)]);
  return rows;
}

/** Charges down the right of the page, labels at x and amounts right-aligned at the margin. */
function chargeLines(sheet: Sheet, rows: Row[], x = 340) {
  sheet.need(sheet.lead * (rows.length + 1));
  rows.forEach(([l, v], i) => {
    const last = i === rows.length - 1;
    if (last) sheet.rule(x, sheet.y - sheet.lead + 2, 572);
    sheet.text(x, sheet.y, l, { bold: last });
    sheet.textRight(572, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
}

const REFERENCE_WORDS = { po: 'PO', bol: 'BOL', order: 'SO' } as const;

/** The load's references after one "Ref:" label: "Ref: PO 4411, SO 9921". */
function referenceText(c: RateconCase): string | null {
  if (!c.references.length) return null;
  return `Ref: ${c.references.map((r) => `${REFERENCE_WORDS[r.kind]} ${r.value}`).join(', ')}`;
}

const brokerContact = (c: RateconCase, style: Style) =>
  `${bare(style.words.phone)}: ${c.broker.phone}   ${bare(style.words.email)}: ${c.broker.email}`;
/** The word a sheet prints before a stop's phone: the site's, not the broker's line. */
const sitePhone = (rng: Random) => rng.pick(['Contact', 'Site Phone', 'Phone', 'Tel']);
const authority = (c: RateconCase) => (c.broker.mc ? `MC# ${c.broker.mc}` : `USDOT# ${c.broker.dot}`);

type Forms = { day: DayForm; hour: HourForm };
const drawForms = (rng: Random, hour: HourForm[] = ['zone', 'hrs', 'fcfs']): Forms => ({
  day: rng.pick(['unpadded', 'dashed', 'weekday-after']),
  hour: rng.pick(hour),
});

/** A TMS "Load Tender" export: a three-column header band, then two table rows a stop between thin rules. */
function twoRowTender(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twelfthStyle(args.style, rng);
  const forms = drawForms(rng, ['zone', 'hrs']);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, rng.pick(['LOAD TENDER', 'Load Tender', 'Load Tender / Rate Confirmation']), {
    bold: true,
    size: sheet.size * 1.3,
  });
  sheet.y += sheet.lead * 1.3;
  const small = { size: sheet.size - 1 };
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}   ${authority(c)}`, small);
  line(sheet, 40, brokerContact(c, style), small);
  sheet.y += 2;
  sheet.rule(40, sheet.y - sheet.lead + 4, 572, 1);
  sheet.y += sheet.lead * 0.4;
  const band: Row[] = [
    [bare(w.load), c.loadNumber],
    ['Tendered', day(c.issued, forms.day)],
    ...cargoRows(c, style, rng),
    [rng.pick(['Stops', 'Stop Count']), String(c.stops.length)],
  ];
  const per = Math.ceil(band.length / 3);
  const columns = [0, 1, 2].map((k) => band.slice(k * per, (k + 1) * per));
  const top = sheet.y;
  const heights = columns.map((rows, k) => pairColumn(sheet, 40 + k * 180, top, 172, rows, small));
  sheet.y = top + Math.max(...heights) + sheet.lead * 0.3;
  sheet.y += pairColumn(sheet, 40, sheet.y, 532, [[bare(w.carrier), `${carrierText(c)}   MC ${c.carrier.mc}`]], small);
  const refs = referenceText(c);
  if (refs) line(sheet, 40, refs, small);
  sheet.rule(40, sheet.y - sheet.lead + 4, 572, 1);
  sheet.y += sheet.lead;
  // The two-line head: the first row's columns over the second row's.
  const first: [number, number, string][] = [
    [40, 28, 'Seq'],
    [68, 62, 'Type'],
    [130, 250, rng.pick(['Name', 'Location Name', 'Facility'])],
    [380, 110, 'Date'],
    [490, 82, 'Phone'],
  ];
  const second: [number, number, string][] = [
    [68, 162, 'Address'],
    [230, 150, 'City/State/Zip'],
    [380, 110, rng.pick(['Appointment', 'Appt Time', 'Window'])],
    [490, 82, 'Ref #'],
  ];
  sheet.need(sheet.lead * 8);
  sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead * 2.2, true);
  for (const [x, , t] of first) sheet.text(x + 2, sheet.y, t, { ...small, bold: true });
  sheet.y += sheet.lead;
  for (const [x, , t] of second) sheet.text(x + 2, sheet.y, t, { ...small, bold: true });
  sheet.y += sheet.lead * 1.4;
  const [pick, drop] = rng.pick([
    ['Pickup', 'Delivery'],
    ['PU', 'SO'],
    ['Load', 'Unload'],
  ]);
  const rowOf = (cols: [number, number, string][], values: string[]) => {
    const height = Math.max(
      ...values.map((v, i) => sheet.wrap(v, (cols[i]?.[1] ?? 80) - 4, small).length * sheet.lead),
    );
    values.forEach((v, i) => {
      const col = cols[i];
      if (col) sheet.cell(col[0] + 2, sheet.y, col[1] - 4, [v], small);
    });
    sheet.y += height;
  };
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 5);
    rowOf(first, [String(i + 1), s.type === 'pickup' ? pick : drop, s.facility, day(s.day, forms.day), s.phone ?? '']);
    rowOf(second, [s.street, cityLine(s), hours(s, forms.hour), s.reference ?? '']);
    sheet.rule(40, sheet.y - sheet.lead + 5, 572, 0.3);
    sheet.y += sheet.lead * 0.4;
  });
  sheet.y += sheet.lead;
  chargeLines(sheet, chargeRows(c, style));
  sheet.y += sheet.lead;
  line(
    sheet,
    40,
    rng.pick(['Accept this tender in the portal or sign and return.', 'Tender expires in 2 hours.']),
    small,
  );
}

/** Stops down a left pane; on the right a boxed "Rate Breakdown" (qty x rate = amount) over an accessorial schedule. */
function rateBreakdownPane(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twelfthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  // Half the sheets charge the line haul (and fuel) by the mile, so quantity x rate is the amount.
  const perMile = rng.chance(0.5);
  if (perMile) {
    if (c.cargo.miles === null) c.cargo.miles = rng.int(150, 2200);
    c.linehaulCents = c.cargo.miles * rng.int(160, 340);
    if (c.fuelCents) c.fuelCents = c.cargo.miles * rng.int(28, 62);
  }
  sheet.text(40, sheet.y, rng.pick(['Carrier Confirmation', 'RATE CONFIRMATION', 'Load Confirmation - Carrier Copy']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.y += sheet.lead * 1.6;
  const small = { size: sheet.size - 1 };
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true });
  const contacts = [`${b.street}, ${cityLine(b.place)}`, brokerContact(c, style), authority(c)];
  const left = sheet.lead + sheet.cell(40, top + sheet.lead, 290, contacts, small);
  const facts: Row[] = [
    [bare(w.load), c.loadNumber],
    ['Date', day(c.issued, forms.day)],
  ];
  const refs = referenceText(c);
  const right = pairColumn(sheet, 350, top, 222, facts, small);
  const refHeight = refs ? sheet.cell(350, top + right, 222, [refs], small) : 0;
  sheet.y = top + Math.max(left, right + refHeight) + sheet.lead * 0.5;
  sheet.y += pairColumn(sheet, 40, sheet.y, 532, [[bare(w.carrier), `${carrierText(c)} (MC ${c.carrier.mc})`]]);
  sheet.y += sheet.lead * 0.5;
  const paneTop = sheet.y;

  // The right pane: the breakdown table, the schedule, the cargo.
  const cols: [number, number, string, 'left' | 'right'][] = [
    [352, 78, 'Description', 'left'],
    [430, 36, 'Qty', 'right'],
    [466, 50, 'Rate', 'right'],
    [516, 54, 'Amount', 'right'],
  ];
  let y = paneTop;
  sheet.text(350, y, rng.pick(['Rate Breakdown', 'RATE BREAKDOWN', 'Charges Breakdown']), { bold: true });
  y += sheet.lead * 0.6;
  const tiny = { size: sheet.size - 1.5 };
  const rows: string[][] = [];
  const miles = c.cargo.miles ?? 0;
  rows.push(
    perMile
      ? [bare(w.linehaul), miles.toLocaleString('en-US'), money(c.linehaulCents / miles), money(c.linehaulCents)]
      : [bare(w.linehaul), '1', money(c.linehaulCents), money(c.linehaulCents)],
  );
  if (c.fuelCents)
    rows.push(
      perMile
        ? [bare(w.fuel), miles.toLocaleString('en-US'), money(c.fuelCents / miles), money(c.fuelCents)]
        : [bare(w.fuel), '1', money(c.fuelCents), money(c.fuelCents)],
    );
  for (const a of c.accessorials) {
    const hours = a.description === 'Detention' || a.description === 'Driver Assist' ? a.cents / 2500 : 1;
    rows.push([a.description, String(hours), money(a.cents / hours), money(a.cents)]);
  }
  const rowH = sheet.lead * 1.2;
  sheet.box(350, y, 222, rowH, true);
  for (const [x, width, head, align] of cols)
    if (align === 'left') sheet.text(x, y + rowH - 4, head, { ...tiny, bold: true });
    else sheet.textRight(x + width - 2, y + rowH - 4, head, { ...tiny, bold: true });
  y += rowH;
  for (const row of rows) {
    const lines = sheet.wrap(row[0] ?? '', 76, tiny).length;
    const h = Math.max(rowH, lines * sheet.lead * 0.9 + 4);
    sheet.box(350, y, 222, h);
    row.forEach((v, i) => {
      const col = cols[i];
      if (!col) return;
      const [x, width, , align] = col;
      if (align === 'left') sheet.cell(x, y + sheet.lead * 0.9, width - 2, [v], tiny);
      else sheet.textRight(x + width - 2, y + sheet.lead * 0.9, v, tiny);
    });
    y += h;
  }
  sheet.box(350, y, 222, rowH, true);
  sheet.text(352, y + rowH - 4, bare(w.total), { ...tiny, bold: true });
  sheet.textRight(568, y + rowH - 4, money(totalCents(c)), { ...tiny, bold: true });
  y += rowH + sheet.lead * 1.4;
  sheet.text(350, y, rng.pick(['Accessorial Schedule (if incurred)', 'Additional charges, with approval only']), {
    ...tiny,
    bold: true,
  });
  y += sheet.lead;
  const schedule = rng.shuffle([
    `Detention: ${money(rng.int(4, 8) * 1000)}/hr after ${rng.pick(['2', '3'])} hrs free`,
    `Layover: ${money(rng.int(15, 35) * 1000)}/day`,
    `TONU: ${money(rng.int(10, 25) * 1000)}`,
    `Extra stop: ${money(rng.int(5, 15) * 1000)} each`,
    'Lumper: reimbursed with receipt',
  ]);
  for (const s of schedule.slice(0, rng.int(3, 5))) {
    sheet.text(356, y, s, tiny);
    y += sheet.lead * 0.9;
  }
  y += sheet.lead * 0.8;
  y += pairColumn(sheet, 350, y, 222, cargoRows(c, style, rng), tiny);
  const paneBottom = y;

  // The left pane: the stops one under the other, continuing on a new page if need be.
  sheet.y = paneTop;
  const [pick, drop] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['SHIPPER', 'CONSIGNEE'],
    ['Origin', 'Destination'],
  ]);
  const phoneWord = sitePhone(rng);
  const [dateWord, timeWord] = rng.pick([
    ['Date', 'Time'],
    ['Day', 'Hours'],
    ['Date', 'Hours'],
  ]);
  for (const s of c.stops) {
    sheet.need(sheet.lead * 7);
    line(sheet, 40, `${s.type === 'pickup' ? pick : drop} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.cell(52, sheet.y, 280, [s.facility, s.street, cityLine(s)]);
    line(sheet, 52, `${dateWord}: ${day(s.day, forms.day)}`);
    line(sheet, 52, `${timeWord}: ${hours(s, forms.hour)}`);
    const extra = [
      s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '',
      s.phone ? `${phoneWord}: ${s.phone}` : '',
    ].filter(Boolean);
    if (extra.length) sheet.y += sheet.cell(52, sheet.y, 280, [extra.join('   ')]);
    sheet.y += sheet.lead * 0.5;
  }
  if (sheet.y > paneTop) sheet.y = Math.max(sheet.y, paneBottom);
  sheet.y += sheet.lead;
  for (const t of sheet.wrap(TERMS.slice(0, 2).join(' '), 532, tiny)) line(sheet, 40, t, tiny);
}

/** Stops headed "Pick Up 1 of 2" / "Drop 1 of 1" on shaded bars; appointments "FCFS 0800-1400" or "APPT 06/15 0900". */
function ofCountHeadings(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twelfthStyle(args.style, rng);
  const form: DayForm = rng.pick(['unpadded', 'dashed', 'weekday-after']);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.cell(
    40,
    top + sheet.lead * 1.3,
    300,
    [`${b.street}, ${cityLine(b.place)}`, brokerContact(c, style), authority(c)],
    {
      size: sheet.size - 1,
    },
  );
  sheet.textRight(572, top, rng.pick(['Rate Confirmation', 'Carrier Load Confirmation']), {
    bold: true,
    size: sheet.size * 1.3,
  });
  sheet.textRight(572, top + sheet.lead * 1.3, `${bare(w.load)}: ${c.loadNumber}`, { bold: true });
  sheet.textRight(572, top + sheet.lead * 2.3, `Date: ${day(c.issued, form)}`);
  sheet.y = top + sheet.lead * 5;
  sheet.y += pairColumn(sheet, 40, sheet.y, 532, [
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
  ]);
  const refs = referenceText(c);
  if (refs) line(sheet, 40, refs);
  sheet.y += sheet.lead * 0.5;
  const [pickWord, dropWord] = rng.pick([
    ['Pick Up', 'Drop'],
    ['Pickup', 'Delivery'],
    ['Pick', 'Drop'],
  ]);
  const phoneWord = sitePhone(rng);
  const pickups = c.stops.filter((s) => s.type === 'pickup').length;
  const drops = c.stops.length - pickups;
  for (const s of c.stops) {
    sheet.need(sheet.lead * 7);
    const pick = s.type === 'pickup';
    const heading = `${pick ? pickWord : dropWord} ${nth(c, s)} of ${pick ? pickups : drops}`;
    sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead * 1.3, true);
    sheet.text(44, sheet.y + 1, heading, { bold: true });
    sheet.y += sheet.lead * 1.5;
    const at = sheet.y;
    const left = sheet.cell(44, at, 270, [s.facility, s.street, cityLine(s)]);
    // A window is first come, first served on the stop's day; an appointment carries its own day.
    const appointment = fixed(s) ? `APPT ${shortDay(s.day)} ${mil(s.from)}` : `FCFS ${mil(s.from)}-${mil(s.to)}`;
    const facts: Row[] = [];
    if (!fixed(s) || rng.chance(0.5)) facts.push(['Date', day(s.day, form)]);
    facts.push([rng.pick(['Appointment', 'Appt', 'Sched']), appointment]);
    if (s.reference) facts.push(['Ref', `${bare(refLabel(s, style))} ${s.reference}`]);
    if (s.phone) facts.push([phoneWord, s.phone]);
    const right = pairColumn(sheet, 330, at, 242, facts);
    sheet.y = at + Math.max(left, right) + sheet.lead * 0.6;
  }
  sheet.y += sheet.lead * 0.5;
  const cargo = cargoRows(c, style, rng);
  const charges = chargeRows(c, style);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 1));
  const bottom = sheet.y;
  const h = pairColumn(sheet, 40, bottom, 270, cargo);
  chargeLines(sheet, charges);
  sheet.y = Math.max(sheet.y, bottom + h) + sheet.lead;
}

/** A confirmation the carrier fills in: blank lines among printed values, terms before the stops, signatures. */
function carrierFillIn(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twelfthStyle(args.style, rng);
  const forms = drawForms(rng, ['zone', 'hrs']);
  const w = style.words;
  const b = c.broker;
  const blank = (n = 18) => '_'.repeat(n);
  sheet.text(40, sheet.y, rng.pick(['CARRIER RATE CONFIRMATION', 'Rate Confirmation - Carrier to Complete']), {
    bold: true,
    size: sheet.size * 1.4,
  });
  sheet.y += sheet.lead * 1.6;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true });
  sheet.cell(40, top + sheet.lead, 280, [b.street, cityLine(b.place), brokerContact(c, style), authority(c)], {
    size: sheet.size - 1,
  });
  const right = pairColumn(sheet, 340, top, 232, [
    [bare(w.load), c.loadNumber],
    ['Date', day(c.issued, forms.day)],
    ['Carrier PRO #', blank(14)],
  ]);
  sheet.y = Math.max(top + sheet.lead * 5, top + right) + sheet.lead * 0.5;
  // The terms come first, before any stop.
  const small = { size: Math.max(6.5, sheet.size - 2) };
  line(sheet, 40, rng.pick(['Terms and Conditions', 'CARRIER AGREES TO THE FOLLOWING']), { bold: true });
  for (const t of sheet.wrap(TERMS.join(' '), 532, small)) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, t, small);
    sheet.y += sheet.lead * 0.85;
  }
  sheet.y += sheet.lead;
  sheet.need(sheet.lead * 7);
  line(sheet, 40, rng.pick(['Carrier Information (carrier to complete)', 'CARRIER / DRIVER INFORMATION']), {
    bold: true,
  });
  const boxTop = sheet.y - sheet.lead + 2;
  const leftRows: Row[] = [
    [bare(w.carrier), carrierText(c)],
    ['Driver Name', blank()],
    ['Truck #', blank(10)],
  ];
  const rightRows: Row[] = [
    ['MC #', c.carrier.mc],
    ['Driver Cell', blank()],
    ['Trailer #', blank(10)],
  ];
  if (rng.chance(0.5)) {
    leftRows.push(['Dispatcher', blank()]);
    rightRows.push(['Dispatch Phone', blank()]);
  }
  sheet.y += sheet.lead * 0.3;
  const lh = pairColumn(sheet, 46, sheet.y, 300, leftRows);
  const rh = pairColumn(sheet, 360, sheet.y, 210, rightRows);
  sheet.y += Math.max(lh, rh);
  sheet.box(40, boxTop, 532, sheet.y - boxTop);
  sheet.y += sheet.lead * 1.2;
  const refs = referenceText(c);
  if (refs) line(sheet, 40, refs);
  sheet.y += sheet.lead * 0.5;
  const phoneWord = sitePhone(rng);
  const [pickWord, dropWord] = rng.pick([
    ['PICKUP', 'DELIVERY'],
    ['Shipper', 'Receiver'],
  ]);
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 8);
    const kind = s.type === 'pickup' ? pickWord : dropWord;
    line(sheet, 40, `Stop ${i + 1} - ${kind}`, { bold: true });
    const at = sheet.y;
    const left = sheet.cell(52, at, 260, [s.facility, s.street, cityLine(s)]);
    const facts: Row[] = [
      ['Scheduled', `${day(s.day, forms.day)} ${hours(s, forms.hour)}`],
      ...(s.reference ? [[bare(refLabel(s, style)), s.reference] as Row] : []),
      ...(s.phone ? [[phoneWord, s.phone] as Row] : []),
    ];
    const right = pairColumn(sheet, 330, at, 242, facts);
    sheet.y = at + Math.max(left, right);
    const fill = [`Arrived: ${blank(10)}`, `Departed: ${blank(10)}`];
    fill.push(s.type === 'pickup' ? `Seal #: ${blank(10)}` : `Pcs recvd: ${blank(6)}`);
    line(sheet, 52, fill.join('    '), { size: sheet.size - 0.5 });
    sheet.y += sheet.lead * 0.5;
  });
  sheet.y += sheet.lead * 0.5;
  const cargo = cargoRows(c, style, rng);
  const charges = chargeRows(c, style);
  sheet.need(sheet.lead * (Math.max(cargo.length, charges.length) + 1));
  const bottom = sheet.y;
  const h = pairColumn(sheet, 40, bottom, 270, cargo);
  chargeLines(sheet, charges);
  sheet.y = Math.max(sheet.y, bottom + h);
  // The signature blocks: the carrier's with blanks to fill in, the broker's printed.
  sheet.need(sheet.lead * 7);
  sheet.y += sheet.lead * 1.5;
  const signTop = sheet.y;
  pairColumn(sheet, 40, signTop, 260, [
    ['Carrier Signature', blank(22)],
    ['Printed Name', blank(22)],
    ['Title', blank(12)],
    ['Date', blank(12)],
  ]);
  pairColumn(sheet, 330, signTop, 242, [
    ['Broker', b.name],
    ['By', blank(20)],
    ['Date', day(c.issued, forms.day)],
  ]);
  sheet.y = signTop + sheet.lead * 4.5;
}

/** An all-capitals sheet in a small font: labels ending "#" or "NO.", "42,000 LBS", "MON 06/15", "14:00 HRS". */
function capsHashLabels(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twelfthStyle(args.style, rng);
  const w = style.words;
  const b = c.broker;
  const up = (s: string) => s.toUpperCase();
  const size = Math.max(7, sheet.size - 1.5);
  const o = { size };
  const bold = { size, bold: true };
  const lead = size * 1.3;
  const put = (x: number, s: string, opts: TextOptions = o) => sheet.text(x, sheet.y, up(s), opts);
  const next = (n = 1) => {
    sheet.y += lead * n;
  };
  sheet.text(40, sheet.y, up(b.name), { size: size * 1.4, bold: true });
  sheet.textRight(572, sheet.y, rng.pick(['RATE CONFIRMATION', 'CARRIER CONFIRMATION', 'LOAD CONFIRMATION']), {
    size: size * 1.4,
    bold: true,
  });
  next(1.4);
  put(40, `${b.street}, ${cityLine(b.place)}`);
  next();
  put(40, `PH# ${b.phone}   EMAIL: ${b.email}   ${authority(c)}`);
  next(1.5);
  sheet.rule(40, sheet.y - lead + 3, 572, 1);
  const pair = (x: number, label: string, value: string) => {
    put(x, label, bold);
    put(x + sheet.measure(`${up(label)} `, bold), value);
  };
  const loadLabel = rng.pick(['LOAD NO.', 'LOAD #', 'TRIP NO.']);
  const facts: [string, string][] = [
    [loadLabel, c.loadNumber],
    ['DATE', `${two(c.issued.month)}/${two(c.issued.day)}/${c.issued.year}`],
    ['CARRIER', carrierText(c)],
    ['MC NO.', c.carrier.mc],
  ];
  for (const r of c.references)
    facts.push([{ po: 'PO#', bol: 'BOL#', order: rng.pick(['SO#', 'CUST ORDER NO.']) }[r.kind], r.value]);
  facts.push(['TRUCK NO.', '__________'], ['TRAILER NO.', '__________']);
  // Two facts a line, a long one (the carrier) alone on its line.
  for (let i = 0; i < facts.length; ) {
    const [l, v] = facts[i] ?? ['', ''];
    pair(40, l, v);
    const alone = sheet.measure(up(`${l} ${v}`), o) > 250;
    const other = facts[i + 1];
    if (!alone && other && sheet.measure(up(`${other[0]} ${other[1]}`), o) <= 250) {
      pair(310, other[0], other[1]);
      i += 2;
    } else i += 1;
    next();
  }
  next(0.6);
  const columns: [number, number, string][] = [
    [40, 34, 'STOP'],
    [74, 138, 'NAME / ADDRESS'],
    [212, 108, 'CITY, ST ZIP'],
    [320, 50, 'DATE'],
    [370, 70, 'TIME'],
    [440, 62, rng.pick(['REF#', 'PU# / DEL#', 'CONF#'])],
    [502, 70, 'PH#'],
  ];
  sheet.rule(40, sheet.y - lead + 2, 572);
  for (const [x, , t] of columns) sheet.text(x, sheet.y, t, bold);
  sheet.y += 4;
  sheet.rule(40, sheet.y, 572);
  next();
  for (const s of c.stops) {
    const clock = fixed(s) ? `${colon(s.from)} HRS` : `${colon(s.from)}-${colon(s.to)} HRS`;
    const cells = [
      [`${s.type === 'pickup' ? 'PU' : 'DEL'} ${nth(c, s)}`],
      [s.facility, s.street],
      [cityLine(s)],
      [`${up(weekday(s.day))} ${shortDay(s.day)}`],
      [clock],
      [s.reference ?? ''],
      [s.phone ?? ''],
    ].map((cell) => cell.map(up));
    const heights = cells.map((cell, i) =>
      cell.reduce((h, v) => h + sheet.wrap(v, (columns[i]?.[1] ?? 60) - 4, o).length, 0),
    );
    const h = Math.max(...heights) * lead;
    sheet.need(h + lead);
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (!col) return;
      let dy = 0;
      for (const v of cell)
        for (const l of sheet.wrap(v, col[1] - 4, o)) {
          sheet.text(col[0], sheet.y + dy, l, o);
          dy += lead;
        }
    });
    sheet.y += h + 2;
    sheet.rule(40, sheet.y - lead + 4, 572, 0.3);
    sheet.y += 4;
  }
  next(0.8);
  sheet.need(lead * 8);
  const g = c.cargo;
  const cargo: [string, string][] = [
    ['COMMODITY', g.commodity],
    ['WEIGHT', `${g.weight.toLocaleString('en-US')} LBS`],
  ];
  if (g.pieces !== null) cargo.push([rng.pick(['PCS', 'PALLETS', 'PIECE CNT']), String(g.pieces)]);
  cargo.push(['TRAILER TYPE', g.equipment]);
  if (g.miles !== null) cargo.push(['MILES', String(g.miles)]);
  if (g.hazmat !== null) cargo.push(['HAZMAT', g.hazmat ? 'Y' : 'N']);
  const charges: [string, string][] = [[up(bare(w.linehaul)), money(c.linehaulCents)]];
  if (c.fuelCents) charges.push([up(bare(w.fuel)), money(c.fuelCents)]);
  for (const a of c.accessorials) charges.push([up(a.description), money(a.cents)]);
  charges.push([up(bare(w.total)), money(totalCents(c))]);
  const top = sheet.y;
  cargo.forEach(([l, v], i) => {
    sheet.y = top + i * lead;
    pair(40, l, v);
  });
  charges.forEach(([l, v], i) => {
    sheet.y = top + i * lead;
    const last = i === charges.length - 1;
    put(340, l, last ? bold : o);
    sheet.textRight(572, sheet.y, v, last ? bold : o);
  });
  sheet.y = top + Math.max(cargo.length, charges.length) * lead + lead;
  for (const t of sheet.wrap(up(TERMS.slice(0, 2).join(' ')), 532, { size: size - 0.5 })) {
    sheet.need(lead);
    sheet.text(40, sheet.y, t, { size: size - 0.5 });
    next(0.9);
  }
}

export const HELDOUT_12_LAYOUTS: Layout[] = [
  { name: 'heldout12-two-row-tender', draw: twoRowTender },
  { name: 'heldout12-rate-breakdown-pane', draw: rateBreakdownPane },
  { name: 'heldout12-of-count-headings', draw: ofCountHeadings },
  { name: 'heldout12-carrier-fill-in', draw: carrierFillIn },
  { name: 'heldout12-caps-hash-labels', family: 'helvetica', draw: capsHashLabels },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 12000;

export function generateHeldout12(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_12_LAYOUTS.indexOf(layout));
}
