import { cargoRows, carrierText, cityLine, type Row, rateRows, referenceRows, terms } from './blocks';
import { DAY_NAMES, MONTH_NAMES, MONTHS, type Style, two, WEEKDAYS } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, makePhone, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/**
 * An eighteenth held-out set, written after round 17 and measured only once: the figure for layouts
 * not tuned on. Forms none of the other sets draw: a tender e-mail printed from a mail client, its
 * From / Sent / To / Subject block, the tender in the body, the sender's signature, the earlier
 * messages of the thread quoted under it with "> " before every line (an earlier offer among them)
 * and a confidentiality notice at the foot; a load tender printed as raw X12 204 segments, one a
 * line ("N1*SH*...~", "G62*37*20260615*G*0800~"), with or without a gloss beside each; a chat
 * between broker and carrier exported to a page, each message under its sender and the time it was
 * sent, the load told over several messages; a week planner whose stops are blocks in the column of
 * their day, set down an hour axis at their time; and a landscape sheet in three columns side by
 * side, the parties, the stops and the freight and pay each in its own. Days read "06.15.2026",
 * "6/15/26" or "Mon 15 June 2026", hours "08:00-14:00", "8am to 2pm" or "0800 to 1400 hrs", money
 * "$2,150.00", "USD 2150.00" or "$2,150".
 */

const EIGHTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Tender ID', 'Load No', 'Movement #', 'Freight Bill #', 'Brokerage Ref'],
  date: ['Sent On', 'Tender Date', 'Created'],
  carrier: ['Covering Carrier', 'Carrier of Record', 'Booked Carrier', 'Hauler'],
  po: ['Cust PO', 'P.O. No.'],
  bol: ['B/L #', 'BOL Ref'],
  order: ['Sales Order', 'Cust. Ref #'],
  linehaul: ['Line Haul Rate', 'Haul', 'Freight Rate', 'Base Pay'],
  fuel: ['Fuel', 'Fuel Adj.', 'FSC'],
  total: ['All-In Rate', 'Total Due Carrier', 'Agreed Rate', 'Grand Total'],
  commodity: ['Contents', 'Product Desc', 'Freight Desc'],
  weight: ['Est Wgt', 'Weight (lbs)', 'Scale Wt'],
  pieces: ['Pallet Ct', 'Handling Units', 'Skids'],
  equipment: ['Trailer', 'Equip Type', 'Unit Type'],
  miles: ['Loaded Mi', 'Practical Miles', 'Route Miles'],
  hazmat: ['Hazmat?', 'HM', 'Dangerous Goods'],
  pickupRef: ['PU Ref', 'Pickup No.', 'Load Ref #'],
  deliveryRef: ['DEL Ref', 'Delivery No.', 'Consignee Ref'],
  phone: ['Tel', 'Main', 'Desk'],
  email: ['Email', 'Send Docs', 'Billing'],
};

const eighteenthStyle = (style: Style, rng: Random) => restyled(style, rng, EIGHTEENTH_WORDS);

/** Day forms: "06.15.2026", "6/15/26" and "Mon 15 June 2026". */
type DayForm = 'dotted' | 'short' | 'long';
const weekdayOf = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
function day(d: Day, form: DayForm): string {
  if (form === 'dotted') return `${two(d.month)}.${two(d.day)}.${d.year}`;
  if (form === 'short') return `${d.month}/${d.day}/${String(d.year).slice(2)}`;
  return `${WEEKDAYS[weekdayOf(d)]} ${d.day} ${MONTH_NAMES[d.month - 1]} ${d.year}`;
}

/** Hour forms: "08:00-14:00", "8am to 2pm" ("8:30am") and "0800 to 1400 hrs". */
type HourForm = 'colon' | 'ampm' | 'hrs';
const fixed = (s: { from: Clock; to: Clock }) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(t: Clock, form: HourForm): string {
  if (form === 'colon') return `${two(t.hour)}:${two(t.minute)}`;
  if (form === 'ampm') return `${t.hour % 12 || 12}${t.minute ? `:${two(t.minute)}` : ''}${t.hour < 12 ? 'am' : 'pm'}`;
  return `${two(t.hour)}${two(t.minute)}`;
}
function hours(s: { from: Clock; to: Clock }, form: HourForm): string {
  const tail = form === 'hrs' ? ' hrs' : '';
  if (fixed(s)) return `${clock(s.from, form)}${tail}`;
  return form === 'colon'
    ? `${clock(s.from, form)}-${clock(s.to, form)}`
    : `${clock(s.from, form)} to ${clock(s.to, form)}${tail}`;
}

