import { EXTRACTION_MAX_PAGES, type ExtractionResult } from '@tms/domain';
import { ExtractionError } from './extraction-error';
import { buildTextDoc, type TextDoc, textOf, type Word } from './layout';
import { recognise } from './ocr';
import { openPdf } from './pdf-document';
import { pageWords } from './pdf-text';
import { OCR_SCALE, renderPage } from './rasterize';
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

/** A page with fewer words than this has no usable text layer (a scan, maybe with a stamp) and is OCR'd. */
const MIN_TEXT_WORDS = 8;

export type TextLayer = { doc: TextDoc; pages: number; ocrPages: number; warnings: string[] };

export async function readText(data: Uint8Array, maxPages = EXTRACTION_MAX_PAGES): Promise<TextLayer> {
  const kind = fileKind(data);
  if (!kind) throw new ExtractionError('Upload a PDF, PNG or JPEG file');
  if (kind !== 'pdf') {
    const words = await recognise(Buffer.from(data), 0).catch(() => {
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
    let ocrPages = 0;
    for (let n = 1; n <= count; n++) {
      let words = await pageWords(pdf, n).catch(() => {
        throw new ExtractionError(`Page ${n} of the PDF is damaged`);
      });
      if (words.length < MIN_TEXT_WORDS) {
        const image = await renderPage(pdf, n).catch(() => {
          throw new ExtractionError(`Page ${n} of the PDF could not be drawn for text recognition`);
        });
        words = await recognise(image, n - 1, OCR_SCALE);
        ocrPages++;
      }
      pages.push(words);
    }
    return { doc: buildTextDoc(pages), pages: count, ocrPages, warnings };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

/** The whole offline pipeline: text (OCR where needed) -> layout reading -> validation; with the text read. */
export async function extractWithText(
  data: Uint8Array,
  opts: { maxPages?: number; today?: Date } = {},
): Promise<{ result: ExtractionResult; text: string }> {
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
  return { result, text: textOf(layer.doc) };
}

export async function extractDocument(data: Uint8Array, opts: { maxPages?: number; today?: Date } = {}) {
  return (await extractWithText(data, opts)).result;
}
