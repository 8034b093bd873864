// Documents through the API against the bare work underneath, on the built API (npm run build -w
// @tms/api): upload throughput of 20 mixed PDFs and images beside a raw disk write of the same
// bytes (target >= 0.5), and merging those 20 into one PDF beside pdf-lib doing the same in this
// process (target <= 1.5x). Both writes are durable (fsync), as the store's are, and both send
// BENCH_CONCURRENCY files at a time. The sides of each comparison run in turns within every run,
// so a busy machine slows both; CPU time is printed too, as the load-independent figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { type BenchFile, benchFiles, tinyBenchFiles } from './support/document-fixtures';
import { demoAccessToken, startServer } from './support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8096);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => bytes / (1024 * 1024);

/** CPU milliseconds a process has used so far (user + system, all its threads), from /proc. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
}
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Wall time of `work`, and the CPU time the given counter reports over it. */
async function timed<T>(work: () => Promise<T>, cpu: () => number = ownCpuMs) {
  const cpuBefore = cpu();
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, cpuMs: cpu() - cpuBefore, result };
}

/** Runs `work` over the items, `CONCURRENCY` at a time, keeping each result at its item's place. */
async function pooled<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

async function rawWrite(files: BenchFile[]) {
  const dir = mkdtempSync(join(tmpdir(), 'tms-bench-raw-'));
  try {
    return await timed(() =>
      pooled(files, async (f, i) => {
        const file = await open(join(dir, `${i}-${f.name}`), 'w');
        await file.writeFile(f.data);
        await file.sync();
        await file.close();
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The multipart body of each upload, built once before timing: the raw write gets its bytes ready
 * in memory, so the upload does too, and the client's own encoding is not charged to the API.
 */
async function multipartBodies(files: BenchFile[]) {
  return Promise.all(
    files.map(async (f) => {
      const form = new FormData();
      form.set('document_type', 'other');
      form.set('category', 'company');
      form.set('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      return {
        name: f.name,
        type: encoded.headers.get('content-type') as string,
        body: Buffer.from(await encoded.arrayBuffer()),
      };
    }),
  );
}
type Body = Awaited<ReturnType<typeof multipartBodies>>[number];

/** POSTs a ready body over a kept-alive connection; answers status and text. */
function post(agent: Agent, url: string, body: Body, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': body.type, 'content-length': String(body.body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body.body);
  });
}

async function uploadAll(agent: Agent, base: string, token: string, bodies: Body[], pid: number) {
  return timed(
    () =>
      pooled(bodies, async (b) => {
        const res = await post(agent, `${base}/api/documents/upload`, b, { authorization: `Bearer ${token}` });
        if (res.status !== 201) throw new Error(`upload ${b.name}: ${res.status} ${res.text}`);
        return (JSON.parse(res.text) as { document: { id: number } }).document.id;
      }),
    () => cpuMsOf(pid),
  );
}

/**
 * The transport's own ceiling: the same bodies POSTed, as the API gets them, to a process that
 * reads and discards them. No store can be faster than this through HTTP on this machine.
 */
async function discardingServer(port: number) {
  const script = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end('{}')); }).listen(${port}, '127.0.0.1', () => console.log('up'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ready) => child.stdout.once('data', ready));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid as number, stop: () => child.kill() };
}

/**
 * The least a durable upload can do here: a bare server that parses the multipart body, streams
 * the file to an fsynced staging file and renames it (support/bare-upload-server.ts).
 */
async function bareUploadServer(port: number) {
  const folder = mkdtempSync(join(tmpdir(), 'tms-bench-bare-'));
  const child = spawn(resolve(import.meta.dirname, '../node_modules/.bin/tsx'), ['support/bare-upload-server.ts'], {
    cwd: import.meta.dirname,
    env: { ...process.env, BARE_PORT: String(port), BARE_FOLDER: folder },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready) => child.stdout.once('data', ready));
  // tsx runs the script in a child of its own; the CPU is read from that process.
  const pid = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0]);
  return { url: `http://127.0.0.1:${port}/`, pid: pid || (child.pid as number), stop: () => child.kill() };
}

/**
 * A bare script doing the merge with pdf-lib: it reads the same files from disk, copies the PDFs'
 * pages, puts each image on a Letter page, and writes the result to disk.
 */
