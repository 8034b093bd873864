import { BAND, MARGIN, MUTED, RIGHT, RULE, type Sheet, type TextStyle } from './page';

export type Column<R> = {
  label: string;
  /** Points; the column without a width takes what the others leave of the page. */
  width?: number;
  align?: 'left' | 'right';
  /** The cell's weight and colour. */
  look?: 'plain' | 'strong' | 'muted';
  /** Cut to one line with an ellipsis rather than wrapped (numbers, codes). */
  oneLine?: boolean;
  cell: (row: R) => string;
};

/** Space between the text of neighbouring columns. */
const GAP = 10;
const SIZE = 9;
const LEADING = 12.5;

/**
 * Draws rows under a head of column captions, from the sheet's `y` down. A cell too long for its
 * column wraps (the row grows to its tallest cell); a row that would run into the footer starts a
 * new page, where the captions are drawn again. No rows: `empty` in one sentence across the table.
 */
export function drawTable<R>(s: Sheet, columns: Column<R>[], rows: R[], o: { empty?: string; head?: boolean } = {}) {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  let x = MARGIN;
  const laid = columns.map((c, i) => {
    const width = c.width ?? RIGHT - MARGIN - fixed;
    const from = x + (i === 0 ? 0 : GAP / 2);
    x += width;
    const to = x - (i === columns.length - 1 ? 0 : GAP / 2);
    return { ...c, from, to };
  });
  const style = (c: Column<R>): TextStyle => ({
    size: SIZE,
    font: c.look === 'strong' ? s.f.semibold : s.f.regular,
    color: c.look === 'muted' ? MUTED : undefined,
  });

  const head = () => {
    if (o.head === false) return;
    for (const c of laid) s.label(c.label, c.align === 'right' ? c.to : c.from, s.y, c.align);
    s.y -= 6;
    s.rule(s.y, MARGIN, RIGHT, RULE);
  };
  s.room(40);
  head();
  if (rows.length === 0 && o.empty) {
    s.y -= 14;
    s.line(o.empty, MARGIN, s.y, RIGHT - MARGIN, { size: SIZE, color: MUTED });
    s.y -= 6;
    return;
  }
  for (const row of rows) {
    const cells = laid.map((c) => {
      const value = c.cell(row);
      return c.oneLine ? [value] : s.lines(value, c.to - c.from, style(c));
    });
    const height = 13 + (Math.max(1, ...cells.map((l) => l.length)) - 1) * LEADING + 5;
    s.room(height, head);
    const baseline = s.y - 13;
    for (const [i, c] of laid.entries()) {
      for (const [n, text] of (cells[i] ?? []).entries()) {
        const at = baseline - n * LEADING;
        if (c.align === 'right') s.right(text, c.to, at, style(c));
        else if (c.oneLine) s.line(text, c.from, at, c.to - c.from, style(c));
        else s.text(text, c.from, at, style(c));
      }
    }
    s.y -= height;
    s.rule(s.y, MARGIN, RIGHT, BAND);
  }
}
