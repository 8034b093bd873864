import {
  DEFAULT_LOAD_STATUSES,
  type LoadStatus,
  type loadStatusCreate,
  type loadStatusUpdate,
  skipOfPage,
  stageMeaningProblem,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import * as repo from './load-statuses.repo';

export const LOAD_STATUS_NOT_FOUND = 'Load status not found';
/** The highest order the form accepts. */
const MAX_SORT_ORDER = 1000;

export const LOAD_STATUS_NAME_TAKEN = 'A load status with this name already exists';

const toLoadStatus = (r: repo.LoadStatusRow): LoadStatus => ({
  id: r.id,
  name: r.name,
  color: r.color,
  description: r.description,
  sort_order: r.sort_order,
  is_active: r.is_active,
  meaning: r.meaning,
  stage: r.stage ?? null,
  created_at: r.created_at.toISOString(),
});

/**
 * Gives a new company the default catalogue, in board order with gaps of 10 so a status can be
 * slotted in between later. Runs inside the caller's transaction (company creation, the seed).
 */
export function seedDefaultLoadStatuses(tx: AppDb, companyId: number) {
  return repo.insertLoadStatuses(
    tx,
    DEFAULT_LOAD_STATUSES.map((s, i) => ({ ...s, company_id: companyId, sort_order: (i + 1) * 10, is_active: true })),
  );
}

async function assertNameFree(tx: AppDb, companyId: number, name: string, exceptId?: number) {
  if (await repo.findLoadStatusNamed(tx, { companyId, name, exceptId })) throw conflict(LOAD_STATUS_NAME_TAKEN);
}

export function createLoadStatusesService(db: AppDb) {
  return {
    list(ctx: Ctx, q: { page: number; limit: number; active_only: boolean }) {
      const companyId = requireCompany(ctx);
      const filter = { companyId, activeOnly: q.active_only };
      return withTenant(db, companyId, async (tx) => {
        const list = await paged(
          'statuses',
          {
            rows: () => repo.listLoadStatuses(tx, filter, skipOfPage(q)),
            total: () => repo.countLoadStatuses(tx, filter),
          },
          toLoadStatus,
        );
        return { ...list, page: q.page, limit: q.limit };
      });
    },

    async get(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      const row = await withTenant(db, companyId, (tx) => repo.findLoadStatus(tx, { companyId, id }));
      if (!row) throw notFound(LOAD_STATUS_NOT_FOUND);
      return toLoadStatus(row);
    },

    create(ctx: Ctx, input: z.output<typeof loadStatusCreate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertNameFree(tx, companyId, input.name);
        const sortOrder = input.sort_order ?? (await repo.nextSortOrder(tx, { companyId, max: MAX_SORT_ORDER }));
        const row = await repo.insertLoadStatus(tx, { ...input, sort_order: sortOrder, company_id: companyId });
        await audit(tx, ctx, { action: 'create', entity: 'load_status', entityId: row.id, detail: { name: row.name } });
        return toLoadStatus(row);
      });
    },

    update(ctx: Ctx, id: number, changes: z.output<typeof loadStatusUpdate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const before = await repo.findLoadStatus(tx, { companyId, id });
        if (!before) throw notFound(LOAD_STATUS_NOT_FOUND);
        // A step must agree with the meaning, whichever of the two the change sends (decision 0196).
        const stage = changes.stage === undefined ? before.stage : changes.stage;
        const problem = stageMeaningProblem(stage ?? null, changes.meaning ?? before.meaning);
        if (problem && (changes.stage !== undefined || changes.meaning !== undefined))
          throw invalidField('stage', problem);
        if (changes.name !== undefined) await assertNameFree(tx, companyId, changes.name, id);
        const row = await repo.updateLoadStatus(tx, { companyId, id }, changes);
        if (!row) throw notFound(LOAD_STATUS_NOT_FOUND);
        await audit(tx, ctx, {
          action: 'update',
          entity: 'load_status',
          entityId: id,
          detail: { fields: Object.keys(changes) },
        });
        return toLoadStatus(row);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.deleteLoadStatus(tx, { companyId, id });
        if (!row) throw notFound(LOAD_STATUS_NOT_FOUND);
        await audit(tx, ctx, { action: 'delete', entity: 'load_status', entityId: id, detail: { name: row.name } });
      });
    },
  };
}

export type LoadStatusesService = ReturnType<typeof createLoadStatusesService>;

/** Whether `id` is an active load status of the company, inside the caller's transaction (loads check it). */
export async function loadStatusUsable(tx: AppDb, companyId: number, id: number): Promise<boolean> {
  const row = await repo.findLoadStatus(tx, { companyId, id });
  return Boolean(row?.is_active);
}

/** A status as the load workflow reads it: its name, colour, step and meaning (decision 0196). */
export type WorkflowStatus = Pick<repo.LoadStatusRow, 'id' | 'name' | 'color' | 'stage' | 'meaning' | 'is_active'>;

/** One status of the company (active or not), inside the caller's transaction; undefined when there is none. */
export async function workflowStatus(tx: AppDb, companyId: number, id: number): Promise<WorkflowStatus | undefined> {
  return repo.findLoadStatus(tx, { companyId, id });
}

/** The company's active statuses in board order, inside the caller's transaction. */
export function activeWorkflowStatuses(tx: AppDb, companyId: number): Promise<WorkflowStatus[]> {
  return repo.activeLoadStatuses(tx, companyId);
}
