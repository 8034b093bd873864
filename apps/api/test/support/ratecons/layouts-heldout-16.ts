import { cargoRows, carrierText, cityLine, type Row, rateRows, referenceRows, signature, terms } from './blocks';
import { MONTHS, type Style, two } from './formats';
import { generateRatecon, type SyntheticRatecon } from './generate';
import { bare, type DrawArgs, type Layout, nth, refLabel, restyled } from './layout-kit';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type Clock, type Day, makePhone, type RateconCase, totalCents } from './ratecon-case';
import { EQUIPMENT, TERMS } from './vocabulary';

/**
 * A sixteenth held-out set, written after round 15 and measured only once: the figure for layouts
 * not tuned on. Forms none of the other sets draw: a Canadian broker's English-French confirmation
 * ("Expéditeur / Shipper", "Date de ramassage / Pickup Date", "Tél. / Tel."), its own address in
 * Canada and its money in CAD ("$2,150.00 CAD" or "2 150,00 $"), the stops in the US as the label
 * holds them; a revised confirmation ("Revision 2 - supersedes all previous") whose change box lists
 * previous and revised values (rate, dates, hours, equipment) before the body, the previous ones
 * being distractors; a sheet as wide as the page in a small font, a header band across the top and a
 * thirteen-column stop table whose Arrive / Depart columns are left blank for the driver (the page
 * itself cannot be set landscape by the kit); a plain TMS export whose load facts are "KEY=value" or
 * "Key | value" lines and whose stops are one pipe-delimited line each under a pipe-delimited head;
 * and a sheet whose freight is a table of item lines with pieces and weight each and a TOTAL row, and
 * whose notes hold dates, hours, phone numbers and amounts that are not the load's. Days read
 * "2026-06-15", "Jun. 15, 2026", "15JUN26" or "06/15" (no year), hours "8:00 - 14:00",
 * "8:00 a.m. - 2:00 p.m.", "08:00 ~ 14:00" or "8 h 00 - 14 h 00", money "$2,150.00" or "2,150.00".
 */

const SIXTEENTH_WORDS: Partial<{ [K in keyof Style['words']]: string[] }> = {
  load: ['Shipment ID', 'Load Ref', 'Carrier Load No.', 'Movement #', 'Job #'],
  date: ['Date Sent', 'Printed On', 'Booked On', 'Issue Date'],
  carrier: ['Carrier Legal Name', 'Contracted Carrier', 'Hauler', 'Transport Co.'],
  po: ['Cust PO', 'PO No.'],
  bol: ['BL No.', 'BOL No.'],
  order: ['Customer Ref', 'Order No.'],
  linehaul: ['Flat Rate', 'Trip Rate', 'Haul Rate', 'Contract Rate'],
  fuel: ['Fuel Adj.', 'Fuel Adjustment', 'F.S.C.'],
  total: ['Total Payable', 'Grand Total', 'Total Agreed Rate', 'Amount Payable'],
  commodity: ['Goods', 'Cargo', 'Commodity Desc.', 'Product Description'],
  weight: ['Gross Wt (lbs)', 'Scale Weight', 'Weight (lbs)', 'Ship Weight'],
  pieces: ['Units', 'Skids', 'No. of Pallets', 'Handling Unit Count'],
  equipment: ['Unit Type', 'Trailer Needed', 'Equipment Req.', 'Vehicle Type'],
  miles: ['Est. Miles', 'Route Miles', 'Practical Miles'],
  hazmat: ['Dangerous Goods', 'HM', 'Hazmat (Y/N)'],
  pickupRef: ['Pickup Appt #', 'Shipper PO', 'Release #', 'Loading Ref'],
  deliveryRef: ['Receiving #', 'Consignee PO', 'Dock Appt #', 'Unloading Ref'],
  phone: ['Telephone', 'Main Line', 'Phone No.'],
  email: ['Email Address', 'Send Docs To', 'Mail'],
};

const sixteenthStyle = (style: Style, rng: Random) => restyled(style, rng, SIXTEENTH_WORDS);

/** Day forms: "2026-06-15", "Jun. 15, 2026", "15JUN26", "06/15" (no year) and "15 juin 2026". */
type DayForm = 'iso' | 'abbrev' | 'compact' | 'mmdd' | 'fr';
const FR_MONTHS = 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' ');
function day(d: Day, form: DayForm): string {
  const m = d.month - 1;
  if (form === 'iso') return `${d.year}-${two(d.month)}-${two(d.day)}`;
  // May is the one month printed whole, so it takes no period.
  if (form === 'abbrev') return `${MONTHS[m]}${d.month === 5 ? '' : '.'} ${d.day}, ${d.year}`;
  if (form === 'compact') return `${two(d.day)}${(MONTHS[m] ?? '').toUpperCase()}${String(d.year).slice(2)}`;
  if (form === 'mmdd') return `${two(d.month)}/${two(d.day)}`;
  return `${d.day} ${FR_MONTHS[m]} ${d.year}`;
}
/** The sheet's own date always carries its year: a reader needs it for stop days printed without one. */
const issuedDay = (d: Day, form: DayForm) => day(d, form === 'mmdd' ? 'iso' : form);

