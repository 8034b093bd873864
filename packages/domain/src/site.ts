import { z } from 'zod';

/** GET /api/public/config: the public site's contact addresses, from the server's configuration. */
export const publicConfig = z.object({
  sales_email: z.string(),
  support_email: z.string(),
  /** The maps' MapLibre style (MAP_STYLE_URL); null: the offline base map the web app ships. */
  map_style_url: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
