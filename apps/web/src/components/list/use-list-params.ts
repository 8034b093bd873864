import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTablePagination } from '../data-table';

export interface ListParamsOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** Whether the list starts with inactive records hidden (the `active` parameter). */
  defaultActiveOnly?: boolean;
  /**
   * Namespaces every parameter (`divisions.page`), for several lists on one address such as the
   * tabs of Settings. Empty for a page's main list.
   */
  prefix?: string;
}

export interface ListParams {
  search: string;
  activeOnly: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** page × pageSize, for skip/limit APIs. */
  skip: number;
  setSearch: (search: string) => void;
  setActiveOnly: (activeOnly: boolean) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** A yes/no filter (`?warning=1`); off is absent from the URL. */
  flag: (key: string) => boolean;
  setFlag: (key: string, on: boolean) => void;
  /** A record id in the URL (an open drawer or dialog, a company filter); null when absent or invalid. */
  id: (key: string) => number | null;
  /** Reads another parameter of the same URL (a filter or an open dialog). */
  get: (key: string) => string | null;
  /** A parameter that must be one of `values` (a status, a type); null when absent or unknown. */
  oneOf: <V extends string>(key: string, values: readonly V[]) => V | null;
  /**
   * Sets (or with null removes) several parameters in one navigation; two calls in a row would each
   * start from the same address and the first would be lost.
   */
  patch: (changes: Record<string, string | null>, options?: { replace?: boolean; resetPage?: boolean }) => void;
  /** Removes the search and the named filters, back to the first page. */
  clearFilters: (keys?: readonly string[]) => void;
  /** The table's paging controls bound to the URL. */
  pagination: (total: number) => DataTablePagination;
}

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The one way a list keeps its parameters: search, filters, page and page size live in the URL
 * (?q=&active=&page=&size=), so a filtered page can be reloaded, shared and reached again with Back.
 * Defaults stay out of the URL; the URL counts pages from 1, as people do. Any filter change starts
 * again from the first page.
 */
export function useListParams({
  defaultPageSize,
  pageSizes,
  defaultActiveOnly = true,
  prefix = '',
}: ListParamsOptions): ListParams {
  const [params, setParams] = useSearchParams();
  const k = useCallback((key: string) => `${prefix}${key}`, [prefix]);

  const search = params.get(k('q')) ?? '';
  const activeParam = params.get(k('active'));
  const activeOnly = activeParam === null ? defaultActiveOnly : activeParam === '1';
  const sizeParam = Number(params.get(k('size')));
  const pageSize = pageSizes.includes(sizeParam) ? sizeParam : defaultPageSize;
  const page = (positiveInt(params.get(k('page'))) ?? 1) - 1;

  // The router hands a functional update the parameters of the last render, so two changes made
  // before the page renders again (two filters filled in a row on a busy machine) would lose the
  // first: each change builds on the one before it instead.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    // A new address (this change arrived, or the user went back): build on it from now on.
    rendered.current = params;
    latest.current = params;
  }
  const patch = useCallback<ListParams['patch']>(
    (changes, { replace = false, resetPage = false } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(k(key));
        else next.set(k(key), value);
      }
      if (resetPage) next.delete(k('page'));
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams, k],
  );

  return useMemo<ListParams>(
    () => ({
      search,
      activeOnly,
      page,
      pageSize,
      pageSizes,
      skip: page * pageSize,
      // Typing a search should not leave a trail of history entries.
      setSearch: (value) => patch({ q: value || null }, { resetPage: true, replace: true }),
      setActiveOnly: (value) =>
        patch({ active: value === defaultActiveOnly ? null : value ? '1' : '0' }, { resetPage: true }),
      setPage: (value) => patch({ page: value > 0 ? String(value + 1) : null }),
      setPageSize: (value) => patch({ size: value === defaultPageSize ? null : String(value) }, { resetPage: true }),
      flag: (key) => params.get(k(key)) === '1',
      setFlag: (key, on) => patch({ [key]: on ? '1' : null }, { resetPage: true }),
      id: (key) => positiveInt(params.get(k(key))),
      get: (key) => params.get(k(key)),
      oneOf: <V extends string>(key: string, values: readonly V[]) => {
        const value = params.get(k(key));
        return values.includes(value as V) ? (value as V) : null;
      },
      patch,
      clearFilters: (keys = []) =>
        patch(Object.fromEntries(['q', ...keys].map((key) => [key, null])), { resetPage: true }),
      pagination: (total) => ({
        page,
        rowsPerPage: pageSize,
        total,
        rowsPerPageOptions: [...pageSizes],
        onPageChange: (value) => patch({ page: value > 0 ? String(value + 1) : null }),
        onRowsPerPageChange: (value) =>
          patch({ size: value === defaultPageSize ? null : String(value) }, { resetPage: true }),
      }),
    }),
    [search, activeOnly, page, pageSize, pageSizes, params, patch, k, defaultActiveOnly, defaultPageSize],
  );
}
