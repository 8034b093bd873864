import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`/api/drivers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}
