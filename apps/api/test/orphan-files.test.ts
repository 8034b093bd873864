import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../src/modules/storage/orphans';
import { createStorage } from '../src/modules/storage/storage.service';
import { pdfFile, uploadedId } from './support/documents';
import { buildSignedInCompany } from './support/factories';
import { pdfWithPages } from './support/pdf-fixtures';
import { useTestApp } from './support/test-app';

const data = mkdtempSync(join(tmpdir(), 'tms-orphans-'));
// Declared before the app: after-hooks run last-declared first, so the folder goes once the app has closed.
afterAll(() => rmSync(data, { recursive: true, force: true }));
const t = useTestApp({ dataDir: data });
const DAY = 24 * 3_600_000;

describe('the sweep of stored files no record names', () => {
  it('deletes a file a killed process kept without its row, once old, and leaves every named or young file', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const { storage } = createStorage(t.config);
    const path = (key: string) => join(data, 'files', key);
    const id = await uploadedId(
      t.app,
      headers,
      { document_type: 'other', category: 'company' },
      pdfFile(await pdfWithPages(1)),
    );
    const named = (
      (await t.executeSql('select storage_key from documents where id = $1', [id])).rows[0] as { storage_key: string }
    ).storage_key;
    // What SIGKILL between keeping a file and committing its row leaves behind, a day ago and just now.
    const orphan = `companies/${company.id}/00000000-0000-4000-8000-000000000001.pdf`;
    const young = `companies/${company.id}/00000000-0000-4000-8000-000000000002.pdf`;
    await storage.put(orphan, Buffer.from('%PDF-1.7'), 'application/pdf');
    await storage.put(young, Buffer.from('%PDF-1.7'), 'application/pdf');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    for (const key of [named, orphan]) utimesSync(path(key), twoDaysAgo, twoDaysAgo);

    expect(await sweepOrphanFiles(t.db, storage, DAY)).toBe(1);
    expect([named, orphan, young].map((key) => existsSync(path(key)))).toEqual([true, false, true]);
    expect(await sweepOrphanFiles(t.db, storage, DAY)).toBe(0);
  });
});
