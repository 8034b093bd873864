import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companyIntegrations, integrations } from '../../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

/** Every integration of the catalogue with the company's activation, if any. */
export function listWithActivation(db: AppDb, companyId: number) {
  return db
    .select({ integration: integrations, link: companyIntegrations })
    .from(integrations)
    .leftJoin(
      companyIntegrations,
      and(eq(companyIntegrations.integration_id, integrations.id), eq(companyIntegrations.company_id, companyId)),
    )
    .orderBy(integrations.id);
}

export async function findIntegration(db: AppDb, id: number) {
  const [row] = await db.select().from(integrations).where(eq(integrations.id, id)).limit(1);
  return row;
}

export async function setActivation(
  db: AppDb,
  values: { companyId: number; integrationId: number; isActive: boolean },
) {
  const activatedAt = values.isActive ? new Date() : null;
  await db
    .insert(companyIntegrations)
    .values({
      company_id: values.companyId,
      integration_id: values.integrationId,
      is_active: values.isActive,
      activated_at: activatedAt,
    })
    .onConflictDoUpdate({
      target: [companyIntegrations.company_id, companyIntegrations.integration_id],
      set: { is_active: values.isActive, activated_at: activatedAt, updated_at: new Date() },
    });
}

export type CompanyIntegration = typeof companyIntegrations.$inferSelect;
const ofLink = (companyId: number, integrationId: number) =>
  and(eq(companyIntegrations.company_id, companyId), eq(companyIntegrations.integration_id, integrationId));

export async function findLink(db: AppDb, companyId: number, integrationId: number) {
  const [row] = await db.select().from(companyIntegrations).where(ofLink(companyId, integrationId)).limit(1);
  return row;
}

/** Stores newly sealed credentials: a new key is tried at once, whatever the old one's failures were. */
export async function setCredentials(
  db: AppDb,
  where: { companyId: number; integrationId: number },
  sealed: { encrypted: string; keyId: string; hint: string } | null,
) {
  const now = new Date();
  const values = {
    credentials_encrypted: sealed?.encrypted ?? null,
    credentials_key_id: sealed?.keyId ?? null,
    credentials_hint: sealed?.hint ?? null,
    credentials_updated_at: sealed ? now : null,
    credentials_rejected: false,
    sync_failures: 0,
    last_error: null,
    last_error_at: null,
    next_sync_at: sealed ? now : null,
    updated_at: now,
  };
  await db
    .insert(companyIntegrations)
    .values({ company_id: where.companyId, integration_id: where.integrationId, is_active: false, ...values })
    .onConflictDoUpdate({ target: [companyIntegrations.company_id, companyIntegrations.integration_id], set: values });
}

export type SyncOutcome =
  | { ok: true; at: Date; nextAt: Date }
  | { ok: false; at: Date; error: string; nextAt: Date | null; rejected: boolean };

export async function recordSync(db: AppDb, where: { companyId: number; integrationId: number }, o: SyncOutcome) {
  await db
    .update(companyIntegrations)
    .set(
      o.ok
        ? { last_sync_at: o.at, last_success_at: o.at, sync_failures: 0, next_sync_at: o.nextAt, last_error: null }
        : {
            last_sync_at: o.at,
            last_error: o.error.slice(0, 300),
            last_error_at: o.at,
            sync_failures: sql`${companyIntegrations.sync_failures} + 1`,
            next_sync_at: o.nextAt,
            credentials_rejected: o.rejected,
          },
    )
    .where(ofLink(where.companyId, where.integrationId));
}

/** Every active integration with credentials whose next sync is due (run outside any tenant). */
export function dueSyncs(db: AppDb, now: Date) {
  return db
    .select({
      company_id: companyIntegrations.company_id,
      integration_id: companyIntegrations.integration_id,
    })
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.is_active, true),
        isNotNull(companyIntegrations.credentials_encrypted),
        lte(companyIntegrations.next_sync_at, now),
      ),
    )
    .orderBy(companyIntegrations.next_sync_at);
}

/** Moves a working provider's next sync to now; a failing one keeps its backoff. */
export async function syncSoon(db: AppDb, where: { companyId: number; integrationId: number }) {
  await db
    .update(companyIntegrations)
    .set({ next_sync_at: new Date() })
    .where(and(ofLink(where.companyId, where.integrationId), eq(companyIntegrations.sync_failures, 0)));
}

/** The companies that have the integration switched on (a platform-wide read), by id. */
export async function activeCompanyIds(db: AppDb, integrationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyIntegrations.company_id })
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.integration_id, integrationId), eq(companyIntegrations.is_active, true)))
    .orderBy(companyIntegrations.company_id);
  return rows.map((r) => r.id);
}

export async function isActive(db: AppDb, where: { companyId: number; integrationId: number }) {
  const [row] = await db
    .select({ on: companyIntegrations.is_active })
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.company_id, where.companyId),
        eq(companyIntegrations.integration_id, where.integrationId),
      ),
    );
  return row?.on ?? false;
}

/** Sealed provider keys under another key than `keyId`, a batch at a time (run outside any tenant). */
export function credentialsSealedWithOtherKey(db: AppDb, keyId: string, limit: number) {
  return db
    .select({
      company_id: companyIntegrations.company_id,
      integration_id: companyIntegrations.integration_id,
      encrypted: companyIntegrations.credentials_encrypted,
      keyId: companyIntegrations.credentials_key_id,
    })
    .from(companyIntegrations)
    .where(
      and(
        isNotNull(companyIntegrations.credentials_encrypted),
        sql`${companyIntegrations.credentials_key_id} <> ${keyId}`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function resealCredentials(
  db: AppDb,
  where: { companyId: number; integrationId: number },
  sealed: { encrypted: string; keyId: string },
) {
  await db
    .update(companyIntegrations)
    .set({ credentials_encrypted: sealed.encrypted, credentials_key_id: sealed.keyId })
    .where(ofLink(where.companyId, where.integrationId));
}
