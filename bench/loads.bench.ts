// The dispatch board's first page (GET /api/loads/bulk: 50 rows, status filter, pickup date range,
// sorted by pickup date, comment counts) and GET /api/loads/stats/summary on the built API, each
// beside one hand-written SQL query returning the same rows behind a bare HTTP server. Run
// `npm run bench:loads:generate` first. Targets: throughput >= 0.5 of the raw query, p99 <= 2x.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoAccessToken, startServer } from './support/server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the database filled by bench:loads:generate.');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RAW_PORT = Number(process.env.RAW_PORT ?? 8097);

async function load(target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const [acme] = (await client.query(`select id from companies where name = 'Acme Freight'`)).rows;
const statuses = (
  await client.query(
    `select id from load_statuses where company_id = $1 and name in ('Booked', 'In Transit') order by id`,
    [acme.id],
  )
).rows.map((r) => r.id as number);
const [{ n: companyLoads }] = (await client.query('select count(*)::int n from loads where company_id = $1', [acme.id]))
  .rows;
const [{ n: allLoads }] = (await client.query('select count(*)::int n from loads')).rows;
await client.end();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const from = day(-90);
const to = day(0);

const root = resolve(import.meta.dirname, '..');
const raw = spawn(resolve(root, 'node_modules/.bin/tsx'), ['bench/support/raw-loads-server.ts'], {
  cwd: root,
  env: { ...process.env, RAW_PORT: String(RAW_PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((ok) => raw.stdout.once('data', ok));
const server = await startServer(Number(process.env.BENCH_PORT ?? 8096), { DATABASE_URL: url });
try {
  const auth = { authorization: `Bearer ${await demoAccessToken(server.base)}` };
  const boardApi = `${server.base}/api/loads/bulk?status_ids=${statuses.join(',')}&pickup_date_after=${from}&pickup_date_before=${to}&sort_by=pickup_date&sort_dir=desc&limit=50&include_comment_counts=true`;
  const boardRaw = `http://127.0.0.1:${RAW_PORT}/board?company=${acme.id}&status_ids=${statuses.join(',')}&from=${from}&to=${to}`;
  const statsApi = `${server.base}/api/loads/stats/summary`;
  const statsRaw = `http://127.0.0.1:${RAW_PORT}/stats?company=${acme.id}`;

  // The same rows: ids in the same order.
  const apiPage = (await (await fetch(boardApi, { headers: auth })).json()) as {
    loads: { id: number }[];
    total: number;
  };
  const rawPage = (await (await fetch(boardRaw)).json()) as { loads: { id: number }[]; total: number };
  const same = JSON.stringify(apiPage.loads.map((l) => l.id)) === JSON.stringify(rawPage.loads.map((l) => l.id));
  if (!same || apiPage.total !== rawPage.total) throw new Error('The API and the raw query disagree on the page');

  const results: Record<string, { rps: number; p50: number; p99: number }> = {};
  for (const [name, target, headers] of [
    ['board raw SQL', boardRaw, {}],
    ['GET /api/loads/bulk', boardApi, auth],
    ['stats raw SQL', statsRaw, {}],
    ['GET /api/loads/stats/summary', statsApi, auth],
  ] as const) {
    await load(target, headers); // warm-up
    results[name] = await load(target, headers);
  }
  console.log(
    `\n${allLoads} loads in the database, ${companyLoads} of the signed-in company; page of ${apiPage.loads.length} of ${apiPage.total}; ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([k, v]) => [k, { 'req/s': Math.round(v.rps), 'p50 ms': v.p50, 'p99 ms': v.p99 }]),
    ),
  );
  for (const [api, base] of [
    ['GET /api/loads/bulk', 'board raw SQL'],
    ['GET /api/loads/stats/summary', 'stats raw SQL'],
  ] as const) {
    const t = results[api]!.rps / results[base]!.rps;
    const p = results[api]!.p99 / Math.max(1, results[base]!.p99);
    console.log(
      `${api}: throughput ${t.toFixed(2)} of raw (target >= 0.50) ${t >= 0.5 ? 'MET' : 'NOT MET'}; p99 ${p.toFixed(2)}x (target <= 2) ${p <= 2 ? 'MET' : 'NOT MET'}`,
    );
  }
} finally {
  await server.stop();
  raw.kill('SIGTERM');
}
