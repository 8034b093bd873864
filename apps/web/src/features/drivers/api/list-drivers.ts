import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { driverList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type DriverListParams, driverKeys } from './driver-keys';

export type DriverPage = z.infer<typeof driverList>;

export async function listDrivers(p: DriverListParams, signal?: AbortSignal): Promise<DriverPage> {
  const query = new URLSearchParams({
    skip: String(p.skip),
    limit: String(p.limit),
    active_only: String(p.activeOnly),
    assigned_only: String(p.assignedOnly),
    sort: p.sort,
    order: p.order,
  });
  if (p.search) query.set('search', p.search);
  if (p.divisionId) query.set('division_id', String(p.divisionId));
  if (p.driverType) query.set('driver_type', p.driverType);
  if (p.expiry) query.set('expiry', p.expiry);
  return driverList.parse(await apiClient(`/api/drivers/?${query}`, { signal }));
}

export function useDrivers(params: DriverListParams) {
  return useQuery({
    queryKey: driverKeys.list(params),
    queryFn: ({ signal }) => listDrivers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every active driver by name (the first 200): the page the driver pickers and checkbox lists show. */
const ACTIVE_DRIVERS: DriverListParams = {
  search: '',
  divisionId: null,
  driverType: null,
  activeOnly: true,
  assignedOnly: false,
  expiry: null,
  sort: 'name',
  order: 'asc',
  skip: 0,
  limit: 200,
};

/** The query of the active drivers, for `useQuery({ ...activeDriversQuery, enabled, select })`. */
export const activeDriversQuery = queryOptions({
  queryKey: driverKeys.list(ACTIVE_DRIVERS),
  queryFn: ({ signal }) => listDrivers(ACTIVE_DRIVERS, signal),
});
