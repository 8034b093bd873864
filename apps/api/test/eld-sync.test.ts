import { ELD_SYNC_MESSAGES as E } from '@tms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../src/db/tenancy';
import { dueSyncs } from '../src/modules/integrations/integrations.repo';
import {
  createCredentialSealer,
  createIntegrationsService,
  rotateCredentialKeys,
} from '../src/modules/integrations/integrations.service';
import { providerFor } from '../src/modules/integrations/providers/provider-for';
import { type FakeEldProvider, startFakeEldProvider } from './support/eld-provider-server';
import { buildSignedInCompany } from './support/factories';
import { createDriver, createTruck, uniqueVin } from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const SAMSARA = 1;
const MOTIVE = 2;
const SAMSARA_TOKEN = 'samsara-test-token-0001';
const MOTIVE_KEY = 'motive-test-key-0002';
const urls = { samsara_eld: 'http://127.0.0.1:9', motive_eld: 'http://127.0.0.1:9' };
let samsara: FakeEldProvider;
let motive: FakeEldProvider;
beforeAll(async () => {
  samsara = await startFakeEldProvider({ provider: 'samsara', token: SAMSARA_TOKEN, pageSize: 2 });
  motive = await startFakeEldProvider({ provider: 'motive', token: MOTIVE_KEY, pageSize: 2 });
  urls.samsara_eld = samsara.baseUrl;
  urls.motive_eld = motive.baseUrl;
});
afterAll(async () => {
  await samsara?.close();
  await motive?.close();
});

