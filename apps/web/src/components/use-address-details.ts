import { useQuery } from '@tanstack/react-query';
import { type ParsedAddress, parsedAddress } from '@tms/domain';
import { apiClient } from '../app/api/api-client';
import { addressKeys } from '../app/api/query-keys';

export async function fetchAddressDetails(
  placeId: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<ParsedAddress> {
  const params = new URLSearchParams({ session_token: sessionToken });
  return parsedAddress.parse(
    await apiClient(`/api/address/details/${encodeURIComponent(placeId)}?${params}`, { signal }),
  );
}

/** The parsed address of the chosen suggestion; nothing is fetched until one is chosen. */
export function useAddressDetails(placeId: string | null, sessionToken: string) {
  return useQuery({
    queryKey: addressKeys.details(placeId ?? ''),
    queryFn: ({ signal }) => fetchAddressDetails(placeId ?? '', sessionToken, signal),
    enabled: placeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
