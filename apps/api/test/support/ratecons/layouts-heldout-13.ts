import { cargoRows, carrierText, cityLine, kvColumn, type Row, rateRows, referenceRows } from './blocks';
import { clockLabel, formatWindow, isoDay, MONTHS, type Style, two } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled, sideBySide } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, Clock, Day, RateconCase } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A thirteenth held-out set, written before the reader was changed for the twelfth set and measured
 * only once: the figure for layouts not tuned on. Forms none of the other sets draw: a form whose
 * values sit on ruled lines with their small captions printed beneath them ("Carrier Name" under
 * the carrier), stops as rows of such fields and the signature lines captioned the same way; a
 * two-page confirmation whose every page opens with the same header band (broker, title, load
 * number, "Page 1 of 2") and whose stops are ruled label/value grids, split over the two pages with
 * "continued" notes, the rate and terms after them on the second page; a human-readable print of an
 * EDI 204 load tender, with stop reason codes ("CL - Complete Load"), "SF Ship From" / "ST Ship To"
 * parties, windows as two full timestamps ("2026-06-15 08:00" to "2026-06-15 14:00"), references
 * under their qualifiers (PO, BM, CO) and charges under codes; a letterhead whose broker details run
 * down a shaded band at the left with the body beside it; and an English/Spanish sheet whose labels
 * carry both languages ("Date / Fecha", "Carrier / Transportista") over a stop table with two-line
 * heads. Days read "2026-06-15", "06-15-2026" or "15-JUN-2026", hours "8:00 AM - 2:00 PM",
 * "0800 - 1400" or "08:00-14:00 local", money "USD 2,150.00" or "2,150.00 USD".
 */

const THIRTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Shipment No.', 'Tender Ref', 'Load Conf No.', 'Trip ID', 'Manifest #'],
  carrier: ['Contract Carrier', 'Carrier Legal Entity', 'Carrier Business Name', 'Carrier Party'],
  linehaul: ['Linehaul Rate', 'Line Haul Amount', 'Base Line Haul', 'Transport Charge'],
  fuel: ['Fuel Surcharge Total', 'FSC (flat)', 'Fuel Adder'],
  total: ['Total Carrier Amount', 'Carrier Total Pay', 'Total Rate Agreed', 'Amount Payable to Carrier'],
  commodity: ['Freight Commodity', 'Load Contents', 'Product Desc.', 'Commodity Class'],
  weight: ['Gross Weight (lbs)', 'Wt. (lbs)', 'Shipping Weight'],
  pieces: ['Qty / Pallets', 'Plt Count', 'Piece Qty', 'Handling Unit Count'],
  equipment: ['Trailer Type Required', 'Equip. Required', 'Equipment Code', 'Trailer Spec.'],
  miles: ['Loaded Miles (est.)', 'Mileage (loaded)', 'Est. Loaded Miles'],
  hazmat: ['Hazmat Required', 'HAZMAT (Y/N)', 'Haz. Material'],
  pickupRef: ['Shipper Ref No.', 'PU Ref #', 'Pickup Appt No.', 'Load-at Ref'],
  deliveryRef: ['Consignee Ref No.', 'DEL Ref #', 'Delivery Appt No.', 'Unload-at Ref'],
  phone: ['Main Phone', 'Tel. No.', 'Dispatch'],
  email: ['Ops Email', 'Email (Ops)', 'Correspondence'],
};

const thirteenthStyle = (style: Style, rng: Random) => restyled(style, rng, THIRTEENTH_WORDS);

/** Day forms this set adds: "2026-06-15", "06-15-2026" and "15-JUN-2026". */
type DayForm = 'iso' | 'dashed' | 'caps-month';
function day(d: Day, form: DayForm): string {
  if (form === 'iso') return isoDay(d);
  if (form === 'dashed') return `${two(d.month)}-${two(d.day)}-${d.year}`;
  return `${two(d.day)}-${(MONTHS[d.month - 1] ?? '').toUpperCase()}-${d.year}`;
}

