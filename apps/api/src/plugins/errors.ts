import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, databaseError } from '../lib/errors';
import { type FieldProblem, ValidationError } from '../lib/validation';
import { clientGone } from './request-lifecycle';

/** Fastify's own client errors, answered with a sentence instead of its internal wording. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Request must be multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

/** What the multipart parser (busboy) throws for a body that is not the multipart it claims to be. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of form|Malformed part header|Malformed urlencoded form)/;

/** Constraint failures that slipped past the services' own checks: a conflict, never a 500. */
const DATABASE_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with these details already exists'],
  '23503': [409, 'This record is linked to other records'],
  '22001': [422, 'A value is too long'],
};

/**
 * Two transactions that wanted the same rows at once (a deadlock, a serialization failure, a lock
 * not granted in time): the request did nothing and may simply be sent again.
 */
const DATABASE_TRANSIENT_ERRORS = new Set(['40P01', '40001', '55P03']);
const TRANSIENT_DETAIL = 'The same records were being changed at the same moment. Please try again.';

/**
 * The database stopped the statement or the connection, not because of the request: a query
 * cancelled (an operator's cancel, or a replica's conflict with what it was replaying), a server
 * shutting down or starting, no connection slot left. Sent again shortly, the request can succeed.
 */
const DATABASE_UNAVAILABLE_ERRORS = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_DETAIL = 'The database could not answer this request just now. Please try again in a few seconds.';

/** One error handler: typed errors become {"detail": ...}; nothing internal reaches the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A client that closed its connection gets no answer: writing one would throw outside the request.
    if (clientGone(reply)) {
      request.log.info({ code: error.code }, 'client closed the connection before the answer was complete');
      return;
    }
    // A failure after a file's headers were chosen answers JSON, not a truncated download.
    reply.removeHeader('content-disposition');
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (error instanceof ValidationError) return reply.code(422).send({ detail: error.detail });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const detail: FieldProblem[] = error.validation.map((v) => {
        const path = (v.instancePath ?? '').split('/').filter(Boolean);
        const keys = (v.params as { keys?: string[] } | undefined)?.keys;
        const loc: (string | number)[] = [where, ...path];
        if (v.keyword === 'unrecognized_keys' && keys?.[0]) loc.push(keys[0]);
        return { loc, msg: v.message ?? 'Invalid value', type: v.keyword || 'value_error' };
      });
      return reply.code(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ detail: 'Internal server error' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.code(400).send({ detail: FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const status = error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : (error.statusCode ?? 400);
      return reply.code(status).send({ detail: known });
    }
    if (!error.statusCode && BROKEN_MULTIPART.test(error.message ?? '')) {
      return reply.code(400).send({ detail: `Malformed multipart body: ${error.message}` });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message || 'Bad request' });
    }
    const dbCode = databaseError(error)?.code;
    if (dbCode && DATABASE_CLIENT_ERRORS[dbCode]) {
      const [status, detail] = DATABASE_CLIENT_ERRORS[dbCode];
      request.log.warn({ code: dbCode }, 'database refused a write');
      return reply.code(status).send({ detail });
    }
    if (dbCode && DATABASE_TRANSIENT_ERRORS.has(dbCode)) {
      request.log.warn({ code: dbCode }, 'transaction gave way to another');
      return reply.code(503).header('retry-after', '1').send({ detail: TRANSIENT_DETAIL });
    }
    if (dbCode && DATABASE_UNAVAILABLE_ERRORS.has(dbCode)) {
      request.log.warn({ code: dbCode }, 'database could not answer');
      return reply.code(503).header('retry-after', '5').send({ detail: UNAVAILABLE_DETAIL });
    }
    // Class 22 (data exception: a bad number, date, encoding or NUL byte) is the client's value, never a 500.
    if (dbCode?.startsWith('22')) {
      request.log.warn({ code: dbCode }, 'database refused a value');
      return reply.code(422).send({ detail: 'A value is not valid' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
