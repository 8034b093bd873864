import { verdict } from './extraction-report';
import type { ScoredField } from './extraction-score';

/**
 * Whether the reader's confidence means something: the scored fields grouped by the confidence the
 * reading gave them, and how often each group was right. Fields shown green in the review must be
 * right at least 97% of the time; anything under green is flagged there for checking.
 */

export const GREEN_TARGET = 0.97;

// The review's levels (apps/web/src/features/loads/wizard/read-confidence.tsx `confidenceLevel`):
// green from 0.8, amber from 0.5, red below and when the reading gave no confidence.
export const GREEN_FROM = 0.8;
const AMBER_FROM = 0.5;

type Band = { name: string; min: number };

const BANDS: Band[] = [
  { name: '>= 0.95', min: 0.95 },
  { name: '0.85 to 0.95', min: 0.85 },
  { name: '0.7 to 0.85', min: 0.7 },
  { name: '0.5 to 0.7', min: 0.5 },
  { name: '< 0.5 or none', min: Number.NEGATIVE_INFINITY },
];

const LEVELS: Band[] = [
  { name: 'green (>= 0.8)', min: GREEN_FROM },
  { name: 'amber (0.5 to 0.8, check it)', min: AMBER_FROM },
  { name: 'red (< 0.5, check it)', min: Number.NEGATIVE_INFINITY },
];

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * One scored field as the review shows it. `filled`: the reader gave a value, so the review shows
 * it in its colour; a value where the label has none is a wrong value, shown and counted as wrong.
 * A field left empty shows nothing to trust: a miss when the label has a value, right otherwise,
 * and never counted as green whatever its confidence.
 */
export type CalibratedField = { field: string; confidence: number; filled: boolean; ok: boolean };

export function calibrate(scores: ScoredField[]): CalibratedField[] {
  return scores.map((s) => ({
    field: s.field,
    confidence: s.confidence ?? Number.NEGATIVE_INFINITY,
    filled: !blank(s.got),
    ok: s.ok,
  }));
}

const inBand = (bands: Band[], i: number, c: number) => c >= (bands[i]?.min ?? 0) && c < (bands[i - 1]?.min ?? 2);

export type Share = { right: number; all: number };
const shareOf = (fields: CalibratedField[]): Share => ({
  right: fields.filter((f) => f.ok).length,
  all: fields.length,
});
export const percent = (s: Share) => (s.all ? `${((100 * s.right) / s.all).toFixed(1)}%` : 'n/a');
const row = (name: string, s: Share) => `  ${name.padEnd(34)} ${String(s.all).padStart(6)} ${percent(s).padStart(7)}`;

/** The filled fields the review shows green, and how many of them were right. */
export function greenShare(fields: CalibratedField[]): Share {
  return shareOf(fields.filter((f) => f.filled && f.confidence >= GREEN_FROM));
}

/** Green fields that were wrong, by field (events numbered as one), most first: where confidence is too high. */
function greenMissesByField(fields: CalibratedField[]) {
  const misses = new Map<string, Share>();
  for (const f of fields.filter((x) => x.filled && x.confidence >= GREEN_FROM)) {
    const key = f.field.replace(/^events\.\d+\./, 'events[].');
    const s = misses.get(key) ?? { right: 0, all: 0 };
    misses.set(key, { right: s.right + (f.ok ? 1 : 0), all: s.all + 1 });
  }
  return [...misses].filter(([, s]) => s.right < s.all).sort((a, b) => b[1].all - b[1].right - (a[1].all - a[1].right));
}

/** The calibration table of one set of documents; returns the green share. */
export function printCalibration(title: string, scores: ScoredField[]): Share {
  const fields = calibrate(scores);
  const filled = fields.filter((f) => f.filled);
  const empty = fields.filter((f) => !f.filled);
  console.log(`\nConfidence calibration (${title}): filled fields by confidence   fields   right`);
  for (const [i, band] of BANDS.entries())
    console.log(row(band.name, shareOf(filled.filter((f) => inBand(BANDS, i, f.confidence)))));
  console.log('  by the review’s level');
  for (const [i, level] of LEVELS.entries())
    console.log(row(level.name, shareOf(filled.filter((f) => inBand(LEVELS, i, f.confidence)))));
  const missed = empty.filter((f) => !f.ok);
  console.log(row('left empty, label has a value', shareOf(missed)), '(misses, never green)');
  console.log(row('left empty, label empty too', shareOf(empty.filter((f) => f.ok))));
  const highEmpty = empty.filter((f) => f.confidence >= GREEN_FROM).length;
  if (highEmpty) console.log(`  ${highEmpty} empty field(s) carry a green-level confidence`);
  const wrong = greenMissesByField(fields);
  if (wrong.length)
    console.log(`  green but wrong, by field: ${wrong.map(([k, s]) => `${k} ${s.all - s.right}/${s.all}`).join(', ')}`);
  const green = greenShare(fields);
  console.log(`green right: ${percent(green)} (${green.right}/${green.all}; target ${GREEN_TARGET * 100}%)`);
  return green;
}

const meets = (s: Share | undefined) => !s?.all || s.right / s.all >= GREEN_TARGET;

/**
 * The samples' green figure (the target) beside the synthetic one (layouts the scores were not
 * tuned on); false when either is under the target.
 */
export function printGreenSummary(samples: Share | undefined, synthetic: Share | undefined): boolean {
  const parts = [
    samples ? `samples ${percent(samples)} (${samples.right}/${samples.all})` : 'samples not read',
    synthetic ? `synthetic ${percent(synthetic)} (${synthetic.right}/${synthetic.all})` : 'synthetic not read',
  ];
  const met = meets(samples) && meets(synthetic);
  console.log(`\ngreen right: ${parts.join('; ')} (target ${GREEN_TARGET * 100}%) ${verdict('green right', met)}`);
  return met;
}
