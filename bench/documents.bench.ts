// Documents through the API against the bare work underneath, on the built API (npm run build -w
// @tms/api): upload throughput of 20 mixed PDFs and images beside a raw disk write of the same
// bytes (target >= 0.5), and merging those 20 into one PDF beside pdf-lib doing the same in this
// process (target <= 1.5x). Both writes are durable (fsync), as the store's are, and both send
// BENCH_CONCURRENCY files at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
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

/** pdf-lib alone: the same files, PDFs copied and images on a Letter page each. */
async function bareMerge(files: BenchFile[]) {
  const out = await PDFDocument.create();
  for (const f of files) {
    if (f.type === 'application/pdf') {
      const src = await PDFDocument.load(f.data);
      for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
    } else {
      const image = f.type === 'image/png' ? await out.embedPng(f.data) : await out.embedJpg(f.data);
      const scale = Math.min(576 / image.width, 756 / image.height);
      out
        .addPage([612, 792])
        .drawImage(image, { x: 18, y: 18, width: image.width * scale, height: image.height * scale });
    }
  }
  return out.save();
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
  let ids: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    raw.push(await rawWrite(files));
    const run = await uploadAll(server.base, token, files);
    uploads.push(run.ms);
    ids = run.ids;
  }

  const merges: number[] = [];
  const bare: number[] = [];
  let pages = 0;
  await bareMerge(files); // warm-up
  for (let r = 0; r < RUNS; r++) {
    bare.push((await timed(() => bareMerge(files))).ms);
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

  const uploadRate = mb(totalBytes) / (median(uploads) / 1000);
  const rawRate = mb(totalBytes) / (median(raw) / 1000);
  const uploadRatio = uploadRate / rawRate;
  const mergeRatio = median(merges) / median(bare);
  console.log(
    `\n${CONCURRENCY} at a time; 20 files, ${mb(totalBytes).toFixed(1)} MB (${files.filter((f) => f.type === 'application/pdf').length} PDFs, ` +
      `${files.filter((f) => f.type !== 'application/pdf').length} images); median of ${RUNS} runs; database: ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table({
    'upload through the API': { 'MB/s': uploadRate.toFixed(1), ms: Math.round(median(uploads)) },
    'raw disk write': { 'MB/s': rawRate.toFixed(1), ms: Math.round(median(raw)) },
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
