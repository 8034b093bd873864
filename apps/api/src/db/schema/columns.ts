import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Columns most tables share, defined once so every table spells them the same way. Not exported
 * from the schema index: they are builders, not tables.
 */

/** The row's number, assigned by the database. */
export const identity = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The carrier a row belongs to; its rows go when it goes. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The first columns of a company's table: the row's number and the carrier it belongs to. */
export const tenantKey = () => ({ id: identity(), company_id: companyId() });

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** Who created the row; kept when that user is deleted, as null. */
export const createdBy = () => integer('created_by').references(() => users.id, { onDelete: 'set null' });

/** Optimistic locking: a write names the version it read and bumps it. */
export const version = () => integer('version').notNull().default(1);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was created and last changed. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