const shift = (d: Day, n: number): Day => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** Hour forms: "8:00 - 14:00", "8:00 a.m. - 2:00 p.m.", "08:00 ~ 14:00" and the French "8 h 00 - 14 h 00". */
type HourForm = 'unpadded' | 'dotted' | 'tilde' | 'fr';
const fixed = (s: { from: Clock; to: Clock }) => s.from.hour === s.to.hour && s.from.minute === s.to.minute;
function clock(t: Clock, form: HourForm): string {
  if (form === 'unpadded') return `${t.hour}:${two(t.minute)}`;
  if (form === 'dotted') return `${t.hour % 12 || 12}:${two(t.minute)} ${t.hour < 12 ? 'a.m.' : 'p.m.'}`;
  if (form === 'tilde') return `${two(t.hour)}:${two(t.minute)}`;
  return `${t.hour} h ${two(t.minute)}`;
}
function hours(s: { from: Clock; to: Clock }, form: HourForm): string {
  if (fixed(s)) return clock(s.from, form);
  return `${clock(s.from, form)} ${form === 'tilde' ? '~' : '-'} ${clock(s.to, form)}`;
}

/** Money forms: "$2,150.00", "2,150.00", "$2,150.00 CAD" and the French "2 150,00 $". */
type MoneyForm = 'dollar' | 'plain' | 'cad' | 'fr';
function money(cents: number, form: MoneyForm): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const part = two(cents % 100);
  if (form === 'dollar') return `$${whole}.${part}`;
  if (form === 'plain') return `${whole}.${part}`;
  if (form === 'cad') return `$${whole}.${part} CAD`;
  return `${whole.replace(/,/g, ' ')},${part} $`;
}

type Forms = { day: DayForm; hour: HourForm; money: MoneyForm };
const drawForms = (rng: Random): Forms => ({
  day: rng.pick(['iso', 'abbrev', 'compact']),
  hour: rng.pick(['unpadded', 'dotted', 'tilde']),
  money: rng.pick(['dollar', 'dollar', 'plain']),
});

/** The charges with bare labels, in the sheet's money form. */
function charges(c: RateconCase, style: Style, f: Forms): Row[] {
  const values = [c.linehaulCents, ...(c.fuelCents ? [c.fuelCents] : []), ...c.accessorials.map((a) => a.cents)];
  values.push(totalCents(c));
  return rateRows(c, style).map(([l], i): Row => [bare(l), money(values[i] ?? 0, f.money)]);
}

const cargo = (c: RateconCase, style: Style, rng: Random): Row[] =>
  cargoRows(c, style, rng).map(([l, v]): Row => [bare(l), v]);

const references = (c: RateconCase, style: Style): Row[] => referenceRows(c, style).map(([l, v]): Row => [bare(l), v]);

const authority = (c: RateconCase): Row => (c.broker.mc ? ['MC #', c.broker.mc] : ['USDOT #', c.broker.dot]);

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

/** Invented Canadian addresses for the broker's letterhead: the label holds no broker address. */
const CANADIAN_OFFICES = [
  ['Mississauga', 'ON', 'L5T 2N7'],
  ['Laval', 'QC', 'H7L 4S3'],
  ['Calgary', 'AB', 'T2C 4L8'],
  ['Delta', 'BC', 'V4G 1B1'],
  ['Winnipeg', 'MB', 'R2R 0J3'],
  ['Toronto', 'ON', 'M5V 2T6'],
  ['Boucherville', 'QC', 'J4B 7K4'],
];

/** French for the label concepts the bilingual sheet prints. */
const FRENCH: Partial<Record<keyof Style['words'], string>> = {
  load: 'N° de charge',
  date: 'Date',
  carrier: 'Transporteur',
  po: 'Bon de commande',
  bol: 'Connaissement',
  order: 'N° de commande',
  pickupRef: 'N° de ramassage',
  deliveryRef: 'N° de livraison',
  linehaul: 'Tarif de base',
  fuel: 'Surcharge carburant',
  total: 'Total',
  commodity: 'Marchandise',
  weight: 'Poids',
  pieces: 'Palettes',
  equipment: 'Équipement',
  miles: 'Milles',
  hazmat: 'Matières dangereuses',
  phone: 'Tél.',
  email: 'Courriel',
};
const FRENCH_TERMS =
  "Le transporteur s'engage à transporter la marchandise décrite ci-dessus au tarif indiqué. Le paiement " +
  'est effectué dans les trente jours suivant la réception de la preuve de livraison signée et de la ' +
  'facture du transporteur. Aucun courtage ou sous-traitance de ce chargement.';

