import { ROLE_NAMES, type RoleName } from '@tms/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/db/client';
import { buildCompany, buildUser, signIn } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Call = readonly [method: Method, url: string, payload?: InjectOptions['payload']];

const FORBIDDEN = 'You do not have permission to perform this action';

/**
 * Every role against an area's reads and writes: `readers` get 200 on the reads, `writers` a
 * success on the writes, `hidden` roles 404 on both (the record is one they may not see, as if it
 * did not exist), every other role 403. Each role's caller works on a record of its own company
 * (`create` signs in as a manager of that company), so only the role decides.
 */
export async function expectRoleAccess(opts: {
  app: FastifyInstance;
  db: AppDb;
  readers: readonly RoleName[];
  writers: readonly RoleName[];
  hidden?: readonly RoleName[];
  create: (headers: Record<string, string>, companyId: number) => Promise<number>;
  reads: (id: number) => readonly Call[];
  writes: (id: number) => readonly Call[];
  /** The details a refused write may carry (documents say the reader may not see the document). */
  refusals?: readonly string[];
}) {
  const { app, db } = opts;
  const expected = (role: RoleName, allowed: readonly RoleName[]) =>
    opts.hidden?.includes(role) ? 404 : allowed.includes(role) ? 200 : 403;
  for (const role of ROLE_NAMES) {
    const company = await buildCompany(db);
    const user = await buildUser(db, { companyId: role === 'SUPERADMIN' ? null : company.id, roles: [role] });
    const { headers } = await signIn(app, user.email);
    const owner = await buildUser(db, { companyId: company.id });
    const id = await opts.create((await signIn(app, owner.email)).headers, company.id);
    for (const [method, url, payload] of opts.reads(id)) {
      const res = await app.inject({ method, url, headers, payload });
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(expected(role, opts.readers));
    }
    for (const [method, url, payload] of opts.writes(id)) {
      const res = await app.inject({ method, url, headers, payload });
      const outcome = res.statusCode < 300 ? 200 : res.statusCode;
      expect(outcome, `${role} ${method} ${url}: ${res.body}`).toBe(expected(role, opts.writers));
      if (res.statusCode === 403) expect(opts.refusals ?? [FORBIDDEN]).toContain(res.json().detail);
    }
  }
}

/** Every call answers 401 without a bearer token. */
export async function expectSignInRequired(app: FastifyInstance, calls: readonly Call[]) {
  for (const [method, url] of calls) {
    expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
  }
}
