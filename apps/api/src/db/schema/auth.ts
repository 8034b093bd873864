import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Refresh tokens, stored as SHA-256 hashes and grouped in families: reuse of a rotated token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    user_agent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)],
);

/** Single-use password reset tokens, hashed, valid 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** reset: forgotten password (60 minutes); invite: a new user's first password (7 days). */
    purpose: varchar('purpose', { length: 10 }).notNull().default('reset'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

/** Failed sign-ins, counted per account and per client address inside a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: varchar('key', { length: 300 }).notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failed_at)],
);
