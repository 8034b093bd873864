import {
  fromCents,
  STATEMENT_MESSAGES as M,
  type RecurringCharge,
  type RecurringKind,
  type RecurringSchedule,
  type recurringChargeCreate,
  type recurringChargeListQuery,
  type recurringChargeUpdate,
  toCents,
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
import * as repo from './driver-statements.repo';

type ChargeView = NonNullable<Awaited<ReturnType<typeof repo.findCharge>>>;
type Create = z.output<typeof recurringChargeCreate>;
type Update = z.output<typeof recurringChargeUpdate>;

const orNullCents = (v: string | null | undefined) => (v === null || v === undefined ? null : toCents(v));
const orNullMoney = (v: bigint | null) => (v === null ? null : fromCents(v));

/** A charge's balance: what is left of its total (charges), or what escrow holds. */
function balanceOf(c: repo.ChargeRow, deducted: bigint): bigint | null {
  if (c.kind === 'escrow') return c.opening_balance_cents + deducted;
  if (c.total_balance_cents === null) return null;
  const left = c.total_balance_cents - deducted;
  return left > 0n ? left : 0n;
}

export function toCharge({ charge: c, driver_name, deducted }: ChargeView): RecurringCharge {
  return {
    id: c.id,
    driver_id: c.driver_id,
    driver_name,
    kind: c.kind as RecurringKind,
    description: c.description,
    amount: fromCents(c.amount_cents),
    schedule: c.schedule as RecurringSchedule,
    day_of_month: c.day_of_month,
    start_date: c.start_date,
    end_date: c.end_date,
    total_balance: orNullMoney(c.total_balance_cents),
    target_balance: orNullMoney(c.target_balance_cents),
    opening_balance: fromCents(c.opening_balance_cents),
    balance: orNullMoney(balanceOf(c, BigInt(deducted))),
    is_active: c.is_active,
    version: c.version,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

function columnsOf(input: Partial<Create>) {
  return {
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.amount !== undefined ? { amount_cents: toCents(input.amount) } : {}),
    ...(input.schedule !== undefined ? { schedule: input.schedule } : {}),
    ...(input.day_of_month !== undefined ? { day_of_month: input.day_of_month } : {}),
    ...(input.start_date !== undefined ? { start_date: input.start_date } : {}),
    ...(input.end_date !== undefined ? { end_date: input.end_date } : {}),
    ...(input.total_balance !== undefined ? { total_balance_cents: orNullCents(input.total_balance) } : {}),
    ...(input.target_balance !== undefined ? { target_balance_cents: orNullCents(input.target_balance) } : {}),
    ...(input.opening_balance !== undefined ? { opening_balance_cents: toCents(input.opening_balance) } : {}),
    ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
  };
}

export function createRecurringChargesService(db: AppDb) {
  const find = async (tx: AppDb, companyId: number, id: number) => {
    const row = await repo.findCharge(tx, { companyId, id });
    if (!row) throw notFound(M.chargeNotFound);
    return row;
  };
  return {
    list(ctx: Ctx, q: z.output<typeof recurringChargeListQuery>) {
      const companyId = requireCompany(ctx);
      const f = { companyId, driverId: q.driver_id, activeOnly: q.active_only };
      return withTenant(db, companyId, (tx) =>
        paged(
          'recurring_charges',
          { rows: () => repo.listCharges(tx, f, q), total: () => repo.countCharges(tx, f) },
          toCharge,
        ),
      );
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => toCharge(await find(tx, companyId, id)));
    },

    create(ctx: Ctx, input: Create) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.driverExists(tx, { companyId, id: input.driver_id }))) throw notFound(M.driverNotFound);
        const row = await repo.insertCharge(tx, {
          ...columnsOf(input),
          description: input.description,
          amount_cents: toCents(input.amount),
          start_date: input.start_date,
          company_id: companyId,
          driver_id: input.driver_id,
          created_by: ctx.userId,
        });
        await audit(tx, ctx, {
          action: 'create',
          entity: 'recurring_charge',
          entityId: row.id,
          detail: { driver_id: input.driver_id, kind: input.kind, amount: input.amount },
        });
        return toCharge(await find(tx, companyId, row.id));
      });
    },

    update(ctx: Ctx, id: number, input: Update) {
      const companyId = requireCompany(ctx);
      const { version, ...changes } = input;
      return withTenant(db, companyId, async (tx) => {
        const current = (await find(tx, companyId, id)).charge;
        if (version !== undefined && version !== current.version) throw conflict(M.stale);
        const merged = {
          kind: changes.kind ?? current.kind,
          schedule: changes.schedule ?? current.schedule,
          day_of_month: changes.day_of_month !== undefined ? changes.day_of_month : current.day_of_month,
          start_date: changes.start_date ?? current.start_date,
          end_date: changes.end_date !== undefined ? changes.end_date : current.end_date,
          target: changes.target_balance !== undefined ? changes.target_balance : current.target_balance_cents,
        };
        const problem =
          merged.schedule === 'monthly' && merged.day_of_month === null
            ? ['day_of_month', M.dayOfMonth]
            : merged.end_date && merged.end_date < merged.start_date
              ? ['end_date', M.chargeDates]
              : merged.kind === 'escrow' && merged.target === null
                ? ['target_balance', M.escrowTarget]
                : null;
        if (problem) throw invalidField(problem[0] as string, problem[1] as string);
        const row = await repo.updateCharge(tx, { companyId, id, version: current.version }, columnsOf(changes));
        if (!row) throw conflict(M.stale);
        await audit(tx, ctx, {
          action: 'update',
          entity: 'recurring_charge',
          entityId: id,
          detail: { fields: Object.keys(changes) },
        });
        return toCharge(await find(tx, companyId, id));
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await find(tx, companyId, id);
        if ((await repo.chargeUseCount(tx, { companyId, id })) > 0) throw conflict(M.chargeUsed);
        await repo.deleteCharge(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'delete',
          entity: 'recurring_charge',
          entityId: id,
          detail: { description: current.charge.description },
        });
      });
    },
  };
}

export type RecurringChargesService = ReturnType<typeof createRecurringChargesService>;
