import { randomUUID } from 'node:crypto';
import { documents } from '../../src/db/schema';
import { createLocalStorage, localStorageRoot } from '../../src/modules/storage/local-storage';
import { storageKey } from '../../src/modules/storage/storage';
import type { TestApp } from './test-app';

export type StoredFile = { name: string; type: string; data: Buffer };

/**
 * A document as one stored before uploads were checked as they are now: its bytes put straight
 * into the app's file store and its row into the documents table, past every upload check.
 */
export async function storedDocument(
  t: TestApp,
  companyId: number,
  file: StoredFile,
  link: { category?: string; document_type?: string; load_id?: number } = {},
): Promise<number> {
  // The store the app itself uses: the local store under its data folder (tests run without S3).
  const store = createLocalStorage(localStorageRoot(t.config.dataDir), 'unused-signing-key');
  const key = storageKey(companyId, randomUUID(), file.name);
  await store.put(key, file.data, file.type);
  const [row] = await t.db
    .insert(documents)
    .values({
      company_id: companyId,
      original_filename: file.name,
      document_type: link.document_type ?? 'other',
      category: link.category ?? 'company',
      content_type: file.type,
      file_size: file.data.length,
      storage_key: key,
      load_id: link.load_id ?? null,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('no document row');
  return row.id;
}
