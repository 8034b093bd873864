import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type addressSuggestion, addressSuggestions } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../app/api/api-client';
import { addressKeys } from '../app/api/query-keys';

export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export async function fetchAddressSuggestions(
  input: string,
  sessionToken: string,
  region: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const params = new URLSearchParams({ input, session_token: sessionToken, region });
  return addressSuggestions.parse(await apiClient(`/api/address/autocomplete?${params}`, { signal })).suggestions;
}

/**
 * Suggestions for what was typed. The session token groups one search with its details call
 * (maps services bill them together), so it is not part of the cache key.
 */
export function useAddressSuggestions(input: string, sessionToken: string, region: string, enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.suggestions(input, region),
    queryFn: ({ signal }) => fetchAddressSuggestions(input, sessionToken, region, signal),
    enabled: enabled && input.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
    // The dialog shows the failure and offers to try again rather than making the user wait.
    retry: false,
  });
}
