import type { LoadStatusMeaning, LoadStatusStage } from '@tms/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyId, identity, tenantKey, timestamps, updatedAt } from './columns';
import { companies } from './companies';

/** Features a company's plan includes; a superadmin may override each one. */
export const companyFeatures = pgTable(
  'company_features',
  {
    company_id: companyId(),
    feature: varchar('feature', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.feature] })],
);

/** Divisions of a carrier (terminals, fleets); drivers belong to one. */
export const divisions = pgTable(
  'divisions',
  {
    ...tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }),
    description: varchar('description', { length: 500 }),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('divisions_company_name_key').on(t.company_id, sql`lower(${t.name})`)],
);

/** The company's catalogue of load statuses, in board order. */
export const loadStatuses = pgTable(
  'load_statuses',
  {
    ...tenantKey(),
    name: varchar('name', { length: 50 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#64748b'),
    description: varchar('description', { length: 255 }),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** What a load in this status has become, whatever its name (decision 0150). */
    meaning: varchar('meaning', { length: 20 }).$type<LoadStatusMeaning>().notNull().default('open'),
    /** The workflow step the status stands for, which guards moves into it; null: a free status. */
    stage: varchar('stage', { length: 20 }).$type<LoadStatusStage>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('load_statuses_company_name_key').on(t.company_id, sql`lower(${t.name})`),
    index('load_statuses_company_order_idx').on(t.company_id, t.is_active, t.sort_order),
    check('load_statuses_meaning_check', sql`${t.meaning} in ('open', 'delivered', 'cancelled')`),
    check(
      'load_statuses_stage_check',
      sql`${t.stage} in ('booked', 'dispatched', 'in_transit', 'delivered', 'invoiced', 'paid', 'cancelled')`,
    ),
  ],
);

/** Appointment types of stops. System defaults have no company and are shared by all. */
export const loadAppointmentTypes = pgTable(
  'load_appointment_types',
  {
    id: identity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    has_time: boolean('has_time').notNull().default(true),
    has_time_range: boolean('has_time_range').notNull().default(true),
    description: text('description'),
    is_active: boolean('is_active').notNull().default(true),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('load_appointment_types_company_idx').on(t.company_id, t.is_active)],
);

/** The integrations the platform offers. */
export const integrations = pgTable('integrations', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  description: varchar('description', { length: 500 }),
  is_active: boolean('is_active').notNull().default(true),
});

/** A company's activation of an integration. */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    ...tenantKey(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrations.id),
    is_active: boolean('is_active').notNull().default(false),
    settings: jsonb('settings'),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    /** The provider's key or token, sealed like fuel card numbers (decision 0210); never answered back. */
    credentials_encrypted: text('credentials_encrypted'),
    credentials_key_id: varchar('credentials_key_id', { length: 12 }),
    credentials_hint: varchar('credentials_hint', { length: 8 }),
    credentials_updated_at: timestamp('credentials_updated_at', { withTimezone: true }),
    /** The provider sync's state: when it last ran and worked, its last error, when it runs next. */
    last_sync_at: timestamp('last_sync_at', { withTimezone: true }),
    last_success_at: timestamp('last_success_at', { withTimezone: true }),
    last_error: varchar('last_error', { length: 300 }),
    last_error_at: timestamp('last_error_at', { withTimezone: true }),
    sync_failures: integer('sync_failures').notNull().default(0),
    next_sync_at: timestamp('next_sync_at', { withTimezone: true }),
    credentials_rejected: boolean('credentials_rejected').notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('company_integrations_key').on(t.company_id, t.integration_id)],
);
