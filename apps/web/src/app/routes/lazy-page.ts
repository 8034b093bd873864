import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on first render, whose code can also be fetched ahead (while the user signs in). */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload` that starts the same download once: the sign-in page calls it for
 * the page the user is headed to, so the page's code is there when the session is.
 */
export function lazyPage<M, P = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
