import { ELD_SYNC_MESSAGES } from '@tms/domain';
import type { z } from 'zod';
import { type ProviderConnection, ProviderError } from './eld-provider';

const M = ELD_SYNC_MESSAGES;
const DEFAULT_TIMEOUT_MS = 20_000;
/** What the sync waits when a 429 names no readable Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** No fleet needs more pages than this; a provider repeating a cursor would otherwise loop forever. */
export const MAX_PAGES = 200;

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return DEFAULT_RETRY_AFTER_SECONDS;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  if (Number.isNaN(at)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** The ProviderError an answer's status means, or null when the answer can be read. */
function statusError(res: Response): ProviderError | null {
  if (res.ok) return null;
  if (res.status === 401 || res.status === 403) return new ProviderError('credentials_rejected', M.rejected);
  if (res.status === 429) {
    return new ProviderError('rate_limited', M.rateLimited, retryAfterSeconds(res.headers.get('retry-after')));
  }
  if (res.status >= 500) return new ProviderError('unreachable', M.unreachable);
  // 400, 404 and the like: the request this version sends is not one the provider knows.
  return new ProviderError('unexpected', M.unexpected);
}

/**
 * One GET to a provider's API, its JSON answer read with `schema` (fields the schema does not name
 * are ignored, so a provider adding fields breaks nothing). Every failure is a ProviderError.
 */
export async function getProviderJson<S extends z.ZodType>(
  conn: ProviderConnection,
  auth: Record<string, string>,
  path: string,
  query: Record<string, string | number | undefined>,
  schema: S,
): Promise<z.output<S>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  const url = `${conn.baseUrl.replace(/\/+$/, '')}${path}${search}`;
  // The timeout covers the body too: a provider that stalls mid-answer is as slow as one that never answers.
  const signal = AbortSignal.timeout(conn.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let body: unknown;
  try {
    const res = await (conn.fetch ?? fetch)(url, { headers: { accept: 'application/json', ...auth }, signal });
    const failed = statusError(res);
    if (failed) {
      await res.body?.cancel().catch(() => undefined);
      throw failed;
    }
    const text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError('unexpected', M.unexpected);
    }
  } catch (e) {
    if (e instanceof ProviderError) throw e;
    // Refused connections, DNS failures, resets and the timeout all come here.
    throw new ProviderError('unreachable', M.unreachable);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('unexpected', M.unexpected);
  return parsed.data;
}

/**
 * Every item of a paginated list: `page` fetches one page from a cursor (null for the first) and
 * names the next cursor, or null at the end.
 */
export async function allPages<T, C>(page: (cursor: C | null) => Promise<{ items: T[]; next: C | null }>) {
  const items: T[] = [];
  let cursor: C | null = null;
  for (let n = 0; n < MAX_PAGES; n++) {
    const answer = await page(cursor);
    items.push(...answer.items);
    if (answer.next === null) return items;
    cursor = answer.next;
  }
  throw new ProviderError('unexpected', M.unexpected);
}
