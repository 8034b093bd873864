import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// Its own app, not useTestApp: the app serves a web folder that must be built before it starts.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TMS</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  const chart = `export const points = [${Array.from({ length: 500 }, (_, i) => i).join(',')}];`;
  writeFileSync(join(dist, 'assets', 'chart-4d5e6f.js'), chart);
  writeFileSync(join(dist, 'assets', 'chart-4d5e6f.js.br'), brotliCompressSync(chart));
  writeFileSync(join(dist, 'assets', 'chart-4d5e6f.js.gz'), gzipSync(chart));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, 'app.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'driver-sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'driver.webmanifest'), '{"name":"TMS Driver","start_url":"/driver"}');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves hashed assets for a year and app paths as index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/app/customers?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>TMS</title>');
  });

  it('sends the compressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const url = '/assets/chart-4d5e6f.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('499];');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('499];');
  });

  it('answers 404 for an asset that is gone (an open tab of an older build), not index.html', async () => {
    for (const url of ['/assets/app-0ld0ld.js', '/assets/index-9f8e7d.css?v=1', '/assets/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<title>TMS</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves source maps, though the build keeps them on disk', async () => {
    for (const url of ['/assets/app-1a2b3c.js.map', '/app.js.map', '/assets/APP-1A2B3C.JS.MAP']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });

  it("serves the driver app's addresses as index.html, its service worker and manifest never cached stale", async () => {
    for (const url of ['/driver', '/driver/', '/driver/loads/12/stops/40', '/driver/pay']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>TMS</title>');
    }
    // A worker served from the browser's cache would keep a phone on an old release.
    const worker = await t.app.inject({ method: 'GET', url: '/driver-sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/driver.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ start_url: '/driver' });
  });

  it('answers 404 with detail for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('No route for GET /api/nothing-here');
  });
});
