import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * The subsets of Inter a document may need, in the order a character is looked for: Latin first,
 * then the accented Latin of Central Europe and Turkey, Vietnamese, Cyrillic and Greek, so a
 * driver's or a customer's name prints as written.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'] as const;
const WEIGHTS = { regular: 400, semibold: 600, bold: 700 } as const;
type Weight = keyof typeof WEIGHTS;

type Subset = { files: Record<Weight, Buffer>; chars: Set<number> };

/** Characters the font lacks but whose meaning has a plain wording. */
const WORDED: Record<string, string> = { '→': 'to', '←': 'from' };

/** One weight of Inter in a document: its embedded subsets, each with the characters it draws. */
export class Face {
  constructor(private readonly parts: { font: PDFFont; chars: Set<number> }[]) {}

  /**
   * The text as the face can draw it, on one line: an arrow becomes "to", any other character no
   * subset has becomes '?', so no text from the database breaks a document.
   */
  drawable(text: string): string {
    return [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((c) => {
        const code = c.codePointAt(0) ?? 0;
        return this.parts.some((p) => p.chars.has(code)) ? c : (WORDED[c] ?? '?');
      })
      .join('');
  }

  /** Drawable text in runs of one font each. */
  runs(text: string): { font: PDFFont; text: string }[] {
    const out: { font: PDFFont; text: string }[] = [];
    for (const c of this.drawable(text)) {
      const code = c.codePointAt(0) ?? 0;
      const font = (this.parts.find((p) => p.chars.has(code)) ?? this.parts[0])?.font as PDFFont;
      const last = out.at(-1);
      if (last?.font === font) last.text += c;
      else out.push({ font, text: c });
    }
    return out;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
  }
}

/** The three weights every document is set in. */
export type Fonts = Record<Weight, Face>;

/** Inter's files and character sets, read from the package once per process. */
let subsets: Promise<Subset[]> | undefined;
const readSubsets = () => {
  subsets ??= (async () => {
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    return Promise.all(
      SUBSETS.map(async (name) => {
        const read = (weight: number) =>
          readFile(require.resolve(`@fontsource/inter/files/inter-${name}-${weight}-normal.woff`));
        const [regular, semibold, bold] = await Promise.all([read(400), read(600), read(700)]);
        return { files: { regular, semibold, bold }, chars: new Set(fontkit.create(regular).characterSet) };
      }),
    );
  })();
  return subsets;
};

/**
 * Embeds Inter in the document, subset to the glyphs drawn, with the Latin subset always and the
 * others only when `text` (everything the document will print) has a character of theirs. The
 * text prints the same everywhere and can be selected and searched.
 */
export async function embedInter(doc: PDFDocument, text: string): Promise<Fonts> {
  // fontkit (a large library) is loaded with the first document, not with the server.
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
  const all = await readSubsets();
  const codes = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))];
  const latin = all[0] as Subset;
  const missing = codes.filter((c) => !latin.chars.has(c));
  const used = [latin, ...all.slice(1).filter((s) => missing.some((c) => s.chars.has(c)))];
  const face = async (weight: Weight) =>
    new Face(
      await Promise.all(
        used.map(async (s) => ({ font: await doc.embedFont(s.files[weight], { subset: true }), chars: s.chars })),
      ),
    );
  return { regular: await face('regular'), semibold: await face('semibold'), bold: await face('bold') };
}
