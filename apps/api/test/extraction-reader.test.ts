import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument, fileKind } from '../src/modules/extraction/extract-document';
import { ExtractionError } from '../src/modules/extraction/extraction-error';
import { closeOcr, OCR_LANG_PATH } from '../src/modules/extraction/ocr';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { renderPage } from '../src/modules/extraction/rasterize';
import { type Expected, type Fixture, scannedPdf, TEXT_LAYOUTS, twoColumnLabels } from './support/ratecon-fixtures';

afterAll(() => closeOcr());

/** Every value the fixture states must be read back (fields it leaves out are not checked). */
function expectReading(result: Awaited<ReturnType<typeof extractDocument>>, expected: Expected) {
  const { events, ...top } = expected;
  const got: Record<string, unknown> = { ...result.basic_info, ...result.rate_cargo };
  for (const [field, value] of Object.entries(top)) expect(got[field], field).toEqual(value);
  expect(result.events.map((e) => e.event_type)).toEqual(events.map((e) => e.event_type));
  for (const [i, event] of events.entries()) expect(result.events[i], `stop ${i + 1}`).toMatchObject(event);
}

describe('offline reading of generated rate confirmations', () => {
  for (const make of TEXT_LAYOUTS) {
    it(`reads the ${make.name} layout`, async () => {
      const fixture: Fixture = await make();
      const result = await extractDocument(fixture.pdf, { today: new Date('2025-06-01T00:00:00Z') });
      expectReading(result, fixture.expected);
      expect(result.engine).toMatchObject({ name: 'offline', ocr_pages: 0 });
    });
  }

  it('puts a year on dates printed without one, from the sheet’s own date', async () => {
    const fixture = await TEXT_LAYOUTS[1]!();
    // The sheet is dated 10/25/2024; read in spring 2025, "Oct 28" is still 2024.
    const result = await extractDocument(fixture.pdf, { today: new Date('2025-04-01T00:00:00Z') });
    expect(result.events.map((e) => e.event_date)).toEqual(['2024-10-28', '2024-10-28', '2024-10-30', '2024-10-31']);
  });

  it('flags a ZIP that the gazetteer puts in another state, lowering its confidence', async () => {
    const fixture = await TEXT_LAYOUTS[2]!();
    const result = await extractDocument(fixture.pdf);
    expect(result.warnings).toContain('Delivery 2: ZIP 10001 is not in MN');
    expect(result.confidence['events.1.location_postal_code']).toBeLessThan(0.5);
    expect(result.confidence['events.0.location_postal_code']).toBeGreaterThan(0.9);
  });

  it('checks that itemised charges add up to the total', async () => {
    const fixture = await TEXT_LAYOUTS[1]!();
    const result = await extractDocument(fixture.pdf);
    expect(result.rate_cargo.accessorials.map((c) => c.amount)).toEqual(['412.50', '150.00']);
    expect(result.warnings.join(' ')).not.toMatch(/add up/);
    expect(result.confidence['rate_cargo.rate_booked']).toBeGreaterThan(0.8);
  });
});

describe('scans and images', () => {
  it('reads a scanned page (a generated PDF drawn to an image) with OCR', async () => {
    const fixture = await twoColumnLabels();
    const pdf = await openPdf(fixture.pdf);
    const png = await renderPage(pdf, 1, 200 / 72);
    await pdf.loadingTask.destroy();
    const scan = await scannedPdf(png);
    const result = await extractDocument(scan);
    expect(result.engine).toMatchObject({ name: 'offline+ocr', ocr_pages: 1 });
    expect(result.basic_info.load_number).toBe('BW-448120');
    expect(result.rate_cargo.rate_booked).toBe('2150.00');
    expect(result.events.map((e) => [e.event_type, e.location_city, e.location_state, e.location_postal_code])).toEqual(
      [
        ['pickup', 'Orlando', 'FL', '32805'],
        ['delivery', 'Charlotte', 'NC', '28273'],
      ],
    );
    expect(result.events[0]?.event_date).toBe('2025-03-04');

    // The same picture uploaded as a PNG is read directly.
    expect(fileKind(png)).toBe('png');
    const fromImage = await extractDocument(png);
    expect(fromImage.basic_info.load_number).toBe('BW-448120');
    expect(fromImage.engine.ocr_pages).toBe(1);

    // And as a JPEG photo of the page.
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const jpeg = canvas.toBuffer('image/jpeg', 85);
    expect(fileKind(jpeg)).toBe('jpeg');
    const fromJpeg = await extractDocument(jpeg);
    expect(fromJpeg.rate_cargo.rate_booked).toBe('2150.00');
    expect(fromJpeg.events.map((e) => e.location_postal_code)).toEqual(['32805', '28273']);
  }, 90_000);

  it('uses language data shipped in an npm package, from disk', () => {
    // A local folder (not a URL) is read from the file system; nothing is downloaded at run time.
    expect(OCR_LANG_PATH).not.toMatch(/^https?:/);
    expect(existsSync(join(OCR_LANG_PATH, 'eng.traineddata.gz'))).toBe(true);
  });
});

describe('unreadable files', () => {
  it('refuses what is not a PDF or an image, and damaged PDFs', async () => {
    await expect(extractDocument(new TextEncoder().encode('plain text'))).rejects.toThrow(ExtractionError);
    await expect(extractDocument(new TextEncoder().encode('%PDF-1.4\nnonsense'))).rejects.toThrow(
      'The file is not a readable PDF',
    );
  });

  it('runs on a pdf.js build that evaluates no code from documents', () => {
    const require = createRequire(import.meta.url);
    const worker = readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');
    const main = readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), 'utf8');
    for (const source of [worker, main]) {
      expect(source).not.toMatch(/new Function\(|\beval\(/);
    }
  });
});
