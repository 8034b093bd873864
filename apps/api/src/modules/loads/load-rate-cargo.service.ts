import type { Ctx } from '../../lib/context';
import { requireCompany } from '../../lib/scope';
import { loadOf } from './load-access';
import { change, detail, type LoadsDeps, refreshProgress } from './load-changes';
import { assertMoneyOpen } from './load-checks';
import { teachBrokerLayout } from './load-confirmation';
import { driverPayValues } from './load-driver-pay';
import type { RateCargoPatch, RateCargoPut } from './load-inputs';

/** A load's rate and cargo (wizard steps 3 and 4). */
export function createLoadRateCargoService({ writing }: LoadsDeps) {
  return {
    /** Step 3 (every field) and step 4 (changed fields only): rate and cargo, then progress. */
    saveRateCargo(ctx: Ctx, id: number, input: RateCargoPut | RateCargoPatch) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        assertMoneyOpen(before, input);
        // Driver pay: typed and kept, or computed from the pay profile (decision 0197).
        const { rate_dispatched, rate_dispatched_manual, ...rest } = input;
        const pay = await driverPayValues(tx, companyId, before, rest, { rate_dispatched, rate_dispatched_manual });
        await change(tx, ctx, companyId, before, { ...rest, ...pay }, 'rate_cargo');
        await refreshProgress(tx, companyId, id, true);
        await teachBrokerLayout(tx, ctx, companyId, before);
        return detail(tx, companyId, id);
      });
    },
  };
}
