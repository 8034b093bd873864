// Truck positions at a fleet's scale: 500 trucks reporting one point a minute for BENCH_DAYS days
// (7 by default: 5 million rows; a year at this rate is 260 million). Times the service calls the
// map and a truck's page make, in this process, on the same database:
//   - GET /api/trucks/positions/latest: each of the 500 trucks' newest point, driver and load
//     (target < 50 ms);
//   - GET /api/trucks/{id}/positions for one truck's day, 1,440 points (target < 100 ms).
// Median and p95 of BENCH_RUNS (30) calls each, after two warm-up calls. BENCH_DATABASE_URL names a
// PostgreSQL server to make a fresh database on (dropped afterwards); without it the embedded
// database is used. Exits 1 when a median misses its target.

import { createTruckPositionsService } from '../apps/api/src/modules/truck-positions/truck-positions.service';
import { openBenchDatabase } from './support/bench-database';
import { benchCtx, timeCalls } from './support/service-timing';

const TRUCKS = 500;
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGETS = { latest: 50, day: 100 } as const;

/** A company with 500 trucks, a driver on each, and their trails ending now (straight lines across Texas). */
async function generate(sql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) {
  const [company] = (
    await sql(`insert into companies (name, alias, country) values ('Bench Freight', 'BF', 'US') returning id`)
  ).rows as { id: number }[];
  const companyId = company!.id;
  await sql(`insert into trucks (company_id, unit_number) select $1, 'T' || g from generate_series(1, $2) g`, [
    companyId,
    TRUCKS,
  ]);
  await sql(
    `insert into drivers (company_id, first_name, last_name) select $1, 'Bench', 'Driver' || g from generate_series(1, $2) g`,
    [companyId, TRUCKS],
  );
  await sql(
    `insert into driver_equipment_assignments (company_id, driver_id, truck_id)
     select $1, d.id, t.id
       from (select id, row_number() over (order by id) n from drivers where company_id = $1) d
       join (select id, row_number() over (order by id) n from trucks where company_id = $1) t on t.n = d.n`,
    [companyId],
  );
  // One day at a time, so the embedded database never holds one enormous statement; every day
  // counts back from the same minute.
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  for (let day = 0; day < DAYS; day++) {
    await sql(
      `insert into truck_positions (company_id, truck_id, at, lat, lng, speed_mph, heading)
       select $1, t.id, $3::timestamptz - make_interval(mins => m + $2 * 1440),
              29 + (t.id % 50) * 0.1 + m * 0.0002, -104 + (t.id % 37) * 0.2 + m * 0.0003, 55 + (m % 10), (m % 360)
         from trucks t, generate_series(0, 1439) m
        where t.company_id = $1`,
      [companyId, day, end],
    );
  }
  await sql(
    `insert into truck_latest_positions (truck_id, company_id, at, lat, lng, speed_mph, heading)
     select distinct on (truck_id) truck_id, company_id, at, lat, lng, speed_mph, heading
       from truck_positions where company_id = $1 order by truck_id, at desc`,
    [companyId],
  );
  await sql('analyze');
  const trucks = (await sql('select id from trucks where company_id = $1 order by id', [companyId])).rows as {
    id: number;
  }[];
  return { companyId, truckIds: trucks.map((t) => t.id) };
}

const { database, drop } = await openBenchDatabase(4);
let failed = false;
try {
  await database.migrate();
  const started = performance.now();
  const { companyId, truckIds } = await generate(database.executeSql);
  const rows = (await database.executeSql('select count(*)::int n from truck_positions')).rows[0] as { n: number };
  console.log(
    `${rows.n.toLocaleString('en-US')} points generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const positions = createTruckPositionsService(database.db);
  const ctx = benchCtx(companyId);
  const latest = await timeCalls(RUNS, async () => {
    const answer = await positions.latest(ctx);
    if (answer.positions.length !== TRUCKS) throw new Error(`latest answered ${answer.positions.length} trucks`);
  });
  const DAY = 86_400_000;
  const day = await timeCalls(RUNS, async (i) => {
    const to = new Date(Date.now() - (i % DAYS) * DAY);
    const trail = await positions.trail(ctx, truckIds[(i * 37) % TRUCKS]!, { from: new Date(to.getTime() - DAY), to });
    if (trail.positions.length < 1400) throw new Error(`a day's trail had ${trail.positions.length} points`);
  });
  const rowsOut = [
    { call: 'latest positions, 500 trucks', ...latest, target: TARGETS.latest },
    { call: "one truck's day, 1,440 points", ...day, target: TARGETS.day },
  ].map((r) => {
    const ok = r.median < r.target;
    failed ||= !ok;
    return {
      call: r.call,
      'median ms': Number(r.median.toFixed(1)),
      'p95 ms': Number(r.p95.toFixed(1)),
      target: `< ${r.target} ms`,
      result: ok ? 'ok' : 'MISSED',
    };
  });
  console.log(
    `${TRUCKS} trucks x ${DAYS} days, one point a minute; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded'}`,
  );
  console.table(rowsOut);
} finally {
  await database.close();
  await drop();
}
if (failed) {
  console.error('A call missed its target.');
  process.exit(1);
}
