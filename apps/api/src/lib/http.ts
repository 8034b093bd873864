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
