// Fills DATABASE_URL (PostgreSQL) with 1,000,000 loads and their stops across 50 companies: the
// demo carrier Acme Freight (whose manager the benchmark signs in as) and 49 generated carriers,
// 20,000 loads each, with two stops per load, progress, and comments on a fifth of them.
// Set-based SQL (generate_series), one company per statement, so it runs in minutes.
// Then what the dashboards read (analytics.bench.ts), in a second step that also runs on a database
// generated before it existed: owner-operators among the drivers, 40 trucks per company with an
// assignment history, team loads with a pay split, invoices and payments on the Invoiced and Paid
// loads, and completed stops with appointment windows (some deliveries late).
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

/** The generated drivers of a company (first name "Driver"), in order. */
const benchDrivers = `select id, row_number() over (order by id) rn from drivers
  where company_id = $1 and first_name = 'Driver' and last_name like 'Number %'`;

/**
 * What the dashboards read on a company's generated loads: every fourth driver an owner-operator;
 * 40 trucks, each driver on one truck until six months ago and on the next one since (so the
 * active-trucks and utilisation figures follow the assignment history); one load in 20 a team load
 * (the second driver the next one in the list; one in 40 split 60/40, the rest 50/50); Invoiced
 * and Paid loads invoiced 1 to 3 days after delivery, Paid ones paid 15 to 44 days later (not
 * after today); and on loads in transit or delivered, stops completed at 10:00 company time, one
 * delivery in ten a day late, one in three with an appointment window ending at 16:00.
 */
async function addDashboardFigures(companyId: number) {
  await q(
    `update drivers d set driver_type = 'owner_operator' from (${benchDrivers}) b
     where d.id = b.id and b.rn % 4 = 0`,
    [companyId],
  );
  await q(`insert into trucks (company_id, unit_number) select $1, 'BT-' || g from generate_series(1, 40) g`, [
    companyId,
  ]);
  await q(
    `with d as (${benchDrivers}),
       t as (select id, row_number() over (order by id) rn from trucks where company_id = $1 and unit_number like 'BT-%')
     insert into driver_equipment_assignments (company_id, driver_id, truck_id, is_active, assigned_at, unassigned_at)
     select $1, d.id, t.id, false, now() - interval '400 days', now() - interval '181 days' from d join t on t.rn = d.rn
     union all
     select $1, d.id, t.id, true, now() - interval '180 days', null from d join t on t.rn = d.rn % 40 + 1`,
    [companyId],
  );
  await q(
    `with d as (select array_agg(id order by id) a from (${benchDrivers}) b)
     update loads l set
       is_team_load = x.team,
       secondary_driver_id = case when x.team then d.a[1 + (x.g * 7 + 1) % 40] end,
       team_pay_split_primary = case when x.team and x.g % 40 = 0 then 60 end,
       team_pay_split_secondary = case when x.team and x.g % 40 = 0 then 40 end,
       invoice_number = case when x.invoiced then 1000000 + x.g end,
       invoice_date = case when x.invoiced then x.invoice_date end,
       invoice_terms = case when x.invoiced then 'Net 30' end,
       invoice_due_date = case when x.invoiced then x.invoice_date + 30 end,
       paid_date = case when x.paid and x.invoice_date + 15 + x.g % 30 <= current_date
         then x.invoice_date + 15 + x.g % 30 end,
       payment_reference = case when x.paid and x.invoice_date + 15 + x.g % 30 <= current_date
         then 'ACH ' || x.g end
     from d, (
       select l2.id, substr(l2.load_number, 4)::int g, substr(l2.load_number, 4)::int % 20 = 0 team,
         lower(s.name) in ('invoiced', 'paid') invoiced, lower(s.name) = 'paid' paid,
         l2.last_delivery_date + 1 + substr(l2.load_number, 4)::int % 3 invoice_date
       from loads l2 join load_statuses s on s.id = l2.status_id
       where l2.company_id = $1 and l2.load_number like 'BN-%') x
     where l.id = x.id`,
    [companyId],
  );
  await q(
    `update load_events e set is_completed = true,
       completed_at = ((e.event_date + time '10:00') + case when e.event_type = 'delivery' and e.load_id % 10 = 0
         then interval '1 day' else interval '0' end) at time zone c.time_zone,
       appointment_time_higher = case when e.load_id % 3 = 0 then (e.event_date + time '16:00') at time zone c.time_zone end
     from loads l join load_statuses s on s.id = l.status_id join companies c on c.id = l.company_id
     where e.load_id = l.id and e.company_id = $1 and l.company_id = $1 and l.load_number like 'BN-%'
       and (lower(s.name) in ('delivered', 'invoiced', 'paid') or (e.event_type = 'pickup' and lower(s.name) = 'in transit'))`,
    [companyId],
  );
}
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
        `insert into load_statuses (company_id, name, color, sort_order, meaning)
         select $1, name, '#64748b', ord * 10, meaning
         from unnest(array['Booked','Dispatched','In Transit','Delivered','Invoiced','Paid','Cancelled'],
                     array['open','open','open','delivered','delivered','delivered','cancelled']) with ordinality s(name, meaning, ord)`,
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
  const [extras] = await q<{ n: string }>(`select count(*) n from trucks where unit_number like 'BT-%'`);
  if (Number(extras!.n) > 0) {
    console.log('Already generated: the dashboard figures.');
  } else {
    const companies = await q<{ id: number }>(
      `select distinct company_id id from loads where load_number like 'BN-%' order by 1`,
    );
    for (const [n, { id: companyId }] of companies.entries()) {
      await addDashboardFigures(companyId);
      process.stdout.write(`\r${n + 1}/${companies.length} companies' dashboard figures`);
    }
    process.stdout.write('\n');
    await q('vacuum analyze loads');
    await q('vacuum analyze load_events');
    await q('analyze drivers, trucks, driver_equipment_assignments');
  }
  const [count] = await q<{ n: string }>('select count(*) n from loads');
  const [events] = await q<{ n: string }>('select count(*) n from load_events');
  console.log(
    `${count!.n} loads, ${events!.n} events in the database (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  await client.end();
}
