import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A carrier: the tenant every company-owned record belongs to. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    alias: varchar('alias', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    address: varchar('address', { length: 500 }),
    phone_number: varchar('phone_number', { length: 30 }),
    fax: varchar('fax', { length: 30 }),
    mc_number: varchar('mc_number', { length: 20 }),
    dot_number: varchar('dot_number', { length: 20 }),
    active: boolean('active').notNull().default(true),
    plan: text('plan'),
    /** Last day of the paid period; after it the whole company is suspended. Null: no end set. */
    subscription_expires_at: date('subscription_expires_at'),
    /** IANA zone of the company's days: loads, statements and reports count days in it. */
    time_zone: varchar('time_zone', { length: 64 }).notNull().default('America/Chicago'),
    /** A load reaches a delivered step only with a proof-of-delivery document (issue 31). */
    require_pod_for_delivery: boolean('require_pod_for_delivery').notNull().default(false),
    /** Time at a stop before detention starts counting, in minutes. */
    detention_free_minutes: integer('detention_free_minutes').notNull().default(120),
    /** The hours-of-service cycle its drivers work: 70 hours in 8 days or 60 in 7 (49 CFR 395.3(b)). */
    hos_cycle: varchar('hos_cycle', { length: 5 }).notNull().default('70_8'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_name_idx').on(sql`lower(${t.name})`),
    check('companies_hos_cycle_check', sql`${t.hos_cycle} in ('70_8', '60_7')`),
  ],
);
