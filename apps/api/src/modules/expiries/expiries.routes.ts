import { expiryCounts, expiryDigestSetting, expiryDigestUpdate, expiryList, expiryListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { ExpiriesService } from './expiries.service';

const doc = routeDocs(['expiries'], errorAnswers(401, 403, 422));

export function expiryRoutes(expiries: ExpiriesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(['drivers', 'equipment']);

    app.get(
      '/api/expiries/',
      {
        onRequest,
        schema: doc(
          { 200: expiryList },
          { summary: 'Dates within 30 days or past, as they are now', querystring: expiryListQuery },
        ),
      },
      (req) => expiries.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/expiries/counts',
      {
        onRequest,
        schema: doc({ 200: expiryCounts }, { summary: "The shell's badges" }),
      },
      (req) => expiries.counts(ctxOf(req)),
    );
    app.get(
      '/api/expiries/digest',
      {
        onRequest,
        schema: doc({ 200: expiryDigestSetting }, { summary: "The caller's daily digest opt-in" }),
      },
      (req) => expiries.digest(ctxOf(req)),
    );
    app.put(
      '/api/expiries/digest',
      {
        onRequest,
        schema: doc({ 200: expiryDigestSetting }, { body: expiryDigestUpdate }),
      },
      (req) => expiries.setDigest(ctxOf(req), req.body.daily_digest),
    );
  };
}
