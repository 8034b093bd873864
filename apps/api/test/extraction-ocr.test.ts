import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type GreyImage, skewAngle } from '../src/modules/extraction/clean-scan';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { closeOcr } from '../src/modules/extraction/ocr';
import { needsOcr } from '../src/modules/extraction/page-kind';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { pageWords } from '../src/modules/extraction/pdf-text';
import { renderGrey, renderPage } from '../src/modules/extraction/rasterize';
import { type Expected, multiStopTable, twoColumnLabels } from './support/ratecon-fixtures';

afterAll(() => closeOcr());

/** A fax machine's line across the top: ten words, so a "fewer than 8 words" rule would trust it. */
const FAX_HEADER = 'FAX FROM 555-0142 TO 555-0199 11/29/2026 10:42 AM P. 1/1';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A page turned by `angle` degrees on white, as raw grey pixels. */
const tiltedGrey = (png: Buffer, angle: number) =>
  sharp(png)
    .greyscale()
    .rotate(angle, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });

/** A page as a 200 dpi scanner gives it: tilted, grey paper, grainy, speckled, soft, JPEG-compressed. */
async function scanOf(png: Buffer, angle: number, seed: number): Promise<Buffer> {
  const rand = random(seed);
  const { data, info } = await tiltedGrey(png, angle);
  for (let i = 0; i < data.length; i++) {
    let v = 45 + ((data[i] ?? 255) / 255) * (222 - 45) + (rand() - 0.5) * 40;
    if (rand() < 0.002) v = rand() < 0.5 ? 30 : 255;
    data[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(0.6)
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** Each page of `pdf` scanned and embedded as a picture, with a thin text layer: the fax header. */
async function scannedWithHeader(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await openPdf(pdf);
  const out = await PDFDocument.create();
  const font = await out.embedFont(StandardFonts.Courier);
  for (let n = 1; n <= source.numPages; n++) {
    const scan = await scanOf(await renderPage(source, n, 200 / 72), n % 2 ? 1.4 : -1.1, 7 + n);
    const page = out.addPage([612, 792]);
    page.drawImage(await out.embedJpg(scan), { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(FAX_HEADER, { x: 30, y: 780, size: 7, font });
  }
  await source.loadingTask.destroy();
  return out.save();
}

/** How many of the fixture's stated values were read back. */
function fieldsRead(result: Awaited<ReturnType<typeof extractDocument>>, expected: Expected) {
  const { events, ...top } = expected;
  const got: Record<string, unknown> = { ...result.basic_info, ...result.rate_cargo };
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const checks = Object.entries(top).map(([field, value]) => same(got[field], value));
  events.forEach((event, i) => {
    const read = result.events[i] as Record<string, unknown> | undefined;
    for (const [field, value] of Object.entries(event)) checks.push(same(read?.[field], value));
  });
  return { read: checks.filter(Boolean).length, of: checks.length };
}

describe('scanned pages with a thin text layer', () => {
  it('sends a scan with a fax header to OCR and reads at least 80% of its fields', async () => {
    let read = 0;
    let of = 0;
    let pages = 0;
    let ms = 0;
    for (const make of [twoColumnLabels, multiStopTable]) {
      const fixture = await make();
      const scan = await scannedWithHeader(fixture.pdf);
      // The header alone is a text layer of more than 8 words: the page is judged by more than that.
      const pdf = await openPdf(scan);
      expect((await pageWords(pdf, 1)).length).toBeGreaterThanOrEqual(8);
      await pdf.loadingTask.destroy();

      const started = performance.now();
      const result = await extractDocument(scan, { today: new Date('2025-06-01T00:00:00Z') });
      ms += performance.now() - started;
      expect(result.engine).toMatchObject({ name: 'offline+ocr', ocr_pages: result.engine.pages });
      const score = fieldsRead(result, fixture.expected);
      read += score.read;
      of += score.of;
      pages += result.engine.pages;
    }
    console.info(
      `scanned fixtures: ${read}/${of} fields (${((100 * read) / of).toFixed(1)}%),`,
      `${(ms / pages / 1000).toFixed(2)} s a page over ${pages} pages`,
    );
    expect(read / of).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it('trusts a text page, even a sparse one, and leaves a page with only a small picture alone', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.drawText('Signature of carrier representative and date of acceptance below', { x: 40, y: 700, size: 9, font });
    const pdf = await openPdf(await doc.save());
    const words = await pageWords(pdf, 1);
    expect(await needsOcr(await pdf.getPage(1), words)).toBe(false);
    await pdf.loadingTask.destroy();

    // A page holding only a small picture (a barcode, a logo) has nothing worth reading.
    const blank = await PDFDocument.create();
    const code = await sharp({ create: { width: 240, height: 60, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    blank.addPage([612, 792]).drawImage(await blank.embedPng(code), { x: 400, y: 40, width: 120, height: 30 });
    const small = await openPdf(await blank.save());
    expect(await needsOcr(await small.getPage(1), await pageWords(small, 1))).toBe(false);
    await small.loadingTask.destroy();

    const rich = await openPdf((await twoColumnLabels()).pdf);
    expect(await needsOcr(await rich.getPage(1), await pageWords(rich, 1))).toBe(false);
    await rich.loadingTask.destroy();
  });

  it('measures a scan’s tilt to a tenth of a degree', async () => {
    const source = await openPdf((await twoColumnLabels()).pdf);
    const png = await renderPage(source, 1, 150 / 72);
    await source.loadingTask.destroy();
    for (const angle of [1.5, -2]) {
      const { data, info } = await tiltedGrey(png, angle);
      const image: GreyImage = { data, width: info.width, height: info.height };
      expect(Math.abs(skewAngle(image) - angle)).toBeLessThanOrEqual(0.15);
    }
  });

  it('draws pages as greyscale pixels, one byte each', async () => {
    const source = await openPdf((await twoColumnLabels()).pdf);
    const grey = await renderGrey(source, 1, 1);
    await source.loadingTask.destroy();
    expect(grey.data.length).toBe(grey.width * grey.height);
    expect([grey.width, grey.height]).toEqual([612, 792]);
  });
});
