import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, companyId, createdAt, createdBy, tenantKey, timestamps, version } from './columns';
import { divisions } from './settings';
import { users } from './users';

/** The drivers of a carrier and their qualification file. The SSN is never stored in clear. */
export const drivers = pgTable(
  'drivers',
  {
    ...tenantKey(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone_number: varchar('phone_number', { length: 30 }),
    street_address: varchar('street_address', { length: 255 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 2 }),
    zip_code: varchar('zip_code', { length: 10 }),
    country: varchar('country', { length: 2 }).notNull().default('US'),
    driver_type: varchar('driver_type', { length: 20 }).notNull().default('company_driver'),
    division_id: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    hire_date: date('hire_date'),
    termination_date: date('termination_date'),
    date_of_birth: date('date_of_birth'),
    cdl_number: varchar('cdl_number', { length: 30 }),
    cdl_state: varchar('cdl_state', { length: 2 }),
    cdl_class: varchar('cdl_class', { length: 1 }),
    cdl_endorsements: varchar('cdl_endorsements', { length: 1 }).array().notNull().default(sql`'{}'::varchar[]`),
    cdl_expiry: date('cdl_expiry'),
    medical_card_expiry: date('medical_card_expiry'),
    emergency_contact_name: varchar('emergency_contact_name', { length: 100 }),
    emergency_contact_phone: varchar('emergency_contact_phone', { length: 30 }),
    emergency_contact_relationship: varchar('emergency_contact_relationship', { length: 50 }),
    /** HMAC-SHA256 of the 9 digits under the configured key: the existence check compares it. */
    ssn_hash: varchar('ssn_hash', { length: 64 }),
    ssn_last4: varchar('ssn_last4', { length: 4 }),
    /** Works under the 150 air-mile short-haul exception (49 CFR 395.1(e)(1)): no 30-minute break. */
    hos_short_haul: boolean('hos_short_haul').notNull().default(false),
    /** The driver's own account for the driver app (role DRIVER), once invited (decision 0215). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    is_active: boolean('is_active').notNull().default(true),
    created_by: createdBy(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('drivers_company_name_idx').on(t.company_id, sql`lower(${t.last_name})`, sql`lower(${t.first_name})`),
    index('drivers_company_active_idx').on(t.company_id, t.is_active),
    index('drivers_company_division_idx').on(t.company_id, t.division_id),
    index('drivers_company_ssn_idx').on(t.company_id, t.ssn_hash),
    uniqueIndex('drivers_user_key').on(t.user_id).where(sql`${t.user_id} is not null`),
    check('drivers_driver_type_check', sql`${t.driver_type} in ('company_driver', 'owner_operator')`),
  ],
);

/** A driver's pay profiles by effective date: statements use the one in force on a load's date. */
export const driverPayProfiles = pgTable(
  'driver_pay_profiles',
  {
    ...tenantKey(),
    driver_id: belongsTo('driver_id', () => drivers.id),
    pay_type: varchar('pay_type', { length: 20 }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    effective_date: date('effective_date').notNull(),
    /** Owner operators: whether their statements deduct DEF bought on the fuel card with the fuel. */
    deduct_def: boolean('deduct_def').notNull().default(false),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_pay_profiles_driver_day_key').on(t.driver_id, t.effective_date),
    index('driver_pay_profiles_company_idx').on(t.company_id),
    check(
      'driver_pay_profiles_type_check',
      sql`${t.pay_type} in ('per_mile_loaded', 'per_mile_total', 'percentage', 'flat_per_load')`,
    ),
  ],
);

const unitColumns = () => ({
  ...tenantKey(),
  unit_number: varchar('unit_number', { length: 30 }).notNull(),
  vin: varchar('vin', { length: 17 }),
  make: varchar('make', { length: 50 }),
  model: varchar('model', { length: 50 }),
  year: smallint('year'),
  plate_number: varchar('plate_number', { length: 20 }),
  plate_state: varchar('plate_state', { length: 2 }),
  ownership: varchar('ownership', { length: 20 }).notNull().default('company'),
  status: varchar('status', { length: 20 }).notNull().default('active'),
  division_id: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
  registration_expiry: date('registration_expiry'),
  inspection_expiry: date('inspection_expiry'),
  notes: text('notes'),
  is_active: boolean('is_active').notNull().default(true),
  created_by: createdBy(),
  version: version(),
  ...timestamps(),
});

/** Power units. The unit number is unique per company whatever its case. */
export const trucks = pgTable('trucks', unitColumns(), (t) => [
  uniqueIndex('trucks_company_unit_key').on(t.company_id, sql`lower(${t.unit_number})`),
  uniqueIndex('trucks_company_vin_key').on(t.company_id, t.vin).where(sql`${t.vin} is not null`),
  index('trucks_company_status_idx').on(t.company_id, t.is_active, t.status),
  check('trucks_ownership_check', sql`${t.ownership} in ('company', 'owner_operator', 'leased')`),
  check('trucks_status_check', sql`${t.status} in ('active', 'in_shop', 'out_of_service', 'sold')`),
]);

/** Trailers, with their type. */
export const trailers = pgTable(
  'trailers',
  { ...unitColumns(), trailer_type: varchar('trailer_type', { length: 20 }).notNull().default('dry_van') },
  (t) => [
    uniqueIndex('trailers_company_unit_key').on(t.company_id, sql`lower(${t.unit_number})`),
    uniqueIndex('trailers_company_vin_key').on(t.company_id, t.vin).where(sql`${t.vin} is not null`),
    index('trailers_company_status_idx').on(t.company_id, t.is_active, t.status),
    check('trailers_ownership_check', sql`${t.ownership} in ('company', 'owner_operator', 'leased')`),
    check('trailers_status_check', sql`${t.status} in ('active', 'in_shop', 'out_of_service', 'sold')`),
    check(
      'trailers_type_check',
      sql`${t.trailer_type} in ('dry_van', 'reefer', 'flatbed', 'step_deck', 'tanker', 'other')`,
    ),
  ],
);

/**
 * Which truck and trailer a driver runs. The partial unique indexes allow one active assignment
 * per driver, per truck and per trailer, so concurrent assignments of one unit cannot both win.
 */
export const driverEquipmentAssignments = pgTable(
  'driver_equipment_assignments',
  {
    ...tenantKey(),
    // A driver or unit that was ever assigned keeps its history: it is deactivated, never deleted.
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    truck_id: integer('truck_id').references(() => trucks.id, { onDelete: 'restrict' }),
    trailer_id: integer('trailer_id').references(() => trailers.id, { onDelete: 'restrict' }),
    notes: varchar('notes', { length: 1000 }),
    is_active: boolean('is_active').notNull().default(true),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    unassigned_at: timestamp('unassigned_at', { withTimezone: true }),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('driver_equipment_one_active_driver').on(t.driver_id).where(sql`${t.is_active}`),
    uniqueIndex('driver_equipment_one_active_truck')
      .on(t.truck_id)
      .where(sql`${t.is_active} and ${t.truck_id} is not null`),
    uniqueIndex('driver_equipment_one_active_trailer')
      .on(t.trailer_id)
      .where(sql`${t.is_active} and ${t.trailer_id} is not null`),
    index('driver_equipment_company_driver_idx').on(t.company_id, t.driver_id, t.assigned_at),
    index('driver_equipment_truck_idx').on(t.truck_id),
    index('driver_equipment_trailer_idx').on(t.trailer_id),
    check(
      'driver_equipment_has_unit',
      sql`${t.truck_id} is not null or ${t.trailer_id} is not null or not ${t.is_active}`,
    ),
  ],
);

/** The change log of equipment assignments: who, when, and each field before and after. */
export const driverEquipmentChanges = pgTable(
  'driver_equipment_changes',
  {
    ...tenantKey(),
    assignment_id: belongsTo('assignment_id', () => driverEquipmentAssignments.id),
    driver_id: belongsTo('driver_id', () => drivers.id),
    action: varchar('action', { length: 20 }).notNull(),
    changes: jsonb('changes').notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_equipment_changes_driver_idx').on(t.company_id, t.driver_id, t.changed_at)],
);

const userDriverColumns = () => ({
  ...tenantKey(),
  user_id: belongsTo('user_id', () => users.id),
  driver_id: belongsTo('driver_id', () => drivers.id),
  created_by: createdBy(),
  created_at: createdAt(),
});

/** Which dispatchers handle which drivers (many to many). */
export const dispatcherAssignments = pgTable('dispatcher_assignments', userDriverColumns(), (t) => [
  uniqueIndex('dispatcher_assignments_pair_key').on(t.user_id, t.driver_id),
  index('dispatcher_assignments_driver_idx').on(t.company_id, t.driver_id),
]);

/** Which track-and-trace users follow which drivers (many to many). */
export const trackAndTraceAssignments = pgTable('track_and_trace_assignments', userDriverColumns(), (t) => [
  uniqueIndex('track_and_trace_assignments_pair_key').on(t.user_id, t.driver_id),
  index('track_and_trace_assignments_driver_idx').on(t.company_id, t.driver_id),
]);

/** Notes about drivers; personal ones are seen only by their author (decision 0043). */
export const driverNotes = pgTable(
  'driver_notes',
  {
    ...tenantKey(),
    driver_id: belongsTo('driver_id', () => drivers.id),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    note_type: varchar('note_type', { length: 10 }).notNull().default('general'),
    importance: varchar('importance', { length: 10 }).notNull().default('medium'),
    category: varchar('category', { length: 20 }).notNull().default('General'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('driver_notes_driver_idx').on(t.company_id, t.driver_id, t.created_at),
    check('driver_notes_type_check', sql`${t.note_type} in ('general', 'personal')`),
    check('driver_notes_importance_check', sql`${t.importance} in ('low', 'medium', 'high', 'critical')`),
  ],
);

/** Dates within 30 days or past, recorded by the nightly expiry job (one row per subject and kind). */
export const expiryRecords = pgTable(
  'expiry_records',
  {
    ...tenantKey(),
    subject_type: varchar('subject_type', { length: 10 }).notNull(),
    subject_id: integer('subject_id').notNull(),
    subject_name: varchar('subject_name', { length: 210 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    expires_on: date('expires_on').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expiry_records_subject_kind_key').on(t.company_id, t.subject_type, t.subject_id, t.kind),
    index('expiry_records_company_day_idx').on(t.company_id, t.expires_on),
  ],
);

/** Users who asked for the daily expiry digest e-mail. */
export const expiryDigestSubscriptions = pgTable(
  'expiry_digest_subscriptions',
  {
    user_id: belongsTo('user_id', () => users.id),
    company_id: companyId(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id] }), index('expiry_digest_company_idx').on(t.company_id)],
);
