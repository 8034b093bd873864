import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_LANDINGS = [
  { email: 'superadmin@tms.test', role: 'SUPERADMIN', landing: '/app/companies' },
  { email: 'manager@acme.test', role: 'MANAGER', landing: '/app/dashboard' },
  { email: 'dispatcher@acme.test', role: 'DISPATCHER', landing: '/app/dispatch' },
  { email: 'accountant@acme.test', role: 'ACCOUNTANT', landing: '/app/accounting/loads' },
  { email: 'analyst@acme.test', role: 'ANALYST', landing: '/app/dashboard' },
  { email: 'equipment@acme.test', role: 'EQUIPMENT_MANAGER', landing: '/app/dashboard' },
  { email: 'tracking@acme.test', role: 'TRACK_AND_TRACE', landing: '/app/track-and-trace' },
] as const;

/** Signs in through the login form as a person would. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest e-mail sent to an address, read from the outbox as the demo superadmin. */
export async function latestMailTo(baseURL: string, to: string): Promise<{ subject: string; text_body: string }> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'superadmin@tms.test', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseURL}/api/admin/outbox/?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await res.json()) as { messages: { subject: string; text_body: string }[] };
  if (!body.messages[0]) throw new Error(`no e-mail to ${to}`);
  return body.messages[0];
}
