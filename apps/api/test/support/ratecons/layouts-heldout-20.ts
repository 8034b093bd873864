import { cargoRows, carrierText, cityLine, type Row, rateRows, referenceRows } from './blocks';
import { MONTHS, type Style, two } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * A twentieth held-out set, written after round 19 and measured only once: the figure for layouts
 * not tuned on. Forms none of the other sets draw: a load exported as comma- or semicolon-separated
 * values and printed as it is, the load's facts as "field,value" rows and the stops one row each
 * under a header row, fields holding the separator in double quotes; a key file in the INI manner,
 * one bracketed section a party or stop ("[pickup_1]", "[delivery_2]") of "key = value" lines in
 * snake_case; a Markdown text printed raw ("# Rate Confirmation", "**Load #:** ...", "## Stops"
 * over a pipe table with a "|---|" rule, or a "### Pickup 1" heading over "- **Facility:** ..."
 * bullets); a load exported as XML and printed raw (<Stop seq="1" type="PU"> with child elements,
 * the window in attributes of an <Appointment/> element); and a two-up sheet, two copies of a short
 * confirmation side by side on one page ("BROKER COPY", "CARRIER COPY") with a cut line between
 * them, so every line of one copy sits on the same baseline as its twin. Days read "2026-06-15",
 * "06/15/2026" or "15-Jun-2026", hours "08:00-14:00", "8:00 AM - 2:00 PM" or "0800/1400", money
 * "2150.00", "$2,150.00" or "USD 2150.00".
 */

const TWENTIETH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Load Number', 'Shipment No', 'Confirmation #', 'Trip ID', 'Order Number'],
  date: ['Date Issued', 'Tendered On', 'Created'],
  carrier: ['Carrier', 'Motor Carrier', 'Hauler', 'Carrier Legal Name'],
  po: ['PO #', 'Cust PO'],
  bol: ['BOL', 'B/L Number'],
  order: ['Sales Order', 'Order #'],
  linehaul: ['Line Haul', 'Freight Charge', 'Base Pay', 'All In Rate'],
  fuel: ['Fuel', 'Fuel Surcharge', 'FSC'],
  total: ['Total', 'Total Pay', 'Grand Total', 'Total Due Carrier'],
  commodity: ['Commodity', 'Freight', 'Product Desc'],
  weight: ['Weight', 'Gross Wt', 'Lbs'],
  pieces: ['Pieces', 'Pallet Count', 'Handling Units'],
  equipment: ['Equipment', 'Trailer Type', 'Equip'],
  miles: ['Miles', 'Loaded Miles', 'Mileage'],
  hazmat: ['Hazmat', 'Hazardous Materials', 'HM'],
  pickupRef: ['Pickup Number', 'PU Ref', 'Shipper #'],
  deliveryRef: ['Delivery Number', 'DEL Ref', 'Consignee #'],
  phone: ['Phone', 'Tel', 'Main Line'],
  email: ['Email', 'Send Invoices To', 'Billing Email'],
};

const twentiethStyle = (style: Style, rng: Random) => restyled(style, rng, TWENTIETH_WORDS);

/** Day forms: "2026-06-15", "06/15/2026" and "15-Jun-2026". */
type DayForm = 'iso' | 'us' | 'dmy';
function day(d: Day, form: DayForm): string {
  if (form === 'iso') return `${d.year}-${two(d.month)}-${two(d.day)}`;
  if (form === 'us') return `${two(d.month)}/${two(d.day)}/${d.year}`;
  return `${two(d.day)}-${MONTHS[d.month - 1]}-${d.year}`;
}

