import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pixels per PDF point when a scanned page is drawn for OCR (185 dpi: legible for 8 pt print, fast). */
export const OCR_SCALE = 185 / 72;

/** Draws one page to PNG with pdf.js on @napi-rs/canvas (its binary ships inside the npm package). */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, scale = OCR_SCALE): Promise<Buffer> {
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
  return canvas.toBuffer('image/png');
}
