import { type Box, Outline } from './jurisdiction-outline';
import { jurisdictionShapes, westward } from './jurisdiction-shapes';

/**
 * A point in no outline but within this reach of one (2 km, in degrees of latitude) is taken to be
 * in the nearest: the provinces' and the states' outlines come from two sources and leave slivers
 * of up to a kilometre between them along the border, and both are simplified, so a coastal road
 * or a bridge can fall just outside. Mexico and the sea within it count as the state beside them.
 */
const REACH = 2 / 111.2;

/**
 * A grid over the lower 48, southern Canada and Alaska's mainland, filled cell by cell on first
 * use. A cell that no outline's edge crosses lies wholly in one jurisdiction (or none): it keeps
 * that answer and its points cost one array read. A cell an edge crosses (a border or a coast)
 * keeps the few outlines whose edges cross it, tested exactly, and the one that holds it around
 * them. A quarter's trail of a truck thus costs well under a microsecond a point.
 */
const GRID: Box & { step: number } = { west: -180, south: 17, east: -52, north: 72, step: 0.05 };
const COLUMNS = Math.round((GRID.east - GRID.west) / GRID.step);
const ROWS = Math.round((GRID.north - GRID.south) / GRID.step);

type Index = {
  outlines: Outline[];
  /** Per cell: 0 not yet looked at; n > 0 the answer `answers[n - 1]`; n < 0 the border cell `borders[-n - 1]`. */
  cells: Int32Array;
  /** Per border cell: the answer around its edges (an index into `answers`), then the outlines whose edges cross it. */
  borders: Int32Array[];
  /** `null` (no jurisdiction), then each outline's code. */
  answers: (string | null)[];
};

let index: Index | undefined;

function built(): Index {
  if (index) return index;
  const outlines = jurisdictionShapes().map((s) => new Outline(s.code, s.rings));
  index = {
    outlines,
    cells: new Int32Array(COLUMNS * ROWS),
    borders: [],
    answers: [null, ...outlines.map((o) => o.code)],
  };
  return index;
}

/** The first outline holding the point, as an index into `answers` (0: none). */
function exactAnswer(outlines: readonly Outline[], lng: number, lat: number): number {
  for (let i = 0; i < outlines.length; i++) if (outlines[i]!.contains(lng, lat)) return i + 1;
  return 0;
}

/** The outline (of `candidates`, indexes into `outlines`) nearest the point within the reach, as an index into `answers`. */
function nearestAnswer(outlines: readonly Outline[], candidates: Iterable<number>, lng: number, lat: number): number {
  const lngScale = Math.cos((lat * Math.PI) / 180);
  let best = { answer: 0, distance: Number.POSITIVE_INFINITY };
  for (const i of candidates) {
    const distance = outlines[i]!.distanceWithin(lng, lat, REACH, lngScale);
    if (distance < best.distance) best = { answer: i + 1, distance };
  }
  return best.answer;
}

const exactOrNearest = (outlines: readonly Outline[], lng: number, lat: number) =>
  exactAnswer(outlines, lng, lat) || nearestAnswer(outlines, outlines.keys(), lng, lat);

function cellValue(ix: Index, column: number, row: number): number {
  const west = GRID.west + column * GRID.step;
  const south = GRID.south + row * GRID.step;
  // The cell and the reach around it: a point farther than the reach from every edge is not near one.
  const lngReach = REACH / Math.cos(((south + GRID.step) * Math.PI) / 180);
  const box = {
    west: west - lngReach,
    south: south - REACH,
    east: west + GRID.step + lngReach,
    north: south + GRID.step + REACH,
  };
  const crossing: number[] = [];
  const around: Outline[] = [];
  ix.outlines.forEach((o, i) => {
    if (o.crosses(box)) crossing.push(i);
    else if (o.covers(box)) around.push(o);
  });
  // An outline crossing no edge of the cell holds all of it or none: its centre tells which.
  const centre = exactAnswer(around, west + GRID.step / 2, south + GRID.step / 2);
  const fill = centre === 0 ? 0 : ix.outlines.indexOf(around[centre - 1]!) + 1;
  if (crossing.length === 0) return fill + 1;
  ix.borders.push(Int32Array.from([fill, ...crossing]));
  return -ix.borders.length;
}

function borderAnswer(ix: Index, border: Int32Array, lng: number, lat: number): number {
  for (let k = 1; k < border.length; k++) {
    const i = border[k]!;
    if (ix.outlines[i]!.contains(lng, lat)) return i + 1;
  }
  return border[0] || nearestAnswer(ix.outlines, border.subarray(1), lng, lat);
}

/**
 * The code of the state or province holding the point (planar test on longitude and latitude), or
 * else the nearest within the reach, or null.
 */
export function indexedJurisdiction(lat: number, lng: number): string | null {
  const ix = built();
  const x = westward(lng);
  const column = Math.floor((x - GRID.west) / GRID.step);
  const row = Math.floor((lat - GRID.south) / GRID.step);
  if (!(column >= 0 && column < COLUMNS && row >= 0 && row < ROWS)) {
    return ix.answers[exactOrNearest(ix.outlines, x, lat)]!;
  }
  const k = row * COLUMNS + column;
  let v = ix.cells[k]!;
  if (v === 0) {
    v = cellValue(ix, column, row);
    ix.cells[k] = v;
  }
  return ix.answers[v > 0 ? v - 1 : borderAnswer(ix, ix.borders[-v - 1]!, x, lat)]!;
}
