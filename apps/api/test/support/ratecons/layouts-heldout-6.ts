import { brokerLines, cargoRows, carrierText, cityLine, kvColumn, rateRows, referenceRows } from './blocks';
import { formatDay, formatIssued, formatMoney, formatWindow, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, RateconCase } from './ratecon-case';
import { table } from './table';

/**
 * A sixth held-out set, written before the reader was changed for the fifth set and measured only
 * once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: a key/value list per stop under "PU1" / "SO1" codes, a wide table whose date and time sit in
 * columns after the address, a bordered box per stop with its kind spelt down the side, an e-mail
 * body with "Pickup:" / "Drop:" lines holding the whole address on one line, and charges printed as
 * columns ("Line Haul | FSC | Detention | Total") under a row-per-stop dispatch table.
 */

const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);
const bare = (label: string) => label.replace(/:$/, '');
const when = (s: CaseStop, style: Style) =>
  `${formatDay(s.day, style.date)} ${formatWindow(s.from, s.to, style.window)}`;

function line(sheet: Sheet, x: number, s: string, opts: { bold?: boolean; size?: number } = {}) {
  sheet.need(sheet.lead);
  sheet.text(x, sheet.y, s, opts);
  sheet.y += sheet.lead;
}

/** Broker name and contacts on the left, load, date and carrier on the right. */
function header(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.textRight(572, sheet.y, style.words.title.toUpperCase(), { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.6;
  const top = sheet.y;
  const lines = brokerLines(c, style).slice(0, rng.chance(0.5) ? 5 : 4);
  const left = sheet.cell(40, top, 250, lines);
  const right = kvColumn(sheet, 330, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...referenceRows(c, style),
  ]);
  sheet.y = top + Math.max(left, right) + sheet.lead;
}

function cargoAndRate(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.need(sheet.lead * 8);
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, cargoRows(c, style, rng));
  const r = kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

/** Each stop under a code (PU1, PU2, SO1, SO2): labels in a column without colons, values beside. */
function codedStopList(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const [pick, drop] = rng.pick([
    ['PU', 'SO'],
    ['PU', 'DL'],
    ['P', 'D'],
  ]);
  header(sheet, c, style, rng);
  line(sheet, 40, 'ROUTING', { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 0.3;
  for (const s of c.stops) {
    const rows: [string, string][] = [
      ['Facility', s.facility],
      ['Address', s.street],
      ['City', s.city],
      ['State', s.state],
      ['Zip', s.zip],
      [s.type === 'pickup' ? 'Ready' : 'Due', formatDay(s.day, style.date)],
      ['Hours', formatWindow(s.from, s.to, style.window)],
    ];
    if (s.reference) rows.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) rows.push(['Contact', s.phone]);
    sheet.need(sheet.lead * (rows.length + 1.5));
    line(sheet, 40, `${s.type === 'pickup' ? pick : drop}${nth(c, s)}`, { bold: true });
    for (const [label, value] of rows) {
      sheet.text(60, sheet.y, label);
      sheet.text(150, sheet.y, value);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
  cargoAndRate(sheet, c, style, rng);
}

/** A wide table: stop, name and address first, then reference, then date and time in their own columns. */
function addressThenTime(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  const rows = c.stops.map((s, i) => [
    [`${i + 1}`, s.type === 'pickup' ? 'PU' : 'DEL'],
    [s.facility, s.street, cityLine(s)],
    [s.reference ?? '', s.phone ?? ''],
    [formatDay(s.day, style.date)],
    [formatWindow(s.from, s.to, style.window)],
  ]);
  table(
    sheet,
    [
      { x: 40, width: 36, head: 'Stop' },
      { x: 76, width: 196, head: 'Name / Address' },
      { x: 272, width: 100, head: 'Ref / Phone' },
      { x: 372, width: 86, head: 'Date' },
      { x: 458, width: 114, head: 'Time' },
    ],
    rows,
  );
  cargoAndRate(sheet, c, style, rng);
}

/** A bordered box per stop, its kind spelt one letter a line down a narrow strip on the left. */
function sideLabelBoxes(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  for (const s of c.stops) {
    const word = s.type === 'pickup' ? rng.pick(['PICKUP', 'LOAD']) : rng.pick(['DELIVERY', 'UNLOAD', 'DROP']);
    const inner = [
      s.facility,
      s.street,
      cityLine(s),
      `${when(s, style)}`,
      [s.reference ? `${bare(refLabel(s, style))}: ${s.reference}` : '', s.phone ? `Tel: ${s.phone}` : '']
        .filter(Boolean)
        .join('    '),
    ].filter(Boolean);
    const step = sheet.lead * 0.8;
    const h = Math.max(inner.length * sheet.lead, word.length * step) + sheet.lead * 0.6;
    sheet.need(h + sheet.lead);
    const top = sheet.y;
    sheet.box(40, top, 532, h);
    sheet.box(40, top, 22, h, true);
    const small = { size: sheet.size * 0.75, bold: true };
    const first = top + (h - word.length * step) / 2 + step * 0.8;
    for (const [i, ch] of [...word].entries()) sheet.text(48, first + i * step, ch, small);
    sheet.cell(72, top + sheet.lead, 490, inner);
    sheet.y = top + h + sheet.lead * 0.6;
  }
  sheet.y += sheet.lead * 0.4;
  cargoAndRate(sheet, c, style, rng);
}

/** An e-mail body: each stop on a "Pickup:" / "Drop:" line, the address comma-separated on it. */
function emailLines(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const money = (cents: number) => formatMoney(cents, style.money);
  line(sheet, 40, `From: ${c.broker.email}`);
  line(sheet, 40, `Sent: ${formatIssued(c.issued, style.date)}`);
  line(sheet, 40, `To: dispatch@${c.carrier.name.split(' ')[0]?.toLowerCase()}.com`);
  line(sheet, 40, `Subject: ${bare(style.words.load)} ${c.loadNumber} - load confirmation`);
  sheet.y += sheet.lead;
  line(sheet, 40, 'Hi team,');
  sheet.y += sheet.lead * 0.4;
  for (const l of sheet.wrap(
    `Please see the load below for ${carrierText(c)} (MC ${c.carrier.mc}). Reply to confirm.`,
    532,
  ))
    line(sheet, 40, l);
  sheet.y += sheet.lead * 0.6;
  const refs = referenceRows(c, style);
  for (const [l, v] of refs) line(sheet, 40, `${bare(l)}: ${v}`);
  for (const s of c.stops) {
    sheet.y += sheet.lead * 0.4;
    const word = s.type === 'pickup' ? rng.pick(['Pickup', 'Pick']) : rng.pick(['Drop', 'Deliver']);
    const place = `${s.facility}, ${s.street}, ${s.city}, ${s.state} ${s.zip}`;
    for (const l of sheet.wrap(`${word}: ${place}`, 532)) line(sheet, 40, l);
    line(sheet, 40, `${rng.pick(['Appt', 'Time', 'When'])}: ${when(s, style)}`);
    const extra = [
      s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : '',
      s.phone ? `ph ${s.phone}` : '',
    ].filter(Boolean);
    if (extra.length) line(sheet, 40, extra.join(', '));
  }
  sheet.y += sheet.lead * 0.6;
  for (const [l, v] of cargoRows(c, style, rng)) line(sheet, 40, `${bare(l)}: ${v}`);
  sheet.y += sheet.lead * 0.4;
  const parts = [`${money(c.linehaulCents)} ${bare(style.words.linehaul).toLowerCase()}`];
  if (c.fuelCents) parts.push(`${money(c.fuelCents)} fuel`);
  for (const a of c.accessorials) parts.push(`${money(a.cents)} ${a.description.toLowerCase()}`);
  const total = c.linehaulCents + c.fuelCents + c.accessorials.reduce((n, a) => n + a.cents, 0);
  line(sheet, 40, `${bare(style.words.total)}: ${money(total)}`);
  if (parts.length > 1) line(sheet, 40, `(${parts.join(' + ')})`);
  sheet.y += sheet.lead;
  line(sheet, 40, 'Thanks,');
  line(sheet, 40, c.broker.name);
  line(sheet, 40, c.broker.phone);
}

/** A row per stop (date, time and kind before the place), then the charges as columns of one row. */
function chargeColumns(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const money = (cents: number) => formatMoney(cents, style.money).replace(/^\$|^USD /, '');
  header(sheet, c, style, rng);
  const rows = c.stops.map((s) => [
    [formatDay(s.day, style.date)],
    [formatWindow(s.from, s.to, style.window)],
    [s.type === 'pickup' ? 'Shipper' : 'Receiver'],
    [`${s.facility}, ${s.street}, ${cityLine(s)}`],
    [s.reference ? `#${s.reference}` : '', s.phone ?? ''],
  ]);
  table(
    sheet,
    [
      { x: 40, width: 70, head: 'Date' },
      { x: 110, width: 86, head: 'Time' },
      { x: 196, width: 56, head: 'Type' },
      { x: 252, width: 220, head: 'Location' },
      { x: 472, width: 100, head: 'Ref / Phone' },
    ],
    rows,
  );
  sheet.y += sheet.lead * 0.5;
  for (const [l, v] of cargoRows(c, style, rng)) line(sheet, 40, `${bare(l)}: ${v}`);
  sheet.y += sheet.lead * 0.5;
  const total = c.linehaulCents + c.fuelCents + c.accessorials.reduce((n, a) => n + a.cents, 0);
  const charges: [string, number][] = [
    ['Line Haul', c.linehaulCents],
    ['FSC', c.fuelCents],
    ...c.accessorials.map((a): [string, number] => [a.description, a.cents]),
    ['Total Due', total],
  ];
  const width = 532 / charges.length;
  table(
    sheet,
    charges.map(([head], i) => ({ x: 40 + i * width, width, head })),
    [charges.map(([, cents]) => [money(cents)])],
  );
}

export const HELDOUT_6_LAYOUTS: Layout[] = [
  { name: 'heldout6-coded-stop-list', draw: codedStopList },
  { name: 'heldout6-address-then-time', draw: addressThenTime },
  { name: 'heldout6-side-label-boxes', draw: sideLabelBoxes },
  { name: 'heldout6-email-lines', draw: emailLines },
  { name: 'heldout6-charge-columns', draw: chargeColumns },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 6000;

export function generateHeldout6(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_6_LAYOUTS.indexOf(layout));
}