/** Hour forms: "8:00 AM - 2:00 PM", "0800 - 1400" (an appointment "0900 hrs") or "08:00-14:00 local". */
type HourForm = 'ampm' | 'military' | 'local';
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function hours(s: CaseStop, form: HourForm): string {
  if (form !== 'local') return formatWindow(s.from, s.to, form);
  return fixed(s) ? `${clockLabel(s.from)} local (appt)` : `${clockLabel(s.from)}-${clockLabel(s.to)} local`;
}

/** Money as "USD 2,150.00" or "2,150.00 USD". */
type MoneyForm = 'before' | 'after';

/** The charges with bare labels, the amounts in the sheet's money form. */
function charges(c: RateconCase, style: Style, form: MoneyForm): Row[] {
  return rateRows(c, { ...style, money: form === 'after' ? 'plain' : 'usd' }).map(
    ([l, v]): Row => [bare(l), form === 'after' ? `${v} USD` : v],
  );
}

/** The cargo with bare labels (captions, or labels the layout gives its own colon). */
const cargo = (c: RateconCase, style: Style, rng: Random): Row[] =>
  cargoRows(c, style, rng).map(([l, v]): Row => [bare(l), v]);

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['iso', 'dashed', 'caps-month']),
  hour: rng.pick(['ampm', 'military', 'local']),
  money: rng.pick(['before', 'after']),
});

const authority = (c: RateconCase) => (c.broker.mc ? `MC ${c.broker.mc}` : `USDOT ${c.broker.dot}`);

