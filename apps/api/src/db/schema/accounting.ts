import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, companyId, createdAt, createdBy, tenantKey, updatedAt } from './columns';
import { loads } from './loads';
import { emailOutbox } from './outbox';
import { users } from './users';

/** An export of invoices or payments to the books (issue 37): who made it, when, of which days. */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    ...tenantKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    from_day: date('from_day').notNull(),
    to_day: date('to_day').notNull(),
    rows: integer('rows').notNull(),
    previously_exported: integer('previously_exported').notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [index('accounting_exports_company_idx').on(t.company_id, t.created_at)],
);

/** The loads an export held, so a later export of the same invoices says they went before. */
export const accountingExportLoads = pgTable(
  'accounting_export_loads',
  {
    company_id: companyId(),
    export_id: belongsTo('export_id', () => accountingExports.id),
    load_id: belongsTo('load_id', () => loads.id),
    kind: varchar('kind', { length: 16 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.export_id, t.load_id] }),
    index('accounting_export_loads_load_idx').on(t.company_id, t.kind, t.load_id),
  ],
);

/**
 * The company's factoring company (decision 0222): while `enabled`, invoices print its notice of
 * assignment and remit-to address, and invoiced loads may be submitted to it. The row also counts
 * the company's schedules of accounts.
 */
export const companyFactoring = pgTable('company_factoring', {
  company_id: companyId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  name: varchar('name', { length: 255 }),
  email: varchar('email', { length: 254 }),
  remit_to: varchar('remit_to', { length: 500 }),
  notice: varchar('notice', { length: 2000 }),
  /** The number of the company's last schedule of accounts; the row stays locked while one is taken. */
  last_submission_number: integer('last_submission_number').notNull().default(0),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: updatedAt(),
});

/** A schedule of accounts sent to the factoring company: its invoices, and the advance and reserve paid on it. */
export const factoringSubmissions = pgTable(
  'factoring_submissions',
  {
    ...tenantKey(),
    number: integer('number').notNull(),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whom it went to, as the settings said then. */
    factor_name: varchar('factor_name', { length: 255 }).notNull(),
    factor_email: varchar('factor_email', { length: 254 }).notNull(),
    factor_remit_to: varchar('factor_remit_to', { length: 500 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    advance_amount: numeric('advance_amount', { precision: 14, scale: 2 }),
    advance_paid_on: date('advance_paid_on'),
    reserve_amount: numeric('reserve_amount', { precision: 14, scale: 2 }),
    reserve_paid_on: date('reserve_paid_on'),
    /** The e-mail that carried the schedule and the packets. */
    outbox_message_id: integer('outbox_message_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('factoring_submissions_number_key').on(t.company_id, t.number),
    index('factoring_submissions_company_idx').on(t.company_id, t.submitted_at),
    check('factoring_submissions_advance_check', sql`(${t.advance_amount} is null) = (${t.advance_paid_on} is null)`),
    check('factoring_submissions_reserve_check', sql`(${t.reserve_amount} is null) = (${t.reserve_paid_on} is null)`),
  ],
);

/** The invoices of a submission. A load is factored once: the unique key settles two submissions racing. */
export const factoringSubmissionLoads = pgTable(
  'factoring_submission_loads',
  {
    company_id: companyId(),
    submission_id: belongsTo('submission_id', () => factoringSubmissions.id),
    load_id: belongsTo('load_id', () => loads.id),
    invoice_number: integer('invoice_number').notNull(),
    invoice_date: date('invoice_date').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The packet parts the load had no document for (invoice, rate_confirmation, bol, pod). */
    missing_documents: varchar('missing_documents', { length: 20 }).array().notNull().default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ columns: [t.submission_id, t.load_id] }),
    uniqueIndex('factoring_submission_loads_load_key').on(t.company_id, t.load_id),
  ],
);
