import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MILEAGE_LIMITS, MILEAGE_MESSAGES, ROAD_FACTOR } from '@tms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMileageService } from '../src/modules/mileage/mileage.service';
import { buildSignedInCompany } from './support/factories';
import { createTestApp, type TestApp, useTestApp } from './support/test-app';

const t = useTestApp();
let dispatcher: Record<string, string>;
beforeAll(async () => {
  dispatcher = (await buildSignedInCompany(t.app, t.db, 'DISPATCHER')).headers;
});

const urlOf = (zips: string[]) => `/api/mileage?${zips.map((z) => `zip=${encodeURIComponent(z)}`).join('&')}`;
const mileage = (app: TestApp, headers: Record<string, string>, zips: string[]) =>
  app.app.inject({ method: 'GET', url: urlOf(zips), headers });

/** Centroids as the ZIP table gives them (latitude, longitude), written out so no expectation reads the code's data. */
const CENTROIDS: Record<string, [number, number]> = {
  '75201': [32.7904, -96.8044], // Dallas
  '30303': [33.7525, -84.3888], // Atlanta
  '60601': [41.8858, -87.6181], // Chicago
  '10001': [40.7484, -73.9967], // New York
  '90012': [34.0614, -118.2385], // Los Angeles
  '85003': [33.4511, -112.0774], // Phoenix
  '98101': [47.6114, -122.3305], // Seattle
  '97204': [45.5181, -122.6745], // Portland
  '45202': [39.1072, -84.502], // Cincinnati
  '40202': [38.2507, -85.7476], // Louisville
  '77002': [29.7594, -95.3594], // Houston
  '78205': [29.4237, -98.4925], // San Antonio
};

/**
 * The expected estimate of one leg, before rounding: the great-circle distance by the spherical
 * law of cosines (another formula than the code's haversine; the two agree to far under a mile at
 * these distances) on a sphere of the mean Earth radius, times the road factor.
 */
function expectedLeg(from: string, to: string): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [lat1, lng1] = CENTROIDS[from]!.map(rad) as [number, number];
  const [lat2, lng2] = CENTROIDS[to]!.map(rad) as [number, number];
  const cos = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(lng2 - lng1);
  return 3958.8 * Math.acos(Math.min(1, cos)) * ROAD_FACTOR;
}
/** Each leg is rounded to a whole mile (at most half a mile off), plus room for floating point. */
const LEG_TOLERANCE = 0.5 + 0.01;

describe('GET /api/mileage estimates miles from ZIP centroids', () => {
  it.each([
    ['75201', '30303'],
    ['60601', '10001'],
    ['90012', '85003'],
    ['98101', '97204'],
    ['45202', '40202'],
    ['77002', '78205'],
  ])('from %s to %s: the great-circle miles times the road factor, in whole miles', async (from, to) => {
    const res = await mileage(t, dispatcher, [from, to]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.method).toBe('estimate');
    expect(Number.isInteger(body.miles)).toBe(true);
    expect(body.legs).toEqual([body.miles]);
    expect(Math.abs(body.miles - expectedLeg(from, to))).toBeLessThanOrEqual(LEG_TOLERANCE);
  });

  it('answers each leg of a multi-stop load in order, and their sum', async () => {
    const stops = ['75201', '77002', '78205', '75201'];
    const body = (await mileage(t, dispatcher, stops)).json();
    expect(body.legs).toHaveLength(3);
    body.legs.forEach((leg: number, i: number) => {
      expect(Math.abs(leg - expectedLeg(stops[i]!, stops[i + 1]!)), `leg ${i}`).toBeLessThanOrEqual(LEG_TOLERANCE);
    });
    expect(body.miles).toBe(body.legs.reduce((a: number, b: number) => a + b, 0));
  });

  it('cuts a ZIP+4 to its five digits, and answers 0 for a stop in the same ZIP', async () => {
    const plain = (await mileage(t, dispatcher, ['75201', '30303'])).json();
    expect((await mileage(t, dispatcher, ['75201-1234', '303031234'])).json()).toEqual(plain);
    expect((await mileage(t, dispatcher, ['75201', '75201'])).json()).toEqual({
      miles: 0,
      legs: [0],
      method: 'estimate',
    });
  });

  it(`takes up to ${MILEAGE_LIMITS.maxStops} stops`, async () => {
    const zips = Array.from({ length: MILEAGE_LIMITS.maxStops }, (_, i) => (i % 2 ? '30303' : '75201'));
    const body = (await mileage(t, dispatcher, zips)).json();
    expect(body.legs).toHaveLength(MILEAGE_LIMITS.maxStops - 1);
  });
});

