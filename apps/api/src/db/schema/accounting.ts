import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, companyId, createdAt, createdBy, tenantKey } from './columns';
import { loads } from './loads';

/** An export of invoices or payments to the books (issue 37): who made it, when, of which days. */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    ...tenantKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    from_day: date('from_day').notNull(),
    to_day: date('to_day').notNull(),
    rows: integer('rows').notNull(),
    previously_exported: integer('previously_exported').notNull(),
    created_by: createdBy(),
    created_at: createdAt(),
  },
  (t) => [index('accounting_exports_company_idx').on(t.company_id, t.created_at)],
);

/** The loads an export held, so a later export of the same invoices says they went before. */
export const accountingExportLoads = pgTable(
  'accounting_export_loads',
  {
    company_id: companyId(),
    export_id: belongsTo('export_id', () => accountingExports.id),
    load_id: belongsTo('load_id', () => loads.id),
    kind: varchar('kind', { length: 16 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.export_id, t.load_id] }),
    index('accounting_export_loads_load_idx').on(t.company_id, t.kind, t.load_id),
  ],
);
