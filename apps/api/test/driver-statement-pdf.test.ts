import { beforeAll, describe, expect, it } from 'vitest';
import { pagesText } from './support/pdf-text';
import { buildStatementWorld, generate, type StatementWorld, WEEK } from './support/statements';
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
});