async function bareMerge(files: BenchFile[], dir: string) {
  const out = await PDFDocument.create();
  for (const [i, f] of files.entries()) {
    const data = await readFile(join(dir, `${i}-${f.name}`));
    if (f.type === 'application/pdf') {
      const src = await PDFDocument.load(data);
      for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
    } else {
      const image = f.type === 'image/png' ? await out.embedPng(data) : await out.embedJpg(data);
      const scale = Math.min(576 / image.width, 756 / image.height);
      out.addPage([612, 792]).drawImage(image, {
        x: 18,
        y: 18,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
  }
  await writeFile(join(dir, 'merged.pdf'), await out.save());
}

async function apiMerge(base: string, token: string, ids: number[], pid: number) {
  return timed(
    async () => {
      const res = await fetch(`${base}/api/documents/merge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ document_ids: ids, output_filename: 'bench' }),
      });
      if (res.status !== 200) throw new Error(`merge: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return Number(res.headers.get('x-page-count'));
    },
    () => cpuMsOf(pid),
  );
}

/** Runs the steps of one run in an order that turns each run, so no side always goes first. */
async function inTurns(run: number, steps: (() => Promise<void>)[]) {
  for (let k = 0; k < steps.length; k++) await (steps[(run + k) % steps.length] as () => Promise<void>)();
}

const files = await benchFiles();
const bodies = await multipartBodies(files);
const totalBytes = files.reduce((sum, f) => sum + f.data.length, 0);
const loadBefore = loadavg()[0] ?? 0;
const server = await startServer(PORT);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
try {
  const token = await demoAccessToken(server.base);

  const discard = await discardingServer(PORT + 1);
  const bareServer = await bareUploadServer(PORT + 2);
  await uploadAll(agent, server.base, token, bodies.slice(0, 4), server.pid); // warm-up
  await pooled(bodies, (b) => post(agent, discard.url, b));
  await pooled(bodies, (b) => post(agent, bareServer.url, b));
  type Timing = { ms: number; cpuMs: number };
  // The same 20 uploads with a file of about 1 KB each: what every upload costs whatever its size.
  const tiny = await multipartBodies(await tinyBenchFiles(files));
  const tinyUploads: Timing[] = [];
  const uploads: Timing[] = [];
  const raw: Timing[] = [];
  const posts: Timing[] = [];
  const bareUploads: Timing[] = [];
  let ids: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    await inTurns(r, [
      async () => {
        raw.push(await rawWrite(files));
      },
      async () => {
        posts.push(
          await timed(
            () => pooled(bodies, (b) => post(agent, discard.url, b)),
            () => cpuMsOf(discard.pid),
          ),
        );
      },
      async () => {
        const run = await uploadAll(agent, server.base, token, bodies, server.pid);
        uploads.push(run);
        ids = run.result;
      },
      async () => {
        tinyUploads.push(await uploadAll(agent, server.base, token, tiny, server.pid));
      },
      async () => {
        bareUploads.push(
          await timed(
            () => pooled(bodies, (b) => post(agent, bareServer.url, b)),
            () => cpuMsOf(bareServer.pid),
          ),
        );
      },
    ]);
  }
  discard.stop();
  bareServer.stop();

  const merges: Timing[] = [];
  const bare: Timing[] = [];
  let pages = 0;
  const dir = mkdtempSync(join(tmpdir(), 'tms-bench-merge-'));
  for (const [i, f] of files.entries()) await writeFile(join(dir, `${i}-${f.name}`), f.data);
  await bareMerge(files, dir); // warm-up
  await apiMerge(server.base, token, ids, server.pid);
  for (let r = 0; r < RUNS; r++) {
    await inTurns(r, [
      async () => {
        bare.push(await timed(() => bareMerge(files, dir)));
      },
      async () => {
        const run = await apiMerge(server.base, token, ids, server.pid);
        pages = run.result;
        merges.push(run);
      },
    ]);
  }
  rmSync(dir, { recursive: true, force: true });

  const wall = (t: Timing[]) => median(t.map((x) => x.ms));
  const cpu = (t: Timing[]) => median(t.map((x) => x.cpuMs));
  const rate = (t: Timing[]) => mb(totalBytes) / (wall(t) / 1000);
  const uploadRatio = rate(uploads) / rate(raw);
  const mergeRatio = wall(merges) / wall(bare);
  const mergeCpuRatio = cpu(merges) / cpu(bare);
  console.log(
    `\n${CONCURRENCY} at a time; 20 files, ${mb(totalBytes).toFixed(1)} MB (${files.filter((f) => f.type === 'application/pdf').length} PDFs, ` +
      `${files.filter((f) => f.type !== 'application/pdf').length} images); median of ${RUNS} runs; database: ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; load average ${loadBefore.toFixed(1)} before, ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} after, on ${navigator.hardwareConcurrency} cores`,
  );
  const row = (t: Timing, mbps: string, cpuOf: string) => ({ 'MB/s': mbps, ms: Math.round(t.ms), 'CPU ms': cpuOf });
  console.table({
    'upload through the API': row(
      { ms: wall(uploads), cpuMs: 0 },
      rate(uploads).toFixed(1),
      `${cpu(uploads)} (server)`,
    ),
    'upload of 20 files of 1 KB (fixed cost)': row(
      { ms: wall(tinyUploads), cpuMs: 0 },
      '',
      `${cpu(tinyUploads)} (server)`,
    ),
    'raw disk write (fsync)': row({ ms: wall(raw), cpuMs: 0 }, rate(raw).toFixed(1), `${Math.round(cpu(raw))}`),
    'HTTP POST, discarded (transport ceiling)': row(
      { ms: wall(posts), cpuMs: 0 },
      rate(posts).toFixed(1),
      `${cpu(posts)} (receiver)`,
    ),
    'bare upload (parse, fsync, rename; no database)': row(
      { ms: wall(bareUploads), cpuMs: 0 },
      rate(bareUploads).toFixed(1),
      `${cpu(bareUploads)} (server)`,
    ),
    'merge through the API': row({ ms: wall(merges), cpuMs: 0 }, '', `${cpu(merges)} (server)`),
    'bare pdf-lib merge': row({ ms: wall(bare), cpuMs: 0 }, '', `${Math.round(cpu(bare))}`),
  });
  console.log(`merged pages: ${pages}`);
  console.log(
    `upload : raw write = ${uploadRatio.toFixed(2)} (target >= 0.50) ${uploadRatio >= 0.5 ? 'MET' : 'NOT MET'}; ` +
      `transport ceiling : raw write = ${(rate(posts) / rate(raw)).toFixed(2)}; ` +
      `bare upload : raw write = ${(rate(bareUploads) / rate(raw)).toFixed(2)}; ` +
      `upload : bare upload = ${(rate(uploads) / rate(bareUploads)).toFixed(2)}`,
  );
  console.log(
    `merge : bare merge = ${mergeRatio.toFixed(2)}x wall, ${mergeCpuRatio.toFixed(2)}x CPU (target <= 1.50x) ` +
      `${mergeRatio <= 1.5 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  agent.destroy();
  await server.stop();
}
