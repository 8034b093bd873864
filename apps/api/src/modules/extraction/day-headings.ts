import { buildTextDoc, type Line, lineHeight, type TextDoc, type Word } from './layout';
import { findDates, findTimes } from './values';

/**
 * An itinerary grouped under day headings ("Wed 06/03/2026" alone on its line) with the stops of
 * that day indented beneath, each line opening with its hours ("08:00 - 14:00   LOAD @ Acme"): the
 * day is printed once above the stops, so a stop reads the next day heading, printed after its
 * lines, as its own. The day is copied before the hours of each stop line under it and its heading
 * line left out, so every stop carries its day as a one-line stop does.
 */

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*/i;

/** A line holding one day and nothing else. */
function isDayLine(line: Line): boolean {
  if (line.segments.length !== 1) return false;
  const text = line.text.trim().replace(WEEKDAY, '');
  const [hit] = findDates(text);
  return Boolean(hit && hit.index === 0 && !text.slice(hit.end).trim());
}

/** A stop line: two segments or more, the first opening with its hours. */
function opensWithHours(line: Line): boolean {
  const first = line.segments[0];
  if (!first || line.segments.length < 2) return false;
  const t = first.text.replace(/^(?:appt\.?|appointment|fcfs)\s*:?\s*/i, '');
  return findTimes(t).some((h) => h.index === 0) || /^\d{4}\s*-\s*\d{4}\b/.test(t);
}

type Day = { line: Line; stops: Line[] };

/** Each day heading and the stop lines indented under it, up to the next heading or a line out-dented to it. */
function daysOf(doc: TextDoc): Day[] {
  const days: Day[] = [];
  let current: Day | null = null;
  for (const line of doc.lines) {
    if (isDayLine(line)) {
      current = { line, stops: [] };
      days.push(current);
      continue;
    }
    const first = line.segments[0];
    const x0 = current?.line.segments[0]?.x0 ?? 0;
    if (!current || !first || line.page !== current.line.page || first.x0 <= x0 + lineHeight(line) * 0.3)
      current = null;
    else if (opensWithHours(line)) current.stops.push(line);
  }
  return days.filter((d) => d.stops.length > 0);
}

/** The document with each day heading copied before the hours of its stop lines; unchanged when none. */
export function withDayHeadings(doc: TextDoc): TextDoc {
  const days = daysOf(doc);
  // Two headings at least: one alone may be the sheet's own date over a table.
  if (days.length < 2) return doc;
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines) for (const s of line.segments) pages[line.page]?.push(...s.words);
  const drop = new Set<Word>();
  for (const day of days) {
    const words = day.line.segments.flatMap((s) => s.words);
    for (const w of words) drop.add(w);
    const width = (words.at(-1)?.x1 ?? 0) - (words[0]?.x0 ?? 0);
    for (const stop of day.stops) {
      const first = stop.segments[0];
      if (!first) continue;
      const h = lineHeight(stop);
      // Right before the hours, a word's gap from them, so the day and hours read as one cell.
      const shift = first.x0 - h * 0.3 - width - (words[0]?.x0 ?? 0);
      for (const w of words)
        pages[stop.page]?.push({ ...w, x0: w.x0 + shift, x1: w.x1 + shift, top: first.top, bottom: first.bottom });
    }
  }
  return buildTextDoc(pages.map((p) => p.filter((w) => !drop.has(w))));
}
