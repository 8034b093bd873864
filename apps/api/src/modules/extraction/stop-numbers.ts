import type { StopReading } from './stops';

/**
 * Stops numbered "Stop 4 of 4" print their place in the trip whatever their place on the page: a
 * band that gives the first pickup and the last delivery at the top, the stops between under it.
 * When every stop carries such a number, one each, out of the same count as stops read, the stops
 * are put in that order; otherwise the page's order stands.
 */

const STOP_OF = /\bstop\s*(?:#|no\.?)?\s*(\d{1,2})\s*(?:of|\/)\s*(\d{1,2})\b/i;
// The place in the trip set in brackets after a heading ("Delivery 1 (Stop 3)"): out of all the stops.
const STOP_IN_BRACKETS = /\(\s*stop\s*#?\s*(\d{1,2})\s*\)/i;

function numberOf(stop: StopReading, count: number): { n: number; of: number } | null {
  const lines = [stop.block.heading.line, ...stop.block.lines];
  for (const line of lines) {
    const m = line.text.match(STOP_OF);
    if (m) return { n: Number(m[1]), of: Number(m[2]) };
  }
  const own = stop.block.heading.seg.text.match(STOP_IN_BRACKETS);
  return own ? { n: Number(own[1]), of: count } : null;
}

export function inNumberedOrder(stops: StopReading[]): StopReading[] {
  if (stops.length < 2) return stops;
  const numbers = stops.map((s) => numberOf(s, stops.length));
  if (numbers.some((x) => !x || x.of !== stops.length || x.n < 1 || x.n > stops.length)) return stops;
  if (new Set(numbers.map((x) => x?.n)).size !== stops.length) return stops;
  const ordered = stops.map((s, i) => ({ s, n: numbers[i]?.n ?? 0 })).sort((a, b) => a.n - b.n);
  if (ordered.every((o, i) => o.s === stops[i])) return stops;
  return ordered.map((o) => o.s);
}
