import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, drivers } from '../src/db/schema';
import { pageFonts, pagesText } from './support/pdf-text';
import {
  buildStatementWorld,
  deliveredLoad,
  fuelPurchase,
  generate,
  NEXT_WEEK,
  type StatementWorld,
  statementOf,
  WEEK,
} from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();

async function pdfOf(w: StatementWorld, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/driver-statements/${id}/pdf`,
    headers: w.manager.headers,
  });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return res.rawPayload;
}

const pdfText = async (w: StatementWorld, id: number) => (await pagesText(await pdfOf(w, id))).join(' ');

describe('the statement PDF', () => {
  let w: StatementWorld;
  beforeAll(async () => {
    w = await buildStatementWorld(t.app, t.db);
  });

  it('says in full that a week had no loads, as it says there were no additions', async () => {
    const [s] = (await generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [w.driver.c.id] })).created;
    const text = await pdfText(w, s!.id);
    expect(text).toContain('No loads this period');
    expect(text).not.toContain('No loads this ...');
    expect(text).toContain('No additions');
    expect(text).toContain('No deductions');
    expect(text).toContain('Deductions $0.00 Net $0.00');
  });

  it('names the carried balance’s period in the date format of the rest of the statement', async () => {
    const h = w.manager.headers;
    await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-03', rate_booked: '400.00' });
    await fuelPurchase(t.db, w, { driver_id: w.owner.id, transaction_date: '2026-03-04', total_amount: '500.00' });
    const [first] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.owner.id] })).created;
    await t.app.inject({ method: 'POST', url: `/api/driver-statements/${first!.id}/approve`, headers: h });
    const [next] = (await generate(t.app, h, { ...NEXT_WEEK, driver_ids: [w.owner.id] })).created;

    const line = (await statementOf(t.app, h, next!.id)).lines.find((l: { kind: string }) => l.kind === 'carry_over');
    const expected = `Balance from statement #${first!.id} (period ending Mar 8, 2026)`;
    expect(line.description).toBe(expected);
    const text = await pdfText(w, next!.id);
    expect(text).toContain('Pay period: Mar 9, 2026 - Mar 15, 2026');
    expect(text).toContain(expected);
  });

  it('prints the company’s address, each load’s route, whole miles and pay rule, and the driver’s name as written, in embedded Inter', async () => {
    await t.db
      .update(companies)
      .set({ address: '410 Commerce St, Nashville, TN 37201', mc_number: '778812' })
      .where(eq(companies.id, w.company.id));
    const driverId = w.driver.a.id;
    await t.db.update(drivers).set({ first_name: 'Łukasz', last_name: 'Dvořák' }).where(eq(drivers.id, driverId));
    await deliveredLoad(t.db, w, { driver_id: driverId, last_delivery_date: '2026-03-04' });
    await deliveredLoad(t.db, w, {
      driver_id: driverId,
      last_delivery_date: '2026-03-05',
      loaded_miles: '812.50',
      empty_miles: null,
      first_pickup_city: 'Chattanooga',
      first_pickup_state: 'TN',
      last_delivery_city: 'Indianapolis',
      last_delivery_state: 'IN',
    });
    const [s] = (await generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [driverId] })).created;
    const pdf = await pdfOf(w, s!.id);
    const text = (await pagesText(pdf)).join(' ');
    expect(text).toContain('410 Commerce St, Nashville, TN 37201');
    expect(text).toContain('MC 778812');
    // 1,000 loaded and 100 empty miles; 812.5 loaded miles rounds to 813.
    expect(text).toContain(
      'Dallas, TX to Atlanta, GA Mar 4, 2026 1,100 mi $2,000.00 1,000 loaded miles at $0.65/mi $650.00',
    );
    expect(text).toContain('813 loaded miles at $0.65/mi');
    expect(text).toContain('Chattanooga, TN to Indianapolis, IN Mar 5, 2026 813 mi');
    expect(text).not.toContain('1100.00');
    expect(text).not.toContain('->');
    // Letters beyond Latin-1 print as written, from Inter's Central European subset (a run of their own).
    expect(text.replace(/\s+/g, '')).toContain('Driver:ŁukaszDvořák(Companydriver)');
    expect(text).not.toContain('?');
    expect(await pageFonts(pdf)).toEqual(['Inter-Bold', 'Inter-Regular', 'Inter-SemiBold']);
  });

  it('words an owner operator’s percentage of the rate on the load’s line', async () => {
    await deliveredLoad(t.db, w, { driver_id: w.owner.id, last_delivery_date: '2026-03-24', rate_booked: '1400.00' });
    const [s] = (
      await generate(t.app, w.manager.headers, {
        period_start: '2026-03-23',
        period_end: '2026-03-29',
        driver_ids: [w.owner.id],
      })
    ).created;
    expect(await pdfText(w, s!.id)).toContain('$1,400.00 75% of rate $1,050.00');
  });
});
