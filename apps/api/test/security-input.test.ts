import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, uploadDocument } from './support/documents';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { pdfWithPages } from './support/pdf-fixtures';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let headers: Record<string, string>;
let pdf: Buffer;
beforeAll(async () => {
  headers = (await buildSignedInCompany(t.app, t.db)).headers;
  pdf = await pdfWithPages(1);
});

const NUL = '\u0000';

describe('control characters never reach the database', () => {
  it('answers 422 with detail, never 500, for a NUL byte in a query, a path or a JSON body', async () => {
    const requests = [
      { method: 'GET', url: `/api/customers/?search=a${encodeURIComponent(NUL)}b`, headers },
      { method: 'GET', url: `/api/users/?search=${encodeURIComponent(NUL)}`, headers },
      { method: 'GET', url: `/api/audit-log/?entity=x${encodeURIComponent(NUL)}`, headers },
      { method: 'GET', url: `/api/address/details/${encodeURIComponent(`p${NUL}`)}`, headers },
      { method: 'POST', url: '/api/customers/', headers, payload: { name: `Broker${NUL}` } },
      { method: 'POST', url: '/api/auth/password-reset', payload: { email: `a${NUL}@b.co` } },
      { method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: `x${NUL}` } },
    ] as const;
    for (const r of requests) {
      const res = await t.app.inject(r as never);
      expect(res.statusCode, `${r.method} ${r.url} ${res.body}`).toBe(422);
      expect(res.json().detail, r.url).toBeTruthy();
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a%00b%40c.co&password=x`,
    });
    expect(form.statusCode).toBe(422);
  });

  it('refuses control characters in document description and tags, and cleans them out of file names', async () => {
    const fields = { document_type: 'other', category: 'company' };
    const described = await uploadDocument(t.app, headers, { ...fields, description: `W-9\u0007` }, pdfFile(pdf));
    expect(described.statusCode).toBe(422);
    const tagged = await uploadDocument(t.app, headers, { ...fields, tags: `tax\u001b[31m` }, pdfFile(pdf));
    expect(tagged.statusCode).toBe(422);
    const named = await uploadDocument(t.app, headers, fields, pdfFile(pdf, `in\u0001voice\u001f.pdf`));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().document.original_filename).toBe('invoice.pdf');
  });

  it('validates customer e-mails as e-mails', async () => {
    const withEmail = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/customers/', headers, payload: { name: 'Broker', email } });
    expect((await withEmail('"><svg/onload=alert(1)>@x.io')).statusCode).toBe(422);
    const ok = await withEmail("o'neil+loads@broker-co.example.com");
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('still signs in and searches with ordinary text', async () => {
    const { company } = await buildSignedInCompany(t.app, t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    expect((await signIn(t.app, user.email)).access_token).toBeTruthy();
    const res = await t.app.inject({ method: 'GET', url: '/api/customers/?search=Temp%20%3E%2034F', headers });
    expect(res.statusCode).toBe(200);
  });
});

describe('broken multipart bodies', () => {
  it('answer 4xx with detail: no boundary, a cut-off body, a body that is not multipart', async () => {
    const cases = [
      { 'content-type': 'multipart/form-data', body: '{}' },
      { 'content-type': 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"' },
      { 'content-type': 'multipart/form-data; boundary=x', body: 'not multipart at all' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...headers, 'content-type': c['content-type'] },
        payload: c.body,
      });
      expect(res.statusCode, `${c['content-type']} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().detail).toBeTruthy();
    }
  });
});
