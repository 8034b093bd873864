import { ROLE_NAMES, type RoleName } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { pdfFile, uploadDocument, uploadedId } from './support/documents';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { HEIC_64x48, multiPageTiff, pdfWithPages, picture } from './support/pdf-fixtures';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let pdf: Buffer;
beforeAll(async () => {
  pdf = await pdfWithPages(1);
});

type Headers = Record<string, string>;
const companyDoc = { document_type: 'other', category: 'company' };
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

async function withCustomer(headers: Headers) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customers/', headers, payload: { name: 'Broker' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function colleague(companyId: number, role: RoleName) {
  const user = await buildUser(t.db, { companyId, roles: [role] });
  return (await signIn(t.app, user.email)).headers;
}

describe('uploads by category', () => {
  it('stores company and customer documents with their links, typed from their bytes', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const customerId = await withCustomer(headers);
    const res = await uploadDocument(
      t.app,
      headers,
      {
        document_type: 'other',
        category: 'customer',
        customer_id: customerId,
        description: 'W-9',
        tags: ' tax,,2025, TAX ',
      },
      { name: 'w9.pdf', type: 'application/octet-stream', data: pdf },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Document uploaded successfully',
      document: {
        category: 'customer',
        customer_id: customerId,
        content_type: 'application/pdf',
        description: 'W-9',
        tags: 'tax, 2025',
        file_size: pdf.length,
        load_id: null,
      },
    });
    for (const [name, type, data, contentType] of [
      ['scan.tif', 'image/tiff', await multiPageTiff(2), 'image/tiff'],
      ['photo.HEIC', '', HEIC_64x48, 'image/heic'],
      ['mislabelled.jpg', 'image/jpeg', await picture(10, 10, 'png'), 'image/png'],
    ] as const) {
      const up = await uploadDocument(t.app, headers, companyDoc, { name, type, data });
      expect(up.statusCode, up.body).toBe(201);
      expect(up.json().document.content_type).toBe(contentType);
    }
  });

  it('refuses links to missing or other companies’ records and requires the category’s own link', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const theirs = await withCustomer(b.headers);
    const customerDoc = { document_type: 'other', category: 'customer' };
    const foreign = await uploadDocument(t.app, a.headers, { ...customerDoc, customer_id: theirs }, pdfFile(pdf));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Customer not found');
    const missing = await uploadDocument(t.app, a.headers, customerDoc, pdfFile(pdf));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'customer_id'], msg: 'customer_id is required for customer documents', type: 'value_error' },
    ]);
    const deleted = await withCustomer(a.headers);
    await t.app.inject({ method: 'DELETE', url: `/api/customers/${deleted}`, headers: a.headers });
    const toDeleted = await uploadDocument(t.app, a.headers, { ...customerDoc, customer_id: deleted }, pdfFile(pdf));
    expect(toDeleted.statusCode).toBe(404);
  });

  it('refuses a link to a load, driver, truck or trailer the company does not have', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const [category, field] of [
      ['load', 'load_id'],
      ['driver', 'driver_id'],
      ['truck', 'truck_id'],
      ['trailer', 'trailer_id'],
    ] as const) {
      const res = await uploadDocument(t.app, headers, { document_type: 'other', category, [field]: 7 }, pdfFile(pdf));
      // Every area registers its owner now: an id the company does not have is not found.
      expect(res.statusCode, category).toBe(404);
      expect(res.json().detail, category).toBeTruthy();
    }
    const linked = await uploadDocument(t.app, headers, { ...companyDoc, driver_id: 3 }, pdfFile(pdf));
    expect([404, 422]).toContain(linked.statusCode);
    expect(linked.json().detail).toBeTruthy();
  });

  it('takes accounting documents from accounting roles only', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const id = await uploadedId(t.app, headers, { document_type: 'statement', category: 'accounting' }, pdfFile(pdf));
    const dispatcher = await colleague(company.id, 'DISPATCHER');
    expect((await get(dispatcher, `/api/documents/${id}`)).statusCode).toBe(403);
    const up = await uploadDocument(
      t.app,
      dispatcher,
      { document_type: 'statement', category: 'accounting' },
      pdfFile(pdf),
    );
    expect(up.statusCode).toBe(403);
    // Fuel receipts and statements are limited to 10 MB.
    const big = await uploadDocument(
      t.app,
      headers,
      { document_type: 'statement', category: 'accounting' },
      pdfFile(Buffer.concat([pdf, Buffer.alloc(10_485_760)])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('File is larger than 10485760 bytes (10 MB)');
  });

  it('judges a file by its bytes, with the spec’s messages', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const types = 'File type must be .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff, .heic, .heif, .pdf';
    const wrongNames = [
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') },
      { name: 'no-extension', type: 'application/pdf', data: pdf },
      { name: 'setup.exe', type: 'application/octet-stream', data: Buffer.from('MZ\x90\x00 an executable') },
    ];
    for (const file of wrongNames) {
      const res = await uploadDocument(t.app, headers, companyDoc, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().detail).toEqual(fieldProblem('file', types));
    }
    // An accepted name over other bytes is told its content is not what its name says.
    const disguised = [
      { name: 'evil.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00 an executable') },
      { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('plain text, not a PDF') },
      { name: 'sheet.pdf', type: 'application/pdf', data: Buffer.from('PK\x03\x04 a zip file') },
    ];
    for (const file of disguised) {
      const res = await uploadDocument(t.app, headers, companyDoc, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().detail).toEqual(
        fieldProblem('file', `${file.name} is not a valid PDF: its content does not match its .pdf type`),
      );
    }
    const empty = await uploadDocument(t.app, headers, companyDoc, pdfFile(Buffer.alloc(0)));
    expect(empty.json().detail).toEqual(fieldProblem('file', 'File is smaller than 1 bytes'));
    const huge = await uploadDocument(
      t.app,
      headers,
      companyDoc,
      pdfFile(Buffer.concat([pdf, Buffer.alloc(52_428_800)])),
    );
    expect([huge.statusCode, huge.json().detail]).toEqual([413, 'File is larger than 52428800 bytes (50 MB)']);
    const bad = await uploadDocument(t.app, headers, { document_type: 'other', category: 'garage' }, pdfFile(pdf));
    expect(bad.json().detail[0].msg).toBe('Unknown document category');
  });
});

