import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loads } from '../src/db/schema';
import { appendToPdf, mergeToPdf } from '../src/modules/documents/pdf-merge';
import { PROBE_TIME_LIMIT_MS } from '../src/modules/documents/pdf-probe';
import { INCOMING_HEAD_BYTES } from '../src/modules/storage/storage';
import { pdfFile, uploadDocument, uploadedId } from './support/documents';
import { buildSignedInCompany } from './support/factories';
import {
  brokenCrossReferenceStream,
  deeplyNestedArrays,
  deepPageTree,
  gifClaiming,
  heicClaiming,
  jpegClaiming,
  pageParentLoop,
  pngBomb,
  selfReferencingPageTree,
  tiffClaimingOnLastPage,
  webpClaiming,
} from './support/hostile-files';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { encryptedPdf, pdfWithPages, picture, scannedPdf } from './support/pdf-fixtures';
import { fieldProblem } from './support/problems';
import { storedDocument } from './support/stored-documents';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
type Headers = Record<string, string>;
const companyDoc = { document_type: 'other', category: 'company' };

let bomb: Buffer;
beforeAll(async () => {
  bomb = await pngBomb();
});

const tooLarge = (name: string, width: number, height: number) =>
  `"${name}" is ${width} × ${height} pixels: images can have at most 50 megapixels`;

/** Image bombs of every kind the upload takes: small files whose headers promise gigabytes of pixels. */
const imageBombs = async () => [
  { name: 'bomb.png', type: 'image/png', data: bomb, size: [30_000, 30_000] },
  { name: 'bomb.jpg', type: 'image/jpeg', data: await jpegClaiming(30_000, 30_000), size: [30_000, 30_000] },
  { name: 'bomb.gif', type: 'image/gif', data: await gifClaiming(30_000, 30_000), size: [30_000, 30_000] },
  { name: 'bomb.webp', type: 'image/webp', data: await webpClaiming(16_000, 16_000), size: [16_000, 16_000] },
  // Only the third page is over the limit: every page of a scan is read.
  {
    name: 'scan.tiff',
    type: 'image/tiff',
    data: await tiffClaimingOnLastPage(3, 30_000, 30_000),
    size: [30_000, 30_000],
  },
  { name: 'photo.heic', type: 'image/heic', data: heicClaiming(30_000, 30_000), size: [30_000, 30_000] },
];

/** PDFs whose structure sends a reader round in circles or deeper than its stack. */
const damagedPdfs = () => [
  { name: 'self-tree.pdf', data: selfReferencingPageTree() },
  { name: 'parent-loop.pdf', data: pageParentLoop() },
  { name: 'deep-tree.pdf', data: deepPageTree(50_000) },
  { name: 'deep-arrays.pdf', data: deeplyNestedArrays(50_000) },
];

async function expectAlive() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

const merge = (headers: Headers, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documents/merge',
    headers,
    payload: { document_ids: ids, output_filename: 'packet' },
  });

describe('upload refuses files that would take the server down', () => {
  it('refuses images over 50 megapixels from their header alone, naming the file', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const file of await imageBombs()) {
      const res = await uploadDocument(t.app, headers, companyDoc, file);
      expect([file.name, res.statusCode, res.json().detail]).toEqual([
        file.name,
        422,
        fieldProblem('file', tooLarge(file.name, file.size[0] as number, file.size[1] as number)),
      ]);
      await expectAlive();
    }
    expect(bomb.length).toBeLessThan(1_000_000);
  });

  it('still takes images up to the limit, whatever their format', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const big = await picture(7000, 7000, 'jpeg'); // 49 megapixels
    await uploadedId(t.app, headers, companyDoc, { name: 'wall.jpg', type: 'image/jpeg', data: big });
  });

  it('refuses PDFs whose pages cannot be read, naming the file', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const file of damagedPdfs()) {
      const res = await uploadDocument(t.app, headers, companyDoc, pdfFile(file.data, file.name));
      expect([file.name, res.statusCode, res.json().detail]).toEqual([
        file.name,
        422,
        fieldProblem('file', `"${file.name}" is damaged: its pages cannot be read`),
      ]);
      await expectAlive();
    }
  });

  it('refuses a PDF whose cross-reference stream claims two billion entries, within the time limit', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const started = Date.now();
    const res = await uploadDocument(t.app, headers, companyDoc, pdfFile(brokenCrossReferenceStream(), 'xref.pdf'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual(fieldProblem('file', '"xref.pdf" is damaged: its pages cannot be read'));
    expect(Date.now() - started).toBeLessThan(PROBE_TIME_LIMIT_MS + 5000);
    await expectAlive();
  });

  it('judges every PDF on its own bytes, whatever the probe read before', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    // Larger than the damaged one after it, and both larger than what an upload keeps in memory.
    const large = await scannedPdf(2000);
    const damaged = deeplyNestedArrays();
    expect([large.length > damaged.length, damaged.length > INCOMING_HEAD_BYTES]).toEqual([true, true]);
    await uploadedId(t.app, headers, companyDoc, pdfFile(large, 'scan.pdf'));
    const res = await uploadDocument(t.app, headers, companyDoc, pdfFile(damaged, 'deep.pdf'));
    expect([res.statusCode, res.json().detail]).toEqual([
      422,
      fieldProblem('file', '"deep.pdf" is damaged: its pages cannot be read'),
    ]);
    await uploadedId(t.app, headers, companyDoc, pdfFile(await scannedPdf(1000), 'smaller.pdf'));
  });

  it('still takes ordinary and password-protected PDFs', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(3), 'rc.pdf'));
    await uploadedId(t.app, headers, companyDoc, pdfFile(await encryptedPdf(), 'locked.pdf'));
  });
});

