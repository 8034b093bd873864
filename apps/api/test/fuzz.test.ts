import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { fuzzApi } from './support/fuzz';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let manager: Record<string, string>;
beforeAll(async () => {
  manager = (await buildSignedInCompany(t.app, t.db)).headers;
});

/** Runs per operation here; `bench/security.bench.ts` runs the same fuzz with a large budget. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

describe('malformed requests to every route of the OpenAPI document', () => {
  it('never answer 5xx', async () => {
    const api = t.app.swagger() as never;
    const counts = await fuzzApi(
      api,
      async (r) =>
        (await t.app.inject({ method: r.method as never, url: r.url, headers: r.headers, payload: r.body })).statusCode,
      { callers: [manager, {}], runs: RUNS, skip: ['POST /api/auth/logout'] },
    );
    expect(counts.failures).toEqual([]);
    expect(counts.requests).toBeGreaterThan(80 * RUNS);
  }, 120_000);
});
