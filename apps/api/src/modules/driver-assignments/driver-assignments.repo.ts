import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { fullName } from '../../db/names';
import { dispatcherAssignments, drivers, trackAndTraceAssignments, users } from '../../db/schema';

/** Dispatcher and track-and-trace assignments share their columns; `kind` picks the table. */
export type Kind = 'dispatcher' | 'track_and_trace';
const tableOf = (kind: Kind) =>
  kind === 'dispatcher' ? dispatcherAssignments : (trackAndTraceAssignments as unknown as typeof dispatcherAssignments);

export function listPairs(db: AppDb, kind: Kind, where: { companyId: number; userId?: number; driverId?: number }) {
  const t = tableOf(kind);
  return db
    .select({
      id: t.id,
      user_id: t.user_id,
      user_name: fullName(users.name, users.last_name),
      driver_id: t.driver_id,
      driver_name: fullName(drivers.first_name, drivers.last_name),
      created_at: t.created_at,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.user_id))
    .innerJoin(drivers, eq(drivers.id, t.driver_id))
    .where(ofCompany(t, where.companyId, { user_id: where.userId, driver_id: where.driverId }))
    .orderBy(asc(users.name), asc(users.last_name), asc(drivers.last_name), asc(drivers.first_name))
    .limit(10000);
}

export async function findPair(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  return findInCompany(db, t, where);
}

/** Adds pairs; ones already there stay as they are. Answers the ids of the new rows. */
export function insertPairs(
  db: AppDb,
  kind: Kind,
  values: { company_id: number; user_id: number; driver_id: number; created_by: number | null }[],
) {
  const t = tableOf(kind);
  if (!values.length) return Promise.resolve([]);
  return db.insert(t).values(values).onConflictDoNothing().returning({ id: t.id });
}

export async function deletePair(db: AppDb, kind: Kind, where: { companyId: number; id: number }) {
  const t = tableOf(kind);
  const [row] = await db
    .delete(t)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .returning({ id: t.id, user_id: t.user_id, driver_id: t.driver_id });
  return row;
}

/** Removes the user's pairs whose driver is not in `keep`. */
export function deletePairsExcept(db: AppDb, kind: Kind, where: { companyId: number; userId: number; keep: number[] }) {
  const t = tableOf(kind);
  return db
    .delete(t)
    .where(
      ofCompany(
        t,
        where.companyId,
        { user_id: where.userId },
        where.keep.length ? notInArray(t.driver_id, where.keep) : undefined,
      ),
    )
    .returning({ driver_id: t.driver_id });
}

/** Which of these ids are drivers of the company. */
export async function knownDrivers(db: AppDb, where: { companyId: number; ids: number[] }) {
  if (!where.ids.length) return [];
  const rows = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(ofCompany(drivers, where.companyId, {}, inArray(drivers.id, where.ids)));
  return rows.map((r) => r.id);
}

/** Each user's driver ids. */
export function driverIdsByUser(db: AppDb, kind: Kind, where: { companyId: number }) {
  const t = tableOf(kind);
  return db
    .select({ user_id: t.user_id, driver_ids: sql<number[]>`array_agg(${t.driver_id} order by ${t.driver_id})` })
    .from(t)
    .where(eq(t.company_id, where.companyId))
    .groupBy(t.user_id);
}
