import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { errorForLog, REDACT_PATHS, requestForLog } from '../lib/log-redaction';

/**
 * A caller's request id kept as it came when it is a plain token: a load balancer or client can
 * follow one request through its own logs and ours. At most 64 characters, the audit log's column.
 */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** JSON lines (pino): each request's lines carry its `reqId`; secrets and personal data are left out or redacted. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    stream: config.logStream,
  };
}

/** Every answer names its request id (errors, 404s and files too), so a report can be matched to its log lines. */
export function answerRequestIds(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
