import {
  ACCESSORIAL_KIND_LABELS,
  type Accessorial,
  type AccessorialKind,
  type AccessorialList,
  type accessorialCreate,
  accessorialTotals,
  type accessorialUpdate,
  formatUsd,
  ACCESSORIAL_MESSAGES as M,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound, unprocessable } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { loadForMoney, loadStatementHold, recordLoadHistory } from '../loads/load-money.service';
import * as repo from './load-accessorials.repo';

type Create = z.output<typeof accessorialCreate>;
type Update = z.output<typeof accessorialUpdate>;
type LoadRow = Awaited<ReturnType<typeof loadForMoney>>;
type Where = { billed_to_customer: boolean; paid_to_driver: boolean };

export function toAccessorial(r: repo.AccessorialRow): Accessorial {
  const kind = r.kind as AccessorialKind;
  return {
    id: r.id,
    load_id: r.load_id,
    kind,
    kind_label: ACCESSORIAL_KIND_LABELS[kind],
    description: r.description,
    amount: r.amount,
    billed_to_customer: r.billed_to_customer,
    paid_to_driver: r.paid_to_driver,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** "Detention $75.00 (billed, paid to driver)": an accessorial in the load's history (the demo seed writes it too). */
export const accessorialHistoryText = (
  a: Pick<repo.AccessorialRow, 'kind' | 'amount' | 'billed_to_customer' | 'paid_to_driver'> | null,
) =>
  a
    ? `${ACCESSORIAL_KIND_LABELS[a.kind as AccessorialKind]} ${formatUsd(a.amount)} (${
        [a.billed_to_customer && 'billed', a.paid_to_driver && 'paid to driver'].filter(Boolean).join(', ') ||
        'not billed or paid'
      })`
    : null;

/**
 * Decision 0198: what the customer was invoiced for and what a statement paid stay as they were.
 * A billed accessorial (before or after the change) cannot change on an invoiced load, nor a
 * driver-paid one on a load that a driver statement pays: 422.
 */
async function assertChangeable(tx: AppDb, companyId: number, load: LoadRow, touched: Where[]) {
  if (load.invoice_number !== null && touched.some((a) => a.billed_to_customer))
    throw unprocessable(load.paid_date === null ? M.invoiced(load.invoice_number) : M.paid(load.invoice_number));
  if (touched.some((a) => a.paid_to_driver)) {
    const hold = await loadStatementHold(tx, companyId, load.id);
    if (hold) throw unprocessable(M.onStatement(hold.statement_id, hold.status));
  }
}

/** After a change: the history entry and the audit entry, in the change's transaction. */
async function recorded(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  load: LoadRow,
  action: string,
  before: repo.AccessorialRow | null,
  after: repo.AccessorialRow | null,
) {
  await recordLoadHistory(tx, ctx, companyId, load.id, {
    kind: 'accessorial',
    from_value: accessorialHistoryText(before),
    to_value: accessorialHistoryText(after),
  });
  const row = after ?? before;
  await audit(tx, ctx, {
    action,
    entity: 'load_accessorial',
    entityId: row?.id,
    detail: {
      load_id: load.id,
      load_number: load.load_number,
      from: before && toAccessorial(before),
      to: after && toAccessorial(after),
    },
  });
}

/** The accessorials billed to the customer on a load, for its invoice (decision 0198). */
export async function billedAccessorials(tx: AppDb, companyId: number, loadId: number) {
  const rows = await repo.listAccessorials(tx, { companyId, loadId });
  return rows.filter((r) => r.billed_to_customer).map(toAccessorial);
}

/** A load's accessorials (decision 0198): detention, lumper, TONU and the like, with their totals. */
export function createLoadAccessorialsService(db: AppDb) {
  const list = async (tx: AppDb, companyId: number, loadId: number): Promise<AccessorialList> => {
    const rows = (await repo.listAccessorials(tx, { companyId, loadId })).map(toAccessorial);
    return { accessorials: rows, ...accessorialTotals(rows) };
  };
  const locked = async (tx: AppDb, ctx: Ctx, companyId: number, loadId: number, id: number) => {
    const load = await loadForMoney(tx, ctx, companyId, loadId, true);
    const row = await repo.findAccessorial(tx, { companyId, loadId, id }, true);
    if (!row) throw notFound(M.notFound);
    return { load, row };
  };

  return {
    list(ctx: Ctx, loadId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadForMoney(tx, ctx, companyId, loadId);
        return list(tx, companyId, loadId);
      });
    },

    create(ctx: Ctx, loadId: number, input: Create) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const load = await loadForMoney(tx, ctx, companyId, loadId, true);
        await assertChangeable(tx, companyId, load, [input]);
        const row = await repo.insertAccessorial(tx, { companyId, loadId }, { ...input, created_by: ctx.userId });
        await recorded(tx, ctx, companyId, load, 'accessorial_create', null, row);
        return toAccessorial(row);
      });
    },

    update(ctx: Ctx, loadId: number, id: number, input: Update) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const { load, row } = await locked(tx, ctx, companyId, loadId, id);
        await assertChangeable(tx, companyId, load, [row, { ...row, ...input }]);
        const after = await repo.updateAccessorial(tx, { companyId, loadId, id }, input);
        await recorded(tx, ctx, companyId, load, 'accessorial_update', row, after);
        return toAccessorial(after);
      });
    },

    remove(ctx: Ctx, loadId: number, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const { load, row } = await locked(tx, ctx, companyId, loadId, id);
        await assertChangeable(tx, companyId, load, [row]);
        await repo.deleteAccessorial(tx, { companyId, loadId, id });
        await recorded(tx, ctx, companyId, load, 'accessorial_delete', row, null);
      });
    },
  };
}

export type LoadAccessorialsService = ReturnType<typeof createLoadAccessorialsService>;
