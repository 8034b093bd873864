import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import { tooManyRequests } from '../../lib/errors';
import * as repo from './auth.repo';

/** A reserved password check: its failure rows, kept when the password was wrong, removed when right. */
export type Attempt = { email: string; ids: number[] };

/**
 * Per-account and per-address limits on password checks (sign-in, and the current password of a
 * change), decision 0050. Counting and recording happen in one step under an advisory lock per
 * key: each check reserves a failure row before the password is verified, so however many guesses
 * arrive at once, at most the limit are ever verified. A locked account still lets a correct
 * password through from an address that has not failed on it, so no one can lock anyone out.
 */
export function createSignInLimits(db: AppDb, limits: Config['loginLimits']) {
  const { perAccount, perAddress, windowMinutes } = limits;
  const keysOf = (email: string, ip: string) => ({
    account: `account:${email}`,
    address: `address:${ip}`,
    pair: `account-address:${email}|${ip}`,
  });

  return {
    /** Reserves one password check, or answers 429 when the limits are reached. */
    async reserve(email: string, ip: string): Promise<Attempt> {
      const keys = keysOf(email, ip);
      return withSystem(db, async (tx) => {
        await repo.lockKeys(tx, [keys.account, keys.address]);
        const since = new Date(Date.now() - windowMinutes * 60_000);
        const byAccount = await repo.countFailuresSince(tx, keys.account, since);
        const byAddress = await repo.countFailuresSince(tx, keys.address, since);
        const byPair = byAccount >= perAccount ? await repo.countFailuresSince(tx, keys.pair, since) : 0;
        if (byAddress >= perAddress || (byAccount >= perAccount && byPair > 0)) {
          throw tooManyRequests(
            `Too many failed sign-in attempts. Please wait ${windowMinutes} minutes and try again.`,
            windowMinutes * 60,
          );
        }
        return { email, ids: await repo.recordFailures(tx, [keys.account, keys.address, keys.pair]) };
      });
    },

    /**
     * The password was right: the reserved rows go, and the account's failures are forgiven. Under
     * the account's lock: two sign-ins of one account at once would each delete its own rows, then
     * wait on the other's to forgive them all, a deadlock.
     */
    async succeeded(attempt: Attempt, tx?: AppDb) {
      const work = async (t: AppDb) => {
        await repo.lockKeys(t, [`account:${attempt.email}`]);
        await repo.deleteFailures(t, attempt.ids);
        await repo.clearFailures(t, `account:${attempt.email}`);
      };
      await (tx ? work(tx) : withSystem(db, work));
    },

    /**
     * Counts one use of `key` and answers whether it stays within `limit` uses in the last hour;
     * the count and the check are one step under the key's lock (password reset requests).
     */
    async withinHourly(key: string, limit: number, tx?: AppDb): Promise<boolean> {
      const work = async (t: AppDb) => {
        await repo.lockKeys(t, [key]);
        const used = await repo.countFailuresSince(t, key, new Date(Date.now() - 3_600_000));
        if (used >= limit) return false;
        await repo.recordFailures(t, [key]);
        return true;
      };
      return tx ? work(tx) : withSystem(db, work);
    },

    /** Forgets counted events older than a day, beyond every window (the nightly prune). */
    prune: () => withSystem(db, (tx) => repo.deleteFailuresBefore(tx, new Date(Date.now() - 86_400_000))),
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
