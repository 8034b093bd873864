import { eq } from 'drizzle-orm';
import type { AppDb, SqlExecutor } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { withSystem } from '../../src/db/tenancy';
import { PASSWORD_RESET_JOB } from '../../src/modules/auth/auth.service';
import { createJobsService } from '../../src/modules/jobs/jobs.service';
import { createMailService } from '../../src/modules/mail/mail.service';
import { createLinkSeal } from '../../src/modules/mail/sealed-link';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

const seal = createLinkSeal(TEST_JWT_SECRET);

/**
 * The token of the sign-in link an outbox message carries sealed (what the delivered e-mail
 * shows), opened with the test server's secret: the stored bodies hold only a placeholder.
 */
export function sealedToken(message: { sealed_link: string | null }): string {
  const link = message.sealed_link ? seal.open(message.sealed_link) : undefined;
  const token = link?.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no sealed sign-in link in the message');
  return token;
}

/**
 * The outbox messages to `to` once at least `count` exist: reset e-mails are written by a queued
 * job after the request has been answered.
 */
export async function mailsTo(db: AppDb, to: string, count = 1, seconds = 20) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const rows = await withSystem(db, (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, to)).orderBy(emailOutbox.id),
    );
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the queue `name` has no job waiting or running. */
export async function queueDrained(executeSql: SqlExecutor, name: string, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const { rows } = await executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
      [name],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    if (Date.now() > until) throw new Error(`queue ${name} still busy`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Asks for a password reset of `email` from the address `ip`, and waits until its e-mail job has run. */
export async function requestResetMail(t: Pick<TestApp, 'app' | 'executeSql'>, email: string, ip: string) {
  await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', remoteAddress: ip, payload: { email } });
  await queueDrained(t.executeSql, PASSWORD_RESET_JOB);
}

/**
 * A second process's mail service beside the test app: it queues mail on the app's job queue but
 * runs no workers (the app's own workers deliver). `config` and `brand` stand in for the app's.
 */
export function queueingMail(
  t: Pick<TestApp, 'db' | 'executeSql' | 'config'>,
  { config = t.config, brand = 'Test' }: { config?: TestApp['config']; brand?: string } = {},
) {
  const jobs = createJobsService({
    executeSql: t.executeSql,
    runWorkers: false,
    pollingIntervalSeconds: 1,
    log: { error: () => undefined },
  });
  const mail = createMailService({ db: t.db, jobs, config, brandOf: async () => ({ name: brand, logoUrl: null }) });
  return { jobs, mail };
}
