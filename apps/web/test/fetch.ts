import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer as the API sends one. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Answers the file's requests without a server: `route` answers those it knows, every other one
 * gets a 404. Answers the fetch mock, for the requests the tests made.
 */
export function stubFetch(route: Route) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockImplementation(async (url, init) => route(url, init) ?? json({ detail: 'Not found' }, 404));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
