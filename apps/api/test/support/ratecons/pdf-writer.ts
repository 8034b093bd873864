import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type Family = 'helvetica' | 'times' | 'courier';
/** `grey` tints the text, 0 black to 1 white; without it text is black. */
export type TextOptions = { size?: number; bold?: boolean; grey?: number };

const FONTS: Record<Family, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

/** Where and how one run of text is drawn; `y` counts up from the page's foot, as PDF does. */
export type Run = { x: number; y: number; size: number; font: PDFFont; color?: Color };

/**
 * How a program puts a run of text on the page. The plain printer draws it once; others print the
 * way report engines and design tools do (a bold drawn twice, letters spaced apart), to read the
 * same sheets printed their way (print-quirks.ts).
 */
export type Printer = (page: PDFPage, s: string, run: Run, how: { bold: boolean; heading: boolean }) => void;

const plainPrinter: Printer = (page, s, run) => page.drawText(s, run);
let printer = plainPrinter;

/** Runs `make` with every sheet it draws printed by `by`. */
export async function printedBy<T>(by: Printer, make: () => Promise<T>): Promise<T> {
  printer = by;
  try {
    return await make();
  } finally {
    printer = plainPrinter;
  }
}

const WIDTH = 612;
const HEIGHT = 792;
const BOTTOM = 756;

/**
 * A US Letter sheet drawn top-down (y grows down the page, as people read it), with a cursor `y`
 * that layouts advance and that moves to a new page when a block would not fit.
 */
export class Sheet {
  y = 40;
  private page: PDFPage;
  private pageWidth = WIDTH;
  private pageHeight = HEIGHT;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    /** The body text size; headings are drawn relative to it. */
    readonly size: number,
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  static async create(family: Family, size: number): Promise<Sheet> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const [regular, bold] = FONTS[family];
    return new Sheet(doc, await doc.embedFont(regular), await doc.embedFont(bold), size);
  }

  get width(): number {
    return this.pageWidth;
  }

  /** Turns the sheet a quarter, as a landscape print: its pages are 792 wide and 612 high. Call before drawing. */
  landscape(): void {
    this.pageWidth = HEIGHT;
    this.pageHeight = WIDTH;
    this.doc.removePage(this.doc.getPageCount() - 1);
    this.page = this.doc.addPage([this.pageWidth, this.pageHeight]);
  }

  get lead(): number {
    return Math.round(this.size * 1.35 * 10) / 10;
  }

  text(x: number, y: number, s: string, opts: TextOptions = {}): void {
    if (!s) return;
    const size = opts.size ?? this.size;
    const font = opts.bold ? this.bold : this.regular;
    const tint = opts.grey === undefined ? {} : { color: rgb(opts.grey, opts.grey, opts.grey) };
    // A heading: bold and larger than the body text, or a bold line of capitals ("SHIPPER").
    const bold = opts.bold === true;
    const heading = bold && (size > this.size || /^[A-Z][A-Z &/-]+$/.test(s));
    printer(this.page, s, { x, y: this.pageHeight - y, size, font, ...tint }, { bold, heading });
  }

  /** Text whose right edge is at x. */
  textRight(x: number, y: number, s: string, opts: TextOptions = {}): void {
    this.text(x - this.measure(s, opts), y, s, opts);
  }

  measure(s: string, opts: TextOptions = {}): number {
    return (opts.bold ? this.bold : this.regular).widthOfTextAtSize(s, opts.size ?? this.size);
  }

  /** Words broken into lines no wider than `width`. */
  wrap(s: string, width: number, opts: TextOptions = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of s.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.measure(next, opts) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Several values one under the other in a column of `width`, each wrapped; returns the height used. */
  cell(x: number, y: number, width: number, values: string[], opts: TextOptions = {}): number {
    let dy = 0;
    for (const v of values)
      for (const line of this.wrap(v, width, opts)) {
        this.text(x, y + dy, line, opts);
        dy += this.lead;
      }
    return dy;
  }

  rule(x0: number, y: number, x1: number, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: x0, y: this.pageHeight - y },
      end: { x: x1, y: this.pageHeight - y },
      thickness,
      color: rgb(0.3, 0.3, 0.3),
    });
  }

  /** A ruled box; `shaded` fills it light grey, or in the grey of a number (0 black to 1 white). */
  box(x: number, y: number, w: number, h: number, shaded: boolean | number = false): void {
    const fill = shaded === true ? 0.9 : shaded === false ? undefined : shaded;
    this.page.drawRectangle({
      x,
      y: this.pageHeight - y - h,
      width: w,
      height: h,
      borderWidth: 0.6,
      borderColor: rgb(0.3, 0.3, 0.3),
      color: fill === undefined ? undefined : rgb(fill, fill, fill),
    });
  }

  /** A straight line between two points, solid or dashed. */
  line(x0: number, y0: number, x1: number, y1: number, thickness = 0.6, dashed = false): void {
    this.page.drawLine({
      start: { x: x0, y: this.pageHeight - y0 },
      end: { x: x1, y: this.pageHeight - y1 },
      thickness,
      color: rgb(0.3, 0.3, 0.3),
      ...(dashed ? { dashArray: [3, 2] } : {}),
    });
  }

  /** Starts a new page when `height` more would run past the bottom margin. */
  need(height: number): void {
    if (this.y + height > this.pageHeight - (HEIGHT - BOTTOM)) this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([this.pageWidth, this.pageHeight]);
    this.y = 40;
  }

  /** Draws `text(page, of)` at the foot of every page, as systems print "Page 1 of 2" and when. */
  footer(text: (page: number, of: number) => string): void {
    const pages = this.doc.getPages();
    const size = Math.max(6, this.size - 2);
    pages.forEach((page, i) => {
      page.drawText(text(i + 1, pages.length), { x: 40, y: HEIGHT - 775, size, font: this.regular });
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
