import {
  DISPATCHER_ASSIGNMENT_MESSAGES as M,
  type UserDriverAssignment,
  type UserDriverAssignmentCreate,
  type UserDriversSet,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyUsersWithRole } from '../drivers/drivers.service';
import * as repo from './driver-assignments.repo';

export type AssignmentKind = repo.Kind;

const ROLE = { dispatcher: 'DISPATCHER', track_and_trace: 'TRACK_AND_TRACE' } as const;
const USER_UNKNOWN = { dispatcher: M.dispatcherUnknown, track_and_trace: M.trackerUnknown } as const;

const toPair = (r: Awaited<ReturnType<typeof repo.listPairs>>[number]): UserDriverAssignment => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/** Which dispatchers handle which drivers, or which track-and-trace users follow them. */
export function createDriverAssignmentsService(db: AppDb, kind: repo.Kind) {
  const entity = `${kind}_assignment`;

  async function assertUser(tx: AppDb, companyId: number, userId: number) {
    const [user] = await companyUsersWithRole(tx, companyId, ROLE[kind], userId);
    if (!user) throw invalidField('user_id', USER_UNKNOWN[kind]);
  }

  return {
    list(ctx: Ctx, q: { user_id?: number; driver_id?: number }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const rows = await repo.listPairs(tx, kind, { companyId, userId: q.user_id, driverId: q.driver_id });
        return { assignments: rows.map(toPair), total: rows.length };
      });
    },

    /** The users of the role with their drivers: the screen's one read. */
    users(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const people = await companyUsersWithRole(tx, companyId, ROLE[kind]);
        const byUser = new Map(
          (await repo.driverIdsByUser(tx, kind, { companyId })).map((r) => [r.user_id, r.driver_ids]),
        );
        return {
          users: people.map((u) => ({
            id: u.id,
            full_name: `${u.name} ${u.last_name}`.trim(),
            email: u.email,
            driver_ids: byUser.get(u.id) ?? [],
          })),
        };
      });
    },

    create(ctx: Ctx, input: UserDriverAssignmentCreate) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertUser(tx, companyId, input.user_id);
        if (!(await repo.knownDrivers(tx, { companyId, ids: [input.driver_id] })).length)
          throw invalidField('driver_id', M.driverUnknown);
        const [row] = await repo.insertPairs(tx, kind, [{ ...input, company_id: companyId, created_by: ctx.userId }]);
        if (!row) throw conflict(M.exists);
        await audit(tx, ctx, { action: 'create', entity, entityId: row.id, detail: { ...input } });
        const [pair] = await repo.listPairs(tx, kind, { companyId, userId: input.user_id, driverId: input.driver_id });
        return toPair(pair!);
      });
    },

    /** Sets all the drivers of one user at once; answers that user's assignments. */
    setDrivers(ctx: Ctx, userId: number, input: UserDriversSet) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertUser(tx, companyId, userId);
        const known = new Set(await repo.knownDrivers(tx, { companyId, ids: input.driver_ids }));
        const unknown = input.driver_ids.findIndex((id) => !known.has(id));
        if (unknown >= 0) throw invalidField('driver_ids', M.driverUnknown);
        const removed = await repo.deletePairsExcept(tx, kind, { companyId, userId, keep: input.driver_ids });
        const added = await repo.insertPairs(
          tx,
          kind,
          input.driver_ids.map((driver_id) => ({
            company_id: companyId,
            user_id: userId,
            driver_id,
            created_by: ctx.userId,
          })),
        );
        await audit(tx, ctx, {
          action: 'set',
          entity,
          entityId: userId,
          detail: { added: added.length, removed: removed.map((r) => r.driver_id) },
        });
        const rows = await repo.listPairs(tx, kind, { companyId, userId });
        return { assignments: rows.map(toPair), total: rows.length };
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.deletePair(tx, kind, { companyId, id });
        if (!row) throw notFound(M.notFound);
        await audit(tx, ctx, {
          action: 'delete',
          entity,
          entityId: id,
          detail: { user_id: row.user_id, driver_id: row.driver_id },
        });
      });
    },
  };
}

export type DriverAssignmentsService = ReturnType<typeof createDriverAssignmentsService>;

/** The users of a kind assigned to a driver, inside the caller's transaction (loads check dispatchers). */
export async function usersOfDriver(tx: AppDb, kind: AssignmentKind, companyId: number, driverId: number) {
  return (await repo.listPairs(tx, kind, { companyId, driverId })).map((p) => p.user_id);
}

/** The drivers assigned to a user of a kind, inside the caller's transaction (loads pickers and scope). */
export async function driversOfUser(tx: AppDb, kind: AssignmentKind, companyId: number, userId: number) {
  return (await repo.listPairs(tx, kind, { companyId, userId })).map((p) => p.driver_id);
}
