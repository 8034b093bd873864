import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { companies, expiryDigestSubscriptions, expiryRecords, users } from '../../db/schema';

/** Each company's "today" is its own calendar day (companies.time_zone). */
const today = sql`(now() at time zone c.time_zone)::date`;

/**
 * Records every active driver's CDL and medical card and every active unit's registration and
 * annual inspection date within `days` or past, replacing the previous records (one statement
 * per table, all companies at once).
 */
export async function rescan(db: AppDb, days: number) {
  await db.execute(sql`delete from ${expiryRecords}`);
  const horizon = sql`${today} + ${days}::int`;
  await db.execute(sql`
    insert into expiry_records (company_id, subject_type, subject_id, subject_name, kind, expires_on)
    select d.company_id, 'driver', d.id, d.first_name || ' ' || d.last_name, k.kind, k.day
    from drivers d join companies c on c.id = d.company_id
    cross join lateral (values ('cdl', d.cdl_expiry), ('medical_card', d.medical_card_expiry)) as k(kind, day)
    where d.is_active and k.day is not null and k.day <= ${horizon}
    union all
    select u.company_id, 'truck', u.id, u.unit_number, k.kind, k.day
    from trucks u join companies c on c.id = u.company_id
    cross join lateral (values ('registration', u.registration_expiry), ('inspection', u.inspection_expiry)) as k(kind, day)
    where u.is_active and k.day is not null and k.day <= ${horizon}
    union all
    select u.company_id, 'trailer', u.id, u.unit_number, k.kind, k.day
    from trailers u join companies c on c.id = u.company_id
    cross join lateral (values ('registration', u.registration_expiry), ('inspection', u.inspection_expiry)) as k(kind, day)
    where u.is_active and k.day is not null and k.day <= ${horizon}`);
}

const daysLeft =
  sql<number>`(${expiryRecords.expires_on} - (select (now() at time zone c.time_zone)::date from ${companies} c where c.id = ${expiryRecords.company_id}))`.mapWith(
    Number,
  );

export function listRecords(
  db: AppDb,
  where: { companyId: number; subjectType?: string; state?: 'expiring' | 'expired' },
) {
  const state: SQL | undefined =
    where.state === 'expired' ? sql`${daysLeft} < 0` : where.state === 'expiring' ? sql`${daysLeft} >= 0` : undefined;
  return db
    .select({ record: expiryRecords, days_left: daysLeft })
    .from(expiryRecords)
    .where(ofCompany(expiryRecords, where.companyId, { subject_type: where.subjectType }, state))
    .orderBy(asc(expiryRecords.expires_on), asc(expiryRecords.subject_name))
    .limit(1000);
}

export async function countRecords(db: AppDb, where: { companyId: number }) {
  const drivers = sql`${expiryRecords.subject_type} = 'driver'`;
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      drivers_expiring: n(sql`${drivers} and ${daysLeft} >= 0`),
      drivers_expired: n(sql`${drivers} and ${daysLeft} < 0`),
      equipment_expiring: n(sql`not ${drivers} and ${daysLeft} >= 0`),
      equipment_expired: n(sql`not ${drivers} and ${daysLeft} < 0`),
      recorded_at: sql<Date | null>`max(${expiryRecords.recorded_at})`,
    })
    .from(expiryRecords)
    .where(eq(expiryRecords.company_id, where.companyId));
  return row!;
}

export async function isSubscribed(db: AppDb, where: { companyId: number; userId: number }) {
  const [row] = await db
    .select({ user_id: expiryDigestSubscriptions.user_id })
    .from(expiryDigestSubscriptions)
    .where(ofCompany(expiryDigestSubscriptions, where.companyId, { user_id: where.userId }))
    .limit(1);
  return Boolean(row);
}

export async function subscribe(db: AppDb, values: { companyId: number; userId: number }) {
  await db
    .insert(expiryDigestSubscriptions)
    .values({ company_id: values.companyId, user_id: values.userId })
    .onConflictDoNothing();
}

export async function unsubscribe(db: AppDb, where: { companyId: number; userId: number }) {
  await db
    .delete(expiryDigestSubscriptions)
    .where(ofCompany(expiryDigestSubscriptions, where.companyId, { user_id: where.userId }));
}

/** Active subscribers of every company (platform-wide, for the nightly digest). */
export function subscribers(db: AppDb) {
  return db
    .select({
      user_id: users.id,
      company_id: expiryDigestSubscriptions.company_id,
      email: users.email,
      name: users.name,
    })
    .from(expiryDigestSubscriptions)
    .innerJoin(users, eq(users.id, expiryDigestSubscriptions.user_id))
    .where(eq(users.is_active, true))
    .orderBy(asc(expiryDigestSubscriptions.company_id), asc(users.id));
}
