import { auditEntry, auditList, auditListQuery, errorAnswer } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client';
import { withCaller } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import * as repo from './audit.repo';

const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: errorAnswer };
const tags = ['audit'];

type Row = Awaited<ReturnType<typeof repo.listAudit>>[number];
const toEntry = ({ entry, user_name, user_last_name }: Row) => ({
  ...entry,
  detail: entry.detail as Record<string, unknown> | null,
  user_name: user_name ? `${user_name} ${user_last_name ?? ''}`.trim() : null,
  created_at: entry.created_at.toISOString(),
});

/** The audit trail of the caller's company (a superadmin sees the platform's). */
export function createAuditService(db: AppDb) {
  return {
    list: (ctx: Ctx, q: { skip: number; limit: number; entity?: string; user_id?: number }) =>
      withCaller(db, ctx, async (tx) => {
        const f = { companyId: ctx.companyId, entity: q.entity, userId: q.user_id };
        const rows = await repo.listAudit(tx, { ...f, skip: q.skip, limit: q.limit });
        return { entries: rows.map(toEntry), total: await repo.countAudit(tx, f) };
      }),
    get: (ctx: Ctx, id: number) =>
      withCaller(db, ctx, async (tx) => {
        const row = await repo.findAudit(tx, { id, companyId: ctx.companyId });
        if (!row) throw notFound('Audit entry not found');
        return toEntry(row);
      }),
  };
}

export function auditRoutes(db: AppDb, guards: Guards) {
  const service = createAuditService(db);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const guard = guards.requireAny(['user_management', 'system_settings']);
    app.get(
      '/api/audit-log/',
      {
        onRequest: guard,
        schema: {
          tags,
          security: [{ bearer: [] }],
          querystring: auditListQuery,
          response: { 200: auditList, ...errors },
        },
      },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/audit-log/:id',
      {
        onRequest: guard,
        schema: { tags, security: [{ bearer: [] }], params: idParams, response: { 200: auditEntry, ...errors } },
      },
      (req) => service.get(ctxOf(req), req.params.id),
    );
  };
}
