import { useQuery } from '@tanstack/react-query';
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
