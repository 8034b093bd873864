import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123';

/** The demo carrier's zone: its address is in Ohio, so its days turn an hour before the default zone's. */
export const DEMO_TIME_ZONE = 'America/New_York';

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

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a raw message. */
const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

type Delivered = { to: string[]; raw: string };

/** The e-mails delivered so far to an address (the app delivers to a local SMTP sink, support/mail-sink.ts). */
function deliveredTo(to: string): Delivered[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set');
  const text = readFileSync(file, 'utf8');
  // The sink may be writing a message as this reads: only lines it has ended are whole.
  const lines = text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean);
  return lines
    .map((l) => JSON.parse(l) as Delivered)
    .filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

/** How many e-mails an address has received, to wait for the next one with `latestMailTo`. */
export const mailCountTo = (to: string) => deliveredTo(to).length;

/**
 * The newest e-mail delivered to an address, as its recipient receives it; waits for the delivery
 * job until the address has more than `after` messages.
 */
export async function latestMailTo(
  _baseURL: string,
  to: string,
  after = 0,
): Promise<{ subject: string; text_body: string }> {
  const until = Date.now() + 20_000;
  for (;;) {
    const messages = deliveredTo(to);
    const last = messages.length > after ? messages.at(-1) : undefined;
    if (last) {
      const text = unquote(last.raw);
      return { subject: text.match(/^Subject: (.*)$/m)?.[1] ?? '', text_body: text };
    }
    if (Date.now() > until) throw new Error(`no e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
