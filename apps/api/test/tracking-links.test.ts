import { TRACKING_LINK_MESSAGES as M, TRACKING_LINK_LIMITS } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, drivers, trackingLinks } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { hashToken } from '../src/lib/tokens';
import { createTruck } from './support/fleet';
import { basicInfo, bookTenantLoad, delivery, pickup, useLoadWorld } from './support/loads';
import { mailsTo } from './support/mail';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const links = (loadId: number) => `/api/loads/${loadId}/tracking-links`;
const publicView = (token: string, remoteAddress = '10.34.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}`, remoteAddress });
const today = () => new Date().toISOString().slice(0, 10);

async function book(extra: Record<string, unknown> = {}) {
  const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, extra),
    events: [
      pickup(1, today(), { contact_name: 'Dock Lead', contact_phone: '555-0101', reference_number: 'PU-77' }),
      delivery(2, today()),
    ],
    rate_cargo: { rate_booked: 4321.09, loaded_miles: 812 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

async function share(headers: Headers, loadId: number, body: Record<string, unknown> = {}) {
  const res = await call(headers, 'POST', links(loadId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; url: string; token: string; expires_at: string };
}

describe('tracking links', () => {
  it('makes a link shown once, lists it without its token, opens the public page and revokes it', async () => {
    const load = await book();
    const before = Date.now();
    const link = await share(w.manager.headers, load.id, { expires_in_hours: 5 });
    expect(Object.keys(link).sort()).toEqual(['expires_at', 'id', 'token', 'url']);
    expect(link.url.endsWith(`/track/${link.token}`)).toBe(true);
    // 32 random bytes, base64url.
    expect(link.token).toMatch(/^[\w-]{43}$/);
    const hours = (Date.parse(link.expires_at) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(4.99);
    expect(hours).toBeLessThan(5.01);

    const [stored] = await withSystem(t.db, (tx) =>
      tx.select().from(trackingLinks).where(eq(trackingLinks.id, link.id)),
    );
    expect(stored!.token_hash).toBe(hashToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const listed = await call(w.tracker.headers, 'GET', links(load.id));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(link.token);
    expect(listed.json().tracking_links).toEqual([
      expect.objectContaining({ id: link.id, active: true, revoked_at: null, email: null, last_viewed_at: null }),
    ]);

    const view = await publicView(link.token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({ load_number: load.load_number, status: 'Booked', position: null, eta: null });
    const viewed = (await call(w.manager.headers, 'GET', links(load.id))).json().tracking_links[0];
    expect(viewed.last_viewed_at).not.toBeNull();

    const revoked = await call(w.dispatcher.headers, 'DELETE', `${links(load.id)}/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const gone = await publicView(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(M.trackingNotFound);
    const after = (await call(w.manager.headers, 'GET', links(load.id))).json().tracking_links[0];
    expect(after).toMatchObject({ id: link.id, active: false });
    expect(after.revoked_at).not.toBeNull();

    const audits = await withSystem(t.db, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'load'), eq(auditLog.entity_id, String(load.id)))),
    );
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['tracking_link_create', 'tracking_link_revoke']),
    );
  });

  it('answers exactly the public keys, and nothing of the driver, the money or the stops’ contacts', async () => {
    await t.db.update(drivers).set({ phone_number: '214-555-0199' }).where(eq(drivers.id, w.driver.a.id));
    const truck = await createTruck(t.app, w.manager.headers);
    const assigned = await call(w.manager.headers, 'POST', '/api/driver-equipment/', {
      driver_id: w.driver.a.id,
      truck_id: truck.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const load = await book();
    const at = new Date(Date.now() - 600_000).toISOString();
    const sent = await call(w.manager.headers, 'POST', `/api/trucks/${truck.id}/positions`, {
      positions: [{ lat: 33.5, lng: -94.1, at }],
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const { token } = await share(w.manager.headers, load.id);
    const res = await publicView(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['carrier', 'eta', 'load_number', 'position', 'status', 'stops']);
    expect(Object.keys(body.carrier).sort()).toEqual(['name', 'phone']);
    expect(body.carrier.name).toBe(w.company.name);
    expect(body.position).toEqual({ lat: 33.5, lng: -94.1, at });
    expect(body.stops).toHaveLength(2);
    for (const stop of body.stops)
      expect(Object.keys(stop).sort()).toEqual([
        'appointment_time_higher',
        'appointment_time_lower',
        'city',
        'completed_at',
        'event_type',
        'state',
      ]);
    expect(body.stops.map((s: { city: string }) => s.city)).toEqual(['Dallas', 'Atlanta']);

    const [driver] = await t.db.select().from(drivers).where(eq(drivers.id, w.driver.a.id));
    for (const secret of [driver!.first_name, driver!.last_name, '214-555-0199', '4321', '812', 'Dock Lead', 'PU-77'])
      expect(res.body).not.toContain(secret);
  });

  it('gives no position once the truck runs another load', async () => {
    const h = w.manager.headers;
    const truck = await createTruck(t.app, h);
    const assigned = await call(h, 'POST', '/api/driver-equipment/', { driver_id: w.driver.b.id, truck_id: truck.id });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const first = await book({ driver_id: w.driver.b.id });
    const done = await call(h, 'PUT', `/api/loads/${first.id}/status`, { status_id: w.status.delivered.id });
    expect(done.statusCode, done.body).toBe(200);
    const next = await book({ driver_id: w.driver.b.id });
    const sent = await call(h, 'POST', `/api/trucks/${truck.id}/positions`, {
      positions: [{ lat: 35, lng: -90, at: new Date().toISOString() }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await publicView((await share(h, first.id)).token)).json().position).toBeNull();
    expect((await publicView((await share(h, next.id)).token)).json().position).toMatchObject({ lat: 35, lng: -90 });
  });

  it('e-mails the link through the outbox in the carrier’s name', async () => {
    const load = await book();
    const email = `Shipper-${Date.now()}@Example.com`;
    const link = await share(w.manager.headers, load.id, { email, expires_in_hours: 24 });
    const [message] = await mailsTo(t.db, email.toLowerCase());
    expect(message).toMatchObject({ kind: 'tracking_link', company_id: w.company.id });
    expect(message!.subject).toBe(`Track load ${load.load_number} with ${w.company.name}`);
    // The outbox keeps the link sealed, never the token in the open.
    expect(JSON.stringify(message)).not.toContain(link.token);
    const listed = (await call(w.manager.headers, 'GET', links(load.id))).json().tracking_links[0];
    expect(listed.email).toBe(email.toLowerCase());
  });

  it('answers 404 to an expired, unknown or malformed token', async () => {
    const load = await book();
    const link = await share(w.manager.headers, load.id, { expires_in_hours: 1 });
    await withSystem(t.db, (tx) =>
      tx
        .update(trackingLinks)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(trackingLinks.id, link.id)),
    );
    for (const token of [link.token, 'A'.repeat(43), 'not a token', '%00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/tracking/${encodeURIComponent(token)}`,
        remoteAddress: '10.34.0.2',
      });
      expect(res.statusCode, `${token}: ${res.body}`).toBe(404);
    }
    const logo = await t.app.inject({ method: 'GET', url: `/api/public/tracking/${link.token}/logo` });
    expect(logo.statusCode).toBe(404);
    const listed = (await call(w.manager.headers, 'GET', links(load.id))).json().tracking_links[0];
    expect(listed.active).toBe(false);
  });

  it('refuses hours out of range and a bad address with the field named; 404 for a load or link not seen', async () => {
    const load = await book();
    for (const body of [{ expires_in_hours: 0 }, { expires_in_hours: 721 }, { expires_in_hours: 1.5 }]) {
      const res = await call(w.manager.headers, 'POST', links(load.id), body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail[0].msg).toBe(M.hoursRange);
    }
    const bad = await call(w.manager.headers, 'POST', links(load.id), { email: 'nobody' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe(M.emailInvalid);
    const fallback = await share(w.manager.headers, load.id, { email: '' });
    const hours = (Date.parse(fallback.expires_at) - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(TRACKING_LINK_LIMITS.hoursDefault);

    // The tracking user follows driver a only.
    const other = await book({ driver_id: w.driver.c.id });
    expect((await call(w.tracker.headers, 'POST', links(other.id), {})).statusCode).toBe(404);
    expect((await call(w.manager.headers, 'DELETE', `${links(other.id)}/${fallback.id}`)).statusCode).toBe(404);
    expect((await call(w.accountant.headers, 'POST', links(load.id), {})).statusCode).toBe(403);
  });

  it('limits the public page per address', async () => {
    const load = await book();
    const { token } = await share(w.manager.headers, load.id);
    for (let i = 0; i < TRACKING_LINK_LIMITS.viewsPerMinute; i++)
      expect((await publicView(token, '10.34.9.9')).statusCode).toBe(200);
    const limited = await publicView(token, '10.34.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(M.tooManyViews);
    expect((await publicView(token, '10.34.9.10')).statusCode).toBe(200);
  });

  it("keeps a company's links to itself", async () => {
    let linkId = 0;
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        const loadId = await bookTenantLoad(t.app, t.db, a, {
          status: 'Booked',
          events: [pickup(1, today()), delivery(2, today())],
        });
        linkId = (await share(a.headers, loadId)).id;
        return loadId;
      },
      detail: (id) => links(Number(id)),
      writes: [
        { method: 'POST', url: (id) => links(Number(id)), payload: {} },
        { method: 'DELETE', url: (id) => `${links(Number(id))}/${linkId}` },
      ],
    });
  });
});
