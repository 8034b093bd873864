import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { ExtractionError } from '../src/modules/extraction/extraction-error';
import { createExtractionPool, PoolBusyError, type PoolOptions } from '../src/modules/extraction/extraction-pool';
import { twoColumnLabels } from './support/ratecon-fixtures';

const options: PoolOptions = { size: 1, timeoutMs: 30_000, maxHeapMb: 512, maxPages: 30, maxQueue: 4 };

describe('extraction worker pool', () => {
  it('reads in a reader process and answers the text it read', async () => {
    const pool = createExtractionPool(options);
    try {
      const { result, text } = await pool.run((await twoColumnLabels()).pdf);
      expect(result.basic_info.load_number).toBe('BW-448120');
      expect(text).toContain('Bluewater Freight Partners LLC');
      await expect(pool.run(new TextEncoder().encode('%PDF-1.4 broken'))).rejects.toThrow(
        'The file is not a readable PDF',
      );
    } finally {
      await pool.close();
    }
  });

  it('abandons a document past the time limit and keeps serving', async () => {
    const pool = createExtractionPool({ ...options, timeoutMs: 5 });
    try {
      const err = await pool.run((await twoColumnLabels()).pdf).catch((e) => e);
      expect(err).toBeInstanceOf(ExtractionError);
      expect(err.message).toMatch(/took longer than/);
    } finally {
      await pool.close();
    }
  });

  it('refuses a document that exhausts the reader memory instead of crashing the server', async () => {
    // A reader that keeps allocating, as a parser would on a hostile file, under a 64 MB heap.
    const hungry = { url: new URL('./support/hungry.worker.mjs', import.meta.url), execArgv: [] };
    const pool = createExtractionPool({ ...options, maxHeapMb: 64, entry: hungry });
    try {
      const err = await pool.run(new Uint8Array([1])).catch((e) => e);
      expect(err).toBeInstanceOf(ExtractionError);
      expect(err.message).toBe('The document is too large or complex to read');
      // The pool replaces the lost reader.
      expect(await pool.run(new Uint8Array([1])).catch((e) => e.message)).toBe(
        'The document is too large or complex to read',
      );
    } finally {
      await pool.close();
    }
  });

  it('turns uploads away when too many are waiting', async () => {
    const pool = createExtractionPool({ ...options, maxQueue: 1 });
    try {
      const pdf = (await twoColumnLabels()).pdf;
      const first = pool.run(pdf);
      const second = pool.run(pdf);
      await expect(pool.run(pdf)).rejects.toBeInstanceOf(PoolBusyError);
      await Promise.all([first, second]);
    } finally {
      await pool.close();
    }
  });
});

describe('page cap', () => {
  it('reads only the first pages of a long document and says so', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 1; i <= 3; i++) {
      doc.addPage([612, 792]).drawText(`Load # 99120${i} page ${i} of the sheet with enough words to count`, {
        x: 40,
        y: 700,
        size: 10,
        font,
      });
    }
    const result = await extractDocument(await doc.save(), { maxPages: 2 });
    expect(result.engine.pages).toBe(2);
    expect(result.warnings).toContain('Only the first 2 of 3 pages were read');
  });
});
