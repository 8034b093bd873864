import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition, type Storage } from './storage';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Where presigned links of a bucket point: virtual-hosted or path style, on AWS or a custom endpoint. */
export function s3LinkOrigins(s: S3Settings): string[] {
  const base = new URL(s.endpoint ?? `https://s3.${s.region}.amazonaws.com`);
  const virtualHosted = `${base.protocol}//${s.bucket}.${base.host}`;
  return s.forcePathStyle ? [base.origin] : [virtualHosted, base.origin];
}

/** S3 or any S3-compatible store (MinIO, R2, Spaces), with real presigned links. */
export function createS3Storage(s: S3Settings): Storage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  return {
    kind: 's3',
    linkOrigins: s3LinkOrigins(s),
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
      return answer.Body;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    signedUrl(key, o) {
      const command = new GetObjectCommand({
        Bucket: s.bucket,
        Key: key,
        ResponseContentType: o.contentType,
        ResponseContentDisposition: contentDisposition(o.download, o.filename),
      });
      return getSignedUrl(client, command, { expiresIn: o.expiresInSeconds });
    },
  };
}
