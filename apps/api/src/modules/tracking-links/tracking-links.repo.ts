import { asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { fullNameOrNull } from '../../db/names';
import { companies, loadEvents, loadStatuses, loads, trackingLinks, users } from '../../db/schema';

export type TrackingLinkValues = Omit<typeof trackingLinks.$inferInsert, 'id' | 'created_at' | 'last_viewed_at'>;
export type TrackingLinkRow = Awaited<ReturnType<typeof listLinks>>[number];

/** How many links a load's list answers: a link a day for a long haul is a few dozen. */
const LIST_CAP = 200;

export async function insertLink(db: AppDb, values: TrackingLinkValues) {
  const [row] = await db.insert(trackingLinks).values(values).returning({ id: trackingLinks.id });
  return row!;
}

/** A load's links, newest first, with who made each. */
export function listLinks(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select({ link: trackingLinks, created_by_name: fullNameOrNull(users.name, users.last_name) })
    .from(trackingLinks)
    .leftJoin(users, eq(users.id, trackingLinks.created_by))
    .where(ofCompany(trackingLinks, where.companyId, { load_id: where.loadId }))
    .orderBy(desc(trackingLinks.created_at), desc(trackingLinks.id))
    .limit(LIST_CAP);
}

export async function findLink(db: AppDb, where: { companyId: number; loadId: number; id: number }) {
  const [row] = await db
    .select()
    .from(trackingLinks)
    .where(ofCompany(trackingLinks, where.companyId, { load_id: where.loadId, id: where.id }))
    .limit(1);
  return row;
}

/** Revokes a link once: a second revoke keeps the first time. */
export async function revokeLink(db: AppDb, where: { companyId: number; id: number }) {
  await db
    .update(trackingLinks)
    .set({ revoked_at: sql`now()` })
    .where(ofCompany(trackingLinks, where.companyId, { id: where.id }, isNull(trackingLinks.revoked_at)));
}

/** The link with this token's hash, of any company (the public page knows no company yet). */
export async function findByHash(db: AppDb, tokenHash: string) {
  const [row] = await db
    .select({
      id: trackingLinks.id,
      company_id: trackingLinks.company_id,
      load_id: trackingLinks.load_id,
      expires_at: trackingLinks.expires_at,
      revoked_at: trackingLinks.revoked_at,
    })
    .from(trackingLinks)
    .where(eq(trackingLinks.token_hash, tokenHash))
    .limit(1);
  return row;
}

/** Notes a view, at most once a minute, so a page left open does not write on every refresh. */
export async function touchViewed(db: AppDb, where: { companyId: number; id: number }) {
  await db
    .update(trackingLinks)
    .set({ last_viewed_at: sql`now()` })
    .where(
      ofCompany(
        trackingLinks,
        where.companyId,
        { id: where.id },
        or(isNull(trackingLinks.last_viewed_at), lt(trackingLinks.last_viewed_at, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** What a link shows of its load and carrier: the number, the status's name, the carrier's name, phone and zone. */
export async function findLoadSummary(db: AppDb, where: { companyId: number; loadId: number }) {
  const [row] = await db
    .select({
      load_number: loads.load_number,
      status: loadStatuses.name,
      carrier_name: companies.name,
      carrier_phone: companies.phone_number,
      time_zone: companies.time_zone,
    })
    .from(loads)
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .innerJoin(companies, eq(companies.id, loads.company_id))
    .where(ofCompany(loads, where.companyId, { id: where.loadId }))
    .limit(1);
  return row;
}

/** The load's stops in order, with only what the customer may see of each. */
export function listStops(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select({
      event_type: loadEvents.event_type,
      city: loadEvents.location_city,
      state: loadEvents.location_state,
      appointment_time_lower: loadEvents.appointment_time_lower,
      appointment_time_higher: loadEvents.appointment_time_higher,
      completed_at: loadEvents.completed_at,
    })
    .from(loadEvents)
    .where(ofCompany(loadEvents, where.companyId, { load_id: where.loadId }))
    .orderBy(asc(loadEvents.event_order));
}
