import { brokerLines, cargoRows, carrierText, cityLine, kvColumn, rateRows, referenceRows } from './blocks';
import { clockLabel, formatDay, formatIssued, formatMoney, formatWindow, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type RateconCase, totalCents } from './ratecon-case';
import { table } from './table';

/**
 * A seventh held-out set, written before the reader was changed for the sixth set and measured only
 * once before and once after: the figure for layouts not tuned on. Forms none of the other sets
 * draw: pickups in a left column and deliveries in a right one side by side, "Load at:" / "Unload
 * at:" definition lists with the terms on lines of their own, a table whose appointment is one
 * cell "MM/DD HH:MM-HH:MM", a letter whose only rate is an "all-in rate" in a sentence, and stops as
 * columns of a transposed table with the references as a comma list after one label.
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

/** Title centred-ish on top, the broker's block on the left and the load's facts on the right. */
function header(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.text(40, sheet.y, rng.pick(['Load Tender', 'Carrier Load Confirmation', 'Freight Confirmation']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.y += sheet.lead * 1.8;
  const top = sheet.y;
  sheet.text(40, top, c.broker.name, { bold: true });
  const left = sheet.lead + sheet.cell(40, top + sheet.lead, 250, brokerLines(c, style));
  const right = kvColumn(sheet, 330, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierText(c)],
    ['MC', c.carrier.mc],
  ]);
  sheet.y = top + Math.max(left, right) + sheet.lead;
}

function cargoAndRate(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.need(sheet.lead * 8);
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, [...referenceRows(c, style), ...cargoRows(c, style, rng)]);
  const r = kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

/** Pickups stacked in a left column, deliveries in a right column, both starting on the same line. */
function twoColumnStops(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  const top = sheet.y;
  const column = (x: number, kind: CaseStop['type']) => {
    let y = top;
    sheet.text(x, y, kind === 'pickup' ? 'ORIGIN(S)' : 'DESTINATION(S)', { bold: true, size: sheet.size * 1.1 });
    y += sheet.lead * 1.4;
    for (const s of c.stops.filter((x) => x.type === kind)) {
      const head = `${kind === 'pickup' ? style.words.pickup : style.words.delivery} ${nth(c, s)}`;
      sheet.text(x, y, head.replace(/:$/, ''), { bold: true });
      y += sheet.lead;
      const lines = [s.facility, s.street, cityLine(s), when(s, style)];
      if (s.reference) lines.push(`${bare(refLabel(s, style))}: ${s.reference}`);
      if (s.phone) lines.push(`Ph: ${s.phone}`);
      y += sheet.cell(x, y, 250, lines) + sheet.lead * 0.7;
    }
    return y;
  };
  sheet.y = Math.max(column(40, 'pickup'), column(320, 'delivery'));
  cargoAndRate(sheet, c, style, rng);
}

/** Each stop as a definition list: the term on a line of its own in bold, its value indented under it. */
function loadAtTerms(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  for (const s of c.stops) {
    const terms: [string, string[]][] = [
      [s.type === 'pickup' ? 'Load at:' : 'Unload at:', [s.facility, `${s.street}, ${s.city}, ${s.state} ${s.zip}`]],
      [s.type === 'pickup' ? 'Ready:' : 'Deliver by:', [when(s, style)]],
    ];
    if (s.reference) terms.push([refLabel(s, style), [s.reference]]);
    if (s.phone) terms.push(['Site contact:', [s.phone]]);
    sheet.need(sheet.lead * (terms.length * 2 + 2));
    line(sheet, 40, `Stop ${c.stops.indexOf(s) + 1}`, { bold: true, size: sheet.size * 1.1 });
    for (const [term, values] of terms) {
      line(sheet, 50, term, { bold: true });
      for (const v of values) line(sheet, 70, v);
    }
    sheet.y += sheet.lead * 0.5;
  }
  cargoAndRate(sheet, c, style, rng);
}

/** A stop table whose appointment is one cell: the month and day, then the window in 24-hour clock. */
function appointmentCell(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  const appt = (s: CaseStop) => {
    const same = s.from.hour === s.to.hour && s.from.minute === s.to.minute;
    return `${formatDay(s.day, 'us-no-year')} ${clockLabel(s.from)}${same ? '' : `-${clockLabel(s.to)}`}`;
  };
  const rows = c.stops.map((s, i) => [
    [`${i + 1}`],
    [s.type === 'pickup' ? 'Pick' : 'Drop'],
    [s.facility, s.street, cityLine(s)],
    [appt(s)],
    [s.reference ?? '', s.phone ?? ''],
  ]);
  table(
    sheet,
    [
      { x: 40, width: 24, head: '#' },
      { x: 64, width: 40, head: 'Type' },
      { x: 104, width: 220, head: 'Facility / Address' },
      { x: 324, width: 110, head: 'Appointment' },
      { x: 434, width: 138, head: 'Ref # / Contact' },
    ],
    rows,
  );
  cargoAndRate(sheet, c, style, rng);
}

