import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default, S3-compatible by configuration. */
export type SignedUrlOptions = {
  expiresInSeconds: number;
  /** true: the browser saves the file; false: it shows it inline. */
  download: boolean;
  filename: string;
  contentType: string;
};

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Origins other than the app's own that signed links point to: the page's content policy must allow them. */
  readonly linkOrigins: readonly string[];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, so a reader holds one chunk at a time; rejects when the object is missing. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** A link that works without a bearer token until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
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
