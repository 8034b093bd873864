import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings, s3LinkOrigins } from '../src/modules/storage/s3-storage';
import { buildSignedInCompany } from './support/factories';
import { multipartBody, PNG_1PX } from './support/multipart';
import { pdfWithPages } from './support/pdf-fixtures';
import { startS3Server } from './support/s3-server';
import { createTestApp } from './support/test-app';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startS3Server();
  settings = s3.settings;
});
afterAll(() => s3.stop());

const link = (key: string, download: boolean, expiresInSeconds = 300) =>
  createS3Storage(settings).signedUrl(key, {
    expiresInSeconds,
    download,
    filename: 'Rate con #7.png',
    contentType: 'image/png',
  });

async function streamed(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

describe('S3 storage against an S3-compatible server that checks signatures', () => {
  it('puts, reads back as a stream and serves presigned links for download and for viewing', async () => {
    const storage = createS3Storage(settings);
    await storage.put('companies/1/a.png', PNG_1PX, 'image/png');
    expect((await streamed(await storage.get('companies/1/a.png'))).equals(PNG_1PX)).toBe(true);

    const download = await link('companies/1/a.png', true, 600);
    const parsed = new URL(download);
    expect(parsed.origin).toBe(settings.endpoint);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    const saved = await fetch(download);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="Rate con #7.png"/);
    expect(saved.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await saved.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    const shown = await fetch(await link('companies/1/a.png', false));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="Rate con #7.png"/);
  });

  // (The test server has no bucket ACLs, so unsigned reads are not part of what it can prove.)
  it('refuses requests and links signed with the wrong secret', async () => {
    const forger = createS3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    await expect(forger.put('companies/1/forged.png', PNG_1PX, 'image/png')).rejects.toThrow();
    await createS3Storage(settings).put('companies/1/b.png', PNG_1PX, 'image/png');
    const forged = await forger.signedUrl('companies/1/b.png', {
      expiresInSeconds: 60,
      download: true,
      filename: 'b.png',
      contentType: 'image/png',
    });
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');
  });

  it('stops serving a link once it expires', async () => {
    await createS3Storage(settings).put('companies/1/c.png', PNG_1PX, 'image/png');
    const shortLived = await link('companies/1/c.png', true, 1);
    await sleep(2100);
    const res = await fetch(shortLived);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });

  it("cannot turn one company's link into another company's object or change what it answers", async () => {
    const storage = createS3Storage(settings);
    await storage.put('companies/1/mine.png', PNG_1PX, 'image/png');
    await storage.put('companies/2/theirs.png', PNG_1PX, 'image/png');
    const mine = await link('companies/1/mine.png', false);
    expect((await fetch(mine)).status).toBe(200);
    const swapped = mine.replace('/companies/1/mine.png', '/companies/2/theirs.png');
    expect(swapped).not.toBe(mine);
    expect((await fetch(swapped)).status).toBe(403);
    const longer = mine.replace('X-Amz-Expires=300', 'X-Amz-Expires=86400');
    expect((await fetch(longer)).status).toBe(403);
    const asDownload = mine.replace(/response-content-disposition=inline/, 'response-content-disposition=attachment');
    expect(asDownload).not.toBe(mine);
    expect((await fetch(asDownload)).status).toBe(403);
  });

  it('deletes objects: their links and reads fail afterwards', async () => {
    const storage = createS3Storage(settings);
    await storage.put('companies/1/gone.png', PNG_1PX, 'image/png');
    const before = await link('companies/1/gone.png', true);
    await storage.delete('companies/1/gone.png');
    expect((await fetch(before)).status).toBe(404);
    await expect(storage.get('companies/1/gone.png')).rejects.toThrow();
  });

  it('names the origins its links use, for AWS and for custom endpoints', () => {
    expect(s3LinkOrigins({ bucket: 'b', region: 'eu-west-1', forcePathStyle: false })).toEqual([
      'https://b.s3.eu-west-1.amazonaws.com',
      'https://s3.eu-west-1.amazonaws.com',
    ]);
    expect(s3LinkOrigins(settings)).toEqual([settings.endpoint]);
  });
});

describe('the documents API on S3', () => {
  it('uploads into the bucket, links, merges from it, deletes from it, and the page policy allows its links', async () => {
    // Its own app, not useTestApp: the app needs the settings of the S3 server started before it.
    const t = await createTestApp({ s3: settings });
    try {
      const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
      const upload = async (name: string, type: string, data: Buffer, fields: Record<string, string>) => {
        const body = multipartBody(fields, { name, type, data });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().document.id as number;
      };
      const logoId = await upload('logo.png', 'image/png', PNG_1PX, {
        document_type: 'company_logo',
        category: 'company',
      });
      const pdfId = await upload('insurance.pdf', 'application/pdf', await pdfWithPages(2), {
        document_type: 'other',
        category: 'company',
      });

      const logo = (await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).json();
      expect(logo.url.startsWith(`${settings.endpoint}/tms-files/companies/`)).toBe(true);
      expect(Buffer.from(await (await fetch(logo.url)).arrayBuffer()).equals(PNG_1PX)).toBe(true);
      for (const download of [true, false]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/documents/${pdfId}/presigned-url?download=${download}`,
          headers,
        });
        const file = await fetch(res.json().url);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toMatch(download ? /^attachment/ : /^inline/);
        expect(file.headers.get('content-type')).toBe('application/pdf');
      }

      const merged = await t.app.inject({
        method: 'POST',
        url: '/api/documents/merge',
        headers,
        payload: { document_ids: [pdfId, logoId], output_filename: 'packet' },
      });
      expect(merged.statusCode, merged.body).toBe(200);
      expect((await PDFDocument.load(merged.rawPayload)).getPageCount()).toBe(3);

      const view = (await t.app.inject({ method: 'GET', url: `/api/documents/${pdfId}/presigned-url`, headers })).json()
        .url;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${pdfId}`, headers })).statusCode).toBe(204);
      expect((await fetch(view)).status).toBe(404);

      const policy = String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      for (const directive of ['img-src', 'frame-src']) {
        expect(policy.split(';').find((d) => d.trim().startsWith(directive))).toContain(settings.endpoint);
      }
    } finally {
      await t.close();
    }
  });
});
