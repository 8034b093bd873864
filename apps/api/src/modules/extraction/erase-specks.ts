import type { Mark } from './erase-leaders';

/** A speck is no larger than this share of a letter's height either way, and about as wide as tall. */
const SPECK_SIZE = 0.35;
/** Nothing else printed lies within this share of a letter's height of a speck. */
const CLEAR = 0.8;

const tall = (m: Mark) => m.y1 - m.y0 + 1;
const wide = (m: Mark) => m.x1 - m.x0 + 1;
const small = (m: Mark, letter: number) =>
  tall(m) <= letter * SPECK_SIZE &&
  wide(m) <= letter * SPECK_SIZE &&
  wide(m) <= 2 * tall(m) + 1 &&
  tall(m) <= 2 * wide(m) + 1;

/**
 * Dust and grain on a scan: small round marks with nothing printed near them. A full stop, a colon
 * or the dot of an "i" sits beside its letters, so only specks out in the paper go. Left in, they
 * bridge the blank gutter between two columns of text, and the recogniser then runs each line of
 * one column on into the other's and misreads both; beside a word they become stray letters.
 */
export function isolatedSpecks(marks: Mark[], letter: number): Mark[] {
  const cell = Math.max(8, Math.ceil(letter * 2));
  const grid = new Map<string, Mark[]>();
  const key = (cx: number, cy: number) => `${cx},${cy}`;
  for (const m of marks)
    for (let cy = Math.floor(m.y0 / cell); cy <= Math.floor(m.y1 / cell); cy++)
      for (let cx = Math.floor(m.x0 / cell); cx <= Math.floor(m.x1 / cell); cx++) {
        const list = grid.get(key(cx, cy));
        if (list) list.push(m);
        else grid.set(key(cx, cy), [m]);
      }
  const clear = letter * CLEAR;
  const near = (a: Mark, b: Mark) =>
    b.x0 <= a.x1 + clear && b.x1 >= a.x0 - clear && b.y0 <= a.y1 + clear && b.y1 >= a.y0 - clear;
  return marks.filter((m) => {
    if (!small(m, letter)) return false;
    for (let cy = Math.floor((m.y0 - clear) / cell); cy <= Math.floor((m.y1 + clear) / cell); cy++)
      for (let cx = Math.floor((m.x0 - clear) / cell); cx <= Math.floor((m.x1 + clear) / cell); cx++)
        for (const o of grid.get(key(cx, cy)) ?? []) if (o !== m && near(m, o)) return false;
    return true;
  });
}
