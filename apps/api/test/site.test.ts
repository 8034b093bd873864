import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './support/test-app';

const t = useTestApp({ salesEmail: 'deals@carrier.test', supportEmail: 'help@carrier.test' });

describe('GET /api/public/config', () => {
  it('answers the configured contact addresses to anyone, cacheable for a few minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sales_email: 'deals@carrier.test',
      support_email: 'help@carrier.test',
      map_style_url: null,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The offline base map needs nothing from another host.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('names a configured map style, and lets the browser reach its host and nothing more', async () => {
    const styled = await createTestApp({ mapStyleUrl: 'https://tiles.carrier.test/styles/basic/style.json' });
    try {
      const res = await styled.app.inject({ method: 'GET', url: '/api/public/config' });
      expect(res.json().map_style_url).toBe('https://tiles.carrier.test/styles/basic/style.json');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://tiles.carrier.test;");
      expect(csp).toMatch(/worker-src 'self'(;|$)/);
    } finally {
      await styled.close();
    }
  });
});
