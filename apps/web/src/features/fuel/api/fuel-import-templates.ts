import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type fuelTemplateCreate, fuelTemplateList, fuelTemplateSchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { fuelTransactionKeys } from './fuel-transaction-keys';

export type FuelTemplate = z.infer<typeof fuelTemplateSchema>;

/** The company's saved column mappings. */
export function useFuelTemplates(enabled = true) {
  return useQuery({
    queryKey: fuelTransactionKeys.templates(),
    queryFn: async () => fuelTemplateList.parse(await apiClient('/api/fuel-transactions/templates')).templates,
    enabled,
  });
}

export function useCreateFuelTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof fuelTemplateCreate>) =>
      fuelTemplateSchema.parse(await apiClient('/api/fuel-transactions/templates', { method: 'POST', json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.templates() }),
  });
}
