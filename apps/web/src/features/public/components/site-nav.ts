import type { PublicPath } from '../public-paths';

export interface SiteNavItem {
  label: string;
  to: PublicPath;
}

export const SITE_NAV: readonly SiteNavItem[] = [
  { label: 'Solutions', to: '/solutions' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
];

/** The back office's sign-in page: a full page load, which starts the back-office bundle. */
export const SIGN_IN_PATH = '/login';
