import type { QueryClient } from '@tanstack/react-query';
import type { Capability, User } from '@tms/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What a page needs to start its first queries before it renders: where it is, and for whom. */
export interface PageDataContext {
  queryClient: QueryClient;
  /** The route's parameters, e.g. `id` of `loads/:id`. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  user: User;
  capabilities: ReadonlySet<Capability>;
}

/** Starts a page's first queries under the keys its hooks read, so the page finds them in flight. */
export type PrefetchPageData = (context: PageDataContext) => void;

/** A page loaded on first render, whose code (and first data) can be fetched ahead. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** Fetches the page's code if need be, then starts its first queries (none for most pages). */
  prefetchData: (context: PageDataContext) => Promise<void>;
};

/**
 * `React.lazy` with a `preload` that starts the same download once: the sign-in page calls it for
 * the page the user is headed to, so the page's code is there when the session is. A page whose
 * module names its first queries (`prefetch`) can also have them started the moment the session
 * exists, while the shell renders, instead of after the page's first render.
 */
export function lazyPage<M, P = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  prefetch?: (module: M) => PrefetchPageData,
): LazyPage<P> {
  let module: Promise<M> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    module ??= load();
    loading ??= module.then((m) => ({ default: pick(m) }));
    return loading;
  };
  const prefetchData = async (context: PageDataContext) => {
    if (!prefetch) return;
    await start();
    prefetch(await (module as Promise<M>))(context);
  };
  return Object.assign(lazy(start), { preload: start, prefetchData });
}
