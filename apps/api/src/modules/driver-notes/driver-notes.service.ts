import {
  capabilitiesOf,
  DRIVER_MESSAGES,
  type DriverNote,
  type DriverNoteCreate,
  type DriverNoteUpdate,
  isRecentCritical,
  DRIVER_NOTE_MESSAGES as M,
  RECENT_CRITICAL_HOURS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { driverExists } from '../drivers/drivers.service';
import * as repo from './driver-notes.repo';

const since = (now = new Date()) => new Date(now.getTime() - RECENT_CRITICAL_HOURS * 3_600_000);

function toNote(r: repo.NoteWithAuthor, now = new Date()): DriverNote {
  const n = r.note;
  return {
    id: n.id,
    driver_id: n.driver_id,
    title: n.title,
    content: n.content,
    note_type: n.note_type as DriverNote['note_type'],
    importance: n.importance as DriverNote['importance'],
    category: n.category as DriverNote['category'],
    is_active: n.is_active,
    is_recent_critical: isRecentCritical({ ...n, created_at: n.created_at }, now),
    created_by: n.created_by,
    creator_name: r.creator_name,
    creator_last_name: r.creator_last_name,
    created_at: n.created_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
  };
}

/**
 * Driver notes. Personal notes exist only for their author: others never see them, in lists,
 * counts or by id (decision 0043). A general note is changed by its author or by those who keep
 * drivers (the `drivers` capability).
 */
export function createDriverNotesService(db: AppDb) {
  async function editable(tx: AppDb, ctx: Ctx, companyId: number, id: number) {
    const row = await repo.findVisible(tx, { companyId, id, viewerId: ctx.userId });
    if (!row) throw notFound(M.notFound);
    if (row.note.created_by !== ctx.userId && !capabilitiesOf(ctx.roles).has('drivers')) throw forbidden(M.notAuthor);
    return row;
  }

  return {
    list(ctx: Ctx, driverId: number, q: { skip: number; limit: number; critical_only: boolean }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, driverId))) throw notFound(DRIVER_MESSAGES.notFound);
        const where = { companyId, driverId, viewerId: ctx.userId, since: since(), criticalOnly: q.critical_only };
        const rows = await repo.listNotes(tx, where, q);
        const counts = await repo.countNotes(tx, where);
        return { notes: rows.map((r) => toNote(r)), total: counts.total, recent_critical_count: counts.recentCritical };
      });
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = await repo.findVisible(tx, { companyId, id, viewerId: ctx.userId });
        if (!row) throw notFound(M.notFound);
        return toNote(row);
      });
    },

    create(ctx: Ctx, input: DriverNoteCreate) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, input.driver_id)))
          throw invalidField('driver_id', DRIVER_MESSAGES.notFound);
        const { id } = await repo.insertNote(tx, { ...input, company_id: companyId, created_by: ctx.userId });
        // Titles and contents of personal notes stay out of the audit log too.
        await audit(tx, ctx, {
          action: 'create',
          entity: 'driver_note',
          entityId: id,
          detail: { driver_id: input.driver_id, note_type: input.note_type },
        });
        const row = await repo.findVisible(tx, { companyId, id, viewerId: ctx.userId });
        return toNote(row!);
      });
    },

    update(ctx: Ctx, id: number, input: DriverNoteUpdate) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await editable(tx, ctx, companyId, id);
        await repo.updateNote(tx, { companyId, id }, input);
        await audit(tx, ctx, {
          action: 'update',
          entity: 'driver_note',
          entityId: id,
          detail: { fields: Object.keys(input) },
        });
        const row = await repo.findVisible(tx, { companyId, id, viewerId: ctx.userId });
        return toNote(row!);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await editable(tx, ctx, companyId, id);
        await repo.updateNote(tx, { companyId, id }, { is_active: false });
        await audit(tx, ctx, { action: 'delete', entity: 'driver_note', entityId: id });
        return { message: M.deleted };
      });
    },
  };
}

export type DriverNotesService = ReturnType<typeof createDriverNotesService>;
