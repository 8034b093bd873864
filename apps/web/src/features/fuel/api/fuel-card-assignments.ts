import { useQuery } from '@tanstack/react-query';
import { fuelCardAssignments } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fuelCardKeys } from './fuel-card-keys';

/** Who held a card and when, newest first. */
export function useFuelCardAssignments(id: number | null) {
  return useQuery({
    queryKey: fuelCardKeys.assignments(id ?? 0),
    queryFn: async () => fuelCardAssignments.parse(await apiClient(`/api/fuel-cards/${id}/assignments`)).assignments,
    enabled: id !== null,
  });
}
