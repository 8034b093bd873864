import {
  ELD_SYNC_MESSAGES as E,
  type EldLink,
  type EldLinkUpdate,
  type EldSyncResult,
  FEATURE_DISABLED_DETAIL,
  type IntegrationSyncState,
  isEldProviderCode,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany, withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { createSealer, type Sealer } from '../../lib/sealing';
import { audit } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import * as links from './eld-links.repo';
import { syncProvider } from './eld-sync';
import * as repo from './integrations.repo';
import { type EldProvider, ProviderError } from './providers/eld-provider';
import { nextAttemptAfterFailure, SYNC_EVERY_MS } from './sync-schedule';

const NO_COMPANY = 'Integrations belong to a company';
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
type Counts = Awaited<ReturnType<typeof links.unmatchedCounts>>;
type Link = repo.CompanyIntegration | null;

function syncStateOf(code: string, link: Link, counts: Counts): IntegrationSyncState | null {
  if (!isEldProviderCode(code)) return null;
  const unmatched = (kind: string) =>
    counts.find((c) => c.integration_id === link?.integration_id && c.kind === kind)?.n ?? 0;
  const status = !link?.credentials_encrypted
    ? 'not_configured'
    : link.credentials_rejected
      ? 'credentials_rejected'
      : link.sync_failures > 0
        ? 'failing'
        : link.last_success_at
          ? 'ok'
          : 'pending';
  return {
    status,
    credentials_hint: link?.credentials_hint ?? null,
    credentials_updated_at: iso(link?.credentials_updated_at),
    last_sync_at: iso(link?.last_sync_at),
    last_success_at: iso(link?.last_success_at),
    last_error: link?.last_error ?? null,
    last_error_at: iso(link?.last_error_at),
    next_sync_at: link?.credentials_encrypted ? iso(link.next_sync_at) : null,
    failures: link?.sync_failures ?? 0,
    unmatched_drivers: unmatched('driver'),
    unmatched_vehicles: unmatched('vehicle'),
  };
}

const toRow = (i: repo.IntegrationRow, link: Link, counts: Counts) => ({
  integration_id: i.id,
  integration: {
    id: i.id,
    code: i.code,
    name: i.name,
    kind: i.kind,
    description: i.description,
    is_active: i.is_active,
  },
  is_active: link?.is_active ?? false,
  activated_at: link?.activated_at?.toISOString() ?? null,
  sync: syncStateOf(i.code, link, counts),
});

async function list(tx: AppDb, companyId: number) {
  const [rows, counts] = await Promise.all([
    repo.listWithActivation(tx, companyId),
    links.unmatchedCounts(tx, companyId),
  ]);
  return rows.map((r) => toRow(r.integration, r.link, counts));
}

async function rowOf(tx: AppDb, companyId: number, integrationId: number) {
  return (await list(tx, companyId)).find((r) => r.integration_id === integrationId)!;
}

const toLink = (r: Awaited<ReturnType<typeof links.listLinks>>[number]): EldLink => ({
  id: r.link.id,
  kind: r.link.kind as EldLink['kind'],
  external_id: r.link.external_id,
  external_name: r.link.external_name,
  external_detail: r.link.external_detail,
  driver_id: r.link.driver_id,
  driver_name: r.driver_name,
  truck_id: r.link.truck_id,
  unit_number: r.unit_number,
  matched_by: r.link.matched_by as EldLink['matched_by'],
  ignored: r.link.ignored,
});

/** The last four characters, enough to tell two keys apart, far too few to use. */
const hintOf = (token: string) => `…${token.slice(-4)}`;
const boundTo = (companyId: number, integrationId: number) => `company_integrations:${companyId}:${integrationId}`;

/** The companies with the integration switched on, for jobs that serve them (in a platform-wide transaction). */
export const companiesUsing = repo.activeCompanyIds;

/** Whether the company has the integration switched on now (a job checks before each company's work). */
export const integrationIsOn = repo.isActive;

type Deps = {
  db: AppDb;
  sealer: Sealer;
  providerFor: (code: 'samsara_eld' | 'motive_eld', token: string) => EldProvider;
  log?: { error(obj: unknown, msg?: string): void };
};

/** The integrations a company can use, their activation, and the ELD providers' credentials and sync. */
export function createIntegrationsService(deps: Deps) {
  const { db, sealer } = deps;

  function requireTelematics(ctx: Ctx) {
    if (!ctx.features.includes('telematics_integration'))
      throw forbidden(FEATURE_DISABLED_DETAIL('telematics_integration'));
  }

  async function providerIntegration(tx: AppDb, integrationId: number) {
    const integration = await repo.findIntegration(tx, integrationId);
    if (!integration?.is_active) throw notFound(E.integrationNotFound);
    if (!isEldProviderCode(integration.code)) throw unprocessable(E.noCredentials);
    return { ...integration, code: integration.code };
  }

  /** Reads the provider, writes what it answered and the sync's state; a provider's failure is recorded, then thrown. */
  async function runSync(companyId: number, integrationId: number, now = new Date()): Promise<EldSyncResult> {
    const target = await withTenant(db, companyId, async (tx) => {
      const integration = await providerIntegration(tx, integrationId);
      const link = await repo.findLink(tx, companyId, integrationId);
      if (!link?.credentials_encrypted || !link.credentials_key_id) throw unprocessable(E.notConfigured);
      const token = sealer.open(boundTo(companyId, integrationId), {
        encrypted: link.credentials_encrypted,
        keyId: link.credentials_key_id,
      });
      return { code: integration.code, token, link };
    });
    const where = { companyId, integrationId };
    try {
      const provider = deps.providerFor(target.code, target.token);
      const result = await syncProvider(db, provider, { ...where, lastSuccessAt: target.link.last_success_at }, now);
      await withTenant(db, companyId, (tx) =>
        repo.recordSync(tx, where, { ok: true, at: now, nextAt: new Date(now.getTime() + SYNC_EVERY_MS) }),
      );
      return result;
    } catch (error) {
      const failure = error instanceof ProviderError ? error : new ProviderError('unexpected', E.unexpected);
      if (!(error instanceof ProviderError)) deps.log?.error({ err: error, ...where }, 'ELD sync failed');
      await withTenant(db, companyId, (tx) =>
        repo.recordSync(tx, where, {
          ok: false,
          at: now,
          error: failure.message,
          nextAt: nextAttemptAfterFailure(failure, target.link.sync_failures + 1, now),
          rejected: failure.reason === 'credentials_rejected',
        }),
      );
      throw failure;
    }
  }

  return {
    runSync,

    list(ctx: Ctx) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      return withTenant(db, companyId, (tx) => list(tx, companyId));
    },

    async setActive(ctx: Ctx, integrationId: number, isActive: boolean) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      requireTelematics(ctx);
      return withTenant(db, companyId, async (tx) => {
        const integration = await repo.findIntegration(tx, integrationId);
        if (!integration?.is_active) throw notFound('Integration not found');
        await repo.setActivation(tx, { companyId, integrationId, isActive });
        await audit(tx, ctx, {
          action: isActive ? 'activate' : 'deactivate',
          entity: 'integration',
          entityId: integrationId,
        });
        return rowOf(tx, companyId, integrationId);
      });
    },

    /** Seals and stores a provider's key; the next sync runs at once. The key is never answered back. */
    setCredentials(ctx: Ctx, integrationId: number, token: string) {
      requireTelematics(ctx);
      return withCompany(db, ctx, async (tx, companyId) => {
        await providerIntegration(tx, integrationId);
        const sealed = sealer.seal(boundTo(companyId, integrationId), token);
        await repo.setCredentials(tx, { companyId, integrationId }, { ...sealed, hint: hintOf(token) });
        await audit(tx, ctx, { action: 'credentials_set', entity: 'integration', entityId: integrationId });
        return rowOf(tx, companyId, integrationId);
      });
    },

    clearCredentials(ctx: Ctx, integrationId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await providerIntegration(tx, integrationId);
        await repo.setCredentials(tx, { companyId, integrationId }, null);
        await audit(tx, ctx, { action: 'credentials_clear', entity: 'integration', entityId: integrationId });
        return rowOf(tx, companyId, integrationId);
      });
    },

    /** "Sync now": the same sync the schedule runs, answered to the user; a provider's failure is a 502 with its reason. */
    async syncNow(ctx: Ctx, integrationId: number) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      requireTelematics(ctx);
      const link = await withTenant(db, companyId, async (tx) => {
        await providerIntegration(tx, integrationId);
        return repo.findLink(tx, companyId, integrationId);
      });
      if (!link?.is_active) throw unprocessable(E.notActive);
      try {
        const result = await runSync(companyId, integrationId);
        const integration = await withTenant(db, companyId, (tx) => rowOf(tx, companyId, integrationId));
        return { result, integration };
      } catch (error) {
        if (error instanceof ProviderError) throw new AppError(502, error.message);
        throw error;
      }
    },

    links(ctx: Ctx, integrationId: number, status: 'unmatched' | 'matched' | 'all') {
      return readCompany(db, ctx, async (tx, companyId) => {
        await providerIntegration(tx, integrationId);
        const rows = await links.listLinks(tx, { companyId, integrationId }, status);
        return { links: rows.map(toLink) };
      });
    },

    /** A user's match of a provider record to a driver or truck of the company (or its clearing, or ignoring it). */
    updateLink(ctx: Ctx, integrationId: number, linkId: number, change: EldLinkUpdate) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await providerIntegration(tx, integrationId);
        const scope = { companyId, integrationId };
        const link = await links.findLink(tx, scope, linkId);
        if (!link) throw notFound(E.linkNotFound);
        const target = link.kind === 'driver' ? change.driver_id : change.truck_id;
        const wrong = link.kind === 'driver' ? change.truck_id : change.driver_id;
        if (wrong !== undefined && wrong !== null) throw unprocessable(E.linkKindMismatch);
        const set: Parameters<typeof links.updateLink>[3] = {};
        if (target !== undefined) {
          if (target !== null) await requireTarget(tx, scope, link, target);
          if (link.kind === 'driver') set.driver_id = target;
          else set.truck_id = target;
          set.matched_by = target === null ? null : 'manual';
          set.synced_at = null;
          if (target !== null) set.ignored = false;
        }
        if (change.ignored !== undefined) set.ignored = change.ignored;
        await links.updateLink(tx, scope, linkId, set);
        // A new match brings its history at the next pass of the schedule, not in five minutes.
        if (set.synced_at === null) await repo.syncSoon(tx, scope);
        await audit(tx, ctx, {
          action: 'eld_link',
          entity: 'integration',
          entityId: integrationId,
          detail: { linkId, ...set },
        });
        const [row] = (await links.listLinks(tx, scope, 'all')).filter((r) => r.link.id === linkId);
        return toLink(row!);
      });
    },

    /** The schedule's pass: every provider whose next sync is due, one after the other; failures are recorded. */
    async syncDue(now = new Date()) {
      const due = await withSystem(db, (tx) => repo.dueSyncs(tx, now));
      for (const d of due) await runSync(d.company_id, d.integration_id, now).catch(() => undefined);
      return due.length;
    },
  };

  /** The driver or truck exists in this company, and no other record of this provider is matched to it. */
  async function requireTarget(
    tx: AppDb,
    scope: { companyId: number; integrationId: number },
    link: links.LinkRow,
    id: number,
  ) {
    const exists = await links.targetExists(tx, scope.companyId, link.kind as 'driver' | 'vehicle', id);
    if (!exists) throw unprocessable(link.kind === 'driver' ? E.driverNotFound : E.truckNotFound);
    const other = await links.linkTo(tx, scope, link.kind === 'driver' ? { driverId: id } : { truckId: id });
    if (other && other.id !== link.id)
      throw conflict(E.alreadyLinked(link.kind === 'driver' ? 'This driver' : 'This truck'));
  }
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;

