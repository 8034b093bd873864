import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { capabilitiesOf } from '@tms/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { load } from '../../../test/load';
import { sessionUser } from '../../../test/session-user';
import { createQueryClient } from '../query-client';

const dispatcher = sessionUser({ id: 42, roles: [{ id: 3, name: 'DISPATCHER' }] });

vi.mock('../session/use-session', () => ({
  useSession: () => ({ user: dispatcher, capabilities: capabilitiesOf(['DISPATCHER']) }),
}));

const { prefetchPageData } = await import('./preload-page');
const { useDispatchBoard } = await import('../../features/dispatch/use-dispatch-board');
const { useLoadRecord } = await import('../../features/loads/load-page/use-load-record');

const stats = {
  total_loads: 0,
  by_status: [],
  rate_booked_total: null,
  driver_pay_total: null,
  miles_total: '0',
  processed_count: 0,
};

const fetchMock = stubFetch((url) => {
  if (url.startsWith('/api/loads/bulk')) return json({ loads: [], total: 0 });
  if (url.startsWith('/api/loads/stats/summary')) return json(stats);
  if (url === '/api/loads/12') return json(load({ id: 12 }));
  return undefined;
});

/** The page modules load on first use: seconds on a busy machine, well past waitFor's default second. */
const SLOW = { timeout: 10_000 };

const requestsTo = (path: string) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(path));

/** A phone (the board's cards) or a wider screen (its table), as `matchMedia` answers. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function appAt(url: string, queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchPageData', () => {
  it.each([
    { phone: true, limit: 25 },
    { phone: false, limit: 50 },
  ])(
    'starts the board the sign-in leads to, and its first render asks no more (phone: $phone)',
    async ({ phone, limit }) => {
      screenIs(phone);
      // The app's client: what its pages read stays fresh for a while, so a page reuses what was fetched.
      const queryClient = createQueryClient();
      const address = '/app/dispatch?status=3&sort=delivery_date';
      prefetchPageData(address, { queryClient, user: dispatcher });

      await waitFor(() => expect(requestsTo('/api/loads/bulk')).toHaveLength(1), SLOW);
      const asked = new URLSearchParams(requestsTo('/api/loads/bulk')[0]?.split('?')[1]);
      // The dispatcher's own desk, the address's filters and the screen's page size.
      expect(Object.fromEntries(asked)).toMatchObject({
        dispatcher_id: '42',
        status_ids: '3',
        sort_by: 'delivery_date',
        limit: String(limit),
      });

      const { result } = renderHook(() => useDispatchBoard(phone), { wrapper: appAt(address, queryClient) });
      await waitFor(() => expect(result.current.board.data).toEqual({ loads: [], total: 0 }), SLOW);
      await waitFor(() => expect(result.current.stats.data).toEqual(stats), SLOW);
      expect(requestsTo('/api/loads/bulk')).toHaveLength(1);
      expect(requestsTo('/api/loads/stats/summary')).toHaveLength(1);
    },
  );

  it("starts a load page's load, which the page then reads from the cache", async () => {
    const queryClient = createQueryClient();
    prefetchPageData('/app/loads/12', { queryClient, user: dispatcher });
    await waitFor(() => expect(requestsTo('/api/loads/12')).toHaveLength(1), SLOW);

    const { result } = renderHook(() => useLoadRecord(12), { wrapper: appAt('/app/loads/12', queryClient) });
    await waitFor(() => expect(result.current.data?.id).toBe(12), SLOW);
    expect(requestsTo('/api/loads/12')).toHaveLength(1);
  });

  it('asks nothing for a page that names no first queries, or for a user who may not read it', async () => {
    const queryClient = createQueryClient();
    prefetchPageData('/app/customers', { queryClient, user: dispatcher });
    prefetchPageData('/app/loads/12', { queryClient, user: sessionUser({ roles: [{ id: 9, name: 'ANALYST' }] }) });
    // Both pages' code has arrived (the page's own import settles after the prefetch would have run).
    await import('../../features/customers/customers-page');
    await import('../../features/loads/load-page/load-page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
