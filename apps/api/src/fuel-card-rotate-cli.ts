import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createCardCipher } from './modules/fuel-cards/card-cipher';
import { rotateCardKeys } from './modules/fuel-cards/card-rotation';
import { createCredentialSealer, rotateCredentialKeys } from './modules/integrations/integrations.service';

// Run with the new key in FUEL_CARD_KEY and the old ones in FUEL_CARD_PREVIOUS_KEYS (decision 0080):
// it re-seals fuel card numbers and ELD providers' keys alike.
const config = loadConfig();
const database = await openDatabase(config);
const cipher = createCardCipher(config.fuelCardKeys);
const count = await rotateCardKeys(database.db, cipher);
// ELD providers' keys are sealed under the same configured key (decision 0210).
const credentials = await rotateCredentialKeys(database.db, createCredentialSealer(config.fuelCardKeys));
await database.close();
console.log(
  `Re-sealed ${count} fuel card number(s) and ${credentials} provider key(s) with key ${cipher.currentKeyId}.`,
);
