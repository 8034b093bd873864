import { greatCircleMiles, IFTA_MESSAGES as M, quarterOf, ROAD_FACTOR } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { driverEquipmentAssignments, fuelTransactions, truckPositions } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { createTruck, dayFromToday } from './support/fleet';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const w = useLoadWorld(t);

const MINUTE = 60_000;
const OKC = { lat: 35.4676, lng: -97.5164 };
const WICHITA = { lat: 37.6872, lng: -97.3301 };
const KANSAS_CITY = { lat: 39.0997, lng: -94.5786 };
/** The Oklahoma–Kansas line is the 37th parallel. */
const BORDER_LAT = 37;

/** One fix a minute on the straight line from `a` to `b`, starting at `start`. */
function drive(start: string, a: typeof OKC, b: typeof OKC, minutes: number) {
  const t0 = Date.parse(start);
  return Array.from({ length: minutes + 1 }, (_, i) => ({
    at: new Date(t0 + i * MINUTE),
    lat: a.lat + ((b.lat - a.lat) * i) / minutes,
    lng: a.lng + ((b.lng - a.lng) * i) / minutes,
  }));
}

function fuel(
  companyId: number,
  truckId: number | null,
  row: { date: string; state: string; item: string; category?: string; gallons: string },
) {
  return {
    company_id: companyId,
    truck_id: truckId,
    transaction_date: row.date,
    location_state: row.state,
    location_city: 'Town',
    purchased_item: row.item,
    item_category: row.category ?? 'fuel',
    unit_quantity: row.gallons,
    price_per_unit: '3.5000',
    total_amount: (Number(row.gallons) * 3.5).toFixed(2),
  };
}

/**
 * A fleet's third quarter of 2026: truck A drove Oklahoma City to Wichita with a position a minute,
 * then went silent and reappeared in Kansas City; truck B ran a Dallas–Atlanta load with no
 * position at all; truck C bought fuel and never moved.
 */
async function buildQuarter() {
  const h = w.manager.headers;
  const companyId = w.company.id;
  const [a, b, c] = [await createTruck(t.app, h), await createTruck(t.app, h), await createTruck(t.app, h)];
  const northbound = drive('2026-08-10T15:00:00Z', OKC, WICHITA, 153);
  const parked = drive('2026-08-11T15:00:00Z', WICHITA, { lat: WICHITA.lat + 0.001, lng: WICHITA.lng }, 10);
  const reappeared = drive(
    '2026-08-11T19:00:00Z',
    KANSAS_CITY,
    { lat: KANSAS_CITY.lat + 0.001, lng: KANSAS_CITY.lng },
    5,
  );
  await t.db
    .insert(truckPositions)
    .values([...northbound, ...parked, ...reappeared].map((p) => ({ ...p, company_id: companyId, truck_id: a.id })));
  await t.db.insert(fuelTransactions).values([
    fuel(companyId, a.id, { date: '2026-08-10', state: 'OK', item: 'ULSD', gallons: '100.000' }),
    fuel(companyId, a.id, { date: '2026-08-11', state: 'Kansas', item: 'DSL', gallons: '50.400' }),
    // Reefer fuel and DEF are not IFTA fuel.
    fuel(companyId, a.id, { date: '2026-08-11', state: 'KS', item: 'ULSR', gallons: '30.000' }),
    fuel(companyId, a.id, { date: '2026-08-11', state: 'KS', item: 'DEF', category: 'def', gallons: '10.000' }),
    // Another quarter's fuel is not this one's.
    fuel(companyId, a.id, { date: '2026-10-02', state: 'OK', item: 'ULSD', gallons: '80.000' }),
    fuel(companyId, c.id, { date: '2026-09-03', state: 'TX', item: 'ULSD', gallons: '40.000' }),
  ]);
  await t.db.insert(driverEquipmentAssignments).values({
    company_id: companyId,
    driver_id: w.driver.b.id,
    truck_id: b.id,
    assigned_at: new Date('2026-07-01T00:00:00Z'),
  });
  const load = await call(h, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, { driver_id: w.driver.b.id, status_id: w.status.delivered.id }),
    events: [
      pickup(1, '2026-08-12', { location_lat: 32.7767, location_long: -96.797 }),
      delivery(2, '2026-08-13', { location_lat: 33.749, location_long: -84.388 }),
    ],
  });
  expect(load.statusCode, load.body).toBe(201);
  return { a, b, c, load: load.json() as { id: number; load_number: string } };
}

const byCode = (r: { jurisdictions: { jurisdiction: string }[] }) =>
  Object.fromEntries(r.jurisdictions.map((l) => [l.jurisdiction, l])) as Record<string, Record<string, string>>;

