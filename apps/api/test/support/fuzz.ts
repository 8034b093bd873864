import fc from 'fast-check';

/** One request the fuzz sends, and what it needs back: the status. */
export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; body?: string };
export type Send = (r: FuzzRequest) => Promise<number>;
export type FuzzCounts = { requests: number; client4xx: number; server5xx: number; failures: string[] };

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};
type Schema = { properties?: Record<string, unknown>; type?: string };

/** Values that have broken parsers before: huge, negative and fractional numbers, NUL, markup, deep nesting. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '-1',
    '0',
    '1e309',
    '9'.repeat(40),
    '2147483648',
    '1.5',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    "'; drop table users; --",
    '<svg/onload=alert(1)>',
    '../../etc/passwd',
    '\ud800',
    'é'.repeat(300),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** A body: JSON with the schema's own field names given wrong values, arbitrary JSON, or broken text. */
const bodyFor = (schema: Schema | undefined) => {
  const names = Object.keys(schema?.properties ?? {});
  const fields = names.length
    ? fc.dictionary(fc.constantFrom(...names), anyValue, { maxKeys: names.length }).map((o) => JSON.stringify(o))
    : fc.constant('{}');
  return fc.oneof(
    fields,
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('{', '{"a":', 'null', '"text"', '['.repeat(200), `{"x":"${'a'.repeat(5000)}"}`),
  );
};

/** Lone surrogates replaced, as a browser does before it encodes a URL. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const query = fc
  .dictionary(nasty, nasty, { maxKeys: 4 })
  .map((q) => new URLSearchParams(q as Record<string, string>).toString());

/**
 * Sends malformed bodies, queries and path ids to every operation of an OpenAPI document, `runs`
 * times each, as each caller in `callers`, and counts the answers. Any 5xx is a failure. Routes in
 * `skip` (signing out ends the caller's session) are left alone.
 */
export async function fuzzApi(
  api: OpenApi,
  send: Send,
  o: { callers: Record<string, string>[]; runs: number; seed?: number; skip?: string[] },
): Promise<FuzzCounts> {
  const counts: FuzzCounts = { requests: 0, client4xx: 0, server5xx: 0, failures: [] };
  for (const [path, operations] of Object.entries(api.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      if (o.skip?.includes(route)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
      const hasBody = ['post', 'put', 'patch'].includes(method);
      const arbitrary = fc.record({
        id: nasty,
        query,
        body: bodyFor(json),
        caller: fc.constantFrom(...o.callers),
        contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'multipart/form-data'),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c) => {
          const url = `${path.replace(/\{\w+\}/g, encodeURIComponent(wellFormed(c.id)))}${c.query ? `?${c.query}` : ''}`;
          const headers = { ...c.caller, ...(hasBody ? { 'content-type': c.contentType } : {}) };
          const status = await send({ method: method.toUpperCase(), url, headers, body: hasBody ? c.body : undefined });
          counts.requests += 1;
          if (status >= 400 && status < 500) counts.client4xx += 1;
          if (status >= 500) {
            counts.server5xx += 1;
            counts.failures.push(
              `${route} ${url} ${status} ${headers['content-type'] ?? ''} ${c.body ?? ''}`.slice(0, 400),
            );
          }
        }),
        { numRuns: o.runs, seed: o.seed, endOnFailure: false },
      );
    }
  }
  return counts;
}
