import { inject } from 'vitest';

/** This worker's own PostgreSQL database, or '' when the run uses embedded databases. */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  if (urls.length === 0) return '';
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] ?? '';
}
