import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default, S3-compatible by configuration. */
export type SignedUrlOptions = {
  expiresInSeconds: number;
  /** true: the browser saves the file; false: it shows it inline. */
  download: boolean;
  filename: string;
  contentType: string;
};

/**
 * An upload taken in as it arrived, before it is known to be wanted: its bytes are durable
 * (fsynced) in a staging place, and nothing is stored under a key until `keep`.
 */
export interface Incoming {
  /** Bytes received. */
  readonly size: number;
  /** The first bytes (up to INCOMING_HEAD_BYTES, or all of a smaller file), for the content check. */
  readonly head: Buffer;
  /** All the bytes, for a check that reads past the head: a Blob read lazily where the store allows. */
  content(): Promise<Blob | Buffer>;
  /**
   * The staged file on this machine's disk, for a reader that opens it itself (libvips, a worker
   * thread) so the bytes need not pass through the server's heap; absent where they are in memory.
   */
  readonly stagedPath?: string;
  /** Stores the bytes under `key`; the staged copy is gone afterwards. */
  keep(key: string, contentType: string): Promise<void>;
  /** Drops the staged bytes (a refused upload). */
  discard(): Promise<void>;
}

/** How much of an upload's start is kept in memory for the content check (magic numbers need 4100 bytes). */
export const INCOMING_HEAD_BYTES = 64 * 1024;

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Origins other than the app's own that signed links point to: the page's content policy must allow them. */
  readonly linkOrigins: readonly string[];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Takes in an upload as it streams, without holding it whole in memory where the store allows;
   * answers once every byte is received and durable. `body` may end early (a size limit):
   * the caller checks and discards.
   */
  receive(body: Readable): Promise<Incoming>;
  /** The bytes as a stream, so a reader holds one chunk at a time; rejects when the object is missing. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * The keys under `prefix` last written more than `olderThanMs` before `now`, a page at a time:
   * what the sweep of files that no record names looks through (orphans.ts).
   */
  listOlder(prefix: string, olderThanMs: number, now?: number): AsyncIterable<string[]>;
  /** A link that works without a bearer token until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

/** Keeps the first INCOMING_HEAD_BYTES of a stream of chunks, without copying later ones. */
export function headKeeper() {
  const parts: Buffer<ArrayBuffer>[] = [];
  let kept = 0;
  return {
    add(chunk: Buffer) {
      if (kept >= INCOMING_HEAD_BYTES) return;
      const part = chunk.subarray(0, INCOMING_HEAD_BYTES - kept);
      // A copy: a chunk may be a slice of a larger pooled buffer that would otherwise stay alive.
      parts.push(Buffer.from(part));
      kept += part.length;
    },
    head: (): Buffer<ArrayBuffer> => (parts.length === 1 ? (parts[0] as Buffer<ArrayBuffer>) : Buffer.concat(parts)),
  };
}

/** Keys are opaque to clients: company, a random id and a safe extension. */
export function storageKey(companyId: number, id: string, filename: string): string {
  const ext = (filename.match(/\.([A-Za-z0-9]{1,8})$/)?.[1] ?? 'bin').toLowerCase();
  return `companies/${companyId}/${id}.${ext}`;
}

/**
 * A Content-Disposition value that survives any filename: the plain form for printable ASCII
 * names, plus the RFC 6266 UTF-8 form when the name has anything else.
 */
export function contentDisposition(download: boolean, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = `${download ? 'attachment' : 'inline'}; filename="${ascii}"`;
  return ascii === filename ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
