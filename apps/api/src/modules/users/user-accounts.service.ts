import type { AppDb } from '../../db/client';
import type { Scope } from '../../lib/scope';
import * as repo from './user-accounts.repo';

// The users area writes the users table; signing in, invitations and one's own profile (the auth
// area) change an account through these, in the caller's transaction (decision 0176).

export type { ProfileValues } from './user-accounts.repo';

/** Accepts a pending invitation: the user becomes an account that can sign in. */
export const acceptInvitation = (tx: AppDb, userId: number) => repo.markAccepted(tx, userId);

/** Stamps a successful sign-in. */
export const recordSignIn = (tx: AppDb, userId: number) => repo.touchLastLogin(tx, userId);

/** Moves the account to a confirmed new sign-in address. */
export const changeEmail = (tx: AppDb, userId: number, email: string) => repo.setEmail(tx, userId, email);

/** Stores a new password, already hashed. */
export const changePassword = (tx: AppDb, userId: number, passwordHash: string) =>
  repo.setPasswordHash(tx, userId, passwordHash);

/** The user's own profile, within the scope they signed in to. */
export const updateOwnProfile = (tx: AppDb, where: { userId: number; scope: Scope }, values: repo.ProfileValues) =>
  repo.updateUserProfile(tx, where, values);
