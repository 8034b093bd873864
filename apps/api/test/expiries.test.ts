import type { RoleName } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { createExpiriesService } from '../src/modules/expiries/expiries.service';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { createDriver, createTruck, dayFromToday as day } from './support/fleet';
import { queueingMail } from './support/mail';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let run: () => Promise<void>;
beforeAll(async () => {
  const { jobs, mail } = queueingMail(t, {
    config: { ...t.config, smtp: undefined, mailFrom: 'x@y.test' },
    brand: 'Acme <Freight>',
  });
  // The nightly job's work, run by hand (the test apps schedule none).
  run = createExpiriesService({ db: t.db, jobs, mail, appUrl: 'http://tms.test', cron: null }).run;
});

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers, payload });

describe('expiry tracking', () => {
  it('records CDL, medical card, registration and inspection dates within 30 days or past, counts them and mails the digest', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const other = await buildSignedInCompany(t.app, t.db);
    await createDriver(t.app, headers, {
      first_name: 'Eve',
      last_name: 'Expired',
      cdl_expiry: day(-2),
      medical_card_expiry: day(300),
    });
    await createDriver(t.app, headers, { first_name: 'Sam', last_name: 'Soon', medical_card_expiry: day(12) });
    await createDriver(t.app, headers, {
      first_name: 'Ina',
      last_name: 'Inactive',
      cdl_expiry: day(-5),
      is_active: false,
    });
    await createTruck(t.app, headers, {
      unit_number: 'T-EXP',
      registration_expiry: day(5),
      inspection_expiry: day(60),
    });
    await createTruck(t.app, other.headers, { registration_expiry: day(-1) });
    const equipmentManager = await buildUser(t.db, { companyId: company.id, roles: ['EQUIPMENT_MANAGER'] });
    const em = (await signIn(t.app, equipmentManager.email)).headers;

    expect((await call(headers, 'PUT', '/api/expiries/digest', { daily_digest: true })).json()).toEqual({
      daily_digest: true,
    });
    expect((await call(em, 'GET', '/api/expiries/digest')).json()).toEqual({ daily_digest: false });
    const badBody = await call(headers, 'PUT', '/api/expiries/digest', { daily_digest: 'yes' });
    expect(badBody.statusCode).toBe(422);

    await run();
    const counts = (await call(headers, 'GET', '/api/expiries/counts')).json();
    expect(counts).toMatchObject({ drivers: { expiring: 1, expired: 1 }, equipment: { expiring: 1, expired: 0 } });
    expect(counts.recorded_at).not.toBeNull();
    const list = (await call(em, 'GET', '/api/expiries/')).json().expiries;
    expect(
      list.map((r: { subject_name: string; kind: string; state: string }) => `${r.subject_name}:${r.kind}:${r.state}`),
    ).toEqual(['Eve Expired:cdl:expired', 'T-EXP:registration:expiring', 'Sam Soon:medical_card:expiring']);
    expect((await call(other.headers, 'GET', '/api/expiries/counts')).json().equipment.expired).toBe(1);

    const [digest] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, (await userEmail(headers)) ?? ''));
    expect(digest).toMatchObject({ kind: 'expiry_digest', subject: '3 expiring or expired dates at Acme <Freight>' });
    expect(digest!.text_body).toContain('Eve Expired: CDL expired 2 days ago');
    expect(digest!.html_body).toContain('Acme &#60;Freight&#62;');
    // Running again replaces the records instead of adding to them.
    await run();
    expect((await call(headers, 'GET', '/api/expiries/counts')).json().drivers).toEqual({ expiring: 1, expired: 1 });
  });
});

async function userEmail(headers: Headers) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  return me.json().email as string | undefined;
}

describe('who may read expiries', () => {
  const cases: [RoleName, number][] = [
    ['MANAGER', 200],
    ['ACCOUNTANT', 200],
    ['EQUIPMENT_MANAGER', 200],
    ['DISPATCHER', 403],
    ['ANALYST', 403],
  ];
  it.each(cases)('%s: %i', async (role, status) => {
    const { headers } = await buildSignedInCompany(t.app, t.db, role);
    expect((await call(headers, 'GET', '/api/expiries/counts')).statusCode).toBe(status);
    expect((await call(headers, 'PUT', '/api/expiries/digest', { daily_digest: false })).statusCode).toBe(status);
  });
});
