// 200 concurrent users for 60 s (board reads with filters, load edits, check calls, POD uploads,
// analytics) against one serving process, then two, on PostgreSQL; then a soak of the two for
// 10 minutes printing their memory. Targets: no errors; memory flat (the last minute within 20%
// of the first after warm-up). Throughput and p99 of two processes are printed beside one's: on a
// machine whose cores the load generator shares, a second process adds no CPU, so no target.
// BENCH_DATABASE_URL names the PostgreSQL server; LOAD_USERS, LOAD_SECONDS, SOAK_SECONDS override.
import { type Action, openOffice, runUser, type Sample } from './support/load-scenario';
import { rssMb, startSupervised } from './support/supervised-server';

const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server (two processes need it).');
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PORT = Number(process.env.BENCH_PORT ?? 8097);

type Figures = { requests: number; rps: number; p50: number; p99: number; errors: number };

async function run(processes: number, seconds: number, onTick?: (pids: number[]) => void) {
  const server = await startSupervised(baseUrl as string, PORT, processes);
  try {
    const office = await openOffice(server.base);
    const samples: Sample[] = [];
    const tick = onTick && setInterval(() => onTick(server.pids()), 10_000);
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: USERS }, (_, u) => runUser(office, u, until, samples)));
    if (tick) clearInterval(tick);
    return figures(samples, seconds);
  } finally {
    await server.stop();
  }
}

function figures(samples: Sample[], seconds: number) {
  const all = summary(samples, seconds);
  const byAction = Object.fromEntries(
    (['board', 'edit', 'check call', 'upload', 'analytics'] as Action[]).map((a) => [
      a,
      summary(
        samples.filter((s) => s.action === a),
        seconds,
      ),
    ]),
  );
  const failures = [...new Set(samples.filter(failed).map((s) => `${s.action} ${s.status}`))];
  return { all, byAction, failures };
}

const failed = (s: Sample) => s.status === 0 || s.status >= 400;

function summary(samples: Sample[], seconds: number): Figures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0);
  return {
    requests: ms.length,
    rps: Math.round(ms.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors: samples.filter(failed).length,
  };
}

const one = await run(1, SECONDS);
const two = await run(2, SECONDS);
console.log(`\n${USERS} users, ${SECONDS} s each run, PostgreSQL`);
console.table({ 'one process': one.all, 'two processes': two.all });
console.table(two.byAction);
for (const f of [...one.failures, ...two.failures]) console.log(`failed: ${f}`);

// The soak: the two processes' memory every 10 s under the same load.
const memory: number[] = [];
await run(2, SOAK_SECONDS, (pids) => memory.push(pids.reduce((sum, pid) => sum + rssMb(pid), 0)));
// Samples are 10 s apart: the first minute is warm-up, the second is the reference.
const perMinute = Math.max(1, Math.min(6, Math.floor(memory.length / 3)));
const first = average(memory.slice(perMinute, 2 * perMinute));
const last = average(memory.slice(-perMinute));
console.log(
  `\nsoak ${SOAK_SECONDS} s, two processes' memory (MB, every 10 s): ${memory.map((m) => Math.round(m)).join(' ')}`,
);
console.log(`after warm-up ${Math.round(first)} MB, last minute ${Math.round(last)} MB`);

const checks = [
  { name: 'no errors', met: one.all.errors === 0 && two.all.errors === 0 },
  { name: 'memory flat (last minute within 20% of the first after warm-up)', met: last <= first * 1.2 },
];
for (const c of checks) console.log(`${c.name}: ${c.met ? 'MET' : 'NOT MET'}`);
if (checks.some((c) => !c.met)) process.exitCode = 1;

function average(values: number[]) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}
