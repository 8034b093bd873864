import type { QueryClient } from '@tanstack/react-query';
import { capabilitiesOf, type User } from '@tms/domain';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { roleNamesOf } from '../session/role-names';
import type { LazyPage, PageDataContext } from './lazy-page';
import { routes } from './router';

type Preloadable = Partial<Pick<LazyPage<unknown>, 'preload' | 'prefetchData'>>;

/** The lazy pages an address shows (the shell and the page itself), with the route's parameters. */
function pagesOf(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map(({ route, params }) => ({
    page: (isValidElement(route.element) ? route.element.type : null) as Preloadable | null,
    params,
  }));
}

/** Starts downloading the code of every page an address shows (the shell and the page itself). */
export function preloadPage(pathname: string) {
  for (const { page } of pagesOf(pathname)) page?.preload?.().catch(() => undefined);
}

/**
 * Starts the first queries of the page an address shows, once the user is known: called as sign-in
 * succeeds, so the page's data travels while the shell renders. A failure is left to the page's
 * own query, which asks again and shows it.
 */
export function prefetchPageData(destination: string, { queryClient, user }: { queryClient: QueryClient; user: User }) {
  const url = new URL(destination, window.location.origin);
  const context: Omit<PageDataContext, 'params'> = {
    queryClient,
    user,
    capabilities: capabilitiesOf(roleNamesOf(user)),
    search: url.searchParams,
  };
  for (const { page, params } of pagesOf(url.pathname))
    page?.prefetchData?.({ ...context, params }).catch(() => undefined);
}
