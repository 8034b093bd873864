import { loadConfig } from '../../config';
import { createCardCipher } from '../../modules/fuel-cards/card-cipher';
import { createStorage } from '../../modules/storage/storage.service';
import { openDatabase } from '../client';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { seeded } = await seedDemo(database.db, {
  cardCipher: createCardCipher(config.fuelCardKeys),
  storage: createStorage(config).storage,
});
await database.close();
console.log(seeded ? 'Seeded the demo carrier.' : 'Demo data already present.');
