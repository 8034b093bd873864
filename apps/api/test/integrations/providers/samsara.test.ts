import { ELD_SYNC_MESSAGES } from '@tms/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/modules/integrations/providers/eld-provider';
import { retryAfterSeconds } from '../../../src/modules/integrations/providers/provider-http';
import { createSamsaraProvider } from '../../../src/modules/integrations/providers/samsara';
import { type FakeEldProvider, startFakeEldProvider } from '../../support/eld-provider-server';

const TOKEN = 'samsara_api_Rk7vQ2nLw8TzYc4HbXe9PmJs';
const range = { from: new Date('2025-03-03T00:00:00Z'), to: new Date('2025-03-04T00:00:00Z') };

let server: FakeEldProvider;
const samsara = (over: { token?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createSamsaraProvider({ baseUrl: server.baseUrl, token: TOKEN, ...over });

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
    provider: 'samsara',
    token: TOKEN,
    pageSize: 2,
    drivers: [
      { id: '52291863', firstName: 'Dwayne', lastName: 'Kowalczyk', licenseNumber: 'K4420193', licenseState: 'il' },
      { id: '52291877', firstName: 'Mary Ellen', lastName: 'Okafor', licenseNumber: 'O1187345', licenseState: 'IN' },
      { id: '52304410', firstName: 'Teodoro', lastName: 'Vasquez-Lind' },
      { id: '52118002', firstName: 'Lyle', lastName: 'Brandt', active: false },
    ],
    vehicles: [
      { id: '281474978624513', name: 'Unit 412', vin: '3AKJHHDR7NSNB4471' },
      { id: '281474978624519', name: 'Unit 418', vin: '3AKJHHDR2NSNB4480' },
      { id: '281474979016022', name: 'Yard spare', vin: null },
    ],
    logs: [
      { driverId: '52291863', status: 'off_duty', start: '2025-03-02T20:00:00Z' },
      {
        driverId: '52291863',
        status: 'onDuty',
        start: '2025-03-03T11:00:00Z',
        location: { lat: 41.52519, lng: -88.08171 },
        note: 'Pre-trip inspection',
      },
      { driverId: '52291863', status: 'driving', start: '2025-03-03T11:30:00Z' },
      { driverId: '52291863', status: 'yardMove', start: '2025-03-03T15:00:00Z' },
      { driverId: '52291863', status: 'onDuty', start: '2025-03-03T15:20:00Z', note: 'Unloading' },
      { driverId: '52291863', status: 'driving', start: '2025-03-03T16:00:00Z' },
      { driverId: '52291863', status: 'personalConveyance', start: '2025-03-03T19:00:00Z' },
      { driverId: '52291863', status: 'offDuty', start: '2025-03-03T19:40:00Z' },
      { driverId: '52291863', status: 'sleeperBed', start: '2025-03-03T23:00:00Z' },
      { driverId: '52291863', status: 'driving', start: '2025-03-04T02:00:00Z' },
      { driverId: '52291877', status: 'on_duty', start: '2025-03-03T06:00:00Z' },
      { driverId: '52291877', status: 'driving', start: '2025-03-03T06:30:00Z', note: '' },
      { driverId: '52304410', status: 'sleeper_berth', start: '2025-03-03T04:10:00Z' },
    ],
    positions: [
      {
        vehicleId: '281474978624513',
        at: '2025-03-03T11:31:00Z',
        lat: 41.5252,
        lng: -88.0817,
        speedMph: 12.4,
        heading: 359.6,
        description: 'Joliet, IL',
      },
      {
        vehicleId: '281474978624513',
        at: '2025-03-03T12:01:00Z',
        lat: 41.6031,
        lng: -87.6204,
        speedMph: 61,
        heading: -10,
      },
      { vehicleId: '281474978624513', at: '2025-03-03T12:31:00Z', lat: 0, lng: 0, speedMph: 0, heading: 0 },
      { vehicleId: '281474978624519', at: '2025-03-03T09:15:00Z', lat: 95.2, lng: -87.9, speedMph: 0, heading: 90 },
      {
        vehicleId: '281474978624519',
        at: '2025-03-03T09:16:00Z',
        lat: 39.7684,
        lng: -86.1581,
        speedMph: 0,
        heading: 90,
      },
      { vehicleId: '281474979016022', at: '2025-03-04T00:00:00Z', lat: 39.77, lng: -86.16, speedMph: 0, heading: 0 },
    ],
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('Samsara: what the sync reads', () => {
  it('lists the active drivers over every page, the last word of the name as the last name', async () => {
    const drivers = await samsara().drivers();
    expect(drivers).toEqual([
      {
        externalId: '52291863',
        firstName: 'Dwayne',
        lastName: 'Kowalczyk',
        licenseNumber: 'K4420193',
        licenseState: 'IL',
      },
      {
        externalId: '52291877',
        firstName: 'Mary Ellen',
        lastName: 'Okafor',
        licenseNumber: 'O1187345',
        licenseState: 'IN',
      },
      {
        externalId: '52304410',
        firstName: 'Teodoro',
        lastName: 'Vasquez-Lind',
        licenseNumber: null,
        licenseState: null,
      },
    ]);
    expect(server.requests.map((r) => r.path)).toEqual(['/fleet/drivers', '/fleet/drivers']);
    expect(server.requests[0]?.query.after).toBeUndefined();
    expect(server.requests[1]?.query.after).toEqual(expect.any(String));
  });

  it('sends the token as a bearer token', async () => {
    await samsara().vehicles();
    expect(server.requests.length).toBeGreaterThan(0);
    for (const r of server.requests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('lists the vehicles with their unit names and VINs', async () => {
    expect(await samsara().vehicles()).toEqual([
      { externalId: '281474978624513', name: 'Unit 412', vin: '3AKJHHDR7NSNB4471' },
      { externalId: '281474978624519', name: 'Unit 418', vin: '3AKJHHDR2NSNB4480' },
      { externalId: '281474979016022', name: 'Yard spare', vin: null },
    ]);
  });

  it('reads the duty logs of the range: yard moves on duty, personal conveyance off duty, repeats folded', async () => {
    const logs = await samsara().dutyLogs(range);
    const first = server.requests[0];
    expect(first?.query).toMatchObject({ startTime: '2025-03-03T00:00:00.000Z', endTime: '2025-03-04T00:00:00.000Z' });
    expect(server.requests.length).toBe(2);
    const byDriver = Object.fromEntries(
      logs.map((l) => [l.driverExternalId, l.events.map((e) => [e.status, e.start.toISOString()])]),
    );
    expect(byDriver).toEqual({
      '52291863': [
        ['on_duty', '2025-03-03T11:00:00.000Z'],
        ['driving', '2025-03-03T11:30:00.000Z'],
        ['on_duty', '2025-03-03T15:00:00.000Z'],
        ['driving', '2025-03-03T16:00:00.000Z'],
        ['off_duty', '2025-03-03T19:00:00.000Z'],
        ['sleeper_berth', '2025-03-03T23:00:00.000Z'],
      ],
      '52291877': [
        ['on_duty', '2025-03-03T06:00:00.000Z'],
        ['driving', '2025-03-03T06:30:00.000Z'],
      ],
      '52304410': [['sleeper_berth', '2025-03-03T04:10:00.000Z']],
    });
    const pretrip = logs[0]?.events[0];
    expect(pretrip).toMatchObject({ location: '41.5252, -88.0817', note: 'Pre-trip inspection' });
    expect(logs.find((l) => l.driverExternalId === '52291877')?.events[1]?.note).toBeNull();
  });

  it('reads the positions of the range: whole headings 0..359, impossible coordinates left out', async () => {
    const positions = await samsara().positions(range);
    expect(server.requests.length).toBe(2);
    expect(positions).toEqual([
      {
        vehicleExternalId: '281474978624513',
        at: new Date('2025-03-03T11:31:00Z'),
        lat: 41.5252,
        lng: -88.0817,
        speedMph: 12.4,
        heading: 0,
      },
      {
        vehicleExternalId: '281474978624513',
        at: new Date('2025-03-03T12:01:00Z'),
        lat: 41.6031,
        lng: -87.6204,
        speedMph: 61,
        heading: 350,
      },
      {
        vehicleExternalId: '281474978624519',
        at: new Date('2025-03-03T09:16:00Z'),
        lat: 39.7684,
        lng: -86.1581,
        speedMph: 0,
        heading: 90,
      },
    ]);
  });
});

describe('Samsara: when the API fails', () => {
  it('a 429 is rate_limited with the seconds Retry-After asks, even on a later page', async () => {
    server.failNext(429, { 'retry-after': '17' }, { message: 'Rate limit exceeded', requestId: 'req-4f1a' });
    const error = await providerFailure(samsara().drivers());
    expect(error).toMatchObject({
      reason: 'rate_limited',
      retryAfterSeconds: 17,
      message: ELD_SYNC_MESSAGES.rateLimited,
    });

    // The first page is answered, the second is refused: the whole list fails.
    server.failNext(200, {}, { data: [], pagination: { endCursor: 'b2Zmc2V0OjI', hasNextPage: true } });
    server.failNext(429, {}, { message: 'Rate limit exceeded' });
    expect(await providerFailure(samsara().vehicles())).toMatchObject({
      reason: 'rate_limited',
      retryAfterSeconds: 60,
    });
  });

  it('reads Retry-After as seconds or as an HTTP date, 60 seconds when it says neither', () => {
    const now = Date.parse('2025-03-03T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 03 Mar 2025 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBe(60);
  });

  it('an expired token is credentials_rejected, as is a token without the scope (403)', async () => {
    const expired = await providerFailure(samsara({ token: 'samsara_api_expired000000000000' }).drivers());
    expect(expired).toMatchObject({ reason: 'credentials_rejected', message: ELD_SYNC_MESSAGES.rejected });
    server.failNext(403, {}, { message: 'Forbidden: token lacks Read ELD Hours of Service', requestId: 'req-77c0' });
    expect(await providerFailure(samsara().dutyLogs(range))).toMatchObject({ reason: 'credentials_rejected' });
  });

  it('malformed JSON, an unreadable shape or an unknown status is unexpected', async () => {
    server.failNext(200, {}, '{"data": [{"id": "52291863", "name": ');
    expect(await providerFailure(samsara().drivers())).toMatchObject({
      reason: 'unexpected',
      message: ELD_SYNC_MESSAGES.unexpected,
    });
    server.failNext(200, {}, { drivers: [] });
    expect(await providerFailure(samsara().drivers())).toMatchObject({ reason: 'unexpected' });
    server.failNext(
      200,
      {},
      {
        data: [
          {
            driver: { id: '52291863' },
            hosLogs: [{ hosStatusType: 'hovering', logStartTime: '2025-03-03T11:00:00Z' }],
          },
        ],
        pagination: { endCursor: '', hasNextPage: false },
      },
    );
    expect(await providerFailure(samsara().dutyLogs(range))).toMatchObject({ reason: 'unexpected' });
  });

  it('a cursor that never ends stops at the page limit as unexpected', async () => {
    const loop = { data: [], pagination: { endCursor: 'b2Zmc2V0OjI', hasNextPage: true } };
    for (let i = 0; i < 200; i++) server.failNext(200, {}, loop);
    expect(await providerFailure(samsara().vehicles())).toMatchObject({ reason: 'unexpected' });
    expect(server.requests.length).toBe(200);
  });

  it('a server error, a server that never answers and a refused connection are unreachable', async () => {
    server.failNext(503, {}, '<html>Service Unavailable</html>');
    expect(await providerFailure(samsara().drivers())).toMatchObject({
      reason: 'unreachable',
      message: ELD_SYNC_MESSAGES.unreachable,
    });
    server.stallNext();
    expect(await providerFailure(samsara({ timeoutMs: 150 }).drivers())).toMatchObject({ reason: 'unreachable' });
    expect(await providerFailure(samsara({ baseUrl: 'http://127.0.0.1:1' }).drivers())).toMatchObject({
      reason: 'unreachable',
    });
  });
});
