import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, companyId, createdAt, tenantKey, timestamps } from './columns';
import { drivers, trucks } from './fleet';
import { integrations } from './settings';

/**
 * A driver's changes of duty status (49 CFR 395.8): each lasts until the driver's next one. One
 * event per driver and instant; an import of a span replaces the events inside it (decision 0208).
 */
export const dutyStatusEvents = pgTable(
  'duty_status_events',
  {
    ...tenantKey(),
    driver_id: belongsTo('driver_id', () => drivers.id),
    status: varchar('status', { length: 16 }).notNull(),
    start_at: timestamp('start_at', { withTimezone: true }).notNull(),
    location: varchar('location', { length: 120 }),
    note: text('note'),
    adverse_conditions: boolean('adverse_conditions').notNull().default(false),
    /** Where the event came from: typed in, an ELD output file, a provider's sync, the demo ELD. */
    source: varchar('source', { length: 16 }).notNull().default('manual'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('duty_status_events_driver_start_key').on(t.driver_id, t.start_at),
    index('duty_status_events_company_idx').on(t.company_id, t.start_at),
    check('duty_status_events_status_check', sql`${t.status} in ('off_duty', 'sleeper_berth', 'driving', 'on_duty')`),
    check('duty_status_events_source_check', sql`${t.source} in ('manual', 'eld_file', 'provider', 'demo')`),
  ],
);

/**
 * Where a truck was, as its ELD or the driver's phone reported it. No row number: a fleet writes
 * hundreds of millions of these, keyed by truck and instant (the same point twice is one row).
 */
export const truckPositions = pgTable(
  'truck_positions',
  {
    company_id: companyId(),
    truck_id: integer('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    speed_mph: real('speed_mph'),
    heading: smallint('heading'),
  },
  (t) => [
    primaryKey({ columns: [t.truck_id, t.at] }),
    index('truck_positions_company_at_idx').on(t.company_id, t.at),
    check('truck_positions_lat_check', sql`${t.lat} between -90 and 90`),
    check('truck_positions_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

/** Each truck's newest position, kept beside the trail so a fleet's map is one small read. */
export const truckLatestPositions = pgTable('truck_latest_positions', {
  truck_id: integer('truck_id')
    .primaryKey()
    .references(() => trucks.id, { onDelete: 'cascade' }),
  company_id: companyId(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  speed_mph: real('speed_mph'),
  heading: smallint('heading'),
});

/**
 * A driver or vehicle an ELD provider knows, and the company's driver or truck it is matched to. The
 * sync matches by licence, name, unit number or VIN; a user resolves the rest (issue 33).
 */
export const eldLinks = pgTable(
  'eld_links',
  {
    ...tenantKey(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrations.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    external_id: varchar('external_id', { length: 64 }).notNull(),
    external_name: varchar('external_name', { length: 120 }).notNull(),
    external_detail: varchar('external_detail', { length: 120 }),
    driver_id: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    truck_id: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    matched_by: varchar('matched_by', { length: 8 }),
    ignored: boolean('ignored').notNull().default(false),
    /** When its driver's log or truck's trail was last read: null until the first sync after its match reads the full window. */
    synced_at: timestamp('synced_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('eld_links_external_key').on(t.company_id, t.integration_id, t.kind, t.external_id),
    uniqueIndex('eld_links_driver_key')
      .on(t.company_id, t.integration_id, t.driver_id)
      .where(sql`${t.driver_id} is not null`),
    uniqueIndex('eld_links_truck_key')
      .on(t.company_id, t.integration_id, t.truck_id)
      .where(sql`${t.truck_id} is not null`),
    check('eld_links_kind_check', sql`${t.kind} in ('driver', 'vehicle')`),
    check('eld_links_matched_by_check', sql`${t.matched_by} in ('auto', 'manual')`),
    check(
      'eld_links_target_check',
      sql`(${t.kind} = 'driver' and ${t.truck_id} is null) or (${t.kind} = 'vehicle' and ${t.driver_id} is null)`,
    ),
  ],
);
