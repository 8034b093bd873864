import { hasControlCharacters } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { FieldProblem } from '../lib/validation';

/** Parsed JSON and query values only: never files, streams or other objects a parser attached. */
const isPlain = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/** Where a control character hides in a parsed query, params or JSON body (NUL, escape, bell...). */
function find(value: unknown, loc: (string | number)[], depth = 0): FieldProblem | undefined {
  if (typeof value === 'string') {
    // Line breaks and tabs are text; every other control character is not (decision 0004).
    return hasControlCharacters(value, true)
      ? { loc, msg: 'Contains invalid characters', type: 'control_characters' }
      : undefined;
  }
  if (depth > 20 || !isPlain(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const hit = find(v, [...loc, Array.isArray(value) ? Number(k) : k], depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Refuses control characters anywhere in a request's query, path parameters or JSON body with 422
 * before the handler runs (after the schemas, whose own field messages come first), so no route,
 * present or future, passes a NUL byte to PostgreSQL.
 * Multipart fields are checked by their own schemas; file names are cleaned (`cleanFilename`).
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    // A multipart body is checked by its route's own schemas (file parts are no text).
    const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;
    const hit =
      find(request.params, ['path']) ??
      find(request.query, ['query']) ??
      (multipart ? undefined : find(request.body, ['body']));
    if (hit) return reply.code(422).send({ detail: [hit] });
  });
}
