import { DRIVER_APP_MESSAGES, DRIVER_MESSAGES, type DriverAppAccount, type DriverAppAccountStatus } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import type { UsersAdminService } from '../users/users-admin.service';
import * as repo from './drivers.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An account is deactivated with its user or with its driver: either closes the driver app. */
function statusOf(row: repo.AppAccountRow): DriverAppAccountStatus {
  if (row.user_id === null) return 'none';
  if (!row.user_active || !row.is_active) return 'deactivated';
  return row.accepted_at ? 'active' : 'invited';
}

function toAccount(row: repo.AppAccountRow): DriverAppAccount {
  return {
    status: statusOf(row),
    email: row.user_email ?? row.email,
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_login_at),
  };
}

/** A driver's account for the driver app: whether they have one, and the invitation that makes it. */
export function createDriverAppAccountService(deps: { db: AppDb; usersAdmin: UsersAdminService }) {
  const { db, usersAdmin } = deps;

  async function accountRow(tx: AppDb, companyId: number, id: number) {
    const row = await repo.findAppAccount(tx, { companyId, id });
    if (!row) throw notFound(DRIVER_MESSAGES.notFound);
    return row;
  }

  /** The checks before an invitation, in the order a manager would fix them. */
  function assertInvitable(row: repo.AppAccountRow): asserts row is repo.AppAccountRow & { email: string } {
    const status = statusOf(row);
    if (!row.is_active) throw conflict(DRIVER_APP_MESSAGES.inactive);
    if (status === 'active') throw conflict(DRIVER_APP_MESSAGES.alreadyActive);
    if (status === 'deactivated') throw conflict(DRIVER_APP_MESSAGES.accountDeactivated);
    if (status === 'none' && !row.email) throw invalidField('email', DRIVER_APP_MESSAGES.noEmail);
  }

  const get = (ctx: Ctx, id: number) =>
    withCompany(db, ctx, async (tx, companyId) => toAccount(await accountRow(tx, companyId, id)));

  return {
    get,

    /** Creates the account and e-mails its link, or sends the link again while it is unused. */
    async invite(ctx: Ctx, id: number) {
      const before = await withCompany(db, ctx, (tx, companyId) => accountRow(tx, companyId, id));
      assertInvitable(before);
      if (before.user_id !== null) await usersAdmin.resendInvite(ctx, before.user_id);
      else {
        const holder = await usersAdmin.emailHolderOf(ctx, before.email);
        await withCompany(db, ctx, async (tx, companyId) => {
          // Read again under the row's lock: another invitation may have been sent meanwhile.
          const row = await accountRow(tx, companyId, id);
          assertInvitable(row);
          if (row.user_id !== null || row.email !== before.email) throw conflict(DRIVER_APP_MESSAGES.changed);
          const person = {
            email: row.email,
            name: row.first_name,
            last_name: row.last_name,
            phone_number: row.phone_number,
          };
          const user = await usersAdmin.inviteLinked(tx, ctx, person, 'DRIVER', holder);
          await repo.linkAppAccount(tx, { companyId, id }, user.id);
        });
      }
      return { message: DRIVER_APP_MESSAGES.invited, account: await get(ctx, id) };
    },
  };
}

export type DriverAppAccountService = ReturnType<typeof createDriverAppAccountService>;