describe('merge refuses such files stored before uploads were checked', () => {
  it('refuses images over the limit before decoding them, naming the file', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const good = await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1)));
    for (const file of await imageBombs()) {
      const id = await storedDocument(t, a.company.id, file);
      const res = await merge(a.headers, [good, id]);
      expect([file.name, res.statusCode, res.json().detail]).toEqual([
        file.name,
        422,
        tooLarge(file.name, file.size[0] as number, file.size[1] as number),
      ]);
      await expectAlive();
    }
  });

  it('refuses PDFs whose pages cannot be read with 422, naming the file', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const good = await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1)));
    for (const file of damagedPdfs()) {
      const id = await storedDocument(t, a.company.id, { name: file.name, type: 'application/pdf', data: file.data });
      const res = await merge(a.headers, [good, id]);
      expect([file.name, res.statusCode, res.json().detail]).toEqual([
        file.name,
        422,
        `"${file.name}" is damaged and cannot be merged`,
      ]);
      await expectAlive();
    }
  });
});

describe('a stored PDF whose cross-reference stream claims two billion entries', () => {
  it('is refused by the merge within the time limit, the server answering meanwhile', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const xref = { name: 'xref.pdf', type: 'application/pdf', data: brokenCrossReferenceStream() };
    const id = await storedDocument(t, a.company.id, xref);
    const pending = merge(a.headers, [id]);
    // The file is opened off the event loop: other requests are served while it is judged.
    await expectAlive();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe('"xref.pdf" is damaged and cannot be merged');
  });
});

describe('an invoice refuses such files attached from before', () => {
  it('answers 422 naming the file, takes no invoice number, and the server stays up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/with-events',
      headers: w.manager.headers,
      payload: {
        ...basicInfo(w, { status_id: w.status.delivered.id }),
        events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
        rate_cargo: { rate_booked: '1800.00' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const load = res.json() as { id: number };
    const onLoad = { category: 'load', document_type: 'pod', load_id: load.id };
    const attached = [
      { name: 'pod-photo.png', type: 'image/png', data: bomb, detail: tooLarge('pod-photo.png', 30_000, 30_000) },
      ...damagedPdfs().map((f) => ({
        name: f.name,
        type: 'application/pdf',
        data: f.data,
        detail: `"${f.name}" is damaged and cannot be merged`,
      })),
    ];
    for (const file of attached) {
      const id = await storedDocument(t, w.company.id, file, onLoad);
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/loads/${load.id}/invoice-with-documents`,
        headers: w.accountant.headers,
        payload: { terms: 'Net 15', document_ids: [id], output_filename: 'inv' },
      });
      expect([file.name, answer.statusCode, answer.json().detail]).toEqual([file.name, 422, file.detail]);
      await expectAlive();
    }
    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row?.invoice_number).toBeNull();
  });
});

describe('putting documents together has a time limit', () => {
  // A file store that never answers stands for any step that does not end.
  const stalled = [{ name: 'stuck.pdf', kind: 'pdf' as const, read: () => new Promise<Buffer>(() => {}) }];
  const refusal = {
    statusCode: 413,
    message: 'Putting these documents together took longer than 1 second; use fewer or smaller documents',
  };

  it('refuses a merge that runs past it with 413', async () => {
    await expect(mergeToPdf(stalled, 500, 'packet', undefined, 1000)).rejects.toMatchObject(refusal);
  });

  it('refuses an invoice attachment that runs past it with 413', async () => {
    await expect(appendToPdf(await PDFDocument.create(), stalled, 500, undefined, 1000)).rejects.toMatchObject(refusal);
  });
});
