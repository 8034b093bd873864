import type { PagingQuery } from '@tms/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** One page of a list: how many rows to pass over and how many to read. */
export type Page = PagingQuery;

/** Limits an ordered select to one page; every list repo ends its query with it. */
export function inPage<Q extends PgSelect>(query: Q, page: Page) {
  return query.offset(page.skip).limit(page.limit);
}
