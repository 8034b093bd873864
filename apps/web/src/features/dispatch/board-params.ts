import {
  LOAD_DRAFT_FILTERS,
  type LoadDraftFilter,
  type LoadListFilters,
  type LoadSortField,
  type LoadStatsFilters,
  loadStatsQuery,
  type SavedViewFilters,
} from '@tms/domain';
import { useSearchParams } from 'react-router';

/** Loads a page when the address names no size: a phone's cards come in shorter pages than the table's rows. */
export const BOARD_PAGE_SIZE = { table: 50, cards: 25 } as const;

/** Below MUI's `md` breakpoint (900 px, the app theme keeps the default) the board shows cards. */
export const BOARD_CARDS_MEDIA = '(max-width:899.95px)';

/** The board's filters as its address gives them (a page size when the address names none). */
export function boardFiltersOf(params: URLSearchParams, defaultSize: number) {
  const get = (k: string) => params.get(k) ?? '';
  const ids = (k: string) =>
    get(k)
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
  const page = Math.max(1, Number(get('page')) || 1);
  const size = [25, 50, 100].includes(Number(get('size'))) ? Number(get('size')) : defaultSize;
  const sort = (get('sort') || 'pickup_date') as LoadSortField;
  const dir = get('dir') === 'asc' ? 'asc' : 'desc';
  // Drafts stay off the board unless asked for (decision 0195); the default stays out of the address.
  const drafts = (LOAD_DRAFT_FILTERS as readonly string[]).includes(get('drafts'))
    ? (get('drafts') as LoadDraftFilter)
    : 'exclude';
  return {
    search: get('q'),
    statusIds: ids('status'),
    dispatcherId: Number(get('dispatcher')) || null,
    driverId: Number(get('driver')) || null,
    processed: get('processed') as '' | 'true' | 'false',
    invoiced: get('invoiced') as '' | 'true' | 'false',
    from: get('from'),
    to: get('to'),
    /** A dispatcher sees their own drivers' loads unless they ask for all. */
    all: get('all') === '1',
    drafts,
    sort,
    dir: dir as 'asc' | 'desc',
    page,
    size,
    editId: Number(get('edit')) || null,
  };
}
export type BoardFilters = ReturnType<typeof boardFiltersOf>;

/** The board's filters live in the address, so a link or a reload shows the same board. */
export function useBoardParams(defaultSize: number = BOARD_PAGE_SIZE.table) {
  const [params, setParams] = useSearchParams();
  const patch = (changes: Record<string, string | number | null | undefined>, keepPage = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { ...boardFiltersOf(params, defaultSize), patch, raw: params };
}
export type BoardParams = ReturnType<typeof useBoardParams>;

/** The list query of the board from its address and the dispatcher default. */
export function boardQuery(p: BoardFilters, mineDispatcherId: number | null): LoadListFilters {
  return {
    search: p.search || undefined,
    status_ids: p.statusIds.length ? p.statusIds : undefined,
    dispatcher_id: p.dispatcherId ?? (mineDispatcherId && !p.all ? mineDispatcherId : undefined),
    any_driver_id: p.driverId ?? undefined,
    processed: p.processed ? (p.processed as 'true' | 'false') : undefined,
    invoiced: p.invoiced ? (p.invoiced as 'true' | 'false') : undefined,
    pickup_date_after: p.from || undefined,
    pickup_date_before: p.to || undefined,
    sort_by: p.sort,
    sort_dir: p.dir,
    skip: (p.page - 1) * p.size,
    limit: p.size,
    include_comment_counts: 'true',
    drafts: p.drafts === 'exclude' ? undefined : p.drafts,
  } as LoadListFilters;
}

/** The totals above the board: every filter of its list but the statuses, which they break down. */
export function statsQuery(q: LoadListFilters): LoadStatsFilters {
  return Object.fromEntries(Object.entries(q).filter(([key]) => key in loadStatsQuery.shape)) as LoadStatsFilters;
}

export function viewFiltersOf(p: BoardParams): SavedViewFilters {
  return {
    ...(p.statusIds.length ? { status_ids: p.statusIds } : {}),
    ...(p.dispatcherId ? { dispatcher_ids: [p.dispatcherId] } : {}),
    ...(p.driverId ? { any_driver_id: p.driverId } : {}),
    ...(p.processed ? { processed: p.processed === 'true' } : {}),
    ...(p.invoiced ? { invoiced: p.invoiced === 'true' } : {}),
    ...(p.from ? { pickup_date_after: p.from } : {}),
    ...(p.to ? { pickup_date_before: p.to } : {}),
    ...(p.search ? { search: p.search } : {}),
    sort_by: p.sort,
    sort_dir: p.dir,
  };
}

export function paramsOfView(f: SavedViewFilters): Record<string, string | null> {
  return {
    status: f.status_ids?.join(',') ?? null,
    dispatcher: f.dispatcher_ids?.[0] ? String(f.dispatcher_ids[0]) : null,
    driver: f.any_driver_id ? String(f.any_driver_id) : null,
    processed: f.processed === undefined ? null : String(f.processed),
    invoiced: f.invoiced === undefined ? null : String(f.invoiced),
    from: f.pickup_date_after ?? null,
    to: f.pickup_date_before ?? null,
    q: f.search ?? null,
    sort: f.sort_by ?? null,
    dir: f.sort_dir ?? null,
    all: '1',
  };
}
