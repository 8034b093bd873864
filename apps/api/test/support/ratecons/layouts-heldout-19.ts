import { cargoRows, carrierText, cityLine, type Row, rateRows, referenceRows } from './blocks';
import { MONTHS, type Style, two, WEEKDAYS } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A nineteenth held-out set, written after round 18 and measured only once: the figure for layouts
 * not tuned on. Forms none of the other sets draw: a load exported from a TMS's interface as JSON
 * and printed as it is, nested objects of quoted keys in camelCase or snake_case, the stops an array
 * of objects; a load told as an outline tree drawn with ASCII branches ("+-- Stop 1", "|   +--
 * Facility: ..."), each level indented under its parent; a tender printed from a text viewer with a
 * gutter of line numbers before every line ("  12 | Pickup date: ..."); a calendar export in the
 * iCalendar format, each stop an event (BEGIN:VEVENT, DTSTART:20260615T080000, LOCATION with its
 * commas escaped, long lines folded onto lines that begin with a space), the load's facts in the
 * calendar's description; and a narrow slip from a thermal printer, forty characters wide in the
 * middle of the page, each label at the left of the slip and its value at the right, long values
 * wrapped under it. Days read "2026-06-15", "Jun 15, 2026" or "Mon 06/15/2026", hours "08:00 - 14:00",
 * "8:00a-2:00p" or "0800-1400", money "$2,150.00", "2150.00 USD" or "$ 2150".
 */

const NINETEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Load ID', 'Shipment #', 'Trip No', 'Order Ref', 'Pro Number'],
  date: ['Booked On', 'Issue Date', 'Printed'],
  carrier: ['Carrier Name', 'Assigned Carrier', 'Transport Provider', 'Trucking Co'],
  po: ['PO Number', 'Purchase Ord'],
  bol: ['BOL No', 'Bill of Lading'],
  order: ['SO #', 'Customer Order'],
  linehaul: ['Linehaul', 'Base Rate', 'Transport Charge', 'Flat Rate'],
  fuel: ['Fuel Surcharge', 'Fuel Sur.', 'FSC'],
  total: ['Total Carrier Pay', 'Total Rate', 'Amount Payable', 'Total'],
  commodity: ['Goods', 'Product', 'Cargo Desc'],
  weight: ['Gross Weight', 'Wt (lb)', 'Total Wt'],
  pieces: ['Pallets', 'Units', 'Piece Count'],
  equipment: ['Equipment Type', 'Trailer Req', 'Mode'],
  miles: ['Miles', 'Distance', 'Total Miles'],
  hazmat: ['Hazardous', 'HazMat', 'Haz'],
  pickupRef: ['Pickup #', 'Shipper Ref', 'PU Number'],
  deliveryRef: ['Delivery #', 'Receiver Ref', 'DEL Number'],
  phone: ['Phone', 'Ph', 'Office'],
  email: ['E-mail', 'Docs To', 'Email'],
};

const nineteenthStyle = (style: Style, rng: Random) => restyled(style, rng, NINETEENTH_WORDS);

