import { z } from 'zod';

/** The e-mail pattern the forms use: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MARKUP = /<[^>]*>|<|>|javascript:|\bon\w+\s*=|&#/i;
const SQL_META = /;|--|\/\*|\*\//;

/** True when a text holds markup, script or inline-handler patterns. */
export function hasMarkup(value: string): boolean {
  return MARKUP.test(value);
}

/** True when a text holds statement separators or comment markers that never belong in names or addresses. */
export function hasSqlMeta(value: string): boolean {
  return SQL_META.test(value);
}

/**
 * A trimmed free-text field that refuses markup and SQL metacharacters with
 * "<label> contains invalid characters".
 */
export function plainText(label: string, max: number, tooLong = `${label} is too long`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasMarkup(v) && !hasSqlMeta(v), `${label} contains invalid characters`);
}

/** Optional plain text where empty strings and null become null. */
export function optionalPlainText(label: string, max: number, tooLong?: string) {
  return z
    .union([plainText(label, max, tooLong), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
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
