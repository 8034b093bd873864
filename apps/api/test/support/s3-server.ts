import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../src/modules/storage/s3-storage';

/** The access key s3rver's one account signs with; any other key is refused. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (@20minutes/s3rver) on loopback with signature checking on: requests and
 * presigned links signed with any other secret, or past their expiry, are refused as S3 refuses them.
 * Two differences from S3: it has no bucket ACLs (unsigned reads pass), and it re-encodes query
 * values with encodeURIComponent, so it refuses links whose filename holds ' ( ) * or ! although
 * S3 accepts them; the tests' filenames avoid those characters.
 */
export async function startS3Server(bucket = 'tms-files') {
  const directory = mkdtempSync(join(tmpdir(), 'tms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: false,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
