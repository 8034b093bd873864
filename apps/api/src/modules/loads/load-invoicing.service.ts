import { invoiceRefusal } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { loadOf } from './load-access';
import * as history from './load-comments.repo';
import { invoiceEntry } from './load-history-entries';
import { toEvent } from './load-shapes';
import { moveToStage } from './load-workflow';
import * as repo from './loads.repo';

/**
 * The load an invoice is generated for, locked until the caller's transaction ends (two
 * generations of one load take turns), with its broker and stops; 404 for a load the caller
 * may not see.
 */
export async function loadForInvoice(tx: AppDb, ctx: Ctx, companyId: number, id: number) {
  const row = await loadOf(tx, ctx, companyId, id, true);
  // Decision 0120: only delivered loads are billed, and a paid invoice is not issued again.
  const status = (await repo.statusCatalogue(tx, companyId)).find((s) => s.id === row.status_id);
  const refusal = invoiceRefusal(status ?? { name: '', meaning: 'open' }, row.paid_date);
  if (refusal) throw new AppError(409, refusal);
  const events = await repo.listEvents(tx, { companyId, loadId: id });
  return { load: row, events: events.map(toEvent) };
}

/** Writes the invoice number and date on a load locked by `loadForInvoice`, with history and audit. */
export async function recordInvoice(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
  invoice: { number: number; date: string; document_id: number; terms: string; due_date: string; amount: string },
) {
  const after = await repo.updateLoad(
    tx,
    { companyId, id: before.id },
    {
      invoice_amount: invoice.amount,
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      invoice_terms: invoice.terms,
      invoice_due_date: invoice.due_date,
    },
  );
  await history.insertHistory(tx, { companyId, loadId: before.id, userId: ctx.userId }, [
    invoiceEntry(before.invoice_number, invoice),
  ]);
  await audit(tx, ctx, {
    action: 'invoice',
    entity: 'load',
    entityId: before.id,
    detail: { load_number: before.load_number, ...invoice, version: after.version },
  });
  // Issuing the invoice is what moves a load into Invoiced (decision 0196).
  return moveToStage(tx, ctx, companyId, after, 'invoiced', 'invoice');
}