/** Hour forms: "08:00-14:00", "8:00 AM - 2:00 PM" and "0800/1400". */
type HourForm = 'colon' | 'ampm' | 'slash';
const fixed = (s: { from: Clock; to: Clock }) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(t: Clock, form: HourForm): string {
  if (form === 'colon') return `${two(t.hour)}:${two(t.minute)}`;
  if (form === 'ampm') return `${t.hour % 12 || 12}:${two(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
  return `${two(t.hour)}${two(t.minute)}`;
}
function hours(s: { from: Clock; to: Clock }, form: HourForm): string {
  if (fixed(s)) return clock(s.from, form);
  const join = form === 'colon' ? '-' : form === 'ampm' ? ' - ' : '/';
  return `${clock(s.from, form)}${join}${clock(s.to, form)}`;
}

/** Money forms: "2150.00", "$2,150.00" and "USD 2150.00". */
type MoneyForm = 'plain' | 'dollar' | 'usd';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  if (form === 'plain') return `${whole}.${two(cents % 100)}`;
  if (form === 'usd') return `USD ${whole}.${two(cents % 100)}`;
  return `$${whole.toLocaleString('en-US')}.${two(cents % 100)}`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['iso', 'us', 'dmy']),
  hour: rng.pick(['colon', 'ampm', 'slash']),
  money: rng.pick(['plain', 'dollar', 'usd']),
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

/** A stop's kind word, by the sheet's choice. */
const kindWord = (s: CaseStop, words: [string, string]) => (s.type === 'pickup' ? words[0] : words[1]);

/** Lines one under the other from the cursor at `x`, a new page when full. */
function lines(sheet: Sheet, x: number, texts: string[], opts: TextOptions = {}) {
  for (const t of texts) {
    sheet.need(sheet.lead);
    sheet.text(x, sheet.y, t.trimEnd(), opts);
    sheet.y += sheet.lead;
  }
}

/** Monospace lines cut at `width` characters (a raw print wraps where the paper ends). */
function cut(text: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width));
  return out.length ? out : [''];
}

const printWidth = (sheet: Sheet) => Math.floor(532 / (sheet.size * 0.6));

/** snake_case of a label: "Load Number" -> "load_number", "PO #" -> "po". */
const snake = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A load exported as comma- or semicolon-separated values and printed as it is. */
function csvExport(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentiethStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const sep = rng.pick([',', ';']);
  const always = rng.chance(0.4);
  const q = (v: string) => (always || v.includes(sep) || v.includes('"') ? `"${v.replace(/"/g, '""')}"` : v);
  const row = (cells: string[]) => cells.map(q).join(sep);
  const [mcLabel, mc] = authority(c);
  const facts: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), day(c.issued, f.day)],
    ['Broker', b.name],
    ['Broker Address', `${b.street}, ${cityLine(b.place)}`],
    [`Broker ${mcLabel}`, mc],
    [bare(w.phone), b.phone],
    [bare(w.email), b.email],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
    ...cargo(c, style, rng),
    ...charges(c, style, f),
  ];
  const words = rng.pick<[string, string]>([
    ['PU', 'DEL'],
    ['Pickup', 'Delivery'],
    ['P', 'D'],
  ]);
  const split = rng.chance(0.5);
  const head = [
    'Stop',
    'Type',
    rng.pick(['Location', 'Facility', 'Name']),
    'Address',
    'City',
    rng.pick(['State', 'ST']),
    rng.pick(['Zip', 'Postal']),
    rng.pick(['Date', 'Appt Date']),
    ...(split ? ['From', 'To'] : [rng.pick(['Time', 'Window'])]),
    rng.pick(['Ref', 'Reference']),
    'Phone',
  ];
  const stopRows = c.stops.map((s, i) => [
    String(i + 1),
    kindWord(s, words),
    s.facility,
    s.street,
    s.city,
    s.state,
    s.zip,
    day(s.day, f.day),
    ...(split ? [clock(s.from, f.hour), clock(s.to, f.hour)] : [hours(s, f.hour)]),
    s.reference ?? '',
    s.phone ?? '',
  ]);
  const file = rng.pick([`load_${c.loadNumber}.csv`, 'tender_export.csv', 'ratecon.csv']);
  sheet.text(40, sheet.y, file, { bold: true });
  sheet.y += sheet.lead * 1.5;
  const width = printWidth(sheet);
  const out = [
    row([rng.pick(['Field', 'Key', 'Name']), 'Value']),
    ...facts.map(([l, v]) => row([l, v])),
    '',
    row(head),
    ...stopRows.map(row),
  ];
  for (const line of out) lines(sheet, 40, cut(line, width));
  sheet.y += sheet.lead;
  lines(sheet, 40, sheet.wrap(TERMS[0] ?? '', 532, { size: sheet.size - 1 }), { size: sheet.size - 1 });
}

