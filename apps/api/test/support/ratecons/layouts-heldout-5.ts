import { brokerLines, cargoRows, cityLine, kvColumn, type Row, rateRows, referenceRows } from './blocks';
import { formatIssued, type Style } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { type DrawArgs, type Layout, nth } from './layout-kit';
import type { Sheet } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, Clock, Day, RateconCase } from './ratecon-case';
import { table } from './table';

/**
 * A fifth held-out set, written before the reader was changed for the fourth set and measured only
 * once before and once after: the figure for layouts not tuned on. Layouts draw forms brokers use
 * that the other sets draw otherwise: a fixed-width manifest whose columns come in another order
 * and sometimes without a head, stops told in plain sentences without numbers, origin and
 * destination side by side, a grid with city, state and ZIP in columns of their own, and a form
 * whose small labels sit above their values.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');
const fixed = (s: CaseStop) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;

type DayForm = 'slash' | 'iso' | 'long' | 'weekday-long';
function day(d: Day, form: DayForm): string {
  const month = MONTHS[d.month - 1] ?? '';
  if (form === 'iso') return `${d.year}-${two(d.month)}-${two(d.day)}`;
  if (form === 'long') return `${month} ${d.day}, ${d.year}`;
  if (form === 'weekday-long') {
    const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
    return `${weekday}, ${month} ${d.day}, ${d.year}`;
  }
  return `${two(d.month)}/${two(d.day)}/${d.year}`;
}

type ClockForm = 'colon' | 'hhmm' | 'ampm';
function clock(c: Clock, form: ClockForm): string {
  if (form === 'hhmm') return `${two(c.hour)}${two(c.minute)}`;
  if (form === 'colon') return `${two(c.hour)}:${two(c.minute)}`;
  return `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
}
const hours = (s: CaseStop, form: ClockForm, joint = '-') =>
  fixed(s) ? clock(s.from, form) : `${clock(s.from, form)}${joint}${clock(s.to, form)}`;

const carrierName = (c: RateconCase) =>
  c.carrier.factoring ? `${c.carrier.name} % ${c.carrier.factoring}` : c.carrier.name;
const refLabel = (s: CaseStop, style: Style) => (s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef);
const bare = (label: string) => label.replace(/:$/, '');

function head(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.text(40, sheet.y, c.broker.name, { bold: true, size: sheet.size * 1.4 });
  sheet.y += sheet.lead * 1.5;
  for (const l of brokerLines(c, style).slice(0, rng.chance(0.5) ? 5 : 3)) {
    sheet.text(40, sheet.y, l);
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead * 0.5;
  sheet.text(40, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.6;
  const top = sheet.y;
  const left = kvColumn(sheet, 40, top, [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
    [style.words.carrier, carrierName(c)],
    ['MC #', c.carrier.mc],
  ]);
  const right = kvColumn(sheet, 330, top, referenceRows(c, style));
  sheet.y = top + Math.max(left, right) + sheet.lead;
}

function tail(sheet: Sheet, c: RateconCase, style: Style, rng: Random) {
  sheet.y += sheet.lead * 0.5;
  const at = sheet.y;
  sheet.need(sheet.lead * 8);
  const l = kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng));
  const r = kvColumn(sheet, 330, sheet.y, rateRows(c, style));
  sheet.y = Math.max(at, sheet.y) + Math.max(l, r) + sheet.lead;
}

/** A fixed-width manifest: the date and time come before the name, the kind as SHIP / CONS or PU / DEL. */
function fixedWidthManifest(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const withHead = rng.chance(0.6);
  const [pickWord, dropWord] = rng.pick([
    ['SHIP', 'CONS'],
    ['PU', 'DEL'],
    ['PICK', 'DROP'],
  ]);
  const form: DayForm = rng.pick(['slash', 'iso']);
  const clockForm: ClockForm = rng.pick(['colon', 'hhmm']);
  const line = (s: string, bold = false) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s, { bold });
    sheet.y += sheet.lead;
  };
  const pad = (s: string, n: number) => s.padEnd(n);
  line(`${c.broker.name.toUpperCase()}  -  ${style.words.title.toUpperCase()}`, true);
  line(`${c.broker.phone}   ${c.broker.email}`);
  line('-'.repeat(86));
  line(`${pad(`${bare(style.words.load).toUpperCase()}`, 18)}${c.loadNumber}`);
  line(`${pad(bare(style.words.date).toUpperCase(), 18)}${formatIssued(c.issued, 'us')}`);
  line(`${pad('CARRIER', 18)}${carrierName(c).toUpperCase()}  MC ${c.carrier.mc}`);
  for (const [l, v] of referenceRows(c, style)) line(`${pad(bare(l).toUpperCase(), 18)}${v}`);
  line('');
  const dateW = 12;
  const timeW = Math.max(...c.stops.map((s) => hours(s, clockForm).length)) + 2;
  const nameW = Math.max(...c.stops.map((s) => s.facility.length)) + 2;
  const cityW = Math.max(...c.stops.map((s) => s.city.length)) + 2;
  const kindW = Math.max(pickWord.length, dropWord.length) + 2;
  if (withHead) {
    line(
      `${pad('STOP', 6)}${pad('TYPE', kindW)}${pad('DATE', dateW)}${pad('TIME', timeW)}${pad('LOCATION', nameW)}${pad('CITY', cityW)}${pad('ST', 4)}ZIP`,
      true,
    );
  }
  for (const [i, s] of c.stops.entries()) {
    const kind = s.type === 'pickup' ? pickWord : dropWord;
    line(
      `${pad(String(i + 1), 6)}${pad(kind, kindW)}${pad(day(s.day, form), dateW)}${pad(hours(s, clockForm), timeW)}${pad(s.facility.toUpperCase(), nameW)}${pad(s.city.toUpperCase(), cityW)}${pad(s.state, 4)}${s.zip}`,
    );
    const extra = [
      s.street.toUpperCase(),
      s.reference ? `${bare(refLabel(s, style)).toUpperCase()} ${s.reference}` : '',
      s.phone ? `TEL ${s.phone}` : '',
    ];
    line(`${' '.repeat(6 + kindW)}${extra.filter(Boolean).join('   ')}`);
  }
  line('');
  for (const [l, v] of cargoRows(c, style, rng)) line(`${pad(bare(l).toUpperCase(), 18)}${v}`);
  line('');
  for (const [l, v] of rateRows(c, style)) line(`${pad(bare(l).toUpperCase(), 30)}${v.padStart(14)}`);
}

