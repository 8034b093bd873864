import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

let nextClient = 1;

/**
 * A client address of its own (TEST-NET ranges) for one journey: the demo form's rate limit counts
 * per address, so journeys do not use up each other's allowance.
 */
export function freshClientAddress(): string {
  const n = (Date.now() % 200) * 256 + nextClient++;
  return `198.51.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/** Opens the landing page as a visitor from `address` and brings the demo form into view. */
export async function openDemoForm(page: Page, address = freshClientAddress()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Demo' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
}

export interface DemoRequestInput {
  name: string;
  email: string;
  company: string;
  phone?: string;
  fleet_size?: string;
}

/** Sends a demo request straight to the public API, as the form would. */
export async function postDemoRequest(baseURL: string, body: DemoRequestInput, address = freshClientAddress()) {
  const res = await fetch(`${baseURL}/api/demo-requests/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

async function superadminToken(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'superadmin@tms.test', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

export interface StoredDemoRequest extends Required<DemoRequestInput> {
  id: number;
  status: string;
  notes: string | null;
}

/** The stored requests whose name, e-mail or company contains `search`, read as the demo superadmin. */
export async function findDemoRequests(baseURL: string, search: string): Promise<StoredDemoRequest[]> {
  const token = await superadminToken(baseURL);
  const res = await fetch(`${baseURL}/api/demo-requests/?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { demo_requests: StoredDemoRequest[] }).demo_requests;
}
