import { and, asc, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { fullName } from '../../db/names';
import { inPage, type Page } from '../../db/paging';
import {
  dispatcherAssignments,
  divisions,
  driverEquipmentAssignments,
  driverPayProfiles,
  drivers,
  trackAndTraceAssignments,
  trailers,
  trucks,
  userRoles,
  users,
} from '../../db/schema';
import { searchIn } from '../../db/search';
import { updateVersioned } from '../../db/versioned';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverValues = Omit<
  typeof drivers.$inferInsert,
  'id' | 'company_id' | 'created_by' | 'version' | 'created_at' | 'updated_at'
>;
export type ExpiryWindow = { today: string; until: string };
export type DriverFilter = {
  companyId: number;
  search?: string;
  divisionId?: number;
  driverType?: string;
  activeOnly: boolean;
  /** Only drivers this user dispatches. */
  dispatcherId?: number;
  /** Only drivers this user follows in track and trace. */
  followerId?: number;
  expiry?: { which: 'expiring' | 'expired' | 'expiring_or_expired' } & ExpiryWindow;
};
export type DriverSort = {
  sort: 'name' | 'hire_date' | 'cdl_expiry' | 'medical_card_expiry' | 'created_at';
  order: 'asc' | 'desc';
};

type DayColumn = typeof drivers.cdl_expiry | typeof drivers.medical_card_expiry;

function expiryCondition(column: DayColumn, e: NonNullable<DriverFilter['expiry']>): SQL {
  if (e.which === 'expired') return sql`${column} < ${e.today}`;
  if (e.which === 'expiring') return sql`${column} >= ${e.today} and ${column} <= ${e.until}`;
  return sql`${column} <= ${e.until}`;
}

function whereOf(f: DriverFilter): SQL | undefined {
  return ofCompany(
    drivers,
    f.companyId,
    { is_active: f.activeOnly ? true : undefined, division_id: f.divisionId, driver_type: f.driverType },
    f.dispatcherId === undefined
      ? undefined
      : sql`exists (select 1 from ${dispatcherAssignments} where ${dispatcherAssignments.driver_id} = ${drivers.id} and ${dispatcherAssignments.user_id} = ${f.dispatcherId})`,
    f.followerId === undefined
      ? undefined
      : sql`exists (select 1 from ${trackAndTraceAssignments} where ${trackAndTraceAssignments.driver_id} = ${drivers.id} and ${trackAndTraceAssignments.user_id} = ${f.followerId})`,
    f.expiry
      ? or(expiryCondition(drivers.cdl_expiry, f.expiry), expiryCondition(drivers.medical_card_expiry, f.expiry))
      : undefined,
    searchIn(f.search, [
      fullName(drivers.first_name, drivers.last_name),
      drivers.last_name,
      drivers.email,
      drivers.phone_number,
      drivers.cdl_number,
    ]),
  );
}

const ORDER_COLUMNS = {
  hire_date: drivers.hire_date,
  cdl_expiry: drivers.cdl_expiry,
  medical_card_expiry: drivers.medical_card_expiry,
  created_at: drivers.created_at,
} as const;

function orderOf(s: DriverSort): SQL[] {
  const dir = s.order === 'desc' ? desc : asc;
  const byName = [dir(sql`lower(${drivers.last_name})`), dir(sql`lower(${drivers.first_name})`)];
  if (s.sort === 'name') return [...byName, asc(drivers.id)];
  const column = ORDER_COLUMNS[s.sort];
  return [sql`${column} ${sql.raw(s.order === 'desc' ? 'desc' : 'asc')} nulls last`, ...byName, asc(drivers.id)];
}

/** The dispatchers of a driver as a JSON array, by name (one subquery per row of the page). */
const dispatchersOf = sql<{ id: number; full_name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'full_name', ${users.name} || ' ' || ${users.last_name}) order by ${users.name}, ${users.last_name})
  from ${dispatcherAssignments} join ${users} on ${users.id} = ${dispatcherAssignments.user_id}
  where ${dispatcherAssignments.driver_id} = ${drivers.id}
), '[]'::json)`;

/** A driver with what the list shows beside it: division, current truck and trailer, dispatchers. */
const withContext = {
  driver: drivers,
  division: divisions.name,
  truck_id: trucks.id,
  truck_unit: trucks.unit_number,
  trailer_id: trailers.id,
  trailer_unit: trailers.unit_number,
  dispatchers: dispatchersOf,
};

function selectWithContext(db: AppDb) {
  return db
    .select(withContext)
    .from(drivers)
    .leftJoin(divisions, eq(divisions.id, drivers.division_id))
    .leftJoin(
      driverEquipmentAssignments,
      and(eq(driverEquipmentAssignments.driver_id, drivers.id), eq(driverEquipmentAssignments.is_active, true)),
    )
    .leftJoin(trucks, eq(trucks.id, driverEquipmentAssignments.truck_id))
    .leftJoin(trailers, eq(trailers.id, driverEquipmentAssignments.trailer_id));
}
export type DriverWithContext = Awaited<ReturnType<typeof findDriverWithContext>> & {};

export function listDrivers(db: AppDb, f: DriverFilter, sort: DriverSort, page: Page) {
  return inPage(
    selectWithContext(db)
      .where(whereOf(f))
      .orderBy(...orderOf(sort))
      .$dynamic(),
    page,
  );
}

export async function countDrivers(db: AppDb, f: DriverFilter): Promise<number> {
  return db.$count(drivers, whereOf(f));
}

export async function findDriverWithContext(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await selectWithContext(db)
    .where(ofCompany(drivers, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

export async function findDriver(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, drivers, where);
}

/** Locks the driver's row until the transaction ends (assignments check it is still active). */
export async function lockDriver(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .select()
    .from(drivers)
    .where(ofCompany(drivers, where.companyId, { id: where.id }))
    .for('share')
    .limit(1);
  return row;
}

export async function findDriverWithSsn(db: AppDb, where: { companyId: number; ssnHash: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      ofCompany(
        drivers,
        where.companyId,
        { ssn_hash: where.ssnHash },
        where.exceptId === undefined ? undefined : ne(drivers.id, where.exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Serialises writes that claim one SSN in one company, so two concurrent saves cannot both pass the check. */
export async function lockSsn(db: AppDb, where: { companyId: number; ssnHash: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(${where.companyId}, hashtext(${`drivers.ssn:${where.ssnHash}`}))`);
}

