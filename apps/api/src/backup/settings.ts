import { resolve } from 'node:path';
import { envSchema } from '../config';

/**
 * What the backup commands need of the configuration, read without `loadConfig`, which would
 * generate missing keys: a restore must see the data folder as it is.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.parse(env);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    s3Bucket: e.S3_BUCKET,
    /** The key variables set in the environment: those keys are the operator's to keep, not the backup's. */
    keysFromEnv: KEY_FILES.filter((k) => env[k.variable]).map((k) => k.variable),
  };
}
export type BackupSettings = ReturnType<typeof backupSettings>;

/** The keys the server generates into the data folder on first start when their variable is unset (config.ts). */
export const KEY_FILES = [
  { file: 'jwt-secret', variable: 'JWT_SECRET' },
  { file: 'ssn-hash-key', variable: 'SSN_HASH_KEY' },
  { file: 'fuel-card-key', variable: 'FUEL_CARD_KEY' },
  { file: 'fuel-card-hash-key', variable: 'FUEL_CARD_HASH_KEY' },
] as const;
