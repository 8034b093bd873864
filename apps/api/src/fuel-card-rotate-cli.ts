import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createCardCipher } from './modules/fuel-cards/card-cipher';
import { rotateCardKeys } from './modules/fuel-cards/card-rotation';

// Run with the new key in FUEL_CARD_KEY and the old ones in FUEL_CARD_PREVIOUS_KEYS (decision 0080).
const config = loadConfig();
const database = await openDatabase(config);
const cipher = createCardCipher(config.fuelCardKeys);
const count = await rotateCardKeys(database.db, cipher);
await database.close();
console.log(`Re-sealed ${count} fuel card number(s) with key ${cipher.currentKeyId}.`);
