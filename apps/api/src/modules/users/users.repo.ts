import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

export type UserFilter = { companyId: number | null; search?: string; activeOnly?: boolean };

/** The company filter is required: null means platform-wide, which only superadmin services pass. */
function whereOf(f: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.companyId !== null) parts.push(eq(users.company_id, f.companyId));
  if (f.activeOnly) parts.push(eq(users.is_active, true));
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.last_name, like)));
  }
  return and(...parts);
}

export async function listUsers(db: AppDb, f: UserFilter & { skip: number; limit: number }) {
  return db
    .select()
    .from(users)
    .where(whereOf(f))
    .orderBy(users.last_name, users.name, users.id)
    .offset(f.skip)
    .limit(f.limit);
}

export async function countUsers(db: AppDb, f: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findUser(db: AppDb, where: { id: number; companyId: number | null }) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, where.id), where.companyId === null ? undefined : eq(users.company_id, where.companyId)))
    .limit(1);
  return row;
}

export async function rolesOfUsers(db: AppDb, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(roles.id);
}
