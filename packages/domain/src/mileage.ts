import { z } from 'zod';

/**
 * Miles between a load's stops (issue 31). Without a routing server the API estimates them from
 * the stops' ZIP centroids: the great-circle distance of each leg times a road factor (decision
 * 0193). The math is here so the web wizard can show the same estimate before anything is saved.
 */

export type LatLng = { lat: number; lng: number };

/** Mean radius of the Earth, in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;
const METRES_PER_MILE = 1609.344;

/**
 * Road miles per great-circle mile. Calibrated by `npm run bench:mileage -w @tms/bench`: the
 * median ratio of typical highway distance to centroid great-circle distance over 32 pairs of
 * major US cities (1.04 on straight interstates to 1.41 across the Rockies), which also gives the
 * lowest mean error of any factor on that table (about 5%); the bench reports the rate
 * confirmations' printed miles beside it.
 */
export const ROAD_FACTOR = 1.11;

export const MILEAGE_LIMITS = { minStops: 2, maxStops: 25 } as const;

export const MILEAGE_MESSAGES = {
  tooFew: `Give at least ${MILEAGE_LIMITS.minStops} ZIP codes`,
  tooMany: `Give at most ${MILEAGE_LIMITS.maxStops} ZIP codes`,
  malformed: (zip: string) => `ZIP ${zip.slice(0, 20)} is not a 5-digit ZIP code`,
  unknownZip: (zip: string) => `ZIP ${zip} is not known`,
} as const;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine: well-conditioned for short legs too). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const metresToMiles = (metres: number) => metres / METRES_PER_MILE;

/** Each leg in whole miles, and their sum: the total always equals the legs a user sees added up. */
export function mileageFromLegs(legMiles: readonly number[]): { miles: number; legs: number[] } {
  const legs = legMiles.map((m) => Math.round(m));
  return { miles: legs.reduce((sum, m) => sum + m, 0), legs };
}

/** The offline estimate over stops in order: great-circle legs times the road factor, in whole miles. */
export function estimateMiles(stops: readonly LatLng[], factor = ROAD_FACTOR): { miles: number; legs: number[] } {
  return mileageFromLegs(stops.slice(1).map((stop, i) => greatCircleMiles(stops[i]!, stop) * factor));
}

/** A 5-digit ZIP code, or a ZIP+4 (with or without its hyphen) cut to its first five digits. */
const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}(?:-?\d{4})?$/, { error: (issue) => MILEAGE_MESSAGES.malformed(String(issue.input)) })
  .transform((zip) => zip.slice(0, 5));

/**
 * GET /api/mileage?zip=75201&zip=30303: the stops' ZIP codes in order, as repeated parameters.
 * The count is checked before each code, so a list far too long is refused without reading it.
 */
export const mileageQuery = z.object({
  zip: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string())
      .min(MILEAGE_LIMITS.minStops, MILEAGE_MESSAGES.tooFew)
      .max(MILEAGE_LIMITS.maxStops, MILEAGE_MESSAGES.tooMany)
      .pipe(z.array(zipCode)),
  ),
});
export type MileageQuery = z.output<typeof mileageQuery>;

export const MILEAGE_METHODS = ['route', 'estimate'] as const;

export const mileageAnswer = z.object({
  /** The sum of the legs. */
  miles: z.number().int(),
  /** Whole miles from each stop to the next. */
  legs: z.array(z.number().int()),
  /** `route`: the routing server's road distance; `estimate`: ZIP centroids times the road factor. */
  method: z.enum(MILEAGE_METHODS),
});
export type MileageAnswer = z.infer<typeof mileageAnswer>;