/** Stops told as plain sentences, one paragraph each, beginning with the kind of stop. */
function stopSentences(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const form: DayForm = rng.pick(['slash', 'long', 'weekday-long']);
  const clockForm: ClockForm = rng.pick(['colon', 'ampm']);
  head(sheet, c, style, rng);
  sheet.text(40, sheet.y, 'STOP INSTRUCTIONS', { bold: true });
  sheet.y += sheet.lead * 1.4;
  for (const s of c.stops) {
    const pick = s.type === 'pickup';
    const opener = pick
      ? rng.pick(['Driver will load at', 'Pickup is at', 'Shipper:'])
      : rng.pick(['Driver will deliver to', 'Delivery is at', 'Consignee:']);
    const when = fixed(s)
      ? `Appointment ${day(s.day, form)} at ${clock(s.from, clockForm)}.`
      : `Open ${day(s.day, form)} from ${clock(s.from, clockForm)} to ${clock(s.to, clockForm)}.`;
    const ref = s.reference ? ` Reference ${bare(refLabel(s, style))} ${s.reference}.` : '';
    const phone = s.phone ? ` Phone ${s.phone}.` : '';
    const text = `${opener} ${s.facility}, ${s.street}, ${cityLine(s)}. ${when}${ref}${phone}`;
    for (const l of sheet.wrap(text, 532)) {
      sheet.need(sheet.lead);
      sheet.text(40, sheet.y, l);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  }
  tail(sheet, c, style, rng);
}

/** Origin and destination side by side; stops past the first pair listed below, in pairs again. */
function originDestination(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const form: DayForm = rng.pick(['slash', 'long', 'iso']);
  const clockForm: ClockForm = rng.pick(['colon', 'ampm', 'hhmm']);
  head(sheet, c, style, rng);
  const rows = (s: CaseStop): Row[] => {
    const out: Row[] = [
      ['Name', s.facility],
      ['Address', s.street],
      ['City/St/Zip', cityLine(s)],
      [s.type === 'pickup' ? 'Ready' : 'Appt', `${day(s.day, form)} ${hours(s, clockForm, ' - ')}`],
    ];
    if (s.reference) out.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) out.push(['Phone', s.phone]);
    return out;
  };
  for (let i = 0; i < c.stops.length; i += 2) {
    const pair = c.stops.slice(i, i + 2);
    sheet.need(sheet.lead * 9);
    const top = sheet.y;
    const heights = pair.map((s, k) => {
      const x = 40 + k * 276;
      const title = `${s.type === 'pickup' ? 'ORIGIN' : 'DESTINATION'} ${nth(c, s)}`;
      sheet.box(x, top - sheet.lead + 2, 266, sheet.lead * 1.2, true);
      sheet.text(x + 4, top, title, { bold: true });
      return kvColumn(sheet, x + 4, top + sheet.lead * 1.4, rows(s), 64);
    });
    sheet.y = top + sheet.lead * 1.4 + Math.max(...heights) + sheet.lead;
  }
  tail(sheet, c, style, rng);
}

