import type { AppDb } from '../../db/client';
import { seedDefaultLoadStatuses } from '../load-statuses/load-statuses.service';

/** What every new company starts with: the default load statuses in board order. */
export async function seedCompanyDefaults(tx: AppDb, companyId: number) {
  await seedDefaultLoadStatuses(tx, companyId);
}
