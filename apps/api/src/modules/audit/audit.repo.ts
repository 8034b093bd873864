import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { auditLog, users } from '../../db/schema';
import { inScope } from '../../db/tenancy';
import type { Scope } from '../../lib/scope';

/** A platform scope reads every company's entries and the platform's own. */
export type AuditFilter = { scope: Scope; entity?: string; userId?: number };

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    inScope(auditLog.company_id, f.scope),
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.userId ? eq(auditLog.user_id, f.userId) : undefined,
  );
}

const columns = {
  entry: auditLog,
  user_name: users.name,
  user_last_name: users.last_name,
};

export async function insertAudit(db: AppDb, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

export function listAudit(db: AppDb, f: AuditFilter, page: Page) {
  return inPage(
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(whereOf(f))
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .$dynamic(),
    page,
  );
}

export async function countAudit(db: AppDb, f: AuditFilter): Promise<number> {
  return db.$count(auditLog, whereOf(f));
}

export async function findAudit(db: AppDb, where: { id: number; scope: Scope }) {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(and(eq(auditLog.id, where.id), inScope(auditLog.company_id, where.scope)))
    .limit(1);
  return row;
}
