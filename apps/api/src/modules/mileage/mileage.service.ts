import {
  estimateMiles,
  type LatLng,
  MILEAGE_MESSAGES,
  type MileageAnswer,
  metresToMiles,
  mileageFromLegs,
  zip5,
} from '@tms/domain';
import { fieldProblem, ValidationError } from '../../lib/validation';
import { findZipCentroid } from './mileage.repo';
import { osrmLegMetres } from './osrm-route';

type Log = { warn(obj: object, msg: string): void };

/** How long a routing server may take before the estimate answers instead. */
const ROUTING_TIMEOUT_MS = 5000;

/** Each stop's centroid, or a 422 naming every ZIP code the table does not know. */
function stopsOf(zips: readonly string[]): LatLng[] {
  const stops = zips.map(findZipCentroid);
  const unknown = zips.flatMap((zip, i) =>
    stops[i] ? [] : [fieldProblem(['zip', i], MILEAGE_MESSAGES.unknownZip(zip), { where: 'query' })],
  );
  if (unknown.length) throw new ValidationError(unknown);
  return stops as LatLng[];
}

/**
 * Where a stop is for an estimate: its own coordinates, else its ZIP code's centroid; null when
 * neither is known.
 */
export function stopPoint(stop: { lat: number | null; lng: number | null; zip: string | null }): LatLng | null {
  if (stop.lat !== null && stop.lng !== null) return { lat: stop.lat, lng: stop.lng };
  const zip = zip5(stop.zip);
  return zip ? (findZipCentroid(zip) ?? null) : null;
}

/** The offline estimate between two points (great circle times the road factor), in whole miles. */
export const estimatedMiles = (from: LatLng, to: LatLng) => estimateMiles([from, to]).miles;

/**
 * Miles between stops (decision 0193): a configured routing server's road distance, else, or
 * when it fails, the offline estimate from ZIP centroids.
 */
export function createMileageService(opts: { routingUrl?: string; timeoutMs?: number; fetch?: typeof fetch }) {
  const routing = { timeoutMs: opts.timeoutMs ?? ROUTING_TIMEOUT_MS, fetch: opts.fetch };
  return {
    async miles(zips: readonly string[], log: Log): Promise<MileageAnswer> {
      const stops = stopsOf(zips);
      if (opts.routingUrl) {
        try {
          const metres = await osrmLegMetres(opts.routingUrl, stops, routing);
          return { ...mileageFromLegs(metres.map(metresToMiles)), method: 'route' };
        } catch (err) {
          log.warn({ err }, 'routing server failed; miles estimated from ZIP centroids');
        }
      }
      return { ...estimateMiles(stops), method: 'estimate' };
    },
  };
}

export type MileageService = ReturnType<typeof createMileageService>;
