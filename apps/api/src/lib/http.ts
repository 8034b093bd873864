import { errorAnswer } from '@tms/domain';

/** The `{"detail": ...}` answers a route documents, by status code. */
export function errorAnswers<const C extends number>(...codes: C[]): Record<C, typeof errorAnswer> {
  return Object.fromEntries(codes.map((c) => [c, errorAnswer])) as Record<C, typeof errorAnswer>;
}

/** The OpenAPI security requirement of routes that take a bearer token. */
export const bearer = [{ bearer: [] }];

/**
 * The OpenAPI schema of an area's routes: its tags, the bearer requirement and its error answers
 * around what each route declares. `doc({ 200: loadSchema }, { summary, params: idParams })`.
 */
export function routeDocs<const E extends Record<number, unknown>>(tags: string[], errors: E) {
  return <const R extends Record<number, unknown>, const P extends object = object>(response: R, parts?: P) => ({
    tags,
    security: bearer,
    ...(parts as P),
    response: { ...response, ...errors },
  });
}

/**
 * A handler answering 201 with what `create` made. The reply must be one whose route documents a
 * 201 answer, and what `create` returns is checked against the route's answers.
 */
export function created<Req, T>(create: (req: Req) => Promise<T>) {
  return async (req: Req, reply: { code(status: 201): unknown }) => {
    const answer = await create(req);
    reply.code(201);
    return answer;
  };
}

/** A handler answering 204 without a body once `work` is done; its route documents the 204. */
export function noContent<Req>(work: (req: Req) => Promise<unknown>) {
  return async (req: Req, reply: { code(status: 204): unknown }) => {
    await work(req);
    reply.code(204);
    return null;
  };
}
