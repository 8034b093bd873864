// GET /api/auth/me against GET /api/health (a constant answer) on the same server process.
// Prints requests per second and p99 latency of each and their ratio. Target: ratio >= 0.6.
// The two are loaded in turns, BENCH_ROUNDS times, and the median of the rounds' ratios is
// judged: on a shared machine the load of other work changes within a minute, and a ratio of
// two loads taken minutes apart measures that change as much as the route.
import autocannon from 'autocannon';
import { demoAccessToken, startServer } from './support/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.6;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const server = await startServer(Number(process.env.BENCH_PORT ?? 8095));
let met = false;
try {
  const auth = { authorization: `Bearer ${await demoAccessToken(server.base)}` };

  await load(`${server.base}/api/health`); // warm-up
  await load(`${server.base}/api/auth/me`, auth);
  const rows: Record<string, Record<string, number>> = {};
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const constant = await load(`${server.base}/api/health`);
    const me = await load(`${server.base}/api/auth/me`, auth);
    ratios.push(me.rps / constant.rps);
    rows[`round ${round}`] = {
      'constant req/s': Math.round(constant.rps),
      'constant p99 ms': constant.p99,
      '/me req/s': Math.round(me.rps),
      '/me p99 ms': me.p99,
      ratio: Number((me.rps / constant.rps).toFixed(2)),
    };
  }
  const ratio = median(ratios);
  met = ratio >= TARGET;

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table(rows);
  console.log(
    `ratio /me : constant = ${ratio.toFixed(2)}, median of ${ROUNDS} (target >= ${TARGET.toFixed(2)}) ${met ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await server.stop();
}
if (!met) process.exitCode = 1;
