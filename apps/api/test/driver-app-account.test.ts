import { DRIVER_APP_MESSAGES, EMAIL_IN_USE } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { buildSignedInCompany, buildUser, login, unique } from './support/factories';
import { createDriver } from './support/fleet';
import { sealedToken } from './support/mail';
import { fieldProblem } from './support/problems';
import { useTestApp } from './support/test-app';

const t = useTestApp();
type Headers = Record<string, string>;

const account = (headers: Headers, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/drivers/${id}/app-account`, headers });
const invite = (headers: Headers, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/drivers/${id}/app-account/invitation`, headers });
const invitesTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));

async function acceptInvitation(email: string, password: string) {
  const [mail] = (await invitesTo(email)).slice(-1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-confirm',
    payload: { token: sealedToken(mail!), new_password: password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a driver's account for the driver app", () => {
  it('is invited from the driver record, accepted from the e-mail, and then reaches only its own account', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const email = `${unique('rosa')}@drivers.test`;
    const driver = await createDriver(t.app, headers, { email, phone_number: '(555) 201-3344' });
    expect((await account(headers, driver.id)).json()).toEqual({
      status: 'none',
      email,
      invited_at: null,
      last_sign_in_at: null,
    });

    const sent = await invite(headers, driver.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: DRIVER_APP_MESSAGES.invited, account: { status: 'invited', email } });
    expect((await invitesTo(email)).map((m) => m.kind)).toEqual(['invite']);
    expect((await login(t.app, email, 'Anything123')).statusCode).toBe(401);

    // While the link is unused, inviting again sends it again to the same account.
    expect((await invite(headers, driver.id)).statusCode).toBe(200);
    expect(await invitesTo(email)).toHaveLength(2);

    await acceptInvitation(email, 'Highway2026');
    const signedIn = await login(t.app, email, 'Highway2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const driverHeaders = { authorization: `Bearer ${signedIn.json().access_token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: driverHeaders });
    expect(me.json().roles.map((r: { name: string }) => r.name)).toEqual(['DRIVER']);
    // Staff routes refuse the driver, including those open to every member of the company.
    for (const url of ['/api/drivers/', '/api/company/features', '/api/user/my-company', '/api/documents/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: driverHeaders });
      expect(res.statusCode, url).toBe(403);
    }

    const active = (await account(headers, driver.id)).json();
    expect(active).toMatchObject({ status: 'active', email });
    expect(active.last_sign_in_at).not.toBeNull();
    const again = await invite(headers, driver.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DRIVER_APP_MESSAGES.alreadyActive);
  });

  it('needs an active driver with an e-mail address no colleague uses', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const noEmail = await createDriver(t.app, headers);
    const res = await invite(headers, noEmail.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(fieldProblem('email', DRIVER_APP_MESSAGES.noEmail));

    const inactive = await createDriver(t.app, headers, { email: `${unique('gone')}@drivers.test` });
    await t.app.inject({ method: 'POST', url: `/api/drivers/${inactive.id}/deactivate`, headers });
    expect((await invite(headers, inactive.id)).json().detail).toBe(DRIVER_APP_MESSAGES.inactive);

    const colleague = await buildUser(t.db, { companyId: company.id, roles: ['DISPATCHER'] });
    const shared = await createDriver(t.app, headers, { email: colleague.email });
    const clash = await invite(headers, shared.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(EMAIL_IN_USE);
    // Nothing was written: the driver still has no account.
    expect((await account(headers, shared.id)).json().status).toBe('none');
    expect((await invite(headers, 2_147_483_000)).statusCode).toBe(404);
  });

  it("keeps the driver role on the account when a manager edits the user's name", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const email = `${unique('omar')}@drivers.test`;
    const driver = await createDriver(t.app, headers, { email });
    await invite(headers, driver.id);
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/users/?search=${encodeURIComponent(email)}`,
      headers,
    });
    const user = users.json().users.find((u: { email: string }) => u.email === email);
    const keep = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { name: 'Omar', roles: ['DRIVER'] },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const add = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { roles: ['DRIVER', 'MANAGER'] },
    });
    expect(add.statusCode).toBe(200);
  });
});
