import { type AppointmentType, appointmentRangeProblem, SYSTEM_DEFAULT_IMMUTABLE_MESSAGE } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCaller, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany, tenantScope } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import * as repo from './appointment-types.repo';

type Fields = {
  name: string;
  has_time: boolean;
  has_time_range: boolean;
  description: string | null;
  is_active: boolean;
};

const toAnswer = (r: repo.AppointmentTypeRow): AppointmentType => ({
  id: r.id,
  name: r.name,
  has_time: r.has_time,
  has_time_range: r.has_time_range,
  description: r.description,
  is_active: r.is_active,
  is_default: r.is_default,
  created_at: r.created_at.toISOString(),
});

const DUPLICATE = 'An appointment type with this name already exists';

/** Appointment types: system defaults shared and immutable; custom ones per company. */
export function createAppointmentTypesService(db: AppDb) {
  /** Writes need a company: a platform superadmin sees the shared defaults but owns no custom types. */
  const companyOf = (ctx: Ctx) =>
    requireCompany(ctx, 'Custom appointment types belong to a company; sign in as its manager to add one.');

  /** A type the caller may change: a system default answers the spec's message to everyone, superadmins included. */
  async function mutable(tx: AppDb, ctx: Ctx, id: number) {
    const row = await repo.findAppointmentType(tx, { id, scope: ctx.scope });
    if (!row) throw notFound('Appointment type not found');
    if (row.is_default || row.company_id === null) throw forbidden(SYSTEM_DEFAULT_IMMUTABLE_MESSAGE);
    return { row, companyId: companyOf(ctx) };
  }

  return {
    list(ctx: Ctx, q: { skip: number; limit: number; active_only: boolean }) {
      return withCaller(db, ctx, async (tx) => {
        const f = { scope: ctx.scope, activeOnly: q.active_only };
        return paged(
          'appointment_types',
          { rows: () => repo.listAppointmentTypes(tx, f, q), total: () => repo.countAppointmentTypes(tx, f) },
          toAnswer,
        );
      });
    },

    async get(ctx: Ctx, id: number) {
      const row = await withCaller(db, ctx, (tx) => repo.findAppointmentType(tx, { id, scope: ctx.scope }));
      if (!row) throw notFound('Appointment type not found');
      return toAnswer(row);
    },

    stats(ctx: Ctx) {
      return withCaller(db, ctx, (tx) => repo.appointmentTypeStats(tx, ctx.scope));
    },

    create(ctx: Ctx, input: Fields) {
      const companyId = companyOf(ctx);
      return withTenant(db, companyId, async (tx) => {
        if (await repo.nameTaken(tx, companyId, input.name)) throw conflict(DUPLICATE);
        const row = await repo.insertAppointmentType(tx, { ...input, company_id: companyId, is_default: false });
        await audit(tx, ctx, {
          action: 'create',
          entity: 'load_appointment_type',
          entityId: row.id,
          detail: { name: row.name },
        });
        return toAnswer(row);
      });
    },

    update(ctx: Ctx, id: number, input: Partial<Fields>) {
      return withCaller(db, ctx, async (tx) => {
        const { companyId, row: current } = await mutable(tx, ctx, id);
        if (input.name && (await repo.nameTaken(tx, companyId, input.name, id))) throw conflict(DUPLICATE);
        // Turning the time off turns its range off, as the dialog does; a range alone is refused.
        const changes =
          input.has_time === false && input.has_time_range === undefined ? { ...input, has_time_range: false } : input;
        const problem = appointmentRangeProblem({ ...current, ...changes });
        if (problem) throw invalidField('has_time_range', problem);
        const row = await repo.updateAppointmentType(tx, { id, companyId }, changes);
        await audit(tx, ctx, { action: 'update', entity: 'load_appointment_type', entityId: id, detail: input });
        return toAnswer(row!);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCaller(db, ctx, async (tx) => {
        const { companyId } = await mutable(tx, ctx, id);
        await repo.deleteAppointmentType(tx, { id, companyId });
        await audit(tx, ctx, { action: 'delete', entity: 'load_appointment_type', entityId: id });
      });
    },
  };
}
export type AppointmentTypesService = ReturnType<typeof createAppointmentTypesService>;

/** An active appointment type the company may use (its own or a shared default), for loads' stops. */
export async function usableAppointmentType(tx: AppDb, companyId: number, id: number) {
  const row = await repo.findAppointmentType(tx, { id, scope: tenantScope(companyId) });
  return row?.is_active ? { id: row.id, has_time: row.has_time, has_time_range: row.has_time_range } : undefined;
}
