import type { AccountingExportList, QuickbooksExportQuery } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompanyFromReplica, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { audit } from '../audit/audit.service';
import * as repo from './accounting-exports.repo';
import {
  type BilledAccessorial,
  invoiceLines,
  invoicesCsv,
  invoicesIif,
  paymentsCsv,
  paymentsIif,
} from './quickbooks-files';

/** Exports kept in the list: about two years of weekly exports of each kind. */
const LISTED = 200;

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', iif: 'text/plain; charset=utf-8' } as const;

/** Builds the file of a range and the loads it holds. */
async function fileOf(tx: AppDb, companyId: number, q: QuickbooksExportQuery) {
  const range = { companyId, from: q.from, to: q.to };
  if (q.kind === 'payments') {
    const payments = await repo.paymentsReceived(tx, range);
    const text = q.format === 'iif' ? paymentsIif(payments) : paymentsCsv(payments);
    return { text, loadIds: payments.map((p) => p.load_id) };
  }
  const invoices = await repo.invoicesIssued(tx, range);
  const loadIds = invoices.map((i) => i.load_id);
  const byLoad = new Map<number, BilledAccessorial[]>();
  for (const a of await repo.billedAccessorialsOf(tx, { companyId, loadIds }))
    byLoad.set(a.load_id, [...(byLoad.get(a.load_id) ?? []), a]);
  const lines = (inv: repo.IssuedInvoiceRow) => invoiceLines(inv, byLoad.get(inv.load_id) ?? []);
  const text = q.format === 'iif' ? invoicesIif(invoices, lines) : invoicesCsv(invoices, lines);
  return { text, loadIds };
}

/**
 * Invoices and payments out to QuickBooks (issue 37). Every export is recorded with the loads it
 * held, so the next export of the same days tells how many went before, and is in the audit log.
 */
export function createAccountingExportsService(db: AppDb) {
  return {
    async quickbooks(ctx: Ctx, q: QuickbooksExportQuery) {
      // The file is read where a read replica may serve it (decision 0232); the record of it and
      // the count of earlier exports come from the primary.
      const { text, loadIds } = await readCompanyFromReplica(db, ctx, (tx, companyId) => fileOf(tx, companyId, q));
      return withCompany(db, ctx, async (tx, companyId) => {
        const previously = await repo.countExportedBefore(tx, { companyId, kind: q.kind, loadIds });
        const made = await repo.insertExport(tx, {
          company_id: companyId,
          kind: q.kind,
          format: q.format,
          from_day: q.from,
          to_day: q.to,
          rows: loadIds.length,
          previously_exported: previously,
          created_by: ctx.userId,
          loadIds,
        });
        await audit(tx, ctx, {
          action: 'export',
          entity: 'accounting_export',
          entityId: made.id,
          detail: { kind: q.kind, format: q.format, from: q.from, to: q.to, rows: loadIds.length, previously },
        });
        return {
          text,
          contentType: CONTENT_TYPES[q.format],
          filename: `quickbooks-${q.kind}-${q.from}-to-${q.to}.${q.format}`,
          rows: loadIds.length,
          previously,
        };
      });
    },

    list: (ctx: Ctx): Promise<AccountingExportList> =>
      withCompany(db, ctx, async (tx, companyId) => ({
        exports: (await repo.listExports(tx, { companyId, limit: LISTED })).map((r) => ({
          id: r.export.id,
          kind: r.export.kind as 'invoices' | 'payments',
          format: r.export.format as 'csv' | 'iif',
          from: r.export.from_day,
          to: r.export.to_day,
          rows: r.export.rows,
          previously_exported: r.export.previously_exported,
          created_by_name: r.created_by_name,
          created_at: r.export.created_at.toISOString(),
        })),
      })),
  };
}

export type AccountingExportsService = ReturnType<typeof createAccountingExportsService>;
