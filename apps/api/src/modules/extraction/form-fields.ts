import type { PageViewport, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Word } from './layout';

/**
 * The values of a filled PDF form as positioned words. A broker's fillable template prints its
 * labels as text, but what was typed into its boxes lives in the form's fields, which pdf.js keeps
 * apart from the page's text: without them such a sheet reads as labels with nothing beside them.
 */

type Widget = {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  rect?: number[];
  textAlignment?: number | null;
  multiLine?: boolean;
  comb?: boolean;
  maxLen?: number;
  hidden?: boolean;
  password?: boolean;
  defaultAppearanceData?: { fontSize?: number };
};

/** A field's own text size, or one that fits its box when the form leaves it to the viewer (0). */
function textSize(widget: Widget, height: number, lines: number): number {
  const given = widget.defaultAppearanceData?.fontSize ?? 0;
  if (given > 0) return given;
  return Math.max(4, Math.min(12, (height * 0.8) / Math.max(1, lines)));
}

/** What a text or choice field shows; check boxes and buttons say nothing a reader looks for. */
function shownText(widget: Widget): string | null {
  if (widget.hidden || widget.password) return null;
  const value = widget.fieldValue;
  if (widget.fieldType === 'Tx' && typeof value === 'string') return value;
  if (widget.fieldType === 'Ch')
    return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : null;
  return null;
}

function widgetWords(widget: Widget, viewport: PageViewport, page: number): Word[] {
  const text = shownText(widget);
  if (!text?.trim() || widget.rect?.length !== 4) return [];
  const [ax, ay] = viewport.convertToViewportPoint(widget.rect[0] ?? 0, widget.rect[1] ?? 0);
  const [bx, by] = viewport.convertToViewportPoint(widget.rect[2] ?? 0, widget.rect[3] ?? 0);
  const [left, right, top, bottom] = [Math.min(ax, bx), Math.max(ax, bx), Math.min(ay, by), Math.max(ay, by)];
  const lines = widget.multiLine ? text.split(/\r\n|\r|\n/) : [text.replace(/\s+/g, ' ')];
  const size = textSize(widget, bottom - top, lines.length);
  const combCells = widget.comb && widget.maxLen ? widget.maxLen : 0;
  const words: Word[] = [];
  lines.forEach((line, i) => {
    const perChar = combCells ? (right - left) / combCells : size * 0.5;
    const width = line.length * perChar;
    const align = widget.textAlignment ?? 0;
    const start =
      align === 1 ? left + (right - left - width) / 2 : align === 2 ? right - 2 - width : left + (combCells ? 0 : 2);
    // One line sits in the middle of its box; a multi-line box fills from its top.
    const base = widget.multiLine ? top + 2 + size * (1.15 * i + 1) : top + (bottom - top + size) / 2;
    for (const m of line.matchAll(/\S+/g)) {
      const x0 = start + m.index * perChar;
      words.push({ text: m[0], x0, x1: x0 + m[0].length * perChar, top: base - size, bottom: base, page });
    }
  });
  return words;
}

/** The words of every filled text and choice field on the page, where the page shows them. */
export async function fieldWords(page: PDFPageProxy, viewport: PageViewport, pageIndex: number): Promise<Word[]> {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as Widget[];
  return annotations.filter((a) => a.subtype === 'Widget').flatMap((a) => widgetWords(a, viewport, pageIndex));
}
