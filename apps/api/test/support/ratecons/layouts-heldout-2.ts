import { brokerLines, cargoRows, carrierText, cityLine, kvColumn, type Row, rateRows, stopText } from './blocks';
import { formatIssued, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, RateconCase } from './ratecon-case';

/**
 * A second held-out set: layouts and wordings neither in the tuned layouts nor in the first
 * held-out set, used to judge general changes to the reader before the first held-out set is read.
 */

const OTHER_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Job #', 'Trip #', 'Shipment ID', 'Pro Number', 'Broker Load #'],
  carrier: ['Hauler', 'Contracted Carrier', 'Carrier Legal Name', 'Trucking Company', 'Assigned Carrier'],
  linehaul: ['Base Pay', 'Haul Rate', 'Line-Haul', 'Trip Rate'],
  fuel: ['Fuel Charge', 'F.S.C.', 'Fuel Sur.'],
  total: ['Total Pay', 'Total Payable', 'Amount Due', 'Total Charges', 'Carrier Pay'],
  commodity: ['Commodity Type', 'Material', 'Item Description', 'Lading', 'Goods Description'],
  weight: ['Total Weight', 'Wgt', 'Weight LBS', 'Approx. Weight'],
  pieces: ['Pkgs', 'Cases', 'Quantity', 'No. of Pallets', 'Piece Count'],
  equipment: ['Trailer Needed', 'Equipment Required', 'Truck Type', 'Equip. Type'],
  miles: ['Route Miles', 'Practical Miles', 'Loaded Mi'],
  hazmat: ['Hazardous Material', 'Dangerous Goods'],
  pickupRef: ['Shipper #', 'PU Ref', 'Pickup Ref #', 'Origin Ref'],
  deliveryRef: ['Consignee #', 'DEL Ref', 'Delivery Ref #', 'Dest Ref'],
  po: ['PO No.', 'Purchase Order #', 'PO#', 'Cust. PO'],
  bol: ['B/L', 'BOL No.', 'Bill of Lading #', 'BL#'],
  order: ['Customer Order', 'Sales Order #', 'Order Number'],
  phone: ['Telephone', 'Phone #', 'Tel.'],
  email: ['E-Mail', 'e-mail'],
};

function otherStyle(style: Style, rng: Random): Style {
  const words = { ...style.words };
  for (const [key, list] of Object.entries(OTHER_WORDS) as [keyof Style['words'], string[]][])
    if (rng.chance(0.6)) words[key] = rng.pick(list);
  return { ...style, words };
}

/** The load's references in one string, each value after its kind's label. */
function referenceList(c: RateconCase, style: Style, join: string): string {
  const label = { po: style.words.po, bol: style.words.bol, order: style.words.order };
  return c.references.map((r) => `${label[r.kind]} ${r.value}`).join(join);
}

function header(sheet: Sheet, c: RateconCase, style: Style) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.3 });
  sheet.textRight(572, sheet.y, style.words.title, { bold: true });
  sheet.y += sheet.lead * 1.3;
  sheet.text(40, sheet.y, brokerLines(c, style).join('   '), { size: sheet.size * 0.85 });
  sheet.y += sheet.lead * 2;
}

/** A ruled box, its label in small capitals at the top; returns its height. */
function formBox(sheet: Sheet, x: number, y: number, w: number, label: string, lines: string[], rows: number) {
  const h = sheet.lead * (1 + rows) + 4;
  sheet.box(x, y, w, h);
  sheet.text(x + 4, y + sheet.size * 0.8, label.toUpperCase(), { size: sheet.size * 0.7, bold: true });
  lines.forEach((line, i) => {
    sheet.text(x + 4, y + sheet.lead * (1.8 + i), line);
  });
  return h;
}

function stopLines(s: CaseStop, style: Style, withRef = true): string[] {
  const t = stopText(s, style);
  const lines = [t.name, t.street, t.place, `${t.date}  ${t.window}`];
  if (withRef && t.ref) lines.push(`${t.refLabel} ${t.ref}`);
  if (t.phone) lines.push(`${style.words.phone} ${t.phone}`);
  return lines;
}

/** "Ship From" and "Ship To" boxes side by side, a pair a row; the load's facts in boxes above. */
function shipFromToPairs(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierText(c)],
  ]);
  if (c.references.length)
    sheet.y += kvColumn(sheet, 40, sheet.y, [['Reference Numbers', referenceList(c, style, ', ')]]);
  sheet.y += sheet.lead;
  const pickups = c.stops.filter((s) => s.type === 'pickup');
  const drops = c.stops.filter((s) => s.type === 'delivery');
  for (let i = 0; i < Math.max(pickups.length, drops.length); i++) {
    const pair = [pickups[i], drops[i]];
    const rows = Math.max(...pair.map((s) => (s ? stopLines(s, style).length : 0)));
    sheet.need(sheet.lead * (rows + 2));
    pair.forEach((s, k) => {
      if (s)
        formBox(
          sheet,
          40 + k * 266,
          sheet.y,
          262,
          `${k ? 'Ship To' : 'Ship From'} ${i + 1}`,
          stopLines(s, style),
          rows,
        );
    });
    sheet.y += sheet.lead * (1 + rows) + 8;
  }
  sheet.y += sheet.lead;
  const top = sheet.y;
  kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y += kvColumn(sheet, 40, top, cargoRows(c, style, rng));
}

