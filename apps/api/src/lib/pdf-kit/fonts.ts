import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** The three weights every document is set in. */
export type Fonts = { regular: PDFFont; semibold: PDFFont; bold: PDFFont };

/** The weights of Inter (Latin), read from the package once per process. */
let fontFiles: Promise<Buffer[]> | undefined;
const readFonts = () => {
  fontFiles ??= Promise.all(
    [400, 600, 700].map((weight) =>
      readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    ),
  );
  return fontFiles;
};

/**
 * Embeds Inter in the document, subset to the glyphs drawn: the text prints the same everywhere and
 * can be selected and searched, with its dashes, quotes and accents as written.
 */
export async function embedInter(doc: PDFDocument): Promise<Fonts> {
  // fontkit (a large library) is loaded with the first document, not with the server.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
  const [regular, semibold, bold] = (await readFonts()) as [Buffer, Buffer, Buffer];
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    semibold: await doc.embedFont(semibold, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

/** Characters the Latin subset lacks but whose meaning has a plain wording. */
const WORDED: Record<string, string> = { '→': 'to', '←': 'from' };

const charSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can draw it, on one line: an arrow becomes "to", any other character the
 * font lacks becomes '?', so no name from the database breaks a document.
 */
export function drawable(font: PDFFont, text: string): string {
  let known = charSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charSets.set(font, known);
  }
  const set = known;
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((c) => (set.has(c.codePointAt(0) ?? 0) ? c : (WORDED[c] ?? '?')))
    .join('');
}
