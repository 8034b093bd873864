import type { LatLng } from '@tms/domain';
import { z } from 'zod';

/** The part of OSRM's route answer used: each leg's road distance in metres. */
const osrmRoute = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number(), legs: z.array(z.object({ distance: z.number() })) })).optional(),
});

/**
 * Road metres of each leg between the stops, from an OSRM-compatible server's route service
 * (`/route/v1/driving/{lng},{lat};...`). Throws on any failure, so the caller can fall back.
 */
export async function osrmLegMetres(
  baseUrl: string,
  stops: readonly LatLng[],
  opts: { timeoutMs: number; fetch?: typeof fetch },
): Promise<number[]> {
  const coordinates = stops.map((s) => `${s.lng},${s.lat}`).join(';');
  const url = `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=false`;
  // The timeout covers the body too: a server that stalls mid-answer is as slow as one that never answers.
  const res = await (opts.fetch ?? fetch)(url, { signal: AbortSignal.timeout(opts.timeoutMs) });
  if (!res.ok) throw new Error(`routing server answered ${res.status}`);
  const answer = osrmRoute.parse(await res.json());
  const legs = answer.routes?.[0]?.legs;
  if (answer.code !== 'Ok' || legs?.length !== stops.length - 1) {
    throw new Error(`routing server found no route (${answer.code})`);
  }
  return legs.map((leg) => leg.distance);
}
