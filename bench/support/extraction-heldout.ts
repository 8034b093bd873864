import { extractDocument } from '../../apps/api/src/modules/extraction/extract-document';
import type { SyntheticRatecon } from '../../apps/api/test/support/ratecons/generate';
import type { Layout } from '../../apps/api/test/support/ratecons/layout-kit';
import { generateHeldout, HELDOUT_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout';
import { generateHeldout2, HELDOUT_2_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-2';
import { generateHeldout3, HELDOUT_3_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-3';
import { generateHeldout4, HELDOUT_4_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-4';
import { generateHeldout5, HELDOUT_5_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-5';
import { generateHeldout6, HELDOUT_6_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-6';
import { generateHeldout7, HELDOUT_7_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-7';
import { generateHeldout8, HELDOUT_8_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-8';
import { generateHeldout9, HELDOUT_9_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-9';
import { generateHeldout10, HELDOUT_10_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-10';
import { generateHeldout11, HELDOUT_11_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-11';
import { generateHeldout12, HELDOUT_12_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-12';
import { generateHeldout13, HELDOUT_13_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-13';
import { generateHeldout14, HELDOUT_14_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-14';
import { generateHeldout15, HELDOUT_15_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-15';
import { generateHeldout16, HELDOUT_16_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-16';
import { generateHeldout17, HELDOUT_17_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-17';
import { generateHeldout18, HELDOUT_18_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-18';
import { generateHeldout19, HELDOUT_19_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-19';
import { generateHeldout20, HELDOUT_20_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-20';
import { generateHeldout21, HELDOUT_21_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-21';
import { generateHeldout22, HELDOUT_22_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-22';
import { generateHeldout23, HELDOUT_23_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-23';
import { generateHeldout24, HELDOUT_24_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-24';
import { generateHeldout25, HELDOUT_25_LAYOUTS } from '../../apps/api/test/support/ratecons/layouts-heldout-25';
import { fieldKey, printBy, printMisses, tally } from './extraction-report';
import { scoreReading } from './extraction-score';
import type { LayoutScore } from './extraction-synthetic';

/** The same fixed day the synthetic figure resolves dates printed without a year against. */
const TODAY = new Date('2026-06-15T12:00:00Z');

/**
 * Reads `perLayout` documents of every held-out layout: layouts kept out of the set the reader was
 * improved against, so this figure is the one to expect of a broker's sheet the reader has not met.
 */
type Generate = (l: Layout, seed: number) => Promise<SyntheticRatecon>;
const SETS = {
  1: [HELDOUT_LAYOUTS, generateHeldout, 'layouts the reader was not tuned on'],
  2: [HELDOUT_2_LAYOUTS, generateHeldout2, 'second held-out set'],
  3: [HELDOUT_3_LAYOUTS, generateHeldout3, 'third held-out set'],
  4: [HELDOUT_4_LAYOUTS, generateHeldout4, 'fourth held-out set'],
  5: [HELDOUT_5_LAYOUTS, generateHeldout5, 'fifth held-out set'],
  6: [HELDOUT_6_LAYOUTS, generateHeldout6, 'sixth held-out set'],
  7: [HELDOUT_7_LAYOUTS, generateHeldout7, 'seventh held-out set'],
  8: [HELDOUT_8_LAYOUTS, generateHeldout8, 'eighth held-out set'],
  9: [HELDOUT_9_LAYOUTS, generateHeldout9, 'ninth held-out set'],
  10: [HELDOUT_10_LAYOUTS, generateHeldout10, 'tenth held-out set'],
  11: [HELDOUT_11_LAYOUTS, generateHeldout11, 'eleventh held-out set'],
  12: [HELDOUT_12_LAYOUTS, generateHeldout12, 'twelfth held-out set, tuned on in round 13'],
  13: [HELDOUT_13_LAYOUTS, generateHeldout13, 'thirteenth held-out set, tuned on in round 14'],
  14: [HELDOUT_14_LAYOUTS, generateHeldout14, 'fourteenth held-out set, tuned on in round 14'],
  15: [HELDOUT_15_LAYOUTS, generateHeldout15, 'fifteenth held-out set, tuned on in round 15'],
  16: [HELDOUT_16_LAYOUTS, generateHeldout16, 'sixteenth held-out set, tuned on in round 16'],
  17: [HELDOUT_17_LAYOUTS, generateHeldout17, 'seventeenth held-out set, tuned on in round 17'],
  18: [HELDOUT_18_LAYOUTS, generateHeldout18, 'eighteenth held-out set, tuned on in round 18'],
  19: [HELDOUT_19_LAYOUTS, generateHeldout19, 'nineteenth held-out set, tuned on in round 19'],
  20: [HELDOUT_20_LAYOUTS, generateHeldout20, 'twentieth held-out set'],
  21: [HELDOUT_21_LAYOUTS, generateHeldout21, 'twenty-first held-out set, tuned on in round 21'],
  22: [HELDOUT_22_LAYOUTS, generateHeldout22, 'twenty-second held-out set, tuned on in round 22'],
  23: [HELDOUT_23_LAYOUTS, generateHeldout23, 'twenty-third held-out set'],
  24: [HELDOUT_24_LAYOUTS, generateHeldout24, 'twenty-fourth held-out set'],
  25: [HELDOUT_25_LAYOUTS, generateHeldout25, 'twenty-fifth held-out set'],
} satisfies Record<number, [Layout[], Generate, string]>;
type HeldoutSet = keyof typeof SETS;

export async function scoreHeldout(perLayout: number, verbose: boolean, which: HeldoutSet = 1): Promise<LayoutScore[]> {
  const [layouts, generate, set] = SETS[which];
  const scores: LayoutScore[] = [];
  for (const layout of layouts)
    for (let seed = 1; seed <= perLayout; seed++) {
      const doc = await generate(layout, seed);
      const result = await extractDocument(doc.pdf, { today: TODAY });
      scores.push(...scoreReading(doc.label, result).map((s) => ({ ...s, layout: doc.layout })));
    }
  console.log(
    `\nHeld-out rate confirmations (${set}): ${layouts.length * perLayout} documents, ${perLayout} per layout`,
  );
  printBy('Per held-out layout', scores, (s) => (s as LayoutScore).layout);
  if (verbose) printMisses(scores);
  printBy('Per field (held-out)', scores, fieldKey);
  console.log(`\nHeld-out field accuracy (${set}):`, tally(scores).text);
  return scores;
}
