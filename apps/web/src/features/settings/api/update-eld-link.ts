import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EldLink, type EldLinkUpdate, eldLink } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { integrationKeys } from '../../../app/api/query-keys';
import { useSession } from '../../../app/session/use-session';

/** Matches one of the provider's records to a driver or truck, clears the match, or ignores it. */
export async function updateEldLink({
  integrationId,
  linkId,
  body,
}: {
  integrationId: number;
  linkId: number;
  body: EldLinkUpdate;
}): Promise<EldLink> {
  return eldLink.parse(
    await apiClient(`/api/integrations/company/${integrationId}/links/${linkId}`, { method: 'PATCH', json: body }),
  );
}

/** The lists of links and the card's counts of records to match both change. */
export function useUpdateEldLink() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateEldLink,
    onSuccess: (_, { integrationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.allLinks(integrationId) }),
        queryClient.invalidateQueries({ queryKey: integrationKeys.company(user?.company_id) }),
      ]),
  });
}
