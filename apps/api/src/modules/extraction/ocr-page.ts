import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodeImage, despeckle, type GreyImage, levelPage, quarterTurned } from './clean-scan';
import { restoreColumns, stackColumns } from './column-gutters';
import type { Word } from './layout';
import { recognise } from './ocr';
import { commonWordCount } from './page-kind';
import { ocrScale, renderGrey } from './rasterize';

/** A cleaned page recognised with its columns read apart, its words back where they are printed. */
async function readCleaned(cleaned: GreyImage & { letter: number }, page: number, scale = 1, dpi?: number) {
  const { image, moved } = stackColumns(cleaned, cleaned.letter);
  return restoreColumns(await recognise(image, page, scale, dpi), moved, scale);
}

/**
 * A page read upright holds at least this many of the commonest words, and most of its words run
 * on to the right along their line. What the recogniser makes of a page on its side is words read
 * down the page, one under the other; of a page upside down, nonsense with three common words at most.
 */
const UPRIGHT_WORDS = 8;
const RIGHTWARD_SHARE = 0.4;
/** A page read as fewer words is sparse (a signature page, a logo), not turned: it is not tried again. */
const MIN_WORDS_TO_TURN = 30;

/** The share of the words read that run on to their right along the same line, as words of an upright page do. */
function rightward(words: Word[]): number {
  let along = 0;
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1] as Word, words[i] as Word];
    if (b.x0 > a.x0 && Math.abs(b.bottom - a.bottom) < (a.bottom - a.top) / 2) along++;
  }
  return along / Math.max(1, words.length - 1);
}

/**
 * Turns tried, in order, on a page that reads as no text. Words that still run along their lines
 * are a page upside down, tried the right way up first; else the page is on its side.
 */
const turnsFor = (first: Word[]) =>
  rightward(first) >= RIGHTWARD_SHARE ? ([180, 90, 270] as const) : ([90, 270, 180] as const);

const readUprightly = (words: Word[]) => commonWordCount(words) >= UPRIGHT_WORDS && rightward(words) >= RIGHTWARD_SHARE;

/** A scanned page recognised the way up its lines read: a sheet fed sideways or upside down is turned. */
async function readUpright(image: GreyImage, page: number, scale = 1, dpi?: number): Promise<Word[]> {
  const clean = await despeckle(image);
  const first = await readCleaned(await levelPage(clean), page, scale, dpi);
  if (first.length < MIN_WORDS_TO_TURN || readUprightly(first)) return first;
  for (const turn of turnsFor(first)) {
    const words = await readCleaned(await levelPage(await quarterTurned(clean, turn)), page, scale, dpi);
    if (readUprightly(words)) return words;
  }
  return first;
}

/** OCR of one PDF page: drawn at up to 300 dpi, cleaned and levelled, then recognised. */
export async function readScannedPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const scale = await ocrScale(pdf, pageNumber);
  return readUpright(await renderGrey(pdf, pageNumber, scale), pageNumber - 1, scale, scale * 72);
}

/** OCR of an uploaded photo or scan (PNG or JPEG); its pixels are the layout's units. */
export async function readScannedPicture(bytes: Buffer): Promise<Word[]> {
  return readUpright(await decodeImage(bytes), 0);
}
