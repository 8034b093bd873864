import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { GreyImage } from './clean-scan';
import type { Word } from './layout';
import { emailParts, mendEmail, mendLine } from './ocr-mends';

const require = createRequire(import.meta.url);
/**
 * English LSTM model from the @tesseract.js-data/eng package. A local folder (not a URL) makes
 * tesseract.js read it from disk; `cacheMethod: 'none'` keeps it from writing or reading a cache.
 */
export const OCR_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Recognisers run at once: one per core, at most two (each holds the model and a page in memory). */
export const OCR_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Words the recogniser is less sure of than this are noise more often than text. */
const MIN_CONFIDENCE = 30;

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;
const idle: TesseractWorker[] = [];
const waiting: ((worker: TesseractWorker) => void)[] = [];
const started: Promise<TesseractWorker>[] = [];

async function startWorker(): Promise<TesseractWorker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none' });
  // Automatic page segmentation keeps a form's columns and table cells apart.
  await worker.setParameters({ tessedit_pageseg_mode: '3' as never, preserve_interword_spaces: '1' });
  return worker;
}

/** A recogniser for one page: an idle one, a new one while under the limit, else the next one freed. */
function acquire(): Promise<TesseractWorker> {
  const ready = idle.pop();
  if (ready) return Promise.resolve(ready);
  if (started.length < OCR_THREADS) {
    const starting = startWorker();
    started.push(starting);
    starting.catch(() => started.splice(started.indexOf(starting), 1));
    return starting;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(worker: TesseractWorker) {
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

type Box = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; bbox: Box };
type OcrLine = { words: OcrWord[]; baseline?: Box; rowAttributes?: { rowHeight: number; descenders: number } };
type OcrBlock = { paragraphs: { lines: OcrLine[] }[] };

/** Marks that specks and scanner streaks turn into: dropped alone, trimmed off the ends of words. */
const SPECKS = /^[‘’“”"'`~=|_.,:;©®°^*»«\-–—]+$/u;
const LEADING_SPECKS = /^[‘’“”"'`~=|_«»]+|^[-–—](?=\p{L})/u;
const TRAILING_SPECKS = /[‘’“”"'`~=|_«»]+$/u;

/** A word, number, code, e-mail or compound of them ("City/State/Zip:", "760-8440", "$588.00"). */
const PART = /^(?:[A-Z]?[a-z]+|[A-Z]{2,}|[A-Z]|[$#(]?\d[\d,.:)]*(?:[AaPp][Mm]?)?|[A-Z]{1,3}\d{3,}|\d{3,}[A-Z]{1,3})$/u;
// An address, or the half of one the recogniser split off at its "@" or before its last dot.
const EMAIL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)*|@[\w-]+(?:\.[\w-]+)+)$/u;

/**
 * Whether a word the recogniser doubts still reads as text. The recogniser scores some clean words
 * near zero (a word beside a speck, a line it took for a picture), while what specks, dotted rules
 * and stamps turn into is runs of dots, repeated letters or case mixed in mid-word.
 */
function looksLikeText(raw: string): boolean {
  const text = raw.replace(/^[("'‘“]+|[)"'’”.,:;]+$/gu, '');
  if (text.length < 2 || /\.\.|[©®°«»|~=_{}[\]]/u.test(text)) return false;
  if (EMAIL.test(text)) return true;
  const parts = text.split(/[-/&]/u);
  if (!parts.every((p) => !p || PART.test(p))) return false;
  const letters = text.replace(/[^A-Za-z]/gu, '');
  return letters.length < 6 || new Set(letters.toLowerCase()).size / letters.length >= 0.5;
}

function wordText(w: OcrWord): string | null {
  if (w.confidence < MIN_CONFIDENCE && !looksLikeText(w.text.trim())) return null;
  const text = w.text.trim();
  if (!text || (SPECKS.test(text) && w.confidence < 60)) return null;
  return text.replace(LEADING_SPECKS, '').replace(TRAILING_SPECKS, '') || null;
}

/**
 * A word's box as the PDF text layer gives it: the line's baseline as the bottom, and about the font
 * size above it (the line's height with its descenders counted twice comes within a few percent).
 * The readers measure gaps in line heights, and a speck touching a letter would otherwise stretch
 * the box and push the word onto another line of the layout.
 */
function wordBox(w: OcrWord, line: OcrLine): Box {
  const base = line.baseline;
  const rows = line.rowAttributes;
  const size = rows ? rows.rowHeight + rows.descenders : 0;
  if (!base || base.x1 <= base.x0 || !(size > 0)) return w.bbox;
  const middle = (w.bbox.x0 + w.bbox.x1) / 2;
  const bottom = base.y0 + ((base.y1 - base.y0) * (middle - base.x0)) / (base.x1 - base.x0);
  return { x0: w.bbox.x0, x1: w.bbox.x1, y0: bottom - size, y1: bottom };
}

/** A binary PGM: the simplest picture the recogniser's image library reads, with no compression to undo. */
function pgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), image.data]);
}

/**
 * Words of a picture (PNG or JPEG bytes, or greyscale pixels) with their boxes, scaled to `scale`
 * pixels per layout unit so OCR pages and text pages share one geometry. `dpi`, when known, spares
 * the recogniser guessing the resolution.
 */
export async function recognise(image: Buffer | GreyImage, page: number, scale = 1, dpi?: number): Promise<Word[]> {
  const worker = await acquire();
  let blocks: OcrBlock[];
  try {
    const input = Buffer.isBuffer(image) ? image : pgm(image);
    const options = dpi ? { user_defined_dpi: String(Math.round(dpi)) } : {};
    const { data } = await worker.recognize(input, options as never, { blocks: true, text: false });
    blocks = ((data as unknown as { blocks: OcrBlock[] | null }).blocks ?? []) as OcrBlock[];
  } finally {
    release(worker);
  }
  const words: Word[] = [];
  for (const line of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
    mendLine(line.words);
    let last: Word | undefined;
    for (const w of line.words) {
      const text = wordText(w);
      if (!text) {
        last = undefined;
        continue;
      }
      const box = wordBox(w, line);
      const word = { text, x0: box.x0 / scale, x1: box.x1 / scale, top: box.y0 / scale, bottom: box.y1 / scale, page };
      const email = last && emailParts(last, word);
      if (last && email) {
        last.text = mendEmail(email);
        last.x1 = word.x1;
        continue;
      }
      word.text = mendEmail(word.text);
      words.push(word);
      last = word;
    }
  }
  return words;
}

/** Ends the OCR engine's threads (tests and shutdown). */
export async function closeOcr() {
  const all = started.splice(0);
  idle.length = 0;
  await Promise.all(all.map(async (w) => (await w.catch(() => null))?.terminate()));
}