/** A key file in the INI manner: one bracketed section a party or stop of "key = value" lines. */
function iniFile(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentiethStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const eq = rng.pick([' = ', '=', ': ']);
  const comment = rng.pick(['; ', '# ']);
  const kv = ([l, v]: Row) => `${snake(l)}${eq}${v}`;
  const [mcLabel, mc] = authority(c);
  const words = rng.pick<[string, string]>([
    ['pickup', 'delivery'],
    ['shipper', 'consignee'],
    ['origin', 'destination'],
  ]);
  const out: string[] = [
    `${comment}${rng.pick(['Load tender export', 'Rate confirmation', 'Dispatch file'])} - ${b.name}`,
    `${comment}${rng.pick(['generated', 'written'])} ${day(c.issued, f.day)}`,
    '',
    '[load]',
    kv([bare(w.load), c.loadNumber]),
    kv([bare(w.date), day(c.issued, f.day)]),
    ...references(c, style).map(kv),
    '',
    '[broker]',
    kv(['Name', b.name]),
    kv(['Address', b.street]),
    kv(['City', b.place.city]),
    kv(['State', b.place.state]),
    kv(['Zip', b.place.zip]),
    kv([mcLabel, mc]),
    kv([bare(w.phone), b.phone]),
    kv([bare(w.email), b.email]),
    '',
    '[carrier]',
    kv(['Name', carrierText(c)]),
    kv(['MC', c.carrier.mc]),
    '',
  ];
  for (const s of c.stops) {
    out.push(`[${kindWord(s, words)}_${nth(c, s)}]`);
    out.push(kv([rng.pick(['Name', 'Facility', s.type === 'pickup' ? 'Shipper' : 'Consignee']), s.facility]));
    out.push(kv(['Address', s.street]), kv(['City', s.city]), kv(['State', s.state]), kv(['Zip', s.zip]));
    out.push(kv(['Date', day(s.day, f.day)]));
    if (fixed(s) || rng.chance(0.5)) out.push(kv([fixed(s) ? 'Appointment' : 'Window', hours(s, f.hour)]));
    else out.push(kv(['Open', clock(s.from, f.hour)]), kv(['Close', clock(s.to, f.hour)]));
    if (s.reference) out.push(kv([bare(refLabel(s, style)), s.reference]));
    if (s.phone) out.push(kv(['Phone', s.phone]));
    out.push('');
  }
  out.push('[freight]', ...cargo(c, style, rng).map(kv), '', '[rate]', ...charges(c, style, f).map(kv), '');
  out.push('[terms]', `text${eq}${TERMS[0]}`);
  const width = printWidth(sheet);
  for (const line of out) lines(sheet, 40, cut(line, width));
}

/** A Markdown text printed raw: headings, bold captions, a pipe table of stops or stop sections. */
function markdownPrint(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentiethStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const [mcLabel, mc] = authority(c);
  const bold = ([l, v]: Row) => (rng.chance(0.5) ? `**${l}:** ${v}` : `- **${l}:** ${v}`);
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['Pick', 'Drop'],
    ['Shipper', 'Receiver'],
  ]);
  const out: string[] = [
    `# ${rng.pick(['Rate Confirmation', 'Load Confirmation', 'Carrier Tender'])}`,
    '',
    `**${b.name}**  `,
    `${b.street}, ${cityLine(b.place)}  `,
    `${bare(w.phone)}: ${b.phone} | ${bare(w.email)}: ${b.email} | ${mcLabel} ${mc}`,
    '',
    '## Load',
    '',
    bold([bare(w.load), c.loadNumber]),
    bold([bare(w.date), day(c.issued, f.day)]),
    bold([bare(w.carrier), carrierText(c)]),
    bold(['Carrier MC', c.carrier.mc]),
    ...references(c, style).map(bold),
    '',
  ];
  if (rng.chance(0.5)) {
    out.push('## Stops', '', '| # | Type | Facility | Address | Date | Time | Ref |', '|---|---|---|---|---|---|---|');
    c.stops.forEach((s, i) => {
      out.push(
        `| ${i + 1} | ${kindWord(s, words)} | ${s.facility} | ${s.street}, ${cityLine(s)} | ${day(s.day, f.day)} | ${hours(s, f.hour)} | ${s.reference ?? ''} |`,
      );
    });
    out.push('');
  } else {
    for (const s of c.stops) {
      out.push(`### ${kindWord(s, words)} ${nth(c, s)}`, '');
      out.push(bold(['Facility', s.facility]), bold(['Address', `${s.street}, ${cityLine(s)}`]));
      out.push(bold(['Date', day(s.day, f.day)]), bold([fixed(s) ? 'Appointment' : 'Hours', hours(s, f.hour)]));
      if (s.reference) out.push(bold([bare(refLabel(s, style)), s.reference]));
      if (s.phone) out.push(bold(['Phone', s.phone]));
      out.push('');
    }
  }
  out.push('## Freight', '', ...cargo(c, style, rng).map(bold), '');
  out.push('## Rate', '', '| Charge | Amount |', '| :--- | ---: |');
  for (const [l, v] of charges(c, style, f)) out.push(`| ${l} | ${v} |`);
  out.push('', '---', '', `_${TERMS[0]}_`);
  const width = printWidth(sheet);
  for (const line of out) lines(sheet, 40, cut(line, width));
}