/** A ruled grid with city, state and ZIP each in its own column. */
function gridCityColumns(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const form: DayForm = rng.pick(['slash', 'iso']);
  const clockForm: ClockForm = rng.pick(['colon', 'hhmm', 'ampm']);
  const [pickWord, dropWord] = rng.pick([
    ['Shipper', 'Consignee'],
    ['Pick', 'Drop'],
    ['Origin', 'Dest'],
  ]);
  head(sheet, c, style, rng);
  const rows = c.stops.map((s, i) => [
    [String(i + 1)],
    [s.type === 'pickup' ? pickWord : dropWord],
    [s.facility, s.street],
    [s.city],
    [s.state],
    [s.zip],
    [day(s.day, form)],
    [hours(s, clockForm)],
  ]);
  table(
    sheet,
    [
      { x: 40, width: 18, head: '#' },
      { x: 58, width: 54, head: 'Type' },
      { x: 112, width: 150, head: 'Facility' },
      { x: 262, width: 88, head: 'City' },
      { x: 350, width: 26, head: 'St' },
      { x: 376, width: 40, head: 'Zip' },
      { x: 416, width: 66, head: 'Date' },
      { x: 482, width: 90, head: 'Time' },
    ],
    rows,
  );
  const extras = c.stops.flatMap((s, i) =>
    [
      s.reference ? `Stop ${i + 1} ${bare(refLabel(s, style))}: ${s.reference}` : '',
      s.phone ? `Stop ${i + 1} phone: ${s.phone}` : '',
    ].filter(Boolean),
  );
  for (const e of extras) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, e);
    sheet.y += sheet.lead;
  }
  tail(sheet, c, style, rng);
}

/** A form whose small labels sit above their values, one box per stop. */
function labelsAbove(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const form: DayForm = rng.pick(['slash', 'long']);
  const clockForm: ClockForm = rng.pick(['colon', 'ampm']);
  head(sheet, c, style, rng);
  const small = { size: sheet.size * 0.75 };
  const field = (x: number, y: number, label: string, value: string) => {
    sheet.text(x, y, label.toUpperCase(), small);
    sheet.text(x, y + sheet.lead * 0.9, value);
  };
  for (const s of c.stops) {
    const h = sheet.lead * 6.2;
    sheet.need(h + sheet.lead * 2);
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'SHIPPER' : 'CONSIGNEE'} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 0.6;
    const top = sheet.y;
    sheet.box(40, top, 532, h);
    const y1 = top + sheet.lead;
    field(46, y1, 'Location name', s.facility);
    field(300, y1, s.type === 'pickup' ? 'Pickup date' : 'Delivery date', day(s.day, form));
    field(440, y1, 'Hours', hours(s, clockForm, ' - '));
    const y2 = y1 + sheet.lead * 2.2;
    field(46, y2, 'Street address', s.street);
    field(300, y2, 'City, state, zip', cityLine(s));
    const y3 = y2 + sheet.lead * 2.2;
    if (s.reference) field(46, y3, bare(refLabel(s, style)), s.reference);
    if (s.phone) field(300, y3, 'Contact phone', s.phone);
    sheet.y = top + h + sheet.lead * 1.2;
  }
  tail(sheet, c, style, rng);
}

export const HELDOUT_5_LAYOUTS: Layout[] = [
  { name: 'heldout5-fixed-width-manifest', family: 'courier', draw: fixedWidthManifest },
  { name: 'heldout5-stop-sentences', draw: stopSentences },
  { name: 'heldout5-origin-destination', draw: originDestination },
  { name: 'heldout5-grid-city-columns', draw: gridCityColumns },
  { name: 'heldout5-labels-above', draw: labelsAbove },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 5000;

export function generateHeldout5(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_5_LAYOUTS.indexOf(layout));
}
