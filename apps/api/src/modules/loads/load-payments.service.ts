import { LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import * as history from './load-comments.repo';
import { paymentEntry } from './load-history-entries';
import { inStage, moveToStage } from './load-workflow';
import * as repo from './loads.repo';

/** What the customer paid an invoice with; null when the invoice is open. */
export type Payment = { paid_date: string; payment_reference: string | null };

/** The load a payment is recorded on, locked until the caller's transaction ends; 404 for another company's. */
export async function loadForPayment(tx: AppDb, companyId: number, id: number) {
  const row = await repo.lockLoad(tx, { companyId, id });
  if (!row) throw notFound(M.loadNotFound);
  return row;
}

/**
 * Writes or clears the invoice's payment on a load locked by `loadForPayment`, with its history
 * entry and audit, as every other change to a load (decision 0175). The caller has checked the rules.
 */
export async function recordPayment(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
  payment: Payment | null,
) {
  const values = payment ?? { paid_date: null, payment_reference: null };
  const after = await repo.updateLoad(tx, { companyId, id: before.id }, values);
  await history.insertHistory(tx, { companyId, loadId: before.id, userId: ctx.userId }, [paymentEntry(before, values)]);
  await audit(tx, ctx, {
    action: payment ? 'payment' : 'payment_removed',
    entity: 'load',
    entityId: before.id,
    detail: {
      load_number: before.load_number,
      invoice_number: before.invoice_number,
      before: { paid_date: before.paid_date, payment_reference: before.payment_reference },
      after: values,
      version: after.version,
    },
  });
  // Recording the payment moves the load into Paid; taking it off moves a paid load back to Invoiced (decision 0196).
  if (payment) return moveToStage(tx, ctx, companyId, after, 'paid', 'payment');
  return (await inStage(tx, companyId, after, 'paid'))
    ? moveToStage(tx, ctx, companyId, after, 'invoiced', 'payment')
    : after;
}
