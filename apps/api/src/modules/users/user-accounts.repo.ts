import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import type { Scope } from '../../lib/scope';

/** The fields a user keeps up on their own account: their profile and sign-in address. */
export type ProfileValues = Partial<
  Pick<
    typeof users.$inferSelect,
    'name' | 'last_name' | 'alias' | 'email' | 'country' | 'city' | 'address' | 'phone_number'
  >
>;

/** Accepts a pending invitation: the user becomes an account that can sign in. */
export async function markAccepted(db: AppDb, userId: number) {
  await db
    .update(users)
    .set({ accepted_at: new Date() })
    .where(and(eq(users.id, userId), isNull(users.accepted_at)));
}

export async function touchLastLogin(db: AppDb, userId: number) {
  await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
}

export async function setEmail(db: AppDb, userId: number, email: string) {
  await db.update(users).set({ email, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: AppDb, userId: number, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function updateUserProfile(db: AppDb, where: { userId: number; scope: Scope }, values: ProfileValues) {
  const companyFilter =
    where.scope.kind === 'platform' ? isNull(users.company_id) : eq(users.company_id, where.scope.companyId);
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(users.id, where.userId), companyFilter));
}
