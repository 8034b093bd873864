// Every driver's hours-of-service clocks in one call (GET /api/hos/clocks, the dashboard's) for a
// company of 500 drivers with 8 days of duty status each (about 15 events a day: a sleeper rest,
// pre-trip, driving split by a break, a stop, more driving, off duty), plus two older days the
// clocks read back to find the cycle's start. Times the service call in process: the events' read
// and the engine for every driver. Median and p95 of BENCH_RUNS (20) after two warm-up calls.
// Target: < 200 ms. BENCH_DATABASE_URL names a PostgreSQL server to make a fresh database on
// (dropped afterwards); without it the embedded database is used. Exits 1 when the median misses.
import { createHosService } from '../apps/api/src/modules/hos/hos.service';
import { openBenchDatabase } from './support/bench-database';
import { benchCtx, timeCalls } from './support/service-timing';

const DRIVERS = 500;
const DAYS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 200;
const MINUTE = 60_000;

/** One day's duty changes as [minutes after the day's start, status]: 15 a day. */
const DAY_PLAN: [number, string][] = [
  [0, 'sleeper_berth'],
  [600, 'on_duty'],
  [630, 'driving'],
  [870, 'off_duty'],
  [900, 'driving'],
  [1020, 'on_duty'],
  [1080, 'driving'],
  [1200, 'off_duty'],
  [1215, 'on_duty'],
  [1230, 'driving'],
  [1290, 'on_duty'],
  [1305, 'driving'],
  [1335, 'off_duty'],
  [1380, 'on_duty'],
  [1410, 'off_duty'],
];

function eventsFor(companyId: number, driverId: number, end: number) {
  // Each driver's day starts at another hour, so the dashboard sees every status at once.
  const start = end - DAYS * 1440 * MINUTE - (driverId % 24) * 60 * MINUTE;
  return Array.from({ length: DAYS }, (_, day) =>
    DAY_PLAN.map(([minute, status]) => ({
      company_id: companyId,
      driver_id: driverId,
      status,
      start_at: new Date(start + (day * 1440 + minute) * MINUTE).toISOString(),
      source: 'demo',
    })),
  )
    .flat()
    .filter((e) => Date.parse(e.start_at) < end);
}

const { database, drop } = await openBenchDatabase(4);
let failed = false;
try {
  await database.migrate();
  const sql = database.executeSql;
  const [company] = (
    await sql(`insert into companies (name, alias, country) values ('Bench Freight', 'BF', 'US') returning id`)
  ).rows as { id: number }[];
  const companyId = company!.id;
  const drivers = (
    await sql(
      `insert into drivers (company_id, first_name, last_name)
       select $1, 'Bench', 'Driver' || g from generate_series(1, $2) g returning id`,
      [companyId, DRIVERS],
    )
  ).rows as { id: number }[];
  const end = Date.now();
  const rows = drivers.flatMap((d) => eventsFor(companyId, d.id, end));
  for (let i = 0; i < rows.length; i += 20_000)
    await sql(
      `insert into duty_status_events (company_id, driver_id, status, start_at, source)
       select company_id, driver_id, status, start_at, source from json_populate_recordset(null::duty_status_events, $1::json)`,
      [JSON.stringify(rows.slice(i, i + 20_000))],
    );
  await sql('analyze');

  const hos = createHosService(database.db);
  const ctx = benchCtx(companyId);
  const { median, p95 } = await timeCalls(RUNS, async () => {
    const { clocks } = await hos.allClocks(ctx);
    if (clocks.length !== DRIVERS) throw new Error(`clocks for ${clocks.length} drivers`);
  });
  failed = median >= TARGET_MS;
  console.log(
    `${DRIVERS} drivers, ${rows.length.toLocaleString('en-US')} duty status events over ${DAYS} days; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table([
    {
      call: "every driver's clocks",
      'median ms': Number(median.toFixed(1)),
      'p95 ms': Number(p95.toFixed(1)),
      target: `< ${TARGET_MS} ms`,
      result: failed ? 'MISSED' : 'ok',
    },
  ]);
} finally {
  await database.close();
  await drop();
}
if (failed) {
  console.error('The call missed its target.');
  process.exit(1);
}
