import { buildTextDoc, type TextDoc, type Word } from './layout';
import { kindOfCell } from './stop-vocabulary';

/**
 * A stop's kind spelt one letter a line down a narrow strip beside its box ("P", "I", "C", "K"...):
 * line by line the letters are lone words that mean nothing, and the kind is lost. The letters are
 * read as the word they spell and put back as a heading ("Pickup:") on the first line of the block
 * of text beside them, so the stop readers find it as they find any heading.
 */

const LETTER = /^[A-Za-z]$/;
const MIN_LETTERS = 3;

type Run = { letters: Word[]; word: string; x1: number; top: number; bottom: number; page: number };

/** Lone letters stacked at one x, each close under the one before. */
function letterRuns(words: Word[]): Run[] {
  const letters = words.filter((w) => LETTER.test(w.text.trim())).sort((a, b) => a.page - b.page || a.top - b.top);
  const runs: Word[][] = [];
  for (const w of letters) {
    const height = w.bottom - w.top || 1;
    const run = runs.find((r) => {
      const last = r.at(-1) as Word;
      return last.page === w.page && Math.abs(last.x0 - w.x0) < height * 0.6 && w.top - last.bottom < height * 1.5;
    });
    if (run) run.push(w);
    else runs.push([w]);
  }
  return runs
    .filter((r) => r.length >= MIN_LETTERS)
    .map((r) => ({
      letters: r,
      word: r.map((w) => w.text.trim()).join(''),
      x1: Math.max(...r.map((w) => w.x1)),
      top: Math.min(...r.map((w) => w.top)),
      bottom: Math.max(...r.map((w) => w.bottom)),
      page: r[0]?.page ?? 0,
    }));
}

/** The heading a spelt word stands for: the kind it names, or a numbered stop for "STOP". */
function headingOf(word: string, n: number): string | null {
  const kind = kindOfCell(word);
  if (kind) return kind === 'pickup' ? 'Pickup:' : 'Delivery:';
  return /^stop$/i.test(word) ? `Stop ${n}:` : null;
}

type Band = { top: number; bottom: number };
/** Lines of text in a block: the first line's band, and where the block ends. */
type Block = { first: Band; bottom: number };

/** Bands of the words given, one per printed line. */
function bandsOf(words: Word[]): Band[] {
  const bands: Band[] = [];
  for (const w of [...words].sort((a, b) => a.top - b.top)) {
    const last = bands.at(-1);
    if (last && w.top < last.bottom - (last.bottom - last.top) * 0.45) last.bottom = Math.max(last.bottom, w.bottom);
    else bands.push({ top: w.top, bottom: w.bottom });
  }
  return bands;
}

/**
 * The block beside a run: the lines of text right of the strip between the runs above and below,
 * cut where the gap between two is wider than the usual line pitch, and of those blocks the one the
 * run overlaps most (or stands nearest to).
 */
function besideBlock(words: Word[], run: Run, runs: Run[]): Block | null {
  const fence = runs.filter((o) => o !== run && o.page === run.page);
  const above = Math.max(Number.NEGATIVE_INFINITY, ...fence.filter((o) => o.bottom <= run.top).map((o) => o.bottom));
  const below = Math.min(Number.POSITIVE_INFINITY, ...fence.filter((o) => o.top >= run.bottom).map((o) => o.top));
  const lines = bandsOf(
    words.filter((w) => w.page === run.page && w.x0 > run.x1 && !LETTER.test(w.text.trim())),
  ).filter((l) => l.top >= above && l.bottom <= below);
  const pitches = lines
    .slice(1)
    .map((l, i) => l.top - (lines[i] as Band).top)
    .sort((a, b) => a - b);
  const pitch = pitches[Math.floor(pitches.length / 2)] ?? 0;
  const blocks: Block[] = [];
  let previous: Band | undefined;
  for (const l of lines) {
    const last = blocks.at(-1);
    if (last && previous && l.top - previous.top <= pitch * 1.5) last.bottom = l.bottom;
    else blocks.push({ first: l, bottom: l.bottom });
    previous = l;
  }
  const overlap = (b: Block) => Math.min(b.bottom, run.bottom) - Math.max(b.first.top, run.top);
  return blocks.sort((a, b) => overlap(b) - overlap(a))[0] ?? null;
}

/** The document with each spelt stop kind turned into a heading beside its block; unchanged when none. */
export function withSideLabels(doc: TextDoc): TextDoc {
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines) for (const s of line.segments) pages[line.page]?.push(...s.words);
  const words = pages.flat();
  const runs = letterRuns(words).filter((r, i) => headingOf(r.word, i + 1));
  if (!runs.length) return doc;
  const drop = new Set<Word>();
  for (const [i, run] of runs.entries()) {
    const block = besideBlock(words, run, runs);
    const heading = headingOf(run.word, i + 1);
    if (!block || !heading) continue;
    for (const w of run.letters) drop.add(w);
    const { top, bottom } = block.first;
    pages[run.page]?.push({ text: heading, x0: run.letters[0]?.x0 ?? 0, x1: run.x1, top, bottom, page: run.page });
  }
  if (!drop.size) return doc;
  return buildTextDoc(pages.map((p) => p.filter((w) => !drop.has(w))));
}
