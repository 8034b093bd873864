import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, searchOf } from '../../../test/render';
import { type ListParams, type ListParamsOptions, useListParams } from './use-list-params';

const seen: { list?: ListParams } = {};

function Probe({ options }: { options: Partial<ListParamsOptions> }) {
  seen.list = useListParams({ defaultPageSize: 10, pageSizes: [10, 25], ...options });
  return null;
}

function harness(url: string, options: Partial<ListParamsOptions> = {}) {
  const app = renderWithApp(<Probe options={options} />, { url });
  return { list: () => seen.list!, router: app.router };
}

describe('useListParams', () => {
  it('reads search, page (counted from 1 in the URL), size and flags', () => {
    const { list } = harness('/?q=acme&page=3&size=25&warning=1&customer=7');
    expect(list()).toMatchObject({ search: 'acme', page: 2, pageSize: 25, skip: 50, activeOnly: true });
    expect(list().flag('warning')).toBe(true);
    expect(list().flag('deleted')).toBe(false);
    expect(list().id('customer')).toBe(7);
  });

  it('ignores sizes it does not offer and pages that are not whole numbers', () => {
    const { list } = harness('/?page=abc&size=7&customer=-2');
    expect(list()).toMatchObject({ page: 0, pageSize: 10 });
    expect(list().id('customer')).toBeNull();
  });

  it('keeps both of two changes made before the page renders again', () => {
    const { list, router } = harness('/?size=25');
    const before = list();
    act(() => {
      before.patch({ from: '2026-11-16' });
      before.patch({ to: '2026-11-22' });
    });
    expect(Object.fromEntries(searchOf(router))).toEqual({ size: '25', from: '2026-11-16', to: '2026-11-22' });
  });

  it('starts again from the first page when a filter changes, and keeps defaults out of the URL', () => {
    const { list, router } = harness('/?page=4');
    act(() => list().setFlag('warning', true));
    expect(searchOf(router).toString()).toBe('warning=1');
    act(() => list().setPage(1));
    act(() => list().setSearch('bob'));
    expect(Object.fromEntries(searchOf(router))).toEqual({ warning: '1', q: 'bob' });
    act(() => list().setPageSize(10));
    expect(searchOf(router).has('size')).toBe(false);
    act(() => list().clearFilters(['warning']));
    expect(searchOf(router).toString()).toBe('');
  });

  it('binds the table paging to the URL', () => {
    const { list, router } = harness('/');
    const paging = list().pagination(120);
    expect(paging).toMatchObject({ page: 0, rowsPerPage: 10, total: 120, rowsPerPageOptions: [10, 25] });
    act(() => paging.onPageChange(2));
    expect(searchOf(router).get('page')).toBe('3');
    act(() => list().pagination(120).onRowsPerPageChange(25));
    expect(Object.fromEntries(searchOf(router))).toEqual({ size: '25' });
  });

  it('keeps two lists on one address apart with a prefix', () => {
    const { list, router } = harness('/?tab=divisions&page=2', { prefix: 'divisions.', defaultActiveOnly: false });
    expect(list().page).toBe(0);
    act(() => list().setActiveOnly(true));
    expect(Object.fromEntries(searchOf(router))).toEqual({ tab: 'divisions', page: '2', 'divisions.active': '1' });
  });
});
