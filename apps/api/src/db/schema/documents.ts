import { bigint, boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tenantKey, timestamps } from './columns';
import { users } from './users';

/** Stored files of every category (spec 2 section 3) and the record each belongs to. */
export const documents = pgTable(
  'documents',
  {
    ...tenantKey(),
    original_filename: varchar('original_filename', { length: 255 }).notNull(),
    document_type: varchar('document_type', { length: 50 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    /** Where the bytes are in the storage backend; never shown to clients. */
    storage_key: varchar('storage_key', { length: 300 }).notNull(),
    description: varchar('description', { length: 1000 }),
    tags: varchar('tags', { length: 500 }),
    load_id: integer('load_id'),
    driver_id: integer('driver_id'),
    customer_id: integer('customer_id'),
    truck_id: integer('truck_id'),
    trailer_id: integer('trailer_id'),
    /** False once deprecated (soft removal). */
    is_active: boolean('is_active').notNull().default(true),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('documents_company_type_idx').on(t.company_id, t.document_type, t.is_active),
    index('documents_customer_idx').on(t.company_id, t.customer_id),
    // The list filters by each link (spec 2 section 7).
    index('documents_load_idx').on(t.company_id, t.load_id),
    index('documents_driver_idx').on(t.company_id, t.driver_id),
    index('documents_truck_idx').on(t.company_id, t.truck_id),
    index('documents_trailer_idx').on(t.company_id, t.trailer_id),
  ],
);
