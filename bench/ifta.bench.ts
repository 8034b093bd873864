// A quarter's IFTA return (GET /api/ifta/report) for a fleet of 100 trucks with one position a
// minute: 92 days x 1,440 minutes x 100 trucks = 13.2 million positions, each truck driving up and
// down a 276-mile line (about 69 mph) across a state border, and a diesel purchase every other day.
// Times the service call in process: every position streamed, split by jurisdiction at the
// borders, the fuel, the rates and the arithmetic. Median of BENCH_RUNS (3) after two warm-up calls.
// Target: < 30 s. BENCH_DATABASE_URL names a PostgreSQL server to make a fresh database on (dropped
// afterwards); without it the embedded database is used. Exits 1 when the median misses.
import { createIftaService } from '../apps/api/src/modules/ifta/ifta.service';
import { openBenchDatabase } from './support/bench-database';
import { benchCtx, timeCalls } from './support/service-timing';

const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 100);
const DAYS = 92;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 30_000;
const QUARTER = { year: 2026, quarter: 3 } as const;

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

async function generate(sql: Sql) {
  const one = async (text: string, values?: unknown[]) => (await sql(text, values)).rows[0] as { id: number };
  const companyId = (
    await one(
      `insert into companies (name, alias, country, time_zone) values ('Bench Freight', 'BF', 'US', 'UTC') returning id`,
    )
  ).id;
  await sql(`insert into trucks (company_id, unit_number) select $1, 'T' || g from generate_series(1, $2) g`, [
    companyId,
    TRUCKS,
  ]);
  // Each truck on its own meridian from -104 to -78, between 34.5 and 38.5 degrees north: a
  // triangle wave of eight hours, offset per truck, crosses the line at 37 (KS/OK, MO/AR, KY/TN...).
  await sql(
    `insert into truck_positions (company_id, truck_id, at, lat, lng)
     select $1, t.id, '2026-07-01T00:00:00Z'::timestamptz + make_interval(mins => m),
            34.5 + 4.0 * abs(((m + t.id * 37) % 480) / 240.0 - 1), -104 + (t.id % 30) * 0.9
       from trucks t, generate_series(0, ${DAYS * 1440 - 1}) m
      where t.company_id = $1`,
    [companyId],
  );
  await sql(
    `insert into fuel_transactions (company_id, truck_id, transaction_date, location_state, purchased_item, item_category,
                                    unit_quantity, price_per_unit, total_amount)
     select $1, t.id, date '2026-07-01' + d, case when d % 4 = 0 then 'KS' else 'OK' end, 'ULSD', 'fuel', 230.5, 3.8, 875.90
       from trucks t, generate_series(0, ${DAYS - 1}, 2) d
      where t.company_id = $1`,
    [companyId],
  );
  await sql('analyze');
  return companyId;
}

const { database, drop } = await openBenchDatabase(4);
let failed = false;
try {
  await database.migrate();
  const started = Date.now();
  const companyId = await generate(database.executeSql);
  const count = (await database.executeSql('select count(*)::int n from truck_positions')).rows[0] as { n: number };
  console.log(
    `${count.n.toLocaleString('en-US')} positions written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const ifta = createIftaService(database.db);
  const ctx = benchCtx(companyId);
  let miles = '';
  const { median, p95 } = await timeCalls(RUNS, async () => {
    const r = await ifta.report(ctx, QUARTER, new Date('2026-11-30T00:00:00Z'));
    miles = `${r.totals.total_miles} miles in ${r.jurisdictions.length} jurisdictions, MPG ${r.fleet_mpg}`;
  });
  failed = median >= TARGET_MS;
  console.log(
    `${TRUCKS} trucks, a quarter; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${miles}`,
  );
  console.table([
    {
      call: "A quarter's IFTA return",
      'median ms': Math.round(median),
      'p95 ms': Math.round(p95),
      target: `< ${TARGET_MS} ms`,
      result: failed ? 'MISSED' : 'ok',
    },
  ]);
} finally {
  await database.close();
  await drop();
}
process.exit(failed ? 1 : 0);
