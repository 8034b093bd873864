import { type Column, sql } from 'drizzle-orm';

/** A person's full name from their first and last name columns (a driver's, a user's). */
export function fullName(first: Column, last: Column) {
  return sql<string>`${first} || ' ' || ${last}`;
}

/** The same for a person read through a left join: null when there is none or the name is blank. */
export function fullNameOrNull(first: Column, last: Column) {
  return sql<string | null>`nullif(trim(${fullName(first, last)}), '')`;
}
