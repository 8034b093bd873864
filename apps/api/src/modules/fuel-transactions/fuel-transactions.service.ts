import type { AppDb } from '../../db/client';
import type { CardCipher } from '../fuel-cards/fuel-cards.service';
import { createFuelBatches } from './fuel-batches.service';
import { createFuelEntry } from './fuel-entry.service';
import { createFuelImport } from './fuel-import.service';
import { createFuelReports } from './fuel-reports.service';

export type { Upload } from './fuel-import.service';

/** Fuel transactions: one object over the use cases, each in the file named after it. */
export function createFuelTransactionsService(deps: { db: AppDb; cipher: CardCipher }) {
  return {
    ...createFuelReports(deps.db),
    ...createFuelEntry(deps),
    ...createFuelBatches(deps.db),
    ...createFuelImport(deps),
  };
}

export type FuelTransactionsService = ReturnType<typeof createFuelTransactionsService>;
