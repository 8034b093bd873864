import { EMAIL_CHANGE_DONE, EMAIL_CHANGE_LINK_INVALID } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { buildCompany, buildUser, login, PASSWORD, signIn, unique } from './support/factories';
import { mailsTo, sealedToken } from './support/mail';
import { useTestApp } from './support/test-app';

// Decision 0141: the sign-in address changes once the new address opens its link, and the
// answer never tells whether the address is another company's account.
const t = useTestApp();
type Headers = Record<string, string>;

const profile = (headers: Headers, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/me/profile',
    headers,
    payload: { name: 'Pat', last_name: 'Lee', email, current_password: PASSWORD },
  });
const confirm = (token: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-change-confirm', payload: { token, email } });

async function freshUser() {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id });
  return { company, user, session: await signIn(t.app, user.email) };
}
const emailOf = async (id: number) =>
  (await withSystem(t.db, (tx) => tx.select({ email: users.email }).from(users).where(eq(users.id, id))))[0]?.email;
const auditActions = async (userId: number) =>
  (
    await withSystem(t.db, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.user_id, userId), eq(auditLog.entity, 'user'))),
    )
  ).map((r) => r.action);

describe('changing the sign-in e-mail to an address that is free or another company’s', () => {
  it('answers both alike, changes neither account yet, and mails each address once', async () => {
    const other = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const a = await freshUser();
    const b = await freshUser();
    const free = `${unique('free')}@example.test`;

    const taken = await profile(a.session.headers, other.email);
    const open = await profile(b.session.headers, free);
    expect([taken.statusCode, open.statusCode]).toEqual([200, 200]);
    expect(taken.json()).toMatchObject({ email: a.user.email, name: 'Pat' });
    expect(open.json()).toMatchObject({ email: b.user.email, name: 'Pat' });
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(open.json()).sort());
    expect(await auditActions(a.user.id)).toEqual(await auditActions(b.user.id));
    expect(await emailOf(other.id)).toBe(other.email);

    const [toTaken] = await mailsTo(t.db, other.email);
    expect(toTaken).toMatchObject({ kind: 'email_change_address_taken', sealed_link: null });
    expect(toTaken!.text_body).toContain('Nothing about your account has changed');
    const [toFree] = await mailsTo(t.db, free);
    expect(toFree!.kind).toBe('email_change');
    expect(sealedToken(toFree!)).toBeTruthy();
    // The account of the other company still signs in with its address.
    expect((await login(t.app, other.email)).statusCode).toBe(200);
  });

  it('moves the account once the new address opens its link, once, and tells the old address', async () => {
    const { user, session } = await freshUser();
    const next = `${unique('moved')}@example.test`;
    expect((await profile(session.headers, next)).statusCode).toBe(200);
    expect((await login(t.app, next)).statusCode).toBe(401);
    const token = sealedToken((await mailsTo(t.db, next))[0]!);

    // The link is for the address it was sent to, and is no password reset link.
    expect((await confirm(token, `x${next}`)).json().detail).toBe(EMAIL_CHANGE_LINK_INVALID);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm',
      payload: { token, new_password: 'Another-Pass1' },
    });
    expect(reset.statusCode).toBe(400);

    const done = await confirm(token, next.toUpperCase());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(EMAIL_CHANGE_DONE);
    expect(await emailOf(user.id)).toBe(next);
    expect((await login(t.app, next)).statusCode).toBe(200);
    expect((await login(t.app, user.email)).statusCode).toBe(401);
    const [notice] = await mailsTo(t.db, user.email);
    expect(notice).toMatchObject({ kind: 'email_changed' });
    expect(notice!.text_body).toContain(next);
    expect((await confirm(token, next)).statusCode).toBe(400);
  });

  it('keeps the address when it has become an account meanwhile', async () => {
    const { user, session } = await freshUser();
    const next = `${unique('race')}@example.test`;
    expect((await profile(session.headers, next)).statusCode).toBe(200);
    const token = sealedToken((await mailsTo(t.db, next))[0]!);
    await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, email: next });
    const res = await confirm(token, next);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^This email address already has an account/);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});
