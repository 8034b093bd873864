import type { Line, Segment } from './layout';
import type { TableHead } from './stop-table';
import { findTimes, formatMinutes, slashWindow } from './values';

type TimeCandidate = { lower: number; higher: number; rank: number; order: number; label?: string };

// A window's ends captioned apart, each beside its own time: "Earliest:" and "Latest:", "Requested
// From:" and "Requested To:", "Window Start:" and "Window End:", "Arrive No Earlier Than". Each
// qualifier has one way to match ("pick\s*up" covers "pickup"): two ways each made a run of them
// cost twice as much for each one more.
const QUALIFIED = String.raw`^(?:(?:requested|req\.?|scheduled|sched\.?|window|appt\.?|appointment|arrival|arrive|pick\s*up|delivery|del|pu|time)\s*)*`;
const WINDOW_START = new RegExp(
  String.raw`${QUALIFIED}(?:earliest|early|from|start|begins?|no\s*earlier\s*than|not\s*before)(?:\s*(?:time|date|appt|arrival))?\s*:?$`,
  'i',
);
const WINDOW_END = new RegExp(
  String.raw`${QUALIFIED}(?:latest|late|to|end|ends|until|thru|no\s*later\s*than|not\s*after)(?:\s*(?:time|date|appt|arrival))?\s*:?$`,
  'i',
);

const APPOINTMENT = /appt|appointment|sched|starts? at|arrival|arrive|\bat\b|eta/i;
const WINDOW = /time|window|hours|early|late|between|from/i;
const FACILITY_HOURS = /ready|open|close|closes|available|business|operation|receiving hours|shipping hours/i;

// The label of a bare four-figure time beside it or before it in its cell: "Hours:", "Appt Time:",
// "Window:", "Appt:".
const TIME_LABEL = /(?:time|hours|window|appt\.?|appointment)\s*:$/i;
// The label of a slashed window beside it, an appointment's word among them: "Appointment:", "Hours".
const SLASH_LABEL = /\b(?:time|hours|window|appt\.?|appointment)\s*:?$/i;

function rankOf(context: string): number {
  if (FACILITY_HOURS.test(context)) return 0;
  if (APPOINTMENT.test(context)) return 3;
  if (WINDOW.test(context)) return 2;
  return 1;
}

/** Text beside a segment that labels it: the closest segment to its left within about a line's height. */
function leftContext(lines: Line[], line: Line, x0: number): string {
  const mid = (line.top + line.bottom) / 2;
  const h = line.bottom - line.top || 1;
  let best: { text: string; x1: number; d: number } | null = null;
  for (const l of lines) {
    if (l.page !== line.page) continue;
    for (const s of l.segments) {
      const d = Math.abs((s.top + s.bottom) / 2 - mid);
      if (s.x1 > x0 + 1 || d > h * 1.3 || !/[A-Za-z]{2}/.test(s.text)) continue;
      if (!best || s.x1 > best.x1 + 2 || (Math.abs(s.x1 - best.x1) <= 2 && d < best.d))
        best = { text: s.text, x1: s.x1, d };
    }
  }
  return best?.text ?? '';
}

/** The caption before a time in its own cell, its date left off: "Earliest: 2025-06-03 06:30". */
const captionOf = (before: string) => before.replace(/[\d/.-]+\s*$/, '').trim();

/** The sentence a time stands in, up to the time: earlier sentences label other things. */
function sentenceBefore(text: string): string {
  const ends = [...text.matchAll(/[.;]\s+(?=[A-Z])/g)].at(-1);
  return ends ? text.slice((ends.index ?? 0) + ends[0].length) : text;
}

