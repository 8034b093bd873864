import { type LatestPosition, POSITION_MESSAGES as M, type PositionInput } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import * as repo from './truck-positions.repo';

const iso = (at: Date | string) => new Date(at).toISOString();

function toLatest(r: repo.LatestRow): LatestPosition {
  return {
    truck_id: r.truck_id,
    unit_number: r.unit_number,
    lat: Number(r.lat),
    lng: Number(r.lng),
    at: iso(r.at),
    speed_mph: r.speed_mph === null ? null : Number(r.speed_mph),
    heading: r.heading,
    driver_name: r.driver_name,
    load_id: r.load_id,
    load_number: r.load_number,
  };
}

/** The newest of a batch: the one the truck's latest position may move to. */
const newest = (points: readonly PositionInput[]) =>
  points.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));

/**
 * Stores a truck's points in the caller's transaction (an ELD file's import writes its positions in
 * the same transaction as its log): answers how many were new.
 */
export async function storePositions(
  tx: AppDb,
  where: { companyId: number; truckId: number },
  points: readonly PositionInput[],
): Promise<number> {
  if (!points.length) return 0;
  const stored = await repo.insertPositions(tx, where, points);
  await repo.advanceLatest(tx, where, newest(points));
  return stored;
}

/** Where the truck running this load was last seen, in the caller's transaction; null without one. */
export async function loadPosition(tx: AppDb, where: { companyId: number; loadId: number }) {
  const row = await repo.latestForLoad(tx, where);
  return row ? { lat: Number(row.lat), lng: Number(row.lng), at: iso(row.at) } : null;
}

/** When each of the company's trucks reported last: where a feed that continues a trail starts. */
export const latestPositionTimes = repo.latestTimes;

/** The company's truck with this unit number (any case) or VIN, for files that name a vehicle. */
export const findTruckByUnit = repo.findTruckByUnit;
export const trucksForMatching = repo.trucksForMatching;

/**
 * Truck positions (issue 33): an ELD, the driver's phone or an import adds them; the map reads each
 * truck's newest; a truck's trail answers a time range. No audit row per point: a fleet sends
 * thousands an hour, and the points themselves are the record.
 */
export function createTruckPositionsService(db: AppDb) {
  return {
    add(ctx: Ctx, truckId: number, points: readonly PositionInput[]) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.findTruck(tx, { companyId, truckId }))) throw notFound(M.truckNotFound);
        const stored = await storePositions(tx, { companyId, truckId }, points);
        return { stored, received: points.length };
      });
    },

    latest(ctx: Ctx) {
      return readCompany(db, ctx, async (tx, companyId) => ({
        positions: (await repo.listLatest(tx, companyId)).map(toLatest),
      }));
    },

    trail(ctx: Ctx, truckId: number, range: { from: Date; to: Date }) {
      return readCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.findTruck(tx, { companyId, truckId }))) throw notFound(M.truckNotFound);
        const rows = await repo.listTrail(tx, { companyId, truckId, ...range });
        return {
          truck_id: truckId,
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          positions: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        };
      });
    },
  };
}

export type TruckPositionsService = ReturnType<typeof createTruckPositionsService>;
