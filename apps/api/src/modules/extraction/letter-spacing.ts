import type { Word } from './layout';

/** A run of text set letter-spaced: single characters a space apart, its words two spaces or more apart. */
const SPACED_RUN = /^\S(?: \S)+(?: {2,}\S(?: \S)*)*$/;

/**
 * The words of a run of text, where each starts in the run and how many characters it spans. A run
 * set letter-spaced ("C A R R I E R   L O A D") gives its characters one by one, for
 * `joinSpacedLetters` to join with the letters of the runs beside it.
 */
export function runWords(text: string): { text: string; index: number; length: number }[] {
  const spaced = SPACED_RUN.test(text.trim());
  return [...text.matchAll(spaced ? /\S/g : /\S+/g)].map((m) => ({ text: m[0], index: m.index, length: m[0].length }));
}

/** A run needs this many single letters to be words set letter-spaced ("P I C K U P"), not initials. */
const MIN_LETTERS = 3;

/** One character set apart: a letter or digit, or the punctuation of a caption ("Z i p :", "L o a d #"). */
const single = (w: Word) => /^[A-Za-z0-9#:/&.,-]$/.test(w.text);
const height = (w: Word) => w.bottom - w.top || 1;

/**
 * The characters of one letter-spaced run as one word, its spelt words parted by a space where a gap
 * is clearly wider than between letters.
 */
function joinRun(run: Word[]): Word {
  const gaps = run.slice(1).map((w, i) => w.x0 - (run[i] as Word).x1);
  const typical = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  // Wider than between letters by a good part, and by more than rounding where letters touch.
  const wide = (gap: number, w: Word) => gap > Math.max(typical * 1.4, typical + height(w) * 0.15);
  const text = run.map((w, i) => (i > 0 && wide(gaps[i - 1] ?? 0, w) ? ' ' : '') + w.text);
  const first = run[0] as Word;
  const last = run.at(-1) as Word;
  return { ...first, text: text.join(''), x1: last.x1, top: Math.min(...run.map((w) => w.top)) };
}

/**
 * Words set letter-spaced for effect ("S H I P P E R", "R A T E   C O N F I R M A T I O N") read as
 * the words they spell: a run of single characters on one baseline, each close to the next, with
 * three letters or more, is joined.
 */
export function joinSpacedLetters(words: Word[]): Word[] {
  const sorted = [...words].sort((a, b) => a.page - b.page || a.bottom - b.bottom || a.x0 - b.x0);
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    const letters = run.filter((w) => /[A-Za-z0-9]/.test(w.text)).length;
    if (letters >= MIN_LETTERS) out.push(joinRun(run));
    else out.push(...run);
    run = [];
  };
  for (const w of sorted) {
    const last = run.at(-1);
    const apart =
      last &&
      (last.page !== w.page || Math.abs(last.bottom - w.bottom) > height(w) * 0.2 || w.x0 - last.x1 > height(w) * 2);
    if (apart || !single(w)) flush();
    if (single(w)) run.push(w);
    else out.push(w);
  }
  flush();
  return out;
}
