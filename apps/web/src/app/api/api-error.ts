import { SUBSCRIPTION_EXPIRED } from '@tms/domain';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export interface FieldProblem {
  loc: readonly (string | number)[];
  msg: string;
}

/** A failed call: the HTTP status (0 when the server was not reached) and what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The server's `detail` as a sentence (422 field lists are joined), when it sent one. */
    readonly detail: string | undefined,
    /** The X-Error-Type response header, e.g. SUBSCRIPTION_EXPIRED. */
    readonly errorType: string | undefined,
    /** A 422's field problems with where each is (`['body', 'events', 1, 'location_city']`). */
    readonly problems: readonly FieldProblem[] = [],
  ) {
    super(message);
  }

  get isSubscriptionExpired(): boolean {
    return this.status === 403 && this.errorType === SUBSCRIPTION_EXPIRED;
  }
}

function problemsOf(detail: unknown): FieldProblem[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((d) =>
    d && typeof d === 'object' && typeof d.msg === 'string' && Array.isArray(d.loc)
      ? [{ loc: d.loc as (string | number)[], msg: d.msg as string }]
      : [],
  );
}

function joinDetail(detail: unknown): string | undefined {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d && typeof d.msg === 'string' ? d.msg : undefined))
      .filter((m): m is string => Boolean(m));
    if (msgs.length) return msgs.join(', ');
  }
  return undefined;
}

/**
 * Builds the error of a failed response. Its message follows spec 1 section 8: the detail, else
 * message, else the raw text, else the client message, else a generic sentence.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    body = undefined;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = joinDetail(record.detail);
  const message =
    detail ??
    (typeof record.message === 'string' && record.message ? record.message : undefined) ??
    (body === undefined && raw.trim() && raw.length < 500 ? raw.trim() : undefined) ??
    `Request failed with status code ${response.status}`;
  return new ApiError(
    response.status,
    message,
    detail,
    response.headers.get('X-Error-Type') ?? undefined,
    problemsOf(record.detail),
  );
}

/** The field problems of a 422, if the error carries them. */
export function fieldProblems(error: unknown): readonly FieldProblem[] {
  return error instanceof ApiError ? error.problems : [];
}

/** The generic text for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNEXPECTED_ERROR;
}

/** The server's own sentence, if the error carries one. */
export function serverDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined;
}

export function isSubscriptionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.isSubscriptionExpired;
}
