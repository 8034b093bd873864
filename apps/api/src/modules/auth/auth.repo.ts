import { and, count, eq, gt, inArray, isNotNull, isNull, lt, min, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  companies,
  companyFeatures,
  drivers,
  loginFailures,
  passwordResetTokens,
  refreshTokens,
  roles,
  userRoles,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type RoleRef = { id: number; name: string };
export type Principal = {
  user: UserRow;
  company: CompanyRow | null;
  roles: RoleRef[];
  /** The superadmin's per-company feature overrides of the plan. */
  featureOverrides: Record<string, boolean>;
  /** Whether the driver record the account is linked to is active; null for staff, who have none. */
  driverActive: boolean | null;
};

async function featureOverridesOf(db: AppDb, companyId: number | null): Promise<Record<string, boolean>> {
  if (companyId === null) return {};
  const rows = await db
    .select({ feature: companyFeatures.feature, enabled: companyFeatures.enabled })
    .from(companyFeatures)
    .where(eq(companyFeatures.company_id, companyId));
  return Object.fromEntries(rows.map((r) => [r.feature, r.enabled]));
}

async function rolesOf(db: AppDb, userId: number): Promise<RoleRef[]> {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(roles.id);
}

// Read in the principal's own query, so staff pay no extra query for a check only drivers need.
const linkedDriverActive = sql<
  boolean | null
>`(select ${drivers.is_active} from ${drivers} where ${drivers.user_id} = ${users.id})`;

async function principalWhere(db: AppDb, where: SQL): Promise<Principal | undefined> {
  const [row] = await db
    .select({ user: users, company: companies, driverActive: linkedDriverActive })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return {
    user: row.user,
    company: row.company,
    roles: await rolesOf(db, row.user.id),
    featureOverrides: await featureOverridesOf(db, row.user.company_id),
    driverActive: row.driverActive,
  };
}

/** The accepted account of an address (sign-in, password reset); pending invitations are no accounts. */
export function findPrincipalByEmail(db: AppDb, email: string) {
  return principalWhere(db, and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.accepted_at))!);
}

export function findPrincipalById(db: AppDb, userId: number) {
  return principalWhere(db, eq(users.id, userId));
}

/**
 * Who else holds an address: a user of the company itself (accepted or invited: 'company'), or an
 * accepted account of another company or of the platform ('elsewhere'). Invitations pending in
 * other companies hold nothing. One query whatever the answer, so every case costs the same.
 */
export async function emailHolder(
  db: AppDb,
  where: { email: string; companyId: number | null; exceptUserId: number },
): Promise<'company' | 'elsewhere' | null> {
  const ownCompany = sql`coalesce(${users.company_id}, 0) = ${where.companyId ?? 0}`;
  const [row] = await db
    .select({
      company: sql<boolean>`bool_or(${ownCompany})`,
      elsewhere: sql<boolean>`bool_or(${users.accepted_at} is not null)`,
    })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, where.email.toLowerCase()), ne(users.id, where.exceptUserId)));
  if (row?.company) return 'company';
  return row?.elsewhere ? 'elsewhere' : null;
}

/** What a link token is for: a forgotten password, an invitation, or a new sign-in address. */
export type LinkPurpose = 'reset' | 'invite' | 'email';

// ---- refresh tokens ----

export async function insertRefreshToken(db: AppDb, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: AppDb, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).limit(1);
  return row;
}

/** Marks a live token as used; answers nothing when another request used it first. */
export async function markRotated(db: AppDb, id: number) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  return row;
}

/** The tokens of a family issued after the given one (at most two: enough to tell "only one"). */
export function laterTokensOfFamily(db: AppDb, familyId: string, afterId: number) {
  return db
    .select({ id: refreshTokens.id, rotated_at: refreshTokens.rotated_at, revoked_at: refreshTokens.revoked_at })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family_id, familyId), gt(refreshTokens.id, afterId)))
    .orderBy(refreshTokens.id)
    .limit(2);
}

export async function revokeFamily(db: AppDb, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Ends every session of a user, or every one but `keepFamily` (the caller's own). */
export async function revokeUserTokens(db: AppDb, userId: number, keepFamily?: string) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        keepFamily ? ne(refreshTokens.family_id, keepFamily) : undefined,
      ),
    );
}

/** Ends every session of a company's users. */
export async function revokeCompanyTokens(db: AppDb, companyId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.company_id, companyId), isNull(refreshTokens.revoked_at)));
}

/** Whether a session (refresh-token family) of the user still has a live, unexpired token. */
export async function sessionAlive(db: AppDb, familyId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family_id, familyId),
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---- failed sign-ins ----

export async function countFailuresSince(db: AppDb, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failed_at, since)));
  return row?.n ?? 0;
}

/** How many events `key` counted after `since`, and when the oldest of them was. */
export async function eventsSince(db: AppDb, key: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.failed_at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failed_at, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Answers the new rows' ids. */
export async function recordFailures(db: AppDb, keys: string[]): Promise<number[]> {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: loginFailures.id });
  return rows.map((r) => r.id);
}

export async function deleteFailures(db: AppDb, ids: number[]) {
  if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function deleteFailuresBefore(db: AppDb, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failed_at, before));
}

/** Serializes work on these keys until the transaction ends (sorted, so two callers never deadlock). */
export async function lockKeys(db: AppDb, keys: string[]) {
  for (const key of [...keys].sort()) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function clearFailures(db: AppDb, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

// ---- password reset ----

export async function insertResetToken(db: AppDb, values: typeof passwordResetTokens.$inferInsert) {
  await retireResetTokens(db, values.user_id);
  await db.insert(passwordResetTokens).values(values);
}

/** Retires every unused reset or invite link of a user: only the newest link works, and none after a password is set. */
export async function retireResetTokens(db: AppDb, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}

/** Uses a link token of one of `purposes` once: answers its user only if it was unused and unexpired. */
export async function consumeResetToken(db: AppDb, tokenHash: string, purposes: LinkPurpose[]) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        inArray(passwordResetTokens.purpose, purposes),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, new Date()),
      ),
    )
    .returning({ user_id: passwordResetTokens.user_id });
  return row;
}

/** What a link was for, whether or not it still works (to word the refusal of a spent one). */
export async function resetTokenPurpose(db: AppDb, tokenHash: string) {
  const [row] = await db
    .select({ purpose: passwordResetTokens.purpose })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token_hash, tokenHash))
    .limit(1);
  return row?.purpose;
}
