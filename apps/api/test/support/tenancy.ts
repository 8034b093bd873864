import type { RoleName } from '@tms/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/db/client';
import { buildSignedInCompany } from './factories';

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
type Company = Awaited<ReturnType<typeof buildSignedInCompany>>;

export type TenancyCase = {
  app: FastifyInstance;
  db: AppDb;
  /** Role of the signed-in users of both companies. */
  role?: RoleName;
  /** Creates one record owned by company A and answers its id. */
  create: (a: Company) => Promise<number | string>;
  /** GET of one record. */
  detail?: (id: number | string) => string;
  /** GET of the list, the key of its items and of its total count. */
  list?: { url: string; items: string; total?: string };
  /** Summaries (stats, counts): company B's answer must not change when company A adds a record. */
  summaries?: string[];
  /** Calls that change or use one record: each must answer 404 to company B. */
  writes?: {
    method: Method;
    url: (id: number | string) => string;
    /** The body, or a function of the record's id for calls that name it in the body. */
    payload?: InjectOptions['payload'] | ((id: number | string) => InjectOptions['payload']);
  }[];
};

async function call(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: InjectOptions['payload'],
) {
  return app.inject({ method, url, headers, payload });
}

/**
 * Proves that company B's users get 404 for company A's record, and never see it in lists or
 * counts, while company A's users do (the positive control).
 */
export async function expectTenantIsolation(c: TenancyCase) {
  const role = c.role ?? 'MANAGER';
  const a = await buildSignedInCompany(c.app, c.db, role);
  const b = await buildSignedInCompany(c.app, c.db, role);

  const totalOf = async (headers: Record<string, string>) => {
    if (!c.list) return undefined;
    const res = await call(c.app, headers, 'GET', c.list.url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      ids: (body[c.list.items] as { id: number | string }[]).map((r) => r.id),
      total: body[c.list.total ?? 'total'],
    };
  };

  const summariesOf = async (headers: Record<string, string>) =>
    Promise.all(
      (c.summaries ?? []).map(async (url) => {
        const res = await call(c.app, headers, 'GET', url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      }),
    );

  const bBefore = await totalOf(b.headers);
  const bSummaries = await summariesOf(b.headers);
  const aSummaries = await summariesOf(a.headers);
  const id = await c.create(a);
  if (c.summaries?.length) {
    // The positive control: company A's own summaries do move.
    expect(await summariesOf(a.headers)).not.toEqual(aSummaries);
    expect(await summariesOf(b.headers)).toEqual(bSummaries);
  }

  if (c.detail) {
    const own = await call(c.app, a.headers, 'GET', c.detail(id));
    expect(own.statusCode, own.body).toBe(200);
    const other = await call(c.app, b.headers, 'GET', c.detail(id));
    expect(other.statusCode, other.body).toBe(404);
    expect(other.body).not.toContain(JSON.stringify(id).replaceAll('"', ''));
  }

  if (c.list) {
    const own = await totalOf(a.headers);
    expect(own?.ids).toContain(id);
    const bAfter = await totalOf(b.headers);
    expect(bAfter?.ids).not.toContain(id);
    expect(bAfter?.total).toBe(bBefore?.total);
  }

  for (const w of c.writes ?? []) {
    const payload = typeof w.payload === 'function' ? w.payload(id) : w.payload;
    const res = await call(c.app, b.headers, w.method, w.url(id), payload);
    expect(res.statusCode, `${w.method} ${w.url(id)}: ${res.body}`).toBe(404);
  }
  if (c.detail && c.writes?.length) {
    const still = await call(c.app, a.headers, 'GET', c.detail(id));
    expect(still.statusCode).toBe(200);
  }
}
