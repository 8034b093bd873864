import { z } from 'zod';

/** GET /api/public/config: the public site's contact addresses, from the server's configuration. */
export const publicConfig = z.object({
  sales_email: z.string(),
  support_email: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
