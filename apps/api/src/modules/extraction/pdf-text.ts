import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fieldWords } from './form-fields';
import type { Word } from './layout';

type TextItem = { str: string; transform: number[]; width: number; height: number };

/** The text layer of one page, with the values of its filled form fields, as positioned words (empty for a scanned page). */
export async function pageWords(doc: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const { Util } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: Word[] = [];
  for (const raw of content.items) {
    const item = raw as TextItem;
    if (!item.str?.trim()) continue;
    const [a, b, c, d, x, y] = Util.transform(viewport.transform, item.transform);
    const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || item.height || 10;
    const left = x ?? 0;
    const bottom = y ?? 0;
    // Runs often hold several words; split them, sharing the run's width by character count, so
    // table cells that share one run can still be told apart by position.
    const perChar = (item.width * (viewport.scale || 1)) / Math.max(1, item.str.length);
    for (const m of item.str.matchAll(/\S+/g)) {
      const x0 = left + m.index * perChar;
      words.push({ text: m[0], x0, x1: x0 + m[0].length * perChar, top: bottom - size, bottom, page: pageNumber - 1 });
    }
  }
  words.push(...(await fieldWords(page, viewport, pageNumber - 1)));
  page.cleanup();
  return words;
}
