import { dayIn, PLATFORM_TIME_ZONE, ROLE_IDS, type RoleName, type TokenAnswer } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../src/db/client';
import { companies, userRoles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const PASSWORD = 'Sup3rSecret!';
let passwordHash: Promise<string> | undefined;
let seq = 0;

/** A name no other test uses, so tests can share one database. */
export function unique(prefix: string): string {
  seq += 1;
  // The sequence number is padded so that no name is a prefix of another (searches match substrings).
  return `${prefix}${Date.now().toString(36)}${process.pid}x${String(seq).padStart(5, '0')}`;
}

const isoDay = (offsetDays: number) => dayIn(PLATFORM_TIME_ZONE, new Date(Date.now() + offsetDays * 86_400_000));

export async function buildCompany(db: AppDb, opts: { expired?: boolean; active?: boolean; name?: string } = {}) {
  const [row] = await db
    .insert(companies)
    .values({
      name: opts.name ?? unique('Company '),
      alias: unique('C'),
      country: 'US',
      active: opts.active ?? true,
      subscription_expires_at: isoDay(opts.expired ? -1 : 30),
    })
    .returning();
  return row!;
}

export async function buildUser(
  db: AppDb,
  opts: { companyId: number | null; roles?: RoleName[]; password?: string | null; active?: boolean; email?: string },
) {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = opts.password === null ? null : opts.password ? await hashPassword(opts.password) : await passwordHash;
  const [row] = await db
    .insert(users)
    .values({
      email: opts.email ?? `${unique('user')}@example.test`,
      name: 'Test',
      last_name: unique('User'),
      company_id: opts.companyId,
      password_hash: hash,
      is_active: opts.active ?? true,
    })
    .returning();
  const roles = opts.roles ?? ['MANAGER'];
  if (roles.length) {
    await db
      .insert(userRoles)
      .values(roles.map((r) => ({ user_id: row!.id, role_id: ROLE_IDS[r], company_id: opts.companyId })));
  }
  return row!;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD, ip = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  return res;
}

/** Signs a user in and answers the bearer header for later calls. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as TokenAnswer;
  return { ...body, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** A platform superadmin, signed in: the headers of its session. */
export async function signInSuperadmin(app: FastifyInstance, db: AppDb): Promise<Record<string, string>> {
  const superadmin = await buildUser(db, { companyId: null, roles: ['SUPERADMIN'] });
  return (await signIn(app, superadmin.email)).headers;
}

/** A company with a signed-in user of the given role. */
export async function buildSignedInCompany(app: FastifyInstance, db: AppDb, role: RoleName = 'MANAGER') {
  const company = await buildCompany(db);
  const user = await buildUser(db, { companyId: company.id, roles: [role] });
  const session = await signIn(app, user.email);
  return { company, user, session, headers: session.headers };
}

/** A manager invites a new dispatcher through the API; answers the new user's e-mail. */
export async function inviteUser(app: FastifyInstance, headers: Record<string, string>) {
  const email = `${unique('invitee')}@example.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/',
    headers,
    payload: { email, name: 'Ina', last_name: 'Vite', roles: ['DISPATCHER'] },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return email;
}
