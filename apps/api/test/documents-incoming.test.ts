import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffFileKind } from '../src/modules/documents/content-sniffing';
import { createLocalStorage } from '../src/modules/storage/local-storage';
import { INCOMING_HEAD_BYTES } from '../src/modules/storage/storage';
import { buildSignedInCompany } from './support/factories';
import { pdfWithPages } from './support/pdf-fixtures';
import { useTestApp } from './support/test-app';

const data = mkdtempSync(join(tmpdir(), 'tms-incoming-'));
const root = join(data, 'files');
const staging = () => readdirSync(join(root, '.incoming'));
// Declared before the app: after-hooks run last-declared first, so the folder goes once the app has closed.
afterAll(() => rmSync(data, { recursive: true, force: true }));
const t = useTestApp({ dataDir: data });
let pdf: Buffer;
beforeAll(async () => {
  pdf = await pdfWithPages(1);
});

/** A stream of `bytes` in chunks of `size`, as a socket delivers a body. */
const chunked = (bytes: Buffer, size = 16 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

/** An OLE2 compound file (old Word or Excel) whose stream name sits past the head. */
function compoundFile(streamName: string) {
  const magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([magic, Buffer.alloc(INCOMING_HEAD_BYTES * 2), Buffer.from(streamName, 'utf16le')]);
}

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Loads');
  // Random text does not compress, so the file is several times the head.
  for (let i = 0; i < 1200; i++) sheet.addRow([i, randomBytes(200).toString('hex')]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the local store takes uploads as they stream', () => {
  it('keeps the bytes whole, 0600, and leaves nothing staged once kept or discarded', async () => {
    const storage = createLocalStorage(root, 'signing-key-for-the-test');
    const bytes = randomBytes(INCOMING_HEAD_BYTES * 3 + 17);
    const incoming = await storage.receive(chunked(bytes));
    expect(incoming.size).toBe(bytes.length);
    expect(incoming.head.equals(bytes.subarray(0, INCOMING_HEAD_BYTES))).toBe(true);
    await incoming.keep('companies/1/kept.bin', 'application/octet-stream');
    const file = storage.pathOf('companies/1/kept.bin');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await (await storage.receive(chunked(bytes))).discard();
    expect(staging()).toEqual([]);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const storage = createLocalStorage(root, 'signing-key-for-the-test');
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(1000);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.receive(failing)).rejects.toThrow('connection reset');
    expect(staging()).toEqual([]);
  });

  it('sweeps uploads a stopped process left staged once they are a day old, not those still arriving', async () => {
    const storage = createLocalStorage(root, 'signing-key-for-the-test');
    const abandoned = await storage.receive(chunked(randomBytes(2000)));
    const [name] = staging();
    const day = 24 * 3_600_000;
    const staged = statSync(join(root, '.incoming', name!)).mtimeMs;
    expect(await storage.sweepIncoming(day, staged + day - 1000)).toBe(0);
    expect(staging()).toEqual([name]);
    expect(await storage.sweepIncoming(day, staged + day + 1000)).toBe(1);
    expect(staging()).toEqual([]);
    await abandoned.discard();
  });
});

describe('the content check of a file larger than its head', () => {
  it('reads on where the detection needs it, answering as it would for the whole file', async () => {
    const storage = createLocalStorage(root, 'signing-key-for-the-test');
    const xlsx = await workbook();
    expect(xlsx.length).toBeGreaterThan(INCOMING_HEAD_BYTES * 2);
    const cases: [Buffer, string | undefined][] = [
      [Buffer.concat([pdf, randomBytes(INCOMING_HEAD_BYTES * 2)]), 'pdf'],
      [xlsx, 'xlsx'],
      [compoundFile('WordDocument'), 'doc'],
      [compoundFile('Workbook'), 'xls'],
      [compoundFile('Something else'), undefined],
      [Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(INCOMING_HEAD_BYTES * 2)]), undefined],
    ];
    for (const [bytes, kind] of cases) {
      const incoming = await storage.receive(chunked(bytes));
      expect(await sniffFileKind(incoming), kind).toBe(kind);
      await incoming.discard();
    }
  });
});

describe('uploads through the API', () => {
  /** A multipart body with the file before the text fields, as some clients send it. */
  function fileFirst(file: Buffer, fields: Record<string, string>) {
    const boundary = '----tmsfilefirst';
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
      ...Object.entries(fields).map(([k, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
  }
  const upload = (headers: Record<string, string>, body: ReturnType<typeof fileFirst>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': body['content-type'] },
      payload: body.payload,
    });

  it('takes the fields after the file, stores the very bytes, and stages nothing afterwards', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const bytes = Buffer.concat([pdf, randomBytes(INCOMING_HEAD_BYTES * 4)]);
    const res = await upload(headers, fileFirst(bytes, { document_type: 'other', category: 'company' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({ file_size: bytes.length, content_type: 'application/pdf' });
    // The answer (row and uploader's name from the insert itself) is the document as it reads back.
    const read = await t.app.inject({ method: 'GET', url: `/api/documents/${res.json().document.id}`, headers });
    expect(res.json().document.uploaded_by_name).toBeTruthy();
    expect(res.json().document).toEqual(read.json());
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${res.json().document.id}/presigned-url`,
      headers,
    });
    const file = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(staging()).toEqual([]);
  });

  it('discards the staged file of every refused upload', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const refused = [
      fileFirst(Buffer.from('MZ\x90\x00 an executable'), { document_type: 'other', category: 'company' }),
      fileFirst(pdf, { document_type: 'other', category: 'garage' }),
      fileFirst(pdf, { document_type: 'company_logo', category: 'company' }),
      fileFirst(pdf, { document_type: 'other', category: 'customer', customer_id: '999999' }),
      fileFirst(Buffer.concat([pdf, Buffer.alloc(10_485_760)]), { document_type: 'statement', category: 'accounting' }),
    ];
    for (const body of refused) {
      const res = await upload(headers, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(staging()).toEqual([]);
  });
});
