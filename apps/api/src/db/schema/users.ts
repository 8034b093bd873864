import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
});

/** A person who signs in. Platform superadmins belong to no company. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id; null until an invited user sets a password. */
    password_hash: text('password_hash'),
    name: varchar('name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    alias: varchar('alias', { length: 100 }),
    country: varchar('country', { length: 100 }),
    city: varchar('city', { length: 100 }),
    address: varchar('address', { length: 500 }),
    phone_number: varchar('phone_number', { length: 30 }),
    is_active: boolean('is_active').notNull().default(true),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the address's owner accepted the invitation (chose a password through its link); null
     * while the user is a pending invitation, which cannot sign in or ask for a password reset
     * (decision 0054). Users created any other way are accepted at once.
     */
    accepted_at: timestamp('accepted_at', { withTimezone: true }).defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in is by e-mail alone: an address belongs to one accepted account platform-wide, while
    // pending invitations of several companies may name it (decision 0054).
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`${t.accepted_at} is not null`),
    uniqueIndex('users_company_email_key').on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.email})`),
    index('users_company_idx').on(t.company_id),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Copied from the user so that row-level security can check it without a join. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_company_idx').on(t.company_id)],
);
