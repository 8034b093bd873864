import type { AppDb } from '../../db/client';
import { withSystem, withTenant } from '../../db/tenancy';
import { companiesUsing, integrationIsOn } from '../integrations/integrations.service';
import type { JobsService } from '../jobs/jobs.service';
import { latestPositionTimes, storePositions } from '../truck-positions/truck-positions.service';
import { DEMO_ELD_INTEGRATION_ID, type DemoEvent, demoDriverLog, demoStopsSpan } from './demo-eld';
import * as repo from './hos.repo';

export const DEMO_ELD_JOB = 'hos.demo-eld';
export { DEMO_ELD_INTEGRATION_ID };

export type DemoEldRun = { companies: number; events: number; positions: number };

/**
 * The events of a fresh simulation that continue a stored log: those after its last event, less a
 * first one that only repeats the status the log already ends in.
 */
function continuing(events: readonly DemoEvent[], last: { status: string; start_at: Date } | undefined) {
  if (!last) return events;
  const after = events.filter((e) => e.start > last.start_at);
  return after[0]?.status === last.status ? after.slice(1) : after;
}

/**
 * Every driver holding a truck, with that truck and their simulated record up to `now`: what the
 * seed stores, and what each run replays to continue it.
 */
export async function demoEldRecords(tx: AppDb, companyId: number, now: Date) {
  const span = demoStopsSpan(now);
  const drivers = await repo.driverStops(tx, companyId, span.from, span.to);
  return [...drivers].map(([driverId, { truckId, stops }]) => ({
    driverId,
    truckId,
    ...demoDriverLog(driverId, stops, now),
  }));
}

/** Continues one company's demo ELD up to `now`; null when it was switched off meanwhile or another run has it. */
async function continueCompany(tx: AppDb, companyId: number, now: Date) {
  if (!(await integrationIsOn(tx, { companyId, integrationId: DEMO_ELD_INTEGRATION_ID }))) return null;
  // Two runs at once (a slow one and the next) would each append the same minutes.
  if (!(await repo.tryLockDemoRun(tx, companyId))) return null;
  const written = { events: 0, positions: 0 };
  const lastEvents = await repo.lastEvents(tx, companyId);
  const reported = await latestPositionTimes(tx, companyId);
  for (const { driverId, truckId, events: simulated, points: track } of await demoEldRecords(tx, companyId, now)) {
    const events = continuing(simulated, lastEvents.get(driverId));
    written.events += await repo.appendEvents(
      tx,
      events.map((e) => ({
        company_id: companyId,
        driver_id: driverId,
        status: e.status,
        start_at: e.start,
        location: e.location,
        source: 'demo',
      })),
    );
    const since = reported.get(truckId);
    const points = track.filter((p) => !since || p.at > since).map((p) => ({ ...p, at: p.at.toISOString() }));
    written.positions += await storePositions(tx, { companyId, truckId }, points);
  }
  return written;
}

/**
 * The demo ELD as a provider that keeps reporting (issue 33, decisions 0209 and 0211): every few
 * minutes, each company with the Demo ELD switched on gets its drivers' duty status and trucks'
 * positions up to now, continuing what is stored (the seed's ten days, then the previous run).
 * Switching it off in Settings stops it at the next run.
 */
export function createDemoEld(deps: { db: AppDb; jobs?: JobsService; cron: string | null }) {
  const { db } = deps;

  async function run(now = new Date()): Promise<DemoEldRun> {
    const companyIds = await withSystem(db, (tx) => companiesUsing(tx, DEMO_ELD_INTEGRATION_ID));
    const total: DemoEldRun = { companies: 0, events: 0, positions: 0 };
    // One company per transaction, as that company's tenant: short transactions, and no company sees another's rows.
    for (const companyId of companyIds) {
      const written = await withTenant(db, companyId, (tx) => continueCompany(tx, companyId, now));
      if (!written) continue;
      total.companies += 1;
      total.events += written.events;
      total.positions += written.positions;
    }
    return total;
  }

  if (deps.cron && deps.jobs) {
    // A failed run is not retried: the next one, minutes later, writes the same minutes and more.
    deps.jobs.register(DEMO_ELD_JOB, { retryLimit: 0, retryDelaySeconds: 60, backoff: false }, async () => {
      await run();
    });
    deps.jobs.schedule(DEMO_ELD_JOB, deps.cron, 'UTC');
  }
  return { run };
}
