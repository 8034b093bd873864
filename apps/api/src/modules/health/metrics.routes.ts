import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../plugins/route-access';
import type { Metrics } from './metrics.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the header carries the token; compared in constant time, on digests so lengths tell nothing. */
function carriesToken(header: string | undefined, token: string) {
  const given = header?.match(/^Bearer (.+)$/i)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Counts every answer, matched or not, by its route pattern; serves them at GET /metrics in
 * Prometheus' text format, behind `token` when one is set. Registered on the root app so its hook
 * sees every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  // Public to the route guards: the scraper has no user, it brings METRICS_TOKEN when one is set.
  app.get(
    '/metrics',
    { config: PUBLIC, schema: { tags: ['health'], summary: 'Metrics in Prometheus text format' } },
    async (request, reply) => {
      if (token && !carriesToken(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Metrics need their bearer token' });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.render());
    },
  );
}
