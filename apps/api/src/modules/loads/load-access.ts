import { capabilitiesOf, LOAD_CAPABILITIES, LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { driversOfUser } from '../driver-assignments/driver-assignments.service';
import { driverForUpdate } from '../drivers/drivers.service';
import { listItemWithoutMoney, toListItem } from './load-shapes';
import * as repo from './loads.repo';

/** Which parts of the company's loads the caller sees: all, or those of the drivers they follow. */
export type Visibility = { followed?: number[] };

const canWrite = (ctx: Ctx) => {
  const caps = capabilitiesOf(ctx.roles);
  return caps.has('load_management') || caps.has('accounting_loads');
};

/** Whether the caller sees a load's money; the others get its rate, pay, margin and invoice amount as null. */
export const seesMoney = (ctx: Ctx) => {
  const caps = capabilitiesOf(ctx.roles);
  return LOAD_CAPABILITIES.money.some((c) => caps.has(c));
};
export const MONEY_HISTORY: readonly string[] = ['rate', 'driver_pay', 'accessorial'];

/** The board's rows as the caller may see them. */
export const listItemsFor = (ctx: Ctx, rows: repo.LoadListRow[]) =>
  seesMoney(ctx) ? rows.map(toListItem) : rows.map((r) => listItemWithoutMoney(toListItem(r)));

/** Track-and-trace users (without load management) see only the loads of the drivers they follow. */
export async function visibility(tx: AppDb, ctx: Ctx, companyId: number): Promise<Visibility> {
  if (canWrite(ctx)) return {};
  return { followed: await driversOfUser(tx, 'track_and_trace', companyId, ctx.userId) };
}

export const visible = (v: Visibility, l: { driver_id: number | null; secondary_driver_id: number | null }) =>
  !v.followed ||
  (l.driver_id !== null && v.followed.includes(l.driver_id)) ||
  (l.secondary_driver_id !== null && v.followed.includes(l.secondary_driver_id));

/** The load, locked when it is about to change; 404 for another company's or an unseen one. */
export async function loadOf(tx: AppDb, ctx: Ctx, companyId: number, id: number, lock = false) {
  const row = lock ? await repo.lockLoad(tx, { companyId, id }) : (await repo.findLoad(tx, { companyId, id }))?.load;
  if (!row || !visible(await visibility(tx, ctx, companyId), row)) throw notFound(M.loadNotFound);
  return row;
}

/** 404 for a driver the caller may not see, or one of another company. */
export async function assertDriverVisible(tx: AppDb, ctx: Ctx, companyId: number, driverId: number) {
  const v = await visibility(tx, ctx, companyId);
  if (v.followed && !v.followed.includes(driverId)) throw notFound(M.driverUnknown);
  if (!(await driverForUpdate(tx, companyId, driverId))) throw notFound(M.driverUnknown);
}
