import { EXTRACTION_MAX_PAGES, type ExtractionResult } from '@tms/domain';
import { ExtractionError } from './extraction-error';
import { buildTextDoc, compactDoc, type TextDoc, textOf, type Word } from './layout';
import { OCR_THREADS } from './ocr';
import { readScannedPage, readScannedPicture } from './ocr-page';
import { needsOcr } from './page-kind';
import { openPdf } from './pdf-document';
import { pageWords } from './pdf-text';
import { readDocument } from './read-document';

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** What the bytes are, by their signature (the upload's declared type is not trusted). */
export function fileKind(data: Uint8Array): FileKind | null {
  const head = Buffer.from(data.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  // Some generators put a few bytes before the PDF header; readers accept it within the first KB.
  if (Buffer.from(data.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

export type TextLayer = { doc: TextDoc; pages: number; ocrPages: number; warnings: string[] };

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export async function readText(data: Uint8Array, maxPages = EXTRACTION_MAX_PAGES): Promise<TextLayer> {
  const kind = fileKind(data);
  if (!kind) throw new ExtractionError('Upload a PDF, PNG or JPEG file');
  if (kind !== 'pdf') {
    const words = await readScannedPicture(Buffer.from(data)).catch(() => {
      throw new ExtractionError('The image could not be read');
    });
    return { doc: buildTextDoc([words]), pages: 1, ocrPages: 1, warnings: [] };
  }
  const pdf = await openPdf(data);
  const warnings: string[] = [];
  try {
    const count = Math.min(pdf.numPages, maxPages);
    if (pdf.numPages > maxPages) warnings.push(`Only the first ${maxPages} of ${pdf.numPages} pages were read`);
    const pages: Word[][] = [];
    const scanned: number[] = [];
    for (let n = 1; n <= count; n++) {
      const words = await pageWords(pdf, n).catch(() => {
        throw new ExtractionError(`Page ${n} of the PDF is damaged`);
      });
      // A thin text layer over a picture (a fax header, a stamp) is replaced by what OCR reads,
      // which includes those words as printed.
      if (await needsOcr(await pdf.getPage(n), words).catch(() => words.length === 0)) scanned.push(n);
      pages.push(words);
    }
    // Scanned pages are recognised side by side, one per recogniser thread.
    const read = await mapLimited(scanned, OCR_THREADS, (n) =>
      readScannedPage(pdf, n).catch(() => {
        throw new ExtractionError(`Page ${n} of the PDF could not be drawn for text recognition`);
      }),
    );
    scanned.forEach((n, i) => {
      pages[n - 1] = read[i] ?? [];
    });
    return { doc: buildTextDoc(pages), pages: count, ocrPages: scanned.length, warnings };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

/** What the pipeline read: the answer, the plain text and the positioned lines (without word boxes). */
export type Extracted = { result: ExtractionResult; text: string; doc: TextDoc };

/** The whole offline pipeline: text (OCR where needed) -> layout reading -> validation; with the text read. */
export async function extractWithText(
  data: Uint8Array,
  opts: { maxPages?: number; today?: Date } = {},
): Promise<Extracted> {
  const started = performance.now();
  const layer = await readText(data, opts.maxPages);
  if (!layer.doc.lines.length) throw new ExtractionError('No text could be read from the document');
  const reading = readDocument(layer.doc, opts.today);
  const result: ExtractionResult = {
    ...reading,
    warnings: [...layer.warnings, ...reading.warnings],
    engine: {
      name: layer.ocrPages ? 'offline+ocr' : 'offline',
      provider: null,
      pages: layer.pages,
      ocr_pages: layer.ocrPages,
      ms: Math.round(performance.now() - started),
    },
  };
  return { result, text: textOf(layer.doc), doc: compactDoc(layer.doc) };
}

export async function extractDocument(data: Uint8Array, opts: { maxPages?: number; today?: Date } = {}) {
  return (await extractWithText(data, opts)).result;
}
