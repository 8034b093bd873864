// GET /api/auth/me against GET /api/health (a constant answer) on the same server process.
// Prints requests per second and p99 latency of each and their ratio. Target: ratio >= 0.5.
import autocannon from 'autocannon';
import { demoAccessToken, startServer } from './support/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 8095));
try {
  const auth = { authorization: `Bearer ${await demoAccessToken(server.base)}` };

  await load(`${server.base}/api/health`); // warm-up
  const constant = await load(`${server.base}/api/health`);
  const me = await load(`${server.base}/api/auth/me`, auth);
  const ratio = me.rps / constant.rps;

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table({
    'GET /api/health (constant)': { 'req/s': Math.round(constant.rps), 'p99 ms': constant.p99 },
    'GET /api/auth/me': { 'req/s': Math.round(me.rps), 'p99 ms': me.p99 },
  });
  console.log(`ratio /me : constant = ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`);
} finally {
  await server.stop();
}
