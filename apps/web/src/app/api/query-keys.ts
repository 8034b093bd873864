/**
 * The one query-key convention: every resource's keys start with its name, so invalidating
 * `keys.all` refreshes its lists, records and figures together.
 *
 *   [name]                         all
 *   [name, 'list']                 every list
 *   [name, 'list', params]         one page of a list (params as sent)
 *   [name, 'detail', id]           one record
 *   [name, extra, ...]             anything else (stats, search), added by the area
 *
 * One resource, one key: two screens reading the same call share its key (and its cache).
 */
export function resourceKeys<Params>(name: string) {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, 'list'] as const,
    list: (params: Params) => [name, 'list', params] as const,
    detail: (id: number | string) => [name, 'detail', id] as const,
  };
}

// Keys of calls read by more than one area (the shell, the session, shared components); an area's
// own keys are in its `features/<area>/api/*-keys.ts`, built with `resourceKeys`.

/** GET /api/countries/: never changes while the app runs. */
export const countryKeys = { all: ['countries'] as const };

/** Address search (GET /api/address/...): a place's details, and suggestions per region and input. */
export const addressKeys = {
  all: ['address'] as const,
  details: (placeId: string) => [...addressKeys.all, 'details', placeId] as const,
  suggestions: (input: string, region: string) => [...addressKeys.all, 'suggestions', region, input] as const,
};

// Under the companies resource: a company read by a picker and on the companies page is one cache entry.
const companies = resourceKeys<never>('companies');
export const companyOptionKeys = {
  search: (search: string) => [...companies.all, 'options', search] as const,
  one: (id: number) => companies.detail(id),
};

/**
 * GET /api/integrations/company: the menu (Hours of Service needs an ELD) and the Settings cards share it.
 * Under the same family, an ELD provider's drivers and vehicles to match (`.../:id/links?status=`).
 */
export const integrationKeys = {
  all: ['integrations'] as const,
  company: (companyId: number | null | undefined) => [...integrationKeys.all, 'company', companyId ?? 'none'] as const,
  allLinks: (integrationId: number) => [...integrationKeys.all, 'links', integrationId] as const,
  links: (integrationId: number, status: 'unmatched' | 'matched' | 'all') =>
    [...integrationKeys.allLinks(integrationId), status] as const,
};

/** GET /api/company/features: the signed-in user's company's plan features. */
export const companyFeatureKeys = {
  all: ['company-features'] as const,
  mine: (companyId: number | null | undefined) => [...companyFeatureKeys.all, companyId ?? 'none'] as const,
};

/** GET /api/expiries/counts: the menu's badges. */
export const expiryKeys = {
  all: ['expiries'] as const,
  counts: () => [...expiryKeys.all, 'counts'] as const,
};

/** GET /api/public/config: the server's public settings (contact addresses, the maps' style). */
export const publicConfigKeys = { all: ['public-config'] as const };

/**
 * The load inbox (rate confirmations received by e-mail): the menu's badge and the inbox page read
 * one list; an item opened in the AI page is read with its file.
 */
export const loadInboxKeys = {
  all: ['load-inbox'] as const,
  list: () => [...loadInboxKeys.all, 'list'] as const,
  detail: (id: string) => [...loadInboxKeys.all, 'detail', id] as const,
};

/** GET /api/settings/inbound-email: the company's address for rate confirmations by e-mail. */
export const inboundEmailKeys = { all: ['inbound-email'] as const };
