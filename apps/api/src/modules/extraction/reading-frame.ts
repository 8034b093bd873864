import type { Word } from './layout';
import { runWords } from './letter-spacing';

/** A run of text as the page places it: its origin, direction (radians, y down) and text height. */
export type PlacedRun = { text: string; x: number; y: number; angle: number; size: number; perChar: number };

/** The page turned by `angle` and shifted by `dx`, `dy`, so that its text runs left to right from 0, 0. */
type Frame = { cos: number; sin: number; dx: number; dy: number };

/** Runs more than this far from the page's direction (a watermark, a stamp, a note up the margin) are left out. */
const ASKEW = (5 * Math.PI) / 180;

const turn = (f: Frame, x: number, y: number) => ({
  x: x * f.cos + y * f.sin - f.dx,
  y: -x * f.sin + y * f.cos - f.dy,
});

/** The direction most of the page's text runs in, each run counted by its length. */
function mainDirection(runs: PlacedRun[]): number {
  const weight = new Map<number, number>();
  for (const r of runs) {
    const degrees = Math.round((r.angle * 180) / Math.PI);
    weight.set(degrees, (weight.get(degrees) ?? 0) + r.text.length);
  }
  const [best] = [...weight].sort((a, b) => b[1] - a[1])[0] ?? [0];
  return (best * Math.PI) / 180;
}

function frameOf(angle: number, width: number, height: number): Frame {
  const base = { cos: Math.cos(angle), sin: Math.sin(angle), dx: 0, dy: 0 };
  const corners = [turn(base, 0, 0), turn(base, width, 0), turn(base, 0, height), turn(base, width, height)];
  return { ...base, dx: Math.min(...corners.map((c) => c.x)), dy: Math.min(...corners.map((c) => c.y)) };
}

const askew = (angle: number, main: number) => {
  const off = Math.abs(angle - main) % (2 * Math.PI);
  return Math.min(off, 2 * Math.PI - off) > ASKEW;
};

/**
 * The page's runs as words in its reading frame: a page drawn sideways, or turned by its viewer
 * setting, reads as if upright, and text set across the page's direction (a watermark, a stamp, a
 * note up the margin) is left out rather than read into the lines it crosses. `boxed` words (form
 * fields' values, already upright on the page) are turned with the page.
 */
export function wordsInFrame(
  runs: PlacedRun[],
  boxed: Word[],
  page: { index: number; width: number; height: number },
): Word[] {
  const main = mainDirection(runs);
  const frame = frameOf(main, page.width, page.height);
  const words: Word[] = [];
  for (const r of runs) {
    if (askew(r.angle, main)) continue;
    const origin = turn(frame, r.x, r.y);
    for (const { text, index, length } of runWords(r.text)) {
      const x0 = origin.x + index * r.perChar;
      const x1 = x0 + length * r.perChar;
      words.push({ text, x0, x1, top: origin.y - r.size, bottom: origin.y, page: page.index });
    }
  }
  if (main === 0) return [...words, ...boxed];
  return [...words, ...boxed.map((w) => turnBox(frame, w))];
}

function turnBox(frame: Frame, w: Word): Word {
  const a = turn(frame, w.x0, w.top);
  const b = turn(frame, w.x1, w.bottom);
  return { ...w, x0: Math.min(a.x, b.x), x1: Math.max(a.x, b.x), top: Math.min(a.y, b.y), bottom: Math.max(a.y, b.y) };
}
