import { formatDay, formatIssued, formatMoney, formatWeight, formatWindow, type Style } from './formats';
import type { Sheet, TextOptions } from './pdf-writer';
import type { Random } from './random';
import { type CaseStop, type RateconCase, totalCents } from './ratecon-case';
import { TERMS } from './vocabulary';

/** Pieces of a rate confirmation as printed strings, shared by the layouts. */

export type Row = [label: string, value: string];

export const cityLine = (p: { city: string; state: string; zip: string }) => `${p.city}, ${p.state} ${p.zip}`;

export function stopText(s: CaseStop, style: Style) {
  return {
    date: formatDay(s.day, style.date),
    window: formatWindow(s.from, s.to, style.window),
    name: s.facility,
    street: s.street,
    place: cityLine(s),
    phone: s.phone,
    refLabel: s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef,
    ref: s.reference,
  };
}

export const stopWord = (s: CaseStop, style: Style) =>
  s.type === 'pickup' ? style.words.pickup : style.words.delivery;

export const carrierText = (c: RateconCase) =>
  c.carrier.factoring ? `${c.carrier.name} % ${c.carrier.factoring}` : c.carrier.name;

export function brokerLines(c: RateconCase, style: Style): string[] {
  const b = c.broker;
  return [
    b.street,
    cityLine(b.place),
    `${style.words.phone} ${b.phone}`,
    `${style.words.email} ${b.email}`,
    b.mc ? `MC# ${b.mc}` : `USDOT ${b.dot}`,
  ];
}

export function headerRows(c: RateconCase, style: Style): Row[] {
  return [
    [style.words.load, c.loadNumber],
    [style.words.date, formatIssued(c.issued, style.date)],
  ];
}

/** Load-level references, each kind on one row (several POs joined by commas). */
export function referenceRows(c: RateconCase, style: Style): Row[] {
  const kinds = [
    ['po', style.words.po],
    ['bol', style.words.bol],
    ['order', style.words.order],
  ] as const;
  return kinds.flatMap(([kind, label]): Row[] => {
    const values = c.references.filter((r) => r.kind === kind).map((r) => r.value);
    return values.length ? [[label, values.join(', ')]] : [];
  });
}

export function rateRows(c: RateconCase, style: Style): Row[] {
  const money = (cents: number) => formatMoney(cents, style.money);
  const rows: Row[] = [[style.words.linehaul, money(c.linehaulCents)]];
  if (c.fuelCents) rows.push([style.words.fuel, money(c.fuelCents)]);
  for (const a of c.accessorials) rows.push([a.description, money(a.cents)]);
  rows.push([style.words.total, money(totalCents(c))]);
  return rows;
}

export function cargoRows(c: RateconCase, style: Style, rng: Random): Row[] {
  const w = style.words;
  const rows: Row[] = [
    [w.commodity, c.cargo.commodity],
    [w.weight, formatWeight(c.cargo.weight, rng)],
  ];
  if (c.cargo.pieces !== null) rows.push([w.pieces, String(c.cargo.pieces)]);
  rows.push([w.equipment, c.cargo.equipment]);
  if (c.cargo.miles !== null) rows.push([w.miles, String(c.cargo.miles)]);
  if (c.cargo.hazmat !== null) rows.push([w.hazmat, c.cargo.hazmat ? 'Yes' : 'No']);
  return rows;
}

/** "Label: value" pairs one under the other; labels padded to `labelWidth` when given. */
export function kvColumn(sheet: Sheet, x: number, y: number, rows: Row[], labelWidth = 0, opts: TextOptions = {}) {
  let dy = 0;
  for (const [label, value] of rows) {
    // An empty label continues the value above (the second line of an address).
    const shown = !label || label.endsWith(':') ? label : `${label}:`;
    sheet.text(x, y + dy, shown, { ...opts, bold: true });
    const at = labelWidth ? x + labelWidth : x + sheet.measure(`${shown} `, { ...opts, bold: true });
    sheet.text(at, y + dy, value, opts);
    dy += sheet.lead;
  }
  return dy;
}

export function heading(sheet: Sheet, x: number, s: string, scale = 1.25) {
  sheet.need(sheet.lead * 3);
  sheet.text(x, sheet.y, s, { size: sheet.size * scale, bold: true });
  sheet.y += sheet.lead * scale + 2;
}

export function terms(sheet: Sheet, x = 40, width = 532) {
  sheet.y += sheet.lead;
  const small = { size: Math.max(6, sheet.size - 2) };
  for (const para of TERMS)
    for (const line of sheet.wrap(para, width, small)) {
      sheet.need(sheet.lead);
      sheet.text(x, sheet.y, line, small);
      sheet.y += sheet.lead * 0.85;
    }
}

export function signature(sheet: Sheet, c: RateconCase) {
  sheet.need(sheet.lead * 4);
  sheet.y += sheet.lead * 2;
  sheet.rule(40, sheet.y, 250);
  sheet.rule(330, sheet.y, 540);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, `Accepted by ${c.carrier.name}`, { size: sheet.size - 1 });
  sheet.text(330, sheet.y, `For ${c.broker.name}`, { size: sheet.size - 1 });
  sheet.y += sheet.lead;
}
