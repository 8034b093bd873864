import { type LoadEmptyMiles, zip5 } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { ValidationError } from '../../lib/validation';
import type { MileageService } from '../mileage/mileage.service';
import { loadOf, visibility } from './load-access';
import * as repo from './load-empty-miles.repo';

type Log = Parameters<MileageService['miles']>[1];

const NONE: LoadEmptyMiles = { miles: null, method: null, from: null };

/**
 * A load's empty miles, proposed by the wizard (issue 31, decision 0200): from the final delivery
 * of the truck's previous load to this load's first pickup, by the mileage service.
 */
export function createLoadEmptyMilesService(db: AppDb, mileage: MileageService) {
  return {
    async emptyMiles(ctx: Ctx, id: number, log: Log): Promise<LoadEmptyMiles> {
      const found = await withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        const load = await repo.firstPickupOf(tx, { companyId, loadId: id });
        if (!load?.driver_id || !load.day) return null;
        const { followed } = await visibility(tx, ctx, companyId);
        const from = await repo.previousDelivery(tx, {
          companyId,
          loadId: id,
          driverId: load.driver_id,
          day: load.day,
          followed,
        });
        return from ? { from, pickupZip: zip5(load.zip) } : null;
      });
      if (!found) return NONE;
      const zips = [zip5(found.from.zip), found.pickupZip];
      // The routing server is asked outside the transaction: it may take seconds.
      const miles = zips.every((z) => z !== null) ? await milesOrNull(mileage, zips as string[], log) : null;
      return { miles: miles?.miles ?? null, method: miles?.method ?? null, from: found.from };
    },
  };
}

/** The miles between two ZIP codes, or null when the ZIP table does not know one of them. */
async function milesOrNull(mileage: MileageService, zips: string[], log: Log) {
  try {
    return await mileage.miles(zips, log);
  } catch (err) {
    if (err instanceof ValidationError) return null;
    throw err;
  }
}

export type LoadEmptyMilesService = ReturnType<typeof createLoadEmptyMilesService>;
