import { afterAll, describe, expect, it } from 'vitest';
import { calibrate, GREEN_FROM, GREEN_TARGET, greenShare, percent } from '../../../bench/support/calibration';
import { type ScoredField, scoreReading } from '../../../bench/support/extraction-score';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { closeOcr } from '../src/modules/extraction/ocr';
import { generateRatecon, RATECON_LAYOUTS } from './support/ratecons/generate';

/**
 * The review shows a field green (confidence >= 0.8) as read, and every other field as one to
 * check: green must be right at least 97% of the time. Three synthetic documents per layout, drawn
 * with seeds the bench does not print (it reads 1 to 10), scored as the bench scores them.
 */
const SEEDS = [11, 12, 13];
const TODAY = new Date('2026-06-15T12:00:00Z');

afterAll(() => closeOcr());

describe('confidence of the offline reading', () => {
  it(`is right at least ${GREEN_TARGET * 100}% of the time on the fields shown green`, async () => {
    const scores: ScoredField[] = [];
    for (const layout of RATECON_LAYOUTS)
      for (const seed of SEEDS) {
        const doc = await generateRatecon(layout, seed);
        scores.push(...scoreReading(doc.label, await extractDocument(doc.pdf, { today: TODAY })));
      }
    const fields = calibrate(scores);
    const green = greenShare(fields);
    const shareUnder = (max: number) => {
      const under = fields.filter((f) => f.filled && f.confidence < max);
      return { right: under.filter((f) => f.ok).length, all: under.length };
    };
    const [flagged, red] = [shareUnder(GREEN_FROM), shareUnder(0.5)];
    console.log(
      `green right: ${percent(green)} (${green.right}/${green.all}); flagged for checking: ${percent(flagged)}`,
      `of ${flagged.all}; red: ${percent(red)} of ${red.all}`,
    );
    expect(green.all).toBeGreaterThan(fields.length / 3);
    expect(green.right / green.all).toBeGreaterThanOrEqual(GREEN_TARGET);
    // Confidence that means something: the red fields are right less often than the green ones.
    expect(red.right / red.all).toBeLessThan(green.right / green.all);
  });
});
