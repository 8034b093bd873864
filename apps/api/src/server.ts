import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, rowSecurityBypass } from './db/client';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-logins';
import { seedDemo } from './db/seed/seed';
import { createCardCipher } from './modules/fuel-cards/card-cipher';
import { createStorage } from './modules/storage/storage.service';

const config = loadConfig(process.env);
config.webDist ??= resolve(import.meta.dirname, '../../web/dist');
const database = await openDatabase(config);
if (config.migrateOnStart) await database.migrate();
if (process.env.SEED_DEMO !== 'false')
  await seedDemo(database.db, {
    cardCipher: createCardCipher(config.fuelCardKeys),
    storage: createStorage(config).storage,
  });

const app = await buildApp(config, { db: database.db, executeSql: database.executeSql });
const bypass = await rowSecurityBypass(database);
if (bypass) app.log.warn(bypass);
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\nTMS is running at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Database: ${database.engine === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
if (process.env.SEED_DEMO !== 'false') {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${u.roles.join(', ')}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
