import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Word } from './layout';

/** A US Letter page in PDF points: text amounts are compared per page of this size. */
const LETTER_AREA = 612 * 792;
/**
 * Below this many characters per Letter page the text layer is thin: what a scanner or fax adds on
 * top of a picture (a header line, a stamp, a page number). The sparsest real text pages measured
 * carry about 75 characters but paint no picture; scans with a stamp carry 20 to 100.
 */
export const THIN_TEXT_CHARS = 200;
/** A page whose pictures cover this share of its area is (mostly) a scanned image. */
export const SCAN_IMAGE_COVER = 0.25;
/** A page with fewer words has no usable text layer at all. */
const MIN_TEXT_WORDS = 8;
/** With no text, this many drawn paths suggest text turned into outlines, which only OCR can read. */
const OUTLINE_PATHS = 50;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: number[]): Matrix => [
  m[0] * (n[0] ?? 1) + m[2] * (n[1] ?? 0),
  m[1] * (n[0] ?? 1) + m[3] * (n[1] ?? 0),
  m[0] * (n[2] ?? 0) + m[2] * (n[3] ?? 1),
  m[1] * (n[2] ?? 0) + m[3] * (n[3] ?? 1),
  m[0] * (n[4] ?? 0) + m[2] * (n[5] ?? 0) + m[4],
  m[1] * (n[4] ?? 0) + m[3] * (n[5] ?? 0) + m[5],
];

export type PagePaint = { imageCover: number; paths: number };

/**
 * What a page paints besides text, from pdf.js's operator list: the share of the page under
 * pictures (each picture fills the unit square of the current transform) and the number of paths.
 */
export async function pagePaint(page: PDFPageProxy): Promise<PagePaint> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const images = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  const list = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let imageArea = 0;
  let paths = 0;
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      saved.push(ctm);
      if (Array.isArray(args?.[0])) ctm = multiply(ctm, args[0] as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = saved.pop() ?? ctm;
    else if (images.has(fn)) imageArea += Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
    else if (fn === OPS.constructPath) paths++;
  });
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const area = Math.abs((x1 - x0) * (y1 - y0)) || LETTER_AREA;
  return { imageCover: Math.min(1, imageArea / area), paths };
}

/**
 * Words any page of a rate confirmation holds some of: English's most frequent words and the
 * trade's own. On a page of 30 words or more they are at least 3 in 100 even in a table of
 * names and numbers under one row of captions; a garbled layer meets them only by chance.
 */
const COMMON_WORDS = new Set(
  (
    'the and of to for in on at by with is be will or any all no not this that are from as per if ' +
    'load rate date time carrier broker pickup pick delivery deliver ship shipper consignee ref ' +
    'reference total weight phone fax email address city state zip name number confirmation ' +
    'freight truck trailer driver appointment appt stop origin destination po bol mc dot lbs ' +
    'miles charges amount pay signature agreement terms page usd contact equipment commodity'
  ).split(' '),
);
const MIN_WORDS_TO_JUDGE = 30;
const COMMON_SHARE = 0.02;

/**
 * Whether a text layer is not what the page shows: a font without a true Unicode map makes pdf.js
 * read shifted letters or private-use symbols ("Mpbe $" for "Load #"). Mostly symbols, or many
 * words with hardly a common word among them, is such a layer; OCR reads what is drawn instead.
 */
export function unreadableText(words: Word[]): boolean {
  // Rules and dot leaders ("-----", "......") are printed marks, not words.
  const tokens = joinedTokens(words).filter((t) => !/^[!-/:-@[-`{-~]+$/.test(t));
  if (tokens.length < MIN_WORDS_TO_JUDGE) return false;
  const text = tokens.join('');
  const plain = text.match(/[A-Za-z0-9]/g)?.length ?? 0;
  if (plain < text.length / 2) return true;
  return commonCount(tokens) < tokens.length * COMMON_SHARE;
}

const commonCount = (tokens: string[]) =>
  tokens.filter((t) => COMMON_WORDS.has(t.toLowerCase().replace(/[^a-z]/g, ''))).length;

/** How many of the words are among the commonest English and trade words. */
export const commonWordCount = (words: Word[]) => commonCount(words.map((w) => w.text));

/** The layer's words, with the letters a generator placed one by one joined back into words. */
function joinedTokens(words: Word[]): string[] {
  const sorted = [...words].sort((a, b) => a.page - b.page || a.bottom - b.bottom || a.x0 - b.x0);
  let text = '';
  let last: Word | undefined;
  for (const w of sorted) {
    const height = w.bottom - w.top || 1;
    const touching = last && Math.abs(last.bottom - w.bottom) < height * 0.45 && w.x0 - last.x1 < height * 0.12;
    text += (last && !touching ? ' ' : '') + w.text;
    last = w;
  }
  return text.split(/\s+/).filter(Boolean);
}

/** Characters of the text layer per Letter-sized area of the page. */
export function textDensity(words: Word[], page: PDFPageProxy): number {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const area = Math.abs((x1 - x0) * (y1 - y0)) || LETTER_AREA;
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  return (chars * LETTER_AREA) / area;
}

/**
 * Whether a page is read by OCR: its text layer is thin for its area and the page is mostly a
 * picture (a scan with a fax header or stamp), or it has no text at all but draws text as outlines,
 * or its text layer is not text a person wrote (`unreadableText`). A rich, readable text layer is
 * always trusted; a blank page with a logo or barcode is not worth OCR.
 */
export async function needsOcr(page: PDFPageProxy, words: Word[]): Promise<boolean> {
  if (unreadableText(words)) return true;
  if (textDensity(words, page) >= THIN_TEXT_CHARS) return false;
  const paint = await pagePaint(page);
  if (paint.imageCover >= SCAN_IMAGE_COVER) return true;
  return words.length < MIN_TEXT_WORDS && paint.paths >= OUTLINE_PATHS;
}