/** A Canadian broker's English-French confirmation, its money in Canadian dollars. */
function bilingualCrossBorder(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = sixteenthStyle(args.style, rng);
  const w = style.words;
  const f: Forms = {
    day: rng.pick(['iso', 'iso', 'fr']),
    hour: rng.pick(['fr', 'unpadded']),
    money: rng.pick(['cad', 'fr']),
  };
  const frFirst = rng.chance(0.5);
  const bi = (en: string, fr: string) => (frFirst ? `${fr} / ${en}` : `${en} / ${fr}`);
  // A row's label in both languages where the French is known; the set's own wordings stay English.
  const both = (rows: Row[], keys: (keyof Style['words'] | undefined)[]): Row[] =>
    rows.map(([l, v], i) => {
      const key = keys[i];
      const fr = key ? FRENCH[key] : undefined;
      return [fr ? bi(bare(l), fr) : bare(l), v];
    });
  const b = c.broker;
  const [city, province, postal] = rng.pick(CANADIAN_OFFICES) as [string, string, string];
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.3 });
  const small = { size: sheet.size - 0.5 };
  const [mcLabel, mc] = authority(c);
  sheet.cell(
    40,
    top + sheet.lead * 1.3,
    260,
    [
      `${b.street}, ${city} (${province}) ${postal}`,
      `${bi('Tel.', 'Tél.')}: ${b.phone}`,
      `${bi('Email', 'Courriel')}: ${b.email}`,
      `${mcLabel} ${mc}`,
    ],
    small,
  );
  const titles = frFirst
    ? ['CONFIRMATION DE TRANSPORT', 'LOAD CONFIRMATION']
    : ['LOAD CONFIRMATION', 'CONFIRMATION DE TRANSPORT'];
  sheet.textRight(572, top, titles[0] ?? '', { bold: true, size: sheet.size * 1.2 });
  sheet.textRight(572, top + sheet.lead * 1.2, titles[1] ?? '', { size: sheet.size * 1.05 });
  const head = both(
    [
      [w.load, c.loadNumber],
      [w.date, issuedDay(c.issued, f.day)],
    ],
    ['load', 'date'],
  );
  const hw = widest(sheet, head) + 8;
  pairs(sheet, 572 - 140 - hw, top + sheet.lead * 2.6, 140 + hw, head, hw);
  sheet.y = top + sheet.lead * 6.6;
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 1.2);
  sheet.y += sheet.lead * 0.5;
  const section = (en: string, fr: string) => {
    sheet.need(sheet.lead * 6);
    sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead + 3, true);
    sheet.text(46, sheet.y + 1, bi(en, fr), { bold: true });
    sheet.y += sheet.lead * 1.5;
  };
  section('Carrier', 'Transporteur');
  const refs = references(c, style);
  const kinds = (['po', 'bol', 'order'] as const).filter((k) => c.references.some((r) => r.kind === k));
  const carrierRows = both(
    [[w.carrier, carrierText(c)], ['MC #', c.carrier.mc], ...refs],
    ['carrier', undefined, ...kinds],
  );
  sheet.y += pairs(sheet, 46, sheet.y, 520, carrierRows, widest(sheet, carrierRows) + 10) + sheet.lead * 0.4;
  const count = { pickup: c.stops.filter((s) => s.type === 'pickup').length, delivery: 0 };
  count.delivery = c.stops.length - count.pickup;
  for (const s of c.stops) {
    const pick = s.type === 'pickup';
    const n = count[s.type] > 1 ? ` ${nth(c, s)}` : '';
    if (pick) section(`Shipper${n}`, `Expéditeur${n}`);
    else section(`Consignee${n}`, `Destinataire${n}`);
    const detail: Row[] = [
      [pick ? bi('Pickup Date', 'Date de ramassage') : bi('Delivery Date', 'Date de livraison'), day(s.day, f.day)],
      [fixed(s) ? bi('Appointment', 'Rendez-vous') : bi('Hours', 'Heures'), hours(s, f.hour)],
    ];
    if (s.reference)
      detail.push([bi(bare(refLabel(s, style)), FRENCH[pick ? 'pickupRef' : 'deliveryRef'] ?? ''), s.reference]);
    if (s.phone) detail.push([bi('Tel.', 'Tél.'), s.phone]);
    const y = sheet.y;
    const ah = sheet.cell(46, y, 220, [s.facility, s.street, cityLine(s)]);
    const dh = pairs(sheet, 280, y, 286, detail, widest(sheet, detail) + 8);
    sheet.y = y + Math.max(ah, dh) + sheet.lead * 0.4;
  }
  section('Freight', 'Marchandise');
  const goods = cargo(c, style, rng);
  const goodsKeys: (keyof Style['words'] | undefined)[] = goods.map(([l]) => {
    const match = (['commodity', 'weight', 'pieces', 'equipment', 'miles', 'hazmat'] as const).find(
      (k) => bare(w[k]) === l,
    );
    return match;
  });
  const goodsRows = both(goods, goodsKeys).map(
    ([l, v]): Row => [l, v === 'Yes' ? 'Yes / Oui' : v === 'No' ? 'No / Non' : v],
  );
  const half = Math.ceil(goodsRows.length / 2);
  const y = sheet.y;
  const left = goodsRows.slice(0, half);
  const right = goodsRows.slice(half);
  const gh = Math.max(
    pairs(sheet, 46, y, 250, left, widest(sheet, left) + 8),
    pairs(sheet, 310, y, 256, right, widest(sheet, right) + 8),
  );
  sheet.y = y + gh + sheet.lead * 0.4;
  section('Rate', 'Tarif');
  const pay = both(charges(c, style, f), [
    'linehaul',
    ...(c.fuelCents ? (['fuel'] as const) : []),
    ...c.accessorials.map(() => undefined),
    'total',
  ]);
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    sheet.text(280, sheet.y, l, { bold: last });
    sheet.textRight(566, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
  sheet.text(46, sheet.y - sheet.lead * pay.length, `${bi('Currency', 'Devise')}: CAD`, small);
  terms(sheet);
  const smaller = { size: Math.max(6, sheet.size - 2) };
  for (const line of sheet.wrap(FRENCH_TERMS, 532, smaller)) {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, line, smaller);
    sheet.y += sheet.lead * 0.85;
  }
  signature(sheet, c);
}

/** A change the revision made: what it was and what it is now. */
type Change = [what: string, previous: string, revised: string];

