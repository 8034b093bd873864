import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type Headers = Record<string, string>;

/** Starts the app's mail receiver on a free loopback port (tests never take 2525); answers the port. */
export const listenForMail = (t: TestApp) => t.app.inboundSmtp.listen(0, '127.0.0.1');

/** Sends one message over SMTP, as a broker's mail server would; rejects with the server's reply code. */
export async function sendMail(port: number, message: Mail.Options) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({
      from: 'Dispatch <dispatch@broker.example>',
      subject: 'Rate confirmation',
      text: 'Attached.',
      ...message,
    });
  } finally {
    transport.close();
  }
}

/** The reply code a refused message got. */
export async function refusal(port: number, message: Mail.Options): Promise<number | undefined> {
  const error = await sendMail(port, message).then(
    () => undefined,
    (e: { responseCode?: number }) => e,
  );
  expect(error, 'the message was accepted').toBeDefined();
  return error?.responseCode;
}

export async function addressOf(t: TestApp, headers: Headers): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/inbound-email', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().address;
}

type Item = {
  id: string;
  state: string;
  filename: string | null;
  reason: string | null;
  subject: string;
  sender: string;
};

export async function inbox(t: TestApp, headers: Headers): Promise<{ items: Item[]; open: number }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/loads/inbox', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The item once the queue has read it (the job runs in the background; the API is polled, no fixed wait). */
export async function readItem(t: TestApp, headers: Headers, id: string, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/loads/inbox/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    if (item.state !== 'queued') return item;
    if (Date.now() > until) throw new Error(`still queued after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
