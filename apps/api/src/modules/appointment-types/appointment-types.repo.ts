import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { loadAppointmentTypes } from '../../db/schema';
import { type Scope, tenantScope } from '../../lib/scope';

export type AppointmentTypeRow = typeof loadAppointmentTypes.$inferSelect;

/** A company sees its own types and the shared system defaults; the platform sees the defaults only. */
const visibleTo = (scope: Scope) =>
  scope.kind === 'platform'
    ? isNull(loadAppointmentTypes.company_id)
    : or(eq(loadAppointmentTypes.company_id, scope.companyId), isNull(loadAppointmentTypes.company_id));

function whereOf(f: { scope: Scope; activeOnly?: boolean }): SQL | undefined {
  return and(visibleTo(f.scope), f.activeOnly ? eq(loadAppointmentTypes.is_active, true) : undefined);
}

export function listAppointmentTypes(db: AppDb, f: { scope: Scope; activeOnly: boolean }, page: Page) {
  const ordered = db
    .select()
    .from(loadAppointmentTypes)
    .where(whereOf(f))
    .orderBy(
      sql`${loadAppointmentTypes.is_default} desc`,
      sql`lower(${loadAppointmentTypes.name})`,
      loadAppointmentTypes.id,
    );
  return inPage(ordered.$dynamic(), page);
}

export async function countAppointmentTypes(db: AppDb, f: { scope: Scope; activeOnly: boolean }) {
  return db.$count(loadAppointmentTypes, whereOf(f));
}

export async function findAppointmentType(db: AppDb, where: { id: number; scope: Scope }) {
  const [row] = await db
    .select()
    .from(loadAppointmentTypes)
    .where(and(eq(loadAppointmentTypes.id, where.id), visibleTo(where.scope)))
    .limit(1);
  return row;
}

export async function nameTaken(db: AppDb, companyId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(loadAppointmentTypes)
    .where(
      and(
        visibleTo(tenantScope(companyId)),
        eq(sql`lower(${loadAppointmentTypes.name})`, name.toLowerCase()),
        exceptId ? sql`${loadAppointmentTypes.id} <> ${exceptId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertAppointmentType(db: AppDb, values: typeof loadAppointmentTypes.$inferInsert) {
  const [row] = await db.insert(loadAppointmentTypes).values(values).returning();
  return row!;
}

/** Only a company's own (custom) types can change. */
export async function updateAppointmentType(
  db: AppDb,
  where: { id: number; companyId: number },
  values: Partial<AppointmentTypeRow>,
) {
  const [row] = await db
    .update(loadAppointmentTypes)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(loadAppointmentTypes.id, where.id), eq(loadAppointmentTypes.company_id, where.companyId)))
    .returning();
  return row;
}

export async function deleteAppointmentType(db: AppDb, where: { id: number; companyId: number }) {
  const [row] = await db
    .delete(loadAppointmentTypes)
    .where(and(eq(loadAppointmentTypes.id, where.id), eq(loadAppointmentTypes.company_id, where.companyId)))
    .returning({ id: loadAppointmentTypes.id });
  return row;
}

export async function appointmentTypeStats(db: AppDb, scope: Scope) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${loadAppointmentTypes.is_active})`.mapWith(Number),
      system_defaults: sql<number>`count(*) filter (where ${loadAppointmentTypes.is_default})`.mapWith(Number),
    })
    .from(loadAppointmentTypes)
    .where(visibleTo(scope));
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  const defaults = row?.system_defaults ?? 0;
  return { total, active, inactive: total - active, system_defaults: defaults, custom: total - defaults };
}
