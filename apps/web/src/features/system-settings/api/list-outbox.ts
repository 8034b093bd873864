import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type OutboxParams, outboxKeys } from './outbox-keys';

export type OutboxAnswer = z.infer<typeof outboxList>;
export type OutboxMessage = OutboxAnswer['messages'][number];
export type { OutboxParams };

export async function listOutbox(params: OutboxParams): Promise<OutboxAnswer> {
  const query = new URLSearchParams({ skip: String(params.skip), limit: String(params.limit) });
  if (params.to) query.set('to', params.to);
  return outboxList.parse(await apiClient(`/api/admin/outbox/?${query}`));
}

/** The platform's e-mails, newest first; the previous page stays while the next one loads. */
export function useOutbox(params: OutboxParams) {
  return useQuery({
    queryKey: outboxKeys.list(params),
    queryFn: () => listOutbox(params),
    placeholderData: keepPreviousData,
  });
}
