import { publicTracking } from '@tms/domain';
import { http } from '../../app/api/http';

/** GET /api/public/tracking/{token}: the load as its customer sees it, without signing in. */
export async function getPublicTracking(token: string, signal?: AbortSignal) {
  return publicTracking.parse(await http(`/api/public/tracking/${encodeURIComponent(token)}`, { signal }));
}

/** The carrier's logo for the page; the image fails (and the name shows) when the carrier has none. */
export const trackingLogoUrl = (token: string) => `/api/public/tracking/${encodeURIComponent(token)}/logo`;
