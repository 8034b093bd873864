// Documents through the API against the bare work underneath, on the built API (npm run build -w
// @tms/api): upload throughput of 20 mixed PDFs and images beside a raw disk write of the same
// bytes (target >= 0.5), and merging those 20 into one PDF beside pdf-lib doing the same in this
// process (target <= 1.5x). Both writes are durable (fsync), as the store's are, and both send
// BENCH_CONCURRENCY files at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { type BenchFile, benchFiles } from './support/document-fixtures';
import { startServer } from './support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => bytes / (1024 * 1024);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
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
    const { ms } = await timed(() =>
      pooled(files, async (f, i) => {
        const file = await open(join(dir, `${i}-${f.name}`), 'w');
        await file.writeFile(f.data);
        await file.sync();
        await file.close();
      }),
    );
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uploadAll(base: string, token: string, files: BenchFile[]) {
  const { ms, result: ids } = await timed(() =>
    pooled(files, async (f) => {
      const form = new FormData();
      form.set('document_type', 'other');
      form.set('category', 'company');
      form.set('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const res = await fetch(`${base}/api/documents/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${f.name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { document: { id: number } }).document.id;
    }),
  );
  return { ms, ids };
}

/**
 * The transport's own ceiling: the same files POSTed, as the API gets them, to a process that
 * reads and discards them. No store can be faster than this through HTTP on this machine.
 */
async function discardingServer(port: number) {
  const script = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end('{}')); }).listen(${port}, '127.0.0.1', () => console.log('up'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ready) => child.stdout.once('data', ready));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function postAll(base: string, files: BenchFile[]) {
  const { ms } = await timed(() =>
    pooled(files, async (f) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      await (await fetch(base, { method: 'POST', body: form })).text();
    }),
  );
  return ms;
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

const files = await benchFiles();
const totalBytes = files.reduce((sum, f) => sum + f.data.length, 0);
const server = await startServer(Number(process.env.BENCH_PORT ?? 8096));
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'manager@acme.test', password: 'DemoPass123' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };

  await uploadAll(server.base, token, files.slice(0, 2)); // warm-up
  const uploads: number[] = [];
  const raw: number[] = [];
  const posts: number[] = [];
  const discard = await discardingServer(Number(process.env.BENCH_PORT ?? 8096) + 1);
  let ids: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    raw.push(await rawWrite(files));
    posts.push(await postAll(discard.base, files));
    const run = await uploadAll(server.base, token, files);
    uploads.push(run.ms);
    ids = run.ids;
  }
  discard.stop();

  const merges: number[] = [];
  const bare: number[] = [];
  let pages = 0;
  const dir = mkdtempSync(join(tmpdir(), 'tms-bench-merge-'));
  for (const [i, f] of files.entries()) await writeFile(join(dir, `${i}-${f.name}`), f.data);
  await bareMerge(files, dir); // warm-up
  for (let r = 0; r < RUNS; r++) {
    bare.push((await timed(() => bareMerge(files, dir))).ms);
    const merged = await timed(async () => {
      const res = await fetch(`${server.base}/api/documents/merge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ document_ids: ids, output_filename: 'bench' }),
      });
      if (res.status !== 200) throw new Error(`merge: ${res.status} ${await res.text()}`);
      pages = Number(res.headers.get('x-page-count'));
      return res.arrayBuffer();
    });
    merges.push(merged.ms);
  }
  rmSync(dir, { recursive: true, force: true });

  const rate = (ms: number[]) => mb(totalBytes) / (median(ms) / 1000);
  const uploadRate = rate(uploads);
  const rawRate = rate(raw);
  const uploadRatio = uploadRate / rawRate;
  const mergeRatio = median(merges) / median(bare);
  console.log(
    `\n${CONCURRENCY} at a time; 20 files, ${mb(totalBytes).toFixed(1)} MB (${files.filter((f) => f.type === 'application/pdf').length} PDFs, ` +
      `${files.filter((f) => f.type !== 'application/pdf').length} images); median of ${RUNS} runs; database: ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table({
    'upload through the API': { 'MB/s': uploadRate.toFixed(1), ms: Math.round(median(uploads)) },
    'raw disk write (fsync)': { 'MB/s': rawRate.toFixed(1), ms: Math.round(median(raw)) },
    'HTTP POST, discarded (transport ceiling)': { 'MB/s': rate(posts).toFixed(1), ms: Math.round(median(posts)) },
    'merge through the API': { 'MB/s': '', ms: Math.round(median(merges)) },
    'bare pdf-lib merge': { 'MB/s': '', ms: Math.round(median(bare)) },
  });
  console.log(`merged pages: ${pages}`);
  console.log(
    `upload : raw write = ${uploadRatio.toFixed(2)} (target >= 0.50) ${uploadRatio >= 0.5 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `merge : bare merge = ${mergeRatio.toFixed(2)}x (target <= 1.50x) ${mergeRatio <= 1.5 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await server.stop();
}
