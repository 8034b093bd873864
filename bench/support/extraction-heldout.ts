import { extractDocument } from '../../apps/api/src/modules/extraction/extract-document';
import { generateHeldout, HELDOUT_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout';
import { fieldKey, printBy, printMisses, tally } from './extraction-report';
import { scoreReading } from './extraction-score';
import type { LayoutScore } from './extraction-synthetic';

/** The same fixed day the synthetic figure resolves dates printed without a year against. */
const TODAY = new Date('2026-06-15T12:00:00Z');

/**
 * Reads `perLayout` documents of every held-out layout: layouts kept out of the set the reader was
 * improved against, so this figure is the one to expect of a broker's sheet the reader has not met.
 */
export async function scoreHeldout(perLayout: number, verbose: boolean): Promise<LayoutScore[]> {
  const scores: LayoutScore[] = [];
  for (const layout of HELDOUT_LAYOUTS)
    for (let seed = 1; seed <= perLayout; seed++) {
      const doc = await generateHeldout(layout, seed);
      const result = await extractDocument(doc.pdf, { today: TODAY });
      scores.push(...scoreReading(doc.label, result).map((s) => ({ ...s, layout: doc.layout })));
    }
  console.log(
    `\nHeld-out rate confirmations (layouts the reader was not tuned on): ${HELDOUT_LAYOUTS.length * perLayout} documents, ${perLayout} per layout`,
  );
  printBy('Per held-out layout', scores, (s) => (s as LayoutScore).layout);
  if (verbose) printMisses(scores);
  printBy('Per field (held-out)', scores, fieldKey);
  console.log('\nHeld-out field accuracy (layouts the reader was not tuned on):', tally(scores).text);
  return scores;
}
