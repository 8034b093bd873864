// Fills DATABASE_URL (PostgreSQL) with 1,000,000 loads and their stops across 50 companies: the
// demo carrier Acme Freight (whose manager the benchmark signs in as) and 49 generated carriers,
// 20,000 loads each, with two stops per load, progress, and comments on a fifth of them.
// Set-based SQL (generate_series), one company per statement, so it runs in minutes.
import pg from 'pg';
import { startServer } from './support/server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (the generator writes a million loads).');
const PER_COMPANY = Number(process.env.BENCH_LOADS_PER_COMPANY ?? 20_000);
const COMPANIES = 50;

const client = new pg.Client({ connectionString: url });
await client.connect();
// Migrates and seeds the demo companies through the API's own start-up (the first start may
// outlast the server helper's health wait, so wait for the demo carrier itself).
const server = await startServer(Number(process.env.BENCH_PORT ?? 8096));
for (let i = 0; i < 600; i++) {
  const ready = await client
    .query(`select 1 from companies where name = 'Acme Freight'`)
    .then((r) => r.rowCount === 1)
    .catch(() => false);
  if (ready) break;
  await new Promise((r) => setTimeout(r, 500));
}
await server.stop();

const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await client.query<T>(text, values)).rows;
const started = performance.now();
try {
  const [acme] = await q<{ id: number }>(`select id from companies where name = 'Acme Freight'`);
  if (!acme) throw new Error('The demo seed did not run');
  const [done] = await q<{ n: string }>(`select count(*) n from loads where load_number like 'BN-%'`);
  if (Number(done!.n) > 0) {
    console.log(`Already generated: ${done!.n} bench loads.`);
  } else {
    const ids = [acme.id];
    for (let i = 1; i < COMPANIES; i++) {
      const [c] = await q<{ id: number }>(
        `insert into companies (name, alias, country, active, subscription_expires_at)
         values ($1, $2, 'US', true, current_date + 365) returning id`,
        [`Bench Carrier ${i}`, `BENCH${i}`],
      );
      ids.push(c!.id);
      await q(
        `insert into load_statuses (company_id, name, color, sort_order)
         select $1, name, '#64748b', ord * 10
         from unnest(array['Booked','Dispatched','In Transit','Delivered','Invoiced','Paid','Cancelled']) with ordinality s(name, ord)`,
        [c!.id],
      );
    }
    for (const [n, companyId] of ids.entries()) {
      await q(
        `insert into customers (company_id, name, mc_number)
         select $1, 'Bench Broker ' || g, (100000 + g)::text from generate_series(1, 20) g`,
        [companyId],
      );
      await q(
        `insert into drivers (company_id, first_name, last_name)
         select $1, 'Driver', 'Number ' || g from generate_series(1, 40) g`,
        [companyId],
      );
      await q(
        `with s as (select array_agg(id order by sort_order) a from load_statuses where company_id = $1),
              b as (select array_agg(id) a from customers where company_id = $1),
              d as (select array_agg(id) a from drivers where company_id = $1),
              u as (select array_agg(u.id) a from users u join user_roles r on r.user_id = u.id
                    where u.company_id = $1 and r.role_id = 3)
         insert into loads (company_id, load_number, broker_id, driver_id, dispatcher_id, status_id, processed,
           rate_booked, rate_dispatched, loaded_miles, empty_miles,
           first_pickup_date, first_pickup_city, first_pickup_state,
           last_delivery_date, last_delivery_city, last_delivery_state, created_at)
         select $1, 'BN-' || g, b.a[1 + g % 20], d.a[1 + (g * 7) % 40],
           case when u.a is null then null else u.a[1 + g % array_length(u.a, 1)] end,
           s.a[1 + (g * 13) % array_length(s.a, 1)], g % 3 = 0,
           (400 + (g * 37) % 3600)::numeric(12,2), ((400 + (g * 37) % 3600) * 0.75)::numeric(12,2),
           (150 + (g * 11) % 1800)::numeric(12,2), ((g * 5) % 120)::numeric(12,2),
           current_date - 365 + (g % 380), 'Dallas', 'TX', current_date - 363 + (g % 380), 'Atlanta', 'GA',
           now() - interval '1 hour' * ((g * 17) % 9000)
         from generate_series(1, $2::int) g, s, b, d, u`,
        [companyId, PER_COMPANY],
      );
      await q(
        `insert into load_events (company_id, load_id, event_order, event_type, event_date, location_city, location_state)
         select company_id, id, o, case o when 1 then 'pickup' else 'delivery' end,
           case o when 1 then first_pickup_date else last_delivery_date end,
           case o when 1 then first_pickup_city else last_delivery_city end,
           case o when 1 then first_pickup_state else last_delivery_state end
         from loads, generate_series(1, 2) o where company_id = $1 and load_number like 'BN-%'`,
        [companyId],
      );
      await q(
        `insert into load_progress (company_id, load_id, pickup_details_entered, delivery_details_entered,
           events_entered, rate_cargo_entered, is_complete, completion_percentage, next_step)
         select company_id, id, true, true, true, true, true, 100, 'complete'
         from loads where company_id = $1 and load_number like 'BN-%'`,
        [companyId],
      );
      await q(
        `insert into load_comments (company_id, load_id, text)
         select company_id, id, 'Check call ' || c from loads, generate_series(1, 2) c
         where company_id = $1 and load_number like 'BN-%' and id % 5 = 0`,
        [companyId],
      );
      process.stdout.write(`\r${n + 1}/${ids.length} companies`);
    }
    process.stdout.write('\n');
    await q('analyze');
  }
  const [count] = await q<{ n: string }>('select count(*) n from loads');
  const [events] = await q<{ n: string }>('select count(*) n from load_events');
  console.log(
    `${count!.n} loads, ${events!.n} events in the database (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  await client.end();
}
