import {
  type AvailableUnit,
  EQUIPMENT_MESSAGES,
  type EquipmentStats,
  type Trailer,
  type TrailerCreate,
  type TrailerListQuery,
  type TrailerUpdate,
  type Truck,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, databaseError, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { divisionExists } from '../divisions/divisions.service';
import { hasDocuments } from '../documents/documents.service';
import { expiryWindow } from '../drivers/drivers.service';
import * as repo from './equipment.repo';

export type EquipmentKind = repo.Kind;
type UnitCreate = TrailerCreate & { trailer_type?: TrailerCreate['trailer_type'] };
type UnitUpdate = TrailerUpdate;
type UnitListQuery = TrailerListQuery;

const NOT_FOUND: Record<repo.Kind, string> = {
  truck: EQUIPMENT_MESSAGES.truckNotFound,
  trailer: EQUIPMENT_MESSAGES.trailerNotFound,
};

function toUnit(r: repo.UnitWithContext): Trailer {
  const u = r.unit as repo.UnitRow;
  return {
    id: u.id,
    unit_number: u.unit_number,
    vin: u.vin,
    make: u.make,
    model: u.model,
    year: u.year,
    plate_number: u.plate_number,
    plate_state: u.plate_state,
    ownership: u.ownership as Truck['ownership'],
    status: u.status as Truck['status'],
    division_id: u.division_id,
    division: r.division,
    registration_expiry: u.registration_expiry,
    inspection_expiry: u.inspection_expiry,
    notes: u.notes,
    is_active: u.is_active,
    current_driver:
      r.driver_id !== null ? { id: r.driver_id, name: `${r.driver_first ?? ''} ${r.driver_last ?? ''}`.trim() } : null,
    version: u.version,
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
    trailer_type: (u.trailer_type ?? 'other') as Trailer['trailer_type'],
  };
}

/** Trucks answer without the trailer's type. */
const shape = (kind: repo.Kind, t: Trailer): Truck | Trailer => {
  if (kind === 'trailer') return t;
  const { trailer_type: _, ...truck } = t;
  return truck;
};

/** A unit of the company, locked for the transaction: assignments check it through this. */
export async function unitForUpdate(tx: AppDb, kind: repo.Kind, companyId: number, id: number) {
  return repo.lockUnit(tx, kind, { companyId, id });
}

/** Units for the assignment pickers. */
export async function unitsForAssignment(
  tx: AppDb,
  kind: repo.Kind,
  companyId: number,
  q: { include_assigned: boolean; search?: string },
): Promise<AvailableUnit[]> {
  const rows = await repo.unitsForAssignment(tx, kind, {
    companyId,
    includeAssigned: q.include_assigned,
    search: q.search || undefined,
  });
  return rows.map(({ driver_first, driver_last, ...r }) => ({
    ...r,
    assigned_driver_name: r.assigned_driver_id !== null ? `${driver_first ?? ''} ${driver_last ?? ''}`.trim() : null,
  }));
}

/** Trucks or trailers: the same rules for both. */
export function createEquipmentService(db: AppDb, kind: repo.Kind) {
  const entity = kind;

  async function assertFree(
    tx: AppDb,
    companyId: number,
    v: { unit_number?: string; vin?: string | null },
    exceptId?: number,
  ) {
    if (v.unit_number === undefined && !v.vin) return;
    const clash = await repo.findClash(tx, kind, { companyId, unitNumber: v.unit_number, vin: v.vin, exceptId });
    if (!clash) return;
    if (v.unit_number && clash.unit_number.toLowerCase() === v.unit_number.toLowerCase())
      throw conflict(EQUIPMENT_MESSAGES.unitTaken);
    throw conflict(EQUIPMENT_MESSAGES.vinTaken);
  }

  async function assertDivision(tx: AppDb, companyId: number, divisionId: number | null | undefined) {
    if (divisionId && !(await divisionExists(tx, companyId, divisionId)))
      throw invalidField('division_id', EQUIPMENT_MESSAGES.divisionUnknown);
  }

  async function read(tx: AppDb, companyId: number, id: number) {
    const row = await repo.findUnitWithContext(tx, kind, { companyId, id });
    if (!row) throw notFound(NOT_FOUND[kind]);
    return shape(kind, toUnit(row));
  }

  async function setActive(ctx: Ctx, id: number, active: boolean) {
    return withCompany(db, ctx, async (tx, companyId) => {
      const current = await repo.findUnit(tx, kind, { companyId, id });
      if (!current) throw notFound(NOT_FOUND[kind]);
      if (!active && (await repo.isAssigned(tx, kind, { companyId, id })))
        throw conflict(EQUIPMENT_MESSAGES.assignedCannotDeactivate);
      if (current.is_active !== active) {
        await repo.updateUnit(tx, kind, { companyId, id, version: current.version }, { is_active: active });
        await audit(tx, ctx, { action: active ? 'activate' : 'deactivate', entity, entityId: id });
      }
      return { message: active ? EQUIPMENT_MESSAGES.activated : EQUIPMENT_MESSAGES.deactivated };
    });
  }

  return {
    list(ctx: Ctx, q: UnitListQuery) {
      const companyId = requireCompany(ctx);
      return withTenant(db, companyId, async (tx) => {
        const filter: repo.UnitFilter = {
          companyId,
          search: q.search || undefined,
          status: q.status,
          ownership: q.ownership,
          divisionId: q.division_id,
          trailerType: q.trailer_type,
          activeOnly: q.active_only,
          expiry: q.expiry ? { which: q.expiry, ...(await expiryWindow(tx, companyId)) } : undefined,
        };
        const rows = await repo.listUnits(tx, kind, filter, { sort: q.sort, order: q.order }, q);
        const total = await repo.countUnits(tx, kind, filter);
        const items = rows.map((r) => toUnit(r));
        // Trucks answer without the trailer's type (the response schema drops it).
        return kind === 'truck' ? { trucks: items as Truck[], total } : { trailers: items, total };
      });
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => read(tx, companyId, id));
    },

    /** Whether `id` is a unit of the caller's company (documents link to it). */
    exists(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => Boolean(await repo.findUnit(tx, kind, { companyId, id })));
    },

    async stats(ctx: Ctx): Promise<EquipmentStats> {
      const companyId = requireCompany(ctx);
      const s = await withTenant(db, companyId, async (tx) =>
        repo.unitStats(tx, kind, { companyId, ...(await expiryWindow(tx, companyId)) }),
      );
      return {
        total: s.total,
        active: s.active,
        inactive: s.inactive,
        by_status: { active: s.s_active, in_shop: s.s_in_shop, out_of_service: s.s_out_of_service, sold: s.s_sold },
        assigned: s.assigned,
        unassigned: s.unassigned,
        registration_expiring: s.registration_expiring,
        registration_expired: s.registration_expired,
        inspection_expiring: s.inspection_expiring,
        inspection_expired: s.inspection_expired,
      };
    },

    create(ctx: Ctx, input: UnitCreate) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertDivision(tx, companyId, input.division_id);
        await assertFree(tx, companyId, input);
        const row = await repo.insertUnit(tx, kind, { ...input, company_id: companyId, created_by: ctx.userId });
        await audit(tx, ctx, { action: 'create', entity, entityId: row.id, detail: { unit_number: row.unit_number } });
        return read(tx, companyId, row.id);
      });
    },

    update(ctx: Ctx, id: number, input: UnitUpdate) {
      const companyId = requireCompany(ctx);
      const { version, ...changes } = input;
      return withTenant(db, companyId, async (tx) => {
        const current = await repo.findUnit(tx, kind, { companyId, id });
        if (!current) throw notFound(NOT_FOUND[kind]);
        if (version !== undefined && version !== current.version) throw conflict(EQUIPMENT_MESSAGES.stale);
        await assertDivision(tx, companyId, changes.division_id);
        await assertFree(tx, companyId, changes, id);
        if (changes.is_active === false && current.is_active && (await repo.isAssigned(tx, kind, { companyId, id })))
          throw conflict(EQUIPMENT_MESSAGES.assignedCannotDeactivate);
        if (
          changes.status === 'sold' &&
          current.status !== 'sold' &&
          (await repo.isAssigned(tx, kind, { companyId, id }))
        )
          throw conflict(EQUIPMENT_MESSAGES.assignedCannotBeSold);
        const row = await repo.updateUnit(tx, kind, { companyId, id, version: current.version }, changes);
        if (!row) throw conflict(EQUIPMENT_MESSAGES.stale);
        await audit(tx, ctx, {
          action: 'update',
          entity,
          entityId: id,
          detail: { fields: Object.keys(changes), version: row.version },
        });
        return read(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.findUnit(tx, kind, { companyId, id }))) throw notFound(NOT_FOUND[kind]);
        if (await repo.isAssigned(tx, kind, { companyId, id })) throw conflict(EQUIPMENT_MESSAGES.assignedCannotDelete);
        if (await hasDocuments(tx, companyId, kind === 'truck' ? 'truck_id' : 'trailer_id', id))
          throw conflict(EQUIPMENT_MESSAGES.hasDocuments);
        // Assignment history and fuel purchases keep their unit (restrict): such a unit is deactivated.
        const row = await repo.deleteUnit(tx, kind, { companyId, id }).catch((error: unknown) => {
          const failure = databaseError(error);
          if (failure?.code !== '23503') throw error;
          throw conflict(
            failure.constraint?.startsWith('fuel_')
              ? EQUIPMENT_MESSAGES.hasFuelTransactions
              : EQUIPMENT_MESSAGES.hasAssignmentHistory,
          );
        });
        if (!row) throw notFound(NOT_FOUND[kind]);
        await audit(tx, ctx, { action: 'delete', entity, entityId: id, detail: { unit_number: row.unit_number } });
      });
    },

    activate: (ctx: Ctx, id: number) => setActive(ctx, id, true),
    deactivate: (ctx: Ctx, id: number) => setActive(ctx, id, false),
  };
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
