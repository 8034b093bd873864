import rateLimit from '@fastify/rate-limit';
import {
  demoRequestBody,
  demoRequestList,
  demoRequestListQuery,
  demoRequestSchema,
  demoRequestUpdate,
  messageAnswer,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/errors';
import { errorAnswers, routeDocs } from '../../lib/http';
import type { Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import { PUBLIC } from '../../plugins/route-access';
import type { createDemoRequestsService } from './demo-requests.service';

const errors = errorAnswers(400, 401, 403, 404, 422, 429);
const tags = ['demo-requests'];
const doc = routeDocs(tags, errors);

export function demoRequestRoutes(
  service: ReturnType<typeof createDemoRequestsService>,
  guards: Guards,
  limit: { max: number; windowMs: number },
) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(rateLimit, {
      store: fastify.rateLimitStore,
      global: false,
      errorResponseBuilder: (_req, context) =>
        tooManyRequests(
          `Too many demo requests from your network. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
          Math.ceil(context.ttl / 1000),
        ),
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = guards.requireCapability('system_settings');

    app.post(
      '/api/demo-requests/',
      {
        config: { ...PUBLIC, rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
        schema: {
          tags,
          summary: 'Ask for a demo (public)',
          body: demoRequestBody,
          response: { 201: messageAnswer, ...errors },
        },
      },
      async (req, reply) => {
        const answer = await service.submit(req.body, {
          ip: req.ip,
          requestId: req.id,
          userAgent: req.headers['user-agent'],
        });
        return reply.code(201).send(answer);
      },
    );
    app.get(
      '/api/demo-requests/',
      { onRequest: admin, schema: doc({ 200: demoRequestList }, { querystring: demoRequestListQuery }) },
      (req) => service.list(req.query),
    );
    recordRoutes(app, '/api/demo-requests/:id', doc, demoRequestSchema, {
      get: { onRequest: admin, run: (_ctx, id) => service.get(id) },
      update: {
        onRequest: admin,
        body: demoRequestUpdate,
        run: (ctx, id, changes) => service.update(ctx, id, changes),
      },
      remove: { onRequest: admin, run: (ctx, id) => service.remove(ctx, id) },
    });
  };
}
