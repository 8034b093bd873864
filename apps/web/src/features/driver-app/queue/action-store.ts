import type { NewAction, QueuedAction } from './queued-action';

/** Where queued actions live between taps, reloads and restarts of the phone. */
export interface ActionStore {
  add(action: NewAction): Promise<QueuedAction>;
  /** The owner's actions in the order they were taken. */
  list(owner: string): Promise<QueuedAction[]>;
  remove(seq: number): Promise<void>;
  clear(owner: string): Promise<void>;
}

const DB_NAME = 'tms-driver-app';
const STORE = 'actions';
const BY_OWNER = 'owner';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    // The key generator's order is the order the driver acted in.
    const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    store.createIndex(BY_OWNER, 'owner');
  };
  return promised(request);
}

/**
 * The queue in IndexedDB: files stay Blobs (the browser keeps them on disk, not in memory), and a
 * record survives the tab being closed while the phone has no signal.
 */
export function indexedDbActionStore(factory: () => IDBFactory = () => indexedDB): ActionStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    db ??= openDatabase(factory()).catch((error) => {
      db = undefined;
      throw error;
    });
    return db;
  };
  const write = async (work: (store: IDBObjectStore) => IDBRequest) => {
    const tx = (await open()).transaction(STORE, 'readwrite');
    const result = promised(work(tx.objectStore(STORE)));
    await done(tx);
    return result;
  };
  return {
    async add(action) {
      const seq = (await write((s) => s.add(action))) as number;
      return { ...action, seq };
    },
    async list(owner) {
      const tx = (await open()).transaction(STORE, 'readonly');
      // An index lists equal keys in primary key order: the order the actions were taken.
      const rows = await promised(tx.objectStore(STORE).index(BY_OWNER).getAll(owner));
      return rows as QueuedAction[];
    },
    async remove(seq) {
      await write((s) => s.delete(seq));
    },
    async clear(owner) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const keys = await promised(tx.objectStore(STORE).index(BY_OWNER).getAllKeys(owner));
      for (const key of keys) tx.objectStore(STORE).delete(key);
      await done(tx);
    },
  };
}
