import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument, PDFHexString, PDFName, PDFNumber } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { auditLog, companies } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { multipartBody } from './support/multipart';
import { fieldProblem } from './support/problems';
import { twoColumnLabels } from './support/ratecon-fixtures';
import { expectTenantIsolation } from './support/tenancy';
import { createTestApp, type TestApp, useTestApp } from './support/test-app';

const t = useTestApp();
let fixture: Awaited<ReturnType<typeof twoColumnLabels>>;
beforeAll(async () => {
  fixture = await twoColumnLabels();
});
afterEach(() => vi.restoreAllMocks());

const URL = '/api/loads/extract-from-pdf';

function upload(
  app: TestApp['app'],
  headers: Record<string, string>,
  data: Uint8Array,
  name = 'ratecon.pdf',
  type = 'application/pdf',
) {
  const body = multipartBody({}, { name, type, data: Buffer.from(data) });
  return app.inject({ method: 'POST', url: URL, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** A PDF that declares standard encryption with a user password, as a locked sheet would. */
async function encryptedPdf() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Load 1234');
  const hex = (n: number) => PDFHexString.of('ab'.repeat(n));
  doc.context.trailerInfo.Encrypt = doc.context.obj({
    Filter: PDFName.of('Standard'),
    V: PDFNumber.of(1),
    R: PDFNumber.of(2),
    O: hex(32),
    U: hex(32),
    P: PDFNumber.of(-4),
  });
  doc.context.trailerInfo.ID = doc.context.obj([hex(16), hex(16)]);
  return doc.save({ useObjectStreams: false });
}

describe('POST /api/loads/extract-from-pdf', () => {
  it('reads a rate confirmation into the wizard sections for a dispatcher, and records it', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await upload(t.app, headers, fixture.pdf);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.basic_info).toMatchObject({
      load_number: 'BW-448120',
      broker_name: 'Bluewater Freight Partners LLC',
      broker_mc_number: '771204',
      broker_email: 'dana.whitfield@bluewaterfp.com',
    });
    expect(body.events).toHaveLength(2);
    expect(body.events[0]).toMatchObject({
      event_order: 1,
      event_type: 'pickup',
      event_date: '2025-03-04',
      appointment_time_lower: '07:30',
      appointment_time_higher: '09:00',
      location_city: 'Orlando',
      location_state: 'FL',
      location_postal_code: '32805',
      location_country: 'USA',
    });
    expect(body.events[1]).toMatchObject({
      event_type: 'delivery',
      event_date: '2025-03-05',
      location_city: 'Charlotte',
    });
    expect(body.rate_cargo).toMatchObject({
      rate_booked: '2150.00',
      linehaul: '2150.00',
      weight_lbs: 38500,
      pieces: 22,
    });
    expect(body.confidence['basic_info.load_number']).toBeGreaterThan(0.5);
    expect(body.confidence['events.0.location_postal_code']).toBeGreaterThan(0.9);
    expect(body.engine).toMatchObject({ name: 'offline', provider: null, pages: 1, ocr_pages: 0 });
    // With no provider configured nothing is sent anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, company.id), eq(auditLog.entity, 'rate_confirmation')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'extract',
      detail: { filename: 'ratecon.pdf', load_number: 'BW-448120', engine: 'offline' },
    });
  });

  it('is for roles that manage loads, signed in', async () => {
    for (const role of ['ACCOUNTANT', 'ANALYST', 'EQUIPMENT_MANAGER'] as const) {
      const { headers } = await buildSignedInCompany(t.app, t.db, role);
      expect((await upload(t.app, headers, fixture.pdf)).statusCode, role).toBe(403);
    }
    expect((await upload(t.app, {}, fixture.pdf)).statusCode).toBe(401);
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    expect((await upload(t.app, headers, fixture.pdf)).statusCode).toBe(200);
  });

  it('answers 403 when the company plan does not include AI load extraction', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await t.db.update(companies).set({ plan: 'starter' }).where(eq(companies.id, company.id));
    const res = await upload(t.app, headers, fixture.pdf);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/ai_load_extraction|AI load extraction/i);
  });

  it('refuses files it cannot read with a detail, never a server error', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const text = await upload(t.app, headers, new TextEncoder().encode('hello'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('Upload a PDF, PNG or JPEG file');

    const damaged = await upload(t.app, headers, new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog'));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().detail).toEqual(fieldProblem('file', 'The file is not a readable PDF'));

    const locked = await upload(t.app, headers, await encryptedPdf());
    expect(locked.statusCode).toBe(422);
    expect(locked.json().detail).toEqual(
      fieldProblem('file', 'The PDF is password-protected; upload an unlocked copy'),
    );

    const empty = await upload(t.app, headers, new Uint8Array());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBeTruthy();

    const big = await upload(t.app, headers, new Uint8Array(10_485_761).fill(32));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('File is larger than 10485760 bytes (10 MB)');

    const body = multipartBody({});
    const none = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toEqual(fieldProblem('file', 'Choose a file to upload', { type: 'missing' }));
  });

  it("keeps each company's extraction record to itself", async () => {
    await expectTenantIsolation({
      ...t,
      role: 'MANAGER',
      create: async (a) => {
        expect((await upload(t.app, a.headers, fixture.pdf)).statusCode).toBe(200);
        const [entry] = await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.company_id, a.company.id), eq(auditLog.entity, 'rate_confirmation')))
          .orderBy(desc(auditLog.id))
          .limit(1);
        return entry?.id ?? 0;
      },
      detail: (id) => `/api/audit-log/${id}`,
      list: { url: '/api/audit-log/?entity=rate_confirmation', items: 'entries', total: 'total' },
    });
  });
});

