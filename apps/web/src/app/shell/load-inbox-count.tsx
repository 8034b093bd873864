import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadInboxList } from '@tms/domain';
import { apiClient } from '../api/api-client';
import { loadInboxKeys } from '../api/query-keys';
import { useCompanyFeatures } from '../session/use-company-features';
import { useSession } from '../session/use-session';
import { type CountBadgeLook, MenuCountBadge } from './expiry-badges';

/** The menu's badge looks again this often; the inbox page reads the same list, so it refreshes the badge too. */
export const LOAD_INBOX_BADGE_MS = 60_000;

/** GET /api/loads/inbox: the open items and their count, one cache entry for the badge and the page. */
export const loadInboxListQuery = () =>
  queryOptions({
    queryKey: loadInboxKeys.list(),
    queryFn: async ({ signal }) => loadInboxList.parse(await apiClient('/api/loads/inbox', { signal })),
  });

/** Who has the inbox: those who book loads, in a company whose plan reads rate confirmations. */
export function useHasLoadInbox(): boolean {
  const { capabilities } = useSession();
  const features = useCompanyFeatures();
  return capabilities.has('load_management') && Boolean(features?.includes('ai_load_extraction'));
}

/** How many inbox items wait for review, for those who have the inbox; undefined otherwise or until known. */
export function useLoadInboxCount(): number | undefined {
  const allowed = useHasLoadInbox();
  return useQuery({
    ...loadInboxListQuery(),
    enabled: allowed,
    refetchInterval: allowed ? LOAD_INBOX_BADGE_MS : false,
    select: (list) => list.open,
  }).data;
}

/** The count beside the Load Inbox entry. */
export function LoadInboxBadge({ count, compact }: { count: number | undefined } & CountBadgeLook) {
  return <MenuCountBadge count={count} words="waiting for review" tone="primary" compact={compact} />;
}
