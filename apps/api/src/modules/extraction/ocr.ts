import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Word } from './layout';

const require = createRequire(import.meta.url);
/**
 * English LSTM model from the @tesseract.js-data/eng package. A local folder (not a URL) makes
 * tesseract.js read it from disk; `cacheMethod: 'none'` keeps it from writing or reading a cache.
 */
export const OCR_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;
let workerPromise: Promise<TesseractWorker> | null = null;

async function ocrWorker(): Promise<TesseractWorker> {
  workerPromise ??= import('tesseract.js').then(({ createWorker, OEM }) =>
    createWorker('eng', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none' }),
  );
  return workerPromise;
}

type OcrWord = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };
type OcrBlock = { paragraphs: { lines: { words: OcrWord[] }[] }[] };

/**
 * Words of an image (PNG or JPEG bytes) with their boxes, scaled to `scale` pixels per layout unit
 * so OCR pages and text pages share one geometry.
 */
export async function recognise(image: Buffer, page: number, scale = 1): Promise<Word[]> {
  const worker = await ocrWorker();
  // Single-column assumptions break forms; sparse-ish automatic layout keeps table cells apart.
  await worker.setParameters({ tessedit_pageseg_mode: '3' as never, preserve_interword_spaces: '1' });
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
  const blocks = ((data as unknown as { blocks: OcrBlock[] | null }).blocks ?? []) as OcrBlock[];
  const words: Word[] = [];
  for (const w of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))) {
    if (w.confidence < 30 || !w.text.trim()) continue;
    words.push({
      text: w.text,
      x0: w.bbox.x0 / scale,
      x1: w.bbox.x1 / scale,
      top: w.bbox.y0 / scale,
      bottom: w.bbox.y1 / scale,
      page,
    });
  }
  return words;
}

/** Ends the OCR engine's thread (tests and shutdown). */
export async function closeOcr() {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate();
}
