import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, createdBy, tenantKey, timestamps, version } from './columns';
import { drivers } from './fleet';
import { fuelTransactions } from './fuel';
import { loads } from './loads';
import { users } from './users';

/** Integer cents (decision 0110). */
const cents = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A driver's recurring charge (truck lease, insurance, ELD fee, a down payment with a balance) or
 * escrow (a per-statement amount up to a target). Balances are derived from the statement lines
 * that point here, so reopening or deleting a statement never leaves a stale balance.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    ...tenantKey(),
    driver_id: belongsTo('driver_id', () => drivers.id),
    kind: varchar('kind', { length: 10 }).notNull().default('charge'),
    description: varchar('description', { length: 200 }).notNull(),
    /** Per occurrence (a charge) or per statement (escrow). */
    amount_cents: cents('amount_cents').notNull(),
    schedule: varchar('schedule', { length: 20 }).notNull().default('every_statement'),
    day_of_month: smallint('day_of_month'),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    /** A charge with a total to pay off (a down payment): deductions stop when it is paid. */
    total_balance_cents: cents('total_balance_cents'),
    /** Escrow: the balance to build up, and what was held before the first statement here. */
    target_balance_cents: cents('target_balance_cents'),
    opening_balance_cents: cents('opening_balance_cents').notNull().default(sql`0`),
    is_active: boolean('is_active').notNull().default(true),
    created_by: createdBy(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('recurring_charges_company_driver_idx').on(t.company_id, t.driver_id, t.is_active),
    check('recurring_charges_kind_check', sql`${t.kind} in ('charge', 'escrow')`),
    check('recurring_charges_schedule_check', sql`${t.schedule} in ('every_statement', 'weekly', 'monthly')`),
    check('recurring_charges_day_check', sql`${t.day_of_month} is null or ${t.day_of_month} between 1 and 31`),
    check(
      'recurring_charges_money_check',
      sql`${t.amount_cents} > 0 and coalesce(${t.total_balance_cents}, 0) >= 0 and coalesce(${t.target_balance_cents}, 0) >= 0 and ${t.opening_balance_cents} >= 0`,
    ),
    check('recurring_charges_escrow_check', sql`${t.kind} = 'charge' or ${t.target_balance_cents} is not null`),
    check('recurring_charges_dates_check', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
  ],
);

/** A driver's statement (settlement) for a pay period: draft, approved, then paid. */
export const driverStatements = pgTable(
  'driver_statements',
  {
    ...tenantKey(),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** Totals of the lines, kept in step by the service on every change. */
    earnings_cents: cents('earnings_cents').notNull().default(sql`0`),
    additions_cents: cents('additions_cents').notNull().default(sql`0`),
    deductions_cents: cents('deductions_cents').notNull().default(sql`0`),
    net_cents: cents('net_cents').notNull().default(sql`0`),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    payment_date: date('payment_date'),
    payment_reference: varchar('payment_reference', { length: 100 }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    created_by: createdBy(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('driver_statements_driver_period_key').on(t.company_id, t.driver_id, t.period_start, t.period_end),
    index('driver_statements_company_period_idx').on(t.company_id, t.period_start, t.status),
    index('driver_statements_company_status_idx').on(t.company_id, t.status),
    index('driver_statements_driver_idx').on(t.company_id, t.driver_id, t.period_end),
    check('driver_statements_status_check', sql`${t.status} in ('draft', 'approved', 'paid')`),
    check('driver_statements_period_check', sql`${t.period_end} >= ${t.period_start}`),
    check('driver_statements_paid_check', sql`${t.status} <> 'paid' or ${t.payment_date} is not null`),
  ],
);

/**
 * The lines of a statement. Amounts are never negative: the kind says earning, addition or
 * deduction. A load (per driver: a team load pays both) and a fuel transaction are on at most one
 * statement: unique indexes, so two generations running at once cannot both take them.
 */
export const driverStatementLines = pgTable(
  'driver_statement_lines',
  {
    ...tenantKey(),
    statement_id: belongsTo('statement_id', () => driverStatements.id),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    amount_cents: cents('amount_cents').notNull(),
    /** generated: rebuilt by regenerate; manual: typed by a user and kept. */
    source: varchar('source', { length: 10 }).notNull().default('generated'),
    line_date: date('line_date'),
    load_id: integer('load_id').references(() => loads.id, { onDelete: 'restrict' }),
    fuel_transaction_id: integer('fuel_transaction_id').references(() => fuelTransactions.id, {
      onDelete: 'restrict',
    }),
    recurring_charge_id: integer('recurring_charge_id').references(() => recurringCharges.id, {
      onDelete: 'restrict',
    }),
    /** A carry-over line: the earlier statement whose negative balance it brings forward (once). */
    carried_statement_id: integer('carried_statement_id').references(() => driverStatements.id, {
      onDelete: 'restrict',
    }),
    /** Recurring charge or escrow balance after this line. */
    balance_after_cents: cents('balance_after_cents'),
    /** What the line was computed from (a load's route, miles, rate and pay rule). */
    details: jsonb('details'),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [
    index('driver_statement_lines_statement_idx').on(t.statement_id, t.id),
    index('driver_statement_lines_company_idx').on(t.company_id),
    uniqueIndex('driver_statement_lines_load_key')
      .on(t.company_id, t.load_id, t.driver_id)
      .where(sql`${t.load_id} is not null`),
    uniqueIndex('driver_statement_lines_fuel_key')
      .on(t.company_id, t.fuel_transaction_id)
      .where(sql`${t.fuel_transaction_id} is not null`),
    uniqueIndex('driver_statement_lines_carry_key')
      .on(t.carried_statement_id)
      .where(sql`${t.carried_statement_id} is not null`),
    index('driver_statement_lines_charge_idx')
      .on(t.recurring_charge_id)
      .where(sql`${t.recurring_charge_id} is not null`),
    check('driver_statement_lines_amount_check', sql`${t.amount_cents} >= 0`),
    check(
      'driver_statement_lines_kind_check',
      sql`${t.kind} in ('load_pay', 'bonus', 'reimbursement', 'detention', 'layover', 'other_addition', 'fuel', 'cash_advance', 'one_time', 'recurring', 'escrow', 'carry_over', 'other_deduction')`,
    ),
    check('driver_statement_lines_source_check', sql`${t.source} in ('generated', 'manual')`),
  ],
);

/** Loads kept off a statement, with the reason: regenerating the draft leaves them out. */
export const driverStatementExclusions = pgTable(
  'driver_statement_exclusions',
  {
    ...tenantKey(),
    statement_id: belongsTo('statement_id', () => driverStatements.id),
    load_id: belongsTo('load_id', () => loads.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_statement_exclusions_key').on(t.statement_id, t.load_id),
    index('driver_statement_exclusions_company_idx').on(t.company_id),
  ],
);
