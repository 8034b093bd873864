import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps, version } from './columns';

/** Customers of the carrier: brokers and shippers who tender loads and pay invoices. */
export const customers = pgTable(
  'customers',
  {
    ...tenantKey(),
    name: varchar('name', { length: 255 }).notNull(),
    mc_number: varchar('mc_number', { length: 20 }),
    dot_number: varchar('dot_number', { length: 20 }),
    email: varchar('email', { length: 254 }),
    billing_email: varchar('billing_email', { length: 254 }),
    phone_number: varchar('phone_number', { length: 30 }),
    contact_name: varchar('contact_name', { length: 100 }),
    street_address: varchar('street_address', { length: 255 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 50 }),
    zip_code: varchar('zip_code', { length: 20 }),
    country: varchar('country', { length: 2 }).notNull().default('US'),
    client_ref_no: varchar('client_ref_no', { length: 50 }),
    payment_terms_days: integer('payment_terms_days'),
    has_warning: boolean('has_warning').notNull().default(false),
    warning_note: varchar('warning_note', { length: 500 }),
    notes: text('notes'),
    /** Soft delete: deleted customers keep their history and can be restored. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_by: integer('created_by'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('customers_company_name_idx').on(t.company_id, sql`lower(${t.name})`),
    index('customers_company_mc_idx').on(t.company_id, t.mc_number),
    index('customers_company_warning_idx').on(t.company_id, t.has_warning),
  ],
);
