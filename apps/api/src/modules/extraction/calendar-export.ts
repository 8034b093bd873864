import type { Line, Segment, TextDoc } from './layout';
import { written } from './x12-segments';

/**
 * A schedule exported as an iCalendar file and printed as it is: "BEGIN:VEVENT", a property a line
 * ("DTSTART;TZID=America/Chicago:20250603T080000", "LOCATION:18 Dock St\, Mobile\, AL 36602"), long
 * lines folded onto lines that begin with a space, "\n" between the lines of a description. Each
 * event is a stop: its SUMMARY gives the heading and the facility ("Pickup 1 - ACME FOODS"), its
 * LOCATION the street and the place, DTSTART and DTEND the day and the window, its DESCRIPTION
 * further lines (a reference, a phone). The properties are unfolded and unescaped and written out
 * as a printed sheet's lines, the calendar's own description (the load's facts) first; the other
 * properties (UID, DTSTAMP, STATUS, ...) are dropped. Lines before and after the calendar stay.
 */

const PROPERTY = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/;
const STAMP = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d))?/;

type Property = { name: string; value: string };

const lineText = (line: Line) => line.segments.map((s) => s.text).join(' ');
const right = (line: Line) => Math.max(...line.segments.map((s) => s.x1));

/** The region's properties, folded lines joined back (a space where the fold's line ended short of the others). */
function unfold(region: Line[]): Property[] {
  const base = Math.min(...region.map((l) => l.segments[0]?.x0 ?? 0));
  const first = region[0]?.segments[0];
  const pitch = first?.text.length ? (first.x1 - first.x0) / first.text.length : 4;
  const edge = Math.max(...region.map(right));
  const props: Property[] = [];
  let prev: Line | null = null;
  for (const line of region) {
    const t = lineText(line);
    const m = t.match(PROPERTY);
    const last = props[props.length - 1];
    const continued = (line.segments[0]?.x0 ?? 0) > base + pitch * 0.5 || !m;
    if (continued && last && prev) {
      last.value += `${right(prev) < edge - pitch * 0.5 ? ' ' : ''}${t}`;
    } else if (m) props.push({ name: m[1] ?? '', value: m[3] ?? '' });
    prev = line;
  }
  return props;
}

/** A property's value as its lines: "\n" parts lines, "\," and "\;" are a comma and a semicolon. */
const unescaped = (value: string) =>
  value
    .split(/\\[nN]/)
    .map((l) => l.replace(/\\([,;\\])/g, '$1').trim())
    .filter(Boolean);

function stamp(value: string) {
  const m = value.match(STAMP);
  if (!m) return null;
  return { day: `${m[1]}-${m[2]}-${m[3]}`, time: m[4] ? `${m[4]}:${m[5]}` : null };
}

/** A stop's lines from its event's properties. */
function eventLines(props: Property[]): string[] {
  const get = (name: string) => props.find((p) => p.name === name)?.value ?? '';
  const summary = unescaped(get('SUMMARY')).join(' ');
  const dash = summary.indexOf(' - ');
  const out = dash > 0 ? [summary.slice(0, dash), summary.slice(dash + 3)] : [summary];
  const place = unescaped(get('LOCATION')).join(', ').split(/,\s*/).filter(Boolean);
  // The last two parts are the city and "ST 12345"; the parts before, the name and street.
  if (place.length >= 2) out.push(...place.slice(0, -2), `${place[place.length - 2]}, ${place[place.length - 1]}`);
  else out.push(...place);
  const start = stamp(get('DTSTART'));
  const end = stamp(get('DTEND'));
  if (start) out.push(`Date: ${start.day}`);
  if (start?.time) out.push(`Time: ${start.time}${end?.time && end.time !== start.time ? ` - ${end.time}` : ''}`);
  out.push(...unescaped(get('DESCRIPTION')));
  return out;
}

/** The calendar's lines as a printed sheet's: its name and description, then its events as stops. */
function sheetLines(props: Property[]): string[] {
  const out: string[] = [];
  let event: Property[] | null = null;
  let nested = 0;
  for (const p of props) {
    if (p.name === 'BEGIN' && p.value === 'VEVENT') event = [];
    else if (p.name === 'END' && p.value === 'VEVENT' && event) {
      out.push(...eventLines(event));
      event = null;
    } else if (p.name === 'BEGIN' && p.value !== 'VCALENDAR') nested++;
    else if (p.name === 'END' && p.value !== 'VCALENDAR') nested = Math.max(0, nested - 1);
    else if (event) event.push(p);
    else if (!nested && /^(?:X-WR-CALNAME|NAME)$/.test(p.name)) out.push(...unescaped(p.value));
    else if (!nested && /^(?:X-WR-CALDESC|DESCRIPTION)$/.test(p.name)) out.push(...unescaped(p.value));
  }
  return out;
}

/** The document with a printed iCalendar export written as a sheet's lines; any other document as it is. */
export function withCalendarExport(doc: TextDoc): TextDoc {
  const begin = doc.lines.findIndex((l) => /^BEGIN:V(?:CALENDAR|EVENT)$/.test(lineText(l)));
  if (begin < 0) return doc;
  let end = doc.lines.findLastIndex((l) => /^END:V(?:CALENDAR|EVENT)$/.test(lineText(l)));
  if (end < begin) end = doc.lines.length - 1;
  const region = doc.lines.slice(begin, end + 1).filter((l) => PROPERTY.test(lineText(l)) || l.segments.length === 1);
  const props = unfold(region);
  if (!props.some((p) => p.name === 'DTSTART')) return doc;
  const texts = sheetLines(props);
  const like = region[0] as Line;
  const lead = (region[1]?.top ?? like.bottom + 2) - like.top || like.bottom - like.top;
  // Written one after the other from the calendar's first line down, as on one long page.
  const sheet = texts.map((t, k): Line => {
    const by = k * lead;
    const line = written(like, [t]);
    const segments = line.segments.map(
      (s): Segment => ({
        ...s,
        top: s.top + by,
        bottom: s.bottom + by,
        words: s.words.map((w) => ({ ...w, top: w.top + by, bottom: w.bottom + by })),
      }),
    );
    return { ...line, top: like.top + by, bottom: like.bottom + by, segments };
  });
  const lines = [...doc.lines.slice(0, begin), ...sheet, ...doc.lines.slice(end + 1)];
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