export async function insertDriver(
  db: AppDb,
  values: DriverValues & { company_id: number; created_by: number | null },
) {
  const [row] = await db.insert(drivers).values(values).returning();
  return row!;
}

export async function updateDriver(
  db: AppDb,
  where: { companyId: number; id: number; version: number },
  values: Partial<DriverValues>,
) {
  const match = ofCompany(drivers, where.companyId, { id: where.id, version: where.version });
  return updateVersioned(db, drivers, match, values);
}

/** Whether the driver has a current equipment assignment. */
export async function hasCurrentEquipment(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .select({ id: driverEquipmentAssignments.id })
    .from(driverEquipmentAssignments)
    .where(ofCompany(driverEquipmentAssignments, where.companyId, { driver_id: where.id, is_active: true }))
    .limit(1);
  return Boolean(row);
}

export async function deleteDriver(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .delete(drivers)
    .where(ofCompany(drivers, where.companyId, { id: where.id }))
    .returning({ id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name });
  return row;
}

/** The pay profile in force on `day`, else the earliest future one. */
export async function currentPayProfile(db: AppDb, where: { companyId: number; driverId: number; day: string }) {
  const [row] = await db
    .select()
    .from(driverPayProfiles)
    .where(ofCompany(driverPayProfiles, where.companyId, { driver_id: where.driverId }))
    .orderBy(
      sql`(${driverPayProfiles.effective_date} <= ${where.day}) desc`,
      sql`case when ${driverPayProfiles.effective_date} <= ${where.day} then ${driverPayProfiles.effective_date} end desc nulls last`,
      asc(driverPayProfiles.effective_date),
    )
    .limit(1);
  return row;
}

