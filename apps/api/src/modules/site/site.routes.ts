import { publicConfig } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { PUBLIC } from '../../plugins/route-access';

/** What the public site reads from configuration, so an address lives in one place (the environment). */
export function siteRoutes(config: Pick<Config, 'salesEmail' | 'supportEmail'>) {
  const answer = { sales_email: config.salesEmail, support_email: config.supportEmail };
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/config',
      {
        config: PUBLIC,
        schema: {
          tags: ['public site'],
          summary: 'Contact addresses of the public site',
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
