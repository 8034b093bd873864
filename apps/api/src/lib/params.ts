import { z } from 'zod';

/** A record id in the path: a positive 32-bit integer, else 422. */
export const idParams = z.object({
  id: z.coerce.number().int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