/** A revised confirmation: a box of previous and revised values before the usual body. */
function revisedConfirmation(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = sixteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const revision = rng.int(2, 4);
  const top = sheet.y;
  sheet.text(40, top, b.name, { bold: true, size: sheet.size * 1.3 });
  const [mcLabel, mc] = authority(c);
  const bh = sheet.cell(
    40,
    top + sheet.lead * 1.3,
    260,
    [b.street, cityLine(b.place), `${bare(w.phone)}: ${b.phone}`, `${bare(w.email)}: ${b.email}`, `${mcLabel} ${mc}`],
    { size: sheet.size - 0.5 },
  );
  const title = rng.pick(['RATE CONFIRMATION', 'Carrier Rate Confirmation', 'LOAD CONFIRMATION']);
  sheet.textRight(572, top, title, { bold: true, size: sheet.size * 1.3 });
  const stamp = rng.pick([`REVISION ${revision}`, `Rev. ${revision}`, `REVISED - V${revision}`]);
  const sw = sheet.measure(stamp, { bold: true, size: sheet.size * 1.1 }) + 14;
  sheet.box(572 - sw, top + sheet.lead * 0.6, sw, sheet.lead * 1.5);
  sheet.text(579 - sw, top + sheet.lead * 1.6, stamp, { bold: true, size: sheet.size * 1.1 });
  const original = shift(c.issued, -rng.int(1, 3));
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [rng.pick(['Revised', 'Revision Date', 'Revised On']), issuedDay(c.issued, f.day)],
    [rng.pick(['Original Date', 'First Issued']), issuedDay(original, f.day)],
  ];
  const hw = widest(sheet, head) + 8;
  const hh = pairs(sheet, 572 - 120 - hw, top + sheet.lead * 3.4, 120 + hw, head, hw);
  sheet.y = top + Math.max(bh + sheet.lead * 1.3, hh + sheet.lead * 3.4) + sheet.lead;
  // The changes: the rate mostly, then a delivery day, a pickup's hours or the trailer.
  const changes: Change[] = [];
  const total = totalCents(c);
  if (rng.chance(0.75)) {
    const before = Math.max(20000, total + rng.pick([-1, 1]) * rng.int(1, 8) * 5000);
    changes.push([rng.pick(['Rate', 'Total Rate', 'Carrier Pay']), money(before, f.money), money(total, f.money)]);
  }
  const drops = c.stops.filter((s) => s.type === 'delivery');
  const lastDrop = drops[drops.length - 1];
  const dropChanged = Boolean(lastDrop) && (rng.chance(0.6) || !changes.length);
  if (lastDrop && dropChanged) {
    const before = shift(lastDrop.day, rng.pick([-1, 1, 2]));
    changes.push([
      rng.pick(['Delivery date', 'Del. Date', 'Delivery Appt']),
      day(before, f.day),
      day(lastDrop.day, f.day),
    ]);
  }
  const first = c.stops[0];
  if (first && rng.chance(0.5)) {
    const move = rng.pick([-2, -1, 1, 2]);
    const at = (t: Clock): Clock => ({ hour: Math.min(23, Math.max(0, t.hour + move)), minute: t.minute });
    changes.push([
      rng.pick(['Pickup time', 'PU Hours', 'Pickup window']),
      hours({ from: at(first.from), to: at(first.to) }, f.hour),
      hours(first, f.hour),
    ]);
  }
  if (rng.chance(0.3)) {
    const before = rng.pick(EQUIPMENT.filter((e) => e !== c.cargo.equipment));
    changes.push([rng.pick(['Equipment', 'Trailer']), before, c.cargo.equipment]);
  }
  const boxTop = sheet.y - sheet.lead + 2;
  const note = rng.pick([
    `Revision ${revision} - supersedes all previous confirmations for this load`,
    `THIS REVISION SUPERSEDES ALL PREVIOUS VERSIONS (Rev ${revision})`,
    `Revised confirmation - replaces all prior versions of load ${c.loadNumber}`,
  ]);
  sheet.box(40, boxTop, 532, sheet.lead * (changes.length + 3.4));
  sheet.box(40, boxTop, 532, sheet.lead + 4, true);
  sheet.text(46, sheet.y + 1, note, { bold: true });
  sheet.y += sheet.lead * 1.5;
  const form = rng.pick(['table', 'sentence'] as const);
  const [was, now] = rng.pick([
    ['Previous', 'Revised'],
    ['Was', 'Now'],
    ['Old Value', 'New Value'],
  ]);
  if (form === 'table') {
    sheet.text(46, sheet.y, rng.pick(['Change', 'Field']), { bold: true });
    sheet.text(200, sheet.y, was, { bold: true });
    sheet.text(380, sheet.y, now, { bold: true });
  } else sheet.text(46, sheet.y, rng.pick(['Changes in this revision:', 'What changed:']), { bold: true });
  sheet.y += sheet.lead;
  for (const [what, before, after] of changes) {
    if (form === 'table') {
      sheet.text(46, sheet.y, what);
      sheet.text(200, sheet.y, before);
      sheet.text(380, sheet.y, after, { bold: true });
    } else sheet.text(56, sheet.y, `- ${what} changed from ${before} to ${after}`);
    sheet.y += sheet.lead;
  }
  sheet.y = boxTop + sheet.lead * (changes.length + 3.4) + sheet.lead * 1.4;
  const facts: Row[] = [[bare(w.carrier), carrierText(c)], ['Carrier MC', c.carrier.mc], ...references(c, style)];
  const fw = widest(sheet, facts) + 8;
  const goods = cargo(c, style, rng);
  const gw = widest(sheet, goods) + 8;
  const y = sheet.y;
  const fh = pairs(sheet, 40, y, 280, facts, fw);
  const gh = pairs(sheet, 340, y, 232, goods, gw);
  sheet.y = y + Math.max(fh, gh) + sheet.lead;
  for (const s of c.stops) {
    const label = `${s.type === 'pickup' ? 'Pickup' : 'Delivery'} ${nth(c, s)}`;
    const mark = dropChanged && s === lastDrop ? rng.pick([' (revised)', ' *REVISED*']) : '';
    const detail: Row[] = [
      ['Date', `${day(s.day, f.day)}${mark}`],
      [rng.pick(['Time', 'Hours', 'Appt']), hours(s, f.hour)],
    ];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push(['Phone', s.phone]);
    const placeLines = [s.facility, s.street, cityLine(s)].reduce((n, v) => n + sheet.wrap(v, 200).length, 0);
    sheet.need(sheet.lead * (Math.max(placeLines, detail.length) + 2.5));
    sheet.text(40, sheet.y, label, { bold: true, size: sheet.size * 1.1 });
    sheet.rule(40, sheet.y + 3, 572, 0.5);
    sheet.y += sheet.lead * 1.3;
    const at = sheet.y;
    const ph = sheet.cell(40, at, 230, [s.facility, s.street, cityLine(s)]);
    const dh = pairs(sheet, 300, at, 272, detail, widest(sheet, detail) + 8);
    sheet.y = at + Math.max(ph, dh) + sheet.lead * 0.6;
  }
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (pay.length + 2));
  sheet.y += sheet.lead * 0.4;
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    sheet.text(340, sheet.y, last ? `${l} (${rng.pick(['revised', 'current'])})` : l, { bold: last });
    sheet.textRight(572, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
  terms(sheet);
  signature(sheet, c);
}

