import type { StopReading } from './stops';

/**
 * A sheet's summary of the route ("Origin City/State  Dallas, TX", "Destination: Salina, KS") names a
 * place with the words that open a stop, and reads as a stop of its own: a city and a state and
 * nothing of a stop's own. When another stop of the same kind is at that place with more of it read, the
 * summary is the same stop told twice and is left out.
 */

// What a stop read whole has beyond its place.
// (A summary's block may run on over the load's references: those do not count.)
const detail = (s: StopReading) => [s.facility, s.street, s.date, s.timeLower].filter(Boolean);

const samePlace = (a: StopReading, b: StopReading) =>
  a.city.toLowerCase() === b.city.toLowerCase() && a.state === b.state && (!a.zip || !b.zip || a.zip === b.zip);

/** The stops without those that only repeat another stop's city and state. */
export function withoutSummaryStops(stops: StopReading[]): StopReading[] {
  const summary = (s: StopReading) =>
    detail(s).length === 0 && stops.some((o) => o !== s && o.type === s.type && samePlace(o, s) && detail(o).length);
  return stops.some(summary) ? stops.filter((s) => !summary(s)) : stops;
}
