import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyId } from './columns';
import { users } from './users';

/**
 * A company's own IFTA tax rates for a quarter (issue 35): when present for a quarter they replace
 * the shipped matrix as a whole, since a quarter's rates are published together.
 */
export const iftaRates = pgTable(
  'ifta_rates',
  {
    company_id: companyId(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    jurisdiction: varchar('jurisdiction', { length: 2 }).notNull(),
    rate: numeric('rate', { precision: 6, scale: 4 }).notNull(),
    surcharge_rate: numeric('surcharge_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.year, t.quarter, t.jurisdiction] }),
    check('ifta_rates_quarter_check', sql`${t.quarter} between 1 and 4`),
    check('ifta_rates_rate_check', sql`${t.rate} >= 0 and ${t.surcharge_rate} >= 0`),
  ],
);
