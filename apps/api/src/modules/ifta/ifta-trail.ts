import { greatCircleMiles, ROAD_FACTOR } from '@tms/domain';
import { pathMiles, segmentMiles } from '../../lib/jurisdiction-miles';

/** A position as the return reads it: epoch milliseconds and degrees. */
export type Fix = { at: number; lat: number; lng: number };
/** A silence in a truck's signal while it moved: the last fix before and the first after. */
export type Gap = { from: Fix; to: Fix };

/** Where miles outside every state and province are counted (the sea, Mexico). */
export const NOWHERE = 'XX';

/** Below this, two fixes either side of a silence are the same place: the truck stood still. */
const STILL_MILES = 1;

/** Miles by day (index into the quarter's days) and jurisdiction, as "day|code" keys. */
export type DayMiles = Map<string, number>;

export const dayKey = (day: number, code: string | null) => `${day}|${code ?? NOWHERE}`;

export function addMiles(into: DayMiles, day: number, code: string | null, miles: number) {
  const key = dayKey(day, code);
  into.set(key, (into.get(key) ?? 0) + miles);
}

/**
 * One truck's trail, fed oldest first: each segment between two fixes goes to the jurisdictions it
 * crosses (split at the border) on the day it ends; a silence longer than `gapMs` over which the
 * truck moved is kept aside as a gap, to be filled by an estimate. `dayStarts` are the instants the
 * quarter's days start at in the company's zone, so the day of a fix is found by walking forward.
 */
export function createTrailMiles(dayStarts: readonly number[], gapMs: number) {
  const miles: DayMiles = new Map();
  const gaps: Gap[] = [];
  let previous: Fix | undefined;
  let day = 0;
  let fixes = 0;
  return {
    miles,
    gaps,
    get fixes() {
      return fixes;
    },
    add(fix: Fix) {
      fixes++;
      while (day + 1 < dayStarts.length && fix.at >= dayStarts[day + 1]!) day++;
      const from = previous;
      previous = fix;
      if (!from) return;
      if (fix.at - from.at > gapMs && greatCircleMiles(from, fix) >= STILL_MILES) {
        gaps.push({ from, to: fix });
        return;
      }
      for (const piece of segmentMiles(from, fix)) addMiles(miles, day, piece.jurisdiction, piece.miles);
    },
  };
}

/**
 * The estimated miles of a route through points (a gap's ends with the stops between, or a load's
 * stops): the straight legs split by jurisdiction, stretched by the road factor the mileage
 * estimate uses, so the miles by state add up to the estimate's total.
 */
export function estimatedPathMiles(points: readonly { lat: number; lng: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [code, miles] of pathMiles(points))
    out.set(code ?? NOWHERE, (out.get(code ?? NOWHERE) ?? 0) + miles * ROAD_FACTOR);
  return out;
}
