import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkApproveResult,
  type Statement,
  type StatementGenerate,
  type StatementLineInput,
  statementGenerateResult,
  statementSchema,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { statementKeys } from './statement-keys';

/**
 * A change of a statement, with the version the user saw: the server refuses it (409) when someone
 * else changed the statement since.
 */
export type StatementAction = { id: number; version: number } & (
  | { kind: 'approve' | 'regenerate' }
  | { kind: 'pay'; payment_date: string; payment_reference: string }
  | { kind: 'reopen'; reason: string }
  | { kind: 'exclude-load'; load_id: number; reason: string }
  | { kind: 'add-line'; line: StatementLineInput }
  | { kind: 'update-line'; lineId: number; amount?: string; description?: string }
  | { kind: 'remove-line'; lineId: number }
  | { kind: 'email'; to?: string }
);

/** One call per change of a statement; each answers the statement as it now is. */
async function runAction(a: StatementAction): Promise<Statement | null> {
  const base = `/api/driver-statements/${a.id}`;
  const parse = (body: unknown) => statementSchema.parse(body);
  const { version } = a;
  switch (a.kind) {
    case 'approve':
    case 'regenerate':
      return parse(await apiClient(`${base}/${a.kind}`, { method: 'POST', json: { version } }));
    case 'pay':
      return parse(
        await apiClient(`${base}/pay`, {
          method: 'POST',
          json: { payment_date: a.payment_date, payment_reference: a.payment_reference, version },
        }),
      );
    case 'reopen':
      return parse(await apiClient(`${base}/reopen`, { method: 'POST', json: { reason: a.reason, version } }));
    case 'exclude-load':
      return parse(
        await apiClient(`${base}/exclude-load`, {
          method: 'POST',
          json: { load_id: a.load_id, reason: a.reason, version },
        }),
      );
    case 'add-line':
      return parse(await apiClient(`${base}/lines`, { method: 'POST', json: { ...a.line, version } }));
    case 'update-line': {
      const json = {
        ...(a.amount !== undefined ? { amount: a.amount } : {}),
        ...(a.description !== undefined ? { description: a.description } : {}),
        version,
      };
      return parse(await apiClient(`${base}/lines/${a.lineId}`, { method: 'PUT', json }));
    }
    case 'remove-line':
      return parse(await apiClient(`${base}/lines/${a.lineId}?version=${version}`, { method: 'DELETE' }));
    case 'email':
      await apiClient(`${base}/email`, { method: 'POST', json: a.to ? { to: a.to } : {} });
      return null;
  }
}

export function useStatementAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: (statement) => {
      if (statement) queryClient.setQueryData(statementKeys.detail(statement.id), statement);
      return queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}

export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiClient(`/api/driver-statements/${id}?version=${version}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export function useGenerateStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StatementGenerate) =>
      statementGenerateResult.parse(
        await apiClient('/api/driver-statements/generate', { method: 'POST', json: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      bulkApproveResult.parse(
        await apiClient('/api/driver-statements/bulk-approve', { method: 'POST', json: { ids } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
