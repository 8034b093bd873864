import { randomUUID } from 'node:crypto';
import {
  DRIVER_APP_MESSAGES,
  EMAIL_CHANGE_DONE,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_IN_USE,
  isDriverOnly,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_SENT,
  type ProfileBody,
  type TokenAnswer,
  type User,
} from '@tms/domain';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { withCaller, withSystem } from '../../db/tenancy';
import type { Ctx, Origin } from '../../lib/context';
import { badRequest, conflict, forbidden, subscriptionExpired, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { scopeOf } from '../../lib/scope';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { audit } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailService } from '../mail/mail.service';
import {
  acceptInvitation,
  changeEmail,
  changePassword,
  recordSignIn,
  updateOwnProfile,
} from '../users/user-accounts.service';
import type { AccessClaims, AccessTokens } from './access-token';
import * as repo from './auth.repo';
import { subscriptionExpired as isExpired, roleNamesOf, toUserAnswer } from './principal';
import type { PrincipalCache } from './principal-cache';
import { createSignInLimits } from './sign-in-limits';

export type AuthDeps = {
  db: AppDb;
  config: Config;
  tokens: AccessTokens;
  mail: MailService;
  cache: PrincipalCache;
  jobs: JobsService;
};

/** The job that looks up the account of a reset request and mails its link. */
export const PASSWORD_RESET_JOB = 'password-reset-request';

/** The nightly job that forgets failed sign-ins older than the counting window. */
export const PRUNE_SIGN_IN_FAILURES_JOB = 'prune-sign-in-failures';

const BAD_CREDENTIALS = 'Incorrect email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';
const INVALID_RESET = 'Invalid or expired reset token. Please request a new password reset.';
const INVALID_INVITE =
  'This invitation link has expired or was already used. Ask your company administrator to send a new invitation.';
const INVITE_ADDRESS_TAKEN =
  'This email address already has an account, and an address can belong to one company only. Sign in with your existing account, or ask to be invited with another address.';
const EMAIL_CHANGE_ADDRESS_TAKEN =
  'This email address already has an account, and an address can belong to one account only. Your sign-in address stays as it was.';
const COMPANY_INACTIVE = 'Your company account is inactive. Please contact support.';
const RESET_TOO_MANY = 'Too many password reset requests. Please wait an hour and try again.';
const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email address';
const RESET_TTL_MS = 60 * 60 * 1000;
const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Who else holds an address: a user of the same company ('company'), an accepted account of
 * another company or of the platform ('elsewhere'), or nobody. Pending invitations of other
 * companies hold nothing: an address belongs to one accepted account (decision 0054).
 */
export function emailHolder(
  tx: AppDb,
  where: { email: string; companyId: number | null; exceptUserId?: number },
): Promise<'company' | 'elsewhere' | null> {
  return repo.emailHolder(tx, { exceptUserId: 0, ...where });
}

/**
 * A single-use link token for a user to choose a password (a reset, or an invitation), valid for
 * `ttlMs`. Any older unused link of the user stops working. Answers the token for the e-mail.
 */
export async function issuePasswordLink(
  tx: AppDb,
  user: { id: number; company_id: number | null },
  purpose: 'reset' | 'invite',
  ttlMs: number,
): Promise<string> {
  const link = newOpaqueToken();
  await repo.insertResetToken(tx, {
    user_id: user.id,
    company_id: user.company_id,
    token_hash: link.hash,
    purpose,
    expires_at: new Date(Date.now() + ttlMs),
  });
  return link.token;
}

/**
 * The hash kept for a link that moves an account to `email`: the token and the address together,
 * so the link works for the address it was sent to only (decision 0141).
 */
const emailLinkHash = (token: string, email: string) => hashToken(`${token} ${email.toLowerCase()}`);

/**
 * Ends every session of a user (deactivation, a new password): their refresh tokens and, once the
 * change is announced to every process, their access tokens (decisions 0003, 0229).
 */
export function endSessionsOfUser(tx: AppDb, userId: number): Promise<void> {
  return repo.revokeUserTokens(tx, userId);
}