/** A confirming letter: the carrier, the stops and the pay written in sentences. */
function proseLetter(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  const when = (s: CaseStop) => {
    const t = stopText(s, style);
    return `on ${t.date} (${t.window})`;
  };
  const sentences = c.stops.map((s, i) => {
    const t = stopText(s, style);
    const ref = t.ref ? `, ${t.refLabel} ${t.ref}` : '';
    const phone = t.phone ? `, call ${t.phone}` : '';
    const verb =
      s.type === 'pickup' ? (i ? 'Also pick up' : 'Pick up') : i < c.stops.length - 1 ? 'Drop at' : 'Deliver to';
    return `${verb} ${t.name} at ${t.street}, ${t.place} ${when(s)}${ref}${phone}.`;
  });
  const cargo = cargoRows(c, style, rng).map(([l, v]) => `${l}: ${v}`);
  const pay = rateRows(c, style).map(([l, v]) => `${l} ${v}`);
  const paras = [
    `${formatIssued(c.issued, style.date)}`,
    `${style.words.load} ${c.loadNumber}`,
    `This letter confirms that ${carrierText(c)} (MC ${c.carrier.mc}) has agreed to haul the load below.`,
    c.references.length ? `Please show these numbers on all paperwork: ${referenceList(c, style, '; ')}.` : '',
    ...sentences,
    `${cargo.join('. ')}.`,
    `We will pay ${pay.join(', ')}.`,
    'Sign and return this letter before dispatching the truck. Detention after two hours with signed times.',
  ].filter(Boolean);
  for (const para of paras) {
    for (const line of sheet.wrap(para, 532)) {
      sheet.need(sheet.lead);
      sheet.text(40, sheet.y, line);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
}

/** Two columns headed PICK and DROP, each listing its stops one under the other. */
function pickDropColumns(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [`${style.words.carrier}`, carrierText(c)],
  ]);
  const refs: Row[] = c.references.map((r) => [r.kind === 'po' ? 'PO' : r.kind === 'bol' ? 'BOL' : 'SO', r.value]);
  if (refs.length) sheet.text(330, top, 'References', { bold: true });
  const right = refs.length ? sheet.lead + kvColumn(sheet, 330, top + sheet.lead, refs) : 0;
  sheet.y = top + Math.max(left, right) + sheet.lead;
  sheet.need(sheet.lead * 14);
  sheet.box(40, sheet.y - sheet.lead, 262, sheet.lead * 1.3, true);
  sheet.box(310, sheet.y - sheet.lead, 262, sheet.lead * 1.3, true);
  sheet.text(44, sheet.y - 1, 'PICK', { bold: true });
  sheet.text(314, sheet.y - 1, 'DROP', { bold: true });
  const start = sheet.y + sheet.lead;
  const bottoms = [start, start];
  for (const s of c.stops) {
    const k = s.type === 'pickup' ? 0 : 1;
    const x = 44 + k * 270;
    const at = bottoms[k] ?? start;
    sheet.text(x, at, `#${nth(c, s)}`, { bold: true });
    bottoms[k] = at + sheet.lead + sheet.cell(x, at + sheet.lead, 250, stopLines(s, style)) + sheet.lead * 0.6;
  }
  sheet.y = Math.max(...bottoms) + sheet.lead;
  const rowsTop = sheet.y;
  kvColumn(sheet, 330, rowsTop, rateRows(c, style));
  sheet.y += kvColumn(sheet, 40, rowsTop, cargoRows(c, style, rng));
}

