import { DEMO_REQUEST_SUCCESS, HONEYPOT_MESSAGE } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRequests, emailOutbox } from '../src/db/schema';
import { buildSignedInCompany, signInSuperadmin, unique } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp({ demoRequestLimit: { max: 3, windowMs: 3_600_000 }, salesEmail: 'sales-team@example.test' });
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await signInSuperadmin(t.app, t.db);
});

let ipSeq = 0;
const submit = (payload: Record<string, unknown>, ip = `10.50.0.${++ipSeq}`) =>
  t.app.inject({ method: 'POST', url: '/api/demo-requests/', payload, remoteAddress: ip });
const valid = () => ({
  name: '  Dana Whitfield ',
  email: ` ${unique('Dana')}@Fleet.example `,
  company: 'Whitfield Trucking',
  phone: '(555) 123-4567',
  fleet_size: '11-25',
});

describe('POST /api/demo-requests/ (public)', () => {
  it('stores a trimmed request with a lower-cased e-mail and notifies sales', async () => {
    const body = valid();
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: DEMO_REQUEST_SUCCESS });
    const email = body.email.trim().toLowerCase();
    const [row] = await t.db.select().from(demoRequests).where(eq(demoRequests.email, email));
    expect(row).toMatchObject({
      name: 'Dana Whitfield',
      company: 'Whitfield Trucking',
      status: 'new',
      fleet_size: '11-25',
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, 'sales-team@example.test'));
    expect(mails.some((m) => m.text_body.includes(email))).toBe(true);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be at least 2 characters long'],
    [{ name: 'A'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ name: '<b>Dana</b>' }, 'Name contains invalid characters'],
    [{ name: 'Dana onclick=alert(1)' }, 'Name contains invalid characters'],
    [{ name: '12345' }, 'Name must contain at least one letter'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'dana@fleet' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'Email address is too long'],
    [{ company: ' ' }, 'Company name is required'],
    [{ company: 'X' }, 'Company name must be at least 2 characters long'],
    [{ company: '<script>x</script>' }, 'Company name contains invalid characters'],
    [{ phone: '555-1234' }, 'Phone number must contain at least 10 digits'],
    [{ phone: '1234567890123456' }, 'Phone number must contain no more than 15 digits'],
    [{ phone: '555#123#4567#' }, 'Please enter a valid phone number'],
    [{ fleet_size: '500' }, 'Please select a valid fleet size'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await submit({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(message);
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const body = valid();
    const res = await submit({ ...body, website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(HONEYPOT_MESSAGE);
    const rows = await t.db.select().from(demoRequests).where(eq(demoRequests.email, body.email.trim().toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('answers 429 with detail once an address passes the limit', async () => {
    const ip = '10.60.0.1';
    for (let i = 0; i < 3; i++) expect((await submit(valid(), ip)).statusCode).toBe(201);
    const res = await submit(valid(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/Too many demo requests/);
    expect((await submit(valid(), '10.60.0.2')).statusCode).toBe(201);
  });
});

describe('demo requests for superadmins', () => {
  it('lists with status, date and text filters; shows, updates and deletes one', async () => {
    const body = { ...valid(), company: `Zephyr ${unique('Co')}` };
    await submit(body);
    const search = encodeURIComponent(body.company);
    const list = await t.app.inject({ method: 'GET', url: `/api/demo-requests/?search=${search}`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const id = list.json().demo_requests[0].id;

    const today = new Date().toISOString().slice(0, 10);
    const byDate = await t.app.inject({
      method: 'GET',
      url: `/api/demo-requests/?search=${search}&date_from=${today}&date_to=${today}`,
      headers: admin,
    });
    expect(byDate.json().total).toBe(1);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/demo-requests/?search=${search}&date_to=2020-01-01`,
      headers: admin,
    });
    expect(before.json().total).toBe(0);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/demo-requests/${id}`,
      headers: admin,
      payload: { status: 'contacted', notes: 'Called, demo Tuesday' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ status: 'contacted', notes: 'Called, demo Tuesday' });
    const contacted = await t.app.inject({
      method: 'GET',
      url: `/api/demo-requests/?status=contacted&search=${search}`,
      headers: admin,
    });
    expect(contacted.json().total).toBe(1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/demo-requests/${id}`,
      headers: admin,
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(422);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/demo-requests/${id}`, headers: admin })).json().company,
    ).toBe(body.company);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/demo-requests/${id}`, headers: admin })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/demo-requests/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/demo-requests/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('is closed to company users, whatever their role', async () => {
    for (const role of ['MANAGER', 'DISPATCHER', 'ACCOUNTANT'] as const) {
      const { headers } = await buildSignedInCompany(t.app, t.db, role);
      for (const [method, url] of [
        ['GET', '/api/demo-requests/'],
        ['GET', '/api/demo-requests/1'],
        ['PUT', '/api/demo-requests/1'],
        ['DELETE', '/api/demo-requests/1'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'PUT' ? { status: 'closed' } : undefined,
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/demo-requests/' })).statusCode).toBe(401);
  });
});
