import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/route-access';
import type { createReadiness } from './readiness';

const partState = z.enum(['ok', 'timeout', 'unreachable', 'stopped']);
const readinessAnswer = z.object({
  database: partState,
  queue: partState,
  storage: partState,
  detail: z.string().optional(),
});

const SHUTTING_DOWN = {
  database: 'stopped',
  queue: 'stopped',
  storage: 'stopped',
  detail: 'Not ready: this process is shutting down',
} as const;

/**
 * Liveness is a constant answer: load balancers probe it, and the benchmark compares other routes
 * to it. Readiness asks the database, the job queue and the file store (docs/operations.md).
 */
export function healthRoutes(readiness: ReturnType<typeof createReadiness>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/health',
      {
        config: PUBLIC,
        schema: { tags: ['health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      () => ({ status: 'ok' as const }),
    );
    app.get(
      '/api/health/ready',
      {
        config: PUBLIC,
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database, the job queue and the file store answer',
          response: { 200: readinessAnswer, 503: readinessAnswer },
        },
      },
      async (request, reply) => {
        // A stopping process asks nothing: the load balancer must stop sending it requests now.
        const answer = fastify.lifecycle.draining ? SHUTTING_DOWN : await readiness(request.log);
        return reply
          .code(answer.detail ? 503 : 200)
          .header('cache-control', 'no-store')
          .send(answer);
      },
    );
  };
}
