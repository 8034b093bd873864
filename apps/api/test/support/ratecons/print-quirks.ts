import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type Printer, printedBy } from './pdf-writer';

/**
 * Ways programs put text on a page that the sheet writer's plain print never does: a bold made by
 * printing the word twice a hair apart, a shadow under every line, letter-spaced captions, a
 * watermark, a stamp or a note up the margin drawn over the page, the page drawn sideways or turned
 * by its viewer setting. A quirk is either a printer the sheet is drawn with or a change to the
 * finished PDF; either way the sheet reads as its plain print does.
 */

/** Bold runs printed twice, the second 0.35 pt to the right, as engines without a bold face do. */
export const boldTwice: Printer = (page, s, run, { bold }) => {
  page.drawText(s, run);
  if (bold) page.drawText(s, { ...run, x: run.x + 0.35 });
};

/** Every run printed twice, 0.3 pt right and 0.15 pt down: a shadow. */
export const shadowed: Printer = (page, s, run) => {
  page.drawText(s, run);
  page.drawText(s, { ...run, x: run.x + 0.3, y: run.y - 0.15 });
};

/**
 * Headings set letter-spaced with typed spaces, as designed templates do ("S H I P P E R"), in a
 * face small enough to keep the heading's width: a template sizes its box to the spaced heading, so
 * it runs into nothing beside it.
 */
export const letterSpaced: Printer = (page, s, run, { heading }) => {
  if (!heading) return page.drawText(s, run);
  const spaced = s
    .split(' ')
    .map((w) => [...w].join(' '))
    .join('   ');
  const size = (run.size * run.font.widthOfTextAtSize(s, run.size)) / run.font.widthOfTextAtSize(spaced, run.size);
  page.drawText(spaced, { ...run, size });
};

type Mark = (page: PDFPage, font: PDFFont) => void;

/** Draws `mark` on every page of the finished PDF. */
const markedWith =
  (mark: Mark) =>
  async (pdf: Uint8Array): Promise<Uint8Array> => {
    const doc = await PDFDocument.load(pdf);
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    for (const page of doc.getPages()) mark(page, font);
    return doc.save();
  };

export const watermarked = markedWith((page, font) =>
  page.drawText('COPY', {
    x: page.getWidth() / 2 - 150,
    y: page.getHeight() / 2 - 100,
    size: 120,
    font,
    rotate: degrees(45),
    color: rgb(0.85, 0.85, 0.85),
  }),
);

export const stamped = markedWith((page, font) =>
  page.drawText('ACCEPTED 06/12/2026', { x: page.getWidth() - 260, y: 420, size: 22, font, rotate: degrees(-15) }),
);

export const noteUpTheMargin = markedWith((page, font) =>
  page.drawText('Printed 06/12/2026 10:42 AM  Doc 558120', { x: 16, y: 300, size: 8, font, rotate: degrees(90) }),
);

/** Each page drawn on a landscape sheet turned a quarter, as some printers save a portrait page. */
export async function drawnSideways(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const out = await PDFDocument.create();
  for (let i = 0; i < source.getPageCount(); i++) {
    const [embedded] = await out.embedPdf(source, [i]);
    const { width, height } = source.getPage(i).getSize();
    if (embedded) out.addPage([height, width]).drawPage(embedded, { x: height, y: 0, rotate: degrees(90) });
  }
  return out.save();
}

/** Every page turned a quarter by its /Rotate setting, the drawing left as it was. */
export async function turnedByViewer(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  for (const page of doc.getPages()) page.setRotation(degrees(90));
  return doc.save();
}

/** A sheet made by `make` and printed with a quirk; its label is the plain sheet's. */
export type PrintQuirk = {
  name: string;
  print: <T extends { pdf: Uint8Array }>(make: () => Promise<T>) => Promise<T>;
};

const byPrinter = (name: string, printer: Printer): PrintQuirk => ({ name, print: (make) => printedBy(printer, make) });
const byChange = (name: string, change: (pdf: Uint8Array) => Promise<Uint8Array>): PrintQuirk => ({
  name,
  print: async (make) => {
    const sheet = await make();
    return { ...sheet, pdf: await change(sheet.pdf) };
  },
});

export const LETTER_SPACED = byPrinter('headings letter-spaced ("S H I P P E R")', letterSpaced);

export const PRINT_QUIRKS: readonly PrintQuirk[] = [
  byPrinter('bold made by printing the bold text twice, 0.35 pt apart', boldTwice),
  byPrinter('every line printed twice, 0.3 pt apart (a shadow)', shadowed),
  byChange('"COPY" across the page at 45°', watermarked),
  byChange('an "ACCEPTED" stamp at -15°', stamped),
  byChange('a printed-by note up the left margin', noteUpTheMargin),
  byChange('the whole page drawn sideways on a landscape sheet', drawnSideways),
  byChange('the page turned by its viewer setting (/Rotate 90)', turnedByViewer),
  LETTER_SPACED,
];
