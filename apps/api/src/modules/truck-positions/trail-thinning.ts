/** A stored point as the thinning reads it. */
export type TrailPoint = { at: Date; lat: number; lng: number };

/** Where a point is, for the crossings kept: a state or province code, or null outside them. */
export type Locate = (lat: number, lng: number, hint?: string | null) => string | null;

/** After the full trail's time, a truck keeps one point in each ten minutes (decision 0208). */
export const THINNED_INTERVAL_MS = 10 * 60_000;

const bucketOf = (p: TrailPoint) => Math.floor(p.at.getTime() / THINNED_INTERVAL_MS);

/**
 * The points of a truck's old trail to keep (`points` oldest first): the first of each ten-minute
 * span, and the two points on either side of every change of jurisdiction, so miles by state
 * (IFTA) can still be told apart. Only the kept points of each span are located; a change
 * between two of them is narrowed down to its pair by bisection, so a day of one-a-minute points
 * takes about a tenth of the lookups. A truck that leaves a state and comes back within one span
 * keeps none of that short visit: its miles there are under ten minutes' worth.
 */
export function pointsToKeep(points: readonly TrailPoint[], locate: Locate): Set<number> {
  const keep = new Set<number>();
  const placeCache = new Map<number, string | null>();
  let hint: string | null = null;
  const place = (i: number) => {
    if (!placeCache.has(i)) {
      const p = points[i]!;
      hint = locate(p.lat, p.lng, hint);
      placeCache.set(i, hint);
    }
    return placeCache.get(i) ?? null;
  };
  /** Adds the pairs around each change between points `lo` and `hi` (their places differ). */
  const narrow = (lo: number, hi: number) => {
    if (hi - lo <= 1) {
      keep.add(lo).add(hi);
      return;
    }
    const mid = (lo + hi) >> 1;
    if (place(mid) !== place(lo)) narrow(lo, mid);
    if (place(mid) !== place(hi)) narrow(mid, hi);
  };

  let previous = -1;
  for (let i = 0; i < points.length; i++) {
    if (i > 0 && bucketOf(points[i]!) === bucketOf(points[i - 1]!)) continue;
    keep.add(i);
    if (previous >= 0 && place(previous) !== place(i)) narrow(previous, i);
    previous = i;
  }
  // The last point too: a change inside the final span would otherwise go unseen.
  const last = points.length - 1;
  if (last > previous && previous >= 0 && place(previous) !== place(last)) narrow(previous, last);
  return keep;
}
