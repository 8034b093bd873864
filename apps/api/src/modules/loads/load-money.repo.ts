import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { loadAccessorials } from '../../db/schema';

/** The amounts of a load's accessorials and where each goes, for its totals and margin (decision 0198). */
export function accessorialAmounts(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select({
      amount: loadAccessorials.amount,
      billed_to_customer: loadAccessorials.billed_to_customer,
      paid_to_driver: loadAccessorials.paid_to_driver,
    })
    .from(loadAccessorials)
    .where(ofCompany(loadAccessorials, where.companyId, { load_id: where.loadId }));
}
