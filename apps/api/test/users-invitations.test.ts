import { EMAIL_IN_USE } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, passwordResetTokens, userRoles, users } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { hashPassword } from '../src/lib/passwords';
import { issuePasswordLink } from '../src/modules/auth/auth.service';
import {
  buildCompany,
  buildSignedInCompany,
  buildUser,
  login,
  PASSWORD,
  signInSuperadmin,
  unique,
} from './support/factories';
import { mailsTo, requestResetMail, sealedToken } from './support/mail';
import { useTestApp } from './support/test-app';
import { expectLastManagerKept } from './support/users';

const TAKEN =
  'This email address already has an account, and an address can belong to one company only. Sign in with your existing account, or ask to be invited with another address.';
const SPENT_INVITE =
  'This invitation link has expired or was already used. Ask your company administrator to send a new invitation.';

const t = useTestApp();

const invite = (headers: Record<string, string>, email: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/',
    headers,
    payload: { email, name: 'Nina', last_name: 'Park', roles: ['DISPATCHER'], ...extra },
  });
const confirm = (token: string, new_password = 'Welcome123') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset-confirm', payload: { token, new_password } });
const outbox = (to: string) =>
  withSystem(t.db, (tx) => tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, to)).orderBy(emailOutbox.id));
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const createAudit = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(id)), eq(auditLog.action, 'create')))
  ).map(({ action, entity, detail, company_id }) => {
    const { email: _email, ...rest } = detail as Record<string, unknown>;
    return { action, entity, detail: rest, company_id };
  });

/** An answer with what differs between any two creations (id, e-mail, dates) taken out. */
function shape(body: Record<string, unknown>) {
  const { id: _id, email: _email, created_at: _created, ...rest } = body;
  return rest;
}

describe('an address that is another company’s account', () => {
  it('answers a manager exactly like a new address, and changes nothing about the other account', async () => {
    const companyA = await buildCompany(t.db);
    const owner = await buildUser(t.db, { companyId: companyA.id, roles: ['DISPATCHER'] });
    const before = await userRow(owner.id);
    const rolesBefore = await t.db.select().from(userRoles).where(eq(userRoles.user_id, owner.id));
    const { headers, company: companyB } = await buildSignedInCompany(t.app, t.db, 'MANAGER');

    const fresh = await invite(headers, `${unique('fresh')}@example.test`);
    const taken = await invite(headers, owner.email.toUpperCase());
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json()).toMatchObject({ company_id: companyB.id, is_active: true, invitation_pending: true });
    expect(await createAudit(taken.json().id)).toEqual(await createAudit(fresh.json().id));
    expect(await createAudit(taken.json().id)).toHaveLength(1);

    // Both are listed in company B as pending invitations.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/users/?limit=50', headers })).json();
    const pending = listed.users.filter((u: { invitation_pending: boolean }) => u.invitation_pending);
    expect(pending.map((u: { id: number }) => u.id).sort()).toEqual([fresh.json().id, taken.json().id].sort());

    // Company A's user: same record, same roles, still signs in with the same password.
    expect(await userRow(owner.id)).toEqual(before);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.user_id, owner.id))).toEqual(rolesBefore);
    expect((await login(t.app, owner.email)).statusCode).toBe(200);

    // The owner is told the address cannot join a second company; the mail carries no link.
    const [notice] = await outbox(owner.email);
    expect(notice).toMatchObject({ kind: 'invite_address_taken', sealed_link: null });
    expect(notice!.text_body).toContain('an address can belong to one company only');
    expect(notice!.text_body).not.toContain('reset-password');
    const [link] = await outbox(fresh.json().email);
    expect(link?.kind).toBe('invite');
  });

  it('answers in the same time for a taken address as for a new one', async () => {
    const companyA = await buildCompany(t.db);
    const owners = await Promise.all(
      Array.from({ length: 9 }, () => buildUser(t.db, { companyId: companyA.id, roles: ['DISPATCHER'] })),
    );
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await invite(headers, email);
      expect(res.statusCode, res.body).toBe(201);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    // Interleaved, medians of 9: a busy machine slows both alike.
    for (const owner of owners) {
      fresh.push(await timed(`${unique('timed')}@example.test`));
      taken.push(await timed(owner.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(taken)).toBeLessThan(median(fresh) * 1.5 + 5);
    expect(median(fresh)).toBeLessThan(median(taken) * 1.5 + 5);
  });

  it('can never be accepted, not even with a link, and its owner’s reset still reaches only the account', async () => {
    const companyA = await buildCompany(t.db);
    const owner = await buildUser(t.db, { companyId: companyA.id, roles: ['DISPATCHER'] });
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const created = (await invite(headers, owner.email)).json();

    // A link of the pending invitation (none is ever mailed) does not make it an account.
    const token = await withSystem(t.db, (tx) => issuePasswordLink(tx, created, 'invite', 60_000));
    const refused = await confirm(token, 'Hijack123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(TAKEN);
    expect((await userRow(created.id)).accepted_at).toBeNull();
    expect((await userRow(created.id)).password_hash).toBeNull();
    expect((await login(t.app, owner.email, 'Hijack123')).statusCode).toBe(401);
    expect((await login(t.app, owner.email)).json().user.id).toBe(owner.id);

    // Resending keeps telling the owner the same thing.
    const again = await t.app.inject({ method: 'POST', url: `/api/users/${created.id}/invite`, headers });
    expect(again.json().message).toBe('Invitation sent.');
    expect((await outbox(owner.email)).map((m) => m.kind)).toEqual(['invite_address_taken', 'invite_address_taken']);

    // A password reset of the address is for the accepted account only.
    await requestResetMail(t, owner.email, '10.77.0.1');
    const reset = (await mailsTo(t.db, owner.email, 3)).find((m) => m.kind === 'password_reset');
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.user_id, owner.id), eq(passwordResetTokens.purpose, 'reset')));
    expect(stored).toBeDefined();
    expect((await confirm(sealedToken(reset!), 'Owner-New-1')).statusCode).toBe(200);
    expect((await login(t.app, owner.email, 'Owner-New-1')).json().user.company_id).toBe(companyA.id);
    expect((await userRow(created.id)).password_hash).toBeNull();
  });

  it('tells a superadmin, who reads every company, that the address is in use', async () => {
    const admin = await signInSuperadmin(t.app, t.db);
    const companyA = await buildCompany(t.db);
    const companyB = await buildCompany(t.db);
    const owner = await buildUser(t.db, { companyId: companyA.id, roles: ['DISPATCHER'] });
    const res = await invite(admin, owner.email, { company_id: companyB.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(EMAIL_IN_USE);
  });
});

