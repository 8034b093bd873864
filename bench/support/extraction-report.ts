import type { ScoredField } from './extraction-score';

/** Printing of extraction scores: by document or layout, by field, and by the reading's confidence. */

export const pct = (ok: number, all: number) => `${((100 * ok) / Math.max(1, all)).toFixed(1)}%`;

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

// The review's colours (apps/web/src/features/loads/wizard/read-confidence.tsx): green from 0.8,
// amber from 0.5, red below or when the reading gave no confidence.
const LEVELS = [
  { name: 'high (>= 0.8, shown green)', min: 0.8 },
  { name: 'medium (0.5 to 0.8)', min: 0.5 },
  { name: 'low (< 0.5 or none)', min: Number.NEGATIVE_INFINITY },
];

/** How often the fields of each confidence level were right (the green ones should be >= 97%). */
export function printConfidence(scores: ScoredField[]) {
  console.log('\nBy confidence (the review colours fields by it)');
  for (const [i, level] of LEVELS.entries()) {
    const above = LEVELS[i - 1]?.min ?? Number.POSITIVE_INFINITY;
    const mine = scores.filter(
      (s) => (s.confidence ?? Number.NEGATIVE_INFINITY) >= level.min && (s.confidence ?? 0) < above,
    );
    console.log(level.name.padEnd(40), tally(mine).text.padStart(17));
  }
}

export function printMisses(scores: ScoredField[]) {
  for (const s of scores.filter((x) => !x.ok))
    console.log(`    miss ${s.file} ${s.field}: expected ${JSON.stringify(s.expected)} got ${JSON.stringify(s.got)}`);
}
