import { FUEL_MESSAGES, type FuelStatementHold, fuelOnStatementMessage } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './fuel-transactions.repo';

/** What a driver statement's fuel line was computed from, or links it to its driver: locked while it is there. */
const STATEMENT_FIELDS = [
  'transaction_date',
  'purchased_item',
  'unit_quantity',
  'price_per_unit',
  'surcharge_amount',
  'card_number_short',
  'fuel_card_id',
  'truck_unit_number',
  'truck_id',
  'driver_id',
] as const;
type StatementField = (typeof STATEMENT_FIELDS)[number];

/** A decimal's text without leading or trailing zeros, so "50" and "50.000" compare equal. */
const plainDecimal = (v: string) => {
  const [i = '', f = ''] = v.split('.');
  const whole = i.replace(/^0+(?=\d)/, '');
  const fraction = f.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
};
const DECIMAL_FIELDS = new Set<StatementField>(['unit_quantity', 'price_per_unit', 'surcharge_amount']);

/** The locked fields a change would give another value (sending the same value again is no change). */
export function changedFields(current: repo.TxRow['tx'], input: Partial<Record<StatementField, unknown>>) {
  return STATEMENT_FIELDS.filter((field) => {
    if (!(field in input) || input[field] === undefined) return false;
    const next = input[field] ?? null;
    const now = current[field] ?? null;
    if (next === null || now === null) return next !== now;
    return DECIMAL_FIELDS.has(field) ? plainDecimal(String(next)) !== plainDecimal(String(now)) : next !== now;
  });
}

/** "2025-03-04 ULSD $359.90": a transaction named in a refusal. */
export const holdOf = (h: Awaited<ReturnType<typeof repo.statementHolds>>[number]) => ({
  statement_id: h.statement_id,
  status: h.status,
  name: `${h.transaction_date} ${h.purchased_item} $${h.total_amount}`,
});

/** The statement deducting a transaction, locking the transaction first (see `repo.lockTransaction`). */
export async function lockedHold(tx: AppDb, companyId: number, id: number): Promise<FuelStatementHold | undefined> {
  if (!(await repo.lockTransaction(tx, { companyId, id }))) throw notFound(FUEL_MESSAGES.transactionNotFound);
  const [hold] = await repo.statementHolds(tx, { companyId, ids: [id] });
  return hold;
}

/** Refuses a change to what a statement deducted while the transaction is on it (decision 118). */
export async function assertFreeToChange(
  tx: AppDb,
  companyId: number,
  id: number,
  input: Partial<Record<StatementField, unknown>>,
) {
  const hold = await lockedHold(tx, companyId, id);
  if (!hold) return;
  const current = await repo.findTransaction(tx, { companyId, id });
  if (current && changedFields(current.tx, input).length > 0) throw conflict(fuelOnStatementMessage(hold));
}
