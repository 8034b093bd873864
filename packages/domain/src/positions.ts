import { z } from 'zod';
import { instantRangeQuery } from './instant-range';

/**
 * Truck positions (issue 33): points an ELD, the driver's phone or an import reports, each keyed by
 * truck and instant. The map shows each truck's newest; a truck's trail answers a time range.
 */

export const POSITION_LIMITS = {
  /** Points in one request: a day of one-a-minute points for a few trucks, or a file's import. */
  batchMax: 10_000,
  /** A position more than this far ahead of the server's clock is a device's wrong clock. */
  futureMinutes: 10,
  speedMaxMph: 150,
  /** The longest trail one request answers. */
  trailMaxDays: 31,
} as const;

export const POSITION_MESSAGES = {
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  timeInvalid: 'Time must be a date and time with its offset, such as 2026-11-02T14:00:00Z',
  timeInFuture: 'Time is in the future',
  speedRange: `Speed must be between 0 and ${POSITION_LIMITS.speedMaxMph} mph`,
  headingRange: 'Heading must be a whole number of degrees from 0 to 359',
  batchTooLarge: `Send at most ${POSITION_LIMITS.batchMax} positions at a time`,
  batchEmpty: 'Send at least one position',
  rangeOrder: '"from" must be before "to"',
  rangeTooLong: `A trail spans at most ${POSITION_LIMITS.trailMaxDays} days`,
  truckNotFound: 'Truck not found',
} as const;
const M = POSITION_MESSAGES;

const instant = (error: string) => z.iso.datetime({ offset: true, error });

export const positionInput = z.strictObject({
  lat: z.number({ error: M.latitudeRange }).min(-90, M.latitudeRange).max(90, M.latitudeRange),
  lng: z.number({ error: M.longitudeRange }).min(-180, M.longitudeRange).max(180, M.longitudeRange),
  at: instant(M.timeInvalid).refine(
    (at) => Date.parse(at) <= Date.now() + POSITION_LIMITS.futureMinutes * 60_000,
    M.timeInFuture,
  ),
  speed_mph: z
    .number({ error: M.speedRange })
    .min(0, M.speedRange)
    .max(POSITION_LIMITS.speedMaxMph, M.speedRange)
    .nullable()
    .default(null),
  heading: z
    .number({ error: M.headingRange })
    .int(M.headingRange)
    .min(0, M.headingRange)
    .max(359, M.headingRange)
    .nullable()
    .default(null),
});
export type PositionInput = z.output<typeof positionInput>;

/** POST /api/trucks/{id}/positions. */
export const positionsInput = z.strictObject({
  positions: z.array(positionInput).min(1, M.batchEmpty).max(POSITION_LIMITS.batchMax, M.batchTooLarge),
});

/** How many of the points sent were new (the same truck and instant again is not stored twice). */
export const positionsStored = z.object({ stored: z.number().int(), received: z.number().int() });

const point = {
  lat: z.number(),
  lng: z.number(),
  at: z.string(),
  speed_mph: z.number().nullable(),
  heading: z.number().int().nullable(),
};

export const latestPosition = z.object({
  truck_id: z.number().int(),
  unit_number: z.string(),
  ...point,
  driver_name: z.string().nullable(),
  load_id: z.number().int().nullable(),
  load_number: z.string().nullable(),
});
export type LatestPosition = z.infer<typeof latestPosition>;

/** GET /api/trucks/positions/latest: each truck's newest point, its driver and its load on the road. */
export const latestPositions = z.object({ positions: z.array(latestPosition) });

/** GET /api/trucks/{id}/positions: the trail between two instants (the last day by default). */
export const positionTrailQuery = instantRangeQuery({
  maxDays: POSITION_LIMITS.trailMaxDays,
  invalid: M.timeInvalid,
  order: M.rangeOrder,
  tooLong: M.rangeTooLong,
});

export const positionTrail = z.object({
  truck_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  positions: z.array(z.object(point)),
});
