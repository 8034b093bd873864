import type { AppDb } from '../../db/client';
import { withCaller } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { ownerOf, type Scope } from '../../lib/scope';
import * as repo from './audit.repo';

/** Who did it: a signed-in caller, or a user known from an unauthenticated call (sign-in, reset). */
export type Actor = { userId: number | null; scope: Scope; ip?: string; requestId?: string };

/**
 * Records one write in the actor's scope (a platform scope writes a platform entry). Called by
 * services inside the write's own transaction, so both land or neither.
 */
export async function audit(
  tx: AppDb,
  actor: Actor,
  event: { action: string; entity: string; entityId?: string | number; detail?: Record<string, unknown> },
): Promise<void> {
  await repo.insertAudit(tx, {
    company_id: ownerOf(actor.scope),
    user_id: actor.userId,
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId === undefined ? null : String(event.entityId),
    detail: event.detail ?? null,
    ip: actor.ip ?? null,
    request_id: actor.requestId ?? null,
  });
}

type Row = Awaited<ReturnType<typeof repo.listAudit>>[number];
const toEntry = ({ entry, user_name, user_last_name }: Row) => ({
  ...entry,
  detail: entry.detail as Record<string, unknown> | null,
  user_name: user_name ? `${user_name} ${user_last_name ?? ''}`.trim() : null,
  created_at: entry.created_at.toISOString(),
});

/** The audit trail of the caller's company (a superadmin sees the whole platform's). */
export function createAuditService(db: AppDb) {
  return {
    list: (ctx: Ctx, q: { skip: number; limit: number; entity?: string; user_id?: number }) =>
      withCaller(db, ctx, async (tx) => {
        const f = { scope: ctx.scope, entity: q.entity, userId: q.user_id };
        return paged('entries', { rows: () => repo.listAudit(tx, f, q), total: () => repo.countAudit(tx, f) }, toEntry);
      }),
    get: (ctx: Ctx, id: number) =>
      withCaller(db, ctx, async (tx) => {
        const row = await repo.findAudit(tx, { id, scope: ctx.scope });
        if (!row) throw notFound('Audit entry not found');
        return toEntry(row);
      }),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
