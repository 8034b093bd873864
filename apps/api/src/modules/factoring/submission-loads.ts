import { FACTORING_MESSAGES as M, toCents } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import * as repo from './factoring-submissions.repo';

/** A load ready to factor: invoiced, open, never submitted, its invoice billing what the load bills. */
export type SubmittableLoad = {
  id: number;
  load_number: string;
  invoice_number: number;
  invoice_date: string;
  customer_name: string;
  /** What the invoice bills, exact. */
  amount: string;
};

/** Why the load cannot be factored, or the load as it is factored. */
function checked(row: repo.LoadToSubmit): SubmittableLoad {
  const n = row.load_number;
  if (row.is_draft || row.invoice_number === null || row.invoice_date === null) throw unprocessable(M.notInvoiced(n));
  if (row.paid_date !== null) throw unprocessable(M.paid(n));
  if (row.submitted_in !== null) throw conflict(M.submitted(n, row.submitted_in));
  // Decision 0222: the schedule and the invoice in the packet must say the same amount.
  if (row.invoice_amount !== null && toCents(row.invoice_amount) !== toCents(row.billed_total))
    throw unprocessable(M.outdated(n));
  return {
    id: row.id,
    load_number: n,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    customer_name: row.customer_name,
    amount: row.invoice_amount ?? row.billed_total,
  };
}

/**
 * The loads named, by invoice number, inside the caller's transaction: an unknown id or another
 * company's is 404; a load not invoiced, paid or whose invoice is out of date 422; one already
 * submitted 409. Each refusal names the load by its number.
 */
export async function submittableLoads(
  tx: AppDb,
  companyId: number,
  loadIds: readonly number[],
): Promise<SubmittableLoad[]> {
  const rows = await repo.loadsToSubmit(tx, { companyId, loadIds });
  if (rows.length !== new Set(loadIds).size) throw notFound(M.loadNotFound);
  return rows.map(checked).sort((a, b) => a.invoice_number - b.invoice_number);
}

/** The load of `loadIds` some submission already holds, for the 409 of a submission that lost a race. */
export async function alreadySubmitted(tx: AppDb, companyId: number, loadIds: readonly number[]) {
  const rows = await repo.loadsToSubmit(tx, { companyId, loadIds });
  const taken = rows.find((r) => r.submitted_in !== null);
  return taken ? conflict(M.submitted(taken.load_number, taken.submitted_in!)) : undefined;
}