/** Ends every session of a company's users (the company was deactivated). */
export function endSessionsOfCompany(tx: AppDb, companyId: number): Promise<void> {
  return repo.revokeCompanyTokens(tx, companyId);
}

/**
 * Refuses a principal that may not hold a session: inactive user or company, expired subscription,
 * a driver-only account whose driver record is inactive (deactivating the driver closes the app).
 */
function assertMaySignIn(p: repo.Principal) {
  if (!p.user.is_active) throw unauthorized('This account is inactive');
  if (p.driverActive === false && isDriverOnly(roleNamesOf(p)))
    throw unauthorized(DRIVER_APP_MESSAGES.signInDriverInactive);
  if (p.user.company_id !== null) {
    if (isExpired(p)) throw subscriptionExpired();
    if (!p.company?.active) throw forbidden(COMPANY_INACTIVE);
  }
}

export function createAuthService(deps: AuthDeps) {
  const { db, config, tokens, mail, cache, jobs } = deps;
  const limits = createSignInLimits(db, config.loginLimits);
  jobs.register(PRUNE_SIGN_IN_FAILURES_JOB, { retryLimit: 2, retryDelaySeconds: 60, backoff: false }, limits.prune);
  jobs.schedule(PRUNE_SIGN_IN_FAILURES_JOB, '17 3 * * *');

  /** The work behind a reset request, run by the job queue after the answer went out. */
  async function sendPasswordReset({ email, ip, requestId }: { email: string; ip: string; requestId: string }) {
    await withSystem(db, async (tx) => {
      const p = await repo.findPrincipalByEmail(tx, email);
      if (!p?.user.is_active) return;
      if (!(await limits.withinHourly(`reset-account:${email}`, config.resetLimits.perAccount, tx))) return;
      const token = await issuePasswordLink(tx, p.user, 'reset', RESET_TTL_MS);
      const link = `${config.appUrl}/reset-password?token=${token}`;
      await mail.send(tx, {
        to: p.user.email,
        companyId: p.user.company_id,
        content: { kind: 'password_reset', name: p.user.name, link },
      });
      await audit(
        tx,
        { userId: p.user.id, scope: scopeOf(p.user.company_id), ip, requestId },
        { action: 'request_password_reset', entity: 'user', entityId: p.user.id },
      );
    });
  }
  jobs.register(PASSWORD_RESET_JOB, { retryLimit: 2, retryDelaySeconds: 30, backoff: true }, sendPasswordReset);

  async function issueTokens(tx: AppDb, p: repo.Principal, familyId: string, origin: Origin): Promise<TokenAnswer> {
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(tx, {
      user_id: p.user.id,
      company_id: p.user.company_id,
      family_id: familyId,
      token_hash: refresh.hash,
      expires_at: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
      ip: origin.ip,
    });
    const access = await tokens.sign({ userId: p.user.id, companyId: p.user.company_id, sessionId: familyId });
    return {
      access_token: access,
      refresh_token: refresh.token,
      token_type: 'bearer',
      expires_in: tokens.ttlSeconds,
      user: toUserAnswer(p),
    };
  }

  /**
   * Whether a spent refresh token is its own client asking again because the answer never arrived
   * (the page reloaded or closed mid-refresh): it was rotated within `refreshRetrySeconds` and the
   * one token issued for it is still unused. That token is then retired in its place, so the client
   * gets the family's next one. Any other reuse is a leak (decision 0003).
   */
  async function isRetryOfLostRotation(tx: AppDb, hash: string): Promise<boolean> {
    // Read again: a request racing this one may have rotated the token since it was first read.
    const row = await repo.findRefreshToken(tx, hash);
    if (!row?.rotated_at || row.revoked_at) return false;
    if (Date.now() - row.rotated_at.getTime() > config.refreshRetrySeconds * 1000) return false;
    const later = await repo.laterTokensOfFamily(tx, row.family_id, row.id);
    const successor = later.length === 1 ? later[0] : undefined;
    if (!successor || successor.rotated_at || successor.revoked_at) return false;
    return (await repo.markRotated(tx, successor.id)) !== undefined;
  }

  /** The signed-in user's current password, checked under the same limits as sign-in. */
  async function checkCurrentPassword(ctx: Ctx, p: repo.Principal, password: string) {
    const attempt = await limits.reserve(p.user.email.toLowerCase(), ctx.ip);
    if (!(await verifyPassword(p.user.password_hash, password))) throw badRequest('Current password is incorrect');
    await limits.succeeded(attempt);
  }

  return {
    async login(username: string, password: string, origin: Origin): Promise<TokenAnswer> {
      const email = username.trim().toLowerCase();
      const attempt = await limits.reserve(email, origin.ip);
      const p = await withSystem(db, (tx) => repo.findPrincipalByEmail(tx, email));
      const ok = await verifyPassword(p?.user.password_hash, password);
      if (!p || !ok) throw unauthorized(BAD_CREDENTIALS);
      assertMaySignIn(p);
      return withSystem(db, async (tx) => {
        await limits.succeeded(attempt, tx);
        await recordSignIn(tx, p.user.id);
        await audit(
          tx,
          { userId: p.user.id, scope: scopeOf(p.user.company_id), ...origin },
          { action: 'login', entity: 'session' },
        );
        return issueTokens(tx, p, randomUUID(), origin);
      });
    },

    /**
     * Rotates a refresh token. A token used twice means it leaked: the whole family is revoked,
     * unless it is a lost answer coming back (`isRetryOfLostRotation`).
     */
    async refresh(refreshToken: string, origin: Origin): Promise<TokenAnswer> {
      const result = await withSystem(db, async (tx) => {
        const hash = hashToken(refreshToken);
        const row = await repo.findRefreshToken(tx, hash);
        if (!row || row.revoked_at) return { error: INVALID_REFRESH } as const;
        const spent = row.rotated_at !== null || !(await repo.markRotated(tx, row.id));
        if (spent && !(await isRetryOfLostRotation(tx, hash))) {
          await repo.revokeFamily(tx, row.family_id);
          await audit(
            tx,
            { userId: row.user_id, scope: scopeOf(row.company_id), ...origin },
            {
              action: 'refresh_token_reuse',
              entity: 'session',
              entityId: row.family_id,
            },
          );
          return { error: INVALID_REFRESH } as const;
        }
        if (row.expires_at.getTime() <= Date.now()) return { error: INVALID_REFRESH } as const;
        const p = await repo.findPrincipalById(tx, row.user_id);
        if (!p) return { error: INVALID_REFRESH } as const;
        assertMaySignIn(p);
        return { answer: await issueTokens(tx, p, row.family_id, origin) } as const;
      });
      if ('error' in result) {
        cache.clear();
        throw unauthorized(result.error);
      }
      return result.answer;
    },

    async logout(ctx: Ctx, refreshToken?: string): Promise<void> {
      await withSystem(db, async (tx) => {
        await repo.revokeFamily(tx, ctx.sessionId);
        if (refreshToken) {
          const row = await repo.findRefreshToken(tx, hashToken(refreshToken));
          if (row && row.user_id === ctx.userId) await repo.revokeFamily(tx, row.family_id);
        }
        await audit(tx, ctx, { action: 'logout', entity: 'session', entityId: ctx.sessionId });
      });
      cache.clear();
    },

    /** The signed-in user's record (cached a few seconds). */
    async principal(userId: number): Promise<repo.Principal | undefined> {
      const hit = cache.get(userId);
      if (hit) return hit;
      const at = cache.generation();
      const p = await withSystem(db, (tx) => repo.findPrincipalById(tx, userId));
      if (p) cache.set(userId, p, at);
      return p;
    },

    /**
     * The user behind an access token, checked on every call: undefined once the token's session
     * ended (logout, reuse of a refresh token, a new password, deactivation). Both answers are
     * cached a few seconds, and dropped in every process as soon as the database announces a
     * change (decision 0229).
     */
    async principalOfSession(claims: AccessClaims): Promise<repo.Principal | undefined> {
      const hit = cache.get(claims.userId);
      if (hit && cache.sessionAlive(claims.sessionId)) return hit;
      const at = cache.generation();
      const p = await withSystem(db, async (tx) =>
        (await repo.sessionAlive(tx, claims.sessionId, claims.userId))
          ? repo.findPrincipalById(tx, claims.userId)
          : undefined,
      );
      if (!p) return undefined;
      cache.set(claims.userId, p, at);
      cache.rememberSession(claims.sessionId, claims.userId, at);
      return p;
    },

    /**
     * Changing the sign-in address asks for the current password (counted like sign-in failures).
     * The address changes only once its owner opens the link sent to it, and the answer is the
     * same whether the address is free or another company's account: the same body (the address
     * unchanged), the same work (a link written, one e-mail to that address, which for a taken
     * address says it cannot be used and carries no link). A colleague's address answers 409, as
     * an invitation does; a superadmin, who reads every account, gets 409 for any (decisions
     * 0052, 0054, 0141).
     */
    async updateProfile(ctx: Ctx, input: ProfileBody): Promise<User> {
      const { current_password, ...values } = input;
      const before = await withSystem(db, (tx) => repo.findPrincipalById(tx, ctx.userId));
      if (!before) throw unauthorized();
      const emailChanges = values.email.toLowerCase() !== before.user.email.toLowerCase();
      let holder: 'company' | 'elsewhere' | null = null;
      if (emailChanges) {
        if (!current_password) throw badRequest(PASSWORD_FOR_EMAIL);
        await checkCurrentPassword(ctx, before, current_password);
        holder = await withSystem(db, (tx) =>
          repo.emailHolder(tx, { email: values.email, companyId: before.user.company_id, exceptUserId: ctx.userId }),
        );
        if (holder === 'company' || (holder !== null && before.user.company_id === null)) throw conflict(EMAIL_IN_USE);
      }
      const p = await withCaller(db, ctx, async (tx) => {
        const kept = emailChanges ? { ...values, email: before.user.email } : values;
        await updateOwnProfile(tx, { userId: ctx.userId, scope: ctx.scope }, kept);
        await audit(tx, ctx, { action: 'update_profile', entity: 'user', entityId: ctx.userId });
        if (emailChanges) {
          const link = newOpaqueToken();
          await repo.insertResetToken(tx, {
            user_id: ctx.userId,
            company_id: before.user.company_id,
            token_hash: emailLinkHash(link.token, values.email),
            purpose: 'email',
            expires_at: new Date(Date.now() + EMAIL_LINK_TTL_MS),
          });
          const url = `${config.appUrl}/confirm-email?token=${link.token}&email=${encodeURIComponent(values.email)}`;
          await mail.send(tx, {
            to: values.email,
            companyId: before.user.company_id,
            content:
              holder === null
                ? { kind: 'email_change', name: before.user.name, link: url }
                : { kind: 'email_change_address_taken', name: before.user.name },
          });
          await audit(tx, ctx, { action: 'request_email_change', entity: 'user', entityId: ctx.userId });
        }
        return repo.findPrincipalById(tx, ctx.userId);
      });
      cache.drop(ctx.userId);
      if (!p) throw unauthorized();
      return toUserAnswer(p);
    },

    /**
     * Moves an account to the address whose link was opened, if that address is still nobody
     * else's account, and tells the old address. The link works once and for 24 hours.
     */
    async confirmEmailChange(token: string, email: string, origin: Origin): Promise<{ message: string }> {
      const outcome = await withSystem(db, async (tx) => {
        const used = await repo.consumeResetToken(tx, emailLinkHash(token, email), ['email']);
        if (!used) return EMAIL_CHANGE_LINK_INVALID;
        const p = await repo.findPrincipalById(tx, used.user_id);
        if (!p?.user.is_active) return EMAIL_CHANGE_LINK_INVALID;
        // Two accounts moving to one address at once: the second one finds the first.
        await repo.lockKeys(tx, [`email:${email.toLowerCase()}`]);
        const holder = await repo.emailHolder(tx, { email, companyId: p.user.company_id, exceptUserId: p.user.id });
        if (holder !== null) return EMAIL_CHANGE_ADDRESS_TAKEN;
        await changeEmail(tx, p.user.id, email);
        await mail.send(tx, {
          to: p.user.email,
          companyId: p.user.company_id,
          content: { kind: 'email_changed', name: p.user.name, newEmail: email },
        });
        await audit(
          tx,
          { userId: p.user.id, scope: scopeOf(p.user.company_id), ...origin },
          { action: 'change_email', entity: 'user', entityId: p.user.id },
        );
        return null;
      });
      if (outcome !== null) throw badRequest(outcome);
      cache.clear();
      return { message: EMAIL_CHANGE_DONE };
    },

    /** A new password ends the user's other sessions; the one that changed it goes on. */
    async changePassword(ctx: Ctx, current: string, next: string): Promise<User> {
      const p = await withSystem(db, (tx) => repo.findPrincipalById(tx, ctx.userId));
      if (!p) throw unauthorized();
      await checkCurrentPassword(ctx, p, current);
      const hashed = await hashPassword(next);
      await withSystem(db, async (tx) => {
        await changePassword(tx, ctx.userId, hashed);
        await repo.revokeUserTokens(tx, ctx.userId, ctx.sessionId);
        await audit(tx, ctx, { action: 'change_password', entity: 'user', entityId: ctx.userId });
      });
      cache.clear();
      return toUserAnswer(p);
    },

    /**
     * Always answers the same sentence, after the same work for every address: a count per client
     * address (429 beyond it) and a queued job. The job looks the account up, applies the
     * per-account limit and writes the link and the e-mail, so neither the answer nor its timing
     * tells whether the address has an account (decision 0053).
     */
    async requestPasswordReset(email: string, origin: Origin): Promise<{ message: string }> {
      const address = email.trim().toLowerCase();
      await withSystem(db, async (tx) => {
        if (!(await limits.withinHourly(`reset-address:${origin.ip}`, config.resetLimits.perAddress, tx))) {
          throw tooManyRequests(RESET_TOO_MANY, 3600);
        }
        await jobs.enqueue(tx, PASSWORD_RESET_JOB, { email: address, ip: origin.ip, requestId: origin.requestId });
      });
      return { message: PASSWORD_RESET_SENT };
    },

    /**
     * Sets the password a reset or invitation link was sent for. A pending invitation becomes an
     * account here, unless its address has meanwhile become another company's account: an address
     * belongs to one accepted account, so that invitation can never be accepted (decision 0054).
     */
    async confirmPasswordReset(token: string, newPassword: string, origin: Origin): Promise<{ message: string }> {
      const hashed = await hashPassword(newPassword);
      const outcome = await withSystem(db, async (tx) => {
        const used = await repo.consumeResetToken(tx, hashToken(token), ['reset', 'invite']);
        if (!used) {
          return (await repo.resetTokenPurpose(tx, hashToken(token))) === 'invite' ? INVALID_INVITE : INVALID_RESET;
        }
        const p = await repo.findPrincipalById(tx, used.user_id);
        if (!p?.user.is_active) return INVALID_RESET;
        const pending = p.user.accepted_at === null;
        if (pending) {
          // Two invitations of one address accepted at once: the second one finds the first.
          await repo.lockKeys(tx, [`email:${p.user.email.toLowerCase()}`]);
          const holder = await repo.emailHolder(tx, {
            email: p.user.email,
            companyId: p.user.company_id,
            exceptUserId: p.user.id,
          });
          if (holder !== null) return INVITE_ADDRESS_TAKEN;
          await acceptInvitation(tx, p.user.id);
        }
        await repo.retireResetTokens(tx, p.user.id);
        await changePassword(tx, p.user.id, hashed);
        await repo.revokeUserTokens(tx, p.user.id);
        await repo.clearFailures(tx, `account:${p.user.email.toLowerCase()}`);
        await audit(
          tx,
          { userId: p.user.id, scope: scopeOf(p.user.company_id), ...origin },
          {
            action: pending ? 'accept_invitation' : 'reset_password',
            entity: 'user',
            entityId: p.user.id,
          },
        );
        return null;
      });
      if (outcome !== null) throw badRequest(outcome);
      cache.clear();
      return { message: PASSWORD_RESET_DONE };
    },

    roleNamesOf,
    assertMaySignIn,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