describe('the IFTA return', () => {
  it('adds up miles by state from positions and estimates, IFTA fuel by state, and the tax', async () => {
    const { a, b, c, load } = await buildQuarter();
    const res = await call(w.accountant.headers, 'GET', '/api/ifta/report?year=2026&quarter=3');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    const lines = byCode(r);

    // The drive north is split at the border.
    const share = (BORDER_LAT - OKC.lat) / (WICHITA.lat - OKC.lat);
    const border = { lat: BORDER_LAT, lng: OKC.lng + (WICHITA.lng - OKC.lng) * share };
    expect(Number(lines.OK!.total_miles)).toBeCloseTo(greatCircleMiles(OKC, border), -0.5);
    expect(lines.OK!.miles_source).toBe('positions');
    // Kansas: the rest of the drive, the parked minutes and most of the silent stretch to Kansas City.
    const kansasMeasured = greatCircleMiles(border, WICHITA);
    expect(Number(lines.KS!.total_miles)).toBeGreaterThan(kansasMeasured + 100);
    expect(lines.KS!.miles_source).toBe('mixed');
    expect(lines.MO!.miles_source).toBe('estimated');

    // The silence, and the load run without positions, are listed with why.
    const gap = r.estimates.find((e: { reason: string }) => e.reason === 'signal_gap');
    expect(gap).toMatchObject({ truck_id: a.id, from: '2026-08-11T15:10:00.000Z', to: '2026-08-11T19:00:00.000Z' });
    expect(Number(gap.miles)).toBeCloseTo(greatCircleMiles(WICHITA, KANSAS_CITY) * ROAD_FACTOR, -1);
    const unmeasured = r.estimates.find((e: { reason: string }) => e.reason === 'no_positions');
    expect(unmeasured).toMatchObject({ truck_id: b.id, load_id: load.id, load_number: load.load_number });
    expect(unmeasured.jurisdictions).toEqual(expect.arrayContaining(['TX', 'GA']));
    expect(lines.TX!.miles_source).toBe('estimated');

    // Fuel: diesel by state, names read as codes; reefer fuel, DEF and other quarters left out.
    expect(lines.OK!.tax_paid_gallons).toBe('100');
    expect(lines.KS!.tax_paid_gallons).toBe('50');
    expect(lines.TX!.tax_paid_gallons).toBe('40');
    expect(r.total_gallons).toBe('190');

    // The arithmetic: MPG to two decimals, whole taxable gallons, net times the rate to the cent.
    const totalMiles = r.jurisdictions.reduce((s: number, l: { total_miles: string }) => s + Number(l.total_miles), 0);
    expect(r.totals.total_miles).toBe(String(totalMiles));
    const mpg = Math.round((totalMiles / 190) * 100) / 100;
    expect(r.fleet_mpg).toBe(mpg.toFixed(2));
    const ok = lines.OK!;
    const taxable = Math.round(Number(ok.taxable_miles) / mpg);
    expect(ok.taxable_gallons).toBe(String(taxable));
    expect(ok.net_taxable_gallons).toBe(String(taxable - 100));
    expect(ok.tax_rate).toBe('0.2000');
    expect(ok.tax_due).toBe(((taxable - 100) * 0.2).toFixed(2));
    expect(r.rates.origin).toBe('shipped');

    // Per truck: the MPG of each, and the trucks whose miles and fuel do not match.
    const trucks = Object.fromEntries(r.trucks.map((x: { truck_id: number }) => [x.truck_id, x]));
    expect(trucks[a.id]).toMatchObject({ gallons: '150.400', warning: null });
    expect(trucks[b.id]).toMatchObject({ gallons: '0.000', mpg: null, warning: 'miles_without_fuel' });
    expect(trucks[c.id]).toMatchObject({ total_miles: '0', warning: 'fuel_without_miles' });

    // One truck's return: its own miles and fuel only.
    const own = (
      await call(w.accountant.headers, 'GET', `/api/ifta/report?year=2026&quarter=3&truck_id=${a.id}`)
    ).json();
    expect(Object.keys(byCode(own)).sort()).toEqual(['KS', 'MO', 'OK']);
    expect(own.total_gallons).toBe('150');

    // What is behind Oklahoma's line: the day's drive and the purchase.
    const details = await call(w.manager.headers, 'GET', '/api/ifta/details?year=2026&quarter=3&jurisdiction=ok');
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().trips).toEqual([
      {
        truck_id: a.id,
        unit_number: a.unit_number,
        date: '2026-08-10',
        miles: expect.any(String),
        miles_source: 'positions',
      },
    ]);
    expect(details.json().purchases.map((p: { gallons: string }) => p.gallons)).toEqual(['100.000']);

    // The files: CSV with a totals row, and a PDF.
    const csv = await call(w.accountant.headers, 'GET', '/api/ifta/report.csv?year=2026&quarter=3');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^Jurisdiction,Name,IFTA member,Total miles/);
    expect(csv.body).toContain(`Total,,,${r.totals.total_miles},`);
    const pdf = await call(w.accountant.headers, 'GET', '/api/ifta/report.pdf?year=2026&quarter=3');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("takes the company's own rates for a quarter once a manager enters them", async () => {
    const h = w.manager.headers;
    const shipped = (await call(h, 'GET', '/api/ifta/rates?year=2026&quarter=4')).json();
    expect(shipped).toMatchObject({ origin: 'shipped', as_of: expect.any(String) });
    expect(shipped.rates).toHaveLength(58);
    expect((await call(h, 'GET', '/api/ifta/rates?year=2025&quarter=1')).json()).toMatchObject({
      origin: 'none',
      rates: [],
    });

    const body = {
      rates: [
        { jurisdiction: 'ok', rate: '0.19' },
        { jurisdiction: 'VA', rate: '0.3170', surcharge_rate: '0.15' },
      ],
    };
    expect((await call(w.accountant.headers, 'PUT', '/api/ifta/rates?year=2026&quarter=3', body)).statusCode).toBe(403);
    const saved = await call(h, 'PUT', '/api/ifta/rates?year=2026&quarter=3', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      origin: 'company',
      rates: [
        { jurisdiction: 'OK', rate: '0.1900' },
        { jurisdiction: 'VA', surcharge_rate: '0.1500' },
      ],
    });
    const line = byCode((await call(h, 'GET', '/api/ifta/report?year=2026&quarter=3')).json()).OK!;
    expect(line.tax_rate).toBe('0.1900');
    expect(line.tax_due).toBe((Number(line.net_taxable_gallons) * 0.19).toFixed(2));

    for (const bad of [
      { rates: [{ jurisdiction: 'ZZ', rate: '0.1' }] },
      { rates: [{ jurisdiction: 'OK', rate: '-1' }] },
      {
        rates: [
          { jurisdiction: 'OK', rate: '0.1' },
          { jurisdiction: 'OK', rate: '0.2' },
        ],
      },
      { rates: [] },
    ]) {
      const res = await call(h, 'PUT', '/api/ifta/rates?year=2026&quarter=3', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('estimates no miles for stops not reached yet', async () => {
    const h = w.manager.headers;
    const truck = await createTruck(t.app, h);
    await t.db.insert(driverEquipmentAssignments).values({
      company_id: w.company.id,
      driver_id: w.driver.c.id,
      truck_id: truck.id,
      assigned_at: new Date(Date.now() - 86_400_000),
    });
    const booked = await call(h, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { driver_id: w.driver.c.id }),
      events: [
        pickup(1, dayFromToday(1), { location_lat: 32.7767, location_long: -96.797 }),
        delivery(2, dayFromToday(2), { location_lat: 33.749, location_long: -84.388 }),
      ],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { year, quarter } = quarterOf(dayFromToday(0));
    const r = (await call(h, 'GET', `/api/ifta/report?year=${year}&quarter=${quarter}&truck_id=${truck.id}`)).json();
    expect(r.estimates).toEqual([]);
    expect(r.totals.total_miles).toBe('0');
  });

  it('refuses a quarter outside 1 to 4, one not begun, and another company’s truck', async () => {
    const h = w.accountant.headers;
    for (const q of ['year=2026&quarter=5', 'year=2026&quarter=0', 'year=1999&quarter=1', 'year=2026']) {
      const res = await call(h, 'GET', `/api/ifta/report?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
    const future = await call(h, 'GET', '/api/ifta/report?year=2099&quarter=1');
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe(M.futureQuarter);
    const other = await buildSignedInCompany(t.app, t.db);
    const theirs = await createTruck(t.app, other.headers);
    const res = await call(h, 'GET', `/api/ifta/report?year=2026&quarter=3&truck_id=${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.truckNotFound);
    // Nor does their fuel or trail show in this company's return.
    await t.db
      .insert(fuelTransactions)
      .values(fuel(other.company.id, theirs.id, { date: '2026-08-01', state: 'NV', item: 'ULSD', gallons: '99.000' }));
    const mine = (await call(h, 'GET', '/api/ifta/report?year=2026&quarter=3')).json();
    expect(byCode(mine).NV).toBeUndefined();
  });
});
