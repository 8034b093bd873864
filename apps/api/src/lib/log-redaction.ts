import type { FastifyRequest } from 'fastify';

/** Path segments that carry a secret (the SSN of the driver existence check) and never reach a log line. */
const SECRET_IN_PATH = /(\/check-ssn\/)[^/?#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_IN_PATH, '$1[redacted]');

/** The request as the log shows it: Fastify's usual fields, with secrets in the path redacted. Never its body or headers. */
export function requestForLog(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fields that hold a secret or personal data wherever a logged object carries them, top level or one deep. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'new_password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'ssn',
  'card_number',
  'secret',
  'api_key',
];

/** Pino's `redact` paths: the fields above, and the headers a request or answer might carry. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

type LoggedError = Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown; cause?: unknown };

/**
 * An error as the log shows it: type, message, stack, code and cause, and nothing else it carries.
 * A failed query's parameters (the values written: a hashed SSN, a sealed card, an e-mail address)
 * and the database's `detail` ("Key (email)=(...)") stay out; the query text stays in.
 */
type ErrorLine = { type: string; message: string; stack: string; [field: string]: unknown };

export function errorForLog(error: unknown, depth = 0): ErrorLine {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as LoggedError;
  const message = 'params' in e && typeof e.query === 'string' ? `Failed query: ${e.query}` : e.message;
  return {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: e.stack?.replace(e.message, message) ?? '',
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: errorForLog(e.cause, depth + 1) } : {}),
  };
}
