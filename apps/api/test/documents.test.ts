import { describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { multipartBody, PNG_1PX } from './support/multipart';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useSuperadmin, useTestApp } from './support/test-app';

const t = useTestApp();
const admin = useSuperadmin(t);

const logoFields = { document_type: 'company_logo', category: 'company' };
async function uploadLogo(
  headers: Record<string, string>,
  fields: Record<string, string> = logoFields,
  file = { name: 'logo.png', type: 'image/png', data: PNG_1PX },
) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('company logo', () => {
  it('uploads, shows through a signed link, replaces and removes the logo', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const res = await uploadLogo(headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Logo uploaded successfully',
      document: { document_type: 'company_logo', company_id: company.id, content_type: 'image/png' },
    });
    const logo = (await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).json();
    expect(logo.document_id).toBe(res.json().document.id);
    const file = await t.app.inject({ method: 'GET', url: logo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    const tampered = await t.app.inject({ method: 'GET', url: logo.url.replace(/sig=[^&]+/, 'sig=forged') });
    expect(tampered.statusCode).toBe(403);

    const second = await uploadLogo(headers);
    const info = (await t.app.inject({ method: 'GET', url: '/api/admin/companies/info', headers })).json();
    expect(info.logo.document_id).toBe(second.json().document.id);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${second.json().document.id}/deprecate`,
      headers,
    });
    expect(removed.json()).toMatchObject({ is_active: false, deprecated: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).json()).toBeNull();
  });

  it("never shows one company's logo to another, even when it is named", async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    expect((await uploadLogo(a.headers)).statusCode).toBe(201);
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/documents/company-logo', a.headers)).json()).not.toBeNull();
    expect((await get(`/api/admin/companies/logo?company_id=${a.company.id}`, a.headers)).json()).not.toBeNull();
    expect((await get('/api/documents/company-logo', b.headers)).json()).toBeNull();
    expect((await get(`/api/admin/companies/logo?company_id=${a.company.id}`, b.headers)).json()).toBeNull();
    expect((await get('/api/admin/companies/info', b.headers)).json().logo).toBeNull();
    // A superadmin may name the company.
    expect((await get(`/api/admin/companies/logo?company_id=${a.company.id}`, admin)).json()).not.toBeNull();
  });

  it('lets a superadmin upload for a company with target_company_id', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    const missing = await uploadLogo(admin);
    expect(missing.statusCode).toBe(400);
    const res = await uploadLogo(admin, { ...logoFields, target_company_id: String(company.id) });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).json().document_id,
    ).toBe(res.json().document.id);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/logo?company_id=${company.id}`,
      headers: admin,
    });
    expect(asAdmin.json().document_id).toBe(res.json().document.id);
  });

  it('refuses files that are not images, too large, empty or disguised', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const pdf = await uploadLogo(headers, logoFields, {
      name: 'logo.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4 test'),
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().detail).toEqual(fieldProblem('file', 'File type must be .jpg, .jpeg, .png, .gif, .webp'));
    const disguised = await uploadLogo(headers, logoFields, {
      name: 'logo.png',
      type: 'image/png',
      data: Buffer.from('MZ this is an executable'),
    });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().detail).toEqual(
      fieldProblem('file', 'logo.png is not a valid PNG image: its content does not match its .png type'),
    );
    const big = await uploadLogo(headers, logoFields, {
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([PNG_1PX, Buffer.alloc(5_242_880)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('File is larger than 5242880 bytes (5 MB)');
    const empty = await uploadLogo(headers, logoFields, { name: 'e.png', type: 'image/png', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    const noFile = multipartBody(logoFields);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.json().detail).toEqual(fieldProblem('file', 'Choose a file to upload', { type: 'missing' }));
    const badType = await uploadLogo(headers, { document_type: 'spaceship', category: 'company' });
    expect(badType.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers,
      payload: { document_type: 'company_logo' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('only lets roles that write company settings change the logo', async () => {
    for (const role of ['DISPATCHER', 'ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE'] as const) {
      const { headers } = await buildSignedInCompany(t.app, t.db, role);
      expect((await uploadLogo(headers)).statusCode, role).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/documents/company-logo', headers })).statusCode).toBe(200);
    }
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    expect((await uploadLogo(headers)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/' })).statusCode).toBe(401);
  });

  it('keeps documents inside their company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => (await uploadLogo(a.headers)).json().document.id,
      detail: (id) => `/api/documents/${id}`,
      list: { url: '/api/documents/?include_deprecated=true', items: 'documents' },
      writes: [
        { method: 'PUT', url: (id) => `/api/documents/${id}`, payload: { description: 'x' } },
        { method: 'PATCH', url: (id) => `/api/documents/${id}/deprecate` },
        { method: 'PATCH', url: (id) => `/api/documents/${id}/restore` },
        { method: 'GET', url: (id) => `/api/documents/${id}/presigned-url` },
        { method: 'DELETE', url: (id) => `/api/documents/${id}` },
      ],
    });
  });

  it('edits description and tags, restores and deletes', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const id = (await uploadLogo(headers)).json().document.id;
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers,
      payload: { description: 'Primary logo', tags: 'brand,color' },
    });
    expect(upd.json()).toMatchObject({ description: 'Primary logo', tags: 'brand, color' });
    // Tags are kept once each, whatever their case, without blanks.
    const repeated = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers,
      payload: { tags: 'dot, medical, dot, , Medical ,DOT' },
    });
    expect(repeated.json().tags).toBe('dot, medical');
    await t.app.inject({ method: 'PATCH', url: `/api/documents/${id}/deprecate`, headers });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/documents/${id}/restore`, headers })).json().is_active,
    ).toBe(true);
    const link = (
      await t.app.inject({ method: 'GET', url: `/api/documents/${id}/presigned-url?expires_in=60`, headers })
    ).json();
    expect(link.expires_in).toBe(60);
    expect((await t.app.inject({ method: 'GET', url: link.url })).headers['content-disposition']).toMatch(
      /^attachment/,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
  });
});