const t = useTestApp({ eldSync: { cron: null, urls } });
const call = callerOf(t);
type Headers = Record<string, string>;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A company on a provider: its key entered and the integration switched on. */
async function connect(headers: Headers, integrationId: number, token: string) {
  const on = await call(headers, 'PUT', `/api/integrations/company/${integrationId}`, { is_active: true });
  expect(on.statusCode, on.body).toBe(200);
  const res = await call(headers, 'PUT', `/api/integrations/company/${integrationId}/credentials`, {
    api_token: token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A fleet known to the company and, under other ids, to the provider. */
async function fleet(headers: Headers, provider: FakeEldProvider, prefix: string) {
  // Each test's provider account holds only its own company's fleet.
  for (const list of [provider.data.drivers, provider.data.vehicles, provider.data.logs, provider.data.positions])
    list.length = 0;
  const lic = `${prefix}${Date.now() % 1_000_000}`;
  const driver = await createDriver(t.app, headers, { first_name: 'Maria', cdl_number: lic, cdl_state: 'TX' });
  const vin = uniqueVin();
  const truck = await createTruck(t.app, headers, { vin });
  const byName = await createTruck(t.app, headers);
  // Digits only: Motive's ids are integers.
  const ids = {
    driver: `${prefix}01`,
    stranger: `${prefix}02`,
    truck: `${prefix}11`,
    byName: `${prefix}12`,
    spare: `${prefix}13`,
  };
  provider.data.drivers.push(
    { id: ids.driver, firstName: 'M.', lastName: 'Unknown', licenseNumber: lic, licenseState: 'TX' },
    { id: ids.stranger, firstName: 'Nobody', lastName: `Here${prefix}`, licenseNumber: null, licenseState: null },
  );
  provider.data.vehicles.push(
    { id: ids.truck, name: 'Cab 9', vin },
    { id: ids.byName, name: byName.unit_number.toLowerCase(), vin: null },
    { id: ids.spare, name: `Spare ${prefix}`, vin: null },
  );
  provider.data.logs.push(
    { driverId: ids.driver, status: 'off_duty', start: minutesAgo(14 * 60) },
    { driverId: ids.driver, status: 'on_duty', start: minutesAgo(180), note: 'Pre-trip inspection' },
    { driverId: ids.driver, status: 'driving', start: minutesAgo(165), location: { lat: 32.78, lng: -96.8 } },
    { driverId: ids.stranger, status: 'driving', start: minutesAgo(60) },
  );
  provider.data.positions.push(
    { vehicleId: ids.truck, at: minutesAgo(20), lat: 32.9, lng: -97.1, speedMph: 61, heading: 271 },
    { vehicleId: ids.truck, at: minutesAgo(10), lat: 32.95, lng: -97.3, speedMph: 63, heading: 268 },
    { vehicleId: ids.spare, at: minutesAgo(10), lat: 40, lng: -100, speedMph: 0, heading: 0 },
  );
  return { driver, truck, byName, ids };
}

describe('ELD providers', () => {
  it('seals the key, never answers it back, and syncs drivers, logs and positions from Samsara', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const f = await fleet(headers, samsara, `s${company.id}`);
    const row = await connect(headers, SAMSARA, SAMSARA_TOKEN);
    expect(row.sync).toMatchObject({ status: 'pending', credentials_hint: '…0001' });
    expect(JSON.stringify(row)).not.toContain(SAMSARA_TOKEN);
    const stored = await withTenant(t.db, company.id, (tx) =>
      tx.execute(sql`select credentials_encrypted from company_integrations where integration_id = ${SAMSARA}`),
    );
    expect(JSON.stringify(stored)).not.toContain(SAMSARA_TOKEN);

    const res = await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      events_stored: 3,
      positions_stored: 2,
      unmatched_drivers: 1,
      unmatched_vehicles: 1,
    });
    expect(res.json().integration.sync).toMatchObject({ status: 'ok', failures: 0, unmatched_drivers: 1 });
    expect(samsara.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SAMSARA_TOKEN}`);

    const clocks = (await call(headers, 'GET', `/api/drivers/${f.driver.id}/hos`)).json();
    expect(clocks.status).toBe('driving');
    expect(clocks.drive_remaining_minutes).toBeGreaterThanOrEqual(11 * 60 - 166);
    expect(clocks.drive_remaining_minutes).toBeLessThanOrEqual(11 * 60 - 164);
    const latest = (await call(headers, 'GET', '/api/trucks/positions/latest')).json().positions;
    expect(latest.find((p: { truck_id: number }) => p.truck_id === f.truck.id)).toMatchObject({
      lat: 32.95,
      speed_mph: 63,
    });

    // The same sync again stores nothing new.
    const again = (await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`)).json();
    expect(again.result.positions_stored).toBe(0);
    const log = (
      await call(
        headers,
        'GET',
        `/api/drivers/${f.driver.id}/duty-status-events?from=${minutesAgo(24 * 60)}&to=${minutesAgo(0)}`,
      )
    ).json();
    expect(log.events.map((e: { status: string }) => e.status)).toEqual(['off_duty', 'on_duty', 'driving']);
  });

  it('matches the rest by hand: a driver to a driver, a vehicle to a truck, or ignored', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const f = await fleet(headers, samsara, `m${company.id}`);
    await connect(headers, SAMSARA, SAMSARA_TOKEN);
    await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
    const open = (await call(headers, 'GET', `/api/integrations/company/${SAMSARA}/links`)).json().links;
    expect(open.map((l: { external_id: string }) => l.external_id).sort()).toEqual(
      [f.ids.stranger, f.ids.spare].sort(),
    );
    const all = (await call(headers, 'GET', `/api/integrations/company/${SAMSARA}/links?status=all`)).json().links;
    const byName = all.find((l: { external_id: string }) => l.external_id === f.ids.byName);
    expect(byName).toMatchObject({ truck_id: f.byName.id, matched_by: 'auto', unit_number: f.byName.unit_number });

    const stranger = open.find((l: { kind: string }) => l.kind === 'driver');
    const spare = open.find((l: { kind: string }) => l.kind === 'vehicle');
    const other = await createDriver(t.app, headers);
    const linkUrl = (id: number) => `/api/integrations/company/${SAMSARA}/links/${id}`;
    expect((await call(headers, 'PATCH', linkUrl(stranger.id), { truck_id: f.truck.id })).statusCode).toBe(422);
    const taken = await call(headers, 'PATCH', linkUrl(stranger.id), { driver_id: f.driver.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(E.alreadyLinked('This driver'));
    const matched = await call(headers, 'PATCH', linkUrl(stranger.id), { driver_id: other.id });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({ driver_id: other.id, matched_by: 'manual' });
    expect((await call(headers, 'PATCH', linkUrl(spare.id), { ignored: true })).json().ignored).toBe(true);

    // Another company's driver cannot be chosen.
    const stranger2 = await buildSignedInCompany(t.app, t.db);
    const foreign = await createDriver(t.app, stranger2.headers);
    const cross = await call(headers, 'PATCH', linkUrl(stranger.id), { driver_id: foreign.id });
    expect(cross.statusCode).toBe(422);
    expect(cross.json().detail).toBe(E.driverNotFound);

    const sync = (await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`)).json();
    expect(sync.integration.sync).toMatchObject({ unmatched_drivers: 0, unmatched_vehicles: 0 });
    const hos = (await call(headers, 'GET', `/api/drivers/${other.id}/hos`)).json();
    expect(hos.status).toBe('driving');
  });

  it('syncs Motive with its own key header and dates', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const f = await fleet(headers, motive, `${company.id}0`);
    await connect(headers, MOTIVE, MOTIVE_KEY);
    const res = await call(headers, 'POST', `/api/integrations/company/${MOTIVE}/sync`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.events_stored).toBe(3);
    expect(motive.requests.at(-1)?.headers['x-api-key']).toBe(MOTIVE_KEY);
    expect((await call(headers, 'GET', `/api/drivers/${f.driver.id}/hos`)).json().status).toBe('driving');
  });

  it('records failures with their reason, backs off, and stops on refused credentials until a new key', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    await fleet(headers, samsara, `f${company.id}`);
    await connect(headers, SAMSARA, SAMSARA_TOKEN);
    samsara.failNext(429, { 'retry-after': '120' });
    const limited = await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
    expect(limited.statusCode).toBe(502);
    expect(limited.json().detail).toBe(E.rateLimited);
    let state = (await call(headers, 'GET', '/api/integrations/company')).json()[0].sync;
    expect(state).toMatchObject({ status: 'failing', failures: 1, last_error: E.rateLimited });
    const wait = Date.parse(state.next_sync_at) - Date.parse(state.last_error_at);
    expect(wait).toBe(120_000);

    samsara.failNext(401, {}, { message: 'Unauthorized' });
    const refused = await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
    expect(refused.json().detail).toBe(E.rejected);
    state = (await call(headers, 'GET', '/api/integrations/company')).json()[0].sync;
    expect(state).toMatchObject({ status: 'credentials_rejected', next_sync_at: null, failures: 2 });

    const renewed = await connect(headers, SAMSARA, SAMSARA_TOKEN);
    expect(renewed.sync).toMatchObject({ status: 'pending', failures: 0, last_error: null });
    expect((await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`)).statusCode).toBe(200);
  });

  it('runs the schedule for due providers only, each at its own pace', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    await fleet(headers, samsara, `j${company.id}`);
    await connect(headers, SAMSARA, SAMSARA_TOKEN);
    const service = createIntegrationsService({
      db: t.db,
      sealer: createCredentialSealer(t.config.fuelCardKeys),
      providerFor: (code, token) => providerFor(code, token, urls),
    });
    const dueNow = async () =>
      (await withSystem(t.db, (tx) => dueSyncs(tx, new Date()))).filter((d) => d.company_id === company.id);
    expect(await dueNow()).toHaveLength(1);
    await service.syncDue();
    expect(await dueNow()).toEqual([]);
    const rows = (await call(headers, 'GET', '/api/integrations/company')).json();
    expect(rows[0].sync.status).toBe('ok');
    expect(Date.parse(rows[0].sync.next_sync_at) - Date.parse(rows[0].sync.last_sync_at)).toBe(5 * 60_000);
  });

  it('answers clear 4xx for what cannot be synced', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const notOn = await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
    expect(notOn.statusCode).toBe(422);
    expect(notOn.json().detail).toBe(E.notActive);
    await call(headers, 'PUT', `/api/integrations/company/${SAMSARA}`, { is_active: true });
    expect((await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`)).json().detail).toBe(
      E.notConfigured,
    );
    const demo = await call(headers, 'PUT', '/api/integrations/company/4/credentials', { api_token: 'abcdefgh12' });
    expect(demo.statusCode).toBe(422);
    expect(demo.json().detail).toBe(E.noCredentials);
    const short = await call(headers, 'PUT', `/api/integrations/company/${SAMSARA}/credentials`, { api_token: 'a b' });
    expect(short.statusCode).toBe(422);
    expect((await call(headers, 'DELETE', `/api/integrations/company/${SAMSARA}/credentials`)).json().sync.status).toBe(
      'not_configured',
    );
  });

  it('re-seals the stored keys under a new key, which then still opens them', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    await connect(headers, SAMSARA, SAMSARA_TOKEN);
    const next = {
      current: 'next-sealing-key-that-is-long-enough-0123456789',
      previous: [t.config.fuelCardKeys.current],
    };
    expect(await rotateCredentialKeys(t.db, createCredentialSealer(next))).toBeGreaterThan(0);
    expect(await rotateCredentialKeys(t.db, createCredentialSealer(next))).toBe(0);
    // Back under the app's own key, which must still read every key for the other tests.
    const back = { current: t.config.fuelCardKeys.current, previous: [next.current] };
    expect(await rotateCredentialKeys(t.db, createCredentialSealer(back))).toBeGreaterThan(0);
    await fleet(headers, samsara, `r${Date.now() % 100000}`);
    expect((await call(headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`)).statusCode).toBe(200);
  });

  it("keeps each company's provider records its own", async () => {
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      async create(a) {
        await fleet(a.headers, samsara, `i${a.company.id}`);
        await connect(a.headers, SAMSARA, SAMSARA_TOKEN);
        await call(a.headers, 'POST', `/api/integrations/company/${SAMSARA}/sync`);
        return (await call(a.headers, 'GET', `/api/integrations/company/${SAMSARA}/links`)).json().links[0].id;
      },
      writes: [
        {
          method: 'PATCH',
          url: (id) => `/api/integrations/company/${SAMSARA}/links/${id}`,
          payload: { ignored: true },
        },
      ],
    });
  });
});
