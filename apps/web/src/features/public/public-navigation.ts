import { useSyncExternalStore } from 'react';
import { isPublicPath, normalizePath } from './public-paths';

/**
 * Navigation between the four public pages. The public site is a handful of static pages, so a
 * few lines over the History API replace a router library that would weigh a sixth of its budget.
 * Paths of the back office get a full page load, which starts the back-office bundle.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.hash}`;

export interface PublicLocation {
  pathname: string;
  hash: string;
}

export function usePublicLocation(): PublicLocation {
  const value = useSyncExternalStore(subscribe, snapshot);
  const hashAt = value.indexOf('#');
  return hashAt < 0
    ? { pathname: value, hash: '' }
    : { pathname: value.slice(0, hashAt), hash: value.slice(hashAt + 1) };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  const pathname = normalizePath(url.pathname);
  if (url.origin !== window.location.origin || !isPublicPath(pathname)) {
    window.location.assign(url.href);
    return;
  }
  const target = `${pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  for (const listener of listeners) listener();
}
