import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyId, createdAt, createdBy, tenantKey } from './columns';
import { customers } from './customers';
import { rateConfirmationExtractions } from './extractions';
import { loads } from './loads';
import { users } from './users';

/**
 * A company's address for rate confirmations by e-mail (issue 38): `loads+<token>@<domain>`.
 * Making a new one retires the old one at once; retired tokens stay so they are never reused.
 */
export const inboundEmailAddresses = pgTable(
  'inbound_email_addresses',
  {
    ...tenantKey(),
    token: varchar('token', { length: 40 }).notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
    retired_at: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbound_email_addresses_token_key').on(t.token),
    uniqueIndex('inbound_email_addresses_live_key').on(t.company_id).where(sql`${t.retired_at} is null`),
  ],
);

/** One message received at a company's address: what it said of itself, recorded and never trusted. */
export const loadInboxMessages = pgTable(
  'load_inbox_messages',
  {
    ...tenantKey(),
    sender: varchar('sender', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 1000 }).notNull(),
    /** The message's Message-ID header, as given. */
    message_id: varchar('message_id', { length: 1000 }),
    size_bytes: integer('size_bytes').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The per-minute limit counts a company's latest messages.
  (t) => [index('load_inbox_messages_company_idx').on(t.company_id, t.received_at)],
);

/**
 * One attachment of a received message waiting for review, or the message itself when it had
 * none usable (state "kept", no file). Leaves the inbox when discarded or made into a load.
 */
export const loadInboxItems = pgTable(
  'load_inbox_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    company_id: companyId(),
    message_id: integer('message_id')
      .notNull()
      .references(() => loadInboxMessages.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 255 }),
    /** The type the bytes showed (never the one the mail claimed). */
    content_type: varchar('content_type', { length: 100 }),
    size_bytes: integer('size_bytes'),
    sha256: varchar('sha256', { length: 64 }),
    /** Where the bytes are in the storage backend; null when they were refused or never stored. */
    storage_key: varchar('storage_key', { length: 500 }),
    state: varchar('state', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    extraction_id: uuid('extraction_id').references(() => rateConfirmationExtractions.id, { onDelete: 'set null' }),
    broker_customer_id: integer('broker_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    load_id: integer('load_id').references(() => loads.id, { onDelete: 'set null' }),
    loaded_at: timestamp('loaded_at', { withTimezone: true }),
    discarded_at: timestamp('discarded_at', { withTimezone: true }),
    discarded_by: integer('discarded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('load_inbox_items_state_check', sql`${t.state} in ('queued', 'read', 'failed', 'kept')`),
    index('load_inbox_items_company_idx').on(t.company_id, t.created_at),
    // The same document twice is one item while the first is not discarded (decision 0225).
    uniqueIndex('load_inbox_items_document_key')
      .on(t.company_id, t.sha256)
      .where(sql`${t.discarded_at} is null and ${t.sha256} is not null`),
  ],
);
