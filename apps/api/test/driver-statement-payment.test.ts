import { addDaysToDay, dayIn, formatDate } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { buildStatementWorld, deliveredLoad, generate, type StatementWorld, WEEK } from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();
/** A zone 14 hours ahead of UTC: its today is tomorrow in UTC for most of the day. */
const ZONE = 'Pacific/Kiritimati';

async function approvedStatement(w: StatementWorld) {
  const h = w.manager.headers;
  await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-03' });
  const [s] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id] })).created;
  const res = await t.app.inject({ method: 'POST', url: `/api/driver-statements/${s!.id}/approve`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return s!.id;
}

const pay = (w: StatementWorld, id: number, payment_date: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/driver-statements/${id}/pay`,
    headers: w.manager.headers,
    payload: { payment_date, payment_reference: 'ACH 7' },
  });

describe('the payment date of a statement', () => {
  it('falls between the pay period’s start and 31 days after the company’s today, in its zone', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    await t.db.update(companies).set({ time_zone: ZONE }).where(eq(companies.id, w.company.id));
    const latest = addDaysToDay(dayIn(ZONE), 31);
    const message = `Payment date must be between ${formatDate(WEEK.period_start)} (the start of the pay period) and ${formatDate(latest)} (31 days after today)`;

    const id = await approvedStatement(w);
    for (const day of ['1990-01-01', addDaysToDay(WEEK.period_start, -1), addDaysToDay(latest, 1)]) {
      const res = await pay(w, id, day);
      expect([res.statusCode, res.json().detail], day).toEqual([
        422,
        [{ loc: ['body', 'payment_date'], msg: message, type: 'value_error' }],
      ]);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/driver-statements/${id}`,
      headers: w.manager.headers,
    });
    expect([refused.json().status, refused.json().payment_date]).toEqual(['approved', null]);

    let res = await pay(w, id, WEEK.period_start);
    expect([res.statusCode, res.json().status, res.json().payment_date], res.body).toEqual([
      200,
      'paid',
      WEEK.period_start,
    ]);
    const other = await buildStatementWorld(t.app, t.db);
    await t.db.update(companies).set({ time_zone: ZONE }).where(eq(companies.id, other.company.id));
    res = await pay(other, await approvedStatement(other), latest);
    expect([res.statusCode, res.json().payment_date], res.body).toEqual([200, latest]);
  });

  it('is checked after the status: a draft answers that it is not approved, whatever the date', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-03' });
    const [s] = (await generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [w.driver.a.id] })).created;
    const res = await pay(w, s!.id, '1990-01-01');
    expect([res.statusCode, res.json().detail]).toEqual([409, 'Only an approved statement can be marked paid']);
  });
});
