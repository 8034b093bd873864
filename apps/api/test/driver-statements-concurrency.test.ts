import { STATEMENT_MESSAGES } from '@tms/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildStatementWorld,
  deliveredLoad,
  generate,
  type StatementWorld,
  statementOf,
  WEEK,
} from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type Headers = Record<string, string>;
type Line = { id: number; kind: string; amount: string; description: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

/** A draft for driver A with one load, and its version as a reader sees it. */
async function draftOf(w: StatementWorld, headers: Headers, driverId = w.driver.a.id) {
  await deliveredLoad(t.db, w, { driver_id: driverId, last_delivery_date: '2026-03-04' });
  const [created] = (await generate(t.app, headers, { ...WEEK, driver_ids: [driverId] })).created;
  return statementOf(t.app, headers, created!.id) as Promise<{ id: number; version: number; lines: Line[] }>;
}

const stale = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(JSON.parse(res.body).detail).toBe(STATEMENT_MESSAGES.stale);
};

describe('statement versions', () => {
  let w: StatementWorld;
  beforeAll(async () => {
    w = await buildStatementWorld(t.app, t.db);
  });

  it('refuses every change sent with a version someone else has moved on, and writes nothing', async () => {
    const h = w.accountant.headers;
    const s = await draftOf(w, h);
    const seen = s.version;
    const base = `/api/driver-statements/${s.id}`;

    let res = await call('POST', `${base}/lines`, h, {
      kind: 'bonus',
      description: 'Safety',
      amount: '50',
      version: seen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const current = res.json().version as number;
    expect(current).toBeGreaterThan(seen);
    const bonus = res.json().lines.find((l: Line) => l.kind === 'bonus') as Line;

    // Every change from the older reading answers 409 with the same message loads use.
    stale(await call('PUT', `${base}/lines/${bonus.id}`, h, { amount: '999', version: seen }));
    stale(await call('POST', `${base}/lines`, h, { kind: 'bonus', description: 'x', amount: '1', version: seen }));
    stale(await call('DELETE', `${base}/lines/${bonus.id}?version=${seen}`, h));
    stale(await call('POST', `${base}/exclude-load`, h, { load_id: 1, reason: 'r', version: seen }));
    stale(await call('POST', `${base}/regenerate`, h, { version: seen }));
    stale(await call('POST', `${base}/approve`, h, { version: seen }));
    stale(await call('DELETE', `${base}?version=${seen}`, h));
    const after = await statementOf(t.app, h, s.id);
    expect([after.version, after.status, after.net]).toEqual([current, 'draft', '700.00']);
    expect(after.lines.find((l: Line) => l.id === bonus.id).amount).toBe('50.00');

    // The current version goes through, and each change moves it on.
    res = await call('PUT', `${base}/lines/${bonus.id}`, h, {
      amount: '75',
      description: 'Safety bonus',
      version: current,
    });
    expect([res.statusCode, res.json().net], res.body).toEqual([200, '725.00']);
    const edited = res.json().version as number;
    res = await call('POST', `${base}/approve`, h, { version: edited });
    expect([res.statusCode, res.json().status], res.body).toEqual([200, 'approved']);
    const approved = res.json().version as number;

    const pay = { payment_date: '2026-03-13', payment_reference: 'ACH 77' };
    stale(await call('POST', `${base}/pay`, h, { ...pay, version: edited }));
    stale(await call('POST', `${base}/reopen`, h, { reason: 'Wrong miles', version: edited }));
    res = await call('POST', `${base}/reopen`, h, { reason: 'Wrong miles', version: approved });
    expect([res.statusCode, res.json().status], res.body).toEqual([200, 'draft']);
    res = await call('POST', `${base}/approve`, h, { version: res.json().version });
    res = await call('POST', `${base}/pay`, h, { ...pay, version: res.json().version });
    expect([res.statusCode, res.json().status, res.json().payment_reference], res.body).toEqual([
      200,
      'paid',
      'ACH 77',
    ]);
  });

  it('lets the last write win when no version is sent, and rejects a version that is not a number', async () => {
    const h = w.manager.headers;
    const s = await draftOf(w, h, w.driver.b.id);
    const base = `/api/driver-statements/${s.id}`;
    let res = await call('POST', `${base}/lines`, h, { kind: 'bonus', description: 'One', amount: '10' });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('POST', `${base}/lines`, h, { kind: 'bonus', description: 'Two', amount: '10' });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('POST', `${base}/approve`, h, { version: 'latest' });
    expect([res.statusCode, JSON.stringify(res.json().detail)]).toEqual([
      422,
      expect.stringContaining('Version must be a number'),
    ]);
    res = await call('DELETE', `${base}/lines/${s.lines[0]!.id}?version=abc`, h);
    expect(res.statusCode).toBe(422);
    res = await call('POST', `${base}/approve`, h);
    expect([res.statusCode, res.json().status], res.body).toEqual([200, 'approved']);
  });

  it('lets only one of two approvals from the same reading through', async () => {
    const h = w.manager.headers;
    const s = await draftOf(w, h, w.owner.id);
    const base = `/api/driver-statements/${s.id}`;
    const [one, two] = await Promise.all([
      call('POST', `${base}/approve`, h, { version: s.version }),
      call('POST', `${base}/approve`, h, { version: s.version }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    stale([one, two].find((r) => r.statusCode === 409)!);
  });
});

describe('bulk approve by statement ids', () => {
  it('approves the drafts named, skips the others with a reason, and never touches another company', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    const other = await buildStatementWorld(t.app, t.db);
    const h = w.accountant.headers;
    for (const driverId of [w.driver.a.id, w.driver.b.id, w.owner.id]) {
      await deliveredLoad(t.db, w, { driver_id: driverId, last_delivery_date: '2026-03-04' });
    }
    const created = (await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id, w.driver.b.id, w.owner.id] }))
      .created;
    const [a, b, c] = created.map((s) => s.id) as [number, number, number];
    await call('POST', `/api/driver-statements/${c}/approve`, h);
    await deliveredLoad(t.db, other, { driver_id: other.driver.a.id, last_delivery_date: '2026-03-04' });
    const [foreign] = (await generate(t.app, other.manager.headers, { ...WEEK, driver_ids: [other.driver.a.id] }))
      .created;

    let res = await call('POST', '/api/driver-statements/bulk-approve', h, { ids: [] });
    expect([res.statusCode, JSON.stringify(res.json().detail)]).toEqual([
      422,
      expect.stringContaining('Choose at least one statement'),
    ]);
    res = await call('POST', '/api/driver-statements/bulk-approve', h, {
      ids: [foreign!.id, b, a, c, a, 2_000_000_000],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      approved: [a, b].sort((x, y) => x - y),
      skipped: [
        { id: c, reason: STATEMENT_MESSAGES.alreadyApproved },
        { id: foreign!.id, reason: STATEMENT_MESSAGES.notFound },
        { id: 2_000_000_000, reason: STATEMENT_MESSAGES.notFound },
      ].sort((x, y) => x.id - y.id),
    });
    for (const id of [a, b]) expect((await statementOf(t.app, h, id)).status).toBe('approved');
    // The other company's draft is untouched and still its own.
    expect((await statementOf(t.app, other.manager.headers, foreign!.id)).status).toBe('draft');

    // Another company's ids alone approve nothing.
    res = await call('POST', '/api/driver-statements/bulk-approve', other.manager.headers, { ids: [a, b] });
    expect(res.json()).toEqual({
      approved: [],
      skipped: [
        { id: a, reason: STATEMENT_MESSAGES.notFound },
        { id: b, reason: STATEMENT_MESSAGES.notFound },
      ].sort((x, y) => x.id - y.id),
    });
  });

  it('is for managers and accountants only', async () => {
    const w = await buildStatementWorld(t.app, t.db);
    for (const [who, status] of [
      [w.dispatcher, 403],
      [w.analyst, 403],
    ] as const) {
      const res = await call('POST', '/api/driver-statements/bulk-approve', who.headers, { ids: [1] });
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});
