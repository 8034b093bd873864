import type { Customer, customerCreate, customerListQuery, customerUpdate } from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import * as repo from './customers.repo';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_STALE = 'This customer was changed by someone else. Reload and try again.';
export const CUSTOMER_MC_TAKEN = 'A customer with this MC number already exists';
export const CUSTOMER_DELETED = 'This customer is deleted. Restore it before editing.';
export const CUSTOMER_ALREADY_DELETED = 'This customer is already deleted';
export const CUSTOMER_NOT_DELETED = 'This customer is not deleted';

type NewCustomer = z.output<typeof customerCreate>;
type CustomerChanges = z.output<typeof customerUpdate>;
type ListQuery = z.output<typeof customerListQuery>;

const toCustomer = (r: repo.CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  mc_number: r.mc_number,
  dot_number: r.dot_number,
  email: r.email,
  billing_email: r.billing_email,
  phone_number: r.phone_number,
  contact_name: r.contact_name,
  street_address: r.street_address,
  city: r.city,
  state: r.state,
  zip_code: r.zip_code,
  country: r.country,
  client_ref_no: r.client_ref_no,
  payment_terms_days: r.payment_terms_days,
  has_warning: r.has_warning,
  warning_note: r.warning_note,
  notes: r.notes,
  is_deleted: r.deleted_at !== null,
  version: r.version,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Whether a live (not deleted) customer of the company has this id; other modules link records to it. */
export async function customerExists(tx: AppDb, companyId: number, id: number): Promise<boolean> {
  const row = await repo.findCustomer(tx, { companyId, id });
  return Boolean(row && !row.deleted_at);
}

/** Who an invoice is billed to: the customer's name, billing e-mail and address (deleted ones too: the load keeps them). */
export async function customerBilling(tx: AppDb, companyId: number, id: number) {
  const row = await repo.findCustomer(tx, { companyId, id });
  if (!row) return undefined;
  const { name, mc_number, email, billing_email, phone_number, street_address, city, state, zip_code, client_ref_no } =
    row;
  return { name, mc_number, email, billing_email, phone_number, street_address, city, state, zip_code, client_ref_no };
}
export type CustomerBilling = NonNullable<Awaited<ReturnType<typeof customerBilling>>>;

async function assertMcFree(tx: AppDb, companyId: number, mcNumber: string | null, exceptId?: number) {
  if (!mcNumber) return;
  await repo.lockMcNumber(tx, { companyId, mcNumber });
  if (await repo.findActiveWithMc(tx, { companyId, mcNumber, exceptId })) throw conflict(CUSTOMER_MC_TAKEN);
}

export function createCustomersService(db: AppDb) {
  return {
    list(ctx: Ctx, q: ListQuery) {
      const companyId = requireCompany(ctx);
      const deleted = q.deleted_only ? 'deleted' : q.include_deleted ? 'all' : 'active';
      const filter: repo.CustomerFilter = {
        companyId,
        search: q.search || undefined,
        hasWarning: q.has_warning,
        deleted,
      };
      return withTenant(db, companyId, (tx) =>
        paged(
          'customers',
          { rows: () => repo.listCustomers(tx, filter, q), total: () => repo.countCustomers(tx, filter) },
          toCustomer,
        ),
      );
    },

    async get(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      const row = await withTenant(db, companyId, (tx) => repo.findCustomer(tx, { companyId, id }));
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return toCustomer(row);
    },

    /** Whether `id` is a live customer of the caller's company (for records other areas link to it). */
    exists(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => customerExists(tx, companyId, id));
    },

    async getByMc(ctx: Ctx, mc: string) {
      const companyId = requireCompany(ctx);
      const digits = mc.replace(/\D/g, '');
      if (!digits) throw notFound(CUSTOMER_NOT_FOUND);
      const row = await withTenant(db, companyId, (tx) => repo.findCustomerByMcDigits(tx, { companyId, digits }));
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return toCustomer(row);
    },

    quickSearch(ctx: Ctx, q: { q: string; limit: number }) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        customers: await repo.quickSearchCustomers(tx, { companyId, text: q.q, limit: q.limit }),
      }));
    },

    stats(ctx: Ctx) {
      const companyId = requireCompany(ctx);
      const since = new Date(Date.now() - 30 * 86_400_000);
      return withTenant(db, companyId, (tx) => repo.customerStats(tx, { companyId, since }));
    },

    create(ctx: Ctx, input: NewCustomer) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertMcFree(tx, companyId, input.mc_number);
        const row = await repo.insertCustomer(tx, { ...input, company_id: companyId, created_by: ctx.userId });
        await audit(tx, ctx, { action: 'create', entity: 'customer', entityId: row.id, detail: { name: row.name } });
        return toCustomer(row);
      });
    },

    update(ctx: Ctx, id: number, input: CustomerChanges) {
      const companyId = requireCompany(ctx);
      const { version, ...changes } = input;
      return withTenant(db, companyId, async (tx) => {
        const current = await repo.findCustomer(tx, { companyId, id });
        if (!current) throw notFound(CUSTOMER_NOT_FOUND);
        if (current.deleted_at) throw conflict(CUSTOMER_DELETED);
        if (version !== undefined && version !== current.version) throw conflict(CUSTOMER_STALE);
        if (changes.mc_number && changes.mc_number !== current.mc_number) {
          await assertMcFree(tx, companyId, changes.mc_number, id);
        }
        // The version condition also catches a save that landed between the read above and this write.
        const row = await repo.updateCustomer(tx, { companyId, id, version: current.version }, changes);
        if (!row) throw conflict(CUSTOMER_STALE);
        await audit(tx, ctx, {
          action: 'update',
          entity: 'customer',
          entityId: id,
          detail: { fields: Object.keys(changes), version: row.version },
        });
        return toCustomer(row);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await repo.findCustomer(tx, { companyId, id });
        if (!current) throw notFound(CUSTOMER_NOT_FOUND);
        const row = await repo.setCustomerDeletedAt(tx, { companyId, id }, new Date());
        if (!row) throw conflict(CUSTOMER_ALREADY_DELETED);
        await audit(tx, ctx, { action: 'delete', entity: 'customer', entityId: id, detail: { name: row.name } });
      });
    },

    restore(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await repo.findCustomer(tx, { companyId, id });
        if (!current) throw notFound(CUSTOMER_NOT_FOUND);
        if (!current.deleted_at) throw conflict(CUSTOMER_NOT_DELETED);
        // While it was deleted another customer may have taken its MC number.
        await assertMcFree(tx, companyId, current.mc_number, id);
        const row = await repo.setCustomerDeletedAt(tx, { companyId, id }, null);
        if (!row) throw conflict(CUSTOMER_NOT_DELETED);
        await audit(tx, ctx, { action: 'restore', entity: 'customer', entityId: id, detail: { name: row.name } });
        return toCustomer(row);
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
