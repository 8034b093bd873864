import type { LatLng } from '@tms/domain';
import { zipCodes } from '../../lib/zip-codes';

/**
 * The centroid of a US ZIP code from the table address search uses (shipped with the app,
 * read-only); undefined for a code it lacks and for the military ones it places at 0,0.
 */
export function findZipCentroid(zip: string): LatLng | undefined {
  const place = zipCodes().codes[zip];
  if (place?.country !== 'US') return undefined;
  if (place.latitude === 0 && place.longitude === 0) return undefined;
  return { lat: place.latitude, lng: place.longitude };
}
