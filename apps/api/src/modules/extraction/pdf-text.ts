import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fieldWords } from './form-fields';
import type { Word } from './layout';
import { joinSpacedLetters } from './letter-spacing';
import { type PlacedRun, wordsInFrame } from './reading-frame';

type TextItem = { str: string; transform: number[]; width: number; height: number };

/** The text layer of one page, with the values of its filled form fields, as positioned words (empty for a scanned page). */
export async function pageWords(doc: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const { Util } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: PlacedRun[] = [];
  for (const raw of content.items) {
    const item = raw as TextItem;
    if (!item.str?.trim()) continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = Util.transform(viewport.transform, item.transform);
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10;
    // Runs often hold several words; they are split sharing the run's width by character count, so
    // table cells that share one run can still be told apart by position.
    const perChar = (item.width * (viewport.scale || 1)) / Math.max(1, item.str.length);
    runs.push({ text: item.str, x, y, angle: Math.atan2(b, a), size, perChar });
  }
  const fields = await fieldWords(page, viewport, pageNumber - 1);
  page.cleanup();
  const where = { index: pageNumber - 1, width: viewport.width, height: viewport.height };
  return joinSpacedLetters(withoutOverprints(wordsInFrame(runs, fields, where)));
}

/** Cells of this many points keep the search for a word's twin to its neighbourhood. */
const CELL = 4;

/**
 * Text drawn twice a hair apart is one word: a bold made by printing a word over itself, a shadow,
 * a form's value drawn both on the page and in its field. Read twice, "Load" would be "LoadLoad".
 */
export function withoutOverprints(words: Word[]): Word[] {
  const placed = new Map<string, Word[]>();
  const cell = (w: Word, dx: number, dy: number) =>
    `${Math.floor(w.x0 / CELL) + dx},${Math.floor(w.bottom / CELL) + dy},${w.text}`;
  return words.filter((w) => {
    const twin = (t: Word) =>
      Math.abs(t.bottom - w.bottom) < Math.min(CELL, (w.bottom - w.top || 1) * 0.3) &&
      // Less than half the word's width apart: the same letter set again one advance on ("ll", "..."
      // placed letter by letter) is a second letter.
      Math.abs(t.x0 - w.x0) < Math.min(CELL, (w.x1 - w.x0) / 2);
    for (const dx of [-1, 0, 1]) for (const dy of [-1, 0, 1]) if (placed.get(cell(w, dx, dy))?.some(twin)) return false;
    const key = cell(w, 0, 0);
    placed.set(key, [...(placed.get(key) ?? []), w]);
    return true;
  });
}
