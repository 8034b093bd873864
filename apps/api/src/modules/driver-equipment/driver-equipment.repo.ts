import { aliasedTable, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import {
  driverEquipmentAssignments as a,
  driverEquipmentChanges as c,
  drivers,
  trailers,
  trucks,
  users,
} from '../../db/schema';

export type AssignmentRow = typeof a.$inferSelect;
export type AssignmentFilter = {
  companyId: number;
  activeOnly: boolean;
  driverId?: number;
  truckId?: number;
  trailerId?: number;
};

const assigner = aliasedTable(users, 'assigner');

/** An assignment with the names the answers show. */
function selectNamed(db: AppDb) {
  return db
    .select({
      a,
      driver_first: drivers.first_name,
      driver_last: drivers.last_name,
      truck_unit: trucks.unit_number,
      trailer_unit: trailers.unit_number,
      by_name: assigner.name,
      by_last: assigner.last_name,
    })
    .from(a)
    .innerJoin(drivers, eq(drivers.id, a.driver_id))
    .leftJoin(trucks, eq(trucks.id, a.truck_id))
    .leftJoin(trailers, eq(trailers.id, a.trailer_id))
    .leftJoin(assigner, eq(assigner.id, a.assigned_by));
}
export type NamedAssignment = Awaited<ReturnType<typeof findNamed>> & {};

function whereOf(f: AssignmentFilter): SQL {
  return ofCompany(a, f.companyId, {
    is_active: f.activeOnly ? true : undefined,
    driver_id: f.driverId,
    truck_id: f.truckId,
    trailer_id: f.trailerId,
  });
}

export function listAssignments(db: AppDb, f: AssignmentFilter, page: Page) {
  return inPage(selectNamed(db).where(whereOf(f)).orderBy(desc(a.assigned_at), desc(a.id)).$dynamic(), page);
}

export async function countAssignments(db: AppDb, f: AssignmentFilter): Promise<number> {
  return db.$count(a, whereOf(f));
}

export async function findNamed(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await selectNamed(db)
    .where(ofCompany(a, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

export async function findCurrentNamed(db: AppDb, where: { companyId: number; driverId: number }) {
  const [row] = await selectNamed(db)
    .where(ofCompany(a, where.companyId, { driver_id: where.driverId, is_active: true }))
    .limit(1);
  return row;
}

/** An assignment locked for the transaction. */
export async function lockAssignment(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, a, where, { lock: true });
}

/** The active assignment holding a driver, a truck or a trailer, if any. */
export async function activeHolding(
  db: AppDb,
  where: { companyId: number; driverId?: number; truckId?: number; trailerId?: number },
) {
  const [row] = await db
    .select({ id: a.id, driver_id: a.driver_id })
    .from(a)
    .where(
      ofCompany(a, where.companyId, {
        is_active: true,
        driver_id: where.driverId,
        truck_id: where.truckId,
        trailer_id: where.trailerId,
      }),
    )
    .limit(1);
  return row;
}

export async function insertAssignment(
  db: AppDb,
  values: {
    company_id: number;
    driver_id: number;
    truck_id: number | null;
    trailer_id: number | null;
    notes: string | null;
    assigned_by: number | null;
  },
) {
  const [row] = await db.insert(a).values(values).returning();
  return row!;
}

export async function endAssignment(db: AppDb, where: { companyId: number; id: number }, at: Date) {
  const [row] = await db
    .update(a)
    .set({ is_active: false, unassigned_at: at, updated_at: at })
    .where(ofCompany(a, where.companyId, { id: where.id, is_active: true }))
    .returning();
  return row;
}

export async function updateNotes(db: AppDb, where: { companyId: number; id: number }, notes: string | null) {
  await db
    .update(a)
    .set({ notes, updated_at: new Date() })
    .where(ofCompany(a, where.companyId, { id: where.id }));
}

export async function insertChange(
  db: AppDb,
  values: {
    company_id: number;
    assignment_id: number;
    driver_id: number;
    action: string;
    changes: Record<string, { from: string | number | null; to: string | number | null }>;
    changed_by: number | null;
  },
) {
  await db.insert(c).values(values);
}

const changer = aliasedTable(users, 'changer');

export function changesOfDriver(db: AppDb, where: { companyId: number; driverId: number }) {
  return db
    .select({ c, by_name: changer.name, by_last: changer.last_name })
    .from(c)
    .leftJoin(changer, eq(changer.id, c.changed_by))
    .where(ofCompany(c, where.companyId, { driver_id: where.driverId }))
    .orderBy(desc(c.changed_at), desc(c.id))
    .limit(500);
}

export function historyOfDriver(db: AppDb, where: { companyId: number; driverId: number }) {
  return selectNamed(db)
    .where(ofCompany(a, where.companyId, { driver_id: where.driverId }))
    .orderBy(desc(a.assigned_at), desc(a.id))
    .limit(500);
}
