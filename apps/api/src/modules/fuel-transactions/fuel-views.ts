import { FUEL_MESSAGES, type FuelBatch, type FuelItemCategory, type FuelTransaction } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './fuel-transactions.repo';

/** A stored transaction as the API answers it. */
export const toTx = (r: repo.TxRow): FuelTransaction => {
  const x = r.tx;
  return {
    id: x.id,
    card_number_short: x.card_number_short,
    card_number_last4: r.card_last4 ?? null,
    transaction_date: x.transaction_date,
    transaction_reference: x.transaction_reference,
    truck_unit_number: x.truck_unit_number,
    odometer: x.odometer,
    location: x.location,
    location_city: x.location_city,
    location_state: x.location_state,
    location_country: x.location_country,
    purchased_item: x.purchased_item,
    item_category: x.item_category as FuelItemCategory,
    unit_quantity: x.unit_quantity,
    price_per_unit: x.price_per_unit,
    total_amount: x.total_amount,
    surcharge_amount: x.surcharge_amount,
    import_batch_id: x.import_batch_id,
    source_type: x.source_type as 'manual' | 'import',
    fuel_card_id: x.fuel_card_id,
    truck_id: x.truck_id,
    driver_id: x.driver_id,
    driver_name: x.driver_name,
    card_hint: x.card_hint,
    driver:
      x.driver_id !== null && r.driver_first !== null
        ? { id: x.driver_id, name: `${r.driver_first} ${r.driver_last ?? ''}`.trim() }
        : null,
    truck: x.truck_id !== null && r.truck_unit !== null ? { id: x.truck_id, unit_number: r.truck_unit } : null,
    statement:
      r.statement_id !== null && r.statement_status !== null
        ? { id: r.statement_id, status: r.statement_status as 'draft' | 'approved' | 'paid' }
        : null,
    is_matched: x.fuel_card_id !== null && x.truck_id !== null && x.driver_id !== null,
    created_at: x.created_at.toISOString(),
  };
};

/** A stored import batch as the API answers it. */
export const toBatch = (r: repo.BatchRow): FuelBatch => ({
  id: r.batch.id,
  file_name: r.batch.file_name,
  layout: r.batch.layout,
  status: r.batch.status as 'committed' | 'undone',
  row_count: r.batch.row_count,
  duplicate_count: r.batch.duplicate_count,
  matched_count: r.matched_now,
  total_quantity: r.batch.total_quantity,
  total_amount: r.batch.total_amount,
  created_by: r.by_first !== null ? `${r.by_first} ${r.by_last ?? ''}`.trim() : null,
  created_at: r.batch.created_at.toISOString(),
  undone_at: r.batch.undone_at?.toISOString() ?? null,
});

/** One of the company's transactions, or a 404. */
export async function loadTransaction(tx: AppDb, companyId: number, id: number) {
  const row = await repo.findTransaction(tx, { companyId, id });
  if (!row) throw notFound(FUEL_MESSAGES.transactionNotFound);
  return toTx(row);
}
