import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanScan, decodeImage } from './clean-scan';
import type { Word } from './layout';
import { recognise } from './ocr';
import { ocrScale, renderGrey } from './rasterize';

/** OCR of one PDF page: drawn at up to 300 dpi, cleaned and levelled, then recognised. */
export async function readScannedPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const scale = await ocrScale(pdf, pageNumber);
  const image = await cleanScan(await renderGrey(pdf, pageNumber, scale));
  return recognise(image, pageNumber - 1, scale, scale * 72);
}

/** OCR of an uploaded photo or scan (PNG or JPEG); its pixels are the layout's units. */
export async function readScannedPicture(bytes: Buffer): Promise<Word[]> {
  const image = await cleanScan(await decodeImage(bytes));
  return recognise(image, 0);
}
