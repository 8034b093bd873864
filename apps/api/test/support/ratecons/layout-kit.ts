import { brokerLines, carrierText, headerRows, kvColumn, type Row } from './blocks';
import type { Style } from './formats';
import type { Family, Sheet } from './pdf-writer';
import type { Random } from './random';
import type { CaseStop, RateconCase } from './ratecon-case';

/** What a layout draws with, and the layout itself: a name and a way to draw a case. */
export type DrawArgs = { sheet: Sheet; c: RateconCase; style: Style; rng: Random };
export type Layout = {
  name: string;
  family?: Family;
  /** False when the layout prints no phone at its stops: the case then has none, so the label agrees. */
  stopPhones?: false;
  draw(a: DrawArgs): void;
};

/** The stop's number among stops of its type (Pickup 1, Delivery 1, Delivery 2). */
export function nth(c: RateconCase, s: CaseStop): number {
  return c.stops.filter((x, i) => x.type === s.type && i <= c.stops.indexOf(s)).length;
}

export function title(sheet: Sheet, style: Style, x = 40) {
  sheet.text(x, sheet.y, style.words.title, { size: sheet.size * 1.7, bold: true });
  sheet.y += sheet.lead * 2;
}

/** The broker's block: name in bold, then address and contacts; returns its height. */
export function brokerBlock(sheet: Sheet, c: RateconCase, style: Style, x: number, y: number, width = 240) {
  const name = { bold: true, size: sheet.size * 1.2 };
  const lines = sheet.wrap(c.broker.name, width, name);
  for (const [i, line] of lines.entries()) sheet.text(x, y + i * sheet.lead * 1.3, line, name);
  const top = y + lines.length * sheet.lead * 1.3;
  return top - y + sheet.cell(x, top, width, brokerLines(c, style));
}

export function carrierLine(sheet: Sheet, c: RateconCase, style: Style, x = 40) {
  const rows: Row[] = [
    [style.words.carrier, carrierText(c)],
    ['Carrier MC', c.carrier.mc],
  ];
  sheet.y += kvColumn(sheet, x, sheet.y, rows) + sheet.lead * 0.5;
}

/** Draws several columns of rows side by side from the cursor and moves below the tallest. */
export function sideBySide(sheet: Sheet, columns: [x: number, rows: Row[]][], labelWidth = 0) {
  const heights = columns.map(([x, rows]) => kvColumn(sheet, x, sheet.y, rows, labelWidth));
  sheet.y += Math.max(0, ...heights) + sheet.lead * 0.6;
}

export function standardHeader(sheet: Sheet, c: RateconCase, style: Style, extra: Row[] = []) {
  title(sheet, style);
  const left = brokerBlock(sheet, c, style, 40, sheet.y);
  const right = kvColumn(sheet, 340, sheet.y, [...headerRows(c, style), ...extra]);
  sheet.y += Math.max(left, right) + sheet.lead;
}

/** A style whose label wordings are each, by `chance`, one of a set's own (its held-out vocabulary). */
export function restyled(
  style: Style,
  rng: Random,
  lists: Partial<Record<keyof Style['words'], string[]>>,
  chance = 0.6,
): Style {
  const words = { ...style.words };
  for (const [key, list] of Object.entries(lists) as [keyof Style['words'], string[]][])
    if (rng.chance(chance)) words[key] = rng.pick(list);
  return { ...style, words };
}

/** A label without its colon, for captions set over their values. */
export const bare = (label: string) => label.replace(/:$/, '');

/** A stop's own reference label: the pickup's or the delivery's wording of the style. */
export const refLabel = (s: CaseStop, style: Style) =>
  s.type === 'pickup' ? style.words.pickupRef : style.words.deliveryRef;
