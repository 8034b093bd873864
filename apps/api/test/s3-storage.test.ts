import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings, s3LinkOrigins } from '../src/modules/storage/s3-storage';
import { buildSignedInCompany } from './support/factories';
import { multipartBody, PNG_1PX } from './support/multipart';
import { createTestApp } from './support/test-app';

/**
 * A bucket on loopback that speaks the part of the S3 protocol the store uses (path-style PUT, GET,
 * DELETE). It checks that a GET carries a signature, not that the signature is right: AWS does that.
 */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bucket');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(url.pathname, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(url.pathname);
        res.writeHead(204).end();
      } else {
        const found = objects.get(url.pathname);
        if (!found || !url.searchParams.get('X-Amz-Signature')) return res.writeHead(403).end();
        res
          .writeHead(200, {
            'content-type': url.searchParams.get('response-content-type') ?? found.type,
            'content-disposition': url.searchParams.get('response-content-disposition') ?? '',
          })
          .end(found.body);
      }
    });
  });
  return { server, objects };
}

const bucket = fakeBucket();
let settings: S3Settings;
beforeAll(async () => {
  await new Promise<void>((done) => bucket.server.listen(0, '127.0.0.1', done));
  const { port } = bucket.server.address() as AddressInfo;
  settings = {
    bucket: 'tms-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  };
});
afterAll(() => new Promise<void>((done) => bucket.server.close(() => done())));

describe('S3-compatible storage', () => {
  it('puts, links with a presigned expiring URL and deletes', async () => {
    const storage = createS3Storage(settings);
    await storage.put('companies/1/a.png', PNG_1PX, 'image/png');
    expect(bucket.objects.get('/tms-files/companies/1/a.png')?.body.equals(PNG_1PX)).toBe(true);

    const link = await storage.signedUrl('companies/1/a.png', {
      expiresInSeconds: 600,
      download: true,
      filename: 'Rate con #7.png',
      contentType: 'image/png',
    });
    const parsed = new URL(link);
    expect(parsed.origin).toBe(settings.endpoint);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Rate con #7.png"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    await storage.delete('companies/1/a.png');
    expect(bucket.objects.has('/tms-files/companies/1/a.png')).toBe(false);
  });

  it('names the origins its links use, for AWS and for custom endpoints', () => {
    expect(s3LinkOrigins({ bucket: 'b', region: 'eu-west-1', forcePathStyle: false })).toEqual([
      'https://b.s3.eu-west-1.amazonaws.com',
      'https://s3.eu-west-1.amazonaws.com',
    ]);
    expect(s3LinkOrigins(settings)).toEqual([settings.endpoint]);
  });

  it('serves company logos from the bucket, and the page policy lets the browser show them', async () => {
    const t = await createTestApp({ s3: settings });
    try {
      const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
      const body = multipartBody(
        { document_type: 'company_logo', category: 'company' },
        {
          name: 'logo.png',
          type: 'image/png',
          data: PNG_1PX,
        },
      );
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const logo = (await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).json();
      expect(logo.url.startsWith(`${settings.endpoint}/tms-files/companies/`)).toBe(true);
      const file = await fetch(logo.url);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true);

      const page = await t.app.inject({ method: 'GET', url: '/api/health' });
      const imgSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('img-src'));
      expect(imgSrc).toContain(settings.endpoint);
    } finally {
      await t.close();
    }
  });
});
