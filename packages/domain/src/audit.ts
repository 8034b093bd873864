import { z } from 'zod';
import { pagedList, pagingQuery } from './paging';

export const auditListQuery = pagingQuery.extend({
  entity: z.string().trim().max(100).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});

export const auditList = pagedList('entries', auditEntry);

export const outboxListQuery = pagingQuery.extend({ to: z.string().trim().max(254).optional() });

/**
 * Where an e-mail stands: held (no SMTP server is configured, it stays here), pending (queued),
 * retrying (an attempt failed, another is scheduled), sent, or dead (every attempt failed).
 */
export const OUTBOX_STATUSES = ['held', 'pending', 'retrying', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessage = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  /** The names of the files sent with the message (their content stays in the outbox). */
  attachment_names: z.array(z.string()),
  created_at: z.string(),
});

export const outboxList = pagedList('messages', outboxMessage);
