import { ADDRESS_DETAILS_FAILED, ADDRESS_SUGGESTIONS_FAILED, type ParsedAddress } from '@tms/domain';
import { AppError, notFound } from '../../lib/errors';
import * as places from './address.repo';
import { createGoogleProvider } from './providers/google';
import { createOfflineProvider } from './providers/offline';

export type AddressSuggestion = { place_id: string; description: string };

/** Where suggestions and place details come from: the offline ZIP database or a maps service. */
export type AddressProvider = {
  autocomplete(q: { input: string; sessionToken?: string; region: string }): Promise<AddressSuggestion[]>;
  /** null when the place id names no place. */
  details(q: { placeId: string; sessionToken?: string }): Promise<ParsedAddress | null>;
};

type Log = { warn(obj: object, msg: string): void };

/** A maps service that failed or timed out: the spec's sentence, and 502 since the fault is upstream. */
const upstreamFailed = (detail: string) => new AppError(502, detail);

export function createAddressService(opts: { googleMapsApiKey?: string; fetch?: typeof fetch }) {
  const provider = opts.googleMapsApiKey
    ? createGoogleProvider({ apiKey: opts.googleMapsApiKey, fetch: opts.fetch })
    : createOfflineProvider();
  return {
    async autocomplete(q: { input: string; session_token?: string; region: string }, log: Log) {
      try {
        const suggestions = await provider.autocomplete({
          input: q.input,
          sessionToken: q.session_token,
          region: q.region,
        });
        return { suggestions };
      } catch (err) {
        log.warn({ err }, 'address suggestions failed');
        throw upstreamFailed(ADDRESS_SUGGESTIONS_FAILED);
      }
    },

    async details(placeId: string, sessionToken: string | undefined, log: Log) {
      let found: ParsedAddress | null;
      try {
        found = await provider.details({ placeId, sessionToken });
      } catch (err) {
        log.warn({ err }, 'address details failed');
        throw upstreamFailed(ADDRESS_DETAILS_FAILED);
      }
      if (!found) throw notFound(ADDRESS_DETAILS_FAILED);
      return found;
    },

    countries: () => ({ countries: places.listCountries() }),
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
