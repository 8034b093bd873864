// The baseline of loads.bench.ts: the board's first page and the stats summary as hand-written SQL
// behind a bare node:http server with a pg pool, in a process of its own like the API.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.RAW_POOL ?? 10) });
const port = Number(process.env.RAW_PORT ?? 8097);

const BOARD = `
  select l.id, l.load_number, s.id status_id, s.name status_name, s.color status_color,
    c.id broker_id, c.name broker_name, c.mc_number, c.has_warning,
    d.id driver_id, d.first_name, d.last_name, d2.id secondary_id, d2.first_name secondary_first, d2.last_name secondary_last,
    u.id dispatcher_id, u.name dispatcher_name, u.last_name dispatcher_last,
    l.is_team_load, l.processed, l.first_pickup_date, l.first_pickup_city, l.first_pickup_state, l.first_pickup_country,
    l.first_pickup_from, l.first_pickup_to, l.last_delivery_date, l.last_delivery_city, l.last_delivery_state, l.last_delivery_country,
    l.last_delivery_from, l.last_delivery_to, l.rate_booked, l.rate_dispatched, l.loaded_miles, l.empty_miles,
    p.completion_percentage, (select count(*) from load_comments lc where lc.load_id = l.id) comment_count,
    l.version, l.created_at
  from loads l
  join load_statuses s on s.id = l.status_id
  join customers c on c.id = l.broker_id
  left join drivers d on d.id = l.driver_id
  left join drivers d2 on d2.id = l.secondary_driver_id
  left join users u on u.id = l.dispatcher_id
  left join load_progress p on p.load_id = l.id
  where l.company_id = $1 and l.status_id = any($2::int[]) and l.first_pickup_date >= $3 and l.first_pickup_date <= $4
  order by l.first_pickup_date desc nulls last, l.id desc
  limit 50`;
const BOARD_TOTAL = `select count(*)::int n from loads l
  where l.company_id = $1 and l.status_id = any($2::int[]) and l.first_pickup_date >= $3 and l.first_pickup_date <= $4`;
const STATS = `select status_id, count(*)::int n, count(*) filter (where processed)::int processed,
    coalesce(sum(rate_booked), 0)::text rate, coalesce(sum(rate_dispatched), 0)::text pay,
    coalesce(sum(coalesce(loaded_miles, 0) + coalesce(empty_miles, 0)), 0)::text miles
  from loads where company_id = $1 group by status_id`;

createServer(async (req, res) => {
  try {
    const u = new URL(req.url ?? '/', 'http://x');
    const company = Number(u.searchParams.get('company'));
    let body: unknown;
    if (u.pathname === '/board') {
      const args = [
        company,
        u.searchParams.get('status_ids')!.split(',').map(Number),
        u.searchParams.get('from'),
        u.searchParams.get('to'),
      ];
      const rows = (await pool.query(BOARD, args)).rows;
      const total = (await pool.query(BOARD_TOTAL, args)).rows[0].n;
      body = { loads: rows, total };
    } else {
      body = { by_status: (await pool.query(STATS, [company])).rows };
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
}).listen(port, '127.0.0.1', () => console.log('ready'));
