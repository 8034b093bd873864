import { index, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, tenantKey } from './columns';
import { users } from './users';

/**
 * A driver's action sent with an idempotency key (issue 36): a phone that lost its signal sends
 * the same action again, and the answer kept here is given back instead of doing it twice.
 */
export const driverAppActions = pgTable(
  'driver_app_actions',
  {
    ...tenantKey(),
    user_id: belongsTo('user_id', () => users.id),
    key: varchar('key', { length: 100 }).notNull(),
    /** The action and its target ("arrive 42"): the same key for another action is refused. */
    action: varchar('action', { length: 100 }).notNull(),
    status: smallint('status').notNull(),
    answer: jsonb('answer').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_app_actions_user_key').on(t.user_id, t.key),
    index('driver_app_actions_created_idx').on(t.created_at),
  ],
);