function timesIn(lines: Line[], table: TableHead | null): TimeCandidate[] {
  const out: TimeCandidate[] = [];
  let order = 0;
  // Segments whose leading time ended a range begun on the line above, read there already.
  const continued = new Set<Segment>();
  const timeColumn = table?.columns.find((c) => /time|appt|appointment/i.test(c.text));
  for (const [li, line] of lines.entries()) {
    for (const seg of line.segments) {
      // Its times were read with the range it ends, on the line above.
      if (continued.has(seg)) continue;
      let text = seg.text;
      // A bare "1300" counts as a time only in a Time column, or beside its label ("Hours:  1300").
      const bare = text.match(/^(?:([^:]{1,30}:)\s*)?([01]\d|2[0-3])([0-5]\d)$/);
      const inColumn = timeColumn && seg.x0 >= timeColumn.x0 - 4 && seg.x0 < timeColumn.x1;
      const label = bare?.[1] ?? leftContext(lines, line, seg.x0);
      if (bare && ((inColumn && !bare[1]) || TIME_LABEL.test(label))) {
        const minutes = Number(bare[2]) * 60 + Number(bare[3]);
        out.push({ lower: minutes, higher: minutes, rank: 2, order: order++ });
        continue;
      }
      // "0800/1400" alone likewise: a window only in a Time column or beside its label.
      const slashed = slashWindow(text);
      if (slashed && (inColumn || SLASH_LABEL.test(leftContext(lines, line, seg.x0)))) {
        out.push({ ...slashed, rank: 2, order: order++ });
        continue;
      }
      // A range broken over two lines is read as one: "8:00 AM -" above "5:00 PM", "between 0800"
      // above "and 1400", "between" above "0800 and 1400".
      const follows = lines[li + 1]?.segments[0];
      const under = follows && Math.abs(follows.x0 - seg.x0) < 30 ? follows : undefined;
      if (under && (/^(?:-|–|~|to|and|until|thru)\s*\d/i.test(under.text) || /\b(?:at|between|from)\s*$/i.test(text))) {
        text = `${text} ${under.text}`;
        continued.add(under);
      } else if (/(?:[-–~/]|\b(?:to|and|until|thru))\s*$/i.test(text)) {
        const next = lines
          .slice(li + 1, li + 3)
          .flatMap((l) => l.segments)
          .find((s) => Math.abs(s.x0 - seg.x0) < 30 && (findTimes(s.text)[0]?.index === 0 || /^\d{4}\b/.test(s.text)));
        if (next) {
          text = `${text} ${next.text}`;
          continued.add(next);
        }
      }
      const times = findTimes(text);
      for (let i = 0; i < times.length; i++) {
        const t = times[i];
        if (!t) continue;
        const context = `${leftContext(lines, line, seg.x0)} ${sentenceBefore(text.slice(0, t.index))}`;
        const next = times[i + 1];
        const between = next ? text.slice(t.end, next.index) : '';
        // "between 8:00 and 11:00" is a window too.
        const and = /between\s*$/i.test(text.slice(0, t.index)) ? '|and' : '';
        const joined =
          next &&
          new RegExp(String.raw`^\s*(?:-|–|~|\/|to|thru|through|until${and})\s*(?:[\d/.-]+\s*)?$`, 'i').test(between);
        out.push({
          lower: t.minutes,
          higher: joined && next ? next.minutes : t.minutes,
          rank: rankOf(context),
          order: order++,
          label:
            i === 0 && !joined
              ? captionOf(text.slice(0, t.index)) || (line.segments.filter((o) => o.x1 <= seg.x0).at(-1)?.text ?? '')
              : undefined,
        });
        if (joined) i++;
      }
    }
  }
  return out;
}

/** The stop's appointment: an appointment time beats a window, which beats facility hours. */
export function timeWindow(lines: Line[], table: TableHead | null): { lower: string | null; higher: string | null } {
  const candidates = timesIn(lines, table);
  // "Earliest: 05:30" over "Latest: 07:30": the window's two ends, each under its own caption.
  const start = candidates.find((c) => c.label && WINDOW_START.test(c.label.trim()));
  const end = start && candidates.find((c) => c.order > start.order && c.label && WINDOW_END.test(c.label.trim()));
  if (start && end && end.lower >= start.lower)
    return { lower: formatMinutes(start.lower), higher: formatMinutes(end.lower) };
  const best = candidates.sort((a, b) => b.rank - a.rank || a.order - b.order)[0];
  if (!best) return { lower: null, higher: null };
  return { lower: formatMinutes(best.lower), higher: formatMinutes(best.higher) };
}