/** One row per stop in a ruled table: type, facility and address in one cell, date, time, ref. */
function stopRowsTable(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ['Carrier', `${c.carrier.name}${c.carrier.factoring ? ` % ${c.carrier.factoring}` : ''}`],
  ]);
  if (c.references.length) {
    sheet.y += sheet.lead * 0.5;
    sheet.text(40, sheet.y, 'Reference Numbers', { bold: true });
    sheet.y += sheet.lead;
    sheet.y += kvColumn(
      sheet,
      52,
      sheet.y,
      c.references.map((r): Row => [r.kind === 'po' ? 'PO#' : r.kind === 'bol' ? 'BOL#' : 'Order#', r.value]),
    );
  }
  sheet.y += sheet.lead;
  const cols = [40, 80, 300, 390, 480];
  ['Type', 'Facility / Address', 'Date', 'Time', 'Ref #'].forEach((h, i) => {
    sheet.text(cols[i] ?? 40, sheet.y, h, { bold: true });
  });
  sheet.rule(40, sheet.y + 3, 572);
  sheet.y += sheet.lead * 1.2;
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 5);
    sheet.text(40, sheet.y, s.type === 'pickup' ? 'PU' : 'DEL', { bold: true });
    const lines = [t.name, t.street, t.place, t.phone ? `Ph ${t.phone}` : ''].filter(Boolean);
    const h = sheet.cell(80, sheet.y, 210, lines);
    sheet.cell(300, sheet.y, 85, [t.date]);
    sheet.cell(390, sheet.y, 85, [t.window]);
    sheet.text(480, sheet.y, t.ref ?? '');
    sheet.y += h + 2;
    sheet.rule(40, sheet.y - sheet.lead + 5, 572);
    sheet.y += sheet.lead * 0.3;
  }
  sheet.y += sheet.lead;
  const top = sheet.y;
  kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y += kvColumn(sheet, 40, top, cargoRows(c, style, rng));
}

/** Sections "SHIPPER INFORMATION" and "CONSIGNEE INFORMATION" with a labelled line per fact. */
function partySections(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    ['Carrier', carrierText(c)],
    ...(c.references.length ? [['Additional Refs', referenceList(c, style, ' / ')] as Row] : []),
  ]);
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 8);
    sheet.y += sheet.lead * 0.6;
    const word = s.type === 'pickup' ? 'SHIPPER' : 'CONSIGNEE';
    sheet.text(40, sheet.y, `${word} INFORMATION (${nth(c, s)})`, { bold: true });
    sheet.rule(40, sheet.y + 3, 572);
    sheet.y += sheet.lead * 1.2;
    const rows: Row[] = [
      ['Name', t.name],
      ['Address', t.street],
      ['City/State/Zip', t.place],
      [s.type === 'pickup' ? 'Ready Date' : 'Due Date', t.date],
      ['Hours', t.window],
    ];
    if (t.ref) rows.push(['Confirmation #', t.ref]);
    if (t.phone) rows.push(['Contact Phone', t.phone]);
    sheet.y += kvColumn(sheet, 52, sheet.y, rows, 110);
  }
  sheet.y += sheet.lead;
  const top = sheet.y;
  kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y += kvColumn(sheet, 40, top, cargoRows(c, style, rng));
}

/** A compact card: the stops as numbered lines "1) PU ...", cargo and pay as one-line summaries. */
function compactCard(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = otherStyle(args.style, rng);
  header(sheet, c, style);
  const line = (s: string, bold = false) => {
    for (const l of sheet.wrap(s, 532)) {
      sheet.need(sheet.lead);
      sheet.text(40, sheet.y, l, { bold });
      sheet.y += sheet.lead;
    }
  };
  line(`${style.words.load} ${c.loadNumber}   ${style.words.date} ${formatIssued(c.issued, style.date)}`, true);
  line(`Carrier: ${carrierText(c)}   MC ${c.carrier.mc}`);
  if (c.references.length) line(`Refs: ${referenceList(c, style, ' | ')}`);
  sheet.y += sheet.lead * 0.5;
  for (const [i, s] of c.stops.entries()) {
    const t = stopText(s, style);
    line(`${i + 1}) ${s.type === 'pickup' ? 'PU' : 'SO'} ${t.date} ${t.window}`, true);
    line(`    ${t.name}, ${t.street}, ${t.place}`);
    const extra = [t.ref ? `${t.refLabel} ${t.ref}` : '', t.phone ? `${style.words.phone} ${t.phone}` : ''];
    if (extra.some(Boolean)) line(`    ${extra.filter(Boolean).join('  ')}`);
  }
  sheet.y += sheet.lead * 0.5;
  line(
    cargoRows(c, style, rng)
      .map(([l, v]) => `${l}: ${v}`)
      .join('  |  '),
  );
  line(
    rateRows(c, style)
      .map(([l, v]) => `${l}: ${v}`)
      .join('  |  '),
  );
  sheet.y += sheet.lead;
  line(`Questions: ${c.broker.phone}  ${cityLine(c.broker.place)}`);
}

export const HELDOUT_2_LAYOUTS: Layout[] = [
  { name: 'heldout2-ship-from-to-pairs', draw: shipFromToPairs },
  { name: 'heldout2-prose-letter', family: 'times', draw: proseLetter },
  { name: 'heldout2-pick-drop-columns', draw: pickDropColumns },
  { name: 'heldout2-stop-rows-table', draw: stopRowsTable },
  { name: 'heldout2-party-sections', draw: partySections },
  { name: 'heldout2-compact-card', draw: compactCard },
];

/** Past the first held-out set's salts, so these documents draw cases of their own. */
const SALT = 2000;

export function generateHeldout2(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_2_LAYOUTS.indexOf(layout));
}