describe('reading documents', () => {
  it('lets each role list, open and link only documents whose owners it may read', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const customerId = await withCustomer(headers);
    const own = await uploadedId(t.app, headers, companyDoc, pdfFile(pdf));
    const customerDoc = await uploadedId(
      t.app,
      headers,
      { document_type: 'other', category: 'customer', customer_id: customerId },
      pdfFile(pdf),
    );
    const mayReadCustomers = new Set<RoleName>(['MANAGER', 'DISPATCHER', 'ACCOUNTANT']);
    for (const role of ROLE_NAMES.filter((r) => r !== 'SUPERADMIN' && r !== 'DRIVER')) {
      const h = await colleague(company.id, role);
      const list = await get(h, '/api/documents/?include_deprecated=true');
      expect(list.statusCode, role).toBe(200);
      const ids = list.json().documents.map((d: { id: number }) => d.id);
      expect(ids, role).toContain(own);
      const sees = mayReadCustomers.has(role);
      expect(ids.includes(customerDoc), role).toBe(sees);
      const expected = sees ? 200 : 403;
      expect((await get(h, `/api/documents/${customerDoc}`)).statusCode, role).toBe(expected);
      expect((await get(h, `/api/documents/${customerDoc}/presigned-url`)).statusCode, role).toBe(expected);
      expect((await get(h, `/api/documents/?customer_id=${customerId}`)).statusCode, role).toBe(expected);
      expect((await get(h, '/api/documents/?category=customer')).statusCode, role).toBe(expected);
    }
  });

  it('filters the list by category, type, each link and deprecation', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const c1 = await withCustomer(headers);
    const c2 = await withCustomer(headers);
    const customerDoc = (customerId: number, document_type = 'other') =>
      uploadedId(t.app, headers, { document_type, category: 'customer', customer_id: customerId }, pdfFile(pdf));
    const first = await customerDoc(c1, 'invoice');
    const second = await customerDoc(c2);
    const own = await uploadedId(t.app, headers, companyDoc, pdfFile(pdf));
    const ids = async (query: string) => {
      const res = await get(headers, `/api/documents/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .documents.map((d: { id: number }) => d.id)
        .sort();
    };
    expect(await ids(`customer_id=${c1}`)).toEqual([first]);
    expect(await ids('category=customer')).toEqual([first, second].sort());
    expect(await ids('category=company')).toEqual([own]);
    expect(await ids('document_type=invoice')).toEqual([first]);
    for (const link of ['load_id', 'driver_id', 'truck_id', 'trailer_id']) expect(await ids(`${link}=1`)).toEqual([]);
    await t.app.inject({ method: 'PATCH', url: `/api/documents/${second}/deprecate`, headers });
    expect(await ids(`customer_id=${c2}`)).toEqual([]);
    expect(await ids(`customer_id=${c2}&include_deprecated=true`)).toEqual([second]);
  });

  it('keeps links short: 300 s for view and download, up to 3600 s only for image thumbnails', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const doc = await uploadedId(t.app, headers, companyDoc, pdfFile(pdf));
    const image = await uploadedId(t.app, headers, companyDoc, {
      name: 'a.png',
      type: 'image/png',
      data: await picture(4, 4, 'png'),
    });
    const link = (id: number, query: string) => get(headers, `/api/documents/${id}/presigned-url?${query}`);
    expect((await link(doc, '')).json().expires_in).toBe(300);
    expect((await link(doc, 'expires_in=301&download=false')).statusCode).toBe(422);
    expect((await link(image, 'expires_in=3600&download=true')).statusCode).toBe(422);
    expect((await link(image, 'expires_in=3600&download=false')).json().expires_in).toBe(3600);
    expect((await link(image, 'expires_in=3601&download=false')).statusCode).toBe(422);
  });

  it('keeps customer documents inside their company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) =>
        uploadedId(
          t.app,
          a.headers,
          { document_type: 'other', category: 'customer', customer_id: await withCustomer(a.headers) },
          pdfFile(pdf),
        ),
      detail: (id) => `/api/documents/${id}`,
      list: { url: '/api/documents/?category=customer&include_deprecated=true', items: 'documents' },
      writes: [
        { method: 'PUT', url: (id) => `/api/documents/${id}`, payload: { tags: 'x' } },
        { method: 'PATCH', url: (id) => `/api/documents/${id}/deprecate` },
        { method: 'GET', url: (id) => `/api/documents/${id}/presigned-url?download=false` },
        { method: 'DELETE', url: (id) => `/api/documents/${id}` },
      ],
    });
  });
});

describe('the audit log', () => {
  it('records upload, update, deprecate, restore and delete of a document', async () => {
    const { headers, company, user } = await buildSignedInCompany(t.app, t.db);
    const id = await uploadedId(t.app, headers, { ...companyDoc, description: 'Insurance' }, pdfFile(pdf, 'coi.pdf'));
    const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload });
    expect((await call('PUT', `/api/documents/${id}`, { tags: 'insurance' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/documents/${id}/deprecate`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/documents/${id}/restore`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/documents/${id}`)).statusCode).toBe(204);
    const entries = await t.db
      .select({ action: auditLog.action, user_id: auditLog.user_id, detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(eq(auditLog.company_id, company.id), eq(auditLog.entity, 'document'), eq(auditLog.entity_id, String(id))),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['upload', 'update', 'deprecate', 'restore', 'delete']);
    expect(entries.every((e) => e.user_id === user.id)).toBe(true);
    expect(entries[0]?.detail).toMatchObject({ original_filename: 'coi.pdf', category: 'company' });
    expect(entries[1]?.detail).toEqual({ fields: ['tags'] });
  });
});
