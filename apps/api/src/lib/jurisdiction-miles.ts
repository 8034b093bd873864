import { greatCircleMiles } from '@tms/domain';
import { jurisdictionOf } from './jurisdictions';

type Point = { lat: number; lng: number };
export type MilesPiece = { jurisdiction: string | null; miles: number };

const mid = (a: Point, b: Point, t: number): Point => ({
  lat: a.lat + (b.lat - a.lat) * t,
  lng: a.lng + (b.lng - a.lng) * t,
});

/** The miles of the segment a→b, split at the borders it crosses (found by bisection). */
export function segmentMiles(a: Point, b: Point): MilesPiece[] {
  const miles = greatCircleMiles(a, b);
  const ja = jurisdictionOf(a.lat, a.lng);
  const jb = jurisdictionOf(b.lat, b.lng, ja);
  if (ja === jb) return [{ jurisdiction: ja, miles }];
  let lo = 0;
  let hi = 1;
  while ((hi - lo) * miles > 0.005) {
    const t = (lo + hi) / 2;
    const m = mid(a, b, t);
    if (jurisdictionOf(m.lat, m.lng, ja) === ja) lo = t;
    else hi = t;
  }
  const t = (lo + hi) / 2;
  return [
    { jurisdiction: ja, miles: miles * t },
    { jurisdiction: jb, miles: miles * (1 - t) },
  ];
}

/** The miles of a polyline by jurisdiction. */
export function pathMiles(points: readonly Point[]): Map<string | null, number> {
  const out = new Map<string | null, number>();
  for (let i = 1; i < points.length; i++)
    for (const p of segmentMiles(points[i - 1]!, points[i]!))
      out.set(p.jurisdiction, (out.get(p.jurisdiction) ?? 0) + p.miles);
  return out;
}
