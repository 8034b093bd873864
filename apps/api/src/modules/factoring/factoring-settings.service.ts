import { FACTORING_MESSAGES, type FactoringSettings, type FactoringSettingsUpdate } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { unprocessable } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import * as repo from './factoring-settings.repo';

const toSettings = (row: repo.FactoringRow | undefined): FactoringSettings => ({
  enabled: row?.enabled ?? false,
  name: row?.name ?? null,
  email: row?.email ?? null,
  remit_to: row?.remit_to ?? null,
  notice: row?.notice ?? null,
  updated_at: row?.updated_at.toISOString() ?? null,
});

/** The factoring company while factoring is on and complete; undefined otherwise. */
function activeOf(row: repo.FactoringRow | undefined) {
  if (!row?.enabled || !row.name || !row.email || !row.remit_to || !row.notice) return undefined;
  return { name: row.name, email: row.email, remit_to: row.remit_to, notice: row.notice };
}
export type ActiveFactoring = NonNullable<ReturnType<typeof activeOf>>;

/**
 * What an invoice prints of factoring (decision 0222), inside the caller's transaction: the
 * factoring company, its remit-to address and the notice of assignment; null while factoring is off.
 */
export async function invoiceFactoring(tx: AppDb, companyId: number) {
  const active = activeOf(await repo.findSettings(tx, { companyId }));
  return active ? { name: active.name, remitTo: active.remit_to, notice: active.notice } : null;
}

/** The factoring company to submit to, inside the caller's transaction; 422 while factoring is off or incomplete. */
export async function requireActiveFactoring(tx: AppDb, companyId: number): Promise<ActiveFactoring> {
  const active = activeOf(await repo.findSettings(tx, { companyId }));
  if (!active) throw unprocessable(FACTORING_MESSAGES.off);
  return active;
}

/** The company's factoring company in Settings (issue 37). */
export function createFactoringSettingsService(db: AppDb) {
  return {
    get: (ctx: Ctx) =>
      readCompany(db, ctx, async (tx, companyId) => toSettings(await repo.findSettings(tx, { companyId }))),

    update: (ctx: Ctx, input: FactoringSettingsUpdate) =>
      withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.saveSettings(tx, { companyId }, { ...input, updated_by: ctx.userId });
        await audit(tx, ctx, {
          action: 'update',
          entity: 'factoring_settings',
          entityId: companyId,
          detail: { enabled: input.enabled, name: input.name, email: input.email },
        });
        return toSettings(row);
      }),
  };
}

export type FactoringSettingsService = ReturnType<typeof createFactoringSettingsService>;