/** A page-wide driver's sheet in a small font: a header band and a thirteen-column stop table with blank arrival columns. */
function wideDriverSheet(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = sixteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const size = rng.pick([6.5, 7]);
  const t = { size };
  const tb = { size, bold: true };
  const lead = Math.round(size * 1.35 * 10) / 10;
  const [x0, x1] = [24, 588];
  const title = rng.pick([
    'DRIVER DISPATCH / RATE CONFIRMATION',
    'LOAD CONFIRMATION - DRIVER COPY',
    'CARRIER LOAD SHEET',
  ]);
  const big = { bold: true, size: size * 1.6 };
  sheet.text(306 - sheet.measure(title, big) / 2, 32, title, big);
  sheet.y = 40;
  const band = lead * 4.2;
  sheet.box(x0, sheet.y, x1 - x0, band, true);
  let y = sheet.y + lead * 1.4;
  sheet.text(x0 + 6, y, b.name, { bold: true, size: size * 1.4 });
  sheet.textRight(x1 - 6, y, `${bare(w.load)}: ${c.loadNumber}`, { bold: true, size: size * 1.4 });
  y += lead * 1.3;
  const [mcLabel, mc] = authority(c);
  sheet.text(
    x0 + 6,
    y,
    `${b.street}, ${cityLine(b.place)}   ${bare(w.phone)} ${b.phone}   ${b.email}   ${mcLabel} ${mc}`,
    t,
  );
  sheet.textRight(x1 - 6, y, `${bare(w.date)}: ${issuedDay(c.issued, f.day)}`, t);
  y += lead;
  const refs = references(c, style).map(([l, v]) => `${l}: ${v}`);
  sheet.text(x0 + 6, y, [`${bare(w.carrier)}: ${carrierText(c)}`, `MC ${c.carrier.mc}`, ...refs].join('    '), t);
  sheet.y += band + lead * 1.6;
  const cols: [width: number, head: string][] = [
    [14, '#'],
    [26, 'Type'],
    [78, 'Facility'],
    [78, 'Street'],
    [58, 'City'],
    [16, 'ST'],
    [28, 'ZIP'],
    [44, 'Date'],
    [56, 'Window'],
    [42, 'Ref #'],
    [52, 'Phone'],
    [36, rng.pick(['Arrive', 'Arrived', 'In'])],
    [36, rng.pick(['Depart', 'Departed', 'Out'])],
  ];
  const xs: number[] = [];
  cols.reduce((x, [width]) => {
    xs.push(x);
    return x + width;
  }, x0);
  const grid = (top: number, height: number) => {
    sheet.box(x0, top, x1 - x0, height);
    for (const x of xs.slice(1)) sheet.box(x, top, 0, height);
  };
  const headTop = sheet.y - lead + 1;
  sheet.box(x0, headTop, x1 - x0, lead + 3, true);
  grid(headTop, lead + 3);
  cols.forEach(([, h], i) => {
    sheet.text((xs[i] ?? x0) + 2, sheet.y + 1, h, tb);
  });
  sheet.y += lead + 3;
  const [pu, del] = rng.pick([
    ['PU', 'DEL'],
    ['Pick', 'Drop'],
    ['LD', 'UL'],
  ]);
  c.stops.forEach((s, i) => {
    const cells = [
      String(i + 1),
      s.type === 'pickup' ? pu : del,
      s.facility,
      s.street,
      s.city,
      s.state,
      s.zip,
      day(s.day, f.day),
      hours(s, f.hour),
      s.reference ?? '',
      s.phone ?? '',
      '',
      '',
    ];
    const lines = cells.map((v, k) => (v ? sheet.wrap(v, (cols[k]?.[0] ?? 20) - 4, t) : []));
    const height = Math.max(3, ...lines.map((l) => l.length)) * lead + 4;
    const rowTop = sheet.y - lead + 1;
    grid(rowTop, height);
    lines.forEach((cell, k) => {
      cell.forEach((line, n) => {
        sheet.text((xs[k] ?? x0) + 2, sheet.y + 1 + n * lead, line, t);
      });
    });
    sheet.y += height;
  });
  sheet.y += lead * 1.5;
  const goods = cargo(c, style, rng);
  const pay = charges(c, style, f);
  const top = sheet.y;
  sheet.text(x0, top, rng.pick(['FREIGHT', 'Shipment']), tb);
  sheet.text(220, top, rng.pick(['CARRIER PAY', 'Rate']), tb);
  sheet.text(400, top, rng.pick(['DRIVER / EQUIPMENT', 'Driver Info']), tb);
  let gy = top + lead * 1.3;
  const gw = Math.max(...goods.map(([l]) => sheet.measure(`${l}:`, tb))) + 6;
  for (const [l, v] of goods) {
    sheet.text(x0, gy, `${l}:`, tb);
    sheet.text(x0 + gw, gy, v, t);
    gy += lead;
  }
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    sheet.text(220, top + lead * (1.3 + i), l, last ? tb : t);
    sheet.textRight(370, top + lead * (1.3 + i), v, last ? tb : t);
  });
  const blanks = ['Driver Name', 'Driver Cell', 'Truck #', 'Trailer #', 'Seal #'];
  blanks.forEach((l, i) => {
    const at = top + lead * (1.6 + i * 1.5);
    sheet.text(400, at, `${l}:`, t);
    sheet.rule(450, at + 1, x1, 0.4);
  });
  sheet.y = Math.max(gy, top + lead * (2 + blanks.length * 1.5)) + lead * 1.5;
  // A blank log the driver fills in on the road: its columns are not the stops'.
  sheet.text(x0, sheet.y, rng.pick(['CHECK CALL LOG', 'Check Calls (driver to complete)']), tb);
  sheet.y += lead * 0.8;
  const logCols = ['Date', 'Time', 'Location (City, ST)', 'Miles Out', 'ETA', 'Called By', 'Remarks'];
  const logWidth = (x1 - x0) / logCols.length;
  const logRow = lead * 2;
  sheet.box(x0, sheet.y, x1 - x0, lead + 2, true);
  logCols.forEach((h, i) => {
    sheet.text(x0 + i * logWidth + 3, sheet.y + lead - 1, h, tb);
  });
  const logTop = sheet.y;
  const logRows = rng.int(6, 8);
  for (let i = 0; i <= logRows; i++) sheet.rule(x0, logTop + lead + 2 + i * logRow, x1, 0.4);
  for (let i = 0; i <= logCols.length; i++) sheet.box(x0 + i * logWidth, logTop, 0, lead + 2 + logRows * logRow);
  sheet.y = logTop + lead + 2 + logRows * logRow + lead * 1.8;
  const notes = [
    'Arrive and depart times must be filled in at every stop and the sheet returned with the signed BOL.',
    'Check calls are required at pickup, at each stop and daily by 10:00 local time.',
  ];
  for (const line of sheet.wrap([...notes, ...TERMS].join(' '), x1 - x0, t)) {
    sheet.text(x0, sheet.y, line, t);
    sheet.y += lead;
  }
  sheet.y += lead * 2;
  sheet.rule(x0, sheet.y, 250);
  sheet.rule(340, sheet.y, x1);
  sheet.y += lead;
  sheet.text(x0, sheet.y, `Accepted by ${c.carrier.name}`, t);
  sheet.text(340, sheet.y, `For ${b.name}`, t);
  sheet.y += lead;
}

