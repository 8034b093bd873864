import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../src/modules/extraction/clean-scan';
import { eraseLeaders } from '../src/modules/extraction/erase-leaders';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { renderGrey } from '../src/modules/extraction/rasterize';

const TERMS =
  'carrier agrees to move the freight at the rate above; detention is paid after two hours on site, ' +
  'lumper fees need a receipt and payment is made within thirty days of a signed proof of delivery.';

/**
 * A printout with leaders and character rules (`marked`), or the same page with spaces where they
 * were; both drawn at 300 dpi as the recogniser gets them.
 */
async function printout(marked: boolean): Promise<GreyImage> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const mark = (text: string) => (marked ? text : ' '.repeat(text.length));
  const lines = [
    `LOAD ID ${mark('........')}: 863530`,
    `DATE ISSUED ${mark('....')}: FEB 13, 2026`,
    mark('='.repeat(60)),
    'STOP 01 PICKUP',
    `NAME ${mark('...........')}: THORSEN DISTRIBUTION CENTER`,
    `CITY ${mark('...........')}: OAKLAND CITY, IN 47660`,
    mark('-'.repeat(60)),
    'REF: 4411... SEE NOTES',
  ];
  for (const [i, text] of lines.entries()) page.drawText(text, { x: 40, y: 740 - i * 16, size: 10, font: mono });
  page.drawText(TERMS.slice(0, 100), { x: 40, y: 580, size: 6, font: serif });
  page.drawText(TERMS.slice(100), { x: 40, y: 572, size: 6, font: serif });
  const pdf = await openPdf(await doc.save());
  const image = await renderGrey(pdf, 1, 300 / 72);
  await pdf.loadingTask.destroy();
  return image;
}

/** Pixels that are ink in one picture and paper in the other. */
function inkDifference(a: GreyImage, b: GreyImage) {
  let differ = 0;
  for (let i = 0; i < a.data.length; i++) if ((a.data[i] ?? 255) < 128 !== (b.data[i] ?? 255) < 128) differ++;
  return differ;
}
const ink = (image: GreyImage) => image.data.filter((v) => v < 128).length;

describe('erasing leaders and rules drawn in characters before OCR', () => {
  it('leaves the page as if the leaders and rules had never been printed', async () => {
    const [marked, plain] = await Promise.all([printout(true), printout(false)]);
    const before = inkDifference(marked, plain);
    expect(before).toBeGreaterThan(ink(plain) * 0.1);
    expect(eraseLeaders(marked).erased).toBeGreaterThan(100);
    // Labels, colons, values, an ellipsis of three and the small print all stay.
    expect(inkDifference(marked, plain)).toBeLessThan(ink(plain) * 0.01);
  });

  it('takes out dust standing alone on the paper, and leaves stops, colons and the dots of letters', async () => {
    const plain = await printout(false);
    const dusty = { ...plain, data: Buffer.from(plain.data) };
    // Specks three pixels square (a 2x2 speck of a 200 dpi scan, at 300 dpi), in the open paper.
    for (let i = 0; i < 60; i++) {
      const [x, y] = [1400 + (i % 10) * 90, 1300 + Math.floor(i / 10) * 120];
      for (let dy = 0; dy < 3; dy++) dusty.data.fill(0, (y + dy) * dusty.width + x, (y + dy) * dusty.width + x + 3);
    }
    expect(inkDifference(dusty, plain)).toBe(60 * 9);
    eraseLeaders(dusty);
    expect(inkDifference(dusty, plain)).toBe(0);
  });

  it('changes nothing on a page without leaders or rules', async () => {
    const plain = await printout(false);
    const copy = { ...plain, data: Buffer.from(plain.data) };
    expect(eraseLeaders(copy).erased).toBe(0);
    expect(inkDifference(copy, plain)).toBe(0);
  });
});