/** Money forms: "$2,150.00", "USD 2150.00" and "$2,150" (cents only when there are some). */
type MoneyForm = 'dollar' | 'usd' | 'round';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100);
  if (form === 'usd') return `USD ${whole}.${two(cents % 100)}`;
  if (form === 'round' && cents % 100 === 0) return `$${whole.toLocaleString('en-US')}`;
  return `$${whole.toLocaleString('en-US')}.${two(cents % 100)}`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['dotted', 'short', 'long']),
  hour: rng.pick(['colon', 'ampm', 'hrs']),
  money: rng.pick(['dollar', 'usd', 'round']),
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

const FIRST_NAMES = ['Dana', 'Marcus', 'Priya', 'Colin', 'Renee', 'Tobias', 'Lena', 'Hector', 'Joanna', 'Wes'];
const LAST_INITIALS = ['B.', 'K.', 'M.', 'R.', 'S.', 'T.', 'W.'];
const domainOf = (email: string) => email.slice(email.indexOf('@') + 1);
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .join('');

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

/** Lines one under the other from the cursor, each wrapped to `width` at `x`, a new page when full. */
function lines(sheet: Sheet, x: number, width: number, texts: string[], opts: TextOptions = {}, prefix = '') {
  for (const t of texts) {
    const wrapped = t ? sheet.wrap(t, width - sheet.measure(prefix, opts), opts) : [''];
    for (const l of wrapped) {
      sheet.need(sheet.lead);
      sheet.text(x, sheet.y, `${prefix}${l}`.trimEnd(), opts);
      sheet.y += sheet.lead;
    }
  }
}

/** A stop as lines of text: its heading, the place, then day and hours, reference and phone. */
function stopText(c: RateconCase, s: CaseStop, style: Style, f: Forms, words: [string, string]): string[] {
  const out = [
    `${s.type === 'pickup' ? words[0] : words[1]} ${nth(c, s)}`,
    s.facility,
    s.street,
    cityLine(s),
    `${day(s.day, f.day)}  ${fixed(s) ? 'Appt' : 'Window'} ${hours(s, f.hour)}`,
  ];
  if (s.reference) out.push(`${bare(refLabel(s, style))}: ${s.reference}`);
  if (s.phone) out.push(`Phone: ${s.phone}`);
  return out;
}

