import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../src/lib/log-redaction';
import { buildCompany, buildUser, login, PASSWORD, signIn } from './support/factories';
import { mailsTo, requestResetMail, sealedToken } from './support/mail';
import { useTestApp } from './support/test-app';

const lines: string[] = [];
const t = useTestApp({ logLevel: 'debug', logStream: { write: (line: string) => void lines.push(line) } });

type Line = { reqId?: string; req?: unknown; res?: unknown; msg?: string };
const parsed = () => lines.map((l) => JSON.parse(l) as Line);

// Fixed values: ones taken from the clock could turn up in the log's own timestamps.
const SSN = '612-48-3907';
const CARD = '7083050098765432101';
const NEW_PASSWORD = 'Fresh-Secret-2718!';

describe('the JSON logs of a working session', () => {
  it('carry no password, token, SSN or card number, whatever the requests held', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    expect((await login(t.app, user.email, 'wrong-password-1234')).statusCode).toBe(401);
    const session = await signIn(t.app, user.email);
    const headers = session.headers;
    const driver = await t.app.inject({
      method: 'POST',
      url: '/api/drivers/',
      headers,
      payload: { first_name: 'Lena', last_name: 'Quiet', ssn: SSN },
    });
    expect(driver.statusCode, driver.body).toBe(201);
    await t.app.inject({ method: 'GET', url: `/api/drivers/check-ssn/${SSN.replaceAll('-', '')}`, headers });
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-cards/',
      headers,
      payload: { card_number: CARD, card_provider: 'EFS' },
    });
    expect(card.statusCode, card.body).toBe(201);
    // A refused body, and a failed sign-in, are logged no more than an accepted one.
    await t.app.inject({ method: 'POST', url: '/api/drivers/', headers, payload: { ssn: SSN, password: PASSWORD } });
    await requestResetMail(t, user.email, '127.0.0.7');
    const token = sealedToken((await mailsTo(t.db, user.email))[0]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const secrets = [
      PASSWORD,
      'wrong-password-1234',
      NEW_PASSWORD,
      session.access_token,
      session.refresh_token,
      token,
      SSN,
      SSN.replaceAll('-', ''),
      CARD,
    ];
    for (const secret of secrets) expect(log.includes(secret), `a log line holds ${secret.slice(0, 4)}…`).toBe(false);
  });

  it('name the request on every line of its own, and the answer names the same id', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'lb-7f3a:12.5' },
    });
    expect(kept.statusCode).toBe(404);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:12.5');
    const mine = parsed().filter((l) => l.reqId === 'lb-7f3a:12.5');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    // An id that is no plain token (spaces, too long) is replaced by one of ours.
    for (const given of ['has spaces in it', 'x'.repeat(65)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed().filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(2);
    }
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"broken' });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const requestLines = parsed().filter((l) => l.req !== undefined || l.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.filter((l) => !l.reqId)).toEqual([]);
  });
});

describe('a logged error', () => {
  it("keeps a failed query's text and the database's code, never its values or the database's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.test) already exists.',
    });
    const error = new DrizzleQueryError('insert into users (email) values ($1)', ['someone@example.test'], cause);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('insert into users');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('someone@example.test');
  });
});