/** Day forms: "2026-06-15", "Jun 15, 2026" and "Mon 06/15/2026". */
type DayForm = 'iso' | 'month' | 'weekday';
const weekdayOf = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
function day(d: Day, form: DayForm): string {
  if (form === 'iso') return `${d.year}-${two(d.month)}-${two(d.day)}`;
  if (form === 'month') return `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
  return `${WEEKDAYS[weekdayOf(d)]} ${two(d.month)}/${two(d.day)}/${d.year}`;
}

/** Hour forms: "08:00 - 14:00", "8:00a-2:00p" and "0800-1400". */
type HourForm = 'colon' | 'short' | 'military';
const fixed = (s: { from: Clock; to: Clock }) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(t: Clock, form: HourForm): string {
  if (form === 'colon') return `${two(t.hour)}:${two(t.minute)}`;
  if (form === 'short') return `${t.hour % 12 || 12}:${two(t.minute)}${t.hour < 12 ? 'a' : 'p'}`;
  return `${two(t.hour)}${two(t.minute)}`;
}
function hours(s: { from: Clock; to: Clock }, form: HourForm): string {
  if (fixed(s)) return clock(s.from, form);
  return `${clock(s.from, form)}${form === 'colon' ? ' - ' : '-'}${clock(s.to, form)}`;
}

/** Money forms: "$2,150.00", "2150.00 USD" and "$ 2150" (cents only when there are some). */
type MoneyForm = 'dollar' | 'usd' | 'spaced';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  if (form === 'usd') return `${whole}.${two(cents % 100)} USD`;
  if (form === 'spaced') return cents % 100 ? `$ ${whole}.${two(cents % 100)}` : `$ ${whole}`;
  return `$${whole.toLocaleString('en-US')}.${two(cents % 100)}`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['iso', 'month', 'weekday']),
  hour: rng.pick(['colon', 'short', 'military']),
  money: rng.pick(['dollar', 'usd', 'spaced']),
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

const authority = (c: RateconCase): Row => (c.broker.mc ? ['MC', c.broker.mc] : ['USDOT', c.broker.dot]);

/** Lines one under the other from the cursor at `x`, a new page when full. */
function lines(sheet: Sheet, x: number, texts: string[], opts: TextOptions = {}) {
  for (const t of texts) {
    sheet.need(sheet.lead);
    sheet.text(x, sheet.y, t.trimEnd(), opts);
    sheet.y += sheet.lead;
  }
}

/** Monospace lines wrapped at `width` characters, the wrapped part indented by `hang`. */
function wrapChars(text: string, width: number, hang = ''): string[] {
  const out: string[] = [];
  let rest = text;
  let first = true;
  while (rest.length > 0) {
    const room = first ? width : width - hang.length;
    if (rest.length <= room) {
      out.push(first ? rest : hang + rest);
      break;
    }
    let cut = rest.lastIndexOf(' ', room);
    if (cut <= 0) cut = room;
    out.push((first ? '' : hang) + rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
    first = false;
  }
  return out;
}

/** A stop's kind word, by the sheet's choice. */
const kindWord = (s: CaseStop, words: [string, string]) => (s.type === 'pickup' ? words[0] : words[1]);

/** Keys of the JSON print in camelCase or snake_case. */
const keyCase = (snake: boolean) => (key: string) =>
  snake ? key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`) : key;

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** A load exported from a TMS's interface as JSON and printed as it is. */
function jsonPrint(args: DrawArgs) {
  const { sheet, c, rng } = args;
  // The wordings are drawn as on the other layouts, though the keys of an export have none of them.
  nineteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const k = keyCase(rng.chance(0.5));
  const b = c.broker;
  const dec = (cents: number) => Number((cents / 100).toFixed(2));
  const amount = (cents: number): Json => (rng.chance(0.5) ? dec(cents) : money(cents, f.money));
  const stamp = (d: Day, t: Clock) => `${d.year}-${two(d.month)}-${two(d.day)}T${two(t.hour)}:${two(t.minute)}:00`;
  const split = rng.chance(0.5);
  const o = (pairs: [string, Json][]): { [key: string]: Json } =>
    Object.fromEntries(pairs.map(([key, v]) => [k(key), v]));
  const refKinds = { po: 'PO', bol: 'BOL', order: 'SO' } as const;
  const load = o([
    ['loadId', c.loadNumber],
    ['status', rng.pick(['TENDERED', 'BOOKED', 'DISPATCHED'])],
    ['createdAt', `${stamp(c.issued, { hour: rng.int(7, 11), minute: rng.int(0, 59) })}Z`],
    [
      'broker',
      o([
        ['name', b.name],
        [b.mc ? 'mcNumber' : 'usdot', b.mc ?? b.dot],
        ['phone', b.phone],
        ['email', b.email],
        [
          'address',
          o([
            ['line1', b.street],
            ['city', b.place.city],
            ['state', b.place.state],
            ['zip', b.place.zip],
          ]),
        ],
      ]),
    ],
    [
      'carrier',
      o([
        ['name', c.carrier.name],
        ['mcNumber', c.carrier.mc],
        ...(c.carrier.factoring ? ([['remitTo', c.carrier.factoring]] as [string, Json][]) : []),
      ]),
    ],
    [
      'references',
      c.references.map((r) =>
        o([
          ['type', refKinds[r.kind]],
          ['value', r.value],
        ]),
      ),
    ],
    [
      'stops',
      c.stops.map((s, i) =>
        o([
          ['sequence', i + 1],
          ['stopType', s.type === 'pickup' ? rng.pick(['PICKUP', 'PU']) : rng.pick(['DELIVERY', 'DROP'])],
          [
            'location',
            o([
              ['name', s.facility],
              ['address1', s.street],
              ['city', s.city],
              ['state', s.state],
              ['postalCode', s.zip],
              ...(s.phone ? ([['phone', s.phone]] as [string, Json][]) : []),
            ]),
          ],
          ...((split
            ? [
                ['appointmentDate', day(s.day, f.day)],
                ['appointmentTime', hours(s, f.hour)],
              ]
            : [
                ['windowStart', stamp(s.day, s.from)],
                ['windowEnd', stamp(s.day, s.to)],
              ]) as [string, Json][]),
          ['referenceNumber', s.reference],
        ]),
      ),
    ],
    [
      'freight',
      o([
        ['commodity', c.cargo.commodity],
        ['weightLbs', c.cargo.weight],
        ['pieces', c.cargo.pieces],
        ['equipment', c.cargo.equipment],
        ['miles', c.cargo.miles],
        ['hazmat', c.cargo.hazmat],
      ]),
    ],
    [
      'charges',
      [
        o([
          ['code', 'LH'],
          ['description', 'Line Haul'],
          ['amount', amount(c.linehaulCents)],
        ]),
        ...(c.fuelCents
          ? [
              o([
                ['code', 'FSC'],
                ['description', 'Fuel Surcharge'],
                ['amount', amount(c.fuelCents)],
              ]),
            ]
          : []),
        ...c.accessorials.map((a) =>
          o([
            ['code', a.description.slice(0, 3).toUpperCase()],
            ['description', a.description],
            ['amount', amount(a.cents)],
          ]),
        ),
      ],
    ],
    ['totalRate', amount(totalCents(c))],
    ['currency', 'USD'],
  ]);
  const text = JSON.stringify(rng.chance(0.5) ? { data: load } : load, null, rng.pick([2, 4]));
  sheet.text(40, sheet.y, rng.pick([`GET /api/v2/loads/${c.loadNumber}`, 'Load export (JSON)', 'load.json']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 1.5;
  const width = Math.floor(532 / (sheet.size * 0.6));
  for (const line of text.split('\n')) {
    const indent = line.match(/^ */)?.[0] ?? '';
    lines(sheet, 40, wrapChars(line, width, `${indent}  `));
  }
  sheet.y += sheet.lead;
  lines(sheet, 40, wrapChars(`// ${TERMS[0]}`, width, '// '), { size: sheet.size - 1 });
}

/** A load told as an outline tree drawn with ASCII branches, each level indented under its parent. */
function asciiTree(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = nineteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const [branch, lastBranch, pipe] = rng.pick([
    ['+-- ', '`-- ', '|   '],
    ['|-- ', '\\-- ', '|   '],
    ['+- ', '+- ', '|  '],
  ]);
  type Node = { text: string; kids?: Node[] };
  const leaf = ([l, v]: Row): Node => ({ text: `${l}: ${v}` });
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['Shipper', 'Consignee'],
    ['Load', 'Unload'],
  ]);
  const [mcLabel, mc] = authority(c);
  const tree: Node = {
    text: `${bare(w.load)} ${c.loadNumber}`,
    kids: [
      {
        text: rng.pick(['Broker', 'Booked by']),
        kids: [
          { text: b.name },
          { text: `${b.street}, ${cityLine(b.place)}` },
          leaf([bare(w.phone), b.phone]),
          leaf([bare(w.email), b.email]),
          leaf([mcLabel, mc]),
        ],
      },
      {
        text: bare(w.carrier),
        kids: [{ text: carrierText(c) }, leaf(['MC', c.carrier.mc])],
      },
      ...(c.references.length ? [{ text: 'References', kids: references(c, style).map(leaf) }] : []),
      {
        text: rng.pick(['Stops', 'Route']),
        kids: c.stops.map(
          (s, i): Node => ({
            text: `${rng.chance(0.5) ? `Stop ${i + 1}: ` : ''}${kindWord(s, words)} ${nth(c, s)}`,
            kids: [
              leaf(['Facility', s.facility]),
              leaf(['Address', `${s.street}, ${cityLine(s)}`]),
              leaf(['Date', day(s.day, f.day)]),
              leaf([fixed(s) ? 'Appt' : 'Hours', hours(s, f.hour)]),
              ...(s.reference ? [leaf([bare(refLabel(s, style)), s.reference])] : []),
              ...(s.phone ? [leaf(['Phone', s.phone])] : []),
            ],
          }),
        ),
      },
      { text: rng.pick(['Freight', 'Cargo']), kids: cargo(c, style, rng).map(leaf) },
      { text: rng.pick(['Rate', 'Pay']), kids: charges(c, style, f).map(leaf) },
    ],
  };
  sheet.text(40, sheet.y, rng.pick(['LOAD TREE', 'Shipment outline', 'Load summary (tree view)']), {
    bold: true,
    size: sheet.size * 1.3,
  });
  sheet.y += sheet.lead * 1.6;
  const out: string[] = [];
  const walk = (node: Node, prefix: string, lastOne: boolean, root: boolean) => {
    out.push(root ? node.text : `${prefix}${lastOne ? lastBranch : branch}${node.text}`);
    const kids = node.kids ?? [];
    const inner = root ? '' : `${prefix}${lastOne ? ' '.repeat(pipe.length) : pipe}`;
    kids.forEach((kid, i) => {
      walk(kid, inner, i === kids.length - 1, false);
    });
  };
  walk(tree, '', true, true);
  const width = Math.floor(532 / (sheet.size * 0.6));
  for (const line of out) {
    const lead = line.match(/^[|+`\\\- ]*/)?.[0] ?? '';
    lines(sheet, 40, wrapChars(line, width, `${lead.replace(/[+`\\-]/g, ' ')}    `));
  }
  sheet.y += sheet.lead;
  lines(sheet, 40, wrapChars(TERMS.join(' '), width), { size: sheet.size - 1 });
}

/** A tender printed from a text viewer with a gutter of line numbers before every line. */
function numberedLines(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = nineteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const [mcLabel, mc] = authority(c);
  const words = rng.pick<[string, string]>([
    ['PICKUP', 'DELIVERY'],
    ['ORIGIN', 'DESTINATION'],
    ['PU', 'DROP'],
  ]);
  const body: string[] = [
    rng.pick(['RATE CONFIRMATION', 'LOAD TENDER', 'Carrier Confirmation']),
    '',
    b.name,
    `${b.street}, ${cityLine(b.place)}`,
    `${bare(w.phone)}: ${b.phone}   ${bare(w.email)}: ${b.email}   ${mcLabel}: ${mc}`,
    '',
    `${bare(w.load)}: ${c.loadNumber}`,
    `${bare(w.date)}: ${day(c.issued, f.day)}`,
    `${bare(w.carrier)}: ${carrierText(c)}   MC: ${c.carrier.mc}`,
    ...references(c, style).map(([l, v]) => `${l}: ${v}`),
    '',
  ];
  for (const s of c.stops) {
    body.push(`${kindWord(s, words)} ${nth(c, s)}`);
    body.push(`  ${s.facility}`);
    body.push(`  ${s.street}`);
    body.push(`  ${cityLine(s)}`);
    body.push(`  Date: ${day(s.day, f.day)}   ${fixed(s) ? 'Appt' : 'Window'}: ${hours(s, f.hour)}`);
    if (s.reference) body.push(`  ${bare(refLabel(s, style))}: ${s.reference}`);
    if (s.phone) body.push(`  Phone: ${s.phone}`);
    body.push('');
  }
  for (const [l, v] of cargo(c, style, rng)) body.push(`${l}: ${v}`);
  body.push('');
  for (const [l, v] of charges(c, style, f)) body.push(`${l}: ${v}`);
  body.push('');
  const mono = sheet.measure('0') === sheet.measure('i');
  const width = mono ? Math.floor(470 / (sheet.size * 0.6)) : 0;
  for (const t of TERMS) {
    if (mono) body.push(...wrapChars(t, width));
    else body.push(...sheet.wrap(t, 470));
  }
  const gutter = rng.pick([
    (n: number) => String(n).padStart(4, ' '),
    (n: number) => `${String(n).padStart(3, '0')} |`,
    (n: number) => `${n}.`,
  ]);
  const file = rng.pick(['tender.txt', 'ratecon_print.txt', 'load-confirmation.txt']);
  sheet.text(40, sheet.y, `${file}   ${rng.int(2, 9)} KB   ${rng.pick(['UTF-8', 'ANSI'])}`, { size: sheet.size - 1 });
  sheet.rule(40, sheet.y + 4, 572, 0.5);
  sheet.y += sheet.lead * 1.4;
  body.forEach((line, i) => {
    sheet.need(sheet.lead);
    sheet.textRight(66, sheet.y, gutter(i + 1), { size: sheet.size - 0.5 });
    sheet.text(76, sheet.y, line.trimEnd(), i === 0 ? { bold: true } : {});
    sheet.y += sheet.lead;
  });
}

/** A calendar export in the iCalendar format: each stop an event, the load's facts in the calendar's description. */
function icsCalendar(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = nineteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;');
  const ymd = (d: Day) => `${d.year}${two(d.month)}${two(d.day)}`;
  const at = (d: Day, t: Clock) => `${ymd(d)}T${two(t.hour)}${two(t.minute)}00`;
  const tz = rng.chance(0.5) ? `;TZID=America/${rng.pick(['Chicago', 'New_York', 'Denver'])}` : '';
  const [mcLabel, mc] = authority(c);
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['PU', 'DEL'],
    ['Load', 'Unload'],
  ]);
  const facts = [
    `${bare(w.load)}: ${c.loadNumber}`,
    `Broker: ${b.name} (${mcLabel} ${mc})`,
    `${bare(w.phone)}: ${b.phone}`,
    `${bare(w.email)}: ${b.email}`,
    `${bare(w.carrier)}: ${carrierText(c)} MC ${c.carrier.mc}`,
    ...references(c, style).map(([l, v]) => `${l}: ${v}`),
    ...cargo(c, style, rng).map(([l, v]) => `${l}: ${v}`),
    ...charges(c, style, f).map(([l, v]) => `${l}: ${v}`),
  ];
  const out: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${b.name.split(' ')[0]}//Load Scheduler 3.1//EN`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${bare(w.load)} ${c.loadNumber}`,
    `X-WR-CALDESC:${facts.map(esc).join('\\n')}`,
  ];
  c.stops.forEach((s, i) => {
    const desc = [
      ...(s.reference ? [`${bare(refLabel(s, style))}: ${s.reference}`] : []),
      ...(s.phone ? [`Phone: ${s.phone}`] : []),
      `${fixed(s) ? 'Appointment' : 'Window'}: ${day(s.day, f.day)} ${hours(s, f.hour)}`,
    ];
    out.push(
      'BEGIN:VEVENT',
      `UID:${c.loadNumber}-${i + 1}@${b.email.slice(b.email.indexOf('@') + 1)}`,
      `DTSTAMP:${at(c.issued, { hour: rng.int(7, 11), minute: rng.int(0, 59) })}Z`,
      `DTSTART${tz}:${at(s.day, s.from)}`,
      `DTEND${tz}:${at(s.day, s.to)}`,
      `SUMMARY:${esc(`${kindWord(s, words)} ${nth(c, s)} - ${s.facility}`)}`,
      `LOCATION:${esc(`${s.street}, ${s.city}, ${s.state} ${s.zip}`)}`,
      `DESCRIPTION:${desc.map(esc).join('\\n')}`,
      `ORGANIZER;CN=${esc(b.name)}:mailto:${b.email}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  });
  out.push('END:VCALENDAR');
  sheet.text(40, sheet.y, rng.pick(['load-schedule.ics', 'Calendar export', 'Appointments (iCal)']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  sheet.y += sheet.lead * 1.5;
  // Lines longer than 75 characters fold onto lines that begin with a space, as the format has it.
  for (const line of out) {
    const folded: string[] = [];
    let rest = line;
    folded.push(rest.slice(0, 75));
    rest = rest.slice(75);
    while (rest.length) {
      folded.push(` ${rest.slice(0, 74)}`);
      rest = rest.slice(74);
    }
    lines(sheet, 40, folded);
  }
}

/** A narrow slip from a thermal printer: forty characters wide, labels at the left, values at the right. */
function thermalSlip(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = nineteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const cols = 40;
  const charW = sheet.size * 0.6;
  const x = Math.round(306 - (cols * charW) / 2);
  const rule = rng.pick(['-', '=', '*']).repeat(cols);
  const center = (s: string) => ' '.repeat(Math.max(0, Math.floor((cols - s.length) / 2))) + s;
  const pair = ([l, v]: Row): string[] => {
    const label = `${l}${rng.chance(0.3) ? ':' : ''}`;
    if (label.length + v.length + 1 <= cols) return [`${label}${' '.repeat(cols - label.length - v.length)}${v}`];
    const rest = wrapChars(v, cols - 2);
    return [label, ...rest.map((r) => ' '.repeat(cols - r.length) + r)];
  };
  const [mcLabel, mc] = authority(c);
  const words = rng.pick<[string, string]>([
    ['PICKUP', 'DROP'],
    ['SHIP FROM', 'SHIP TO'],
    ['PU', 'DEL'],
  ]);
  const out: string[] = [
    ...wrapChars(b.name.toUpperCase(), cols).map(center),
    ...wrapChars(b.street, cols).map(center),
    center(cityLine(b.place)),
    center(`${bare(w.phone)} ${b.phone}`),
    ...wrapChars(b.email, cols).map(center),
    center(`${mcLabel} ${mc}`),
    rule,
    center(rng.pick(['LOAD CONFIRMATION', 'CARRIER RATE SLIP', 'DISPATCH TICKET'])),
    rule,
    ...pair([bare(w.load), c.loadNumber]),
    ...pair([bare(w.date), day(c.issued, f.day)]),
    ...pair([bare(w.carrier), carrierText(c)]),
    ...pair(['Carrier MC', c.carrier.mc]),
    ...references(c, style).flatMap(pair),
  ];
  for (const s of c.stops) {
    out.push(rule, `${kindWord(s, words)} ${nth(c, s)}`);
    for (const t of [s.facility, s.street, cityLine(s)]) out.push(...wrapChars(t, cols));
    out.push(...pair(['Date', day(s.day, f.day)]));
    out.push(...pair([fixed(s) ? 'Appt' : 'Hours', hours(s, f.hour)]));
    if (s.reference) out.push(...pair([bare(refLabel(s, style)), s.reference]));
    if (s.phone) out.push(...pair(['Phone', s.phone]));
  }
  out.push(rule, ...cargo(c, style, rng).flatMap(pair), rule);
  const pay = charges(c, style, f);
  pay.forEach((row, i) => {
    if (i === pay.length - 1) out.push(' '.repeat(cols - 12) + '-'.repeat(12));
    out.push(...pair(row));
  });
  out.push(rule, ...wrapChars(TERMS[0] ?? '', cols), '', center('*** THANK YOU ***'));
  for (const line of out) {
    sheet.need(sheet.lead);
    sheet.text(x, sheet.y, line.trimEnd());
    sheet.y += sheet.lead;
  }
}

export const HELDOUT_19_LAYOUTS: Layout[] = [
  { name: 'heldout19-json-print', family: 'courier', draw: jsonPrint },
  { name: 'heldout19-ascii-tree', family: 'courier', draw: asciiTree },
  { name: 'heldout19-numbered-lines', draw: numberedLines },
  { name: 'heldout19-ics-calendar', family: 'courier', draw: icsCalendar },
  { name: 'heldout19-thermal-slip', family: 'courier', draw: thermalSlip },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 19000;

export function generateHeldout19(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_19_LAYOUTS.indexOf(layout));
}
