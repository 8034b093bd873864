/// <reference types="vite/client" />
import { ROLE_NAMES, type RoleName, SUBSCRIPTION_EXPIRED } from '@tms/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, drivers } from '../../src/db/schema';
import { buildCompany, buildUser, signIn } from '../support/factories';
import { useTestApp } from '../support/test-app';
import type { AreaAccess, RouteRights, Who } from './access/types';

/**
 * The authorization matrix: every registered route × the anonymous caller and the 8 roles × own
 * company and another company → the expected answer. Each area declares its routes in one file
 * under ./access/ (copy ./access/customers.ts); a route missing from them fails the first test.
 */
const areas = import.meta.glob<{ access: AreaAccess }>('./access/*.ts', { eager: true });
const matrix: Record<string, RouteRights> = {};
const records: NonNullable<AreaAccess['records']> = {};
for (const [file, mod] of Object.entries(areas)) {
  if (!mod.access) continue;
  for (const [route, rights] of Object.entries(mod.access.routes)) {
    if (route in matrix) throw new Error(`${route} is declared twice (${file})`);
    matrix[route] = rights;
  }
  Object.assign(records, mod.access.records);
}

const whoOf = (r: RouteRights): Who => (typeof r === 'object' && 'who' in r ? r.who : r);
const mayCall = (who: Who, role: RoleName) =>
  who === 'own-account' ||
  (who === 'signed-in' && role !== 'DRIVER') ||
  (typeof who === 'object' && who.includes(role));
/** A path with every parameter filled by an id no record has. */
const fill = (url: string, id: string | number = 2_147_483_000) => url.replace(/:\w+/g, String(id));
const withBody = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {});

const t = useTestApp();
const sessions = {} as Record<RoleName, Record<string, string>>;
const emails = {} as Record<RoleName, string>;
let managerOfA: Record<string, string>;
let otherCompany: Record<RoleName, Record<string, string>>;
let expired: Record<string, string>;

async function company(label: string) {
  const c = await buildCompany(t.db, { name: `${label} ${Date.now()}` });
  await t.db.update(companies).set({ plan: null }).where(eq(companies.id, c.id));
  const heads = {} as Record<RoleName, Record<string, string>>;
  for (const role of ROLE_NAMES) {
    const user = await buildUser(t.db, { companyId: role === 'SUPERADMIN' ? null : c.id, roles: [role] });
    heads[role] = (await signIn(t.app, user.email)).headers;
    // A driver's account is always linked to a driver record: the driver app acts as that driver.
    if (role === 'DRIVER')
      await t.db.insert(drivers).values({ company_id: c.id, first_name: 'Matrix', last_name: label, user_id: user.id });
    if (label === 'Matrix A') emails[role] = user.email;
  }
  return { company: c, heads };
}

beforeAll(async () => {
  const a = await company('Matrix A');
  Object.assign(sessions, a.heads);
  managerOfA = a.heads.MANAGER;
  otherCompany = (await company('Matrix B')).heads;
  const lapsed = await company('Matrix lapsed');
  expired = lapsed.heads.MANAGER;
  await t.db
    .update(companies)
    .set({ subscription_expires_at: '2000-01-01' })
    .where(eq(companies.id, lapsed.company.id));
});

const registered = () => t.app.routeAccess.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
const LOGOUT = 'POST /api/auth/logout';
/** The role's session; signing out gets a session of its own, so the others live on. */
const sessionOf = async (route: string, role: RoleName) =>
  route === LOGOUT ? (await signIn(t.app, emails[role])).headers : sessions[role];

function call(route: string, headers: Record<string, string>, id?: number) {
  const [method, url] = route.split(' ') as [InjectOptions['method'], string];
  return t.app.inject({ method, url: fill(url, id), headers, ...withBody(String(method)) });
}

/** Every route times every role: some 300 routes take 20 s and more on two busy cores. */
const MATRIX_TIMEOUT_MS = 180_000;

describe('the authorization matrix', () => {
  it('lists every registered route, and no route that does not exist', () => {
    expect(
      registered()
        .filter((r) => !(r in matrix))
        .sort(),
      'routes missing from test/architecture/access/',
    ).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !registered().includes(r))).toEqual([]);
  });

  it(
    'answers each role as the matrix says: 401 without a token, 403 to roles outside it, no 5xx',
    async () => {
      const wrong: string[] = [];
      for (const route of Object.keys(matrix)) {
        const who = whoOf(matrix[route]!);
        const anonymous = await call(route, {});
        if (anonymous.statusCode >= 500 || (who === 'public') === (anonymous.statusCode === 401))
          wrong.push(`${route} anonymous -> ${anonymous.statusCode}`);
        if (who === 'public') continue;
        for (const role of ROLE_NAMES) {
          const res = await call(route, await sessionOf(route, role));
          const allowed = mayCall(who, role);
          const ok = res.statusCode < 500 && (allowed ? ![401, 403].includes(res.statusCode) : res.statusCode === 403);
          if (!ok) wrong.push(`${route} ${role} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'reaches records of the own company and answers 404 for those of another company',
    async () => {
      const wrong: string[] = [];
      for (const [route, rights] of Object.entries(matrix)) {
        if (typeof rights !== 'object' || !('record' in rights)) continue;
        const make = records[rights.record];
        if (!make) throw new Error(`no factory for record ${rights.record}`);
        for (const role of ROLE_NAMES.filter((r) => r !== 'SUPERADMIN' && mayCall(rights.who, r))) {
          const own = await call(route, sessions[role], await make(t.app, managerOfA));
          if ([401, 403, 404].includes(own.statusCode) || own.statusCode >= 500)
            wrong.push(`${route} ${role} own -> ${own.statusCode}`);
          const other = await call(route, otherCompany[role], await make(t.app, managerOfA));
          if (other.statusCode !== 404) wrong.push(`${route} ${role} another company -> ${other.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'answers 403 SUBSCRIPTION_EXPIRED on every guarded route to a company whose subscription lapsed',
    async () => {
      const wrong: string[] = [];
      for (const route of Object.keys(matrix).filter((r) => r !== LOGOUT && whoOf(matrix[r]!) !== 'public')) {
        const res = await call(route, expired);
        if (res.statusCode !== 403 || res.headers['x-error-type'] !== SUBSCRIPTION_EXPIRED)
          wrong.push(`${route} -> ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
