import { greatCircleMiles, type LatLng } from '@tms/domain';
import { westward } from './jurisdiction-shapes';
import { jurisdictionOf } from './jurisdictions';

/** Miles driven in one jurisdiction (null: outside every state and province). */
export type MilesPiece = { jurisdiction: string | null; miles: number };

/**
 * A straight stretch under this length with the same jurisdiction at both ends is taken to lie
 * wholly in it. A truck reporting once a minute covers about a mile between points, so missing a
 * state's corner clipped within two miles costs at most a mile and a half, once a crossing; longer
 * stretches (a gap in the trail) are sampled down to this length and so see such corners.
 */
const UNIFORM_MILES = 2;

/** A border crossing is located to within this length (about 10 m). */
const CROSSING_MILES = 0.006;

/** Bisection depth bound: 2^-30 of the longest stretch between two points is far below 10 m. */
const MAX_DEPTH = 30;

/** A stretch counted whole: short and with the same jurisdiction at both ends, or not a length at all. */
const countedWhole = (from: string | null, to: string | null, miles: number) =>
  (from === to && miles <= UNIFORM_MILES) || !Number.isFinite(miles);

type Piece = { jurisdiction: string | null; from: number };

/**
 * The pieces of the stretch a→b by jurisdiction, as fractions of the way from a (`from`), in
 * order. Latitude and longitude are interpolated linearly along the way: at the lengths between
 * two reports a straight line in degrees and the great circle part by metres.
 */
function piecesBetween(a: LatLng, from: string | null, b: LatLng, to: string | null, miles: number): Piece[] {
  const pieces: Piece[] = [{ jurisdiction: from, from: 0 }];
  // Longitudes as the outlines take them, so a stretch across the antimeridian (the Aleutians) stays short.
  const [aLng, bLng] = [westward(a.lng), westward(b.lng)];
  const at = (t: number) => jurisdictionOf(a.lat + t * (b.lat - a.lat), aLng + t * (bLng - aLng));
  const enter = (jurisdiction: string | null, t: number) => {
    if (pieces.at(-1)!.jurisdiction !== jurisdiction) pieces.push({ jurisdiction, from: t });
  };
  const split = (t0: number, j0: string | null, t1: number, j1: string | null, depth: number) => {
    const length = (t1 - t0) * miles;
    if (j0 === j1 && length <= UNIFORM_MILES) return;
    if (depth >= MAX_DEPTH || length <= CROSSING_MILES) {
      enter(j1, (t0 + t1) / 2);
      return;
    }
    const tm = (t0 + t1) / 2;
    const jm = at(tm);
    split(t0, j0, tm, jm, depth + 1);
    enter(jm, tm);
    split(tm, jm, t1, j1, depth + 1);
  };
  split(0, from, 1, to, 0);
  enter(to, 1);
  return pieces;
}

function piecesToMiles(pieces: readonly Piece[], miles: number): MilesPiece[] {
  return pieces.map((p, i) => ({ jurisdiction: p.jurisdiction, miles: ((pieces[i + 1]?.from ?? 1) - p.from) * miles }));
}

/**
 * The great-circle miles of the straight stretch a→b, split at every border it crosses; pieces
 * follow each other from a to b, neighbours always of different jurisdictions, and add up to the
 * stretch's miles.
 */
export function segmentMiles(a: LatLng, b: LatLng): MilesPiece[] {
  const miles = greatCircleMiles(a, b);
  const from = jurisdictionOf(a.lat, a.lng);
  const to = jurisdictionOf(b.lat, b.lng);
  if (countedWhole(from, to, miles)) return [{ jurisdiction: from, miles }];
  return piecesToMiles(piecesBetween(a, from, b, to, miles), miles);
}

/** The miles of a trail (points in order) by jurisdiction: each point is located once. */
export function pathMiles(points: readonly LatLng[]): Map<string | null, number> {
  const total = new Map<string | null, number>();
  const add = (jurisdiction: string | null, miles: number) =>
    total.set(jurisdiction, (total.get(jurisdiction) ?? 0) + miles);
  let previous = points[0] ? jurisdictionOf(points[0].lat, points[0].lng) : null;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const here = jurisdictionOf(b.lat, b.lng);
    const miles = greatCircleMiles(a, b);
    if (countedWhole(previous, here, miles)) add(here, miles);
    else for (const p of piecesToMiles(piecesBetween(a, previous, b, here, miles), miles)) add(p.jurisdiction, p.miles);
    previous = here;
  }
  return total;
}
