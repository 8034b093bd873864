// One serving process: run alone (`npm run dev`), or several under the supervisor (supervisor.ts).
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, rowSecurityBypass } from './db/client';
import { seedDemo } from './db/seed/seed';
import { createCardCipher } from './modules/fuel-cards/card-cipher';
import { createStorage } from './modules/storage/storage.service';
import { serve } from './serving';

const config = loadConfig(process.env);
config.webDist ??= resolve(import.meta.dirname, '../../web/dist');
const database = await openDatabase(config);
if (config.migrateOnStart) await database.migrate();
if (config.seedDemo)
  await seedDemo(database.db, {
    cardCipher: createCardCipher(config.fuelCardKeys),
    storage: createStorage(config).storage,
  });

const app = await buildApp(config, {
  db: database.db,
  executeSql: database.executeSql,
  notifications: database.notifications,
});
const bypass = await rowSecurityBypass(database);
if (bypass) app.log.warn(bypass);
await serve(app, config, database);
