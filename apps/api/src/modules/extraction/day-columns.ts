import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';
import { findDates, findTimes } from './values';

/**
 * A planner's week or day view: a row of column heads that are days ("Thu 3/12/26", "Fri 3/13/26"),
 * an axis of hours down the left ("10:00", "11:00", "8am"), and each stop a block in the column of
 * its day at the height of its time. Read line by line, the blocks of different days interleave,
 * their day is only in the head far above them, and the axis's hours sit beside them like times.
 * The planner is read column after column instead, each block followed by its column's day as a
 * "Date:" line, without the axis; what follows the planner moves down to make room.
 */

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?$/i;
const MIN_AXIS = 3;

/** A segment that is one day and nothing else, a weekday aside. */
function isDay(s: Segment): boolean {
  const dates = findDates(s.text);
  const date = dates[0];
  if (dates.length !== 1 || !date) return false;
  const rest = `${s.text.slice(0, date.index)} ${s.text.slice(date.end)}`.trim();
  return rest === '' || WEEKDAY.test(rest);
}

/** A segment that is one hour of the day and nothing else ("10:00", "8am", "1 PM"). */
function isHour(s: Segment): boolean {
  const t = s.text.trim();
  const times = findTimes(t);
  return times.length === 1 && (times[0]?.end ?? 0) - (times[0]?.index ?? 0) >= t.length - 1 && t.length <= 8;
}

type Planner = { head: Line; columns: { x0: number; day: Segment | null }[]; axisX1: number; body: Line[] };

/** The planner on a page: its head, its columns and the lines under the head that belong to it. */
function plannerOf(lines: Line[]): Planner | null {
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i] as Line;
    const days = head.segments.filter(isDay);
    // Every head is a day, but for a spare column's placeholder ("-", "(prev. day)").
    if (!days.length || head.segments.some((s) => !isDay(s) && (/\d/.test(s.text) || s.text.length > 14))) continue;
    const left = Math.min(...head.segments.map((s) => s.x0));
    const h = lineHeight(head);
    const body: Line[] = [];
    let axis = 0;
    for (const l of lines.slice(i + 1)) {
      const outside = l.segments.filter((s) => s.x0 < left - h);
      if (outside.some((s) => !isHour(s))) break;
      if (outside.length) axis++;
      body.push(l);
    }
    if (axis < MIN_AXIS) continue;
    const axisX1 = Math.max(
      ...body.flatMap((l) => l.segments.filter((s) => s.x0 < left - h).map((s) => s.x1)),
      Number.NEGATIVE_INFINITY,
    );
    const columns = head.segments.map((s) => ({ x0: s.x0, day: isDay(s) ? s : null }));
    return { head, columns, axisX1, body };
  }
  return null;
}

const shifted = (w: Word, dx: number, top: number): Word => ({
  ...w,
  x0: w.x0 + dx,
  x1: w.x1 + dx,
  top,
  bottom: top + (w.bottom - w.top),
});

/** The document with a planner's columns read one after the other, each block dated by its column. */
export function withDayColumns(doc: TextDoc): TextDoc {
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  let changed = false;
  for (let page = 0; page < doc.pageCount; page++) {
    const lines = doc.lines.filter((l) => l.page === page);
    const words = (ls: Line[]) => ls.flatMap((l) => l.segments.flatMap((s) => s.words));
    const planner = plannerOf(lines);
    if (!planner) {
      pages[page]?.push(...words(lines));
      continue;
    }
    changed = true;
    const { head, columns, axisX1, body } = planner;
    const out = pages[page] as Word[];
    out.push(...words(lines.filter((l) => l.top < head.top)));
    const pitch = Math.max(...body.map(lineHeight), lineHeight(head)) * 1.25;
    const x = columns[0]?.x0 ?? head.segments[0]?.x0 ?? 0;
    let y = head.top;
    columns.forEach((col, k) => {
      const end = columns[k + 1]?.x0 ?? Number.POSITIVE_INFINITY;
      // The column's rows: each body line's segments that start under its head, kept together.
      const rows = body
        .map((l) => l.segments.filter((s) => s.x0 > axisX1 && s.x0 >= col.x0 - pitch && s.x0 < end - pitch))
        .filter((r) => r.length);
      let last: Segment | null = null;
      let first = true;
      for (const row of rows) {
        const lead = row[0] as Segment;
        const gap = last ? lead.top - last.bottom : Number.POSITIVE_INFINITY;
        if (last && gap > (lead.bottom - lead.top) * 1.2) {
          y += pitch * 0.6;
          first = true;
        }
        out.push(...row.flatMap((s) => s.words).map((w) => shifted(w, x - lead.x0, y)));
        y += pitch;
        // The block's heading, then its column's day.
        const day = col.day;
        if (first && day) {
          const label: Word = {
            text: 'Date:',
            x0: x,
            x1: x + pitch * 1.6,
            top: y,
            bottom: y + (lead.bottom - lead.top),
            page,
          };
          out.push(label, ...day.words.map((w) => shifted(w, label.x1 + pitch * 0.4 - day.x0, y)));
          y += pitch;
        }
        first = false;
        last = lead;
      }
      y += pitch * 0.6;
    });
    const end = Math.max(...body.map((l) => l.bottom));
    const dy = Math.max(0, y - end);
    for (const l of lines.filter((l) => l.top > end))
      out.push(...l.segments.flatMap((s) => s.words).map((w) => shifted(w, 0, w.top + dy)));
  }
  return changed ? buildTextDoc(pages) : doc;
}
