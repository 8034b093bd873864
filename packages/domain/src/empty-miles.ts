import { z } from 'zod';
import { MILEAGE_METHODS } from './mileage';

/**
 * Empty miles of a load (issue 31, decision 0200): from where its truck emptied last, the final
 * delivery of the truck's previous load (the driver's, when the driver holds no truck), to this
 * load's first pickup.
 */
export const emptyMilesFrom = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type EmptyMilesFrom = z.infer<typeof emptyMilesFrom>;

/** GET /api/loads/{id}/empty-miles. */
export const loadEmptyMiles = z.object({
  /** Whole miles from the previous delivery to the first pickup; null when either ZIP is missing or unknown. */
  miles: z.number().int().nullable(),
  /** How the miles were found (as GET /api/mileage answers); null with the miles. */
  method: z.enum(MILEAGE_METHODS).nullable(),
  /** The previous load's final delivery; null when the truck (or driver) has no earlier load, or the load no driver or pickup date. */
  from: emptyMilesFrom.nullable(),
});
export type LoadEmptyMiles = z.infer<typeof loadEmptyMiles>;

/** The first five digits of a stored ZIP code ("43215-1234" reads 43215), or null when it has none. */
export function zip5(zip: string | null | undefined): string | null {
  const m = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip ?? '');
  return m ? m[1]! : null;
}
