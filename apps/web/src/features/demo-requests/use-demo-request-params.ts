import { DEMO_REQUEST_STATUSES, type DemoRequestStatus } from '@tms/domain';
import { useListParams } from '../../components/list/use-list-params';
import type { DemoRequestFilters } from './api/demo-request-keys';

export const DEMO_REQUEST_PAGE_SIZES = [10, 25, 50] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const asStatus = (value: string | null): DemoRequestStatus | undefined =>
  DEMO_REQUEST_STATUSES.find((status) => status === value);
const asDate = (value: string | null): string | undefined => (value && DATE.test(value) ? value : undefined);

/**
 * The screen's state in the URL (?status=&from=&to=&q=&page=&size=&request=), so a filtered list or
 * an open request can be reloaded, shared and reached again with Back.
 */
export function useDemoRequestParams() {
  const list = useListParams({ defaultPageSize: 10, pageSizes: DEMO_REQUEST_PAGE_SIZES });
  const filters: DemoRequestFilters = {
    status: asStatus(list.get('status')),
    dateFrom: asDate(list.get('from')),
    dateTo: asDate(list.get('to')),
    search: list.search || undefined,
  };
  const openId = Number(list.get('request'));
  return {
    list,
    filters,
    openId: Number.isInteger(openId) && openId > 0 ? openId : null,
    setStatus: (status: DemoRequestStatus | undefined) => list.patch({ status: status ?? null }, { resetPage: true }),
    setDates: (from: string, to: string) => list.patch({ from: from || null, to: to || null }, { resetPage: true }),
    clearFilters: () => list.patch({ status: null, from: null, to: null, q: null }, { resetPage: true }),
    open: (id: number) => list.patch({ request: String(id) }),
    close: () => list.patch({ request: null }, { replace: true }),
  };
}
