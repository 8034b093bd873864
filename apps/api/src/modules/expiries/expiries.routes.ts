import { expiryCounts, expiryDigestSetting, expiryDigestUpdate, expiryList, expiryListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { ExpiriesService } from './expiries.service';

const errors = errorAnswers(401, 403, 422);
const tags = ['expiries'];

export function expiryRoutes(expiries: ExpiriesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(['drivers', 'equipment']);

    app.get(
      '/api/expiries/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Dates within 30 days or past, as last recorded',
          querystring: expiryListQuery,
          response: { 200: expiryList, ...errors },
        },
      },
      (req) => expiries.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/expiries/counts',
      {
        onRequest,
        schema: { tags, security, summary: "The shell's badges", response: { 200: expiryCounts, ...errors } },
      },
      (req) => expiries.counts(ctxOf(req)),
    );
    app.get(
      '/api/expiries/digest',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "The caller's daily digest opt-in",
          response: { 200: expiryDigestSetting, ...errors },
        },
      },
      (req) => expiries.digest(ctxOf(req)),
    );
    app.put(
      '/api/expiries/digest',
      {
        onRequest,
        schema: { tags, security, body: expiryDigestUpdate, response: { 200: expiryDigestSetting, ...errors } },
      },
      (req) => expiries.setDigest(ctxOf(req), req.body.daily_digest),
    );
  };
}
