import type { FuelItemCategory } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import * as repo from './fuel-transactions.repo';
import { loadTransaction, toTx } from './fuel-views';

type FilterQuery = {
  card_number_short?: number;
  truck_unit_number?: string;
  purchased_item?: string;
  source_type?: 'manual' | 'import';
  date_from?: string;
  date_to?: string;
  location_city?: string;
  location_state?: string;
  import_batch_id?: number;
  min_amount?: string;
  max_amount?: string;
  unmatched?: boolean;
};
type ListQuery = FilterQuery & { skip: number; limit: number };

/** The list's filters as the repository takes them; the summary narrows by the same ones. */
const filterOf = (companyId: number, q: FilterQuery): repo.TxFilter => ({
  companyId,
  cardShort: q.card_number_short,
  unit: q.truck_unit_number || undefined,
  item: q.purchased_item || undefined,
  source: q.source_type,
  from: q.date_from,
  to: q.date_to,
  city: q.location_city || undefined,
  state: q.location_state || undefined,
  batchId: q.import_batch_id,
  minAmount: q.min_amount,
  maxAmount: q.max_amount,
  unmatched: q.unmatched,
});

/** Reading fuel transactions: the list, one transaction, the summary and the purchased items. */
export function createFuelReports(db: AppDb) {
  return {
    list(ctx: Ctx, q: ListQuery) {
      const companyId = requireCompany(ctx);
      const f = filterOf(companyId, q);
      return withTenant(db, companyId, (tx) =>
        paged(
          'fuel_transactions',
          { rows: () => repo.listTransactions(tx, f, q), total: () => repo.countTransactions(tx, f) },
          toTx,
        ),
      );
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => loadTransaction(tx, companyId, id));
    },

    summary(ctx: Ctx, q: FilterQuery) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const s = await repo.summary(tx, filterOf(companyId, q));
        const group = (r: { count: number; quantity: string; amount: string }) => ({
          count: r.count,
          quantity: r.quantity,
          amount: r.amount,
        });
        return {
          date_from: q.date_from ?? null,
          date_to: q.date_to ?? null,
          transaction_count: s.totals.n,
          total_gallons: s.totals.quantity,
          total_amount: s.totals.amount,
          total_surcharge: s.totals.surcharge,
          average_price_per_gallon: s.totals.average,
          unmatched_count: s.totals.unmatched,
          by_item: s.byItem.map((r) => ({
            purchased_item: String(r.key),
            category: r.category as FuelItemCategory,
            ...group(r),
          })),
          by_state: s.byState.map((r) => ({ location_state: (r.key as string | null) ?? null, ...group(r) })),
          by_category: s.byCategory.map((r) => ({ category: r.key as FuelItemCategory, ...group(r) })),
        };
      });
    },

    async items() {
      const rows = await repo.items(db);
      return {
        items: rows.map((r) => ({
          id: r.id,
          item_code: r.item_code,
          item_name: r.item_name,
          category: r.category as FuelItemCategory,
        })),
      };
    },

    distinctItems(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({ items: await repo.distinctItems(tx, companyId) }));
    },
  };
}
