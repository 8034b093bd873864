import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { divisions, driverEquipmentAssignments, drivers, trailers, trucks } from '../../db/schema';
import { searchIn } from '../../db/search';
import { updateVersioned } from '../../db/versioned';

/**
 * Trucks and trailers share their columns (trailers add trailer_type), so one set of queries
 * serves both; `kind` picks the table.
 */
export type Kind = 'truck' | 'trailer';
// Trailers have every truck column; the shared queries read them through the truck table's type.
const tableOf = (kind: Kind) => (kind === 'truck' ? trucks : (trailers as unknown as typeof trucks));
const linkOf = (kind: Kind) =>
  kind === 'truck' ? driverEquipmentAssignments.truck_id : driverEquipmentAssignments.trailer_id;

export type UnitRow = typeof trucks.$inferSelect & { trailer_type?: string };
export type UnitValues = Omit<
  typeof trucks.$inferInsert,
  'id' | 'company_id' | 'created_by' | 'version' | 'created_at' | 'updated_at'
> & { trailer_type?: string };
export type ExpiryWindow = { today: string; until: string };
export type UnitFilter = {
  companyId: number;
  search?: string;
  status?: string;
  ownership?: string;
  divisionId?: number;
  trailerType?: string;
  activeOnly: boolean;
  expiry?: { which: 'expiring' | 'expired' | 'expiring_or_expired' } & ExpiryWindow;
};
export type UnitSort = {
  sort: 'unit_number' | 'year' | 'registration_expiry' | 'inspection_expiry' | 'created_at';
  order: 'asc' | 'desc';
};

function dayCondition(column: SQL, e: NonNullable<UnitFilter['expiry']>): SQL {
  if (e.which === 'expired') return sql`${column} < ${e.today}`;
  if (e.which === 'expiring') return sql`${column} >= ${e.today} and ${column} <= ${e.until}`;
  return sql`${column} <= ${e.until}`;
}

function whereOf(kind: Kind, f: UnitFilter): SQL | undefined {
  const t = tableOf(kind);
  return ofCompany(
    t,
    f.companyId,
    {
      is_active: f.activeOnly ? true : undefined,
      status: f.status,
      ownership: f.ownership,
      division_id: f.divisionId,
    },
    f.trailerType === undefined || kind !== 'trailer' ? undefined : sql`${trailers.trailer_type} = ${f.trailerType}`,
    f.expiry
      ? or(dayCondition(sql`${t.registration_expiry}`, f.expiry), dayCondition(sql`${t.inspection_expiry}`, f.expiry))
      : undefined,
    searchIn(f.search, [t.unit_number, t.vin, t.make, t.model, t.plate_number]),
  );
}

function orderOf(kind: Kind, s: UnitSort): SQL[] {
  const t = tableOf(kind);
  const dir = s.order === 'desc' ? 'desc' : 'asc';
  const byUnit = [sql`lower(${t.unit_number}) ${sql.raw(dir)}`, asc(t.id)];
  if (s.sort === 'unit_number') return byUnit;
  const column = {
    year: t.year,
    registration_expiry: t.registration_expiry,
    inspection_expiry: t.inspection_expiry,
    created_at: t.created_at,
  }[s.sort];
  return [sql`${column} ${sql.raw(dir)} nulls last`, ...byUnit];
}

function selectWithContext(db: AppDb, kind: Kind) {
  const t = tableOf(kind);
  return db
    .select({
      unit: t,
      division: divisions.name,
      driver_id: drivers.id,
      driver_first: drivers.first_name,
      driver_last: drivers.last_name,
    })
    .from(t)
    .leftJoin(divisions, eq(divisions.id, t.division_id))
    .leftJoin(driverEquipmentAssignments, and(eq(linkOf(kind), t.id), eq(driverEquipmentAssignments.is_active, true)))
    .leftJoin(drivers, eq(drivers.id, driverEquipmentAssignments.driver_id));
}
export type UnitWithContext = Awaited<ReturnType<typeof findUnitWithContext>> & {};

export function listUnits(db: AppDb, kind: Kind, f: UnitFilter, sort: UnitSort, page: Page) {
  return inPage(
    selectWithContext(db, kind)
      .where(whereOf(kind, f))
      .orderBy(...orderOf(kind, sort))
      .$dynamic(),
    page,
  );
}

export async function countUnits(db: AppDb, kind: Kind, f: UnitFilter): Promise<number> {
  return db.$count(tableOf(kind), whereOf(kind, f));
}

