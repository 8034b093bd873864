import type { Sheet } from './pdf-writer';

export type Column = { x: number; width: number; head: string };

/** Columns laid left to right from x = 40 in the given order (tables whose column order varies). */
export function inOrder<T extends { width: number; head: string }>(parts: T[], order: number[]): (T & { x: number })[] {
  let x = 40;
  return order.map((i) => {
    const part = parts[i] as T;
    const placed = { ...part, x };
    x += part.width;
    return placed;
  });
}

/**
 * A ruled table: a bold header row, then rows whose cells hold one or more values, each wrapped to
 * its column (multi-line cells); the cursor ends below the last row.
 */
export function table(sheet: Sheet, columns: Column[], rows: string[][][], opts: { ruled?: boolean } = {}) {
  const right = Math.max(...columns.map((c) => c.x + c.width));
  const left = Math.min(...columns.map((c) => c.x));
  sheet.need(sheet.lead * 4);
  if (opts.ruled !== false) sheet.rule(left, sheet.y - sheet.lead + 2, right);
  for (const c of columns) sheet.text(c.x, sheet.y, c.head, { bold: true });
  sheet.y += 4;
  if (opts.ruled !== false) sheet.rule(left, sheet.y, right);
  sheet.y += sheet.lead;
  for (const row of rows) {
    const height = Math.max(...row.map((cell, i) => wrappedHeight(sheet, cell, columns[i]?.width ?? 100)));
    sheet.need(height);
    row.forEach((cell, i) => {
      const c = columns[i];
      if (c) sheet.cell(c.x, sheet.y, c.width - 4, cell);
    });
    sheet.y += height + sheet.lead * 0.3;
    if (opts.ruled !== false) sheet.rule(left, sheet.y - sheet.lead + 2, right, 0.3);
  }
  sheet.y += sheet.lead * 0.5;
}

function wrappedHeight(sheet: Sheet, cell: string[], width: number) {
  return cell.reduce((h, v) => h + sheet.wrap(v, width - 4).length * sheet.lead, 0);
}
