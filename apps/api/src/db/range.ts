import { and, type Column, gte, lte, type SQL } from 'drizzle-orm';

/** A column's value within inclusive bounds (days, amounts); a bound not given does not narrow. */
export function inRange(
  column: Column,
  from: string | null | undefined,
  to: string | null | undefined,
): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}
