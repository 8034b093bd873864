import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, createdBy, updatedAt } from './columns';

/**
 * A rate confirmation as read: the answer given and the document's positioned lines, kept so that
 * the values the user confirms can be found again in it (decision 0205).
 */
export const rateConfirmationExtractions = pgTable(
  'rate_confirmation_extractions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    company_id: companyId(),
    filename: text('filename').notNull(),
    /** The broker the document was read as being from ('mc:…' or 'name:…'), when known. */
    broker_key: text('broker_key'),
    result: jsonb('result').notNull(),
    layout: jsonb('layout').notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [index('rate_confirmation_extractions_company_idx').on(t.company_id, t.created_at)],
);

/** Where a broker's documents put each field, learnt from the confirmations of its documents. */
export const brokerLayoutMemories = pgTable(
  'broker_layout_memories',
  {
    company_id: companyId(),
    broker_key: text('broker_key').notNull(),
    memory: jsonb('memory').notNull(),
    confirmations: integer('confirmations').notNull().default(1),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.broker_key] })],
);