/** A tender e-mail from a mail client: headers, the tender in the body, a signature, the thread quoted, a notice. */
function quotedEmail(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const first = c.stops[0] as CaseStop;
  const last = c.stops[c.stops.length - 1] as CaseStop;
  const sender = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}`;
  const dispatcher = rng.pick(FIRST_NAMES.filter((n) => !sender.startsWith(n)));
  const carrierMail = `${rng.pick(['dispatch', 'ops', 'loads'])}@${slug(c.carrier.name)}.com`;
  const sent = `${DAY_NAMES[weekdayOf(c.issued)]}, ${MONTH_NAMES[c.issued.month - 1]} ${c.issued.day}, ${c.issued.year} ${rng.int(7, 11)}:${two(rng.int(0, 59))} AM`;
  const small = { size: sheet.size - 1 };
  sheet.text(40, sheet.y, sender, { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 1.6;
  const head: Row[] = [
    ['From:', `${sender} <${b.email}>`],
    ['Sent:', sent],
    ['To:', `${dispatcher} <${carrierMail}>`],
    ...(rng.chance(0.5) ? ([['Cc:', `${rng.pick(['ops', 'track', 'team'])}@${domainOf(b.email)}`]] as Row[]) : []),
    [
      'Subject:',
      `RE: ${rng.pick(['Load', 'Tender', 'Rate Con'])} ${c.loadNumber} - ${first.city}, ${first.state} to ${last.city}, ${last.state}`,
    ],
  ];
  sheet.y += pairs(sheet, 40, sheet.y, 532, head, 62);
  sheet.rule(40, sheet.y - sheet.lead * 0.5, 572, 1);
  sheet.y += sheet.lead * 0.8;
  lines(sheet, 40, 532, [
    `Hi ${dispatcher},`,
    '',
    rng.pick([
      'Thanks for covering this one. The confirmation is below; reply "accepted" or sign the attached copy.',
      'Confirming the load we spoke about. Details below - please check and reply to accept.',
      'Here is the tender as agreed. Let me know right away if anything below does not match.',
    ]),
    '',
  ]);
  const body: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.carrier), `${carrierText(c)} (MC ${c.carrier.mc})`],
    ...references(c, style),
  ];
  const words = rng.pick<[string, string]>([
    ['Pick Up', 'Drop'],
    ['PU', 'DEL'],
    ['Origin', 'Destination'],
  ]);
  const indent = rng.pick(['    ', '  - ']);
  for (const [l, v] of body) lines(sheet, 40, 532, [`${l}: ${v}`]);
  sheet.y += sheet.lead * 0.5;
  for (const s of c.stops) {
    const [headLine, ...rest] = stopText(c, s, style, f, words);
    sheet.need(sheet.lead * (rest.length + 2));
    lines(sheet, 40, 532, [headLine ?? ''], { bold: true });
    lines(sheet, 40, 532, rest, {}, indent);
    sheet.y += sheet.lead * 0.4;
  }
  lines(
    sheet,
    40,
    532,
    cargo(c, style, rng).map(([l, v]) => `${l}: ${v}`),
  );
  sheet.y += sheet.lead * 0.4;
  lines(
    sheet,
    40,
    532,
    charges(c, style, f).map(([l, v]) => `${l}: ${v}`),
  );
  sheet.y += sheet.lead * 0.6;
  lines(sheet, 40, 532, [rng.pick(['Thanks,', 'Regards,', 'Best,']), '']);
  const [mcLabel, mc] = authority(c);
  lines(sheet, 40, 532, [
    sender,
    rng.pick(['Carrier Sales', 'Logistics Coordinator', 'Account Manager']),
    b.name,
    `${b.street}, ${cityLine(b.place)}`,
    `${rng.pick(['O:', 'Direct:', 'Office'])} ${b.phone}  |  ${b.email}`,
    `${mcLabel} ${mc}`,
    '',
  ]);
  // The thread under the reply, every line quoted; the carrier's own phone and an earlier offer in it.
  const asked = money(totalCents(c) + rng.int(2, 8) * 2500, f.money);
  const earlier = `On ${MONTHS[c.issued.month - 1]} ${c.issued.day}, ${c.issued.year}, at ${rng.int(1, 6)}:${two(rng.int(0, 59))} PM, ${dispatcher} <${carrierMail}> wrote:`;
  lines(sheet, 40, 532, [earlier], small);
  const quoted = [
    `Hi ${sender.split(' ')[0]},`,
    `We can cover ${first.city} to ${last.city}. Truck empties nearby the day before.`,
    ...(rng.chance(0.6) ? [`Can you do ${asked}?`] : []),
    '',
    dispatcher,
    c.carrier.name,
    `Dispatch ${makePhone(rng)}`,
    '',
  ];
  lines(sheet, 40, 532, quoted, small, '> ');
  const original = `On ${MONTHS[c.issued.month - 1]} ${c.issued.day}, ${c.issued.year}, at ${rng.int(8, 11)}:${two(rng.int(0, 59))} AM, ${sender} <${b.email}> wrote:`;
  lines(sheet, 40, 532, [original], small, '> ');
  lines(
    sheet,
    40,
    532,
    [
      `Do you have a truck for ${first.city}, ${first.state} to ${last.city}, ${last.state}?`,
      `${c.cargo.equipment}, loads ${MONTHS[first.day.month - 1]} ${first.day.day}.`,
    ],
    small,
    '> > ',
  );
  sheet.y += sheet.lead;
  const notice = `CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient and may contain confidential information. If you received it in error, notify the sender and delete it. ${TERMS[0]}`;
  lines(sheet, 40, 532, [notice], { size: Math.max(6, sheet.size - 2) });
}

/** Gloss of an X12 segment's tag, printed beside it on some prints. */
const GLOSS: Record<string, string> = {
  ISA: 'Interchange header',
  GS: 'Group header',
  ST: 'Transaction set 204',
  B2: 'Shipment: SCAC, shipment ID, payment',
  B2A: 'Purpose: original',
  L11: 'Reference number',
  G62: 'Date / time',
  N1: 'Party',
  N3: 'Street',
  N4: 'City, state, postal code',
  PER: 'Contact',
  NTE: 'Note',
  S5: 'Stop',
  AT8: 'Weight, quantity',
  L5: 'Description of lading',
  L1: 'Charge',
  L3: 'Totals',
  SE: 'Transaction set trailer',
  GE: 'Group trailer',
  IEA: 'Interchange trailer',
};

/** A load tender printed as raw X12 204 segments, one a line, with or without a gloss beside each. */
function x12Segments(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighteenthStyle(args.style, rng);
  const w = style.words;
  const b = c.broker;
  const el = rng.pick(['*', '*', '|']);
  const term = rng.pick(['~', '~', "'"]);
  const seg = (...parts: (string | number)[]) => `${parts.join(el)}${term}`;
  const ymd = (d: Day) => `${d.year}${two(d.month)}${two(d.day)}`;
  const hm = (t: Clock) => `${two(t.hour)}${two(t.minute)}`;
  const dec = (cents: number) => `${Math.floor(cents / 100)}.${two(cents % 100)}`;
  const up = (s: string) => s.toUpperCase();
  const scac = rng.letters(4);
  const ctl = rng.digits(9);
  const out: string[] = [
    seg(
      'ISA',
      '00',
      '          ',
      '00',
      '          ',
      'ZZ',
      `${rng.letters(6)}        `,
      'ZZ',
      `${scac}           `,
      ymd(c.issued).slice(2),
      `${two(rng.int(6, 11))}${two(rng.int(0, 59))}`,
      'U',
      '00401',
      ctl,
      '0',
      'P',
      '>',
    ),
    seg(
      'GS',
      'SM',
      rng.letters(6),
      scac,
      ymd(c.issued),
      `${two(rng.int(6, 11))}${two(rng.int(0, 59))}`,
      rng.int(1, 999),
      'X',
      '004010',
    ),
    seg('ST', '204', `000${rng.int(1, 9)}`),
    seg('B2', '', scac, '', c.loadNumber, '', 'PP'),
    seg('B2A', '00', 'LT'),
  ];
  const qualifier = { po: 'PO', bol: 'BM', order: 'CO' } as const;
  for (const r of c.references) out.push(seg('L11', r.value, qualifier[r.kind]));
  out.push(seg('G62', '64', ymd(c.issued)));
  out.push(seg('NTE', 'LOI', up(`${bare(w.equipment)}: ${c.cargo.equipment}`)));
  if (c.cargo.miles !== null) out.push(seg('NTE', 'LOI', up(`${bare(w.miles)} ${c.cargo.miles}`)));
  if (c.cargo.hazmat !== null) out.push(seg('NTE', 'HM', c.cargo.hazmat ? 'HAZMAT: YES' : 'HAZMAT: NO'));
  const [mcLabel, mc] = authority(c);
  out.push(seg('N1', 'BT', up(b.name), mcLabel === 'MC' ? 'MC' : 'DT', mc));
  out.push(seg('N3', up(b.street)));
  out.push(seg('N4', up(b.place.city), b.place.state, b.place.zip, 'US'));
  out.push(seg('PER', 'IC', up(rng.pick(['Carrier Desk', 'Dispatch', 'Ops'])), 'TE', b.phone, 'EM', b.email));
  out.push(seg('N1', 'CA', up(c.carrier.name), 'MC', c.carrier.mc));
  if (c.carrier.factoring) out.push(seg('N1', 'PE', up(c.carrier.factoring)));
  c.stops.forEach((s, i) => {
    const pick = s.type === 'pickup';
    out.push(
      seg(
        'S5',
        i + 1,
        pick ? 'LD' : 'UL',
        c.cargo.weight,
        'L',
        ...(c.cargo.pieces !== null ? [c.cargo.pieces, 'PLT'] : []),
      ),
    );
    if (s.reference) out.push(seg('L11', s.reference, pick ? 'P8' : 'DO'));
    if (fixed(s)) out.push(seg('G62', pick ? '69' : '70', ymd(s.day), pick ? 'U' : 'X', hm(s.from)));
    else {
      out.push(seg('G62', pick ? '37' : '53', ymd(s.day), 'G', hm(s.from)));
      out.push(seg('G62', pick ? '38' : '54', ymd(s.day), 'L', hm(s.to)));
    }
    out.push(seg('N1', pick ? 'SH' : 'CN', up(s.facility)));
    out.push(seg('N3', up(s.street)));
    out.push(seg('N4', up(s.city), s.state, s.zip, 'US'));
    if (s.phone) out.push(seg('PER', 'CN', '', 'TE', s.phone));
  });
  out.push(seg('L5', 1, up(c.cargo.commodity)));
  out.push(seg('AT8', 'G', 'L', c.cargo.weight, ...(c.cargo.pieces !== null ? [c.cargo.pieces] : [])));
  out.push(seg('L1', 1, dec(c.linehaulCents), 'FR', dec(c.linehaulCents)));
  if (c.fuelCents) out.push(seg('L1', 2, '', 'FSC', dec(c.fuelCents)));
  c.accessorials.forEach((a, i) => {
    out.push(
      seg('L1', 3 + i, '', up(a.description.slice(0, 3)), dec(a.cents), '', '', '', '', '', '', up(a.description)),
    );
  });
  out.push(seg('L3', c.cargo.weight, 'G', '', '', dec(totalCents(c))));
  out.push(seg('SE', out.length - 1, `000${rng.int(1, 9)}`));
  out.push(seg('GE', 1, rng.int(1, 999)));
  out.push(seg('IEA', 1, ctl));
  const glossed = rng.chance(0.5);
  sheet.text(
    40,
    sheet.y,
    rng.pick(['EDI 204 - Motor Carrier Load Tender', 'Inbound 204 (raw)', 'LOAD TENDER 204 PRINT']),
    {
      bold: true,
      size: sheet.size * 1.3,
    },
  );
  sheet.y += sheet.lead * 1.4;
  sheet.text(40, sheet.y, `Sender: ${b.name}    Received ${day(c.issued, 'dotted')}    Control ${ctl}`, {
    size: sheet.size - 1,
  });
  sheet.y += sheet.lead * 1.6;
  const width = glossed ? 360 : 532;
  for (const line of out) {
    const tag = line.slice(0, line.indexOf(el));
    const pieces = line.length > 0 ? sheet.wrap(line.replace(new RegExp(`\\${el}`, 'g'), `${el} `), width) : [];
    const joined = pieces.map((p) => p.replace(new RegExp(`\\${el} `, 'g'), el));
    sheet.need(sheet.lead * joined.length);
    joined.forEach((p, i) => {
      sheet.text(40 + (i ? 16 : 0), sheet.y, p);
      if (glossed && i === 0) sheet.text(412, sheet.y, GLOSS[tag] ?? '', { size: sheet.size - 1.5 });
      sheet.y += sheet.lead;
    });
  }
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, `Accept or reject within 2 hours by 990. Questions: ${b.phone}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}

