/** The pages of the public site; every other path belongs to the back office (spec 1 section 2). */
export const PUBLIC_PATHS = ['/', '/solutions', '/pricing', '/contact'] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

/** The demo form's anchor on the landing page, the target of every Get Demo button. */
export const DEMO_FORM_ID = 'demo';

export function isPublicPath(pathname: string): pathname is PublicPath {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname);
}

/** A public path with any trailing slash dropped: /pricing/ is /pricing. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A customer's tracking page, /track/{token}: public, outside the marketing site and the back office. */
export function isTrackingPath(pathname: string): boolean {
  return pathname.startsWith('/track/');
}

/** The driver's app, /driver and below: a bundle of its own, opened on a phone. */
export function isDriverPath(pathname: string): boolean {
  return pathname === '/driver' || pathname.startsWith('/driver/');
}
