import { type Company, DEFAULT_TIME_ZONE, dayIn, timeZoneForAddress } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { PLATFORM, requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import { endSessionsOfCompany } from '../auth/auth.service';
import type { DocumentsService } from '../documents/documents.service';
import type { Storage } from '../storage/storage.service';
import type { UsersService } from '../users/users.service';
import * as repo from './companies.repo';
import { seedCompanyDefaults } from './company-defaults';

const NO_COMPANY = 'Platform administrators belong to no company';

type CompanyInput = Partial<{
  name: string;
  alias: string;
  country: string;
  address: string | null;
  phone_number: string | null;
  fax: string | null;
  mc_number: string | null;
  dot_number: string | null;
  active: boolean;
  plan: string | null;
  subscription_expires_at: string | null;
  time_zone: string;
  require_pod_for_delivery: boolean;
  detention_free_minutes: number;
}>;

export function toCompany(row: { company: repo.CompanyRow; user_count: number }): Company {
  const c = row.company;
  return {
    id: c.id,
    name: c.name,
    alias: c.alias,
    country: c.country,
    address: c.address,
    phone_number: c.phone_number,
    fax: c.fax,
    mc_number: c.mc_number,
    dot_number: c.dot_number,
    active: c.active,
    plan: c.plan,
    subscription_expires_at: c.subscription_expires_at,
    time_zone: c.time_zone,
    require_pod_for_delivery: c.require_pod_for_delivery,
    detention_free_minutes: c.detention_free_minutes,
    user_count: row.user_count,
    created_at: c.created_at.toISOString(),
  };
}

/** "2 users and 1 division": only what the company still holds, each in the right number. */
function holdings(c: { user_count: number; customer_count: number; document_count: number; division_count: number }) {
  const parts = (
    [
      [c.user_count, 'user'],
      [c.customer_count, 'customer'],
      [c.division_count, 'division'],
      [c.document_count, 'document'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, noun]) => `${n} ${noun}${n === 1 ? '' : 's'}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}

// ---- what other modules ask of a company, inside their own transaction ----

/** The company's name, or undefined when there is no such company. */
export async function companyName(tx: AppDb, id: number): Promise<string | undefined> {
  return (await repo.findCompanyRow(tx, id))?.name;
}

/** What an invoice's letterhead and remit-to show of the company, or undefined when there is no such company. */
export async function companyLetterhead(tx: AppDb, id: number) {
  const row = await repo.findCompanyRow(tx, id);
  if (!row) return undefined;
  const { name, address, phone_number, fax, mc_number, dot_number, country, time_zone } = row;
  return { name, address, phone_number, fax, mc_number, dot_number, country, time_zone };
}
export type CompanyLetterhead = NonNullable<Awaited<ReturnType<typeof companyLetterhead>>>;

/** The zone the company's days are counted in (its loads, statements, reports), or undefined when there is no such company. */
export async function companyTimeZone(tx: AppDb, id: number): Promise<string | undefined> {
  return (await repo.findCompanyRow(tx, id))?.time_zone;
}

/** The company's today: the calendar day in its own zone (decision 0010). */
export async function companyToday(tx: AppDb, id: number, now = new Date()): Promise<string> {
  return dayIn((await companyTimeZone(tx, id)) ?? DEFAULT_TIME_ZONE, now);
}

/** The company's load workflow settings (decision 0196), or undefined when there is no such company. */
export async function companyWorkflowSettings(tx: AppDb, id: number) {
  const row = await repo.findCompanyRow(tx, id);
  return row ? { require_pod_for_delivery: row.require_pod_for_delivery } : undefined;
}

/** The company's plan code (null: no plan, every feature), or undefined when there is no such company. */
export async function companyPlan(tx: AppDb, id: number): Promise<string | null | undefined> {
  const row = await repo.findCompanyRow(tx, id);
  return row ? row.plan : undefined;
}

export async function setCompanyPlan(tx: AppDb, id: number, plan: string | null) {
  await repo.updateCompany(tx, id, { plan });
}

/**
 * onChange runs after writes that change who may sign in (active flag, subscription) or what the
 * session shows of the company (name, time zone), to drop cached principals.
 */
export function createCompaniesService(deps: {
  db: AppDb;
  storage: Storage;
  documents: DocumentsService;
  users: UsersService;
  onChange: () => void;
}) {
  const { db, storage, documents, users, onChange } = deps;

  async function load(tx: AppDb, id: number) {
    const row = await repo.findCompany(tx, id);
    if (!row) throw notFound('Company not found');
    return toCompany(row);
  }

  return {
    list: (q: { skip: number; limit: number; active_only: boolean; search?: string }) =>
      withSystem(db, async (tx) => {
        const f = { activeOnly: q.active_only, search: q.search };
        return paged(
          'companies',
          { rows: () => repo.listCompanies(tx, f, q), total: () => repo.countCompanies(tx, f) },
          toCompany,
        );
      }),

    async get(ctx: Ctx, id: number, includeUsers: boolean) {
      const company = await withSystem(db, (tx) => load(tx, id));
      if (!includeUsers) return company;
      const list = await users.list(ctx, { skip: 0, limit: 200, company_id: id });
      return { ...company, users: list.users };
    },

    async create(ctx: Ctx, input: CompanyInput & { name: string; alias: string; country: string }) {
      return withSystem(db, async (tx) => {
        if (await repo.aliasTaken(tx, input.alias)) throw conflict('A company with this alias already exists');
        const id = await repo.insertCompany(tx, { ...input, time_zone: input.time_zone ?? timeZoneForAddress(input) });
        await seedCompanyDefaults(tx, id);
        await audit(tx, ctx, { action: 'create', entity: 'company', entityId: id, detail: { name: input.name } });
        return load(tx, id);
      });
    },

    async update(ctx: Ctx, id: number, input: CompanyInput) {
      return withSystem(db, async (tx) => {
        if (input.alias && (await repo.aliasTaken(tx, input.alias, id)))
          throw conflict('A company with this alias already exists');
        if (!(await repo.updateCompany(tx, id, input))) throw notFound('Company not found');
        await audit(tx, ctx, { action: 'update', entity: 'company', entityId: id, detail: input });
        return load(tx, id);
      }).finally(onChange);
    },

    async setActive(ctx: Ctx, id: number, active: boolean) {
      const company = await withSystem(db, async (tx) => {
        if (!(await repo.updateCompany(tx, id, { active }))) throw notFound('Company not found');
        if (!active) await endSessionsOfCompany(tx, id);
        await audit(tx, ctx, { action: active ? 'activate' : 'deactivate', entity: 'company', entityId: id });
        return load(tx, id);
      });
      onChange();
      return { message: active ? 'Company activated successfully' : 'Company deactivated successfully', company };
    },

    /** Without force, a company that still holds data is kept; with force, it goes with all its data in one transaction. */
    async remove(ctx: Ctx, id: number, force: boolean) {
      const keys = await withSystem(db, async (tx) => {
        const row = await repo.findCompany(tx, id);
        if (!row) throw notFound('Company not found');
        const c = await repo.companyCounts(tx, id);
        const hasData = c.user_count + c.customer_count + c.document_count + c.division_count > 0;
        if (hasData && !force) {
          throw conflict(
            `${row.company.name} still has ${holdings(c)}. Delete with force to remove the company and all its data.`,
          );
        }
        const storageKeys = await repo.storageKeysOf(tx, id);
        await repo.deleteCompany(tx, id);
        await audit(
          tx,
          { ...ctx, scope: PLATFORM },
          { action: 'delete', entity: 'company', entityId: id, detail: { name: row.company.name, force } },
        );
        return storageKeys;
      });
      onChange();
      await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
      return { message: 'Company deleted successfully' };
    },

    async stats(id: number) {
      return withSystem(db, async (tx) => {
        await load(tx, id);
        const c = await repo.companyCounts(tx, id);
        return {
          company_id: id,
          ...c,
          has_data: c.user_count + c.customer_count + c.document_count + c.division_count > 0,
        };
      });
    },

    users: (ctx: Ctx, id: number, q: { skip: number; limit: number; active_only?: boolean }) =>
      users.list(ctx, { ...q, company_id: id }),

    /** The caller's own company. */
    async mine(ctx: Ctx) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      return withTenant(db, companyId, (tx) => load(tx, companyId));
    },

    async updateMine(ctx: Ctx, input: CompanyInput) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      return withTenant(db, companyId, async (tx) => {
        await repo.updateCompany(tx, companyId, input);
        await audit(tx, ctx, { action: 'update', entity: 'company', entityId: companyId, detail: input });
        return load(tx, companyId);
      }).finally(onChange);
    },

    async mineWithLogo(ctx: Ctx) {
      const company = await this.mine(ctx);
      return { ...company, logo: await documents.companyLogo(ctx) };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
