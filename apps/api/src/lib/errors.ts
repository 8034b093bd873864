import { SUBSCRIPTION_EXPIRED, SUBSCRIPTION_EXPIRED_DETAIL } from '@tms/domain';

/** An error whose message is safe to show: the error handler answers it as {"detail": message}. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new AppError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to perform this action') => new AppError(403, detail);
export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const payloadTooLarge = (detail: string) => new AppError(413, detail);
/**
 * A 422 refusing the request as a whole (the record's state, a stored file), answered as one
 * sentence. A problem with one field the client sent is `invalidField` (lib/validation.ts).
 */
export const unprocessable = (detail: string) => new AppError(422, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds?: number) =>
  new AppError(429, detail, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
export const subscriptionExpired = () =>
  new AppError(403, SUBSCRIPTION_EXPIRED_DETAIL, { 'x-error-type': SUBSCRIPTION_EXPIRED });

/** The PostgreSQL error (SQLSTATE code and constraint) behind a failure, however deep the drivers wrapped it. */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}
