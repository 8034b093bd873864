import type { z } from 'zod';

export type FieldProblem = { loc: (string | number)[]; msg: string; type: string };

/** A 422 with the same field-problem list the schema validation gives. */
export class ValidationError extends Error {
  constructor(readonly detail: FieldProblem[]) {
    super('Validation failed');
  }
}

/** Parses input that Fastify did not validate itself (multipart fields). */
export function parseOr422<T extends z.ZodType>(schema: T, data: unknown, where = 'body'): z.output<T> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  throw new ValidationError(
    r.error.issues.map((i) => {
      const keys = (i as { keys?: string[] }).keys;
      const loc: (string | number)[] = [where, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))];
      if (i.code === 'unrecognized_keys' && keys?.[0]) loc.push(keys[0]);
      return { loc, msg: i.message, type: i.code };
    }),
  );
}

/** A field by its name, or by its path inside the request (`['events', 2, 'id']` for a stop's id). */
type FieldPath = string | readonly (string | number)[];
type ProblemOptions = { where?: 'body' | 'query' | 'params'; type?: string };

/** One field's problem, for a 422 naming several fields at once (`new ValidationError(problems)`). */
export const fieldProblem = (
  field: FieldPath,
  msg: string,
  { where = 'body', type = 'value_error' }: ProblemOptions = {},
): FieldProblem => ({ loc: [where, ...(typeof field === 'string' ? [field] : field)], msg, type });

/**
 * A 422 naming one field, for rules the schema cannot see (a division of another company, dates on
 * a stored record, the content of an uploaded file): `detail` is the same list the schemas give.
 */
export const invalidField = (field: FieldPath, msg: string, options?: ProblemOptions) =>
  new ValidationError([fieldProblem(field, msg, options)]);