describe('invitations of the company itself', () => {
  it('answers 409 for an address of the company, accepted or still invited', async () => {
    const { headers, user } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const own = await invite(headers, user.email.toUpperCase());
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe(EMAIL_IN_USE);
    const email = `${unique('twice')}@example.test`;
    expect((await invite(headers, email)).statusCode).toBe(201);
    const twice = await invite(headers, email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(EMAIL_IN_USE);
  });

  it('a pending user cannot sign in or reset a password until the invitation is accepted', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const email = `${unique('pending')}@example.test`;
    const created = (await invite(headers, email)).json();
    expect(created.invitation_pending).toBe(true);
    // A password planted on the pending record still does not sign in.
    await t.db
      .update(users)
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where(eq(users.id, created.id));
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);

    await requestResetMail(t, email, '10.77.1.1');
    expect((await outbox(email)).map((m) => m.kind)).toEqual(['invite']);

    const [mail] = await outbox(email);
    const set = await confirm(sealedToken(mail!));
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t.app, email, 'Welcome123')).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/users/${created.id}`, headers })).json();
    expect(listed.invitation_pending).toBe(false);

    const spent = await confirm(sealedToken(mail!), 'Welcome456');
    expect(spent.statusCode).toBe(400);
    expect(spent.json().detail).toBe(SPENT_INVITE);
  });

  it('of two companies inviting one new address, only the first accepted joins', async () => {
    const first = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const second = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const email = `${unique('both')}@example.test`;
    const a = (await invite(first.headers, email)).json();
    const b = (await invite(second.headers, email)).json();
    const [mailA, mailB] = await outbox(email);
    expect([mailA?.kind, mailB?.kind]).toEqual(['invite', 'invite']);
    expect((await confirm(sealedToken(mailA!))).statusCode).toBe(200);
    const late = await confirm(sealedToken(mailB!), 'Other-Pass-1');
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(TAKEN);
    expect((await userRow(b.id)).accepted_at).toBeNull();
    expect((await login(t.app, email, 'Welcome123')).json().user.id).toBe(a.id);
  });

  it('an invited manager does not count as the company’s manager', async () => {
    const { headers, user } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    expect((await invite(headers, `${unique('boss')}@example.test`, { roles: ['MANAGER'] })).statusCode).toBe(201);
    await expectLastManagerKept(t.app, headers, user.id);
  });
});
