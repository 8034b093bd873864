import { beforeAll, describe, expect, it } from 'vitest';
import { pagesText } from './support/pdf-text';
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

async function pdfText(w: StatementWorld, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/driver-statements/${id}/pdf`,
    headers: w.manager.headers,
  });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return (await pagesText(res.rawPayload)).join(' ');
}

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
});
