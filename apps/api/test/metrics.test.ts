import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { createTestApp, useTestApp } from './support/test-app';

const t = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await buildSignedInCompany(t.app, t.db)).headers;
});

const scrape = async (app = t.app, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers: extra });

/** The samples of one metric, as "name{labels} value" lines. */
const samples = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`));

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by their raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/loads/987654321', headers });
    await t.app.inject({ method: 'GET', url: '/api/loads/987654322', headers });
    await t.app.inject({ method: 'GET', url: '/no/such/page/5551234' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const counts = samples(res.body, 'http_request_duration_seconds_count');
    expect(counts).toContainEqual(expect.stringMatching(/method="GET",route="\/api\/health",status_code="200"\} 1$/));
    expect(counts).toContainEqual(
      expect.stringMatching(/method="GET",route="\/api\/loads\/:id",status_code="404"\} 2$/),
    );
    expect(counts).toContainEqual(expect.stringMatching(/route="unmatched",status_code="404"/));
    expect(res.body).not.toMatch(/98765432|5551234/);
    expect(samples(res.body, 'http_request_duration_seconds_bucket').length).toBeGreaterThan(10);
  });

  it('reports the job queues, the e-mails by state, the database pool and the process', async () => {
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE tms_job_queue_jobs gauge');
    expect(samples(text, 'tms_job_queue_jobs')).toContainEqual(
      expect.stringMatching(/^tms_job_queue_jobs\{queue="[\w-]+",state="queued"\} \d+$/),
    );
    expect(text).toContain('# TYPE tms_emails gauge');
    if (t.engine === 'postgres')
      expect(samples(text, 'tms_db_pool_connections').map((l) => l.split('"')[1])).toEqual([
        'total',
        'idle',
        'waiting',
      ]);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).not.toContain('tms_metrics_read_failures_total{');
  });

  it('asks for METRICS_TOKEN when one is set', async () => {
    const guarded = await createTestApp({ metricsToken: 'scrape-token-0123456789' });
    try {
      expect((await scrape(guarded.app)).statusCode).toBe(401);
      expect((await scrape(guarded.app, { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
      expect((await scrape(guarded.app, { authorization: 'scrape-token-0123456789' })).statusCode).toBe(401);
      const ok = await scrape(guarded.app, { authorization: 'Bearer scrape-token-0123456789' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });

  it("answers every request, metrics too, with its request id: the caller's when plain, else a new one", async () => {
    const kept = await scrape(t.app, { 'x-request-id': 'scrape-42' });
    expect(kept.headers['x-request-id']).toBe('scrape-42');
    const made = await t.app.inject({ method: 'GET', url: '/api/loads/', headers: { 'x-request-id': '<script>' } });
    expect(made.statusCode).toBe(401);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
