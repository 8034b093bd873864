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
