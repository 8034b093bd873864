import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditFilter = { companyId: number | null; entity?: string; userId?: number };

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.companyId === null ? undefined : eq(auditLog.company_id, f.companyId),
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.userId ? eq(auditLog.user_id, f.userId) : undefined,
  );
}

const columns = {
  entry: auditLog,
  user_name: users.name,
  user_last_name: users.last_name,
};

export function listAudit(db: AppDb, f: AuditFilter & { skip: number; limit: number }) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(whereOf(f))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .offset(f.skip)
    .limit(f.limit);
}

export async function countAudit(db: AppDb, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findAudit(db: AppDb, where: { id: number; companyId: number | null }) {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(
      and(eq(auditLog.id, where.id), where.companyId === null ? undefined : eq(auditLog.company_id, where.companyId)),
    )
    .limit(1);
  return row;
}
