import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdBy, tenantKey, timestamps, version } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { rateConfirmationExtractions } from './extractions';
import { drivers } from './fleet';
import { loadAppointmentTypes, loadStatuses } from './settings';
import { users } from './users';

/** Money, miles and weights: exact decimals with 2 places (decision 0060). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A load: who tenders it, who drives it, its status, rate and cargo. The first pickup and the
 * last delivery are copied from the events whenever they are saved, so the board sorts and
 * filters one table (decision 0062).
 */
export const loads = pgTable(
  'loads',
  {
    ...tenantKey(),
    load_number: varchar('load_number', { length: 100 }).notNull(),
    broker_id: integer('broker_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    driver_id: integer('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    secondary_driver_id: integer('secondary_driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    dispatcher_id: integer('dispatcher_id').references(() => users.id, { onDelete: 'set null' }),
    status_id: integer('status_id')
      .notNull()
      .references(() => loadStatuses.id, { onDelete: 'restrict' }),
    processed: boolean('processed').notNull().default(false),
    /** Created by the wizard and not finished yet: off the board, out of the figures (issue 31). */
    is_draft: boolean('is_draft').notNull().default(false),
    /** The rate confirmation the load was made from: saving the load teaches its broker's layout. */
    extraction_id: uuid('extraction_id').references(() => rateConfirmationExtractions.id, { onDelete: 'set null' }),
    is_team_load: boolean('is_team_load').notNull().default(false),
    team_pay_split_primary: numeric('team_pay_split_primary', { precision: 5, scale: 2 }),
    team_pay_split_secondary: numeric('team_pay_split_secondary', { precision: 5, scale: 2 }),
    rate_booked: money('rate_booked'),
    rate_dispatched: money('rate_dispatched'),
    /** Driver pay was typed by a user: kept as typed instead of following the pay profile. */
    rate_dispatched_manual: boolean('rate_dispatched_manual').notNull().default(false),
    loaded_miles: money('loaded_miles'),
    empty_miles: money('empty_miles'),
    commodity: varchar('commodity', { length: 255 }),
    weight_lbs: money('weight_lbs'),
    pieces: integer('pieces'),
    hazmat: boolean('hazmat').notNull().default(false),
    first_pickup_date: date('first_pickup_date'),
    first_pickup_city: varchar('first_pickup_city', { length: 100 }),
    first_pickup_state: varchar('first_pickup_state', { length: 2 }),
    /** The stop's country, so the board reads a Mexican state code in Mexico's zone, not a US one. */
    first_pickup_country: varchar('first_pickup_country', { length: 3 }),
    first_pickup_from: timestamp('first_pickup_from', { withTimezone: true }),
    first_pickup_to: timestamp('first_pickup_to', { withTimezone: true }),
    last_delivery_date: date('last_delivery_date'),
    last_delivery_city: varchar('last_delivery_city', { length: 100 }),
    last_delivery_state: varchar('last_delivery_state', { length: 2 }),
    last_delivery_country: varchar('last_delivery_country', { length: 3 }),
    last_delivery_from: timestamp('last_delivery_from', { withTimezone: true }),
    last_delivery_to: timestamp('last_delivery_to', { withTimezone: true }),
    /** The load's invoice number, from the company's sequence; kept when the invoice is generated again. */
    invoice_number: integer('invoice_number'),
    /** The day the current invoice version was issued, in the company's time zone. */
    invoice_date: date('invoice_date'),
    /** The payment terms of the current invoice and the day they make it due. */
    invoice_terms: varchar('invoice_terms', { length: 20 }),
    invoice_due_date: date('invoice_due_date'),
    /** The total the current invoice bills; a rate booked that differs means the invoice must be generated again. */
    invoice_amount: money('invoice_amount'),
    /** When the customer paid the invoice, and its check or transfer reference. */
    paid_date: date('paid_date'),
    payment_reference: varchar('payment_reference', { length: 100 }),
    created_by: createdBy(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('loads_company_number_key').on(t.company_id, sql`lower(${t.load_number})`),
    index('loads_company_pickup_idx').on(t.company_id, t.first_pickup_date, t.id),
    // Dashboards count loads by their delivery date (decision 0100).
    index('loads_company_delivery_idx').on(t.company_id, t.last_delivery_date),
    index('loads_company_status_pickup_idx').on(t.company_id, t.status_id, t.first_pickup_date, t.id),
    index('loads_company_dispatcher_pickup_idx').on(t.company_id, t.dispatcher_id, t.first_pickup_date),
    index('loads_company_driver_idx').on(t.company_id, t.driver_id, t.first_pickup_date),
    index('loads_company_secondary_driver_idx')
      .on(t.company_id, t.secondary_driver_id)
      .where(sql`${t.secondary_driver_id} is not null`),
    index('loads_company_broker_idx').on(t.company_id, t.broker_id),
    index('loads_company_created_idx').on(t.company_id, t.created_at),
    uniqueIndex('loads_company_invoice_number_key')
      .on(t.company_id, t.invoice_number)
      .where(sql`${t.invoice_number} is not null`),
    check('loads_invoice_check', sql`(${t.invoice_number} is null) = (${t.invoice_date} is null)`),
    // Only an invoiced load can be paid.
    check('loads_paid_check', sql`${t.paid_date} is null or ${t.invoice_number} is not null`),
    index('loads_company_invoice_idx')
      .on(t.company_id, t.invoice_due_date)
      .where(sql`${t.invoice_number} is not null and ${t.paid_date} is null`),
    check('loads_money_check', sql`coalesce(${t.rate_booked}, 0) >= 0 and coalesce(${t.rate_dispatched}, 0) >= 0`),
    check('loads_miles_check', sql`coalesce(${t.loaded_miles}, 0) >= 0 and coalesce(${t.empty_miles}, 0) >= 0`),
    check('loads_team_check', sql`${t.is_team_load} or ${t.secondary_driver_id} is null`),
    check(
      'loads_split_check',
      sql`${t.team_pay_split_primary} is null or ${t.team_pay_split_primary} + coalesce(${t.team_pay_split_secondary}, 0) = 100`,
    ),
  ],
);

/** The wizard's progress of a load (spec 3 section 3), one row per load. */
export const loadProgress = pgTable(
  'load_progress',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    basic_info_entered: boolean('basic_info_entered').notNull().default(true),
    pickup_details_entered: boolean('pickup_details_entered').notNull().default(false),
    delivery_details_entered: boolean('delivery_details_entered').notNull().default(false),
    events_entered: boolean('events_entered').notNull().default(false),
    rate_cargo_entered: boolean('rate_cargo_entered').notNull().default(false),
    is_complete: boolean('is_complete').notNull().default(false),
    completion_percentage: smallint('completion_percentage').notNull().default(33),
    next_step: varchar('next_step', { length: 20 }).notNull().default('events'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('load_progress_load_key').on(t.load_id), index('load_progress_company_idx').on(t.company_id)],
);

/** Pickups and deliveries of a load, in event_order. */
export const loadEvents = pgTable(
  'load_events',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    event_order: smallint('event_order').notNull(),
    event_type: varchar('event_type', { length: 10 }).notNull(),
    event_date: date('event_date').notNull(),
    appointment_type_id: integer('appointment_type_id').references(() => loadAppointmentTypes.id, {
      onDelete: 'set null',
    }),
    appointment_time_lower: timestamp('appointment_time_lower', { withTimezone: true }),
    appointment_time_higher: timestamp('appointment_time_higher', { withTimezone: true }),
    location_street: varchar('location_street', { length: 255 }),
    location_city: varchar('location_city', { length: 100 }),
    location_state: varchar('location_state', { length: 2 }),
    location_postal_code: varchar('location_postal_code', { length: 10 }),
    location_country: varchar('location_country', { length: 3 }).notNull().default('USA'),
    location_lat: doublePrecision('location_lat'),
    location_long: doublePrecision('location_long'),
    contact_name: varchar('contact_name', { length: 100 }),
    contact_phone: varchar('contact_phone', { length: 30 }),
    contact_email: varchar('contact_email', { length: 254 }),
    reference_number: varchar('reference_number', { length: 100 }),
    special_instructions: text('special_instructions'),
    pieces: integer('pieces'),
    weight: money('weight'),
    commodity_description: varchar('commodity_description', { length: 500 }),
    is_completed: boolean('is_completed').notNull().default(false),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the truck arrived at and left the stop: detention counts past the free time. */
    arrived_at: timestamp('arrived_at', { withTimezone: true }),
    departed_at: timestamp('departed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('load_events_load_order_key').on(t.load_id, t.event_order),
    index('load_events_company_date_idx').on(t.company_id, t.event_date),
    index('load_events_company_reference_idx').on(t.company_id, sql`lower(${t.reference_number})`),
    check('load_events_type_check', sql`${t.event_type} in ('pickup', 'delivery')`),
    check('load_events_numbers_check', sql`coalesce(${t.pieces}, 0) >= 0 and coalesce(${t.weight}, 0) >= 0`),
  ],
);

/** A load's comment thread (check calls, notes between dispatch and accounting). */
export const loadComments = pgTable(
  'load_comments',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    is_edited: boolean('is_edited').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('load_comments_load_idx').on(t.load_id, t.created_at),
    index('load_comments_company_idx').on(t.company_id),
  ],
);

/**
 * Money on a load beside its rate: detention, lumper, TONU and the like. Each says whether the
 * customer is billed for it (invoice) and whether the driver is paid it (pay, statement).
 */
export const loadAccessorials = pgTable(
  'load_accessorials',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    description: varchar('description', { length: 255 }),
    amount: money('amount').notNull(),
    billed_to_customer: boolean('billed_to_customer').notNull().default(true),
    paid_to_driver: boolean('paid_to_driver').notNull().default(false),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('load_accessorials_load_idx').on(t.load_id, t.id),
    index('load_accessorials_company_idx').on(t.company_id),
    check(
      'load_accessorials_kind_check',
      sql`${t.kind} in ('detention', 'layover', 'lumper', 'stop_off', 'tonu', 'fuel_surcharge', 'other')`,
    ),
    check('load_accessorials_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A structured check call: where the truck is, its ETA to the next stop and why. */
export const loadCheckCalls = pgTable(
  'load_check_calls',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 2 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    eta: timestamp('eta', { withTimezone: true }),
    reason: varchar('reason', { length: 20 }).notNull(),
    delay_cause: varchar('delay_cause', { length: 255 }),
    note: text('note'),
    created_by: createdBy(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('load_check_calls_load_idx').on(t.load_id, t.created_at),
    index('load_check_calls_company_idx').on(t.company_id),
    check(
      'load_check_calls_reason_check',
      sql`${t.reason} in ('on_time', 'delayed', 'arrived', 'departed', 'breakdown')`,
    ),
    check(
      'load_check_calls_place_check',
      sql`(${t.city} is not null and ${t.state} is not null) or (${t.latitude} is not null and ${t.longitude} is not null)`,
    ),
  ],
);

/** What changed on a load, field by field, for the board's history panel. */
export const loadHistory = pgTable(
  'load_history',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    from_value: varchar('from_value', { length: 255 }),
    to_value: varchar('to_value', { length: 255 }),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('load_history_load_idx').on(t.load_id, t.changed_at),
    index('load_history_company_idx').on(t.company_id),
  ],
);

/** A user's saved board views (filters, sort and columns). */
export const loadSavedViews = pgTable(
  'load_saved_views',
  {
    ...tenantKey(),
    user_id: belongsTo('user_id', () => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    filters: jsonb('filters').notNull().default(sql`'{}'::jsonb`),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('load_saved_views_user_name_key').on(t.user_id, sql`lower(${t.name})`),
    uniqueIndex('load_saved_views_user_default_key').on(t.user_id).where(sql`${t.is_default}`),
    index('load_saved_views_company_idx').on(t.company_id),
  ],
);

/**
 * The last invoice number each company issued. Numbers are taken under this row's lock in the
 * transaction that stores the invoice, so two invoices never share one and none is skipped.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  last_number: integer('last_number').notNull(),
});
