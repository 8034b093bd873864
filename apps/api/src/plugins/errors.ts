import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

type FieldProblem = { loc: (string | number)[]; msg: string; type: string };

/** Fastify's own client errors, answered with a sentence instead of its internal wording. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
};

/** One error handler: typed errors become {"detail": ...}; nothing internal reaches the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const detail: FieldProblem[] = error.validation.map((v) => {
        const path = (v.instancePath ?? '').split('/').filter(Boolean);
        const params = v.params as { issue?: { code?: string; path?: PropertyKey[]; keys?: string[] } } | undefined;
        const issue = params?.issue;
        const loc: (string | number)[] = [where, ...path];
        if (issue?.code === 'unrecognized_keys' && issue.keys?.length) loc.push(issue.keys[0] as string);
        return { loc, msg: v.message ?? 'Invalid value', type: issue?.code ?? 'value_error' };
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
    if (known) return reply.code(error.statusCode ?? 400).send({ detail: known });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` }));
}
