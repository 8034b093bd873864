import { mapSegments, type Segment, type TextDoc } from './layout';

/**
 * Sheets printed south of the border or overseas write days first ("15/06/2026"). A numeric day is
 * read month first unless the document shows its order: a whole date whose first figure cannot be a
 * month (13 and up) while none has a second figure that cannot be, or a note of the form ("dd/mm/yyyy",
 * "DD/MM/AAAA", "jj/mm/aaaa"). Then every numeric day of the document is read the same way, the
 * ambiguous "03/04/2026" too, and printed as ISO so every reader after this takes it as meant.
 */

const NUMERIC = /\b(\d{1,2})([/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?\b(?![/.]\d)/g;
// The order spelt out: day, month and year in English, Spanish, French or Portuguese initials.
const ORDER_NOTE = /\b(?:dd|jj)\s*[/.-]\s*mm\s*[/.-]\s*(?:yyyy|yy|aaaa|aa)\b/i;

const valid = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;

/** Whether the document writes its numeric days day first. */
export function writesDayFirst(doc: TextDoc): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  let noted = false;
  for (const line of doc.lines) {
    if (ORDER_NOTE.test(line.text)) noted = true;
    for (const m of line.text.matchAll(NUMERIC)) {
      // Only whole dates count: a pair without its year is too often something else ("24/7", "30/60").
      if (!m[4]) continue;
      const [a, b] = [Number(m[1]), Number(m[3])];
      if (a > 12 && valid(b, a)) dayFirst++;
      if (b > 12 && valid(a, b)) monthFirst++;
    }
  }
  return monthFirst === 0 && (dayFirst > 0 || noted);
}

const two = (n: number) => String(n).padStart(2, '0');

/** "15/06/2026" as "2026-06-15"; "15/06" (no year) as "06/15", the order the readers expect. */
export function dayFirstToIso(text: string): string {
  return text.replace(NUMERIC, (whole, d: string, sep: string, m: string, y: string | undefined) => {
    const [day, month] = [Number(d), Number(m)];
    if (!valid(month, day) || (!y && sep !== '/')) return whole;
    if (!y) return `${two(month)}/${two(day)}`;
    const year = y.length === 2 ? `20${y}` : y;
    return `${year}-${two(month)}-${two(day)}`;
  });
}

function rewritten(seg: Segment): Segment {
  const text = dayFirstToIso(seg.text);
  if (text === seg.text) return seg;
  return { ...seg, text, words: seg.words.map((w) => ({ ...w, text: dayFirstToIso(w.text) })) };
}

/** The document with its days read in the order it writes them. */
export function withDayFirstDates(doc: TextDoc): TextDoc {
  return writesDayFirst(doc) ? mapSegments(doc, rewritten) : doc;
}
