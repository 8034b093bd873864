import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from './router';

/** Starts downloading the code of every page an address shows (the shell and the page itself). */
export function preloadPage(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = isValidElement(route.element) ? route.element.type : null;
    const preload = (type as { preload?: () => Promise<unknown> } | null)?.preload;
    preload?.().catch(() => undefined);
  }
}
