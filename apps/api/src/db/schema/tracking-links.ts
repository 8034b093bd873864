import { index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, createdBy, tenantKey } from './columns';
import { loads } from './loads';

/**
 * A link that shows one load to its customer without signing in (issue 34). Only the token's
 * SHA-256 is kept: the public page finds the link by it, and a copy of the table opens nothing.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    ...tenantKey(),
    load_id: belongsTo('load_id', () => loads.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_by: createdBy(),
    /** Where the link was e-mailed, if it was. */
    email: varchar('email', { length: 254 }),
    created_at: createdAt(),
    last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_links_token_key').on(t.token_hash),
    index('tracking_links_load_idx').on(t.company_id, t.load_id, t.created_at),
  ],
);
