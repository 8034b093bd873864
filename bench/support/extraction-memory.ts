import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Extracted, extractWithText } from '../../apps/api/src/modules/extraction/extract-document';
import { applyLayoutMemory, brokerKey, learnLayout } from '../../apps/api/src/modules/extraction/memory/layout-memory';
import { generateRatecon, RATECON_LAYOUTS } from '../../apps/api/test/support/ratecons/generate';
import { fieldKey, printBy, printMisses, shareVerdict, tally } from './extraction-report';
import { type Labelled, type ScoredField, scoreReading } from './extraction-score';
import { labelAnswer } from './label-answer';

/**
 * "Same broker, after a confirmation": a document read with the layout learned from another document
 * of its broker, whose values the user confirmed (its label stands for them). Samples are grouped by
 * the broker of their labels (MC number, else name); each pair is read both ways.
 */

const TODAY = new Date('2026-06-15T12:00:00Z');
const TARGET = 0.98;

type Pair = { before: ScoredField[]; after: ScoredField[] };

/** Reads `second` with the memory learned from `first` (read and confirmed), and without it. */
function pairScores(first: Extracted, firstLabel: Labelled, second: Extracted, secondLabel: Labelled): Pair {
  const memory = learnLayout(first.doc, labelAnswer(firstLabel), null);
  return {
    before: scoreReading(secondLabel, second.result),
    after: scoreReading(secondLabel, applyLayoutMemory(second.doc, second.result, memory)),
  };
}

async function samePairsOfSamples(samples: string, files: string[]): Promise<Pair & { pairs: number }> {
  const groups = new Map<string, { label: Labelled; read: Extracted }[]>();
  for (const file of files) {
    const label = JSON.parse(readFileSync(join(samples, 'labels', file), 'utf8')) as Labelled;
    const pdf = join(samples, label.file ?? file.replace(/\.json$/, '.pdf'));
    const key = brokerKey({
      broker_mc_number: (label.basic_info.broker_mc_number as string | null) ?? null,
      broker_name: (label.basic_info.broker_name as string | null) ?? null,
    });
    if (!key || !existsSync(pdf)) continue;
    groups.set(key, [...(groups.get(key) ?? []), { label, read: undefined as unknown as Extracted }]);
  }
  const out: Pair & { pairs: number } = { before: [], after: [], pairs: 0 };
  for (const docs of groups.values()) {
    if (docs.length < 2) continue;
    for (const d of docs)
      d.read = await extractWithText(readFileSync(join(samples, d.label.file)), { today: new Date() });
    for (const a of docs)
      for (const b of docs) {
        if (a === b) continue;
        const pair = pairScores(a.read, a.label, b.read, b.label);
        out.before.push(...pair.before);
        out.after.push(...pair.after);
        out.pairs++;
      }
  }
  return out;
}

/** Two documents of each synthetic layout's template with different values: learn the first, read the second. */
async function syntheticPairs(): Promise<Pair> {
  const out: Pair = { before: [], after: [] };
  for (const layout of RATECON_LAYOUTS) {
    const first = await generateRatecon(layout, 1);
    const second = await generateRatecon(layout, 2, undefined, 1);
    const pair = pairScores(
      await extractWithText(first.pdf, { today: TODAY }),
      first.label,
      await extractWithText(second.pdf, { today: TODAY }),
      second.label,
    );
    out.before.push(...pair.before);
    out.after.push(...pair.after);
  }
  return out;
}

/** Prints the share of fields read right after a confirmation of the same broker, samples and synthetic. */
export async function scoreSameBroker(samples: string, files: string[], verbose: boolean) {
  const real = await samePairsOfSamples(samples, files);
  const synthetic = await syntheticPairs();
  console.log('\nSame broker, after a confirmation (the layout learned from one document, the next read with it)');
  if (real.pairs) {
    printBy('Per field (samples, with memory)', real.after, fieldKey);
    if (verbose) printMisses(real.after);
  }
  const line = (name: string, p: Pair) =>
    console.log(
      name.padEnd(44),
      `without ${tally(p.before).text.padEnd(16)} with memory ${tally(p.after).text.padEnd(16)}`,
      `(target ${TARGET * 100}%)`,
      shareVerdict(`same broker, ${name}`, tally(p.after), TARGET),
    );
  if (real.pairs) line(`samples, ${real.pairs} ordered pairs of one broker`, real);
  else console.log('samples: no two labelled documents share a broker');
  line(`synthetic, two documents per layout (${RATECON_LAYOUTS.length})`, synthetic);
}
