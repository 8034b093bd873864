import { ELD_SYNC_MESSAGES } from '@tms/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/modules/integrations/providers/eld-provider';
import { createMotiveProvider } from '../../../src/modules/integrations/providers/motive';
import { type FakeEldProvider, startFakeEldProvider } from '../../support/eld-provider-server';

const KEY = 'b6e1f0c2-93d4-4a7e-8f15-2c9d7a40e6b3';
const range = { from: new Date('2025-03-03T00:00:00Z'), to: new Date('2025-03-04T00:00:00Z') };

let server: FakeEldProvider;
const motive = (over: { token?: string; timeoutMs?: number } = {}) =>
  createMotiveProvider({ baseUrl: server.baseUrl, token: KEY, ...over });

/** The ProviderError a call failed with. */
async function providerFailure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

beforeAll(async () => {
  server = await startFakeEldProvider({
    provider: 'motive',
    token: KEY,
    pageSize: 2,
    drivers: [
      { id: '1043', firstName: 'Rosalind', lastName: 'Achterberg', licenseNumber: 'A6620418', licenseState: 'WI' },
      { id: '1044', firstName: 'Emeka', lastName: 'Stolz', licenseNumber: 'S3309127', licenseState: 'mn' },
      { id: '1051', firstName: 'Priya', lastName: 'Halvorsen' },
      { id: '1060', firstName: 'Gus', lastName: 'Tremblay', active: false },
    ],
    vehicles: [
      { id: '20511', name: '214', vin: '1XKYD49X9MJ441902' },
      { id: '20512', name: '215', vin: '1XKYD49X0MJ441905' },
      { id: '20513', name: '217', vin: null },
      { id: '20514', name: '220', vin: '1XKYD49X4NJ502218' },
    ],
    logs: [
      { driverId: '1043', status: 'off_duty', start: '2025-03-02T22:00:00Z' },
      {
        driverId: '1043',
        status: 'on_duty',
        start: '2025-03-03T12:00:00Z',
        location: { lat: 43.0389, lng: -87.9065, description: '2 mi SW of Milwaukee, WI' },
        note: 'Pre-trip',
      },
      { driverId: '1043', status: 'driving', start: '2025-03-03T12:20:00Z' },
      { driverId: '1043', status: 'waiting', start: '2025-03-03T16:00:00Z' },
      { driverId: '1043', status: 'on_duty', start: '2025-03-03T17:00:00Z' },
      { driverId: '1043', status: 'yard_moves', start: '2025-03-03T17:30:00Z' },
      { driverId: '1043', status: 'driving', start: '2025-03-03T18:00:00Z' },
      { driverId: '1043', status: 'personal_conveyance', start: '2025-03-03T21:00:00Z' },
      { driverId: '1043', status: 'sleeper', start: '2025-03-03T21:30:00Z' },
      { driverId: '1043', status: 'driving', start: '2025-03-04T06:00:00Z' },
      { driverId: '1044', status: 'sleeper_berth', start: '2025-03-02T19:00:00Z' },
      { driverId: '1044', status: 'on_duty', start: '2025-03-03T05:00:00Z' },
      { driverId: '1044', status: 'driving', start: '2025-03-03T05:15:00Z', note: 'Load 88213' },
    ],
    positions: [
      { vehicleId: '20511', at: '2025-03-03T17:58:00Z', lat: 43.01, lng: -87.95, speedMph: 30, heading: 170 },
      {
        vehicleId: '20511',
        at: '2025-03-03T18:02:00Z',
        lat: 42.9646,
        lng: -87.9311,
        speedMph: 55,
        heading: 359.7,
        description: 'Milwaukee, WI',
      },
      { vehicleId: '20513', at: '2025-03-03T08:00:00Z', lat: 0, lng: 0, speedMph: 0, heading: 0 },
      { vehicleId: '20514', at: '2025-03-02T23:40:00Z', lat: 44.9778, lng: -93.265, speedMph: null, heading: null },
    ],
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('Motive: what the sync reads', () => {
  it('lists the drivers over every page, deactivated ones left out', async () => {
    expect(await motive().drivers()).toEqual([
      {
        externalId: '1043',
        firstName: 'Rosalind',
        lastName: 'Achterberg',
        licenseNumber: 'A6620418',
        licenseState: 'WI',
      },
      { externalId: '1044', firstName: 'Emeka', lastName: 'Stolz', licenseNumber: 'S3309127', licenseState: 'MN' },
      { externalId: '1051', firstName: 'Priya', lastName: 'Halvorsen', licenseNumber: null, licenseState: null },
    ]);
    expect(server.requests.map((r) => [r.path, r.query.page_no, r.query.role])).toEqual([
      ['/v1/users', '1', 'driver'],
      ['/v1/users', '2', 'driver'],
    ]);
  });

  it('sends the key in X-Api-Key and no Authorization header', async () => {
    await motive().vehicles();
    expect(server.requests.length).toBe(2);
    for (const r of server.requests) {
      expect(r.headers['x-api-key']).toBe(KEY);
      expect(r.headers.authorization).toBeUndefined();
    }
  });

  it('lists the vehicles by unit number', async () => {
    expect(await motive().vehicles()).toEqual([
      { externalId: '20511', name: '214', vin: '1XKYD49X9MJ441902' },
      { externalId: '20512', name: '215', vin: '1XKYD49X0MJ441905' },
      { externalId: '20513', name: '217', vin: null },
      { externalId: '20514', name: '220', vin: '1XKYD49X4NJ502218' },
    ]);
  });

  it('asks the logs a day wider each side and keeps the changes that start in the range', async () => {
    const logs = await motive().dutyLogs(range);
    expect(server.requests[0]?.query).toMatchObject({ start_date: '2025-03-02', end_date: '2025-03-05' });
    expect(server.requests.length).toBeGreaterThan(1);
    const byDriver = Object.fromEntries(
      logs.map((l) => [l.driverExternalId, l.events.map((e) => [e.status, e.start.toISOString()])]),
    );
    // Waiting and yard moves are on duty, personal conveyance off duty; the statuses Motive's daily
    // logs repeat at midnight (off duty, sleeper) are folded into the change that began them.
    expect(byDriver).toEqual({
      '1043': [
        ['on_duty', '2025-03-03T12:00:00.000Z'],
        ['driving', '2025-03-03T12:20:00.000Z'],
        ['on_duty', '2025-03-03T16:00:00.000Z'],
        ['driving', '2025-03-03T18:00:00.000Z'],
        ['off_duty', '2025-03-03T21:00:00.000Z'],
        ['sleeper_berth', '2025-03-03T21:30:00.000Z'],
      ],
      '1044': [
        ['on_duty', '2025-03-03T05:00:00.000Z'],
        ['driving', '2025-03-03T05:15:00.000Z'],
      ],
    });
    expect(logs.find((l) => l.driverExternalId === '1043')?.events[0]).toMatchObject({
      location: '2 mi SW of Milwaukee, WI',
      note: 'Pre-trip',
    });
    expect(logs.find((l) => l.driverExternalId === '1044')?.events[1]?.note).toBe('Load 88213');
  });

  it("answers each vehicle's current location, speed in mph, heading 0..359", async () => {
    const positions = await motive().positions(range);
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/vehicle_locations', '/v1/vehicle_locations']);
    expect(positions).toEqual([
      {
        vehicleExternalId: '20511',
        at: new Date('2025-03-03T18:02:00Z'),
        lat: 42.9646,
        lng: -87.9311,
        speedMph: 55,
        heading: 0,
      },
      {
        vehicleExternalId: '20514',
        at: new Date('2025-03-02T23:40:00Z'),
        lat: 44.9778,
        lng: -93.265,
        speedMph: null,
        heading: null,
      },
    ]);
  });
});

describe('Motive: when the API fails', () => {
  it('a 429 is rate_limited for as long as its Retry-After date asks', async () => {
    const inNinety = new Date(Date.now() + 90_000).toUTCString();
    server.failNext(429, { 'retry-after': inNinety }, { error_message: 'Rate limit exceeded' });
    const error = await providerFailure(motive().dutyLogs(range));
    expect(error.reason).toBe('rate_limited');
    expect(error.message).toBe(ELD_SYNC_MESSAGES.rateLimited);
    // An HTTP date has whole seconds: 89 or 90 from now.
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(89);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('a revoked key is credentials_rejected', async () => {
    const error = await providerFailure(motive({ token: 'a1c4e9d0-0000-4000-8000-revoked00000' }).vehicles());
    expect(error).toMatchObject({ reason: 'credentials_rejected', message: ELD_SYNC_MESSAGES.rejected });
  });

  it('malformed JSON, an unreadable shape or an unknown status is unexpected', async () => {
    server.failNext(200, {}, '{"users": [{"user": {"id": 1043,');
    expect(await providerFailure(motive().drivers())).toMatchObject({ reason: 'unexpected' });
    server.failNext(200, {}, { users: [{ user: { first_name: 'Rosalind' } }] });
    expect(await providerFailure(motive().drivers())).toMatchObject({ reason: 'unexpected' });
    server.failNext(
      200,
      {},
      {
        logs: [
          {
            log: {
              date: '2025-03-03',
              driver: { id: 1043 },
              events: [{ event: { type: 'hovering', start_time: '2025-03-03T12:00:00Z' } }],
            },
          },
        ],
        pagination: { per_page: 100, page_no: 1, total: 1 },
      },
    );
    expect(await providerFailure(motive().dutyLogs(range))).toMatchObject({ reason: 'unexpected' });
  });

  it('a server error and a server that never answers are unreachable', async () => {
    server.failNext(502, {}, '<html>Bad Gateway</html>');
    expect(await providerFailure(motive().vehicles())).toMatchObject({ reason: 'unreachable' });
    server.stallNext();
    const error = await providerFailure(motive({ timeoutMs: 150 }).positions(range));
    expect(error).toMatchObject({ reason: 'unreachable', message: ELD_SYNC_MESSAGES.unreachable });
  });
});
