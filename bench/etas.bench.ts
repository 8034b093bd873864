// Every load on the road's ETA in one call (GET /api/tracking/etas, the board's and track and
// trace's) for a company of 500 trucks on the road: each truck's newest position, its driver's 10
// days of duty status (15 changes a day: the clocks of all 500 drivers are read), and a load in
// transit with three stops, the first one completed. Times the service call in process: the one
// statement for the loads, stops and positions, the drivers' clocks, and the estimate and ETA of
// each. Median and p95 of BENCH_RUNS (20) after two warm-up calls. Target: < 200 ms.
// BENCH_DATABASE_URL names a PostgreSQL server to make a fresh database on (dropped afterwards);
// without it the embedded database is used. Exits 1 when the median misses.
import { readCompany } from '../apps/api/src/db/tenancy';
import { driveMinutesLeft } from '../apps/api/src/modules/hos/hos.service';
import { loadsOnTheRoad } from '../apps/api/src/modules/tracking/tracking.repo';
import { createTrackingService } from '../apps/api/src/modules/tracking/tracking.service';
import { openBenchDatabase } from './support/bench-database';
import { benchCtx, timeCalls } from './support/service-timing';

const TRUCKS = 500;
const DAYS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 200;

/** One day's duty changes as minutes after the day's start and status: 15 a day (as hos.bench.ts). */
const DAY_PLAN = `(values (0, 'sleeper_berth'), (600, 'on_duty'), (630, 'driving'), (870, 'off_duty'),
  (900, 'driving'), (1020, 'on_duty'), (1080, 'driving'), (1200, 'off_duty'), (1215, 'on_duty'),
  (1230, 'driving'), (1290, 'on_duty'), (1305, 'driving'), (1335, 'off_duty'), (1380, 'on_duty'),
  (1410, 'off_duty')) as plan(minute, status)`;

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The company: trucks and drivers paired, their logs and positions, and a load in transit each. */
async function generate(sql: Sql) {
  const one = async (text: string, values?: unknown[]) => (await sql(text, values)).rows[0] as { id: number };
  const companyId = (
    await one(`insert into companies (name, alias, country) values ('Bench Freight', 'BF', 'US') returning id`)
  ).id;
  const args = [companyId, TRUCKS];
  await sql(`insert into trucks (company_id, unit_number) select $1, 'T' || g from generate_series(1, $2) g`, args);
  await sql(
    `insert into drivers (company_id, first_name, last_name) select $1, 'Bench', 'Driver' || g from generate_series(1, $2) g`,
    args,
  );
  await sql(
    `insert into driver_equipment_assignments (company_id, driver_id, truck_id)
     select $1, d.id, t.id
       from (select id, row_number() over (order by id) n from drivers where company_id = $1) d
       join (select id, row_number() over (order by id) n from trucks where company_id = $1) t on t.n = d.n`,
    [companyId],
  );
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  // Each driver's day starts at another hour, so the clocks differ from driver to driver.
  await sql(
    `insert into duty_status_events (company_id, driver_id, status, start_at, source)
     select $1, d.id, plan.status,
            $2::timestamptz - make_interval(days => ${DAYS}) - make_interval(hours => d.id % 24)
              + make_interval(days => day, mins => plan.minute), 'demo'
       from drivers d, generate_series(0, ${DAYS - 1}) day, ${DAY_PLAN}
      where d.company_id = $1
        and $2::timestamptz - make_interval(days => ${DAYS}) - make_interval(hours => d.id % 24)
              + make_interval(days => day, mins => plan.minute) < $2::timestamptz`,
    [companyId, now],
  );
  await sql(
    `insert into truck_latest_positions (truck_id, company_id, at, lat, lng, speed_mph, heading)
     select id, $1, $2::timestamptz - make_interval(mins => id % 40), 29 + (id % 50) * 0.1, -104 + (id % 37) * 0.2, 60, 90
       from trucks where company_id = $1`,
    [companyId, now],
  );
  const status = await one(
    `insert into load_statuses (company_id, name, meaning, stage) values ($1, 'In Transit', 'open', 'in_transit') returning id`,
    [companyId],
  );
  const broker = await one(`insert into customers (company_id, name) values ($1, 'Bench Broker') returning id`, [
    companyId,
  ]);
  await sql(
    `insert into loads (company_id, load_number, broker_id, status_id, driver_id)
     select $1, 'B' || id, $2, $3, id from drivers where company_id = $1`,
    [companyId, broker.id, status.id],
  );
  // Three stops a load: the pickup done; the next one a day away, within hours of its window.
  await sql(
    `insert into load_events (company_id, load_id, event_order, event_type, event_date, location_city, location_state,
                              location_lat, location_long, appointment_time_lower, appointment_time_higher, is_completed)
     select $1, l.id, n, case when n = 1 then 'pickup' else 'delivery' end, current_date, 'Town', 'TX',
            31 + (l.id % 40) * 0.1 + n, -100 + (l.id % 30) * 0.2 + n,
            $2::timestamptz + make_interval(hours => n * 6 + l.id % 12), $2::timestamptz + make_interval(hours => n * 6 + l.id % 12 + 2),
            n = 1
       from loads l, generate_series(1, 3) n
      where l.company_id = $1`,
    [companyId, now],
  );
  await sql('analyze');
  return companyId;
}

const { database, drop } = await openBenchDatabase(4);
let failed = false;
try {
  await database.migrate();
  const companyId = await generate(database.executeSql);
  const events = (await database.executeSql('select count(*)::int n from duty_status_events')).rows[0] as { n: number };
  const tracking = createTrackingService(database.db);
  const ctx = benchCtx(companyId);
  const states = new Map<string, number>();
  const { median, p95 } = await timeCalls(RUNS, async () => {
    const { etas } = await tracking.etas(ctx, {});
    if (etas.length !== TRUCKS) throw new Error(`ETAs of ${etas.length} loads`);
    states.clear();
    for (const e of etas) states.set(e.state, (states.get(e.state) ?? 0) + 1);
  });
  // Its two reads alone: where the time goes.
  const read = await timeCalls(RUNS, () => readCompany(database.db, ctx, (tx) => loadsOnTheRoad(tx, { companyId })));
  const driverIds = Array.from({ length: TRUCKS }, (_, i) => i + 1);
  const clocks = await timeCalls(RUNS, () =>
    readCompany(database.db, ctx, (tx) => driveMinutesLeft(tx, companyId, driverIds, new Date())),
  );
  failed = median >= TARGET_MS;
  console.log(
    `${TRUCKS} loads on the road, ${events.n.toLocaleString('en-US')} duty status events; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded'}; states: ${JSON.stringify(Object.fromEntries(states))}`,
  );
  console.table([
    {
      call: 'ETAs of every load on the road',
      'median ms': Number(median.toFixed(1)),
      'p95 ms': Number(p95.toFixed(1)),
      target: `< ${TARGET_MS} ms`,
      result: failed ? 'MISSED' : 'ok',
    },
    {
      call: '  of which the loads, stops and positions',
      'median ms': Number(read.median.toFixed(1)),
      'p95 ms': Number(read.p95.toFixed(1)),
    },
    {
      call: "  of which the drivers' clocks",
      'median ms': Number(clocks.median.toFixed(1)),
      'p95 ms': Number(clocks.p95.toFixed(1)),
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
