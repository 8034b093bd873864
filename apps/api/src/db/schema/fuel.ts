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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, createdBy, identity, tenantKey, timestamps } from './columns';
import { drivers, trucks } from './fleet';
import { users } from './users';

/**
 * Fuel cards. The number is kept only encrypted (AES-256-GCM, with the id of the key that sealed
 * it), as a keyed hash for exact lookups and uniqueness, and as its last 4 digits for display.
 */
export const fuelCards = pgTable(
  'fuel_cards',
  {
    ...tenantKey(),
    card_number_encrypted: text('card_number_encrypted').notNull(),
    card_key_id: varchar('card_key_id', { length: 32 }).notNull(),
    /** HMAC-SHA256 of the digits under the configured key. */
    card_number_hash: varchar('card_number_hash', { length: 64 }).notNull(),
    card_number_last4: varchar('card_number_last4', { length: 4 }).notNull(),
    card_number_short: integer('card_number_short'),
    card_provider: varchar('card_provider', { length: 100 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fuel_cards_company_hash_key').on(t.company_id, t.card_number_hash),
    index('fuel_cards_company_short_idx').on(t.company_id, t.card_number_short),
    index('fuel_cards_company_last4_idx').on(t.company_id, t.card_number_last4),
    index('fuel_cards_company_active_idx').on(t.company_id, t.is_active),
    index('fuel_cards_company_provider_idx').on(t.company_id, t.card_provider),
    check('fuel_cards_short_check', sql`${t.card_number_short} between 10000 and 99999`),
  ],
);

/** Who holds a card, with history: one open assignment per card. */
export const fuelCardAssignments = pgTable(
  'fuel_card_assignments',
  {
    ...tenantKey(),
    fuel_card_id: belongsTo('fuel_card_id', () => fuelCards.id),
    driver_id: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    truck_id: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    unassigned_at: timestamp('unassigned_at', { withTimezone: true }),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fuel_card_assignments_one_open').on(t.fuel_card_id).where(sql`${t.unassigned_at} is null`),
    index('fuel_card_assignments_company_card_idx').on(t.company_id, t.fuel_card_id, t.assigned_at),
  ],
);

/** The catalogue of purchased items: provider codes and what kind of cost each is. Shared by all companies. */
export const fuelItems = pgTable(
  'fuel_transaction_items',
  {
    id: identity(),
    item_code: varchar('item_code', { length: 20 }).notNull(),
    item_name: varchar('item_name', { length: 100 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('fuel_transaction_items_code_key').on(t.item_code),
    check(
      'fuel_transaction_items_category_check',
      sql`${t.category} in ('fuel', 'def', 'fee', 'cash_advance', 'other')`,
    ),
  ],
);

/** A company's saved column mappings for its providers' files. */
export const fuelImportTemplates = pgTable(
  'fuel_import_templates',
  {
    ...tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    layout: varchar('layout', { length: 50 }),
    column_mapping: jsonb('column_mapping').notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('fuel_import_templates_company_name_key').on(t.company_id, sql`lower(${t.name})`)],
);

/** One committed file; its rows point back to it so the batch can be undone as a whole. */
export const fuelImportBatches = pgTable(
  'fuel_import_batches',
  {
    ...tenantKey(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    file_sha256: varchar('file_sha256', { length: 64 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 100 }),
    layout: varchar('layout', { length: 50 }),
    template_id: integer('template_id').references(() => fuelImportTemplates.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('committed'),
    row_count: integer('row_count').notNull(),
    duplicate_count: integer('duplicate_count').notNull().default(0),
    matched_count: integer('matched_count').notNull().default(0),
    total_quantity: numeric('total_quantity', { precision: 16, scale: 3 }).notNull(),
    total_amount: numeric('total_amount', { precision: 16, scale: 2 }).notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
    undone_at: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fuel_import_batches_company_key').on(t.company_id, t.idempotency_key),
    index('fuel_import_batches_company_created_idx').on(t.company_id, t.created_at),
    check('fuel_import_batches_status_check', sql`${t.status} in ('committed', 'undone')`),
  ],
);

/** Fuel purchases: typed by hand or imported. Amounts are exact decimals. */
export const fuelTransactions = pgTable(
  'fuel_transactions',
  {
    ...tenantKey(),
    card_number_short: integer('card_number_short'),
    /** The card as the file showed it (short or masked); never a full number. */
    card_hint: varchar('card_hint', { length: 8 }),
    fuel_card_id: integer('fuel_card_id').references(() => fuelCards.id, { onDelete: 'set null' }),
    // A truck with fuel purchases is deactivated, never deleted (restrict), so none loses its truck.
    truck_id: integer('truck_id').references(() => trucks.id, { onDelete: 'restrict' }),
    driver_id: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    driver_name: varchar('driver_name', { length: 100 }),
    transaction_date: date('transaction_date').notNull(),
    transaction_reference: varchar('transaction_reference', { length: 64 }),
    truck_unit_number: varchar('truck_unit_number', { length: 30 }),
    odometer: integer('odometer'),
    location: varchar('location', { length: 255 }),
    location_city: varchar('location_city', { length: 100 }),
    location_state: varchar('location_state', { length: 50 }),
    location_country: varchar('location_country', { length: 2 }).notNull().default('US'),
    purchased_item: varchar('purchased_item', { length: 100 }).notNull(),
    item_category: varchar('item_category', { length: 20 }).notNull().default('other'),
    unit_quantity: numeric('unit_quantity', { precision: 12, scale: 3 }).notNull(),
    price_per_unit: numeric('price_per_unit', { precision: 10, scale: 4 }).notNull(),
    total_amount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    surcharge_amount: numeric('surcharge_amount', { precision: 10, scale: 2 }),
    import_batch_id: integer('import_batch_id').references(() => fuelImportBatches.id, { onDelete: 'cascade' }),
    source_type: varchar('source_type', { length: 10 }).notNull().default('manual'),
    /** Card|reference|item|date|occurrence for imported rows: the duplicate check across batches. */
    natural_key: varchar('natural_key', { length: 64 }),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('fuel_transactions_company_natural_key').on(t.company_id, t.natural_key),
    index('fuel_transactions_company_date_idx').on(t.company_id, t.transaction_date, t.id),
    index('fuel_transactions_company_batch_idx').on(t.company_id, t.import_batch_id),
    index('fuel_transactions_company_card_idx').on(t.company_id, t.card_number_short),
    index('fuel_transactions_company_unit_idx').on(t.company_id, sql`lower(${t.truck_unit_number})`),
    index('fuel_transactions_company_item_idx').on(t.company_id, t.purchased_item),
    index('fuel_transactions_company_state_idx').on(t.company_id, t.location_state, t.location_city),
    index('fuel_transactions_company_amount_idx').on(t.company_id, t.total_amount),
    check('fuel_transactions_source_check', sql`${t.source_type} in ('manual', 'import')`),
    check(
      'fuel_transactions_category_check',
      sql`${t.item_category} in ('fuel', 'def', 'fee', 'cash_advance', 'other')`,
    ),
  ],
);
