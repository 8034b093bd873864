import type { ReportFrequency } from '@tms/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { analyticsReportDeliveries, analyticsReportSubscriptions, companies, users } from '../../db/schema';

type Who = { companyId: number; userId: number };

/** A user's subscriptions, in the order daily, weekly, monthly. */
export function listSubscriptions(db: AppDb, who: Who) {
  return db
    .select({
      id: analyticsReportSubscriptions.id,
      frequency: analyticsReportSubscriptions.frequency,
      created_at: analyticsReportSubscriptions.created_at,
    })
    .from(analyticsReportSubscriptions)
    .where(ofCompany(analyticsReportSubscriptions, who.companyId, { user_id: who.userId }))
    .orderBy(
      sql`array_position(array['daily', 'weekly', 'monthly'], ${analyticsReportSubscriptions.frequency})`,
      asc(analyticsReportSubscriptions.id),
    );
}

/** Adds the frequencies a user is not yet subscribed to (existing ones keep their row). */
export async function insertSubscriptions(db: AppDb, who: Who, frequencies: ReportFrequency[]) {
  if (!frequencies.length) return;
  await db
    .insert(analyticsReportSubscriptions)
    .values(frequencies.map((frequency) => ({ company_id: who.companyId, user_id: who.userId, frequency })))
    .onConflictDoNothing();
}

export async function deleteSubscriptions(db: AppDb, who: Who, frequencies: ReportFrequency[]) {
  if (!frequencies.length) return;
  await db
    .delete(analyticsReportSubscriptions)
    .where(
      and(
        ofCompany(analyticsReportSubscriptions, who.companyId, { user_id: who.userId }),
        inArray(analyticsReportSubscriptions.frequency, frequencies),
      ),
    );
}

/** Where a user's reports go (the sign-in address) and the company's name and time zone. */
export async function recipient(db: AppDb, who: Who) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      last_name: users.last_name,
      time_zone: companies.time_zone,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(and(eq(users.id, who.userId), eq(users.company_id, who.companyId)))
    .limit(1);
  return row;
}

/**
 * Every subscription whose company's local time at `now` is at or past the sending hour, with its
 * user and the company's day: active users of active companies whose subscription has not lapsed.
 * Platform-wide (run by the schedule, outside any tenant).
 */
export async function subscriptionsFromHour(db: AppDb, now: Date, hour: number) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${companies.time_zone})`;
  const today = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  return db
    .select({
      id: analyticsReportSubscriptions.id,
      company_id: analyticsReportSubscriptions.company_id,
      user_id: analyticsReportSubscriptions.user_id,
      frequency: analyticsReportSubscriptions.frequency,
      today,
      roles: sql<
        string[]
      >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id})`,
    })
    .from(analyticsReportSubscriptions)
    .innerJoin(users, eq(users.id, analyticsReportSubscriptions.user_id))
    .innerJoin(companies, eq(companies.id, analyticsReportSubscriptions.company_id))
    .where(
      and(
        eq(users.is_active, true),
        eq(users.company_id, analyticsReportSubscriptions.company_id),
        eq(companies.active, true),
        sql`(${companies.subscription_expires_at} is null or ${companies.subscription_expires_at} >= ${local}::date)`,
        sql`extract(hour from ${local}) >= ${hour}`,
      ),
    )
    .orderBy(asc(analyticsReportSubscriptions.company_id), asc(analyticsReportSubscriptions.id));
}

/** Whether the report of a subscription for the period starting on `periodFrom` was sent. */
export async function wasSent(db: AppDb, where: { companyId: number; subscriptionId: number; periodFrom: string }) {
  const n = await db.$count(
    analyticsReportDeliveries,
    ofCompany(analyticsReportDeliveries, where.companyId, {
      subscription_id: where.subscriptionId,
      period_from: where.periodFrom,
    }),
  );
  return n > 0;
}

/** Records a sent period; false when another run recorded it first (nothing is to be sent then). */
export async function recordDelivery(
  db: AppDb,
  values: { companyId: number; subscriptionId: number; periodFrom: string; periodTo: string },
) {
  const rows = await db
    .insert(analyticsReportDeliveries)
    .values({
      company_id: values.companyId,
      subscription_id: values.subscriptionId,
      period_from: values.periodFrom,
      period_to: values.periodTo,
    })
    .onConflictDoNothing()
    .returning({ id: analyticsReportDeliveries.id });
  return rows.length > 0;
}
