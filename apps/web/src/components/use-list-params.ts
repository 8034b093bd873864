import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParamsOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** Whether the list starts with inactive records hidden. */
  defaultActiveOnly?: boolean;
}

export interface ListParams {
  search: string;
  activeOnly: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** page × pageSize, for skip/limit APIs. */
  skip: number;
  setSearch: (search: string) => void;
  setActiveOnly: (activeOnly: boolean) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Reads another parameter of the same URL (a filter or an open dialog). */
  get: (key: string) => string | null;
  /** Sets (or with null removes) several parameters in one navigation. */
  patch: (changes: Record<string, string | null>, options?: { replace?: boolean; resetPage?: boolean }) => void;
}

/**
 * Search, active filter and paging of a list kept in the URL (?q=&active=&page=&size=), so a
 * filtered page can be reloaded, shared and reached again with Back. Defaults stay out of the URL.
 */
export function useListParams({ defaultPageSize, pageSizes, defaultActiveOnly = true }: ListParamsOptions): ListParams {
  const [params, setParams] = useSearchParams();

  const search = params.get('q') ?? '';
  const activeParam = params.get('active');
  const activeOnly = activeParam === null ? defaultActiveOnly : activeParam === '1';
  const sizeParam = Number(params.get('size'));
  const pageSize = pageSizes.includes(sizeParam) ? sizeParam : defaultPageSize;
  const pageParam = Number(params.get('page'));
  // The URL counts pages from 1, as people do.
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;

  const patch = useCallback<ListParams['patch']>(
    (changes, { replace = false, resetPage = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      search,
      activeOnly,
      page,
      pageSize,
      skip: page * pageSize,
      setSearch: (value) => patch({ q: value || null }, { resetPage: true }),
      setActiveOnly: (value) =>
        patch({ active: value === defaultActiveOnly ? null : value ? '1' : '0' }, { resetPage: true }),
      setPage: (value) => patch({ page: value > 0 ? String(value + 1) : null }),
      setPageSize: (value) => patch({ size: value === defaultPageSize ? null : String(value) }, { resetPage: true }),
      get: (key) => params.get(key),
      patch,
    }),
    [search, activeOnly, page, pageSize, params, patch, defaultActiveOnly, defaultPageSize],
  );
}
