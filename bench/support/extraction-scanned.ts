import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '../../apps/api/src/modules/extraction/extract-document';
import { RATECON_LAYOUTS } from '../../apps/api/test/support/ratecons/generate';
import { scannedRatecon } from '../../apps/api/test/support/ratecons/scanned';
import { fieldKey, printBy, printMisses, shareVerdict, tally, verdict } from './extraction-report';
import { scoreReading } from './extraction-score';
import type { LayoutScore } from './extraction-synthetic';

/** The same fixed day the synthetic figure resolves dates printed without a year against. */
const TODAY = new Date('2026-06-15T12:00:00Z');
/** The product's target for scanned rate confirmations: this share of fields, this long a page. */
const TARGET_SHARE = 0.8;
const TARGET_SECONDS = 4;

export type ScannedOptions = { perLayout: number; verbose: boolean; layouts: string[]; out?: string };

/**
 * Reads `perLayout` scanned-looking documents of every tuned layout (printed, faxed or scanned at
 * 200 dpi, tilted, noisy; apps/api/test/support/ratecons/scanned.ts) through the OCR path, and
 * prints the share of fields right and the OCR time a page, wall and CPU (the fairer figure when
 * the machine is shared), against the targets.
 */
export async function scoreScanned(opts: ScannedOptions): Promise<LayoutScore[]> {
  const layouts = RATECON_LAYOUTS.filter((l) => !opts.layouts.length || opts.layouts.includes(l.name));
  if (opts.out) mkdirSync(opts.out, { recursive: true });
  // The recogniser and its model load once, outside the timed reads (a document of no later seed).
  const [first] = layouts;
  if (first) await extractDocument((await scannedRatecon(first, 999)).pdf, { today: TODAY });
  const scores: LayoutScore[] = [];
  let [wallMs, cpuMs, ocrPages, pages] = [0, 0, 0, 0];
  for (const layout of layouts)
    for (let seed = 1; seed <= opts.perLayout; seed++) {
      const doc = await scannedRatecon(layout, seed);
      if (opts.out) writeFileSync(join(opts.out, doc.file), doc.pdf);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await extractDocument(doc.pdf, { today: TODAY });
      const used = process.cpuUsage(cpu);
      wallMs += performance.now() - started;
      cpuMs += (used.user + used.system) / 1000;
      ocrPages += result.engine.ocr_pages;
      pages += doc.pages;
      const mine = scoreReading(doc.label, result).map((s) => ({ ...s, layout: doc.layout }));
      scores.push(...mine);
      if (opts.verbose) {
        const ok = mine.filter((s) => s.ok).length;
        console.log(`  ${doc.file} (${doc.kind}${doc.thinText ? ', thin text layer' : ''}): ${ok}/${mine.length}`);
        printMisses(mine);
      }
    }
  const documents = layouts.length * opts.perLayout;
  console.log(`\nScanned rate confirmations: ${documents} documents, ${opts.perLayout} per layout, ${pages} pages`);
  printBy('Per layout (scanned)', scores, (s) => (s as LayoutScore).layout);
  printBy('Per field (scanned)', scores, fieldKey);
  const wall = wallMs / Math.max(1, ocrPages) / 1000;
  const cpu = cpuMs / Math.max(1, ocrPages) / 1000;
  console.log(
    `\nScanned field accuracy: ${tally(scores).text} (target >= ${TARGET_SHARE * 100}%)`,
    shareVerdict('scanned field accuracy', tally(scores), TARGET_SHARE),
  );
  console.log(`OCR pages: ${ocrPages} of ${pages}`, verdict('every scanned page OCRed', ocrPages === pages));
  console.log(
    `Scanned time: ${wall.toFixed(2)} s per page wall, ${cpu.toFixed(2)} s CPU (target <= ${TARGET_SECONDS} s)`,
    verdict('scanned time per page', wall <= TARGET_SECONDS),
  );
  return scores;
}
