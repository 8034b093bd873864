import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { tally } from '../../../bench/support/extraction-report';
import { scoreReading } from '../../../bench/support/extraction-score';
import type { GreyImage } from '../src/modules/extraction/clean-scan';
import { restoreColumns, stackColumns } from '../src/modules/extraction/column-gutters';
import { eraseLeaders } from '../src/modules/extraction/erase-leaders';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { closeOcr } from '../src/modules/extraction/ocr';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { renderGrey } from '../src/modules/extraction/rasterize';
import { RATECON_LAYOUTS } from './support/ratecons/generate';
import { scannedRatecon } from './support/ratecons/scanned';

const SCALE = 300 / 72;
const TERMS = 'Carrier agrees to haul the freight at the rate above and under the terms of the agreement on file.';

type Draw = (page: ReturnType<PDFDocument['addPage']>, font: Awaited<ReturnType<PDFDocument['embedFont']>>) => void;

/** One Letter page drawn by `draw`, as the recogniser gets it (300 dpi greyscale). */
async function picture(draw: Draw): Promise<GreyImage> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  draw(page, await doc.embedFont(StandardFonts.TimesRoman));
  const pdf = await openPdf(await doc.save());
  const image = await renderGrey(pdf, 1, SCALE);
  await pdf.loadingTask.destroy();
  return image;
}

/** A title and terms across the page; between them, two columns whose lines sit half a line apart. */
const twoColumns: Draw = (page, font) => {
  page.drawText('Rate Agreement', { x: 40, y: 740, size: 16, font });
  for (let i = 0; i < 8; i++) {
    page.drawText(`Stop line ${i + 1} Harbor Freight Works`, { x: 50, y: 700 - i * 14, size: 10, font });
    page.drawText(`Broker line ${i + 1}: Lakeshore Cargo`, { x: 330, y: 693 - i * 14, size: 10, font });
  }
  page.drawText(TERMS, { x: 40, y: 560, size: 9, font });
};

/** A charge table: its columns a couple of letters apart, as tables set them. */
const table: Draw = (page, font) => {
  for (let i = 0; i < 8; i++)
    ['Line Haul', 'Flat', '1', '$2,150.00', 'Paid'].forEach((cell, c) => {
      page.drawText(cell, { x: 40 + c * 70, y: 700 - i * 14, size: 10, font });
    });
};

const ink = (image: GreyImage) => image.data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
const letterOf = (image: GreyImage) => eraseLeaders({ ...image, data: Buffer.from(image.data) }).letter;

afterAll(() => closeOcr());

describe('reading two columns of a scanned page apart', () => {
  it('moves the right-hand column of a two-column stretch below the page, and only that', async () => {
    const image = await picture(twoColumns);
    const { image: stacked, moved } = stackColumns(image, letterOf(image));
    expect(moved).toHaveLength(1);
    const [column] = moved;
    if (!column) throw new Error('no column moved');
    // The cut falls in the gutter; the title above and the terms below stay where they are.
    expect(column.x / SCALE).toBeGreaterThan(200);
    expect(column.x / SCALE).toBeLessThan(330);
    expect(column.y0 / SCALE).toBeGreaterThan(792 - 740);
    expect(column.y1 / SCALE).toBeLessThan(792 - 560 - 9);
    expect(column.to).toBeGreaterThanOrEqual(image.height);
    expect(stacked.height).toBeGreaterThan(image.height);
    expect(ink(stacked)).toBe(ink(image));
  });

  it('puts the words read below the page back where they were printed', () => {
    const moved = [{ x: 1200, y0: 300, y1: 800, to: 3400 }];
    const word = {
      text: 'Lakeshore',
      x0: 330,
      x1: 380,
      top: (3400 + 100) / SCALE,
      bottom: (3440 + 100) / SCALE,
      page: 0,
    };
    const above = { ...word, text: 'Rate', top: 10, bottom: 20 };
    const [back, kept] = restoreColumns([word, above], moved, SCALE);
    expect(back?.top).toBeCloseTo(400 / SCALE, 5);
    expect(back?.bottom).toBeCloseTo(440 / SCALE, 5);
    expect(kept).toEqual(above);
  });

  it('leaves a table, whose columns stand close, and a page of one column as they are', async () => {
    for (const draw of [table, ((page, font) => page.drawText(TERMS, { x: 40, y: 700, size: 10, font })) as Draw]) {
      const image = await picture(draw);
      const { image: same, moved } = stackColumns(image, letterOf(image));
      expect(moved).toEqual([]);
      expect(same).toBe(image);
    }
  });

  it('reads both stops of a scanned two-column page whose columns interleave', async () => {
    const layout = RATECON_LAYOUTS.find((l) => l.name === 'two-column-page');
    if (!layout) throw new Error('no two-column layout');
    const doc = await scannedRatecon(layout, 2);
    const result = await extractDocument(doc.pdf, { today: new Date('2026-06-15T12:00:00Z') });
    const stops = scoreReading(doc.label, result).filter((s) => s.field.startsWith('events'));
    // Read as one page, each column's lines ran into the other's and one stop of the two was lost.
    expect(result.events).toHaveLength(2);
    expect(tally(stops).ok / tally(stops).all).toBeGreaterThanOrEqual(0.75);
  }, 60_000);
});
