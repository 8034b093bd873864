import { z } from 'zod';

/**
 * The one paging contract. Lists take `skip` and `limit` (a limit is always capped, so no request
 * reads a whole table) and answer `{ <items key>: [...], total }`, the key named by the spec.
 * Load statuses page by page number because spec 2 says so; `pageNumberQuery` turns that into
 * the same skip and limit.
 */
export function pagingQueryWith(limits: { max: number; default: number }) {
  return z.object({
    skip: z.coerce.number().int().min(0, 'skip must be 0 or more').default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(limits.max, `limit must be ${limits.max} or less`)
      .default(limits.default),
  });
}

/** skip/limit paging used by every list: at most 200, 50 by default. */
export const pagingQuery = pagingQueryWith({ max: 200, default: 50 });
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Page-number paging (1-based), for the lists whose spec asks for it. */
export const pageNumberQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(200, 'limit must be 200 or less').default(50),
});

/** The skip and limit of a page number. */
export const skipOfPage = (q: { page: number; limit: number }): PagingQuery => ({
  skip: (q.page - 1) * q.limit,
  limit: q.limit,
});

/** A paged answer: the items under the spec's key, and how many there are in all. */
export function pagedList<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), total: z.number().int() } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
  });
}