/** A chat between the broker and the carrier exported to a page, the load told over several messages. */
function chatExport(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const agent = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}`;
  const driver = rng.pick(FIRST_NAMES.filter((n) => !agent.startsWith(n)));
  const app = rng.pick(['LoadChat', 'Dispatch Messenger', 'FleetTalk']);
  const first = c.stops[0] as CaseStop;
  const last = c.stops[c.stops.length - 1] as CaseStop;
  let minute = rng.int(0, 20);
  const hour = rng.int(7, 10);
  const stamp = () => {
    minute += rng.int(0, 3);
    const h = hour + Math.floor(minute / 60);
    return `${h % 12 || 12}:${two(minute % 60)} ${h < 12 ? 'AM' : 'PM'}`;
  };
  sheet.text(40, sheet.y, `${app} - conversation export`, { bold: true, size: sheet.size * 1.3 });
  sheet.y += sheet.lead * 1.4;
  const [mcLabel, mc] = authority(c);
  lines(
    sheet,
    40,
    532,
    [
      `Participants: ${agent} (${b.name}), ${driver} (${c.carrier.name})`,
      `Exported ${day(c.issued, 'short')} ${hour + 1}:${two(rng.int(0, 59))} AM - ${rng.int(14, 40)} messages`,
    ],
    { size: sheet.size - 1 },
  );
  sheet.rule(40, sheet.y - sheet.lead * 0.4, 572, 0.8);
  sheet.y += sheet.lead * 0.6;
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['PU', 'Drop'],
    ['Load at', 'Deliver to'],
  ]);
  const fromBroker = rng.chance(0.5);
  const right = 572;
  /** One message: the sender and time over the text, the broker's to the left, the carrier's indented. */
  const message = (broker: boolean, text: string[]) => {
    const x = broker === fromBroker ? 40 : 150;
    const width = 422;
    const height = text.reduce((n, t) => n + Math.max(1, sheet.wrap(t, width - 12).length), 0) * sheet.lead;
    sheet.need(height + sheet.lead * 2.4);
    sheet.text(x, sheet.y, broker ? `${agent} - ${b.name}` : `${driver} - ${c.carrier.name}`, {
      bold: true,
      size: sheet.size - 1,
    });
    sheet.textRight(Math.min(right, x + width), sheet.y, stamp(), { size: sheet.size - 1.5 });
    sheet.y += sheet.lead * 1.1;
    const top = sheet.y - sheet.lead + 2;
    sheet.box(x, top, width, height + 4);
    for (const t of text)
      for (const l of t ? sheet.wrap(t, width - 12) : ['']) {
        sheet.text(x + 6, sheet.y + 1, l);
        sheet.y += sheet.lead;
      }
    sheet.y += sheet.lead * 0.9;
  };
  message(true, [
    `${rng.pick(['Morning', 'Hi', 'Hey'])} ${driver}, got one ${first.city}, ${first.state} -> ${last.city}, ${last.state}. Interested?`,
  ]);
  message(false, [rng.pick(['Yes. What does it pay?', 'Maybe - rate and weight?', 'Send details pls'])]);
  const pay = charges(c, style, f);
  message(true, [...pay.map(([l, v]) => `${l}: ${v}`), ...cargo(c, style, rng).map(([l, v]) => `${l}: ${v}`)]);
  message(false, [rng.pick(['Book it.', 'Ok we will take it', 'Deal, book it for us'])]);
  message(true, [
    `Booked. ${bare(w.load)} ${c.loadNumber}`,
    `${bare(w.carrier)}: ${carrierText(c)} MC ${c.carrier.mc}`,
    ...references(c, style).map(([l, v]) => `${l}: ${v}`),
  ]);
  for (const s of c.stops) message(true, stopText(c, s, style, f, words));
  message(false, [
    rng.pick(['Got it, driver dispatched.', 'Thanks. Truck will be there.', 'Copy. Will update at pickup.']),
  ]);
  message(true, [
    `Send POD and invoice to ${b.email}. After hours ${b.phone}. ${mcLabel} ${mc}`,
    rng.pick([
      'Rate con to follow by email.',
      'Reply YES to accept these terms.',
      'This chat serves as the confirmation.',
    ]),
  ]);
  terms(sheet);
}

/** A week planner: the stops as blocks in the column of their day, set down an hour axis at their time. */
function weekPlanner(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.3 });
  const [mcLabel, mc] = authority(c);
  sheet.cell(40, top + sheet.lead * 1.3, 280, [
    `${b.street}, ${cityLine(b.place)}`,
    `${bare(w.phone)} ${b.phone}  ${b.email}`,
    `${mcLabel} ${mc}`,
  ]);
  sheet.textRight(572, top, rng.pick(['LOAD PLAN - WEEK VIEW', 'Schedule Confirmation', 'CARRIER WEEK PLANNER']), {
    bold: true,
    size: sheet.size * 1.2,
  });
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ];
  const hh = pairs(sheet, 330, top + sheet.lead * 1.4, 242, head, widest(sheet, head) + 8);
  sheet.y = top + Math.max(sheet.lead * 5, hh + sheet.lead * 1.4) + sheet.lead;
  // The days of the stops, one column each (with a day before the first when there is room).
  const keys = [...new Set(c.stops.map((s) => `${s.day.year}-${two(s.day.month)}-${two(s.day.day)}`))];
  const days = keys.map(
    (k) => c.stops.find((s) => `${s.day.year}-${two(s.day.month)}-${two(s.day.day)}` === k)?.day as Day,
  );
  const spare = !rng.chance(0.5) && days.length < 4;
  const columns: (Day | null)[] = spare ? [null, ...days] : days;
  const axis = 44;
  const colWidth = Math.min(170, (532 - axis) / columns.length);
  const small = { size: Math.max(6, sheet.size - 1.5) };
  const smallLead = small.size * 1.3;
  const earliest = Math.min(...c.stops.map((s) => s.from.hour));
  const latest = Math.max(...c.stops.map((s) => s.to.hour + 1));
  const startHour = Math.max(0, earliest - 1);
  const endHour = Math.min(24, Math.max(latest + 1, startHour + 8));
  const perHour = 26;
  let gy = sheet.y + sheet.lead * 1.4;
  if (gy + (endHour - startHour) * perHour > 740) {
    sheet.newPage();
    gy = sheet.y + sheet.lead * 1.4;
  }
  // Column heads: the weekday and the day; the lead column is the day before, empty.
  columns.forEach((d, i) => {
    const x = 40 + axis + i * colWidth;
    sheet.box(x, gy - sheet.lead - 2, colWidth, sheet.lead + 4, true);
    const shown = d
      ? `${WEEKDAYS[weekdayOf(d)]} ${day(d, f.day === 'long' ? 'dotted' : f.day)}`
      : rng.pick(['(prev. day)', '-']);
    sheet.text(x + 4, gy, shown, { bold: true, size: small.size });
  });
  const gridBottom = gy + 6 + (endHour - startHour) * perHour;
  for (let h = startHour; h <= endHour; h++) {
    const y = gy + 6 + (h - startHour) * perHour;
    sheet.text(40, y + 3, clock({ hour: h % 24, minute: 0 }, f.hour === 'ampm' ? 'ampm' : 'colon'), small);
    sheet.rule(40 + axis, y, 40 + axis + columns.length * colWidth, 0.2);
  }
  columns.forEach((_, i) => {
    sheet.box(40 + axis + i * colWidth, gy + 6, 0, gridBottom - gy - 6);
  });
  const words = rng.pick<[string, string]>([
    ['PICKUP', 'DELIVERY'],
    ['LOAD', 'UNLOAD'],
    ['PU', 'DEL'],
  ]);
  let bottom = gridBottom;
  const floor = new Map<number, number>();
  for (const s of c.stops) {
    const col = columns.findIndex((d) => d && d.year === s.day.year && d.month === s.day.month && d.day === s.day.day);
    const x = 40 + axis + col * colWidth + 3;
    const at = gy + 6 + (s.from.hour + s.from.minute / 60 - startHour) * perHour + 2;
    const y = Math.max(at, floor.get(col) ?? 0);
    const text = [
      `${s.type === 'pickup' ? words[0] : words[1]} ${nth(c, s)}  ${hours(s, f.hour)}`,
      s.facility,
      s.street,
      cityLine(s),
      ...(s.reference ? [`${bare(refLabel(s, style))} ${s.reference}`] : []),
      ...(s.phone ? [s.phone] : []),
    ];
    const wrapped = text.flatMap((t, k) =>
      sheet.wrap(t, colWidth - 10, { ...small, bold: k === 0 }).map((l) => [l, k] as const),
    );
    const height = wrapped.length * smallLead + 4;
    sheet.box(x, y, colWidth - 6, height, true);
    wrapped.forEach(([l, k], n) => {
      sheet.text(x + 3, y + smallLead * (n + 1) - 1, l, { ...small, bold: k === 0 });
    });
    floor.set(col, y + height + 3);
    bottom = Math.max(bottom, y + height);
  }
  sheet.y = bottom + sheet.lead * 2;
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (Math.max(goods.length, pay.length) + 3));
  sheet.text(40, sheet.y, rng.pick(['FREIGHT', 'Load Info']), { bold: true });
  sheet.text(330, sheet.y, rng.pick(['RATE', 'Carrier Pay']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  const y = sheet.y;
  const gh = pairs(sheet, 40, y, 280, goods, widest(sheet, goods) + 8);
  pay.forEach(([l, v], i) => {
    sheet.text(330, y + i * sheet.lead, l, { bold: i === pay.length - 1 });
    sheet.textRight(572, y + i * sheet.lead, v, { bold: i === pay.length - 1 });
  });
  sheet.y = y + Math.max(gh, pay.length * sheet.lead);
  terms(sheet);
}

/** A landscape sheet in three columns side by side: the parties, the stops, and the freight and pay. */
function landscapeColumns(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = eighteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  sheet.landscape();
  const colW = 228;
  const xs = [40, 40 + colW + 14, 40 + (colW + 14) * 2];
  const top = sheet.y;
  sheet.text(40, top, rng.pick(['RATE CONFIRMATION', 'Carrier Load Confirmation', 'TRUCKLOAD RATE AGREEMENT']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.textRight(752, top, `${bare(w.load)} ${c.loadNumber}`, { bold: true, size: sheet.size * 1.2 });
  sheet.rule(40, top + 6, 752, 1.2);
  const start = top + sheet.lead * 2;
  const heads = rng.pick([
    ['PARTIES', 'STOPS', 'FREIGHT & PAY'],
    ['Broker / Carrier', 'Route', 'Load & Rate'],
  ]);
  heads.forEach((h, i) => {
    sheet.box(xs[i] ?? 40, start - sheet.lead + 2, colW, sheet.lead + 3, true);
    sheet.text((xs[i] ?? 40) + 4, start + 1, h, { bold: true });
  });
  const [mcLabel, mc] = authority(c);
  const col1: Row[] = [
    [rng.pick(['Broker', 'Issued by']), b.name],
    ['', b.street],
    ['', cityLine(b.place)],
    [bare(w.phone), b.phone],
    [bare(w.email), b.email],
    [mcLabel, mc],
    [bare(w.date), day(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ];
  const y0 = start + sheet.lead * 1.5;
  const lw = widest(sheet, col1) + 6;
  pairs(sheet, xs[0] ?? 40, y0, colW, col1, lw);
  // The stops run down the middle column, onto a second page's middle column when long.
  let y = y0;
  const words = rng.pick<[string, string]>([
    ['Pickup', 'Delivery'],
    ['Shipper', 'Receiver'],
    ['Origin', 'Stop'],
  ]);
  for (const s of c.stops) {
    const [headLine, ...rest] = stopText(c, s, style, f, words);
    const wrapped = rest.flatMap((t) => sheet.wrap(t, colW - 8));
    if (y + (wrapped.length + 2) * sheet.lead > 560) {
      sheet.newPage();
      y = 60;
    }
    sheet.text(xs[1] ?? 0, y, headLine ?? '', { bold: true });
    y += sheet.lead;
    for (const l of wrapped) {
      sheet.text((xs[1] ?? 0) + 6, y, l);
      y += sheet.lead;
    }
    y += sheet.lead * 0.5;
  }
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, f);
  const gw = widest(sheet, goods) + 6;
  const gh = pairs(sheet, xs[2] ?? 0, y0, colW, goods, gw);
  let py = y0 + gh + sheet.lead;
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    if (last) sheet.rule((xs[2] ?? 0) + 100, py - sheet.lead + 2, (xs[2] ?? 0) + colW, 0.6);
    sheet.text(xs[2] ?? 0, py, l, { bold: last });
    sheet.textRight((xs[2] ?? 0) + colW, py, v, { bold: last });
    py += sheet.lead;
  });
  const small = { size: Math.max(6, sheet.size - 2.5) };
  py += sheet.lead * 0.6;
  for (const line of sheet.wrap(TERMS.join(' '), colW, small)) {
    if (py > 570) break;
    sheet.text(xs[2] ?? 0, py, line, small);
    py += small.size * 1.2;
  }
  sheet.y = Math.max(py, y) + sheet.lead;
  sheet.need(sheet.lead * 3);
  sheet.rule(40, sheet.y + sheet.lead, 280, 0.6);
  sheet.rule(420, sheet.y + sheet.lead, 660, 0.6);
  sheet.text(40, sheet.y + sheet.lead * 2, `Carrier signature - ${c.carrier.name}`, { size: sheet.size - 1 });
  sheet.text(420, sheet.y + sheet.lead * 2, `For ${b.name}`, { size: sheet.size - 1 });
}

export const HELDOUT_18_LAYOUTS: Layout[] = [
  { name: 'heldout18-quoted-email', draw: quotedEmail },
  { name: 'heldout18-x12-segments', family: 'courier', draw: x12Segments },
  { name: 'heldout18-chat-export', family: 'helvetica', draw: chatExport },
  { name: 'heldout18-week-planner', draw: weekPlanner },
  { name: 'heldout18-landscape-columns', draw: landscapeColumns },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 18000;

export function generateHeldout18(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_18_LAYOUTS.indexOf(layout));
}
