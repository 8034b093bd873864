import { z } from 'zod';

/**
 * The one text module: every text field of every form and body is built here (decision 0004).
 *
 * - Identifiers (names of people, companies and catalogue entries, codes, numbers, addresses,
 *   e-mails, phones) are strict: no markup, statement separators, comment markers or control
 *   characters, because they are matched, searched and printed as they are.
 * - Free text (notes, descriptions, instructions) takes anything printable a carrier writes, like
 *   "Temp > 34F; call ahead" or "Dock 3 -- ask for Bob". Control characters are refused (multi-line
 *   fields keep newlines and tabs). Such text is encoded where it is shown instead: React escapes
 *   it, e-mails go through `escapeHtml`, CSV exports through `csvCell`.
 */

/**
 * The e-mail pattern of every form and body (zod's own): letters, digits and `_'+-.` before the
 * @, a real domain after it. Quotes, angle brackets, slashes and spaces never pass, so an address
 * like `"><svg/onload=alert(1)>@x.io` is refused, not stored.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Phone and fax numbers everywhere: digits, spaces, parentheses, hyphens, dots, an optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9\s().-]*$/;

const MARKUP = /<[^>]*>|<|>|javascript:|\bon\w+\s*=|&#/i;
const SQL_META = /;|--|\/\*|\*\//;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, less tab, line feed and carriage return.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when a text holds markup, script or inline-handler patterns. */
export function hasMarkup(value: string): boolean {
  return MARKUP.test(value);
}

/** True when a text holds statement separators or comment markers that never belong in an identifier. */
export function hasSqlMeta(value: string): boolean {
  return SQL_META.test(value);
}

/** Whether a text is fit for an identifier: no markup, statement or comment markers, or control characters. */
export function isCleanIdentifier(value: string): boolean {
  return !hasMarkup(value) && !hasSqlMeta(value) && !CONTROL.test(value);
}

type Messages = { tooLong?: string; invalid?: string };

/**
 * A trimmed identifier (a name, a code, an address line) that refuses markup, statement
 * separators, comment markers and control characters with "<label> contains invalid characters".
 * Apostrophes and single hyphens stay allowed (O'Neil, Mary-Jo).
 */
export function identifierText(label: string, max: number, m: Messages = {}) {
  return z
    .string()
    .trim()
    .max(max, m.tooLong ?? `${label} is too long`)
    .refine(isCleanIdentifier, m.invalid ?? `${label} contains invalid characters`);
}

/** A required identifier: "<label> is required" when empty. */
export function requiredIdentifier(label: string, max: number, m: Messages & { required?: string } = {}) {
  const required = m.required ?? `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, m.tooLong ?? `${label} is too long`)
    .refine(isCleanIdentifier, m.invalid ?? `${label} contains invalid characters`);
}

/**
 * Free text: any printable text up to `max`, trimmed. Control characters are refused with
 * "<label> contains invalid characters"; a multi-line field keeps its newlines and tabs.
 */
export function freeText(label: string, max: number, m: Messages & { multiline?: boolean } = {}) {
  const control = m.multiline ? CONTROL_BUT_LINES : CONTROL;
  return z
    .string()
    .trim()
    .max(max, m.tooLong ?? `${label} is too long`)
    .refine((v) => !control.test(v), m.invalid ?? `${label} contains invalid characters`);
}

/**
 * A field that may be empty: '' and null become null. The result is neither optional nor
 * defaulted, so an update that leaves the field out keeps the stored value; wrap it with
 * `.optional()` or `.default(null)` where that is wanted.
 */
export function orNull<T extends z.ZodType<string, string>>(field: T) {
  return z.union([field, z.null()]).transform((v) => (v ? v : null));
}

/** Optional everywhere: left out, '' and null all become null (bodies whose empty fields are omitted). */
export function optionalOrNull<T extends z.ZodType<string, string>>(field: T) {
  return z
    .union([field, z.null()])
    .optional()
    .transform((v) => (v ? v : null));
}

/** A search box's text: trimmed, at most `max`, no control characters (they never match anything). */
export function searchText(max = 100, tooLong = `Search must be ${max} characters or less`) {
  return freeText('Search', max, { tooLong });
}

/** True when a text holds control characters (NUL included); tab, line feed and carriage return aside when `lines`. */
export function hasControlCharacters(value: string, lines = false): boolean {
  return (lines ? CONTROL_BUT_LINES : CONTROL).test(value);
}

/**
 * What a file name never keeps: C0 and C1 control characters, and the marks that reorder text
 * (left-to-right and right-to-left marks, embeddings, overrides and isolates), with which
 * "invoice\u202Efdp.exe" shows as "invoiceexe.pdf".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const FILENAME_HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as stored and shown, wherever one is taken (uploads, fuel files, rate
 * confirmations, merged PDFs): control and bidirectional characters and path separators removed,
 * trimmed, never empty.
 */
export function cleanFilename(name: string, fallback = 'file'): string {
  const cleaned = name.replace(FILENAME_HIDDEN, '').replace(/[/\\]/g, '').trim();
  return cleaned || fallback;
}

/** A phone or fax number, at most 30 characters of `PHONE_PATTERN`. */
export function phoneText(invalid = 'Invalid phone format') {
  return z.string().trim().max(30, invalid).regex(PHONE_PATTERN, invalid);
}

/** A ZIP or postal code: at most 10 letters, digits, spaces and hyphens. */
export function zipCodeText(invalid = 'Invalid ZIP code') {
  return z
    .string()
    .trim()
    .max(10, invalid)
    .regex(/^[0-9A-Za-z -]*$/, invalid);
}

/** A two-letter upper-case country code such as `US`. */
export function countryCode(invalid = 'Country must be a two-letter code') {
  return z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, invalid);
}

/** Lower-cased, trimmed e-mail address. */
export function emailField(required = 'Email is required', invalid = 'Invalid email address') {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, 'Email address is too long')
    .regex(EMAIL_PATTERN, invalid)
    .transform((v) => v.toLowerCase());
}

// ---- encoding on output ----

/** Text made safe inside HTML (e-mails): the five characters that could open markup are escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A negative amount as the API writes money ("-300.00"): a number to a spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * One CSV cell. A value a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so "=HYPERLINK(...)" in a note stays text; a plain
 * negative amount stays a number for payroll. Cells with commas, quotes or line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells. */
export const csvRow = (cells: readonly (string | number | null | undefined)[]) => cells.map(csvCell).join(',');
