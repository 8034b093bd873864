import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { access, type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { headKeeper, type Incoming, type SignedUrlOptions, type Storage } from './storage';

/** About how many bytes of an upload go to the disk in one write. */
const WRITE_BYTES = 1024 * 1024;

/** Writes the chunks at the file's position, all of them even if the system takes fewer at once. */
async function writeAll(file: FileHandle, chunks: Buffer[], total: number) {
  const { bytesWritten } = await file.writev(chunks);
  if (bytesWritten === total) return;
  let rest = Buffer.concat(chunks).subarray(bytesWritten);
  while (rest.length > 0) {
    const { bytesWritten: more } = await file.write(rest);
    rest = rest.subarray(more);
  }
}

/** Where uploads wait, inside the storage folder (so taking their key is a rename), until they are kept. */
const INCOMING_FOLDER = '.incoming';
/** Keys answered at a time by `listOlder`, as S3 lists them. */
const LIST_PAGE = 1000;

export type LocalLinkClaims = { key: string; exp: number; dl: boolean; name: string; type: string };

/**
 * Files on local disk, served through /api/files/ with HMAC-signed, expiring links — the same
 * presigned-link model S3 gives, so clients cannot tell the two apart.
 */
export function createLocalStorage(root: string, signingKey: string) {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error('storage key escapes the storage folder');
    return p;
  };
  const sign = (c: LocalLinkClaims) =>
    createHmac('sha256', signingKey)
      .update(`${c.key}\n${c.exp}\n${c.dl ? 1 : 0}\n${c.name}\n${c.type}`)
      .digest('base64url');

  const incoming = join(base, INCOMING_FOLDER);
  let incomingReady: Promise<unknown> | undefined;

  /** Moves a durable file to its key's place, making the folders on first need. */
  async function moveInto(from: string, key: string) {
    const p = pathOf(key);
    try {
      await rename(from, p);
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') throw e;
      // Only the server's own user reads the files: folders 0700, files 0600.
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      await rename(from, p);
    }
  }

  const storage: Storage & {
    root: string;
    pathOf(key: string): string;
    sweepIncoming(olderThanMs: number, now?: number): Promise<number>;
    verify(c: LocalLinkClaims, sig: string): boolean;
  } = {
    kind: 'local',
    linkOrigins: [],
    root: base,
    pathOf,
    /**
     * Durable before it answers: the bytes go to a temporary name, reach the disk (fsync), then take
     * their key, so a crash never leaves a document row pointing at a missing or half-written file.
     */
    async put(key, body) {
      const p = pathOf(key);
      // Only the server's own user reads the files: folders 0700, files 0600.
      await mkdir(dirname(p), { recursive: true, mode: 0o700 });
      const temporary = `${p}.${process.pid}.partial`;
      const file = await open(temporary, 'w', 0o600);
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, p);
    },
    /**
     * The bytes go to a file of their own under the storage folder as they arrive (one copy, in
     * chunks, never the whole file in memory) and reach the disk (fsync) before this answers; the
     * file takes its key by a rename in `keep`.
     */
    async receive(body: Readable): Promise<Incoming> {
      incomingReady ??= mkdir(incoming, { recursive: true, mode: 0o700 }).catch((e) => {
        incomingReady = undefined;
        throw e;
      });
      await incomingReady;
      const temporary = join(incoming, `${randomUUID()}.partial`);
      const head = headKeeper();
      let size = 0;
      const file = await open(temporary, 'wx', 0o600);
      try {
        // Chunks are gathered into writes of about a megabyte: each write is a trip to the
        // thread pool, and a socket delivers an upload in pieces of 16 to 64 KB.
        let batch: Buffer[] = [];
        let batched = 0;
        const flush = async () => {
          await writeAll(file, batch, batched);
          batch = [];
          batched = 0;
        };
        for await (const chunk of body as AsyncIterable<Buffer>) {
          size += chunk.length;
          head.add(chunk);
          batch.push(chunk);
          batched += chunk.length;
          if (batched >= WRITE_BYTES) await flush();
        }
        if (batched > 0) await flush();
        await file.sync();
        await file.close();
      } catch (e) {
        await file.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw e;
      }
      const first = head.head();
      let kept = false;
      return {
        size,
        head: first,
        // The head from memory, the rest read from the file only where a check asks for it.
        content: async () => new Blob([first, (await openAsBlob(temporary)).slice(first.length)]),
        stagedPath: temporary,
        async keep(key) {
          await moveInto(temporary, key);
          kept = true;
        },
        async discard() {
          if (!kept) await rm(temporary, { force: true });
        },
      };
    },
    /**
     * Removes uploads that were never kept or discarded (the process stopped mid-upload), once
     * older than `olderThanMs`, so an upload still arriving in another process is left alone.
     */
    async sweepIncoming(olderThanMs: number, now = Date.now()) {
      const names = await readdir(incoming).catch((e: { code?: string }) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      });
      let removed = 0;
      for (const name of names) {
        const p = join(incoming, name);
        const info = await stat(p).catch(() => null);
        if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
          await rm(p, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    async *listOlder(prefix, olderThanMs, now = Date.now()) {
      const folder = pathOf(prefix.replace(/\/+$/, ''));
      const names = await readdir(folder, { recursive: true }).catch((e: { code?: string }) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      });
      let page: string[] = [];
      for (const name of names) {
        const info = await stat(join(folder, name)).catch(() => null);
        if (!info?.isFile() || now - info.mtimeMs <= olderThanMs) continue;
        page.push(relative(base, join(folder, name)).split(sep).join('/'));
        if (page.length === LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    async get(key) {
      const p = pathOf(key);
      await access(p);
      return createReadStream(p);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedUrl(key, o: SignedUrlOptions) {
      const claims = {
        key,
        exp: Math.floor(Date.now() / 1000) + o.expiresInSeconds,
        dl: o.download,
        name: o.filename,
        type: o.contentType,
      };
      const q = new URLSearchParams({
        key,
        exp: String(claims.exp),
        dl: o.download ? '1' : '0',
        name: o.filename,
        type: o.contentType,
        sig: sign(claims),
      });
      return `/api/files/?${q.toString()}`;
    },
    verify(c, sig) {
      if (c.exp < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(c));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
  return storage;
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
export const localStorageRoot = (dataDir: string) => join(dataDir, 'files');
