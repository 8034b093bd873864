import type { ScoredField } from './extraction-score';

/** Printing of extraction scores: by document or layout, by field, and by the reading's confidence. */

export const pct = (ok: number, all: number) => `${((100 * ok) / Math.max(1, all)).toFixed(1)}%`;

const missed: string[] = [];

/** MET or NOT MET, printed after a figure's target as the other benches do; a miss is kept for the exit code. */
export function verdict(figure: string, met: boolean): string {
  if (!met) missed.push(figure);
  return met ? 'MET' : 'NOT MET';
}

/** The figures whose targets were missed so far. */
export const missedTargets = (): readonly string[] => missed;

/** A tally's share of `target` (0 to 1), with its verdict; nothing read is no miss. */
export const shareVerdict = (figure: string, t: { ok: number; all: number }, target: number) =>
  verdict(figure, t.all === 0 || t.ok / t.all >= target);

export function tally(scores: ScoredField[]) {
  const ok = scores.filter((s) => s.ok).length;
  return { ok, all: scores.length, text: `${ok}/${scores.length} ${pct(ok, scores.length)}` };
}

/** Rows of `key`, fields and share right, in first-seen order. */
export function printBy(title: string, scores: ScoredField[], keyOf: (s: ScoredField) => string) {
  const groups = new Map<string, ScoredField[]>();
  for (const s of scores) groups.set(keyOf(s), [...(groups.get(keyOf(s)) ?? []), s]);
  console.log(`\n${title}`);
  for (const [key, list] of groups) {
    const ok = list.filter((s) => s.ok).length;
    console.log(key.padEnd(40), `${ok}/${list.length}`.padStart(9), pct(ok, list.length).padStart(7));
  }
}

export const fieldKey = (s: ScoredField) => s.field.replace(/^events\.\d+\./, 'events[].');

export function printMisses(scores: ScoredField[]) {
  for (const s of scores.filter((x) => !x.ok))
    console.log(`    miss ${s.file} ${s.field}: expected ${JSON.stringify(s.expected)} got ${JSON.stringify(s.got)}`);
}
