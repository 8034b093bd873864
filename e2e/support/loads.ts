import { test } from './fixtures';
import { apiAs, dayFromToday } from './fleet';
import type { Tenant } from './tenant';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** What the loads journeys book with: drivers (one with a truck and a dispatcher), a flagged broker, statuses. */
export interface LoadsWorld {
  api: Api;
  dispatcherId: number;
  trackerId: number;
  driver: { id: number; name: string };
  partner: { id: number; name: string };
  loner: { id: number; name: string };
  broker: { id: number; name: string };
  statuses: { id: number; name: string }[];
  status: (name: string) => number;
}

/** Seeds a test company's loads world through the public API, as its manager would. */
export async function seedLoadsWorld(baseURL: string, tenant: Tenant): Promise<LoadsWorld> {
  // Access tokens are short-lived in end-to-end runs: each call signs in afresh, so a call made
  // after a long walk through the screens still passes.
  const api: Api = async (method, path, body) =>
    (await apiAs(baseURL, tenant.emails.MANAGER, tenant.password))(method, path, body);
  const me = async (email: string) =>
    (await (await apiAs(baseURL, email, tenant.password))<{ id: number }>('GET', '/api/auth/me')).id;
  const dispatcherId = await me(tenant.emails.DISPATCHER);
  const trackerId = await me(tenant.emails.TRACK_AND_TRACE);
  const driver = async (first_name: string, last_name: string) => ({
    id: (await api<{ id: number }>('POST', '/api/drivers/', { first_name, last_name })).id,
    name: `${first_name} ${last_name}`,
  });
  const main = await driver('Rosa', 'Delgado');
  const partner = await driver('Omar', 'Haddad');
  const loner = await driver('Nell', 'Fischer');
  const truck = await api<{ id: number }>('POST', '/api/trucks/', { unit_number: 'TR-42' });
  await api('POST', '/api/driver-equipment/', { driver_id: main.id, truck_id: truck.id });
  for (const d of [main, partner])
    await api('POST', '/api/dispatcher-assignments/', { user_id: dispatcherId, driver_id: d.id });
  await api('POST', '/api/track-and-trace-assignments/', { user_id: trackerId, driver_id: main.id });
  const broker = await api<{ id: number; name: string }>('POST', '/api/customers/', {
    name: 'Prairie Lane Logistics',
    mc_number: '778812',
    has_warning: true,
    warning_note: 'Pays after 60 days',
  });
  const statuses = (
    await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?active_only=true')
  ).statuses;
  const status = (name: string) => {
    const s = statuses.find((x) => x.name === name);
    if (!s) throw new Error(`no status ${name}`);
    return s.id;
  };
  return { api, dispatcherId, trackerId, driver: main, partner, loner, broker, statuses, status };
}

/** `test` with `world`: the test company's loads world (`seedLoadsWorld`), seeded before the test. */
export const loadsTest = test.extend<{ world: LoadsWorld }>({
  world: async ({ baseURL, tenant }, use) => {
    await use(await seedLoadsWorld(baseURL!, tenant));
  },
});

const stop = (order: number, type: 'pickup' | 'delivery', day: string, city: string, state: string, done = false) => ({
  event_order: order,
  event_type: type,
  event_date: day,
  location_city: city,
  location_state: state,
  is_completed: done,
});

/**
 * A whole load in one call (`POST /api/loads/with-events`): a pickup and a delivery, with rate and
 * miles. A load booked In Transit has its pickup completed and one booked Delivered both stops, as
 * the load workflow asks (decision 0196); such a load's day must not be after today.
 */
export async function bookLoad(
  w: LoadsWorld,
  loadNumber: string,
  opts: { status?: string; daysFromToday?: number; rate?: string; driverId?: number } = {},
) {
  const day = dayFromToday(opts.daysFromToday ?? 1);
  const done = opts.status === 'Delivered' ? 2 : opts.status === 'In Transit' ? 1 : 0;
  return w.api<{ id: number; version: number }>('POST', '/api/loads/with-events', {
    load_number: loadNumber,
    broker_id: w.broker.id,
    driver_id: opts.driverId ?? w.driver.id,
    dispatcher_id: w.dispatcherId,
    status_id: w.status(opts.status ?? 'Booked'),
    processed: false,
    is_team_load: false,
    events: [stop(1, 'pickup', day, 'Tulsa', 'OK', done >= 1), stop(2, 'delivery', day, 'Memphis', 'TN', done >= 2)],
    rate_cargo: { rate_booked: opts.rate ?? '2400.00', rate_dispatched: '1700.00', loaded_miles: '400' },
  });
}
