import { DRIVER_NOTE_MESSAGES as M, type RoleName } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverNotes } from '../src/db/schema';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { createDriver, fieldsOf, messagesOf } from './support/fleet';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();

const base = '/api/driver-notes/';
type Headers = Record<string, string>;
const call = callerOf(t);
/** A note on `driver` written by the caller the headers sign in. */
const note = async (headers: Headers, driver: { id: number }, payload: Record<string, unknown> = {}) => {
  const res = await call(headers, 'POST', base, { title: 'Note', content: 'Text', driver_id: driver.id, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('driver notes', () => {
  it('pins recent critical notes first, counts them in the badge and filters them', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const owner = await buildSignedInCompany(t.app, t.db);
    const user = await buildUser(t.db, { companyId: owner.company.id, roles: ['DISPATCHER'] });
    const me = (await signIn(t.app, user.email)).headers;
    void headers;
    const driver = await createDriver(t.app, owner.headers);
    const old = await note(me, driver, { title: 'Old critical', importance: 'critical', category: 'Safety' });
    await t.db
      .update(driverNotes)
      .set({ created_at: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(driverNotes.id, old.id));
    const crit = await note(me, driver, { title: 'Reefer alarm', importance: 'critical', category: 'Track and Trace' });
    const plain = await note(me, driver, { title: 'Later note', importance: 'low' });
    const list = (await call(me, 'GET', `${base}driver/${driver.id}`)).json();
    expect(list.notes.map((n: { id: number }) => n.id)).toEqual([crit.id, plain.id, old.id]);
    expect(list.recent_critical_count).toBe(1);
    expect(list.notes[0]).toMatchObject({
      is_recent_critical: true,
      creator_name: 'Test',
      category: 'Track and Trace',
    });
    expect(list.notes[2].is_recent_critical).toBe(false);
    const critical = (await call(me, 'GET', `${base}driver/${driver.id}?critical_only=true`)).json();
    expect(critical).toMatchObject({ total: 1, notes: [{ id: crit.id }] });
  });

  it('keeps personal notes to their author, in lists, counts and by id', async () => {
    const owner = await buildSignedInCompany(t.app, t.db);
    const [u1, u2] = [
      await buildUser(t.db, { companyId: owner.company.id, roles: ['DISPATCHER'] }),
      await buildUser(t.db, { companyId: owner.company.id, roles: ['DISPATCHER'] }),
    ];
    const [author, colleague] = [(await signIn(t.app, u1.email)).headers, (await signIn(t.app, u2.email)).headers];
    const driver = await createDriver(t.app, owner.headers);
    const mine = await note(author, driver, { note_type: 'personal', title: 'Call his wife', importance: 'critical' });
    const shared = await note(author, driver, { title: 'Public' });
    expect(mine.is_recent_critical).toBe(false);
    const ownList = (await call(author, 'GET', `${base}driver/${driver.id}`)).json();
    expect(ownList.total).toBe(2);
    for (const h of [colleague, owner.headers]) {
      const seen = (await call(h, 'GET', `${base}driver/${driver.id}`)).json();
      expect(seen.notes.map((n: { id: number }) => n.id)).toEqual([shared.id]);
      expect(seen.total).toBe(1);
      expect((await call(h, 'GET', `${base}${mine.id}`)).statusCode).toBe(404);
      expect((await call(h, 'PUT', `${base}${mine.id}`, { title: 'x' })).statusCode).toBe(404);
      expect((await call(h, 'DELETE', `${base}${mine.id}`)).statusCode).toBe(404);
    }
    // A colleague without the drivers capability may not change someone else's public note; a manager may.
    const refused = await call(colleague, 'PUT', `${base}${shared.id}`, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(M.notAuthor);
    expect((await call(owner.headers, 'PUT', `${base}${shared.id}`, { importance: 'high' })).json().importance).toBe(
      'high',
    );
  });

  it('edits inline without changing the type, deletes, and validates with the spec messages', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const n = await note(headers, driver);
    const typeChange = await call(headers, 'PUT', `${base}${n.id}`, { note_type: 'personal' });
    expect(typeChange.statusCode).toBe(422);
    expect(fieldsOf(typeChange)).toEqual(['note_type']);
    const edited = (
      await call(headers, 'PUT', `${base}${n.id}`, { title: ' New title ', content: 'Line 1\nLine 2' })
    ).json();
    expect(edited).toMatchObject({ title: 'New title', content: 'Line 1\nLine 2', note_type: 'general' });
    const bad = await call(headers, 'POST', base, { driver_id: driver.id, title: '', content: '' });
    expect(messagesOf(bad)).toEqual(expect.arrayContaining(['Title is required', 'Content is required']));
    expect(
      messagesOf(await call(headers, 'POST', base, { driver_id: driver.id, title: 'x'.repeat(256), content: 'c' })),
    ).toEqual(['Title too long']);
    expect(
      fieldsOf(
        await call(headers, 'POST', base, { driver_id: driver.id, title: 't', content: 'c', category: 'Gossip' }),
      ),
    ).toEqual(['category']);
    const del = await call(headers, 'DELETE', `${base}${n.id}`);
    expect(del.json()).toEqual({ message: M.deleted });
    expect((await call(headers, 'GET', `${base}driver/${driver.id}`)).json().total).toBe(0);
    const foreign = await buildSignedInCompany(t.app, t.db);
    const other = await call(foreign.headers, 'POST', base, { driver_id: driver.id, title: 't', content: 'c' });
    expect(other.statusCode).toBe(422);
    expect(fieldsOf(other)).toEqual(['driver_id']);
  });
});

describe('who may call the note routes', () => {
  const cases: [RoleName, number][] = [
    ['MANAGER', 201],
    ['DISPATCHER', 201],
    ['TRACK_AND_TRACE', 201],
    ['ACCOUNTANT', 201],
    ['EQUIPMENT_MANAGER', 201],
    ['ANALYST', 403],
  ];
  it.each(cases)('%s: create %i', async (role, status) => {
    const owner = await buildSignedInCompany(t.app, t.db);
    const user = await buildUser(t.db, { companyId: owner.company.id, roles: [role] });
    const { headers } = await signIn(t.app, user.email);
    const driver = await createDriver(t.app, owner.headers);
    expect((await call(headers, 'POST', base, { driver_id: driver.id, title: 't', content: 'c' })).statusCode).toBe(
      status,
    );
    expect((await call(headers, 'GET', `${base}driver/${driver.id}`)).statusCode).toBe(status === 201 ? 200 : 403);
  });
});

describe('notes stay inside their company', () => {
  it('passes the tenancy harness', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const driver = await createDriver(t.app, a.headers);
        return (await note(a.headers, driver)).id;
      },
      detail: (id) => `${base}${id}`,
      writes: [
        { method: 'PUT', url: (id) => `${base}${id}`, payload: { title: 'Taken' } },
        { method: 'DELETE', url: (id) => `${base}${id}` },
      ],
    });
  });
});
