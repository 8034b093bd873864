import type { ComponentType } from 'react';
import type { PublicPath } from './public-paths';

/** React's `use` reads a promise carrying these fields without suspending, once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

// Each page is its own chunk, fetched on first visit.
const LOADERS: Record<PublicPath, () => Promise<ComponentType>> = {
  '/': () => import('./landing-page').then((m) => m.LandingPage),
  '/solutions': () => import('./solutions-page').then((m) => m.SolutionsPage),
  '/pricing': () => import('./pricing-page').then((m) => m.PricingPage),
  '/contact': () => import('./contact-page').then((m) => m.ContactPage),
};

const pages = new Map<PublicPath, TrackedPromise<ComponentType>>();

/**
 * The page component of a path, loaded once. Called before the first render for the page the
 * visitor opened, so it renders at once instead of flashing the loading message.
 */
export function loadPublicPage(path: PublicPath): TrackedPromise<ComponentType> {
  const known = pages.get(path);
  if (known) return known;
  const promise: TrackedPromise<ComponentType> = LOADERS[path]().then(
    (page) => {
      promise.status = 'fulfilled';
      promise.value = page;
      return page;
    },
    (error: unknown) => {
      // A failed download (offline, or a deploy replaced the chunk) may succeed on the next visit.
      pages.delete(path);
      throw error;
    },
  );
  pages.set(path, promise);
  return promise;
}