describe('GET /api/mileage refuses', () => {
  const zip25 = Array.from({ length: MILEAGE_LIMITS.maxStops + 1 }, () => '75201');
  it.each([
    ['no ZIP', [], ['query', 'zip'], MILEAGE_MESSAGES.tooFew, 'too_small'],
    ['one ZIP', ['75201'], ['query', 'zip'], MILEAGE_MESSAGES.tooFew, 'too_small'],
    ['more than 25', zip25, ['query', 'zip'], MILEAGE_MESSAGES.tooMany, 'too_big'],
    ['letters', ['75201', 'abcde'], ['query', 'zip', 1], MILEAGE_MESSAGES.malformed('abcde'), 'invalid_format'],
    ['four digits', ['7520', '30303'], ['query', 'zip', 0], MILEAGE_MESSAGES.malformed('7520'), 'invalid_format'],
    ['six digits', ['75201', '303031'], ['query', 'zip', 1], MILEAGE_MESSAGES.malformed('303031'), 'invalid_format'],
    ['an unknown ZIP', ['75201', '00000'], ['query', 'zip', 1], 'ZIP 00000 is not known', 'value_error'],
    [
      'a ZIP with no place',
      ['34001', '30303'],
      ['query', 'zip', 0],
      MILEAGE_MESSAGES.unknownZip('34001'),
      'value_error',
    ],
  ])('%s with a 422 naming it', async (_, zips, loc, msg, type) => {
    const res = await mileage(t, dispatcher, zips);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([{ loc, msg, type }]);
  });

  it('names every unknown ZIP at once', async () => {
    const res = await mileage(t, dispatcher, ['00000', '75201', '99999']);
    expect(res.json().detail.map((d: { loc: unknown }) => d.loc)).toEqual([
      ['query', 'zip', 0],
      ['query', 'zip', 2],
    ]);
  });

  it('callers who do not read loads', async () => {
    const analyst = (await buildSignedInCompany(t.app, t.db, 'ANALYST')).headers;
    expect((await mileage(t, analyst, ['75201', '30303'])).statusCode).toBe(403);
    expect((await mileage(t, {}, ['75201', '30303'])).statusCode).toBe(401);
  });
});

/** A stand-in routing server answering OSRM's route service as documented; `answer` sets what it does next. */
function startOsrm() {
  const requests: string[] = [];
  const state: { answer: { status: number; body: string } | 'hang' } = { answer: 'hang' };
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (state.answer === 'hang') return;
    res.writeHead(state.answer.status, { 'content-type': 'application/json' });
    res.end(state.answer.body);
  });
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
  );
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { requests, state, ready, close };
}

/** OSRM's answer for a route whose legs are the given metres (the fields its documentation lists). */
const osrmAnswer = (legMetres: number[]) =>
  JSON.stringify({
    code: 'Ok',
    routes: [
      {
        distance: legMetres.reduce((a, b) => a + b, 0),
        duration: 50000.1,
        weight: 50000.1,
        weight_name: 'routability',
        legs: legMetres.map((distance) => ({ distance, duration: 25000, weight: 25000, summary: '', steps: [] })),
      },
    ],
    waypoints: legMetres
      .concat(0)
      .map(() => ({ hint: 'x', distance: 12.5, name: 'Main Street', location: [-96.8, 32.8] })),
  });
const METRES_PER_MILE = 1609.344;

describe('GET /api/mileage with a routing server (ROUTING_URL)', () => {
  const osrm = startOsrm();
  const logLines: string[] = [];
  let routed: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    routed = await createTestApp({
      routingUrl: await osrm.ready,
      logLevel: 'warn',
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    headers = (await buildSignedInCompany(routed.app, routed.db, 'TRACK_AND_TRACE')).headers;
  });
  afterAll(async () => {
    await routed?.close();
    await osrm.close();
  });

  it('answers the road miles of each leg from the route service, method "route"', async () => {
    osrm.state.answer = { status: 200, body: osrmAnswer([781.4 * METRES_PER_MILE, 250.6 * METRES_PER_MILE]) };
    osrm.requests.length = 0;
    const res = await mileage(routed, headers, ['75201', '30303-1234', '28202']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ miles: 781 + 251, legs: [781, 251], method: 'route' });
    expect(osrm.requests).toEqual([
      `/route/v1/driving/-96.8044,32.7904;-84.3888,33.7525;-80.8419,35.229?overview=false`,
    ]);
  });

  it.each([
    ['answers 500', { status: 500, body: '{"message":"Internal error"}' }],
    ['finds no route', { status: 400, body: '{"code":"NoRoute","message":"Impossible route between points"}' }],
    ['answers something else than OSRM JSON', { status: 200, body: '<html>proxy</html>' }],
  ])('falls back to the estimate, with a warning in the log, when the server %s', async (_, answer) => {
    osrm.state.answer = answer;
    logLines.length = 0;
    const res = await mileage(routed, headers, ['75201', '30303']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await mileage(t, dispatcher, ['75201', '30303'])).json());
    expect(res.json().method).toBe('estimate');
    const warnings = logLines.map((l) => JSON.parse(l)).filter((l) => l.level === 40);
    expect(warnings.map((w) => w.msg)).toEqual(['routing server failed; miles estimated from ZIP centroids']);
  });

  it('refuses an unknown ZIP without asking the server', async () => {
    osrm.requests.length = 0;
    const res = await mileage(routed, headers, ['75201', '00000']);
    expect(res.statusCode).toBe(422);
    expect(osrm.requests).toEqual([]);
  });

  it('falls back to the estimate when the server does not answer in time', async () => {
    osrm.state.answer = 'hang';
    const warned: string[] = [];
    const service = createMileageService({ routingUrl: await osrm.ready, timeoutMs: 200 });
    const started = Date.now();
    const answer = await service.miles(['75201', '30303'], { warn: (_, msg) => void warned.push(msg) });
    expect(answer.method).toBe('estimate');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warned).toHaveLength(1);
  });
});
