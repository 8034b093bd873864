import { buildTextDoc, type TextDoc, type Word } from '../../src/modules/extraction/layout';

/**
 * Pages written as positioned words, for reader tests that need a layout but no PDF: each row is a
 * top coordinate and cells `[x, text]`; words are 10 units tall and 5 units a character wide, one
 * character apart, so a cell's words form one segment and cells set apart form several.
 */
export type Row = [top: number, ...cells: [x: number, text: string][]];

const CHAR = 5;
const HEIGHT = 10;

function rowWords(page: number, [top, ...cells]: Row): Word[] {
  const words: Word[] = [];
  for (const [x, text] of cells) {
    let at = x;
    for (const w of text.split(' ').filter(Boolean)) {
      words.push({ text: w, x0: at, x1: at + w.length * CHAR, top, bottom: top + HEIGHT, page });
      at += (w.length + 1) * CHAR;
    }
  }
  return words;
}

export function wordDoc(...pages: Row[][]): TextDoc {
  return buildTextDoc(pages.map((rows, page) => rows.flatMap((r) => rowWords(page, r))));
}

/** A paragraph of terms: long lines of running text across the page. */
export function prose(top: number, sentences: string[]): Row[] {
  return sentences.map((s, i) => [top + i * 12, [40, s]] as Row);
}

/** Lines of fixed-width type: every character keeps its place, so runs of spaces keep columns apart. */
export function fixedLines(top: number, lines: string[], x = 40): Row[] {
  return lines.map((line, i) => {
    const cells = [...line.matchAll(/\S+/g)].map((m): [number, string] => [x + m.index * CHAR, m[0]]);
    return [top + i * 12, ...cells] as Row;
  });
}

/**
 * Words of `text` from `x` on, in type `size` units tall and half as wide a character as tall, half
 * a character apart: a cell of a page whose rows are set in more than one size.
 */
export function sizedWords(x: number, top: number, text: string, size: number, page = 0): Word[] {
  const words: Word[] = [];
  let at = x;
  for (const w of text.split(' ').filter(Boolean)) {
    words.push({ text: w, x0: at, x1: at + w.length * size * 0.5, top, bottom: top + size, page });
    at += (w.length + 0.5) * size * 0.5;
  }
  return words;
}

/** A broker's letterhead over the first 60 points of a sheet: name, street, city and telephone. */
export const LETTERHEAD: Row[] = [
  [20, [40, 'Harborline Freight LLC'], [420, 'Carrier Sheet']],
  [34, [40, '90 Bay St']],
  [46, [40, 'Mobile, AL 36603']],
  [58, [40, 'Tel: (251) 555-0142']],
];
