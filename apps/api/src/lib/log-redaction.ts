import type { FastifyRequest } from 'fastify';

/** Path segments that carry a secret (the SSN of the driver existence check) and never reach a log line. */
const SECRET_IN_PATH = /(\/check-ssn\/)[^/?#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_IN_PATH, '$1[redacted]');

/** The request as the log shows it: Fastify's usual fields, with secrets in the path redacted. */
export function requestForLog(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
