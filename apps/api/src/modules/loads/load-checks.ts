import {
  capabilitiesOf,
  formatDate,
  LOAD_MESSAGES as M,
  secondarySplitOf,
  teamProblems,
  toCents,
  unprocessRefusal,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { customerExists } from '../customers/customers.service';
import { driversOfUser, usersOfDriver } from '../driver-assignments/driver-assignments.service';
import { companyUsersWithRole, driverForUpdate } from '../drivers/drivers.service';
import { loadStatusUsable } from '../load-statuses/load-statuses.service';
import type { Step1 } from './load-inputs';
import * as repo from './loads.repo';

/* The rules a booking or a change of a load's basic info, money or processed mark must pass. */

export async function assertNumberFree(tx: AppDb, companyId: number, loadNumber: string, exceptId?: number) {
  await repo.lockLoadNumber(tx, { companyId, loadNumber });
  if (await repo.findLoadNumber(tx, { companyId, loadNumber, exceptId })) throw conflict(M.loadNumberTaken);
}

/** A driver the caller may put on a load: the company's, active, and theirs unless they see all. */
async function assertDriver(tx: AppDb, ctx: Ctx, companyId: number, id: number, name: string) {
  const driver = await driverForUpdate(tx, companyId, id);
  if (!driver) throw invalidField(name, M.driverUnknown);
  if (!driver.is_active) throw invalidField(name, M.driverInactive);
  if (!capabilitiesOf(ctx.roles).has('loads_all_drivers')) {
    const mine = await driversOfUser(tx, 'dispatcher', companyId, ctx.userId);
    if (!mine.includes(id)) throw invalidField(name, M.driverNotAssigned);
  }
  return driver;
}

async function assertDispatcher(tx: AppDb, companyId: number, id: number) {
  const [user] = await companyUsersWithRole(tx, companyId, 'DISPATCHER', id);
  if (!user) throw invalidField('dispatcher_id', M.dispatcherUnknown);
}

/**
 * Checks the records a basic info change names (only the changed ones: a load keeps an inactive
 * driver or status it already had) and the team rules on the merged result.
 */
export async function assertBasicInfo(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  next: Step1,
  before?: repo.LoadRow,
  opts: { accounting?: boolean } = {},
) {
  const changed = <K extends keyof Step1 & keyof repo.LoadRow>(k: K) => !before || before[k] !== next[k];
  const team = teamProblems(next);
  if (team[0]) throw invalidField(team[0].path, team[0].message);
  if (changed('broker_id') && !(await customerExists(tx, companyId, next.broker_id)))
    throw invalidField('broker_id', M.customerUnknown);
  if (changed('status_id') && !(await loadStatusUsable(tx, companyId, next.status_id)))
    throw invalidField('status_id', M.statusUnknown);
  if (next.driver_id && changed('driver_id')) await assertDriver(tx, ctx, companyId, next.driver_id, 'driver_id');
  if (next.secondary_driver_id && changed('secondary_driver_id'))
    await assertDriver(tx, ctx, companyId, next.secondary_driver_id, 'secondary_driver_id');
  if (opts.accounting) {
    // Spec 3 section 5: the accounting flow needs a dispatcher of the driver.
    const dispatchers = next.driver_id ? await usersOfDriver(tx, 'dispatcher', companyId, next.driver_id) : null;
    if (dispatchers && dispatchers.length === 0) throw invalidField('driver_id', M.driverWithoutDispatchers);
    if (!next.dispatcher_id) throw invalidField('dispatcher_id', M.dispatcherRequired);
    await assertDispatcher(tx, companyId, next.dispatcher_id);
    if (dispatchers && !dispatchers.includes(next.dispatcher_id))
      throw invalidField('dispatcher_id', M.dispatcherUnknown);
  } else if (next.dispatcher_id && changed('dispatcher_id')) {
    await assertDispatcher(tx, companyId, next.dispatcher_id);
  }
}

/** Decision 0120: a dispatcher may not clear the mark that keeps a processed load from deletion. */
export const assertProcessedChange = (ctx: Ctx, before: repo.LoadRow, processed: boolean) => {
  const refusal = unprocessRefusal(capabilitiesOf(ctx.roles), before.processed, processed);
  if (refusal) throw forbidden(refusal);
};

/**
 * Decision 0120: a paid invoice fixes what it billed (the rate booked) and whom (the customer).
 * Values sent again unchanged pass, so the wizard's full step 3 still saves the cargo.
 */
export const assertMoneyOpen = (before: repo.LoadRow, next: { rate_booked?: string | null; broker_id?: number }) => {
  if (before.paid_date === null || before.invoice_number === null) return;
  const rateChanged =
    next.rate_booked !== undefined && toCents(next.rate_booked ?? '0') !== toCents(before.rate_booked ?? '0');
  const customerChanged = next.broker_id !== undefined && next.broker_id !== before.broker_id;
  if (rateChanged || customerChanged) throw conflict(M.moneyPaid(before.invoice_number, formatDate(before.paid_date)));
};

export function basicValues(input: Step1) {
  return {
    load_number: input.load_number,
    broker_id: input.broker_id,
    driver_id: input.driver_id,
    secondary_driver_id: input.is_team_load ? input.secondary_driver_id : null,
    dispatcher_id: input.dispatcher_id,
    status_id: input.status_id,
    processed: input.processed,
    is_team_load: input.is_team_load,
    team_pay_split_primary: input.is_team_load ? input.team_pay_split_primary : null,
    team_pay_split_secondary:
      input.is_team_load && input.team_pay_split_primary ? secondarySplitOf(input.team_pay_split_primary) : null,
  };
}
