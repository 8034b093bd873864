/**
 * One jurisdiction's outline, ready for fast planar point-in-polygon tests: its edges are filed by
 * bands of latitude, so a test reads only the few edges that can cross the point's parallel.
 */

/** Height of a band of latitude (about 1 km): a band holds a handful of edges. */
const BAND = 0.01;

/** Cells are tested a hair larger than they are, so a point rounded onto a cell's side is still covered. */
const SLACK = 1e-7;

export type Box = { west: number; south: number; east: number; north: number };

export class Outline {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
  /** Edges of band `b` are `edges[4 * bandStart[b] .. 4 * bandStart[b + 1]]`, each as x1, y1, x2, y2. */
  private readonly bandStart: Int32Array;
  private readonly edges: Float64Array;

  constructor(
    readonly code: string,
    rings: readonly Float64Array[],
  ) {
    [this.west, this.south, this.east, this.north] = boundsOf(rings);
    const bands = Math.floor((this.north - this.south) / BAND) + 1;
    const bandOf = (lat: number) => Math.min(Math.floor((lat - this.south) / BAND), bands - 1);
    // Two passes: count each band's edges, then file them, so the edges sit in one typed array.
    const eachEdge = (file: (b: number, x1: number, y1: number, x2: number, y2: number) => void) => {
      for (const ring of rings) {
        for (let i = 0; i + 3 < ring.length; i += 2) {
          const x1 = ring[i]!;
          const y1 = ring[i + 1]!;
          const x2 = ring[i + 2]!;
          const y2 = ring[i + 3]!;
          if (y1 === y2 && x1 === x2) continue;
          const last = bandOf(Math.max(y1, y2));
          for (let b = bandOf(Math.min(y1, y2)); b <= last; b++) file(b, x1, y1, x2, y2);
        }
      }
    };
    this.bandStart = new Int32Array(bands + 1);
    eachEdge((b) => {
      this.bandStart[b + 1]!++;
    });
    for (let b = 0; b < bands; b++) this.bandStart[b + 1]! += this.bandStart[b]!;
    this.edges = new Float64Array(4 * this.bandStart[bands]!);
    const filled = this.bandStart.slice(0, bands);
    eachEdge((b, x1, y1, x2, y2) => {
      const at = 4 * filled[b]!++;
      this.edges[at] = x1;
      this.edges[at + 1] = y1;
      this.edges[at + 2] = x2;
      this.edges[at + 3] = y2;
    });
  }

  covers(box: Box): boolean {
    return box.west <= this.east && box.east >= this.west && box.south <= this.north && box.north >= this.south;
  }

  /** Ray casting (even-odd over every ring, so holes and islands need no special case). */
  contains(lng: number, lat: number): boolean {
    if (!(lat >= this.south && lat <= this.north && lng >= this.west && lng <= this.east)) return false;
    const band = Math.min(Math.floor((lat - this.south) / BAND), this.bandStart.length - 2);
    const e = this.edges;
    const end = 4 * this.bandStart[band + 1]!;
    let inside = false;
    for (let i = 4 * this.bandStart[band]!; i < end; i += 4) {
      const y1 = e[i + 1]!;
      const y2 = e[i + 3]!;
      if (y1 > lat !== y2 > lat) {
        const x1 = e[i]!;
        if (lng < x1 + ((lat - y1) * (e[i + 2]! - x1)) / (y2 - y1)) inside = !inside;
      }
    }
    return inside;
  }

  /**
   * The distance to the nearest edge, in degrees of latitude (longitude counted `lngScale` to the
   * degree, the cosine of the latitude), when it is under `reach`; Infinity otherwise.
   */
  distanceWithin(lng: number, lat: number, reach: number, lngScale: number): number {
    if (
      !this.covers({
        west: lng - reach / lngScale,
        east: lng + reach / lngScale,
        south: lat - reach,
        north: lat + reach,
      })
    ) {
      return Number.POSITIVE_INFINITY;
    }
    const last = this.bandStart.length - 2;
    const from = Math.max(0, Math.floor((lat - reach - this.south) / BAND));
    const to = Math.min(last, Math.floor((lat + reach - this.south) / BAND));
    const e = this.edges;
    let nearest = reach * reach;
    for (let i = 4 * this.bandStart[from]!; i < 4 * this.bandStart[to + 1]!; i += 4) {
      const ax = (e[i]! - lng) * lngScale;
      const ay = e[i + 1]! - lat;
      const dx = (e[i + 2]! - e[i]!) * lngScale;
      const dy = e[i + 3]! - e[i + 1]!;
      const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      nearest = Math.min(nearest, (ax + t * dx) ** 2 + (ay + t * dy) ** 2);
    }
    return nearest < reach * reach ? Math.sqrt(nearest) : Number.POSITIVE_INFINITY;
  }

  /** Whether any edge passes through the box: if none does, the box is all inside or all outside. */
  crosses(box: Box): boolean {
    if (!this.covers(box)) return false;
    const last = this.bandStart.length - 2;
    const from = Math.max(0, Math.floor((box.south - SLACK - this.south) / BAND));
    const to = Math.min(last, Math.floor((box.north + SLACK - this.south) / BAND));
    const e = this.edges;
    for (let i = 4 * this.bandStart[from]!; i < 4 * this.bandStart[to + 1]!; i += 4) {
      if (segmentMeetsBox(e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!, box)) return true;
    }
    return false;
  }
}

function boundsOf(rings: readonly Float64Array[]): [number, number, number, number] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      west = Math.min(west, ring[i]!);
      east = Math.max(east, ring[i]!);
      south = Math.min(south, ring[i + 1]!);
      north = Math.max(north, ring[i + 1]!);
    }
  }
  return [west, south, east, north];
}

/** Liang-Barsky clipping of the segment to the (slightly widened) box: true when any part is left. */
function segmentMeetsBox(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  const range = { from: 0, to: 1 };
  return (
    clips(range, x1 - x2, x1 - (box.west - SLACK)) &&
    clips(range, x2 - x1, box.east + SLACK - x1) &&
    clips(range, y1 - y2, y1 - (box.south - SLACK)) &&
    clips(range, y2 - y1, box.north + SLACK - y1)
  );
}

/** Narrows the segment's parameter range to one side of the box (p: the side's direction, q: the distance to it). */
function clips(range: { from: number; to: number }, p: number, q: number): boolean {
  if (p === 0) return q >= 0;
  const t = q / p;
  if (p < 0) range.from = Math.max(range.from, t);
  else range.to = Math.min(range.to, t);
  return range.from <= range.to;
}
