import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** The text with its `%`, `_` and `\` escaped, so that LIKE and ILIKE take them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, the text taken literally; undefined for no text. */
export function containsPattern(search: string | undefined): string | undefined {
  return search ? `%${escapeLike(search)}%` : undefined;
}

/** Rows where any of these columns contains the search text, whatever its case; no condition without one. */
export function searchIn(search: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  const like = containsPattern(search);
  return like ? or(...columns.map((column) => ilike(column, like))) : undefined;
}
