import { publicConfig } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { PUBLIC } from '../../plugins/route-access';

/**
 * What the web reads from configuration before or without signing in, so an address or the maps'
 * style lives in one place (the environment).
 */
export function siteRoutes(config: Pick<Config, 'salesEmail' | 'supportEmail' | 'mapStyleUrl'>) {
  const answer = {
    sales_email: config.salesEmail,
    support_email: config.supportEmail,
    map_style_url: config.mapStyleUrl,
  };
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/config',
      {
        config: PUBLIC,
        schema: {
          tags: ['public site'],
          summary: "Contact addresses of the public site and the maps' style",
          response: { 200: publicConfig },
        },
      },
      // Browsers and proxies may keep it a few minutes; a changed address shows after that.
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return answer;
      },
    );
  };
}
