import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { MAIL_DELIVERY_JOB } from '../src/modules/mail/mail.service';
import { buildCompany, buildSignedInCompany, buildUser, inviteUser, signIn, unique } from './support/factories';
import { queueDrained, queueingMail } from './support/mail';
import { startSmtpServer } from './support/smtp-server';
import { createTestApp, type TestApp } from './support/test-app';

// Its own app, not useTestApp: the app needs the port of the SMTP server started before it.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const MAX_ATTEMPTS = 3;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtp: { host: '127.0.0.1', port: smtp.port },
    mailDelivery: { maxAttempts: MAX_ATTEMPTS, retryDelaySeconds: 1 },
    jobs: { runWorkers: true, pollingIntervalSeconds: 0.5 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.failNext(0));

type Message = {
  id: number;
  to_address: string;
  status: string;
  attempts: number;
  error: string | null;
  text_body: string;
  html_body: string | null;
  sealed_link: string | null;
};

async function outboxFor(to: string): Promise<Message | undefined> {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, to)));
  return row;
}

/** Waits until the message to `to` satisfies `done` (the queue works in the background). */
async function waitFor(to: string, done: (m: Message) => boolean, seconds = 30): Promise<Message> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const m = await outboxFor(to);
    if (m && done(m)) return m;
    if (Date.now() > until) throw new Error(`timed out; last seen ${JSON.stringify(m)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function requestReset() {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id, email: `${unique('reset')}@example.test` });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
  expect(res.statusCode).toBe(200);
  return user.email;
}

describe('e-mail through the outbox and the job queue', () => {
  it('writes the message as pending, then delivers it over SMTP', async () => {
    const email = await requestReset();
    const queued = await waitFor(email, () => true);
    expect(queued).toMatchObject({ status: expect.stringMatching(/^(pending|sent)$/) });
    const sent = await waitFor(email, (m) => m.status === 'sent');
    expect(sent).toMatchObject({ attempts: 1, error: null });
    const delivered = smtp.received.find((r) => r.to.includes(email));
    expect(delivered?.raw).toContain('Subject: Reset your password');
    expect(delivered?.raw).toContain('/reset-password?token=');
    // At rest the link was sealed; once sent it is gone, and the bodies never held it.
    expect(sent.sealed_link).toBeNull();
    expect(`${sent.text_body}${sent.html_body}`).not.toContain('token=');
  });

  it('retries a failed attempt later and delivers it', async () => {
    smtp.failNext(1);
    const email = await requestReset();
    const retrying = await waitFor(email, (m) => m.status !== 'pending');
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(retrying.error).toMatch(/Mailbox temporarily unavailable/);
    const sent = await waitFor(email, (m) => m.status === 'sent');
    expect(sent).toMatchObject({ attempts: 2, error: null });
  });

  it('marks a message dead after the last attempt, shows it in the admin outbox and stops trying', async () => {
    smtp.failAlways();
    const email = await requestReset();
    const dead = await waitFor(email, (m) => m.status === 'dead', 45);
    expect(dead.attempts).toBe(MAX_ATTEMPTS);
    expect(dead.error).toMatch(/Mailbox temporarily unavailable/);
    // Its delivery job ends completed once the message is dead: nothing is left to try it again.
    await queueDrained(t.executeSql, MAIL_DELIVERY_JOB);
    const { rows } = await t.executeSql(`select state from pgboss.job where name = $1 and data->>'id' = $2`, [
      MAIL_DELIVERY_JOB,
      String(dead.id),
    ]);
    expect(rows).toEqual([{ state: 'completed' }]);
    expect((await outboxFor(email))?.attempts).toBe(MAX_ATTEMPTS);

    const admin = await buildUser(t.db, { companyId: null, roles: ['SUPERADMIN'] });
    const { headers } = await signIn(t.app, admin.email);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/?to=${encodeURIComponent(email)}`,
      headers,
    });
    expect(res.json().messages[0]).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS, sent_at: null });
    expect(res.json().messages[0].last_attempt_at).toEqual(expect.any(String));
  });

  it('queues from a tenant transaction too (a manager inviting a user)', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const email = await inviteUser(t.app, headers);
    expect(await waitFor(email, (m) => m.status === 'sent')).toMatchObject({ attempts: 1 });
  });

  it('sends nothing, and queues nothing, for work that rolls back', async () => {
    // A second process that only queues (its own service objects), beside the app whose workers deliver.
    const { jobs, mail } = queueingMail(t);
    await jobs.start();
    const queued = async () => {
      const { rows } = await t.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [
        MAIL_DELIVERY_JOB,
      ]);
      return (rows[0] as { n: number }).n;
    };
    const before = await queued();
    const to = `${unique('rolled-back')}@example.test`;
    await expect(
      withSystem(t.db, async (tx) => {
        await mail.send(tx, { to, companyId: null, content: { kind: 'password_reset', name: 'Never', link: 'x' } });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await queued()).toBe(before);
    expect(await outboxFor(to)).toBeUndefined();

    await withSystem(t.db, (tx) =>
      mail.send(tx, { to, companyId: null, content: { kind: 'password_reset', name: 'Once', link: 'x' } }),
    );
    expect(await queued()).toBe(before + 1);
    await waitFor(to, (m) => m.status === 'sent');
    expect(smtp.received.filter((r) => r.to.includes(to))).toHaveLength(1);
    await jobs.stop();
  });
});
