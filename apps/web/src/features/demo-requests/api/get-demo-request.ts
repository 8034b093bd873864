import { useQuery } from '@tanstack/react-query';
import { type DemoRequest, demoRequestSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { demoRequestKeys } from './demo-request-keys';

export async function getDemoRequest(id: number): Promise<DemoRequest> {
  return demoRequestSchema.parse(await apiClient(`/api/demo-requests/${id}`));
}

/** One request; the row already on screen stands in while the fresh copy loads. */
export function useDemoRequest(id: number | null, placeholder?: DemoRequest) {
  return useQuery({
    queryKey: demoRequestKeys.detail(id ?? 0),
    queryFn: () => getDemoRequest(id ?? 0),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