/** A key in upper case with underscores, as a TMS writes its export's field names. */
const key = (label: string) =>
  bare(label)
    .toUpperCase()
    .replace(/#/g, 'NO')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A plain TMS export: facts as KEY=value or "Key | value" lines, each stop one pipe-delimited line. */
function tmsPipeExport(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = sixteenthStyle(args.style, rng);
  const f: Forms = { ...drawForms(rng), day: rng.pick(['mmdd', 'iso', 'compact']) };
  const w = style.words;
  const b = c.broker;
  const size = rng.pick([7.5, 8, 8.5]);
  const t = { size };
  const lead = Math.round(size * 1.3 * 10) / 10;
  const equals = rng.chance(0.5);
  const line = (s: string, opts: TextOptions = t, x = 40) => {
    const lines = sheet.wrap(s, 572 - x, opts);
    lines.forEach((l, i) => {
      if (sheet.y + lead > 756) sheet.newPage();
      sheet.text(i ? x + 12 : x, sheet.y, l, opts);
      sheet.y += lead;
    });
  };
  const fact = (label: string, value: string) => line(equals ? `${key(label)}=${value}` : `${bare(label)} | ${value}`);
  const section = (name: string) => {
    sheet.y += lead * 0.6;
    line(equals ? `[${name.toUpperCase().replace(/ /g, '_')}]` : `--- ${name} ---`, { size, bold: true });
  };
  const run = `${c.issued.year}${two(c.issued.month)}${two(c.issued.day)}-${rng.digits(4)}`;
  line(`${rng.pick(['LOAD TENDER EXPORT', 'CARRIER CONFIRMATION EXPORT', 'Rate Con Export'])}   run ${run}`, {
    size,
    bold: true,
  });
  line(`${b.name} | ${b.street} | ${cityLine(b.place)}`);
  section('Broker');
  fact('Broker', b.name);
  if (b.mc) fact('Broker MC', b.mc);
  else fact('Broker USDOT', b.dot);
  // Machine field names for the contacts: a one-letter wording ("P:") makes no key.
  if (equals) {
    line(`${rng.pick(['BROKER_PHONE', 'CONTACT_PHONE', 'BRK_PHONE'])}=${b.phone}`);
    line(`${rng.pick(['BROKER_EMAIL', 'CONTACT_EMAIL', 'BRK_EMAIL'])}=${b.email}`);
  } else {
    fact(w.phone, b.phone);
    fact(w.email, b.email);
  }
  section('Load');
  fact(w.load, c.loadNumber);
  fact(w.date, issuedDay(c.issued, f.day));
  for (const [l, v] of references(c, style)) fact(l, v);
  fact(w.carrier, carrierText(c));
  fact('Carrier MC', c.carrier.mc);
  for (const [l, v] of cargo(c, style, rng)) fact(l, v);
  section('Stops');
  const [pu, del] = rng.pick([
    ['PU', 'SO'],
    ['PU', 'DEL'],
    ['P', 'D'],
  ]);
  const head = [
    'SEQ',
    'TYPE',
    'NAME',
    'ADDRESS',
    'CITY, ST ZIP',
    rng.pick(['APPT', 'SCHED', 'WINDOW']),
    'REF',
    'PHONE',
  ];
  line(head.join(' | '), { size, bold: true });
  c.stops.forEach((s, i) => {
    const ref = s.reference ? `${bare(refLabel(s, style))} ${s.reference}` : '';
    const cells = [
      String(i + 1),
      s.type === 'pickup' ? pu : del,
      s.facility,
      s.street,
      cityLine(s),
      `${day(s.day, f.day)} ${hours(s, f.hour)}`,
      ref,
      s.phone ?? '',
    ];
    // A line too long for the page breaks between fields, as the export's viewer wraps it.
    let text = '';
    let x = 40;
    for (const cell of cells) {
      const next = text ? `${text} | ${cell}` : cell;
      if (text && sheet.measure(next, t) > 572 - x) {
        line(`${text} |`, t, x);
        [text, x] = [cell, 52];
      } else text = next;
    }
    line(text, t, x);
  });
  section('Charges');
  for (const [l, v] of charges(c, style, f)) fact(l, v);
  section('Terms');
  for (const p of TERMS) line(p);
  sheet.y += lead;
  line(`ACCEPTED_BY=________________________  FOR ${c.carrier.name}`);
  line(`END OF EXPORT  ${c.stops.length} stops  ${rng.int(40, 90)} lines`);
}

/** Whole parts of `total` split over `parts` lines, none empty, the last taking what is left. */
function split(total: number, parts: number, rng: Random, step: number): number[] {
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

/** Notes of the kind dispatchers write, every date, hour, phone and amount in them not the load's. */
function distractorNotes(c: RateconCase, f: Forms, rng: Random): string {
  const first = c.stops[0] as CaseStop;
  const early = day(shift(first.day, -1), f.day === 'compact' ? 'mmdd' : f.day);
  const notes = [
    `Do not arrive before ${early}.`,
    `Detention $${rng.pick([40, 50, 75])}/hr after ${rng.pick([2, 3])} hrs free time, max $${rng.pick([300, 400, 500])} per stop.`,
    `Call ${makePhone(rng)} at least ${rng.pick([12, 24])} hrs before delivery to confirm the dock appointment.`,
    `Lumper reimbursed up to $${rng.pick([150, 200, 250])}.00 with receipt only.`,
    `TONU $${rng.pick([100, 150, 200])} if cancelled after dispatch.`,
    `Receiving closes at ${rng.pick(['14:00', '15:30', '16:00'])} on Fridays; late arrivals will be reworked the next day.`,
    `Late fee $${rng.pick([100, 250])} per hour late after the appointment.`,
    `Driver must scale before ${rng.pick(['07:00', '9:00 a.m.'])} and keep the scale ticket.`,
  ];
  return rng.shuffle(notes).slice(0, rng.int(4, 6)).join(' ');
}

/** A sheet whose freight is a table of item lines with a TOTAL row, and whose notes hold distractors. */
function cargoItemsNotes(args: DrawArgs) {
  const { sheet, c, rng } = args;
  const style = sixteenthStyle(args.style, rng);
  const f = drawForms(rng);
  const w = style.words;
  const b = c.broker;
  const top = sheet.y;
  sheet.text(40, top, rng.pick(['Carrier Confirmation', 'RATE CONFIRMATION', 'Load Confirmation']), {
    bold: true,
    size: sheet.size * 1.5,
  });
  sheet.y += sheet.lead * 1.8;
  const y0 = sheet.y;
  const [mcLabel, mc] = authority(c);
  sheet.text(40, y0, b.name, { bold: true });
  const bh = sheet.cell(40, y0 + sheet.lead, 260, [
    `${b.street}, ${cityLine(b.place)}`,
    `${bare(w.phone)} ${b.phone}`,
    b.email,
    `${mcLabel} ${mc}`,
  ]);
  const head: Row[] = [
    [bare(w.load), c.loadNumber],
    [bare(w.date), issuedDay(c.issued, f.day)],
    [bare(w.carrier), carrierText(c)],
    ['Carrier MC', c.carrier.mc],
    ...references(c, style),
  ];
  const hh = pairs(sheet, 320, y0, 252, head, widest(sheet, head) + 8);
  sheet.y = y0 + Math.max(bh + sheet.lead, hh) + sheet.lead;
  const [pickWord, dropWord] = rng.pick([
    ['Pickup', 'Delivery'],
    ['Origin', 'Destination'],
    ['Load', 'Unload'],
  ]);
  for (const s of c.stops) {
    const detail: Row[] = [
      ['Date', day(s.day, f.day)],
      [rng.pick(['Hours', 'Time']), hours(s, f.hour)],
    ];
    if (s.reference) detail.push([bare(refLabel(s, style)), s.reference]);
    if (s.phone) detail.push(['Phone', s.phone]);
    const placeLines = [s.facility, s.street, cityLine(s)].reduce((n, v) => n + sheet.wrap(v, 190).length, 0);
    sheet.need(sheet.lead * (Math.max(placeLines, detail.length) + 1));
    const y = sheet.y;
    sheet.text(40, y, `${s.type === 'pickup' ? pickWord : dropWord} ${nth(c, s)}`, { bold: true });
    const ph = sheet.cell(130, y, 190, [s.facility, s.street, cityLine(s)]);
    const dh = pairs(sheet, 340, y, 232, detail, widest(sheet, detail) + 8);
    sheet.y = y + Math.max(ph, dh) + sheet.lead * 0.2;
    sheet.rule(40, sheet.y - sheet.lead + 4, 572, 0.3);
    sheet.y += sheet.lead * 0.4;
  }
  // The freight: the load's commodity over two to four item lines whose pieces and weights sum to the totals.
  const pieces = c.cargo.pieces;
  const items = Math.min(rng.int(2, 4), pieces ?? 4);
  const weights = split(c.cargo.weight, items, rng, c.cargo.weight >= 1000 * items ? 10 : 1);
  const counts = pieces !== null ? split(pieces, items, rng, 1) : null;
  const lbs = (n: number) => n.toLocaleString('en-US');
  sheet.y += sheet.lead * 0.6;
  const facts = cargo(c, style, rng).filter(([l]) => l !== bare(w.weight) && l !== bare(w.pieces));
  sheet.need(sheet.lead * (items + facts.length + 6));
  sheet.text(40, sheet.y, rng.pick(['FREIGHT DETAIL', 'Items', 'Commodity Lines']), {
    bold: true,
    size: sheet.size * 1.1,
  });
  sheet.y += sheet.lead * 1.3;
  sheet.y += pairs(sheet, 40, sheet.y, 532, facts.slice(0, 1), widest(sheet, facts) + 8);
  const rest = facts.slice(1).map(([l, v]) => `${l}: ${v}`);
  if (rest.length) {
    sheet.text(40, sheet.y, rest.join('     '));
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead * 0.5;
  const unit = rng.pick(['PLT', 'SKD', 'CTN']);
  const cols: [number, string, 'l' | 'r'][] = [
    [40, 'Line', 'l'],
    [80, rng.pick(['Item / SKU', 'Description', 'Product Code']), 'l'],
    [300, 'Type', 'l'],
    [380, rng.pick(['Pcs', 'Qty', 'Count']), 'r'],
    [460, 'Class', 'r'],
    [572, rng.pick(['Weight (lbs)', 'Lbs', 'Wt']), 'r'],
  ];
  const row = (cells: string[], opts: TextOptions = {}) => {
    cols.forEach(([x, , align], i) => {
      const v = cells[i] ?? '';
      if (align === 'r') sheet.textRight(x, sheet.y, v, opts);
      else sheet.text(x, sheet.y, v, opts);
    });
    sheet.y += sheet.lead;
  };
  sheet.box(40, sheet.y - sheet.lead + 2, 532, sheet.lead + 2, true);
  row(
    cols.map(([, h]) => h),
    { bold: true },
  );
  for (let i = 0; i < items; i++) {
    const sku = rng.pick([`SKU ${rng.digits(5)}`, `Item ${rng.letters(2)}-${rng.digits(4)}`, `Lot ${rng.digits(4)}`]);
    row([
      String(i + 1),
      sku,
      unit,
      counts ? String(counts[i]) : '',
      rng.pick(['50', '55', '70', '85', '100']),
      lbs(weights[i] ?? 0),
    ]);
  }
  sheet.rule(40, sheet.y - sheet.lead + 3, 572, 0.8);
  row(
    [
      rng.pick(['TOTAL', 'Totals', 'TOTAL SHIPMENT']),
      '',
      '',
      pieces !== null ? String(pieces) : '',
      '',
      lbs(c.cargo.weight),
    ],
    {
      bold: true,
    },
  );
  sheet.y += sheet.lead * 0.6;
  const notes = distractorNotes(c, f, rng);
  const noteLines = sheet.wrap(notes, 520);
  sheet.need(sheet.lead * (noteLines.length + 2));
  sheet.text(40, sheet.y, rng.pick(['Notes / Special Instructions', 'DISPATCH NOTES', 'Instructions']), { bold: true });
  sheet.y += sheet.lead * 1.2;
  for (const l of noteLines) {
    sheet.text(46, sheet.y, l);
    sheet.y += sheet.lead;
  }
  sheet.y += sheet.lead * 0.6;
  const pay = charges(c, style, f);
  sheet.need(sheet.lead * (pay.length + 1));
  pay.forEach(([l, v], i) => {
    const last = i === pay.length - 1;
    sheet.text(340, sheet.y, l, { bold: last });
    sheet.textRight(572, sheet.y, v, { bold: last });
    sheet.y += sheet.lead;
  });
  terms(sheet);
  signature(sheet, c);
}

export const HELDOUT_16_LAYOUTS: Layout[] = [
  { name: 'heldout16-bilingual-cross-border', draw: bilingualCrossBorder },
  { name: 'heldout16-revised-confirmation', draw: revisedConfirmation },
  { name: 'heldout16-wide-driver-sheet', family: 'helvetica', draw: wideDriverSheet },
  { name: 'heldout16-tms-pipe-export', family: 'courier', draw: tmsPipeExport },
  { name: 'heldout16-cargo-items-notes', draw: cargoItemsNotes },
];

/** Past the other held-out sets' salts, so these documents draw cases of their own. */
const SALT = 16000;

export function generateHeldout16(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  return generateRatecon(layout, seed, undefined, undefined, SALT + HELDOUT_16_LAYOUTS.indexOf(layout));
}
