import { DRIVER_APP_LIMITS, dayIn } from '@tms/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../client';
import { companies, drivers, loadEvents, loadStatuses, loads, users } from '../schema';

/** What the demo driver's week holds: a load on the road, one coming and one just delivered. */
function weekCounts(today: string, recentSince: Date) {
  const lastDeparted = sql`(select max(${loadEvents.departed_at}) from ${loadEvents} where ${loadEvents.load_id} = ${loads.id})`;
  const onTheRoad = sql<number>`count(*) filter (where ${loadStatuses.name} = 'In Transit')`;
  const coming = sql<number>`count(*) filter (where ${loadStatuses.name} in ('Dispatched', 'Booked') and ${loads.first_pickup_date} > ${today})`;
  const delivered = sql<number>`count(*) filter (where ${loadStatuses.name} = 'Delivered' and ${lastDeparted} > ${recentSince})`;
  return { onTheRoad, coming, delivered };
}

/**
 * The driver whose week shows every part of the driver app: the active driver with a load on the
 * road, one coming and one delivered in the last days, on no team load; the one meeting most of
 * that if none meets it all (a load plan seldom leaves fewer than ten who do).
 */
async function demoDriver(tx: AppDb, companyId: number, now: Date) {
  const [company] = await tx.select({ tz: companies.time_zone }).from(companies).where(eq(companies.id, companyId));
  const recentSince = new Date(now.getTime() - (DRIVER_APP_LIMITS.recentDays - 1) * 86_400_000);
  const c = weekCounts(dayIn(company!.tz, now), recentSince);
  const met = sql`sign(${c.onTheRoad}) + sign(${c.coming}) + sign(${c.delivered})`;
  const [row] = await tx
    .select({
      id: drivers.id,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
      phone: drivers.phone_number,
    })
    .from(drivers)
    .innerJoin(loads, and(eq(loads.driver_id, drivers.id), eq(loads.is_draft, false)))
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .where(and(eq(drivers.company_id, companyId), eq(drivers.is_active, true)))
    .groupBy(drivers.id)
    .orderBy(sql`${met} desc`, sql`bool_or(${loads.is_team_load})`, asc(drivers.id))
    .limit(1);
  return row;
}

/**
 * Gives the demo driver login its driver (issue 36): linked to the driver whose week shows the
 * driver app at work, named after them, at the address the account signs in with, as an
 * invitation accepted from the driver's drawer would leave them.
 */
export async function seedDriverAppAccount(tx: AppDb, companyId: number, email: string, now = new Date()) {
  const driver = await demoDriver(tx, companyId, now);
  if (!driver) return;
  const [user] = await tx
    .update(users)
    .set({ name: driver.first_name, last_name: driver.last_name, phone_number: driver.phone })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ id: users.id });
  await tx.update(drivers).set({ user_id: user!.id, email }).where(eq(drivers.id, driver.id));
}
