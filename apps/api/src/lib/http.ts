import { errorAnswer } from '@tms/domain';

/** The `{"detail": ...}` answers a route documents, by status code. */
export function errorAnswers<const C extends number>(...codes: C[]): Record<C, typeof errorAnswer> {
  return Object.fromEntries(codes.map((c) => [c, errorAnswer])) as Record<C, typeof errorAnswer>;
}

/** The OpenAPI security requirement of routes that take a bearer token. */
export const bearer = [{ bearer: [] }];