const xmlEsc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A load exported as XML and printed raw: elements for the parties, a <Stop> element a stop. */
function xmlExport(args: DrawArgs) {
  const { sheet, c, rng } = args;
  // The wordings are drawn as on the other layouts, though an export's tags have none of them.
  twentiethStyle(args.style, rng);
  const f = drawForms(rng);
  const b = c.broker;
  const pad = rng.pick(['  ', '    ']);
  const el = (depth: number, tag: string, v: string | number | boolean) =>
    `${pad.repeat(depth)}<${tag}>${xmlEsc(String(v))}</${tag}>`;
  const ymd = (d: Day) => `${d.year}-${two(d.month)}-${two(d.day)}`;
  const amt = (cents: number) => `${Math.floor(cents / 100)}.${two(cents % 100)}`;
  const refKinds = { po: 'PO', bol: 'BOL', order: 'SO' } as const;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<LoadTender id="${xmlEsc(c.loadNumber)}" issued="${ymd(c.issued)}">`,
    `${pad}<Broker${b.mc ? ` mc="${b.mc}"` : ` usdot="${b.dot}"`}>`,
    el(2, 'Name', b.name),
    el(2, 'Street', b.street),
    el(2, 'City', b.place.city),
    el(2, 'State', b.place.state),
    el(2, 'Zip', b.place.zip),
    el(2, 'Phone', b.phone),
    el(2, 'Email', b.email),
    `${pad}</Broker>`,
    `${pad}<Carrier mc="${c.carrier.mc}">`,
    el(2, 'Name', c.carrier.name),
    ...(c.carrier.factoring ? [el(2, 'RemitTo', c.carrier.factoring)] : []),
    `${pad}</Carrier>`,
    ...(c.references.length
      ? [
          `${pad}<References>`,
          ...c.references.map((r) => `${pad.repeat(2)}<Ref type="${refKinds[r.kind]}">${xmlEsc(r.value)}</Ref>`),
          `${pad}</References>`,
        ]
      : []),
    `${pad}<Stops>`,
  ];
  const codes = rng.pick<[string, string]>([
    ['PU', 'SO'],
    ['Pickup', 'Delivery'],
    ['LD', 'UL'],
  ]);
  c.stops.forEach((s, i) => {
    out.push(`${pad.repeat(2)}<Stop seq="${i + 1}" type="${kindWord(s, codes)}">`);
    out.push(el(3, 'Facility', s.facility), el(3, 'Street', s.street), el(3, 'City', s.city));
    out.push(el(3, 'State', s.state), el(3, 'Zip', s.zip));
    const win = rng.chance(0.5)
      ? `<Appointment date="${ymd(s.day)}" from="${two(s.from.hour)}:${two(s.from.minute)}" to="${two(s.to.hour)}:${two(s.to.minute)}"/>`
      : `<Appointment date="${day(s.day, f.day)}">${xmlEsc(hours(s, f.hour))}</Appointment>`;
    out.push(`${pad.repeat(3)}${win}`);
    if (s.reference) out.push(el(3, 'Reference', s.reference));
    if (s.phone) out.push(el(3, 'Phone', s.phone));
    out.push(`${pad.repeat(2)}</Stop>`);
  });
  out.push(`${pad}</Stops>`, `${pad}<Freight>`);
  out.push(el(2, 'Commodity', c.cargo.commodity), el(2, 'WeightLbs', c.cargo.weight));
  if (c.cargo.pieces !== null) out.push(el(2, 'Pieces', c.cargo.pieces));
  out.push(el(2, 'Equipment', c.cargo.equipment));
  if (c.cargo.miles !== null) out.push(el(2, 'Miles', c.cargo.miles));
  if (c.cargo.hazmat !== null) out.push(el(2, 'Hazmat', c.cargo.hazmat));
  out.push(`${pad}</Freight>`, `${pad}<Charges currency="USD">`);
  out.push(`${pad.repeat(2)}<Charge code="LH" desc="Line Haul">${amt(c.linehaulCents)}</Charge>`);
  if (c.fuelCents) out.push(`${pad.repeat(2)}<Charge code="FSC" desc="Fuel Surcharge">${amt(c.fuelCents)}</Charge>`);
  for (const a of c.accessorials)
    out.push(`${pad.repeat(2)}<Charge code="ACC" desc="${xmlEsc(a.description)}">${amt(a.cents)}</Charge>`);
  out.push(`${pad.repeat(2)}<Total>${amt(totalCents(c))}</Total>`, `${pad}</Charges>`);
  out.push(`${pad}<Terms>${xmlEsc(TERMS[0] ?? '')}</Terms>`, '</LoadTender>');
  sheet.text(40, sheet.y, rng.pick(['tender.xml', 'Load export (XML)', `load-${c.loadNumber}.xml`]), { bold: true });
  sheet.y += sheet.lead * 1.5;
  const width = printWidth(sheet);
  for (const line of out) lines(sheet, 40, cut(line, width));
}

/** Two copies of a short confirmation side by side on one page, a cut line between them. */
function twoUp(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = twentiethStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const [mcLabel, mc] = authority(c);
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['Ship From', 'Ship To'],
    ['Origin', 'Dest'],
  ]);
  const half = 250;
  const t = { size: Math.min(sheet.size, 8) };
  const body: [string, TextOptions][] = [];
  const put = (s: string, o: TextOptions = {}) => {
    for (const line of sheet.wrap(s, half, { ...t, ...o })) body.push([line, { ...t, ...o }]);
  };
  put(b.name, { bold: true });
  put(`${b.street}, ${cityLine(b.place)}`);
  put(`${bare(w.phone)} ${b.phone}  ${mcLabel} ${mc}`);
  put(b.email);
  put('');
  for (const [l, v] of [
    [bare(w.load), c.loadNumber],
    [bare(w.date), day(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ] as Row[])
    put(`${l}: ${v}`);
  for (const s of c.stops) {
    put('');
    put(`${kindWord(s, words)} ${nth(c, s)}`, { bold: true });
    put(s.facility);
    put(`${s.street}, ${cityLine(s)}`);
    put(`${day(s.day, f.day)}  ${hours(s, f.hour)}`);
    if (s.reference) put(`${bare(refLabel(s, style))}: ${s.reference}`);
    if (s.phone) put(`Phone: ${s.phone}`);
  }
  put('');
  for (const [l, v] of cargo(c, style, rng)) put(`${l}: ${v}`);
  put('');
  for (const [l, v] of charges(c, style, f)) put(`${l}: ${v}`);
  const copies = rng.pick<[string, string]>([
    ['BROKER COPY', 'CARRIER COPY'],
    ['ORIGINAL', 'DUPLICATE'],
    ['OFFICE COPY', 'DRIVER COPY'],
  ]);
  const lead = t.size * 1.3;
  // The cut line runs down each page's part of the two copies.
  let top = sheet.y;
  const cutLine = () => {
    for (let y = top - 6; y < sheet.y; y += 8) sheet.rule(305, y, 307, 0.4);
  };
  sheet.text(40, sheet.y, copies[0], { ...t, bold: true });
  sheet.text(322, sheet.y, copies[1], { ...t, bold: true });
  sheet.y += lead * 1.5;
  for (const [line, o] of body) {
    if (sheet.y + lead > 740) {
      cutLine();
      sheet.newPage();
      top = sheet.y;
    }
    sheet.text(40, sheet.y, line, o);
    sheet.text(322, sheet.y, line, o);
    sheet.y += lead;
  }
  cutLine();
  sheet.y += lead;
  for (const line of sheet.wrap(TERMS[0] ?? '', 532, { size: t.size - 1 })) {
    sheet.need(lead);
    sheet.text(40, sheet.y, line, { size: t.size - 1 });
    sheet.y += lead;
  }
}

export const HELDOUT_20_LAYOUTS: Layout[] = [
  { name: 'heldout20-csv-export', family: 'courier', draw: csvExport },
  { name: 'heldout20-ini-file', family: 'courier', draw: iniFile },
  { name: 'heldout20-markdown-print', family: 'courier', draw: markdownPrint },
  { name: 'heldout20-xml-export', family: 'courier', draw: xmlExport },
  { name: 'heldout20-two-up', draw: twoUp },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 20000;

export function generateHeldout20(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_20_LAYOUTS.indexOf(layout));
}
