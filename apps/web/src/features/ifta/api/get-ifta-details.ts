import { useQuery } from '@tanstack/react-query';
import { type IftaDetails, type IftaDetailsQuery, iftaDetails } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { iftaKeys, iftaQuery } from './ifta-keys';

export async function getIftaDetails(params: IftaDetailsQuery, signal?: AbortSignal): Promise<IftaDetails> {
  return iftaDetails.parse(await apiClient(`/api/ifta/details?${iftaQuery(params)}`, { signal }));
}

/** The trips and fuel purchases behind one jurisdiction's line; nothing is read until one is opened. */
export function useIftaDetails(params: IftaDetailsQuery | null) {
  return useQuery({
    queryKey: params ? iftaKeys.details(params) : [...iftaKeys.all, 'details', null],
    queryFn: ({ signal }) => getIftaDetails(params as IftaDetailsQuery, signal),
    enabled: params !== null,
  });
}
