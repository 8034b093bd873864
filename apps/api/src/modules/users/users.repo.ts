import { rolesWith } from '@tms/domain';
import { and, count, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { roles, userRoles, users } from '../../db/schema';
import { searchIn } from '../../db/search';
import { inScope } from '../../db/tenancy';
import type { Scope } from '../../lib/scope';

/** A platform scope reads every company's users and the platform's own; only superadmin services pass it. */
export type UserFilter = { scope: Scope; search?: string; activeOnly?: boolean };

function whereOf(f: UserFilter): SQL | undefined {
  return and(
    inScope(users.company_id, f.scope),
    f.activeOnly ? eq(users.is_active, true) : undefined,
    searchIn(f.search, [users.email, users.name, users.last_name]),
  );
}

export async function listUsers(db: AppDb, f: UserFilter, page: Page) {
  return inPage(
    db.select().from(users).where(whereOf(f)).orderBy(users.last_name, users.name, users.id).$dynamic(),
    page,
  );
}

export async function countUsers(db: AppDb, f: UserFilter): Promise<number> {
  return db.$count(users, whereOf(f));
}

export async function findUser(db: AppDb, where: { id: number; scope: Scope }) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, where.id), inScope(users.company_id, where.scope)))
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

export async function insertUser(db: AppDb, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: AppDb,
  where: { id: number; scope: Scope },
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'last_name' | 'phone_number' | 'is_active'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(users.id, where.id), inScope(users.company_id, where.scope)))
    .returning();
  return row;
}

export async function replaceRoles(db: AppDb, userId: number, companyId: number | null, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length)
    await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id, company_id: companyId })));
}

/** Key of the lock that serialises changes to a company's managers (the second half names the purpose). */
const MANAGERS_LOCK = 1;

/**
 * Active managers of a company other than one user (accepted ones: a pending invitation cannot
 * sign in): the last one may not be removed. Takes a lock
 * held until the transaction ends, so two managers removing each other at once cannot both pass.
 */
export async function countOtherActiveManagers(db: AppDb, companyId: number, exceptUserId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${companyId}::int, ${MANAGERS_LOCK}::int)`);
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(
      and(
        eq(users.company_id, companyId),
        eq(users.is_active, true),
        // An invited manager who has not accepted cannot sign in to manage anything.
        isNotNull(users.accepted_at),
        inArray(roles.name, rolesWith('user_management')),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}
