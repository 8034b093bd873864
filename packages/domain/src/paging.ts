import { z } from 'zod';

/** skip/limit paging used by every list (limit capped so no request reads a whole table). */
export const pagingQuery = z.object({
  skip: z.coerce.number().int().min(0, 'skip must be 0 or more').default(0),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(200, 'limit must be 200 or less').default(50),
});
export type PagingQuery = z.infer<typeof pagingQuery>;
