import type { Word } from './layout';
import type { OcrWord } from './ocr';
import { kindOfCell } from './stop-vocabulary';

const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '6': 'G', '2': 'Z' };
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  J: '1',
  ']': '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
};

/**
 * A state code and ZIP ("IA 51238") read with letters and digits swapped by shape ("1A 51238",
 * "IA 5l238"): a two-character code before a five-digit ZIP is letters, and the ZIP is digits.
 * The readers find a stop by its place, so one swapped character loses the whole stop.
 */
function fixStateZip(words: OcrWord[]) {
  for (let i = 0; i + 1 < words.length; i++) {
    const [code, zip] = [words[i] as OcrWord, words[i + 1] as OcrWord];
    const place = /^([A-Z0-9]{2})(,?)$/u.exec(code.text.trim());
    const digits = /^([0-9OoDIlJSBZ|\]]{5})((?:-\d{4})?[.,]?)$/u.exec(zip.text.trim());
    // A code with a letter and a ZIP mostly of digits; "12 34567" or "AB CDEFG" are something else.
    if (!place?.[1] || !digits?.[1] || !/[A-Z]/u.test(place[1]) || digits[1].replace(/\D/gu, '').length < 3) continue;
    code.text = [...place[1]].map((c) => AS_LETTER[c] ?? c).join('') + (place[2] ?? '');
    zip.text = [...digits[1]].map((c) => AS_DIGIT[c] ?? c).join('') + (digits[2] ?? '');
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The one month a three-letter word is a single misread letter away from ("Scp" for "Sep"), if any. */
function nearMonth(word: string): string | null {
  const lower = word.toLowerCase();
  if (WEEKDAYS.includes(lower) || MONTHS.some((m) => m.toLowerCase() === lower)) return null;
  const near = MONTHS.filter((m) => [...m.toLowerCase()].filter((c, i) => c !== lower[i]).length === 1);
  if (near.length !== 1 || !near[0]) return null;
  return word === word.toUpperCase() ? near[0].toUpperCase() : near[0];
}

/**
 * A written date the recogniser got a letter or a comma wrong in: "Scp 18, 2026" or "Sep 18.2026".
 * Only a month followed by a day and a year is mended, so "Apt 12" in an address stays as it is.
 */
function mendDates(words: OcrWord[]) {
  for (let i = 0; i + 1 < words.length; i++) {
    const [month, day] = [words[i] as OcrWord, words[i + 1] as OcrWord];
    const name = /^([A-Za-z]{3})([.,]?)$/u.exec(month.text.trim());
    const joined = /^(\d{1,2})[.,](\d{4})([.,]?)$/u.exec(day.text.trim());
    const year =
      /^\d{1,2}(?:st|nd|rd|th)?,?$/u.test(day.text.trim()) && /^\d{4}\b/u.test(words[i + 2]?.text.trim() ?? '');
    if (!name?.[1] || !(joined || year)) continue;
    const known = MONTHS.some((m) => m.toLowerCase() === name[1]?.toLowerCase());
    const mended = known ? null : nearMonth(name[1]);
    if (mended) month.text = mended + (name[2] ?? '');
    if (joined && (known || mended)) day.text = `${joined[1]}, ${joined[2]}${joined[3] ?? ''}`;
  }
}

/**
 * A label's colon read as a semicolon ("Load #;", "Description;"): on a short line a word ending in
 * ";" before another word is a label. Long lines are sentences, where a semicolon is one.
 */
function mendColons(words: OcrWord[]) {
  if (words.length > 8) return;
  for (const w of words.slice(0, -1))
    if (/^(?:[A-Z][\w.#)/-]*|#|No\.?);$/u.test(w.text.trim())) w.text = w.text.trim().replace(/;$/u, ':');
}

/**
 * A stop's code at the start of its line read with a letter for its number or a figure for its
 * letter ("PUl", "PUI" for "PU1", "S02" for "SO2"): mended only when the letters are a stop kind's
 * code and the word as read is not one already ("DEL" stays).
 */
function mendStopCode(words: OcrWord[]) {
  const first = words[0];
  const text = first?.text.trim() ?? '';
  if (!first || words.length < 3 || !/^[A-Z][A-Z0-9|!l]{1,3}$/u.test(text) || kindOfCell(text)) return;
  for (let k = text.length - 1; k >= 1; k--) {
    const letters = text.slice(0, k).replace(/0/gu, 'O');
    const number = text
      .slice(k)
      .replace(/[lIL|!]/gu, '1')
      .replace(/O/gu, '0');
    if (
      /^[A-Z]+$/u.test(letters) &&
      /^\d{1,2}$/u.test(number) &&
      kindOfCell(letters) &&
      kindOfCell(`${letters}${number}`)
    ) {
      first.text = `${letters}${number}`;
      return;
    }
  }
}

/**
 * An amount whose thousands comma was read as a point ("$3.250.00", "1.250.500.00"): two points or
 * more, groups of three between them and cents after the last, is the amount with its commas. Read
 * as it stands, it was 3.25.
 */
function mendAmounts(words: OcrWord[]) {
  for (const w of words) {
    const m = /^(\(?\$?)(\d{1,3}(?:\.\d{3})+)\.(\d{2})(\)?[.,;]?)$/u.exec(w.text.trim());
    if (m) w.text = `${m[1]}${m[2]?.replace(/\./gu, ',')}.${m[3]}${m[4]}`;
  }
}

/** Misreadings the recogniser makes in one line's words that cost a whole field or stop, mended in place. */
export function mendLine(words: OcrWord[]) {
  fixStateZip(words);
  mendStopCode(words);
  mendDates(words);
  mendColons(words);
  mendAmounts(words);
}

/** The endings of addresses on business mail. */
const TLD = 'com|net|org|us|biz|co|io|info';
const ENDED = new RegExp(`\\.(?:${TLD})$`, 'iu');

/**
 * An e-mail address the recogniser split in two, joined: at a dot ("jane." "doe@acme.com"), before
 * its "@" ("jane.doe" "@acme.com") or before its ending ("doe@acme" ".com", "doe@acme." "com"),
 * with no more than a space between the halves. Null when `a` and `b` are not such halves.
 */
export function emailParts(a: Word, b: Word): string | null {
  if (b.x0 - a.x1 >= 0.6 * (b.bottom - b.top)) return null;
  const name = /^[\w+-][\w.+-]*$/u.test(a.text) && !/^e-?mail$/iu.test(a.text);
  if (name && a.text.endsWith('.') && /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+[.,;]?$/u.test(b.text)) return a.text + b.text;
  if (name && /^@[\w-]+(?:\.[\w-]+)+[.,;]?$/u.test(b.text)) return a.text + b.text;
  const host = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.?$/u.test(a.text) && !ENDED.test(a.text);
  if (!host || !new RegExp(`^\\.?(?:${TLD})[.,;]?$`, 'iu').test(b.text)) return null;
  return a.text.endsWith('.') || b.text.startsWith('.') ? a.text + b.text : `${a.text}.${b.text}`;
}

/** Letters of an address the recogniser reads as look-alikes: "¢" for "c", an ending "cam" or "corn" for "com". */
export function mendEmail(text: string): string {
  if (!/^[\w.+¢-]+@[\w¢-]+(?:\.[\w¢-]+)+[.,;]?$/u.test(text)) return text;
  return text.replace(/¢/gu, 'c').replace(/\.c(?:am|orn|0m|om)([.,;]?)$/iu, '.com$1');
}
