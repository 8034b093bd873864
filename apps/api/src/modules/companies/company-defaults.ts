import { DEFAULT_LOAD_STATUSES } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { loadStatuses } from '../../db/schema';

/** What every new company starts with: the default load statuses in board order. */
export async function seedCompanyDefaults(tx: AppDb, companyId: number) {
  await tx
    .insert(loadStatuses)
    .values(DEFAULT_LOAD_STATUSES.map((s, i) => ({ ...s, company_id: companyId, sort_order: (i + 1) * 10 })))
    .onConflictDoNothing();
}
