import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import { jurisdictionOf } from '../../lib/jurisdictions';
import type { JobsService } from '../jobs/jobs.service';
import { pointsToKeep } from './trail-thinning';
import * as repo from './truck-positions.repo';

export const THIN_TRAILS_JOB = 'truck-positions.thin';
const DAY_MS = 86_400_000;
/** Each night looks back this far past the full trail's end, so a week without the job loses nothing. */
const CATCH_UP_DAYS = 7;
/** Points deleted per statement. */
const DELETE_CHUNK = 5_000;

/**
 * Keeps the full trail for `fullDays` (IFTA's quarter and disputes), then one point per ten minutes
 * and every change of jurisdiction (decision 0208). Thinning is idempotent: a thinned day keeps the
 * same points when thinned again.
 */
export function createTrailRetention(deps: { db: AppDb; jobs?: JobsService; fullDays: number; cron: string | null }) {
  const { db, fullDays } = deps;

  async function thinTruck(truckId: number, from: Date, to: Date): Promise<number> {
    return withSystem(db, async (tx) => {
      const points = await repo.pointsBetween(tx, truckId, from, to);
      const keep = pointsToKeep(points, jurisdictionOf);
      const drop = points.filter((_, i) => !keep.has(i)).map((p) => p.at);
      let removed = 0;
      for (let i = 0; i < drop.length; i += DELETE_CHUNK)
        removed += await repo.deletePoints(tx, truckId, drop.slice(i, i + DELETE_CHUNK));
      return removed;
    });
  }

  /** Thins every truck's points older than the full trail's days; answers how many points went. */
  async function run(now = new Date()): Promise<number> {
    const to = new Date(now.getTime() - fullDays * DAY_MS);
    const from = new Date(to.getTime() - CATCH_UP_DAYS * DAY_MS);
    const truckIds = await withSystem(db, (tx) => repo.trucksWithPointsBetween(tx, from, to));
    let removed = 0;
    // One transaction per truck: a fleet's week is millions of rows, too many for one.
    for (const id of truckIds) removed += await thinTruck(id, from, to);
    return removed;
  }

  if (deps.cron && deps.jobs) {
    deps.jobs.register(THIN_TRAILS_JOB, { retryLimit: 2, retryDelaySeconds: 600, backoff: true }, async () => {
      await run();
    });
    deps.jobs.schedule(THIN_TRAILS_JOB, deps.cron, 'UTC');
  }
  return { run };
}