/** Adds a pay profile; one with the same effective date is replaced. */
export async function upsertPayProfile(
  db: AppDb,
  values: {
    company_id: number;
    driver_id: number;
    pay_type: string;
    rate: string;
    effective_date: string;
    deduct_def: boolean;
    created_by: number | null;
  },
) {
  await db
    .insert(driverPayProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: [driverPayProfiles.driver_id, driverPayProfiles.effective_date],
      set: {
        pay_type: values.pay_type,
        rate: values.rate,
        deduct_def: values.deduct_def,
        created_by: values.created_by,
        created_at: new Date(),
      },
    });
}

export async function driverStats(db: AppDb, where: { companyId: number } & ExpiryWindow) {
  const active = eq(drivers.is_active, true);
  const n = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const hasTruck = sql`exists (select 1 from ${driverEquipmentAssignments} where ${driverEquipmentAssignments.driver_id} = ${drivers.id} and ${driverEquipmentAssignments.is_active} and ${driverEquipmentAssignments.truck_id} is not null)`;
  const expiring = (c: DayColumn) => n(and(active, sql`${c} >= ${where.today}`, lte(c, where.until)));
  const expired = (c: DayColumn) => n(and(active, sql`${c} < ${where.today}`));
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: n(active),
      inactive: n(eq(drivers.is_active, false)),
      company_drivers: n(eq(drivers.driver_type, 'company_driver')),
      owner_operators: n(eq(drivers.driver_type, 'owner_operator')),
      without_truck: n(and(active, sql`not ${hasTruck}`)),
      cdl_expiring: expiring(drivers.cdl_expiry),
      cdl_expired: expired(drivers.cdl_expiry),
      medical_expiring: expiring(drivers.medical_card_expiry),
      medical_expired: expired(drivers.medical_card_expiry),
    })
    .from(drivers)
    .where(eq(drivers.company_id, where.companyId));
  return row!;
}

/** The company's active users holding a role (dispatchers, track-and-trace users), by name. */
export function usersWithRole(db: AppDb, where: { companyId: number; roleId: number; id?: number }) {
  return db
    .select({ id: users.id, name: users.name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(
      ofCompany(
        users,
        where.companyId,
        { is_active: true, id: where.id },
        sql`exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${users.id} and ${userRoles.role_id} = ${where.roleId})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.last_name), asc(users.id));
}

/** The dispatchers of one driver. */
export function dispatchersOfDriver(db: AppDb, where: { companyId: number; driverId: number }) {
  return db
    .select({ id: users.id, name: users.name, last_name: users.last_name, email: users.email })
    .from(dispatcherAssignments)
    .innerJoin(users, eq(users.id, dispatcherAssignments.user_id))
    .where(ofCompany(dispatcherAssignments, where.companyId, { driver_id: where.driverId }))
    .orderBy(asc(users.name), asc(users.last_name));
}

/** A driver with the account the driver app links to it, if any (decision 0215). */
export async function findAppAccount(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .select({
      id: drivers.id,
      is_active: drivers.is_active,
      version: drivers.version,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
      email: drivers.email,
      phone_number: drivers.phone_number,
      user_id: drivers.user_id,
      user_email: users.email,
      user_active: users.is_active,
      accepted_at: users.accepted_at,
      invited_at: users.created_at,
      last_login_at: users.last_login_at,
    })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.user_id))
    .where(and(eq(drivers.company_id, where.companyId), eq(drivers.id, where.id)))
    .for('update', { of: drivers });
  return row;
}
export type AppAccountRow = NonNullable<Awaited<ReturnType<typeof findAppAccount>>>;

/** Links the driver to their driver-app account. */
export async function linkAppAccount(db: AppDb, where: { companyId: number; id: number }, userId: number) {
  await db
    .update(drivers)
    .set({ user_id: userId })
    .where(and(eq(drivers.company_id, where.companyId), eq(drivers.id, where.id)));
}

/** The driver a user's driver-app account is linked to. */
export async function findDriverOfUser(db: AppDb, where: { companyId: number; userId: number }) {
  const [row] = await db
    .select({
      id: drivers.id,
      is_active: drivers.is_active,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
    })
    .from(drivers)
    .where(and(eq(drivers.company_id, where.companyId), eq(drivers.user_id, where.userId)));
  return row;
}
