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

/** The errors PostgreSQL gives a query cancelled, and a connection ended, by someone else. */
async function stoppedErrors(): Promise<unknown[]> {
  const [victim, operator] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([victim.connect(), operator.connect()]);
  victim.on('error', () => undefined);
  try {
    const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    const stop = async (how: 'cancel' | 'terminate') => {
      // Caught at once: the error can arrive before the operator's own answer does.
      const running = victim.query('select pg_sleep(30)').catch((e: unknown) => e);
      // Until the sleep is running, there is nothing to cancel.
      while (
        !(
          await operator.query(
            `select 1 from pg_stat_activity where pid = $1 and query like '%pg_sleep%' and state = 'active'`,
            [pid],
          )
        ).rowCount
      ) {}
      await operator.query(`select pg_${how}_backend($1)`, [pid]);
      return running;
    };
    return [await stop('cancel'), await stop('terminate')];
  } finally {
    await Promise.allSettled([victim.end(), operator.end()]);
  }
}

async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/x', async () => {
    // As drizzle reports it: the driver's error is the cause of its own.
    throw new Error('Failed query', { cause: error });
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('a statement the database stopped', () => {
  it.runIf(url)('answers 503 with Retry-After and a sentence, whether cancelled or its connection ended', async () => {
    const errors = await stoppedErrors();
    expect(errors.map((e) => (e as { code?: string }).code)).toEqual(['57014', '57P01']);
    for (const error of errors) {
      const res = await answerTo(error);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().detail).toMatch(/try again/i);
    }
  });
});

describe('a transaction that gave way to another', () => {
  it.runIf(url)('answers 503 with Retry-After and a sentence, never a 500', async () => {
    const error = await deadlockError();
    expect((error as { code?: string }).code).toBe('40P01');
    const res = await answerTo(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().detail).toMatch(/try again/);
  });
});
