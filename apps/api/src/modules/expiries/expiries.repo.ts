import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { companies, expiryDigestSubscriptions, expiryRecords, users } from '../../db/schema';

/** Each company's "today" is its own calendar day (companies.time_zone). */
const today = sql`(now() at time zone c.time_zone)::date`;

/**
 * Every active driver's CDL and medical card and every active unit's registration and annual
 * inspection date within `days` or past, with the owner's company day (`today`), of the companies
 * that `scope` (a condition on `c`, the companies table) lets through. `slot` numbers the six kinds
 * of date so that a subject's id and its slot name one date.
 */
function dueDates(days: number, scope: SQL) {
  const horizon = sql`${today} + ${days}::int`;
  return sql`
    select d.company_id, 'driver' as subject_type, d.id as subject_id, d.first_name || ' ' || d.last_name as subject_name,
      k.kind, k.day as expires_on, k.slot, ${today} as today
    from drivers d join companies c on c.id = d.company_id
    cross join lateral (values ('cdl', d.cdl_expiry, 0), ('medical_card', d.medical_card_expiry, 1)) as k(kind, day, slot)
    where ${scope} and d.is_active and k.day is not null and k.day <= ${horizon}
    union all
    select u.company_id, 'truck', u.id, u.unit_number, k.kind, k.day, k.slot, ${today}
    from trucks u join companies c on c.id = u.company_id
    cross join lateral (values ('registration', u.registration_expiry, 2), ('inspection', u.inspection_expiry, 3)) as k(kind, day, slot)
    where ${scope} and u.is_active and k.day is not null and k.day <= ${horizon}
    union all
    select u.company_id, 'trailer', u.id, u.unit_number, k.kind, k.day, k.slot, ${today}
    from trailers u join companies c on c.id = u.company_id
    cross join lateral (values ('registration', u.registration_expiry, 4), ('inspection', u.inspection_expiry, 5)) as k(kind, day, slot)
    where ${scope} and u.is_active and k.day is not null and k.day <= ${horizon}`;
}

/**
 * Records the dates of `dueDates` for all companies, replacing the previous records (one
 * statement for all companies).
 */
export async function rescan(db: AppDb, days: number) {
  await db.execute(sql`delete from ${expiryRecords}`);
  await db.execute(sql`
    insert into expiry_records (company_id, subject_type, subject_id, subject_name, kind, expires_on)
    select company_id, subject_type, subject_id, subject_name, kind, expires_on from (${dueDates(days, sql`true`)}) due`);
}

/** A date of `currentDates`: an expiry record's fields, read from the drivers and units themselves. */
export type CurrentDate = {
  id: number;
  subject_type: string;
  subject_id: number;
  subject_name: string;
  kind: string;
  expires_on: string;
  days_left: number;
};

/**
 * One company's dates of `dueDates` as they are now (the compliance page shows an edit at once).
 * They have no record, so `id` is made of the subject's id and the date's slot: the same date
 * keeps it from one read to the next.
 */
export async function currentDates(
  db: AppDb,
  where: { companyId: number; days: number; subjectType?: string; state?: 'expiring' | 'expired' },
): Promise<CurrentDate[]> {
  const states = { expired: sql`expires_on < today`, expiring: sql`expires_on >= today` };
  const filters = [
    where.subjectType ? sql`subject_type = ${where.subjectType}` : sql`true`,
    where.state ? states[where.state] : sql`true`,
  ];
  const result = (await db.execute(sql`
    select subject_id * 6 + slot as id, subject_type, subject_id, subject_name, kind,
      expires_on::text as expires_on, expires_on - today as days_left
    from (${dueDates(where.days, sql`c.id = ${where.companyId}`)}) due
    where ${sql.join(filters, sql` and `)}
    order by due.expires_on, subject_name, slot
    limit 1000`)) as unknown as { rows: CurrentDate[] };
  return result.rows;
}

const daysLeft =
  sql<number>`(${expiryRecords.expires_on} - (select (now() at time zone c.time_zone)::date from ${companies} c where c.id = ${expiryRecords.company_id}))`.mapWith(
    Number,
  );

/** A company's records (the nightly digest's list). */
export function listRecords(db: AppDb, where: { companyId: number }) {
  return db
    .select({ record: expiryRecords, days_left: daysLeft })
    .from(expiryRecords)
    .where(eq(expiryRecords.company_id, where.companyId))
    .orderBy(asc(expiryRecords.expires_on), asc(expiryRecords.subject_name))
    .limit(1000);
}

/** One company's dates of `dueDates` counted as they are now, for the menu's badges. */
export async function countCurrent(db: AppDb, where: { companyId: number; days: number }) {
  const result = (await db.execute(sql`
    select
      count(*) filter (where subject_type = 'driver' and expires_on >= today)::int as drivers_expiring,
      count(*) filter (where subject_type = 'driver' and expires_on < today)::int as drivers_expired,
      count(*) filter (where subject_type <> 'driver' and expires_on >= today)::int as equipment_expiring,
      count(*) filter (where subject_type <> 'driver' and expires_on < today)::int as equipment_expired
    from (${dueDates(where.days, sql`c.id = ${where.companyId}`)}) due`)) as unknown as {
    rows: {
      drivers_expiring: number;
      drivers_expired: number;
      equipment_expiring: number;
      equipment_expired: number;
    }[];
  };
  return result.rows[0]!;
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
