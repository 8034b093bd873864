import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { contentDisposition, INCOMING_HEAD_BYTES, type Storage } from './storage';

export type S3Settings = NonNullable<Config['s3']>;

/** Where presigned links of a bucket point: virtual-hosted or path style, on AWS or a custom endpoint. */
export function s3LinkOrigins(s: S3Settings): string[] {
  const base = new URL(s.endpoint ?? `https://s3.${s.region}.amazonaws.com`);
  const virtualHosted = `${base.protocol}//${s.bucket}.${base.host}`;
  return s.forcePathStyle ? [base.origin] : [virtualHosted, base.origin];
}

/** S3 or any S3-compatible store (MinIO, R2, Spaces), with real presigned links. */
export function createS3Storage(s: S3Settings): Storage {
  // The AWS SDK (tens of megabytes once loaded) comes with the first file call, not with the server.
  let sdk: Promise<Sdk> | undefined;
  const load = () => {
    sdk ??= loadSdk(s);
    return sdk;
  };
  const storage: Storage = {
    kind: 's3',
    linkOrigins: s3LinkOrigins(s),
    async put(key, body, contentType) {
      const { client, PutObjectCommand } = await load();
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    /** A PUT names its length first, so an upload is gathered in memory, then sent in one request. */
    async receive(body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      const data = Buffer.concat(chunks);
      return {
        size: data.length,
        head: data.subarray(0, INCOMING_HEAD_BYTES),
        content: async () => data,
        keep: (key, contentType) => storage.put(key, data, contentType),
        discard: async () => undefined,
      };
    },
    async get(key) {
      const { client, GetObjectCommand } = await load();
      const answer = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
      return answer.Body;
    },
    async delete(key) {
      const { client, DeleteObjectCommand } = await load();
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    async *listOlder(prefix, olderThanMs, now = Date.now()) {
      const { client, ListObjectsV2Command } = await load();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? [])
          .filter((o) => o.Key && o.LastModified && now - o.LastModified.getTime() > olderThanMs)
          .map((o) => o.Key as string);
        if (keys.length) yield keys;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async signedUrl(key, o) {
      const { client, GetObjectCommand, getSignedUrl } = await load();
      const command = new GetObjectCommand({
        Bucket: s.bucket,
        Key: key,
        ResponseContentType: o.contentType,
        ResponseContentDisposition: contentDisposition(o.download, o.filename),
      });
      return getSignedUrl(client, command, { expiresIn: o.expiresInSeconds });
    },
  };
  return storage;
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

async function loadSdk(s: S3Settings) {
  const [
    { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client },
    { getSignedUrl },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  return { client, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, getSignedUrl };
}
