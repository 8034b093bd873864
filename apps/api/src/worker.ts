import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, rowSecurityBypass } from './db/client';

/**
 * A process that only runs queued jobs (e-mail delivery, scheduled work), for deployments that
 * keep them off the API processes (RUN_JOBS=false there). It builds the same services as the
 * API, so every job handler is registered, and serves no HTTP.
 */
const config = loadConfig(process.env);
config.jobs = { ...config.jobs, runWorkers: true };
const database = await openDatabase(config);
if (config.migrateOnStart) await database.migrate();
const app = await buildApp(config, {
  db: database.db,
  executeSql: database.executeSql,
  notifications: database.notifications,
});
const bypass = await rowSecurityBypass(database);
if (bypass) app.log.warn(bypass);
await app.ready();
console.log('TMS job worker is running.');

// On SIGTERM running jobs get SHUTDOWN_GRACE_MS to finish; the queue then fails those still
// running, so their retries go to another worker (jobs.service.ts), and the process exits 0.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), config.shutdownGraceMs + 5_000).unref();
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  });
}
