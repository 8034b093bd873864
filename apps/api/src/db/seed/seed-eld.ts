import { DEMO_ELD_INTEGRATION_ID, demoEldRecords } from '../../modules/hos/demo-eld.service';
import type { AppDb } from '../client';
import { companyIntegrations, dutyStatusEvents, truckLatestPositions, truckPositions } from '../schema';
import { bulkInsert, bulkInsertKeyless } from './seed-bulk';

/**
 * The demo ELD's record for a company (decisions 0209 and 0211): ten days of duty status and
 * positions for every driver on a truck, driven along their own loads' stops, and the demo ELD
 * switched on. It is the record the demo ELD job replays from the same start, so the job's first
 * run continues it without a gap.
 */
export async function seedEld(tx: AppDb, companyId: number, now = new Date()) {
  const events: (typeof dutyStatusEvents.$inferInsert)[] = [];
  const points: (typeof truckPositions.$inferInsert)[] = [];
  const latest = new Map<number, typeof truckLatestPositions.$inferInsert>();
  for (const log of await demoEldRecords(tx, companyId, now)) {
    const { driverId, truckId } = log;
    for (const e of log.events)
      events.push({
        company_id: companyId,
        driver_id: driverId,
        status: e.status,
        start_at: e.start,
        location: e.location,
        source: 'demo',
      });
    for (const p of log.points) points.push({ company_id: companyId, truck_id: truckId, ...p });
    const last = log.points.at(-1);
    if (last) latest.set(truckId, { truck_id: truckId, company_id: companyId, ...last });
  }
  await bulkInsert(tx, dutyStatusEvents, events);
  await bulkInsertKeyless(tx, truckPositions, points);
  await bulkInsertKeyless(tx, truckLatestPositions, [...latest.values()]);
  await tx
    .insert(companyIntegrations)
    .values({ company_id: companyId, integration_id: DEMO_ELD_INTEGRATION_ID, is_active: true, activated_at: now })
    .onConflictDoNothing();
}
