import type { Line } from './layout';
import type { TableRow } from './layout-table';

/**
 * A stop table too long for its page goes on at the top of the next one under its head printed
 * again ("STOPS (continued)"): read alone, each part is a table of one or two rows. A table whose
 * head repeats the captions of the table before it, on the page after that table's last row, is
 * read as that table's rows going on.
 */

type Part = { head: Line; rows: TableRow[] };

const captions = (head: Line) => head.segments.map((s) => s.text.toLowerCase().replace(/\s+/g, ' ')).join('|');

export function joinContinued<T extends Part>(tables: T[]): T[] {
  const out: T[] = [];
  for (const t of tables) {
    const before = out.at(-1);
    const lastPage = before?.rows.at(-1)?.lines.at(-1)?.page;
    if (before && lastPage !== undefined && t.head.page === lastPage + 1 && captions(t.head) === captions(before.head))
      before.rows.push(...t.rows);
    else out.push({ ...t, rows: [...t.rows] });
  }
  return out;
}
