import { errorAnswer, outboxList, outboxListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import type { Guards } from '../../plugins/auth';
import { countOutbox, listOutbox } from './outbox.repo';

const errors = { 401: errorAnswer, 403: errorAnswer, 422: errorAnswer };

/** The e-mail outbox, newest first: where messages wait when no SMTP server is configured. */
function listMessages(db: AppDb, q: { to?: string; skip: number; limit: number }) {
  return withSystem(db, async (tx) => {
    const rows = await listOutbox(tx, q);
    return {
      messages: rows.map((r) => ({
        ...r,
        sent_at: r.sent_at?.toISOString() ?? null,
        created_at: r.created_at.toISOString(),
      })),
      total: await countOutbox(tx, q),
    };
  });
}

export function outboxRoutes(db: AppDb, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/outbox/',
      {
        onRequest: guards.requireCapability('system_settings'),
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          querystring: outboxListQuery,
          response: { 200: outboxList, ...errors },
        },
      },
      (req) => listMessages(db, req.query),
    );
  };
}
