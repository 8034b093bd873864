import { DEMO_PASSWORD, latestMailTo } from './demo';
import { apiAs } from './fleet';
import type { LoadsWorld } from './loads';

/** A driver of the test company with their own account in the driver app. */
export interface DriverLogin {
  id: number;
  email: string;
  password: string;
}

/**
 * A driver record with an e-mail address, invited to the driver app from the record as a manager
 * does, and the invitation accepted through the link in its e-mail (the driver chooses a password).
 */
export async function createDriverLogin(baseURL: string, world: LoadsWorld): Promise<DriverLogin> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `driver.${unique}@tenant.test`;
  const { id } = await world.api<{ id: number }>('POST', '/api/drivers/', {
    first_name: 'Dale',
    last_name: 'Rivers',
    email,
  });
  await world.api('POST', `/api/drivers/${id}/app-account/invitation`);
  const invitation = await latestMailTo(baseURL, email);
  const token = invitation.text_body.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  const res = await fetch(`${baseURL}/api/auth/password-reset-confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, new_password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`accepting the invitation answered ${res.status}: ${await res.text()}`);
  return { id, email, password: DEMO_PASSWORD };
}

/** The driver app's API as the driver calls it. */
export const driverApi = (baseURL: string, login: DriverLogin) => apiAs(baseURL, login.email, login.password);
