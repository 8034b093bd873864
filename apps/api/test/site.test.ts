import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp({ salesEmail: 'deals@carrier.test', supportEmail: 'help@carrier.test' });

describe('GET /api/public/config', () => {
  it('answers the configured contact addresses to anyone, cacheable for a few minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sales_email: 'deals@carrier.test', support_email: 'help@carrier.test' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
