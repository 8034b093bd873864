import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/errors';
import { testDatabaseUrl } from './support/database-url';

const url = testDatabaseUrl();

/** A real deadlock between two connections: the error PostgreSQL gives the one it aborts. */
async function deadlockError(): Promise<unknown> {
  const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([a.connect(), b.connect()]);
  const table = `deadlock_${process.pid}_${Date.now()}`;
  try {
    await a.query(`create table ${table} (id int primary key)`);
    await a.query(`insert into ${table} values (1), (2)`);
    await a.query('begin');
    await b.query('begin');
    await a.query(`update ${table} set id = id where id = 1`);
    await b.query(`update ${table} set id = id where id = 2`);
    const crossed = await Promise.allSettled([
      a.query(`update ${table} set id = id where id = 2`),
      b.query(`update ${table} set id = id where id = 1`),
    ]);
    return crossed.find((r) => r.status === 'rejected')?.reason;
  } finally {
    await Promise.allSettled([a.query('rollback'), b.query('rollback')]);
    await a.query(`drop table if exists ${table}`);
    await Promise.all([a.end(), b.end()]);
  }
}

describe('a transaction that gave way to another', () => {
  it.runIf(url)('answers 503 with Retry-After and a sentence, never a 500', async () => {
    const error = await deadlockError();
    expect((error as { code?: string }).code).toBe('40P01');
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/x', async () => {
      // As drizzle reports it: the driver's error is the cause of its own.
      throw new Error('Failed query', { cause: error });
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().detail).toMatch(/try again/);
    await app.close();
  });
});
