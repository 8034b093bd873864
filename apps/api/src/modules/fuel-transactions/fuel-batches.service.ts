import { FUEL_MESSAGES, fuelRowsOnStatementMessage, type fuelTemplateCreate } from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { audit } from '../audit/audit.service';
import { holdOf } from './fuel-statement-holds';
import * as repo from './fuel-transactions.repo';
import { toBatch } from './fuel-views';

/** Import templates, the batches a commit created, and undoing a batch. */
export function createFuelBatches(db: AppDb) {
  return {
    templates(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        templates: (await repo.listTemplates(tx, companyId)).map((t) => ({
          id: t.id,
          name: t.name,
          layout: t.layout,
          column_mapping: t.column_mapping as Record<string, string>,
          created_at: t.created_at.toISOString(),
        })),
      }));
    },

    createTemplate(ctx: Ctx, input: z.output<typeof fuelTemplateCreate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.insertTemplate(tx, {
          company_id: companyId,
          name: input.name,
          layout: input.layout ?? null,
          column_mapping: input.column_mapping,
          created_by: ctx.userId,
        });
        if (!row) throw conflict(FUEL_MESSAGES.templateTaken);
        await audit(tx, ctx, { action: 'create', entity: 'fuel_import_template', entityId: row.id });
        return {
          id: row.id,
          name: row.name,
          layout: row.layout,
          column_mapping: row.column_mapping as Record<string, string>,
          created_at: row.created_at.toISOString(),
        };
      });
    },

    batches(ctx: Ctx, page: { skip: number; limit: number }) {
      return withCompany(db, ctx, (tx, companyId) =>
        paged(
          'batches',
          { rows: () => repo.listBatches(tx, companyId, page), total: () => repo.countBatches(tx, companyId) },
          toBatch,
        ),
      );
    },

    batch(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.findBatch(tx, { companyId, id });
        if (!row) throw notFound(FUEL_MESSAGES.batchNotFound);
        return toBatch(row);
      });
    },

    undo(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await repo.lockImports(tx, companyId);
        const row = await repo.findBatch(tx, { companyId, id });
        if (!row) throw notFound(FUEL_MESSAGES.batchNotFound);
        const holds = await repo.statementHolds(tx, { companyId, batchId: id });
        if (holds.length > 0) throw conflict(fuelRowsOnStatementMessage(holds.map(holdOf), 'batch'));
        if (!(await repo.markUndone(tx, { companyId, id }))) throw conflict(FUEL_MESSAGES.batchUndone);
        const removed = await repo.deleteBatchRows(tx, { companyId, batchId: id });
        await audit(tx, ctx, { action: 'undo', entity: 'fuel_import_batch', entityId: id, detail: { removed } });
        return toBatch((await repo.findBatch(tx, { companyId, id }))!);
      });
    },
  };
}