function line(sheet: Sheet, x: number, s: string, opts: TextOptions = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/**
 * "Label: value" rows down a column of `width`, values wrapped beside their labels (at `labelWidth`
 * when given, else after the label); returns the height.
 */
function wrappedPairs(sheet: Sheet, x: number, y: number, width: number, rows: Row[], labelWidth = 0) {
  let dy = 0;
  // A label wider than the column's label width pushes the values of the whole column right.
  const widest = Math.max(...rows.map(([l]) => sheet.measure(`${l}: `, { bold: true })));
  for (const [label, value] of rows) {
    const shown = label ? `${label}:` : '';
    sheet.text(x, y + dy, shown, { bold: true });
    const at = labelWidth ? Math.max(labelWidth, widest) : sheet.measure(`${shown} `, { bold: true });
    dy += Math.max(sheet.lead, sheet.cell(x + at, y + dy, width - at, [value]));
  }
  return dy;
}

/** A field of a printed form: the value over a rule, its caption small beneath; `width` 0 takes the rest. */
type Field = [width: number, caption: string, value: string];

/** Fields side by side from x = 40, each value wrapped over its rule; the cursor moves below the row. */
function fieldRow(sheet: Sheet, fields: Field[], gap = 10) {
  const fixedWidth = fields.reduce((sum, [w]) => sum + w, 0) + gap * (fields.length - 1);
  const flexible = fields.filter(([w]) => !w).length;
  const rest = flexible ? (532 - fixedWidth) / flexible : 0;
  const widths = fields.map(([w]) => w || rest);
  const lines = fields.map(([, , value], i) => sheet.wrap(value || ' ', widths[i] ?? 100));
  const tall = Math.max(...lines.map((l) => l.length));
  const caption = { size: Math.max(5.5, sheet.size - 2.5) };
  sheet.need(sheet.lead * (tall + 1.4));
  let x = 40;
  fields.forEach(([, label], i) => {
    const width = widths[i] ?? 100;
    (lines[i] ?? []).forEach((l, k) => {
      sheet.text(x + 1, sheet.y + k * sheet.lead, l);
    });
    const under = sheet.y + (tall - 1) * sheet.lead + 3;
    sheet.rule(x, under, x + width, 0.5);
    sheet.text(x + 1, under + caption.size + 1, label, caption);
    x += width + gap;
  });
  sheet.y += (tall - 1) * sheet.lead + caption.size + sheet.lead * 1.5;
}

/** A section head on a thin shaded bar across the page. */
function bar(sheet: Sheet, s: string, x = 40, width = 532) {
  sheet.need(sheet.lead * 4);
  sheet.box(x, sheet.y - sheet.lead + 2, width, sheet.lead + 1, true);
  sheet.text(x + 4, sheet.y, s, { bold: true, size: sheet.size - 0.5 });
  sheet.y += sheet.lead * 1.5;
}

/** A form whose values sit on rules with small captions beneath them, as a printed form is filled in. */
function captionsBelow(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirteenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, rng.pick(['CARRIER RATE CONFIRMATION', 'Rate Confirmation', 'LOAD CONFIRMATION']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 1.3;
  const small = { size: sheet.size - 1 };
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}  |  ${authority(c)}`, small);
  line(sheet, 40, `${bare(w.phone)} ${b.phone}  |  ${bare(w.email)} ${b.email}`, small);
  sheet.y += sheet.lead * 0.8;
  bar(sheet, rng.pick(['LOAD INFORMATION', 'Shipment']));
  const refs = referenceRows(c, style).map(([l, v]): Field => [0, bare(l), v]);
  fieldRow(sheet, [[130, bare(w.load), c.loadNumber], [110, bare(w.date), day(c.issued, forms.day)], ...refs]);
  fieldRow(sheet, [
    [0, bare(w.carrier), carrierText(c)],
    [110, rng.pick(['MC Number', 'Carrier MC #', 'MC/Docket']), c.carrier.mc],
  ]);
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['Origin', 'Destination'],
  ]);
  const phoneWord = rng.pick(['Site Phone', 'Facility Phone', 'Contact No.']);
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 9);
    bar(sheet, `STOP ${i + 1}  -  ${(s.type === 'pickup' ? pickWord : dropWord).toUpperCase()}`);
    fieldRow(sheet, [
      [0, rng.pick(['Facility Name', 'Location Name', 'Company']), s.facility],
      [100, 'Date', day(s.day, forms.day)],
      [120, rng.pick(['Appointment / Window', 'Hours', 'Scheduled Time']), hours(s, forms.hour)],
    ]);
    const second: Field[] = [
      [0, 'Street Address', s.street],
      [120, 'City', s.city],
      [34, 'State', s.state],
      [50, 'ZIP', s.zip],
    ];
    if (s.reference) second.push([96, bare(refLabel(s, style)), s.reference]);
    fieldRow(sheet, second);
    if (s.phone) fieldRow(sheet, [[120, phoneWord, s.phone]]);
  });
  bar(sheet, rng.pick(['CARGO', 'Freight Details']));
  fieldRow(
    sheet,
    cargo(c, style, rng).map(([l, v]): Field => [0, l, v]),
    8,
  );
  bar(sheet, rng.pick(['CARRIER PAY', 'Rate']));
  fieldRow(
    sheet,
    charges(c, style, forms.money).map(([l, v]): Field => [0, l, v]),
    8,
  );
  const small7 = { size: Math.max(6.5, sheet.size - 2) };
  for (const t of sheet.wrap(TERMS.join(' '), 532, small7)) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, t, small7);
    sheet.y += sheet.lead * 0.85;
  }
  sheet.y += sheet.lead * 1.5;
  fieldRow(sheet, [
    [0, 'Carrier Signature', ' '],
    [120, 'Printed Name', ' '],
    [90, 'Date', ' '],
  ]);
}

/** The band every page of the paged confirmation opens with. */
function pageBand(sheet: Sheet, c: RateconCase, style: Style, heading: string, page: number) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, heading, { bold: true, size: sheet.size * 1.1 });
  sheet.y += sheet.lead * 1.2;
  sheet.text(40, sheet.y, `${c.broker.street}, ${cityLine(c.broker.place)}`, { size: sheet.size - 1 });
  sheet.textRight(572, sheet.y, `${bare(style.words.load)}: ${c.loadNumber}`, { bold: true });
  sheet.y += sheet.lead;
  // The first page adds the broker's contacts under its address.
  if (page === 1) {
    const w = style.words;
    const b = c.broker;
    const contacts = `${bare(w.phone)}: ${b.phone}   ${bare(w.email)}: ${b.email}   ${authority(c)}`;
    sheet.text(40, sheet.y, contacts, { size: sheet.size - 1 });
  }
  sheet.textRight(572, sheet.y, `Page ${page} of 2`, { size: sheet.size - 1 });
  sheet.y += 5;
  sheet.rule(40, sheet.y, 572, 1.2);
  sheet.y += sheet.lead * 1.5;
}

/** A stop as a ruled grid: a shaded head across, then label cells shaded down the left beside their values. */
function stopGrid(sheet: Sheet, headText: string, rows: Row[]) {
  const labelWidth = 120;
  const top = sheet.y - sheet.lead + 3;
  sheet.box(40, top, 532, sheet.lead * 1.2, true);
  sheet.text(45, sheet.y + 1, headText, { bold: true });
  let y = top + sheet.lead * 1.2;
  for (const [label, value] of rows) {
    const lines = sheet.wrap(value, 532 - labelWidth - 10);
    const h = lines.length * sheet.lead + 4;
    sheet.box(40, y, labelWidth, h, true);
    sheet.box(40 + labelWidth, y, 532 - labelWidth, h);
    sheet.text(45, y + sheet.lead - 1, label, { size: sheet.size - 0.5 });
    sheet.cell(45 + labelWidth, y + sheet.lead - 1, 532 - labelWidth - 10, [value]);
    y += h;
  }
  sheet.y = y + sheet.lead * 1.6;
}

/** Two pages under the same header band; the stops split between them, the rate and terms on page 2. */
function pagedStopGrids(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirteenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const heading = rng.pick(['Rate Confirmation', 'Carrier Load Confirmation', 'Freight Rate Agreement']);
  pageBand(sheet, c, style, heading, 1);
  sheet.y += wrappedPairs(sheet, 40, sheet.y, 532, [[bare(w.carrier), carrierText(c)]]);
  const left: Row[] = [
    ['MC #', c.carrier.mc],
    [bare(w.date), day(c.issued, forms.day)],
    ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
  ];
  sheet.y += kvColumn(sheet, 40, sheet.y, left) + sheet.lead;
  sheet.text(40, sheet.y, rng.pick(['Special Instructions', 'DRIVER INSTRUCTIONS', 'Load Requirements']), {
    bold: true,
  });
  sheet.y += sheet.lead;
  const notes = rng
    .shuffle([
      'Driver must check in using the load number above.',
      'Tracking must be accepted before arrival at the first stop.',
      'Call the broker immediately for any delay of 30 minutes or more.',
      'Seals are to remain intact until the consignee breaks them.',
      'No unauthorized stops, reloads or driver swaps.',
      'Clean trailer free of odor and debris required.',
    ])
    .slice(0, rng.int(3, 5));
  for (const n of notes) {
    sheet.text(46, sheet.y, `\u2022  ${n}`, { size: sheet.size - 0.5 });
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead;
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Pick-up', 'Drop-off'],
    ['Loading', 'Unloading'],
  ]);
  const stopsWord = rng.pick(['Stop Schedule', 'STOPS', 'Routing']);
  const phoneWord = rng.pick(['Location Phone', 'Contact', 'Dock Phone']);
  const timeWord = rng.pick(['Appointment', 'Time', 'Window']);
  sheet.text(40, sheet.y, stopsWord, { bold: true, size: sheet.size * 1.1 });
  sheet.y += sheet.lead * 1.5;
  const firstPage = Math.ceil(c.stops.length / 2);
  c.stops.forEach((s, i) => {
    if (i === firstPage) {
      sheet.text(40, sheet.y - sheet.lead * 0.6, rng.pick(['Continued on page 2', '(continued on next page)']), {
        size: sheet.size - 1,
      });
      sheet.newPage();
      pageBand(sheet, c, style, heading, 2);
      sheet.text(40, sheet.y, `${stopsWord} (continued)`, { bold: true, size: sheet.size * 1.1 });
      sheet.y += sheet.lead * 1.5;
    }
    const rows: Row[] = [
      ['Facility', s.facility],
      ['Address', s.street],
      ['City / State / Zip', cityLine(s)],
      ['Date', day(s.day, forms.day)],
      [timeWord, hours(s, forms.hour)],
    ];
    if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) rows.push([phoneWord, s.phone]);
    const kind = s.type === 'pickup' ? pickWord : dropWord;
    stopGrid(sheet, `Stop ${i + 1} of ${c.stops.length}: ${kind}`, rows);
  });
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, forms.money);
  const top = sheet.y;
  sheet.text(40, top, rng.pick(['Shipment Details', 'Freight']), { bold: true });
  sheet.text(340, top, rng.pick(['Carrier Rate', 'Rate Detail']), { bold: true });
  sheet.y = top + sheet.lead * 1.2;
  const cargoHeight = kvColumn(sheet, 40, sheet.y, goods);
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    const y = sheet.y + i * sheet.lead;
    if (last) sheet.rule(340, y - sheet.lead + 3, 572);
    sheet.text(340, y, l, { bold: last });
    sheet.textRight(572, y, v, { bold: last });
  });
  sheet.y += Math.max(cargoHeight, pay.length * sheet.lead) + sheet.lead;
  const small = { size: Math.max(6.5, sheet.size - 2) };
  for (const t of sheet.wrap(TERMS.join(' '), 532, small)) {
    sheet.text(40, sheet.y, t, small);
    sheet.y += sheet.lead * 0.85;
  }
  sheet.y += sheet.lead * 2.5;
  sheet.rule(40, sheet.y, 260);
  sheet.rule(340, sheet.y, 572);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, 'Carrier acceptance (signature / date)', { size: sheet.size - 1 });
  sheet.text(340, sheet.y, `For ${b.name}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** Reference qualifiers of an EDI tender, with the words a print spells them out in. */
const QUALIFIERS: Record<'po' | 'bol' | 'order', [string, string]> = {
  po: ['PO', 'Purchase Order'],
  bol: ['BM', 'Bill of Lading'],
  order: ['CO', 'Customer Order'],
};

/** A stop's reason code: a complete load or unload when it is the only one of its kind, else part of one. */
function reason(c: RateconCase, s: CaseStop): string {
  const alone = c.stops.filter((x) => x.type === s.type).length === 1;
  if (s.type === 'pickup') return alone ? 'CL - Complete Load' : 'LD - Load';
  return alone ? 'CU - Complete Unload' : 'UL - Unload';
}

const stamp = (d: Day, t: Clock) => `${isoDay(d)} ${clockLabel(t)}`;

/** A human-readable print of an EDI 204 load tender: qualifiers, reason codes, windows as two timestamps. */
function ediTenderPrint(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirteenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.text(40, sheet.y, rng.pick(['MOTOR CARRIER LOAD TENDER', 'Load Tender (EDI 204)', 'LOAD TENDER - 204']), {
    bold: true,
    size: sheet.size * 1.4,
  });
  sheet.y += sheet.lead * 1.3;
  line(sheet, 40, 'Purpose: 00 - Original    Payment: PP - Prepaid    Equipment owner: carrier', {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead * 0.5;
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.8);
  sheet.y += sheet.lead * 0.2;
  const from: Row[] = [
    ['Sender', b.name],
    ['Address', b.street],
    ['', cityLine(b.place)],
    [bare(w.phone), b.phone],
    [bare(w.email), b.email],
    b.mc ? ['MC', b.mc] : ['USDOT', b.dot],
  ];
  const shipment: Row[] = [
    [bare(w.load), c.loadNumber],
    ['Tender Date', isoDay(c.issued)],
    ['Carrier MC', c.carrier.mc],
  ];
  const top = sheet.y;
  const leftHeight = wrappedPairs(sheet, 40, top, 320, from, 62);
  const rightHeight = wrappedPairs(sheet, 380, top, 192, shipment, 80);
  sheet.y = top + Math.max(leftHeight, rightHeight) + sheet.lead * 0.4;
  sheet.y += wrappedPairs(sheet, 40, sheet.y, 532, [[bare(w.carrier), carrierText(c)]]) + sheet.lead * 0.6;
  if (c.references.length) {
    line(sheet, 40, 'Reference Numbers', { bold: true });
    for (const r of c.references) {
      const [code, words] = QUALIFIERS[r.kind];
      sheet.text(52, sheet.y, code);
      sheet.text(80, sheet.y, words);
      sheet.text(190, sheet.y, r.value);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
  const [startWord, endWord] = rng.pick([
    ['Earliest', 'Latest'],
    ['Window Start', 'Window End'],
    ['Requested From', 'Requested To'],
  ]);
  c.stops.forEach((s, i) => {
    sheet.need(sheet.lead * 8);
    sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.4);
    sheet.text(40, sheet.y, `Stop ${two(i + 1)}`, { bold: true });
    sheet.text(100, sheet.y, `Reason: ${reason(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    const party = s.type === 'pickup' ? 'SF  Ship From' : 'ST  Ship To';
    sheet.text(52, sheet.y, party, { bold: true, size: sheet.size - 0.5 });
    const at = sheet.y;
    const place = sheet.cell(140, at, 180, [s.facility, s.street, cityLine(s)]);
    const when: Row[] = fixed(s)
      ? [['Appointment', stamp(s.day, s.from)]]
      : [
          [startWord, stamp(s.day, s.from)],
          [endWord, stamp(s.day, s.to)],
        ];
    if (s.reference) when.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) when.push(['Contact Phone', s.phone]);
    const right = wrappedPairs(sheet, 330, at, 242, when, 100);
    sheet.y = at + Math.max(place, right) + sheet.lead * 0.5;
  });
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.8);
  sheet.y += sheet.lead * 0.3;
  line(sheet, 40, rng.pick(['Shipment Totals', 'Totals / Equipment']), { bold: true });
  const goods = cargo(c, style, rng);
  const half = Math.ceil(goods.length / 2);
  sideBySide(sheet, [
    [52, goods.slice(0, half)],
    [310, goods.slice(half)],
  ]);
  sheet.need(sheet.lead * 7);
  line(sheet, 40, 'Charges', { bold: true });
  const pay = charges(c, style, forms.money);
  const codes = ['400', ...(c.fuelCents ? ['FUE'] : []), ...c.accessorials.map(() => 'ACC')];
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    if (!last) sheet.text(52, sheet.y, codes[i] ?? '');
    sheet.text(100, sheet.y, l, { bold: last });
    sheet.textRight(400, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
  sheet.y += sheet.lead * 0.5;
  line(
    sheet,
    40,
    rng.pick(['Respond with 990: Accept (A) or Decline (D).', 'Reply to accept or decline this tender.']),
    {
      size: sheet.size - 1,
    },
  );
}

/** Text of `size` or smaller, so that it fits `width`. */
function fitted(sheet: Sheet, s: string, width: number, size: number): TextOptions {
  const at = sheet.measure(s, { size });
  return { size: at > width ? (size * width) / at : size };
}

/** A letterhead whose broker details run down a shaded band on the left, the body beside it. */
function letterheadSidebar(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirteenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const x = 180;
  const width = 572 - x;
  const band = (full: boolean) => {
    sheet.box(24, 24, 140, full ? 744 : 60, true);
    const nameLines = sheet.wrap(b.name, 124, { bold: true, size: sheet.size * 1.2 });
    nameLines.forEach((l, i) => {
      sheet.text(32, 48 + i * sheet.lead * 1.3, l, { bold: true, size: sheet.size * 1.2 });
    });
    if (!full) return;
    let y = 48 + nameLines.length * sheet.lead * 1.3 + sheet.lead;
    const small = { size: sheet.size - 1 };
    const caption = { size: sheet.size - 1.5, bold: true };
    const entries: [string, string[]][] = [
      ['Office', [b.street, cityLine(b.place)]],
      [bare(w.phone), [b.phone]],
      [bare(w.email), [b.email]],
      [b.mc ? 'MC Number' : 'USDOT Number', [b.mc ?? b.dot]],
    ];
    for (const [label, values] of entries) {
      sheet.text(32, y, label.toUpperCase(), caption);
      y += sheet.lead;
      for (const v of values) {
        sheet.text(32, y, v, fitted(sheet, v, 126, small.size));
        y += sheet.lead;
      }
      y += sheet.lead * 0.5;
    }
  };
  band(true);
  const need = (h: number) => {
    if (sheet.y + h <= 740) return;
    sheet.newPage();
    band(false);
    sheet.y = 48;
  };
  sheet.text(x, sheet.y + 8, rng.pick(['Rate Confirmation', 'Carrier Confirmation', 'Load Confirmation']), {
    bold: true,
    size: sheet.size * 1.6,
  });
  sheet.y += sheet.lead * 2.4;
  const facts: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), day(c.issued, forms.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...referenceRows(c, style).map(([l, v]): Row => [bare(l), v]),
  ];
  sheet.y += wrappedPairs(sheet, x, sheet.y, width, facts, 110) + sheet.lead;
  const [pickWord, dropWord] = rng.pick([
    ['PICK UP', 'DELIVER'],
    ['Pickup', 'Delivery'],
    ['Ship From', 'Ship To'],
  ]);
  const phoneWord = rng.pick(['Phone', 'Site Contact', 'Call']);
  for (const s of c.stops) {
    need(sheet.lead * 7);
    sheet.text(x, sheet.y, `${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`, { bold: true });
    sheet.rule(x, sheet.y + 3, 572, 0.4);
    sheet.y += sheet.lead * 1.3;
    const at = sheet.y;
    const place = sheet.cell(x, at, 190, [s.facility, s.street, cityLine(s)]);
    const detail: Row[] = [
      ['Date', day(s.day, forms.day)],
      [rng.pick(['Time', 'Hours', 'Appt']), hours(s, forms.hour)],
    ];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push([phoneWord, s.phone]);
    const right = kvColumn(sheet, x + 200, at, detail, 0, { size: sheet.size - 0.5 });
    sheet.y = at + Math.max(place, right) + sheet.lead * 0.6;
  }
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, forms.money);
  need(sheet.lead * (goods.length + pay.length + 3));
  sheet.y += sheet.lead * 0.4;
  sheet.y += kvColumn(sheet, x, sheet.y, goods) + sheet.lead * 0.6;
  const boxWidth = Math.max(
    width / 2,
    24 + Math.max(...pay.map(([l, v]) => sheet.measure(l, { bold: true }) + sheet.measure(v, { bold: true }))),
  );
  sheet.box(572 - boxWidth, sheet.y - sheet.lead + 1, boxWidth, pay.length * sheet.lead + 6);
  for (const [i, [l, v]] of pay.entries()) {
    const last = i === pay.length - 1;
    sheet.text(578 - boxWidth, sheet.y + 2, l, { bold: last });
    sheet.textRight(566, sheet.y + 2, v, { bold: last });
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead;
  const small = { size: Math.max(6.5, sheet.size - 2) };
  for (const t of sheet.wrap(TERMS.join(' '), width, small)) {
    need(sheet.lead);
    sheet.text(x, sheet.y, t, small);
    sheet.y += sheet.lead * 0.85;
  }
}

/** The English and Spanish of each label this sheet prints. */
const SPANISH: Record<string, string> = {
  load: 'No. de Carga',
  date: 'Fecha',
  carrier: 'Transportista',
  mc: 'No. MC',
  refs: 'Referencias',
  stop: 'Parada',
  type: 'Tipo',
  location: 'Ubicación',
  when: 'Fecha y Hora',
  ref: 'Referencia',
  phone: 'Teléfono',
  pickup: 'Carga',
  delivery: 'Descarga',
  cargo: 'Mercancía',
  rate: 'Tarifa',
};

/** An English/Spanish confirmation: labels in both languages, a stop table with two-line heads. */
function bilingualSheet(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = thirteenthStyle(args.style, rng);
  const forms = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const both = (en: string, key: string) => `${en} / ${SPANISH[key] ?? ''}`;
  sheet.text(40, sheet.y, b.name, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.3;
  const small = { size: sheet.size - 1 };
  line(sheet, 40, `${b.street}, ${cityLine(b.place)}`, small);
  line(sheet, 40, `${bare(w.phone)} ${b.phone}   ${bare(w.email)} ${b.email}   ${authority(c)}`, small);
  sheet.y += sheet.lead * 0.6;
  sheet.box(40, sheet.y - sheet.lead + 1, 532, sheet.lead * 1.5, true);
  sheet.text(46, sheet.y + 2, 'RATE CONFIRMATION / CONFIRMACIÓN DE TARIFA', { bold: true, size: sheet.size * 1.1 });
  sheet.y += sheet.lead * 2;
  const refs = c.references.map((r) => r.value).join(', ');
  const left: Row[] = [
    [both(bare(w.load), 'load'), c.loadNumber],
    [both('Date', 'date'), day(c.issued, forms.day)],
  ];
  if (refs) left.push([both('References', 'refs'), refs]);
  const right: Row[] = [
    [both('Carrier', 'carrier'), carrierText(c)],
    [both('MC #', 'mc'), c.carrier.mc],
  ];
  const top = sheet.y;
  const lh = wrappedPairs(sheet, 40, top, 250, left);
  const rh = wrappedPairs(sheet, 300, top, 272, right);
  sheet.y = top + Math.max(lh, rh) + sheet.lead;
  const columns: [number, number, string, string][] = [
    [40, 32, 'Stop', 'stop'],
    [72, 56, 'Type', 'type'],
    [128, 168, 'Location', 'location'],
    [296, 108, 'Date & Time', 'when'],
    [404, 70, 'Ref.', 'ref'],
    [474, 98, 'Phone', 'phone'],
  ];
  sheet.rule(40, sheet.y - sheet.lead + 2, 572);
  for (const [cx, , en, key] of columns) {
    sheet.text(cx + 2, sheet.y, en, { bold: true });
    sheet.text(cx + 2, sheet.y + sheet.lead * 0.9, SPANISH[key] ?? '', { size: sheet.size - 1.5 });
  }
  sheet.y += sheet.lead * 0.9 + 4;
  sheet.rule(40, sheet.y, 572);
  sheet.y += sheet.lead * 1.1;
  const kinds = { pickup: ['Pickup', SPANISH.pickup], delivery: ['Delivery', SPANISH.delivery] };
  c.stops.forEach((s, i) => {
    const cells = [
      [String(i + 1)],
      kinds[s.type].map(String),
      [s.facility, s.street, cityLine(s)],
      [day(s.day, forms.day), hours(s, forms.hour)],
      [s.reference ?? ''],
      [s.phone ?? ''],
    ];
    const height = Math.max(
      ...cells.map((cell, k) => cell.reduce((h, v) => h + sheet.wrap(v, (columns[k]?.[1] ?? 60) - 6).length, 0)),
    );
    sheet.need(height * sheet.lead + sheet.lead);
    cells.forEach((cell, k) => {
      const col = columns[k];
      if (col) sheet.cell(col[0] + 2, sheet.y, col[1] - 6, cell);
    });
    sheet.y += height * sheet.lead;
    sheet.rule(40, sheet.y - sheet.lead + 5, 572, 0.3);
    sheet.y += sheet.lead * 0.5;
  });
  sheet.y += sheet.lead * 0.5;
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, forms.money);
  sheet.need(sheet.lead * (Math.max(goods.length, pay.length) + 3));
  const at = sheet.y;
  sheet.text(40, at, both('Freight', 'cargo'), { bold: true });
  sheet.text(340, at, both('Rate', 'rate'), { bold: true });
  sheet.y = at + sheet.lead * 1.2;
  const gh = kvColumn(sheet, 40, sheet.y, goods);
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    const y = sheet.y + i * sheet.lead;
    sheet.text(340, y, l, { bold: last });
    sheet.textRight(572, y, v, { bold: last });
  });
  sheet.y += Math.max(gh, pay.length * sheet.lead) + sheet.lead;
  const tiny = { size: Math.max(6.5, sheet.size - 2) };
  const spanish =
    'El transportista acepta transportar esta carga a la tarifa indicada. El pago se realiza dentro de treinta ' +
    'días después de recibir el comprobante de entrega firmado y la factura.';
  for (const t of [...sheet.wrap(TERMS.slice(0, 2).join(' '), 532, tiny), ...sheet.wrap(spanish, 532, tiny)]) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, t, tiny);
    sheet.y += sheet.lead * 0.85;
  }
  sheet.y += sheet.lead * 2;
  sheet.need(sheet.lead * 2);
  sheet.rule(40, sheet.y, 260);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, 'Carrier Signature / Firma del Transportista', { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

export const HELDOUT_13_LAYOUTS: Layout[] = [
  { name: 'heldout13-captions-below', draw: captionsBelow },
  { name: 'heldout13-paged-stop-grids', draw: pagedStopGrids },
  { name: 'heldout13-edi-tender-print', draw: ediTenderPrint },
  { name: 'heldout13-letterhead-sidebar', draw: letterheadSidebar },
  { name: 'heldout13-bilingual-sheet', draw: bilingualSheet },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 13000;

export function generateHeldout13(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_13_LAYOUTS.indexOf(layout));
}
