import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanScan, decodeImage, type GreyImage } from './clean-scan';
import { restoreColumns, stackColumns } from './column-gutters';
import type { Word } from './layout';
import { recognise } from './ocr';
import { ocrScale, renderGrey } from './rasterize';

/** A cleaned page recognised with its columns read apart, its words back where they are printed. */
async function readCleaned(cleaned: GreyImage & { letter: number }, page: number, scale = 1, dpi?: number) {
  const { image, moved } = stackColumns(cleaned, cleaned.letter);
  return restoreColumns(await recognise(image, page, scale, dpi), moved, scale);
}

/** OCR of one PDF page: drawn at up to 300 dpi, cleaned and levelled, then recognised. */
export async function readScannedPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const scale = await ocrScale(pdf, pageNumber);
  const image = await cleanScan(await renderGrey(pdf, pageNumber, scale));
  return readCleaned(image, pageNumber - 1, scale, scale * 72);
}

/** OCR of an uploaded photo or scan (PNG or JPEG); its pixels are the layout's units. */
export async function readScannedPicture(bytes: Buffer): Promise<Word[]> {
  return readCleaned(await cleanScan(await decodeImage(bytes)), 0);
}
