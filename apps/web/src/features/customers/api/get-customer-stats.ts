import { useQuery } from '@tanstack/react-query';
import { customerStats } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export type CustomerStats = z.infer<typeof customerStats>;

export async function getCustomerStats(): Promise<CustomerStats> {
  return customerStats.parse(await apiClient('/api/customers/stats/summary'));
}

export function useCustomerStats() {
  return useQuery({ queryKey: customerKeys.stats(), queryFn: getCustomerStats });
}
