import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbActionStore } from './action-store';
import type { NewAction } from './queued-action';

const base = { loadId: 3, createdAt: '2026-01-05T10:00:00.000Z' };

describe('the IndexedDB action store', () => {
  it('keeps actions in the order taken, per owner, files as Blobs', async () => {
    const factory = new IDBFactory();
    const store = indexedDbActionStore(() => factory);
    // Node's Blob, which the test database can copy; the browser's own IndexedDB keeps its Blobs.
    const photo = new NodeBlob(['page one'], { type: 'image/jpeg' }) as unknown as Blob;
    const upload: NewAction = {
      ...base,
      kind: 'document',
      key: 'k-1',
      owner: '1.7',
      documentType: 'pod',
      note: null,
      files: [{ name: 'page-1.jpg', type: 'image/jpeg', blob: photo }],
    };
    const first = await store.add(upload);
    await store.add({ ...base, kind: 'arrive', stopId: 5, key: 'k-2', owner: '1.8' });
    const third = await store.add({ ...base, kind: 'depart', stopId: 5, key: 'k-3', owner: '1.7' });
    expect(third.seq).toBeGreaterThan(first.seq);

    // A new connection, as after the app was closed and opened again.
    const again = indexedDbActionStore(() => factory);
    const mine = await again.list('1.7');
    expect(mine.map((a) => a.key)).toEqual(['k-1', 'k-3']);
    const kept = mine[0];
    if (kept?.kind !== 'document') throw new Error('expected the upload first');
    expect(await kept.files[0]?.blob.text()).toBe('page one');

    await again.remove(first.seq);
    expect((await again.list('1.7')).map((a) => a.key)).toEqual(['k-3']);
    await again.clear('1.7');
    expect(await again.list('1.7')).toEqual([]);
    expect((await again.list('1.8')).map((a) => a.key)).toEqual(['k-2']);
  });
});
