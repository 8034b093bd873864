import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Statement, statementSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { statementKeys } from './statement-keys';

export async function getStatement(id: number, signal?: AbortSignal): Promise<Statement> {
  return statementSchema.parse(await apiClient(`/api/driver-statements/${id}`, { signal }));
}

export function useStatement(id: number | null) {
  return useQuery({
    queryKey: statementKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getStatement(id as number, signal),
    enabled: id !== null,
  });
}

/** Fetches the statement as it is now (after someone else changed it) and puts it in the cache. */
export function useReloadStatement() {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.fetchQuery({ queryKey: statementKeys.detail(id), queryFn: () => getStatement(id), staleTime: 0 });
}
