import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '../../apps/api/src/modules/extraction/extract-document';
import { generateRatecon, RATECON_LAYOUTS } from '../../apps/api/test/support/ratecons/generate';
import { printCalibration } from './calibration';
import { fieldKey, printBy, printMisses, shareVerdict, tally } from './extraction-report';
import { type ScoredField, scoreReading } from './extraction-score';

/** A fixed day to resolve dates printed without a year (every synthetic sheet also prints its own dated issue day). */
const TODAY = new Date('2026-06-15T12:00:00Z');

export type LayoutScore = ScoredField & { layout: string };
export type SyntheticOptions = {
  perLayout: number;
  verbose: boolean;
  /** Only these layouts (all when empty). */
  layouts: string[];
  /** A folder to write each document (and its label under labels/, as the samples are kept) to. */
  out?: string;
};

/** Reads `perLayout` synthetic documents of every layout and prints the share of fields right. */
export async function scoreSynthetic(opts: SyntheticOptions): Promise<LayoutScore[]> {
  const layouts = RATECON_LAYOUTS.filter((l) => !opts.layouts.length || opts.layouts.includes(l.name));
  if (opts.out) mkdirSync(join(opts.out, 'labels'), { recursive: true });
  const scores: LayoutScore[] = [];
  let cpuMs = 0;
  for (const layout of layouts)
    for (let seed = 1; seed <= opts.perLayout; seed++) {
      const doc = await generateRatecon(layout, seed);
      if (opts.out) {
        writeFileSync(join(opts.out, doc.file), doc.pdf);
        writeFileSync(
          join(opts.out, 'labels', doc.file.replace(/\.pdf$/, '.json')),
          JSON.stringify(doc.label, null, 2),
        );
      }
      const cpu = process.cpuUsage();
      const result = await extractDocument(doc.pdf, { today: TODAY });
      const used = process.cpuUsage(cpu);
      cpuMs += (used.user + used.system) / 1000;
      scores.push(...scoreReading(doc.label, result).map((s) => ({ ...s, layout: doc.layout })));
    }
  const documents = layouts.length * opts.perLayout;
  console.log(`\nSynthetic rate confirmations: ${documents} documents, ${opts.perLayout} per layout`);
  printBy('Per layout', scores, (s) => (s as LayoutScore).layout);
  if (opts.verbose) printMisses(scores);
  printBy('Per field (synthetic)', scores, fieldKey);
  printCalibration('synthetic', scores);
  console.log(
    '\nSynthetic field accuracy:',
    tally(scores).text,
    `(${(cpuMs / Math.max(1, documents)).toFixed(0)} ms CPU per document)`,
    `(target >= 95%) ${shareVerdict('synthetic field accuracy', tally(scores), 0.95)}`,
  );
  return scores;
}
