import { degrees, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { closeOcr } from '../src/modules/extraction/ocr';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { renderPage } from '../src/modules/extraction/rasterize';
import { RATECON_LAYOUTS } from './support/ratecons/generate';
import { scannedRatecon } from './support/ratecons/scanned';

/**
 * A sheet fed into the scanner sideways or upside down, or saved with its page turned: the page is
 * recognised the way up its lines read, so it reads as the sheet fed the right way up.
 */
const TODAY = new Date('2026-06-15T12:00:00Z');

afterAll(() => closeOcr());

async function scannedSheet() {
  const layout = RATECON_LAYOUTS.find((l) => l.name === 'shipper-consignee');
  if (!layout) throw new Error('no layout shipper-consignee');
  return scannedRatecon(layout, 1);
}

/** The scanned page as the picture a phone or scanner saves, turned clockwise by `turn`. */
async function picture(pdf: Uint8Array, turn: number): Promise<Buffer> {
  const doc = await openPdf(pdf);
  try {
    return await sharp(await renderPage(doc, 1, 200 / 72))
      .rotate(turn)
      .png()
      .toBuffer();
  } finally {
    await doc.loadingTask.destroy();
  }
}

const answer = async (bytes: Uint8Array) => {
  const { basic_info, events, rate_cargo } = await extractDocument(bytes, { today: TODAY });
  return { basic_info, events, rate_cargo };
};

describe('a scan turned on its side or upside down', () => {
  let sheet: Awaited<ReturnType<typeof scannedRatecon>>;
  let upright: Awaited<ReturnType<typeof answer>>;
  beforeAll(async () => {
    sheet = await scannedSheet();
    upright = await answer(await picture(sheet.pdf, 0));
  }, 60_000);

  it.each([90, 180])(
    'reads a picture turned by %i degrees as the upright one',
    async (turn) => {
      expect(upright.basic_info.load_number).toBe(sheet.label.basic_info.load_number);
      expect(await answer(await picture(sheet.pdf, turn))).toEqual(upright);
    },
    90_000,
  );

  it('reads a scanned PDF whose page is saved turned', async () => {
    const { pdf, label } = sheet;
    const doc = await PDFDocument.load(pdf);
    for (const page of doc.getPages()) page.setRotation(degrees(90));
    const read = await answer(await doc.save());
    expect(read.basic_info.load_number).toBe(label.basic_info.load_number);
    expect(read.events.map((e) => e.location_postal_code)).toEqual(label.events.map((e) => e.location_postal_code));
    expect(Number(read.rate_cargo.rate_booked)).toBe(label.rate_cargo.rate_booked);
  }, 90_000);
});
