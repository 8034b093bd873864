import { cellText } from './doc-query';
import type { Line } from './layout';
import type { TableHead } from './stop-table';
import { captionField } from './stop-vocabulary';
import { findTimes, formatMinutes } from './values';

/**
 * A stop table that prints the appointment's two ends in columns of their own ("Earliest" and
 * "Latest", "Window Start" and "Window End"), each cell a day and an hour: the window runs from the
 * first cell's time to the second's. Read cell by cell, the row's times are two appointments.
 */
export function windowOfColumns(startCell: string, endCell: string): { lower: string; higher: string } | null {
  const start = findTimes(startCell)[0];
  const end = findTimes(endCell)[0];
  if (!start || !end) return null;
  return { lower: formatMinutes(start.minutes), higher: formatMinutes(end.minutes) };
}

/** The window of a stop's row lines under a head with a start and an end column; null without them. */
export function windowUnderHead(head: TableHead | null, lines: Line[]): { lower: string; higher: string } | null {
  const end = head?.columns.find((c) => captionField(c.text) === 'timeEnd');
  const start = end && head?.columns.find((c) => captionField(c.text) === 'time');
  if (!start || !end) return null;
  // The first of the row's lines with an hour in the column: lines under it may be the next block's.
  const cell = (c: { x0: number; x1: number }) =>
    lines.map((l) => cellText(l, c.x0 - 4, c.x1 - 4)).find((t) => findTimes(t).length) ?? '';
  return windowOfColumns(cell(start), cell(end));
}
