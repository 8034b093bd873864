import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export type MailAttachment = { filename: string; content_type: string; content_base64: string };

/**
 * E-mails. Written in the transaction of the work that sends them; with SMTP settings the job
 * queue delivers them (pending -> sent, or retrying until dead after the last attempt), without
 * them they are held here for a superadmin to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    kind: varchar('kind', { length: 50 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('held'),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Why the last attempt failed. */
    error: text('error'),
    /** A sign-in link (reset, invitation), sealed until delivery and erased then (the bodies hold a placeholder). */
    sealed_link: text('sealed_link'),
    /** Files sent with the message (a driver statement's PDF): name, type and base64 content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to_address, t.created_at)],
);

/** Every write: who did what to which record, in which company, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entity_id: varchar('entity_id', { length: 100 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
    request_id: varchar('request_id', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_idx').on(t.company_id, t.created_at)],
);
