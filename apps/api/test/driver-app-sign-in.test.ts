import { DRIVER_APP_MESSAGES } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { buildSignedInCompany, login, unique } from './support/factories';
import { createDriver } from './support/fleet';
import { sealedToken } from './support/mail';
import { useTestApp } from './support/test-app';

// The signed-in users' cache on, as in production: a change to the driver is seen at once all the same.
const t = useTestApp({ principalCacheMs: 60_000 });
type Headers = Record<string, string>;
const PASSWORD = 'Highway2026';

const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });

/** A driver with the driver app: invited from the record, the link opened, signed in. */
async function driverWithApp() {
  const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
  const email = `${unique('nina')}@drivers.test`;
  const driver = await createDriver(t.app, headers, { email });
  expect((await post(`/api/drivers/${driver.id}/app-account/invitation`, headers)).statusCode).toBe(200);
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-confirm',
    payload: { token: sealedToken(mail!), new_password: PASSWORD },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const session = (await login(t.app, email, PASSWORD)).json();
  return { headers, driver, email, session };
}

const refusedForInactiveDriver = (res: { statusCode: number; json: () => { detail: unknown } }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().detail).toBe(DRIVER_APP_MESSAGES.signInDriverInactive);
};

describe("a driver's app account follows the driver record", () => {
  it('is refused on every request, refresh and sign-in while the driver is inactive, and works again once active', async () => {
    const { headers, driver, email, session } = await driverWithApp();
    expect((await me(session.access_token)).statusCode).toBe(200);

    expect((await post(`/api/drivers/${driver.id}/deactivate`, headers)).statusCode).toBe(200);
    refusedForInactiveDriver(await me(session.access_token));
    refusedForInactiveDriver(await refresh(session.refresh_token));
    refusedForInactiveDriver(await login(t.app, email, PASSWORD));
    // A wrong password tells nothing about the driver record.
    expect((await login(t.app, email, 'Wrong-password-1')).json().detail).toBe('Incorrect email or password');
    const account = await t.app.inject({ method: 'GET', url: `/api/drivers/${driver.id}/app-account`, headers });
    expect(account.json().status).toBe('deactivated');

    expect((await post(`/api/drivers/${driver.id}/activate`, headers)).statusCode).toBe(200);
    // The session was only held back: the same tokens work again, and so does signing in.
    expect((await me(session.access_token)).statusCode).toBe(200);
    const renewed = await refresh(session.refresh_token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/drivers/${driver.id}/app-account`, headers });
    expect(again.json().status).toBe('active');
  });

  it('is closed by an edit that makes the driver inactive, and by deactivating the user', async () => {
    const { headers, driver, email, session } = await driverWithApp();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers,
      payload: { is_active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    refusedForInactiveDriver(await me(session.access_token));
    await post(`/api/drivers/${driver.id}/activate`, headers);
    expect((await me(session.access_token)).statusCode).toBe(200);

    const users = await t.app.inject({
      method: 'GET',
      url: `/api/users/?search=${encodeURIComponent(email)}`,
      headers,
    });
    const user = users.json().users.find((u: { email: string }) => u.email === email);
    expect((await post(`/api/users/${user.id}/deactivate`, headers)).statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
  });

  it('leaves an account that also holds a staff role to its staff role', async () => {
    const { headers, driver, email } = await driverWithApp();
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/users/?search=${encodeURIComponent(email)}`,
      headers,
    });
    const user = users.json().users.find((u: { email: string }) => u.email === email);
    const staff = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { roles: ['DRIVER', 'DISPATCHER'] },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    await post(`/api/drivers/${driver.id}/deactivate`, headers);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
  });
});
