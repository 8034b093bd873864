import type { AppDb } from '../../db/client';
import { createLoadBoardService } from './load-board.service';
import { createLoadBookingService } from './load-booking.service';
import { loadsDeps } from './load-changes';
import { createLoadDetailsService } from './load-details.service';
import { createLoadDuplicateService } from './load-duplicate.service';
import { createLoadRateCargoService } from './load-rate-cargo.service';
import { createLoadStatusService } from './load-status.service';
import { createLoadStopTimesService } from './load-stop-times.service';
import { createLoadStopsService } from './load-stops.service';

/**
 * The loads service: one object for the routes and the other modules, put together from one part
 * per use case so that each stays small.
 */
export function createLoadsService(db: AppDb, opts: { onChange?: (companyId: number) => void } = {}) {
  const deps = loadsDeps(db, opts.onChange);
  return {
    ...createLoadBookingService(deps),
    ...createLoadDetailsService(deps),
    ...createLoadStatusService(deps),
    ...createLoadStopsService(deps),
    ...createLoadStopTimesService(deps),
    ...createLoadDuplicateService(deps),
    ...createLoadRateCargoService(deps),
    ...createLoadBoardService(deps),
  };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