export const ELD_SYNC_JOB = 'integrations.eld-sync';

/**
 * Looks for due provider syncs on the job queue's schedule (once across all workers); each provider
 * keeps its own pace in `next_sync_at`, so a failing one backs off without slowing the others.
 */
export function scheduleEldSync(jobs: JobsService, service: IntegrationsService, cron: string | null) {
  if (!cron) return;
  jobs.register(ELD_SYNC_JOB, { retryLimit: 0, retryDelaySeconds: 60, backoff: false }, async () => {
    await service.syncDue();
  });
  jobs.schedule(ELD_SYNC_JOB, cron, 'UTC');
}

/** The sealer of providers' keys: the fuel card key, under a purpose of its own (decision 0210). */
export const createCredentialSealer = (keys: { current: string; previous: string[] }) =>
  createSealer(keys, 'integration-credential');

/** Re-seals every provider key sealed with an older key under the current one; answers how many. */
export async function rotateCredentialKeys(db: AppDb, sealer: Sealer): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await withSystem(db, async (tx) => {
      const rows = await repo.credentialsSealedWithOtherKey(tx, sealer.currentKeyId, 500);
      for (const r of rows) {
        const where = { companyId: r.company_id, integrationId: r.integration_id };
        const at = boundTo(where.companyId, where.integrationId);
        const token = sealer.open(at, { encrypted: r.encrypted!, keyId: r.keyId! });
        await repo.resealCredentials(tx, where, sealer.seal(at, token));
      }
      return rows.length;
    });
    total += done;
    if (done === 0) return total;
  }
}
