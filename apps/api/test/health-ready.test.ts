import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './support/test-app';

const t = useTestApp();
const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

const ready = (app: typeof t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('answers 200 with every part ok, to anyone, never cached', async () => {
    const res = await ready(t.app);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ database: 'ok', queue: 'ok', storage: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 naming the file store when it cannot be written, and nothing of why', async () => {
    // The storage folder is a plain file: nothing can be written under it, even by root.
    const dataDir = mkdtempSync(join(tmpdir(), 'tms-ready-'));
    folders.push(dataDir);
    writeFileSync(join(dataDir, 'files'), 'not a folder');
    const broken = await createTestApp({ dataDir });
    try {
      const res = await ready(broken.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        database: 'ok',
        queue: 'ok',
        storage: 'unreachable',
        detail: 'Not ready: storage unreachable',
      });
      expect(res.body).not.toContain(dataDir);
      // Liveness does not ask: the process itself is fine.
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming an S3 store that does not answer', async () => {
    const s3 = {
      bucket: 'tms-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'none',
      secretAccessKey: 'none',
      forcePathStyle: true,
    };
    const broken = await createTestApp({ s3 });
    try {
      const res = await ready(broken.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ database: 'ok', queue: 'ok' });
      expect(['unreachable', 'timeout']).toContain(res.json().storage);
      expect(res.body).not.toContain('127.0.0.1');
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the database and the queue when the database is gone', async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const res = await ready(gone.app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ database: 'unreachable', queue: 'unreachable', storage: 'ok' });
    expect(res.json().detail).toBe('Not ready: database unreachable, queue unreachable');
    expect(res.body).not.toMatch(/postgres|Error|at /);
    await gone.app.close().catch(() => undefined);
  });
});