describe('rate limit per company', () => {
  it('turns away uploads past the per-minute allowance with 429', async () => {
    const limited = await createTestApp({ extraction: { ...t.config.extraction, perMinute: 2 } });
    try {
      const { headers } = await buildSignedInCompany(limited.app, limited.db, 'DISPATCHER');
      const junk = new TextEncoder().encode('not a pdf');
      expect((await upload(limited.app, headers, junk, 'a.txt', 'text/plain')).statusCode).toBe(415);
      expect((await upload(limited.app, headers, junk, 'a.txt', 'text/plain')).statusCode).toBe(415);
      const third = await upload(limited.app, headers, junk, 'a.txt', 'text/plain');
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toMatch(/try again/);
      // Another company has its own allowance.
      const other = await buildSignedInCompany(limited.app, limited.db, 'DISPATCHER');
      expect((await upload(limited.app, other.headers, junk, 'a.txt', 'text/plain')).statusCode).toBe(415);
    } finally {
      await limited.close();
    }
  });
});

describe('optional language-model provider', () => {
  let server: Server;
  let requests: { url: string; headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  let reply: (url: string) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
  const modelAnswer = {
    basic_info: {
      load_number: 'BW-448120',
      broker_name: 'Bluewater Freight Partners LLC',
      broker_mc_number: 'MC 771204',
    },
    events: [
      { event_type: 'pickup', event_date: '2025-03-04', location_city: 'Orlando', contact_phone: '(407) 555-0110' },
      { event_type: 'delivery', event_date: '2025-03-05', location_city: 'Charlotte' },
    ],
    rate_cargo: { rate_booked: 2150, hazmat: false, equipment: 'Reefer 53ft' },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
        const answer = reply(req.url ?? '');
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is on only when its kind, key and model are all configured', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).extraction.provider).toBeUndefined();
    expect(
      loadConfig({ ...env, EXTRACTION_PROVIDER: 'openai', EXTRACTION_PROVIDER_MODEL: 'm' }).extraction.provider,
    ).toBeUndefined();
    expect(
      loadConfig({
        ...env,
        EXTRACTION_PROVIDER: 'anthropic',
        EXTRACTION_PROVIDER_API_KEY: 'k',
        EXTRACTION_PROVIDER_MODEL: 'm',
      }).extraction.provider,
    ).toMatchObject({ kind: 'anthropic', url: 'https://api.anthropic.com', apiKey: 'k', model: 'm' });
  });

  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const withProvider = (kind: 'openai' | 'anthropic') =>
    createTestApp({
      extraction: {
        ...t.config.extraction,
        provider: {
          kind,
          url: kind === 'openai' ? `${base()}/v1` : base(),
          apiKey: 'test-key',
          model: 'test-model',
          timeoutMs: 5000,
        },
      },
    });

  it('merges an OpenAI-compatible answer field by field with the offline reading', async () => {
    requests = [];
    reply = () => ({ status: 200, body: { choices: [{ message: { content: JSON.stringify(modelAnswer) } }] } });
    const app = await withProvider('openai');
    try {
      const { headers } = await buildSignedInCompany(app.app, app.db, 'DISPATCHER');
      const res = await upload(app.app, headers, fixture.pdf);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.url).toBe('/v1/chat/completions');
      expect(requests[0]?.headers.authorization).toBe('Bearer test-key');
      expect(JSON.stringify(requests[0]?.body)).toContain('BW-448120');
      expect(body.engine).toMatchObject({ name: 'provider-merged', provider: 'test-model' });
      // Agreement raises confidence; a gap is filled from the model; what both lack stays empty.
      expect(body.basic_info.load_number).toBe('BW-448120');
      expect(body.confidence['basic_info.load_number']).toBeGreaterThanOrEqual(0.95);
      expect(body.basic_info.broker_mc_number).toBe('771204');
      expect(body.rate_cargo.hazmat).toBe(false);
      expect(body.confidence['rate_cargo.hazmat']).toBe(0.6);
      expect(body.events[0].contact_phone).toBe('(407) 555-0110');
      expect(body.events[0].location_street).toBe('2150 Orange Blossom Trl');
    } finally {
      await app.close();
    }
  });

  it("speaks Anthropic's messages format, and falls back to the offline reading when the provider fails", async () => {
    requests = [];
    reply = () => ({
      status: 200,
      body: { content: [{ type: 'text', text: `Here it is: ${JSON.stringify(modelAnswer)}` }] },
    });
    const app = await withProvider('anthropic');
    try {
      const { headers } = await buildSignedInCompany(app.app, app.db, 'DISPATCHER');
      const res = await upload(app.app, headers, fixture.pdf);
      expect(res.statusCode, res.body).toBe(200);
      expect(requests[0]?.url).toBe('/v1/messages');
      expect(requests[0]?.headers['x-api-key']).toBe('test-key');
      expect(res.json().engine.name).toBe('provider-merged');

      reply = () => ({ status: 503, body: { error: 'overloaded' } });
      const failed = await upload(app.app, headers, fixture.pdf);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().engine.name).toBe('offline');
      expect(failed.json().basic_info.load_number).toBe('BW-448120');
      expect(failed.json().warnings.join(' ')).toMatch(/language model did not answer/);
    } finally {
      await app.close();
    }
  });
});
