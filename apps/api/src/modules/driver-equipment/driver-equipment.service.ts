import {
  DRIVER_MESSAGES,
  type DriverEquipment,
  type DriverEquipmentChange,
  type DriverEquipmentCreate,
  type DriverEquipmentUpdate,
  DRIVER_EQUIPMENT_MESSAGES as M,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, databaseError, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { driverExists, driverForUpdate } from '../drivers/drivers.service';
import { unitForUpdate, unitsForAssignment } from '../equipment/equipment.service';
import * as repo from './driver-equipment.repo';

type ChangeSet = Record<string, { from: string | number | null; to: string | number | null }>;
type Units = { truck_id: number | null; trailer_id: number | null };

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function toAssignment(r: repo.NamedAssignment): DriverEquipment {
  return {
    id: r.a.id,
    driver_id: r.a.driver_id,
    driver_name: name(r.driver_first, r.driver_last),
    truck_id: r.a.truck_id,
    truck_unit_number: r.truck_unit,
    trailer_id: r.a.trailer_id,
    trailer_unit_number: r.trailer_unit,
    notes: r.a.notes,
    is_active: r.a.is_active,
    assigned_at: r.a.assigned_at.toISOString(),
    unassigned_at: r.a.unassigned_at?.toISOString() ?? null,
    assigned_by_name: r.by_name ? name(r.by_name, r.by_last) : null,
  };
}

/** The database's one-active-assignment indexes, as the message for the unit or driver that lost the race. */
const UNIQUE_MESSAGES: Record<string, string> = {
  driver_equipment_one_active_truck: M.truckTaken,
  driver_equipment_one_active_trailer: M.trailerTaken,
  driver_equipment_one_active_driver: M.driverHasAssignment,
};
function raceLost(error: unknown): Error {
  const { code, constraint } = databaseError(error) ?? {};
  return code === '23505' && constraint && UNIQUE_MESSAGES[constraint]
    ? conflict(UNIQUE_MESSAGES[constraint])
    : (error as Error);
}

/** The truck the driver holds now (their active assignment), inside the caller's transaction; null when none. */
export async function currentTruckOf(tx: AppDb, companyId: number, driverId: number): Promise<number | null> {
  return (await repo.findCurrentNamed(tx, { companyId, driverId }))?.a.truck_id ?? null;
}

export function createDriverEquipmentService(db: AppDb) {
  /** Runs a write; a concurrent assignment that took the unit first turns into a 409 with detail. */
  async function write<T>(companyId: number, work: (tx: AppDb) => Promise<T>): Promise<T> {
    try {
      return await withTenant(db, companyId, work);
    } catch (e) {
      throw raceLost(e);
    }
  }

  /** Checks the units exist, are active and free (other than in `exceptAssignment`); answers their unit numbers. */
  async function claimUnits(tx: AppDb, companyId: number, units: Units, exceptAssignment?: number) {
    const numbers: { truck: string | null; trailer: string | null } = { truck: null, trailer: null };
    for (const kind of ['truck', 'trailer'] as const) {
      const id = units[`${kind}_id`];
      if (id === null) continue;
      const unit = await unitForUpdate(tx, kind, companyId, id);
      if (!unit) throw invalidField(`${kind}_id`, kind === 'truck' ? M.truckUnknown : M.trailerUnknown);
      if (!unit.is_active) throw invalidField(`${kind}_id`, kind === 'truck' ? M.truckInactive : M.trailerInactive);
      if (unit.status === 'sold') throw invalidField(`${kind}_id`, kind === 'truck' ? M.truckSold : M.trailerSold);
      const holder = await repo.activeHolding(tx, {
        companyId,
        ...(kind === 'truck' ? { truckId: id } : { trailerId: id }),
      });
      if (holder && holder.id !== exceptAssignment) throw conflict(kind === 'truck' ? M.truckTaken : M.trailerTaken);
      numbers[kind] = unit.unit_number;
    }
    return numbers;
  }

  async function read(tx: AppDb, companyId: number, id: number) {
    const row = await repo.findNamed(tx, { companyId, id });
    if (!row) throw notFound(M.notFound);
    return toAssignment(row);
  }

  /** Locks an assignment that has not ended yet, with how it reads before the change. */
  async function lockActive(tx: AppDb, companyId: number, id: number) {
    const current = await repo.lockAssignment(tx, { companyId, id });
    if (!current) throw notFound(M.notFound);
    if (!current.is_active) throw conflict(M.alreadyEnded);
    return { current, before: await read(tx, companyId, id) };
  }

  async function log(
    tx: AppDb,
    ctx: Ctx,
    companyId: number,
    entry: {
      assignmentId: number;
      driverId: number;
      action: 'assigned' | 'changed' | 'unassigned';
      changes: ChangeSet;
    },
  ) {
    await repo.insertChange(tx, {
      company_id: companyId,
      assignment_id: entry.assignmentId,
      driver_id: entry.driverId,
      action: entry.action,
      changes: entry.changes,
      changed_by: ctx.userId,
    });
    await audit(tx, ctx, {
      action: entry.action,
      entity: 'driver_equipment',
      entityId: entry.assignmentId,
      detail: { driver_id: entry.driverId, changes: entry.changes },
    });
  }

  return {
    list(
      ctx: Ctx,
      q: {
        skip: number;
        limit: number;
        active_only: boolean;
        driver_id?: number;
        truck_id?: number;
        trailer_id?: number;
      },
    ) {
      const companyId = requireCompany(ctx);
      const f: repo.AssignmentFilter = {
        companyId,
        activeOnly: q.active_only,
        driverId: q.driver_id,
        truckId: q.truck_id,
        trailerId: q.trailer_id,
      };
      return withTenant(db, companyId, (tx) =>
        paged(
          'assignments',
          { rows: () => repo.listAssignments(tx, f, q), total: () => repo.countAssignments(tx, f) },
          toAssignment,
        ),
      );
    },

    current(ctx: Ctx, driverId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, driverId))) throw notFound(DRIVER_MESSAGES.notFound);
        const row = await repo.findCurrentNamed(tx, { companyId, driverId });
        if (!row) throw notFound(M.noneCurrent);
        return toAssignment(row);
      });
    },

    history(ctx: Ctx, driverId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, driverId))) throw notFound(DRIVER_MESSAGES.notFound);
        return { assignments: (await repo.historyOfDriver(tx, { companyId, driverId })).map(toAssignment) };
      });
    },

    changeLog(ctx: Ctx, driverId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, driverId))) throw notFound(DRIVER_MESSAGES.notFound);
        const rows = await repo.changesOfDriver(tx, { companyId, driverId });
        return {
          changes: rows.map(
            (r): DriverEquipmentChange => ({
              id: r.c.id,
              assignment_id: r.c.assignment_id,
              driver_id: r.c.driver_id,
              action: r.c.action as DriverEquipmentChange['action'],
              changes: r.c.changes as ChangeSet,
              changed_by_name: r.by_name ? name(r.by_name, r.by_last) : null,
              changed_at: r.c.changed_at.toISOString(),
            }),
          ),
        };
      });
    },

    available(ctx: Ctx, kind: 'truck' | 'trailer', q: { include_assigned: boolean; search?: string }) {
      return withCompany(db, ctx, (tx, companyId) => unitsForAssignment(tx, kind, companyId, q));
    },

    create(ctx: Ctx, input: DriverEquipmentCreate) {
      const companyId = requireCompany(ctx);
      return write(companyId, async (tx) => {
        const driver = await driverForUpdate(tx, companyId, input.driver_id);
        if (!driver) throw invalidField('driver_id', M.driverUnknown);
        if (!driver.is_active) throw invalidField('driver_id', M.driverInactive);
        if (await repo.activeHolding(tx, { companyId, driverId: driver.id })) throw conflict(M.driverHasAssignment);
        const numbers = await claimUnits(tx, companyId, input);
        const row = await repo.insertAssignment(tx, {
          company_id: companyId,
          driver_id: driver.id,
          truck_id: input.truck_id,
          trailer_id: input.trailer_id,
          notes: input.notes,
          assigned_by: ctx.userId,
        });
        const changes: ChangeSet = {};
        if (numbers.truck) changes.truck = { from: null, to: numbers.truck };
        if (numbers.trailer) changes.trailer = { from: null, to: numbers.trailer };
        await log(tx, ctx, companyId, { assignmentId: row.id, driverId: driver.id, action: 'assigned', changes });
        return read(tx, companyId, row.id);
      });
    },

    /**
     * Reassigns the truck and/or trailer: the current assignment ends and a new one starts, so the
     * history shows each period (decision 0041). Notes alone change in place. Both units null unassigns.
     */
    update(ctx: Ctx, id: number, input: DriverEquipmentUpdate) {
      const companyId = requireCompany(ctx);
      return write(companyId, async (tx) => {
        const { current, before } = await lockActive(tx, companyId, id);
        const next: Units = {
          truck_id: input.truck_id === undefined ? current.truck_id : input.truck_id,
          trailer_id: input.trailer_id === undefined ? current.trailer_id : input.trailer_id,
        };
        const notes = input.notes === undefined ? current.notes : input.notes;
        const unitsChange = next.truck_id !== current.truck_id || next.trailer_id !== current.trailer_id;
        if (!unitsChange) {
          if (notes !== current.notes) {
            await repo.updateNotes(tx, { companyId, id }, notes);
            await log(tx, ctx, companyId, {
              assignmentId: id,
              driverId: current.driver_id,
              action: 'changed',
              changes: { notes: { from: current.notes, to: notes } },
            });
          }
          return read(tx, companyId, id);
        }
        const driver = await driverForUpdate(tx, companyId, current.driver_id);
        if (!driver?.is_active) throw invalidField('driver_id', M.driverInactive);
        const numbers = await claimUnits(tx, companyId, next, id);
        const now = new Date();
        await repo.endAssignment(tx, { companyId, id }, now);
        const changes: ChangeSet = {};
        if (next.truck_id !== current.truck_id) changes.truck = { from: before.truck_unit_number, to: numbers.truck };
        if (next.trailer_id !== current.trailer_id)
          changes.trailer = { from: before.trailer_unit_number, to: numbers.trailer };
        if (next.truck_id === null && next.trailer_id === null) {
          await log(tx, ctx, companyId, {
            assignmentId: id,
            driverId: current.driver_id,
            action: 'unassigned',
            changes,
          });
          return read(tx, companyId, id);
        }
        const row = await repo.insertAssignment(tx, {
          company_id: companyId,
          driver_id: current.driver_id,
          ...next,
          notes,
          assigned_by: ctx.userId,
        });
        await log(tx, ctx, companyId, {
          assignmentId: row.id,
          driverId: current.driver_id,
          action: 'changed',
          changes,
        });
        return read(tx, companyId, row.id);
      });
    },

    /** Delete deactivates (spec 2): the assignment stays in the history with its end time. */
    remove(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      return write(companyId, async (tx) => {
        const { current, before } = await lockActive(tx, companyId, id);
        await repo.endAssignment(tx, { companyId, id }, new Date());
        const changes: ChangeSet = {};
        if (before.truck_unit_number) changes.truck = { from: before.truck_unit_number, to: null };
        if (before.trailer_unit_number) changes.trailer = { from: before.trailer_unit_number, to: null };
        await log(tx, ctx, companyId, { assignmentId: id, driverId: current.driver_id, action: 'unassigned', changes });
        return read(tx, companyId, id);
      });
    },
  };
}

export type DriverEquipmentService = ReturnType<typeof createDriverEquipmentService>;
