// A 100,000-row fuel-card file imported through the API (parse, map, match, duplicate check,
// one all-or-nothing batch) beside PostgreSQL's COPY of the same rows into the same table, on the
// built API (npm run build -w @tms/api) and PostgreSQL (BENCH_DATABASE_URL, a server the bench may
// create a database on). Targets: API time <= 3x COPY time, API peak memory <= 256 MB. BENCH_NODE_ARGS
// adds flags to the API process (profiling).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { demoAccessToken, startServer } from './support/server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HEADER =
  'Card #,Tran Date,Invoice,Unit,Driver Name,Odometer,Location Name,City,State/ Prov,Fees,Item,Unit Price,Qty,Amt,DB,Currency';

function efsFile(n: number) {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const qty = 50 + (i % 50);
    const cents = qty * 3599; // 3.599 per gallon, quantity whole: exact cents = qty * 359.9
    lines.push(
      `*0541,3/${(i % 28) + 1}/2025,B${i},685,BENCH DRIVER,,PLAZA ${i % 90},TULSA,OK,0.00,ULSD,3.599,${qty}.000,${(cents / 10).toFixed(2)},N,USD/Gallons`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};
const peakMb = (pid: number) => statusMb(pid, 'VmHWM');

const name = `tms_bench_fuel_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const dir = mkdtempSync(join(tmpdir(), 'tms-bench-fuel-'));
// The demo seed runs in its own process (BENCH_SEED_IN_SERVER=1 has the server seed at start, as
// `npm start` does on a first run): its own peak is no part of the API's import.
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 8097),
  { DATABASE_URL: url.toString() },
  { seedFirst: process.env.BENCH_SEED_IN_SERVER !== '1' },
);
try {
  const token = await demoAccessToken(server.base, 'accountant@acme.test');
  const file = efsFile(ROWS);
  const before = peakMb(server.pid!);
  const resident = statusMb(server.pid!, 'VmRSS');
  const form = new FormData();
  form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${server.base}/api/fuel-transactions/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const apiMs = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const apiPeak = peakMb(server.pid!);

  // The same rows as the table stores them (a batch of their own, the importing user, the card hint,
  // a 64-character natural key), copied by psql into the same table.
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query('select company_id, created_by from fuel_import_batches limit 1');
  const companyId = rows[0].company_id as number;
  const userId = rows[0].created_by as number;
  const { rows: copyBatch } = await db.query(
    `insert into fuel_import_batches (company_id, file_name, file_sha256, layout, row_count, duplicate_count,
       matched_count, total_quantity, total_amount, created_by)
     values ($1, 'copy.csv', 'copy', 'EFS (16 columns)', $2, 0, 0, 0, 0, $3) returning id`,
    [companyId, ROWS, userId],
  );
  const batchId = copyBatch[0].id as number;
  const csv: string[] = [];
  const bare: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const qty = 50 + (i % 50);
    const values = `2025-03-${String((i % 28) + 1).padStart(2, '0')},C${i},685,BENCH DRIVER,PLAZA ${i % 90},TULSA,OK,US,ULSD,fuel,${qty}.000,3.5990,${((qty * 3599) / 10).toFixed(2)},0.00`;
    csv.push(
      `${companyId},${batchId},${userId},*0541,import,${values},${createHash('sha256').update(`copy-${i}`).digest('hex')}`,
    );
    bare.push(`${companyId},import,${values},bare-${i}`);
  }
  const copyFile = join(dir, 'copy.csv');
  const bareFile = join(dir, 'bare.csv');
  writeFileSync(copyFile, `${csv.join('\n')}\n`);
  writeFileSync(bareFile, `${bare.join('\n')}\n`);
  await db.end();
  const columns =
    'transaction_date, transaction_reference, truck_unit_number, driver_name, location, location_city, location_state, location_country, purchased_item, item_category, unit_quantity, price_per_unit, total_amount, surcharge_amount, natural_key';
  // Earlier runs' baseline, for comparison: the rows without their batch, user and card hint (no
  // check of those two keys per row), in a transaction rolled back so the table stays as it was.
  const bareStarted = performance.now();
  execFileSync('psql', [url.toString(), '-q'], {
    input: `begin;\n\\copy fuel_transactions (company_id, source_type, ${columns}) from '${bareFile}' csv\nrollback;\n`,
  });
  const bareMs = performance.now() - bareStarted;
  const copyStarted = performance.now();
  execFileSync('psql', [
    url.toString(),
    '-qc',
    `\\copy fuel_transactions (company_id, import_batch_id, created_by, card_hint, source_type, ${columns}) from '${copyFile}' csv`,
  ]);
  const copyMs = performance.now() - copyStarted;
  const ratio = apiMs / copyMs;
  console.log(`rows: ${ROWS}`);
  console.log(
    `API import: ${(apiMs / 1000).toFixed(2)} s, peak API memory ${apiPeak.toFixed(0)} MB (before: peak ${before.toFixed(0)} MB, resident ${resident.toFixed(0)} MB)`,
  );
  console.log(`COPY:       ${(copyMs / 1000).toFixed(2)} s`);
  console.log(
    `COPY without batch, user and card hint (earlier baseline): ${(bareMs / 1000).toFixed(2)} s, ratio ${(apiMs / bareMs).toFixed(2)}x`,
  );
  console.log(
    `ratio: ${ratio.toFixed(2)}x (target <= 3)  memory: ${apiPeak <= 256 ? 'ok' : 'over'} (target <= 256 MB)`,
  );
  process.exitCode = ratio <= 3 && apiPeak <= 256 ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
