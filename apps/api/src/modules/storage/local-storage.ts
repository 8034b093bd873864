import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { SignedUrlOptions, Storage } from './storage';

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

  const storage: Storage & {
    root: string;
    pathOf(key: string): string;
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
