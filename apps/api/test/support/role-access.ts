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
 * success on the writes, every other role 403. Each role's caller works on a record of its own
 * company (`create` signs in as a manager of that company), so only the role decides.
 */
export async function expectRoleAccess(opts: {
  app: FastifyInstance;
  db: AppDb;
  readers: readonly RoleName[];
  writers: readonly RoleName[];
  create: (headers: Record<string, string>) => Promise<number>;
  reads: (id: number) => readonly Call[];
  writes: (id: number) => readonly Call[];
}) {
  const { app, db } = opts;
  for (const role of ROLE_NAMES) {
    const company = await buildCompany(db);
    const user = await buildUser(db, { companyId: role === 'SUPERADMIN' ? null : company.id, roles: [role] });
    const { headers } = await signIn(app, user.email);
    const owner = await buildUser(db, { companyId: company.id });
    const id = await opts.create((await signIn(app, owner.email)).headers);
    for (const [method, url] of opts.reads(id)) {
      const res = await app.inject({ method, url, headers });
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(opts.readers.includes(role) ? 200 : 403);
    }
    for (const [method, url, payload] of opts.writes(id)) {
      const res = await app.inject({ method, url, headers, payload });
      const outcome = res.statusCode < 300 ? 200 : res.statusCode;
      expect(outcome, `${role} ${method} ${url}: ${res.body}`).toBe(opts.writers.includes(role) ? 200 : 403);
      if (res.statusCode === 403) expect(res.json().detail).toBe(FORBIDDEN);
    }
  }
}

/** Every call answers 401 without a bearer token. */
export async function expectSignInRequired(app: FastifyInstance, calls: readonly Call[]) {
  for (const [method, url] of calls) {
    expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
  }
}
