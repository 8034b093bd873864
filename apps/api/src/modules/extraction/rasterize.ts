import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { GreyImage } from './clean-scan';

/** Pixels per PDF point when a scanned page is drawn for OCR: 300 dpi, where 7-8 pt print stays legible. */
export const OCR_SCALE = 300 / 72;
/** Pixels of a Letter page at 300 dpi: larger pages are drawn at a lower resolution, not bigger. */
const MAX_OCR_PIXELS = 2550 * 3300;

type Canvas = import('@napi-rs/canvas').Canvas;

/** Draws one page with pdf.js on @napi-rs/canvas (its binary ships inside the npm package). */
async function draw(doc: PDFDocumentProxy, pageNumber: number, scale: number): Promise<Canvas> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same drawing API.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  page.cleanup();
  return canvas;
}

/** Draws one page to PNG. */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, scale = OCR_SCALE): Promise<Buffer> {
  return (await draw(doc, pageNumber, scale)).toBuffer('image/png');
}

/** The scale a page is drawn at for OCR: 300 dpi, less for pages larger than Letter. */
export async function ocrScale(doc: PDFDocumentProxy, pageNumber: number): Promise<number> {
  const { width, height } = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
  return Math.min(OCR_SCALE, Math.sqrt(MAX_OCR_PIXELS / Math.max(1, width * height)));
}

/** Draws one page as greyscale pixels (no PNG round trip: the pixels go straight to cleaning and OCR). */
export async function renderGrey(doc: PDFDocumentProxy, pageNumber: number, scale: number): Promise<GreyImage> {
  const canvas = await draw(doc, pageNumber, scale);
  const rgba = canvas.data();
  const { width, height } = canvas;
  const data = Buffer.allocUnsafe(width * height);
  // ITU-R BT.601 luma, in integers; the canvas is opaque (painted white first).
  for (let i = 0, j = 0; j < data.length; i += 4, j++)
    data[j] = ((rgba[i] ?? 255) * 77 + (rgba[i + 1] ?? 255) * 150 + (rgba[i + 2] ?? 255) * 29) >> 8;
  return { data, width, height };
}
