import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { embedInter, type Face, type Fonts } from './fonts';
import { fit, wrap } from './text';

/** US Letter, portrait, in points. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = 48;
export const RIGHT = PAGE.width - MARGIN;
/** Content stays above the footer line. */
export const FOOTER_TOP = MARGIN + 34;

export const INK = rgb(0.11, 0.13, 0.17);
export const MUTED = rgb(0.4, 0.44, 0.5);
export const RULE = rgb(0.85, 0.87, 0.9);
export const ACCENT = rgb(0.09, 0.3, 0.62);
export const BAND = rgb(0.95, 0.96, 0.98);
export const WHITE = rgb(1, 1, 1);

type Color = typeof INK;
export type TextStyle = { font?: Face; size?: number; color?: Color };

/** A new PDF with its document properties, set in embedded Inter; `text` is everything it will print. */
export async function newDocument(meta: { title: string; author: string; subject?: string; text: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  return { doc, fonts: await embedInter(doc, meta.text) };
}

/**
 * The pages of a document being written from the top down: `y` is where the next line goes, and
 * `room` starts a new page (with the document's running head) when what comes next would not fit.
 */
export class Sheet {
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly f: Fonts,
    /** Draws the head of a continuation page from `y` and moves `y` below it. */
    private readonly runningHead: (s: Sheet) => void = () => {},
  ) {
    this.addPage();
  }

  private addPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: ACCENT });
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a continuation page unless `needed` points fit above the footer; `after` redraws a table's head. */
  room(needed: number, after?: () => void) {
    if (this.y - needed >= FOOTER_TOP) return;
    this.addPage();
    this.runningHead(this);
    after?.();
  }

  /** Text from x, each run of characters in the subset of Inter that has them. */
  text(value: string, x: number, y: number, o: TextStyle = {}) {
    const size = o.size ?? 9.5;
    let at = x;
    for (const run of (o.font ?? this.f.regular).runs(value)) {
      this.page.drawText(run.text, { x: at, y, font: run.font, size, color: o.color ?? INK });
      at += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Text whose right edge is at x. */
  right(value: string, x: number, y: number, o: TextStyle = {}) {
    this.text(value, x - (o.font ?? this.f.regular).width(value, o.size ?? 9.5), y, o);
  }

  /** One line cut to `width` with an ellipsis. */
  line(value: string, x: number, y: number, width: number, o: TextStyle = {}) {
    const face = o.font ?? this.f.regular;
    const size = o.size ?? 9.5;
    this.text(
      fit((t) => face.width(t, size), face.drawable(value), width),
      x,
      y,
      o,
    );
  }

  /** The lines `value` wraps to within `width`. */
  lines(value: string, width: number, o: TextStyle = {}) {
    const face = o.font ?? this.f.regular;
    const size = o.size ?? 9.5;
    return wrap((t) => face.width(t, size), face.drawable(value), width);
  }

  /** Wrapped lines from y down; answers the y below the last line. */
  block(value: string, x: number, y: number, width: number, o: TextStyle & { leading?: number } = {}) {
    const size = o.size ?? 9.5;
    const leading = o.leading ?? size * 1.45;
    let at = y;
    for (const line of this.lines(value, width, o)) {
      this.text(line, x, at, { ...o, size });
      at -= leading;
    }
    return at;
  }

  /** A small upper-case caption over a field or a column. */
  label(value: string, x: number, y: number, align: 'left' | 'right' = 'left') {
    const o = { font: this.f.semibold, size: 7.5, color: MUTED };
    if (align === 'right') this.right(value.toUpperCase(), x, y, o);
    else this.text(value.toUpperCase(), x, y, o);
  }

  rule(y: number, from = MARGIN, to = RIGHT, color = RULE, thickness = 0.75) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  /** A section's title in the accent colour over a rule. */
  heading(title: string) {
    this.room(48);
    this.y -= 8;
    this.text(title, MARGIN, this.y, { font: this.f.bold, size: 11, color: ACCENT });
    this.y -= 7;
    this.rule(this.y, MARGIN, RIGHT, RULE, 1);
    this.y -= 16;
  }

  /**
   * The footer of every page drawn so far (call it last; pages added after, such as attached
   * documents, keep their own): a note on the left, the document and page number on the right.
   */
  footers(note: string, document: string) {
    const pages = this.doc.getPages();
    for (const [i, p] of pages.entries()) {
      this.page = p;
      this.rule(MARGIN + 14);
      this.text(note, MARGIN, MARGIN, { size: 8.5, color: MUTED });
      const pageNote = pages.length > 1 ? ` · Page ${i + 1} of ${pages.length}` : '';
      this.right(`${document}${pageNote}`, RIGHT, MARGIN, { size: 8.5, color: MUTED });
    }
  }
}
