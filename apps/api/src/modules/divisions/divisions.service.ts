import type { Division, divisionCreate, divisionUpdate } from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import * as repo from './divisions.repo';

export const DIVISION_NOT_FOUND = 'Division not found';
export const DIVISION_NAME_TAKEN = 'A division with this name already exists';

const toDivision = (r: repo.DivisionRow): Division => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  is_active: r.is_active,
  created_at: r.created_at.toISOString(),
});

async function assertNameFree(tx: AppDb, companyId: number, name: string, exceptId?: number) {
  if (await repo.findDivisionNamed(tx, { companyId, name, exceptId })) throw conflict(DIVISION_NAME_TAKEN);
}

export function createDivisionsService(db: AppDb) {
  async function change(ctx: Ctx, id: number, changes: Partial<repo.DivisionValues>, action: string) {
    return withCompany(db, ctx, async (tx, companyId) => {
      if (!(await repo.findDivision(tx, { companyId, id }))) throw notFound(DIVISION_NOT_FOUND);
      if (changes.name !== undefined) await assertNameFree(tx, companyId, changes.name, id);
      const row = await repo.updateDivision(tx, { companyId, id }, changes);
      if (!row) throw notFound(DIVISION_NOT_FOUND);
      await audit(tx, ctx, { action, entity: 'division', entityId: id, detail: { fields: Object.keys(changes) } });
      return toDivision(row);
    });
  }

  return {
    list(ctx: Ctx, q: { skip: number; limit: number; active_only: boolean }) {
      const companyId = requireCompany(ctx);
      const filter = { companyId, activeOnly: q.active_only };
      return withTenant(db, companyId, (tx) =>
        paged(
          'divisions',
          { rows: () => repo.listDivisions(tx, filter, q), total: () => repo.countDivisions(tx, filter) },
          toDivision,
        ),
      );
    },

    async get(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      const row = await withTenant(db, companyId, (tx) => repo.findDivision(tx, { companyId, id }));
      if (!row) throw notFound(DIVISION_NOT_FOUND);
      return toDivision(row);
    },

    create(ctx: Ctx, input: z.output<typeof divisionCreate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertNameFree(tx, companyId, input.name);
        const row = await repo.insertDivision(tx, { ...input, company_id: companyId });
        await audit(tx, ctx, { action: 'create', entity: 'division', entityId: row.id, detail: { name: row.name } });
        return toDivision(row);
      });
    },

    update: (ctx: Ctx, id: number, input: z.output<typeof divisionUpdate>) => change(ctx, id, input, 'update'),
    activate: (ctx: Ctx, id: number) => change(ctx, id, { is_active: true }, 'activate'),
    deactivate: (ctx: Ctx, id: number) => change(ctx, id, { is_active: false }, 'deactivate'),
  };
}

export type DivisionsService = ReturnType<typeof createDivisionsService>;

/** Whether `id` is a division of the company, inside the caller's transaction (drivers and units link to it). */
export async function divisionExists(tx: AppDb, companyId: number, id: number): Promise<boolean> {
  return Boolean(await repo.findDivision(tx, { companyId, id }));
}
