import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/errors';

const HOUR_MS = 3_600_000;

/**
 * Counts, per signed-in user, the calls of this plugin's routes that send an e-mail: past `perHour`
 * in an hour they answer 429 with `Retry-After`. Counted after sign-in (preHandler) in the shared
 * store, as the extraction limit is (decision 0233); `what` names the e-mails in the answer.
 */
export async function limitSendsPerUser(fastify: FastifyInstance, what: string) {
  await fastify.register(rateLimit, {
    store: fastify.rateLimitStore,
    global: false,
    hook: 'preHandler',
    keyGenerator: (req) => `${req.routeOptions.url}:user-${req.ctx?.userId ?? req.ip}`,
    errorResponseBuilder: (_req, context) =>
      tooManyRequests(
        `Too many ${what} sent in an hour; try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minutes`,
        Math.ceil(context.ttl / 1000),
      ),
  });
}

/** The route option that applies the limit registered by `limitSendsPerUser`. */
export const sendsPerHour = (perHour: number) => ({ rateLimit: { max: perHour, timeWindow: HOUR_MS } });
