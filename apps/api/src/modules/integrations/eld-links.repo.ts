import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { drivers, eldLinks, trucks } from '../../db/schema';

export type LinkRow = typeof eldLinks.$inferSelect;
type Scope = { companyId: number; integrationId: number };
export type SeenRecord = {
  kind: 'driver' | 'vehicle';
  external_id: string;
  external_name: string;
  external_detail: string | null;
};

const ofIntegration = (s: Scope) =>
  and(eq(eldLinks.company_id, s.companyId), eq(eldLinks.integration_id, s.integrationId));

/** Records what the provider knows now: new ones are added unmatched, known ones get its current names. */
export async function upsertSeen(db: AppDb, scope: Scope, seen: readonly SeenRecord[]) {
  if (!seen.length) return;
  await db
    .insert(eldLinks)
    .values(seen.map((r) => ({ ...r, company_id: scope.companyId, integration_id: scope.integrationId })))
    .onConflictDoUpdate({
      target: [eldLinks.company_id, eldLinks.integration_id, eldLinks.kind, eldLinks.external_id],
      set: {
        external_name: sql`excluded.external_name`,
        external_detail: sql`excluded.external_detail`,
        updated_at: sql`now()`,
      },
    });
}

export function listLinks(db: AppDb, scope: Scope, status: 'unmatched' | 'matched' | 'all') {
  const filter =
    status === 'unmatched'
      ? and(isNull(eldLinks.driver_id), isNull(eldLinks.truck_id), eq(eldLinks.ignored, false))
      : status === 'matched'
        ? sql`(${eldLinks.driver_id} is not null or ${eldLinks.truck_id} is not null)`
        : undefined;
  return db
    .select({
      link: eldLinks,
      driver_name: sql<string | null>`nullif(concat_ws(' ', ${drivers.first_name}, ${drivers.last_name}), '')`,
      unit_number: trucks.unit_number,
    })
    .from(eldLinks)
    .leftJoin(drivers, eq(drivers.id, eldLinks.driver_id))
    .leftJoin(trucks, eq(trucks.id, eldLinks.truck_id))
    .where(and(ofIntegration(scope), filter))
    .orderBy(eldLinks.kind, eldLinks.external_name, eldLinks.id);
}

export async function findLink(db: AppDb, scope: Scope, linkId: number) {
  const [row] = await db
    .select()
    .from(eldLinks)
    .where(and(ofIntegration(scope), eq(eldLinks.id, linkId)))
    .limit(1);
  return row;
}

/** The other link of this integration already matched to the driver or truck, if any. */
export async function linkTo(db: AppDb, scope: Scope, target: { driverId?: number; truckId?: number }) {
  const column = target.driverId !== undefined ? eldLinks.driver_id : eldLinks.truck_id;
  const [row] = await db
    .select({ id: eldLinks.id })
    .from(eldLinks)
    .where(and(ofIntegration(scope), eq(column, (target.driverId ?? target.truckId)!)))
    .limit(1);
  return row;
}

export async function updateLink(
  db: AppDb,
  scope: Scope,
  linkId: number,
  set: Partial<Pick<LinkRow, 'driver_id' | 'truck_id' | 'matched_by' | 'ignored' | 'synced_at'>>,
) {
  await db
    .update(eldLinks)
    .set({ ...set, updated_at: new Date() })
    .where(and(ofIntegration(scope), eq(eldLinks.id, linkId)));
}

/** The integration's links of the given external ids (the matched ones say where their data goes). */
export function linksOf(db: AppDb, scope: Scope, kind: 'driver' | 'vehicle', externalIds: readonly string[]) {
  if (!externalIds.length) return Promise.resolve([] as LinkRow[]);
  return db
    .select()
    .from(eldLinks)
    .where(and(ofIntegration(scope), eq(eldLinks.kind, kind), inArray(eldLinks.external_id, [...externalIds])));
}

/** How many of each kind still wait for a user: neither matched nor ignored. */
export async function unmatchedCounts(db: AppDb, companyId: number) {
  const rows = await db
    .select({ integration_id: eldLinks.integration_id, kind: eldLinks.kind, n: sql<number>`count(*)::int` })
    .from(eldLinks)
    .where(
      and(
        eq(eldLinks.company_id, companyId),
        isNull(eldLinks.driver_id),
        isNull(eldLinks.truck_id),
        eq(eldLinks.ignored, false),
      ),
    )
    .groupBy(eldLinks.integration_id, eldLinks.kind);
  return rows;
}

/** Whether the company has this driver (for a driver record) or truck (for a vehicle). */
export async function targetExists(db: AppDb, companyId: number, kind: 'driver' | 'vehicle', id: number) {
  const table = kind === 'driver' ? drivers : trucks;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.company_id, companyId), eq(table.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Whether a driver or vehicle was matched since the last sync read its history. */
export async function hasUnsyncedMatch(db: AppDb, scope: Scope) {
  const [row] = await db
    .select({ id: eldLinks.id })
    .from(eldLinks)
    .where(
      and(
        ofIntegration(scope),
        isNull(eldLinks.synced_at),
        sql`(${eldLinks.driver_id} is not null or ${eldLinks.truck_id} is not null)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function markSynced(db: AppDb, scope: Scope, at: Date, except: readonly number[]) {
  await db
    .update(eldLinks)
    .set({ synced_at: at })
    .where(
      and(
        ofIntegration(scope),
        sql`(${eldLinks.driver_id} is not null or ${eldLinks.truck_id} is not null)`,
        except.length ? notInArray(eldLinks.id, [...except]) : undefined,
      ),
    );
}
