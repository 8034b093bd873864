import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Requests for a demo from the public site; platform-level, read by superadmins. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    company: varchar('company', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    fleet_size: varchar('fleet_size', { length: 10 }),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    notes: text('notes'),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 300 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_requests_status_idx').on(t.status, t.created_at),
    index('demo_requests_created_idx').on(t.created_at),
  ],
);
