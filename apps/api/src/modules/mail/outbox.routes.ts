import { errorAnswer, outboxList, outboxListQuery } from '@tms/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { withSystem } from '../../db/tenancy';
import type { Guards } from '../../plugins/auth';

const errors = { 401: errorAnswer, 403: errorAnswer, 422: errorAnswer };

/** The e-mail outbox, newest first: where messages wait when no SMTP server is configured. */
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
      (req) =>
        withSystem(db, async (tx) => {
          const where = req.query.to
            ? eq(sql`lower(${emailOutbox.to_address})`, req.query.to.toLowerCase())
            : undefined;
          const rows = await tx
            .select()
            .from(emailOutbox)
            .where(where)
            .orderBy(desc(emailOutbox.id))
            .offset(req.query.skip)
            .limit(req.query.limit);
          const [total] = await tx.select({ n: count() }).from(emailOutbox).where(where);
          return {
            messages: rows.map((r) => ({
              ...r,
              sent_at: r.sent_at?.toISOString() ?? null,
              created_at: r.created_at.toISOString(),
            })),
            total: total?.n ?? 0,
          };
        }),
    );
  };
}
