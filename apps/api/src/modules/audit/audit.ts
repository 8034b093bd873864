import type { AppDb } from '../../db/client';
import { auditLog } from '../../db/schema';

export type Actor = { userId: number | null; companyId: number | null; ip?: string; requestId?: string };

/** Records one write. Called by services inside the write's own transaction, so both land or neither. */
export async function audit(
  db: AppDb,
  actor: Actor,
  event: { action: string; entity: string; entityId?: string | number; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    company_id: actor.companyId,
    user_id: actor.userId,
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId === undefined ? null : String(event.entityId),
    detail: event.detail ?? null,
    ip: actor.ip ?? null,
    request_id: actor.requestId ?? null,
  });
}
