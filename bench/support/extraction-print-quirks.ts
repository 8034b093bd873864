import { extractDocument } from '../../apps/api/src/modules/extraction/extract-document';
import { generateRatecon, RATECON_LAYOUTS } from '../../apps/api/test/support/ratecons/generate';
import { LETTER_SPACED, PRINT_QUIRKS } from '../../apps/api/test/support/ratecons/print-quirks';
import { pct, tally, verdict } from './extraction-report';
import { type ScoredField, scoreReading } from './extraction-score';

const TODAY = new Date('2026-06-15T12:00:00Z');

/**
 * Share of the plain print's right fields each quirk must keep. Letter-spaced headings keep a little
 * less: a grid whose captions are set in spaced capitals over their cells loses some of its stops.
 */
const KEPT = 0.99;
const KEPT_LETTER_SPACED = 0.97;

/** One sheet of every tuned layout, read as printed plainly and as printed with each quirk. */
export async function scorePrintQuirks(seed = 1): Promise<void> {
  const sheets = (quirk?: (typeof PRINT_QUIRKS)[number]) =>
    RATECON_LAYOUTS.map((layout) => () => {
      const make = () => generateRatecon(layout, seed);
      return quirk ? quirk.print(make) : make();
    });
  const scoreAll = async (makers: (() => ReturnType<typeof generateRatecon>)[]) => {
    const scores: ScoredField[] = [];
    for (const make of makers) {
      const sheet = await make();
      scores.push(...scoreReading(sheet.label, await extractDocument(sheet.pdf, { today: TODAY })));
    }
    return tally(scores);
  };
  const plain = await scoreAll(sheets());
  console.log(`\nPrinted by other programs: one sheet of each of the ${RATECON_LAYOUTS.length} tuned layouts`);
  console.log(
    'printed plainly'.padEnd(62),
    `${plain.ok}/${plain.all}`.padStart(10),
    pct(plain.ok, plain.all).padStart(7),
  );
  for (const quirk of PRINT_QUIRKS) {
    const t = await scoreAll(sheets(quirk));
    const kept = quirk === LETTER_SPACED ? KEPT_LETTER_SPACED : KEPT;
    const met = verdict(`printed with ${quirk.name}`, t.ok >= Math.floor(kept * plain.ok));
    console.log(
      quirk.name.padEnd(62),
      `${t.ok}/${t.all}`.padStart(10),
      pct(t.ok, t.all).padStart(7),
      `(target >= ${Math.round(kept * 100)}% of the plain print's ${plain.ok}) ${met}`,
    );
  }
}
