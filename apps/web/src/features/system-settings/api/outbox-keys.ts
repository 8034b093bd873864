import { resourceKeys } from '../../../app/api/query-keys';

export type OutboxParams = { to?: string; skip: number; limit: number };

/** Query keys of the platform's e-mail outbox. */
export const outboxKeys = resourceKeys<OutboxParams>('outbox');
