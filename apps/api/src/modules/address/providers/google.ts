import type { ParsedAddress } from '@tms/domain';
import { z } from 'zod';
import type { AddressProvider, AddressSuggestion } from '../address.service';

/**
 * Google Places API (New), called by the server so the key never reaches the browser. Only the
 * fields the parsed address needs are requested (the field mask also sets what Google bills).
 */

const BASE = 'https://places.googleapis.com/v1';
const DETAILS_FIELDS = 'id,formattedAddress,addressComponents,location';
const MAX_SUGGESTIONS = 5;

const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }).optional() }).optional(),
      }),
    )
    .optional(),
});

const placeAnswer = z.object({
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

/** Place predictions of an autocomplete answer; query predictions (no place) are left out. */
export function mapAutocompleteResponse(body: unknown): AddressSuggestion[] {
  const parsed = autocompleteAnswer.safeParse(body);
  if (!parsed.success) throw new Error('Places autocomplete answered an unexpected shape');
  return (parsed.data.suggestions ?? [])
    .flatMap((s) => (s.placePrediction ? [s.placePrediction] : []))
    .map((p) => ({ place_id: p.placeId, description: p.text?.text ?? '' }))
    .filter((s) => s.description)
    .slice(0, MAX_SUGGESTIONS);
}

/** A place's address components as the parsed address of spec 2 section 3. */
export function mapPlaceDetails(body: unknown): ParsedAddress {
  const parsed = placeAnswer.safeParse(body);
  if (!parsed.success) throw new Error('Place details answered an unexpected shape');
  const components = parsed.data.addressComponents ?? [];
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') =>
    components.find((c) => c.types.includes(type))?.[form] ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  // Cities come as locality in the US; elsewhere (and in New York's boroughs) as one of the others.
  const city =
    part('locality') || part('postal_town') || part('sublocality_level_1') || part('administrative_area_level_3');
  return {
    street,
    city,
    state: part('administrative_area_level_1', 'shortText'),
    postalCode: part('postal_code'),
    country: part('country', 'shortText'),
    formattedAddress: parsed.data.formattedAddress ?? '',
    lat: parsed.data.location?.latitude ?? null,
    lng: parsed.data.location?.longitude ?? null,
  };
}

export function createGoogleProvider(opts: {
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): AddressProvider {
  const send = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5000;
  return {
    async autocomplete({ input, sessionToken, region }) {
      const res = await send(`${BASE}/places:autocomplete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': opts.apiKey },
        body: JSON.stringify({
          input,
          sessionToken,
          includedRegionCodes: [region.toLowerCase()],
          regionCode: region.toLowerCase(),
          languageCode: 'en',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`Places autocomplete answered ${res.status}`);
      return mapAutocompleteResponse(await res.json());
    },

    async details({ placeId, sessionToken }) {
      const query = new URLSearchParams({ languageCode: 'en' });
      if (sessionToken) query.set('sessionToken', sessionToken);
      const res = await send(`${BASE}/places/${encodeURIComponent(placeId)}?${query}`, {
        headers: { 'x-goog-api-key': opts.apiKey, 'x-goog-fieldmask': DETAILS_FIELDS },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Google answers 400 (malformed id) or 404 (no such place): both mean the id names nothing.
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new Error(`Place details answered ${res.status}`);
      return mapPlaceDetails(await res.json());
    },
  };
}