/**
 * A letter whose only rate is an all-in figure in a sentence. A flat all-in rate has no fuel or
 * extras of its own, so the case drops them and its line haul is the whole rate.
 */
function allInLetter(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  c.fuelCents = 0;
  c.accessorials = [];
  const money = (cents: number) => formatMoney(cents, style.money);
  header(sheet, c, style, rng);
  const say = (s: string) => {
    for (const l of sheet.wrap(s, 532)) line(sheet, 40, l);
    sheet.y += sheet.lead * 0.5;
  };
  say(
    `This confirms that ${carrierText(c)} (MC ${c.carrier.mc}) will haul ${bare(style.words.load).toLowerCase()} ${c.loadNumber} for ${c.broker.name}.`,
  );
  for (const s of c.stops) {
    sheet.need(sheet.lead * 6);
    line(sheet, 40, `${s.type === 'pickup' ? 'Shipper' : 'Consignee'} ${nth(c, s)}`, { bold: true });
    const lines = [s.facility, s.street, cityLine(s), when(s, style)];
    if (s.reference) lines.push(`${bare(refLabel(s, style))} ${s.reference}`);
    if (s.phone) lines.push(s.phone);
    sheet.y += sheet.cell(60, sheet.y, 480, lines) + sheet.lead * 0.5;
  }
  for (const [l, v] of [...referenceRows(c, style), ...cargoRows(c, style, rng)]) line(sheet, 40, `${bare(l)}: ${v}`);
  sheet.y += sheet.lead * 0.5;
  say(
    rng.pick([
      `The all-in rate for this load is ${money(totalCents(c))}, fuel included, payable 30 days from receipt of signed POD.`,
      `Carrier agrees to an all-in rate of ${money(totalCents(c))} including fuel surcharge; no other charges apply unless approved in writing.`,
    ]),
  );
}

/** Stops as the columns of a transposed table (one row per field), the references as one comma list. */
function stopColumns(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  header(sheet, c, style, rng);
  const refs = c.references.map((r) => r.value);
  if (refs.length) line(sheet, 40, `${rng.pick(['PO#', 'Ref#', 'Reference #s:'])} ${refs.join(', ')}`);
  sheet.y += sheet.lead * 0.5;
  const fields: [string, (s: CaseStop) => string][] = [
    ['Type', (s) => (s.type === 'pickup' ? 'PICKUP' : 'DELIVERY')],
    ['Name', (s) => s.facility],
    ['Street', (s) => s.street],
    ['City/ST/Zip', (s) => cityLine(s)],
    ['Date', (s) => formatDay(s.day, style.date)],
    ['Hours', (s) => formatWindow(s.from, s.to, style.window)],
    ['Ref', (s) => s.reference ?? ''],
    ['Phone', (s) => s.phone ?? ''],
  ];
  // At most three stops a band, so each column stays wide enough for an address.
  for (let first = 0; first < c.stops.length; first += 3) {
    const band = c.stops.slice(first, first + 3);
    const width = 462 / 3;
    table(
      sheet,
      [
        { x: 40, width: 70, head: '' },
        ...band.map((_, i) => ({ x: 110 + i * width, width, head: `Stop ${first + i + 1}` })),
      ],
      fields.map(([label, value]) => [[label], ...band.map((s) => [value(s)])]),
    );
  }
  sheet.y += sheet.lead * 0.3;
  const top = sheet.y;
  const l = kvColumn(sheet, 40, top, cargoRows(c, style, rng));
  const r = kvColumn(sheet, 330, top, rateRows(c, style));
  sheet.y = top + Math.max(l, r) + sheet.lead;
}

export const HELDOUT_7_LAYOUTS: Layout[] = [
  { name: 'heldout7-two-column-stops', draw: twoColumnStops },
  { name: 'heldout7-load-at-terms', draw: loadAtTerms },
  { name: 'heldout7-appointment-cell', draw: appointmentCell },
  { name: 'heldout7-all-in-letter', draw: allInLetter },
  { name: 'heldout7-stop-columns', draw: stopColumns },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 7000;

export function generateHeldout7(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_7_LAYOUTS.indexOf(layout));
}
