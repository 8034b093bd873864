// The OpenAPI-driven fuzz of the API test suite with a large budget, against the built server:
// malformed bodies, queries and path ids to every route, as a signed-in manager and anonymously.
// Prints requests, 4xx and 5xx; the target is 5xx = 0. FUZZ_RUNS sets the runs per operation.
import { fuzzApi } from '../apps/api/test/support/fuzz';
import { demoAccessToken, startServer } from './support/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const server = await startServer(Number(process.env.BENCH_PORT ?? 8097), {
  // The fuzz sends many wrong passwords and reset requests from one address; limits answer 429, which counts as 4xx.
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '100000',
});
try {
  const access_token = await demoAccessToken(server.base);
  const api = await (await fetch(`${server.base}/api/docs/json`)).json();
  const started = Date.now();
  const counts = await fuzzApi(
    api,
    async (r) => (await fetch(`${server.base}${r.url}`, { method: r.method, headers: r.headers, body: r.body })).status,
    {
      callers: [{ authorization: `Bearer ${access_token}` }, {}],
      runs: RUNS,
      seed: SEED,
      skip: ['POST /api/auth/logout'],
    },
  );
  console.log(`\nseed ${SEED}, ${RUNS} runs per operation, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.table({ requests: counts.requests, '4xx': counts.client4xx, '5xx': counts.server5xx });
  for (const f of counts.failures.slice(0, 20)) console.log(f);
  if (counts.server5xx > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