export async function findUnitWithContext(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  const [row] = await selectWithContext(db, kind)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

export async function findUnit(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  return findInCompany(db, t, where);
}

/** Locks the unit's row for the transaction (an assignment checks it stays active). */
export async function lockUnit(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id, unit_number: t.unit_number, is_active: t.is_active, status: t.status })
    .from(t)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .for('share')
    .limit(1);
  return row;
}

/** Another unit of the company with this unit number (any case) or VIN. */
export async function findClash(
  db: AppDb,
  kind: Kind,
  where: { companyId: number; unitNumber?: string; vin?: string | null; exceptId?: number },
) {
  const t = tableOf(kind);
  const [row] = await db
    .select({ unit_number: t.unit_number, vin: t.vin })
    .from(t)
    .where(
      ofCompany(
        t,
        where.companyId,
        {},
        where.exceptId === undefined ? undefined : ne(t.id, where.exceptId),
        or(
          where.unitNumber ? sql`lower(${t.unit_number}) = lower(${where.unitNumber})` : undefined,
          where.vin ? eq(t.vin, where.vin) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function insertUnit(
  db: AppDb,
  kind: Kind,
  values: UnitValues & { company_id: number; created_by: number | null },
) {
  const [row] = await db.insert(tableOf(kind)).values(values).returning();
  return row as UnitRow;
}

export async function updateUnit(
  db: AppDb,
  kind: Kind,
  where: { companyId: number; id: number; version: number },
  values: Partial<UnitValues>,
) {
  const t = tableOf(kind);
  const match = ofCompany(t, where.companyId, { id: where.id, version: where.version });
  return (await updateVersioned(db, t, match, values)) as UnitRow | undefined;
}

export async function deleteUnit(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  const [row] = await db
    .delete(t)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .returning({ id: t.id, unit_number: t.unit_number });
  return row;
}

/** Whether the unit has an active assignment. */
export async function isAssigned(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const [row] = await db
    .select({ id: driverEquipmentAssignments.id })
    .from(driverEquipmentAssignments)
    .where(ofCompany(driverEquipmentAssignments, where.companyId, { is_active: true }, eq(linkOf(kind), where.id)))
    .limit(1);
  return Boolean(row);
}

export async function unitStats(db: AppDb, kind: Kind, where: { companyId: number } & ExpiryWindow) {
  const t = tableOf(kind);
  const active = eq(t.is_active, true);
  const n = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const assigned = sql`exists (select 1 from ${driverEquipmentAssignments} where ${linkOf(kind)} = ${t.id} and ${driverEquipmentAssignments.is_active})`;
  const expiring = (c: SQL) => n(and(active, sql`${c} >= ${where.today} and ${c} <= ${where.until}`));
  const expired = (c: SQL) => n(and(active, sql`${c} < ${where.today}`));
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: n(active),
      inactive: n(eq(t.is_active, false)),
      s_active: n(eq(t.status, 'active')),
      s_in_shop: n(eq(t.status, 'in_shop')),
      s_out_of_service: n(eq(t.status, 'out_of_service')),
      s_sold: n(eq(t.status, 'sold')),
      assigned: n(assigned),
      unassigned: n(and(active, sql`not ${assigned}`)),
      registration_expiring: expiring(sql`${t.registration_expiry}`),
      registration_expired: expired(sql`${t.registration_expiry}`),
      inspection_expiring: expiring(sql`${t.inspection_expiry}`),
      inspection_expired: expired(sql`${t.inspection_expiry}`),
    })
    .from(t)
    .where(eq(t.company_id, where.companyId));
  return row!;
}

/** Units for the assignment pickers: active ones, with the driver they are assigned to (if any). */
export function unitsForAssignment(
  db: AppDb,
  kind: Kind,
  where: { companyId: number; includeAssigned: boolean; search?: string },
) {
  const t = tableOf(kind);
  return db
    .select({
      id: t.id,
      unit_number: t.unit_number,
      make: t.make,
      model: t.model,
      year: t.year,
      status: t.status,
      assigned_driver_id: drivers.id,
      driver_first: drivers.first_name,
      driver_last: drivers.last_name,
    })
    .from(t)
    .leftJoin(driverEquipmentAssignments, and(eq(linkOf(kind), t.id), eq(driverEquipmentAssignments.is_active, true)))
    .leftJoin(drivers, eq(drivers.id, driverEquipmentAssignments.driver_id))
    .where(
      ofCompany(
        t,
        where.companyId,
        { is_active: true },
        // A sold unit is gone from the fleet: never offered (in the shop or out of service still are).
        ne(t.status, 'sold'),
        where.includeAssigned ? undefined : sql`${driverEquipmentAssignments.id} is null`,
        searchIn(where.search, [t.unit_number]),
      ),
    )
    .orderBy(sql`lower(${t.unit_number})`, asc(t.id))
    .limit(1000);
}
