import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { type ColumnValues, ofCompany } from '../../db/find';
import { fullName } from '../../db/names';
import { inPage, type Page } from '../../db/paging';
import { inRange } from '../../db/range';
import {
  companies,
  driverPayProfiles,
  driverStatementExclusions,
  driverStatementLines,
  driverStatements,
  drivers,
  fuelTransactions,
  loadAccessorials,
  loadStatuses,
  loads,
  recurringCharges,
} from '../../db/schema';
import { deliveredStatus } from '../../db/status-meaning';
import { updateVersioned } from '../../db/versioned';

export type StatementRow = typeof driverStatements.$inferSelect;
export type LineRow = typeof driverStatementLines.$inferSelect;
export type NewLine = Omit<typeof driverStatementLines.$inferInsert, 'id' | 'created_at'>;
export type ChargeRow = typeof recurringCharges.$inferSelect;

type Company = { companyId: number };
export type StatementFilter = Company & {
  periodStart?: string | null;
  periodEnd?: string | null;
  status?: string;
  driverId?: number;
};

const driverName = fullName(drivers.first_name, drivers.last_name);

/** Statements with their driver's name, type and e-mail, as lists, the detail and the export show them. */
function selectSummaries(db: AppDb) {
  return db
    .select({
      statement: driverStatements,
      driver_name: driverName,
      driver_type: drivers.driver_type,
      driver_email: drivers.email,
    })
    .from(driverStatements)
    .innerJoin(drivers, eq(drivers.id, driverStatements.driver_id));
}

/** One driver's rows of a company's table, and whatever else is asked: a statement is one driver's. */
function ofDriver<T extends PgTable & { company_id: PgColumn; driver_id: PgColumn }>(
  table: T,
  where: Company & { driverId: number },
  ...more: (SQL | undefined)[]
): SQL {
  return ofCompany(table, where.companyId, { driver_id: where.driverId } as ColumnValues<T>, ...more);
}

function whereOf(f: StatementFilter): SQL | undefined {
  return and(
    eq(driverStatements.company_id, f.companyId),
    f.periodStart ? gte(driverStatements.period_end, f.periodStart) : undefined,
    f.periodEnd ? lte(driverStatements.period_start, f.periodEnd) : undefined,
    f.status ? eq(driverStatements.status, f.status) : undefined,
    f.driverId ? eq(driverStatements.driver_id, f.driverId) : undefined,
  );
}

export function listStatements(db: AppDb, f: StatementFilter, page: Page) {
  return inPage(
    selectSummaries(db)
      .where(whereOf(f))
      .orderBy(desc(driverStatements.period_start), sql`lower(${drivers.last_name})`, driverStatements.id)
      .$dynamic(),
    page,
  );
}

export async function countStatements(db: AppDb, f: StatementFilter): Promise<number> {
  return db.$count(driverStatements, whereOf(f));
}

/** Count, net and payable per status (sums in SQL over integer cents). */
export function statementTotalsByStatus(db: AppDb, f: StatementFilter) {
  return db
    .select({
      status: driverStatements.status,
      count: count(),
      net: sql<string>`coalesce(sum(${driverStatements.net_cents}), 0)::text`,
      payable: sql<string>`coalesce(sum(greatest(${driverStatements.net_cents}, 0)), 0)::text`,
    })
    .from(driverStatements)
    .where(whereOf(f))
    .groupBy(driverStatements.status);
}

export async function findStatement(db: AppDb, where: Company & { id: number }) {
  const [row] = await selectSummaries(db)
    .where(ofCompany(driverStatements, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

/** Serialises work on one statement (edits, approval, payment) until the transaction ends. */
export async function lockStatement(db: AppDb, where: Company & { id: number }) {
  const [row] = await db
    .select({ id: driverStatements.id })
    .from(driverStatements)
    .where(ofCompany(driverStatements, where.companyId, { id: where.id }))
    .for('update');
  return row;
}

/** Serialises statement generation per driver: a second generation waits and then sees the first one's lines. */
export async function lockDriver(db: AppDb, where: Company & { driverId: number }) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${where.companyId}, hashtext(${`driver-statements:${where.driverId}`}))`,
  );
}

/** The driver's statement whose period shares a day with this one, if any: pay periods never overlap. */
export async function findStatementOverlapping(
  db: AppDb,
  where: Company & { driverId: number; periodStart: string; periodEnd: string },
) {
  const [row] = await db
    .select()
    .from(driverStatements)
    .where(
      ofDriver(
        driverStatements,
        where,
        lte(driverStatements.period_start, where.periodEnd),
        gte(driverStatements.period_end, where.periodStart),
      ),
    )
    .orderBy(asc(driverStatements.period_start))
    .limit(1);
  return row;
}

export async function insertStatement(
  db: AppDb,
  values: {
    company_id: number;
    driver_id: number;
    period_start: string;
    period_end: string;
    created_by: number | null;
  },
) {
  const [row] = await db.insert(driverStatements).values(values).returning();
  return row as StatementRow;
}

export async function updateStatement(
  db: AppDb,
  where: Company & { id: number; status?: string },
  values: Partial<Omit<StatementRow, 'id' | 'company_id' | 'driver_id' | 'created_at'>>,
) {
  const match = ofCompany(driverStatements, where.companyId, { id: where.id, status: where.status });
  return updateVersioned(db, driverStatements, match, values);
}

export function deleteStatement(db: AppDb, where: Company & { id: number }) {
  return db
    .delete(driverStatements)
    .where(ofCompany(driverStatements, where.companyId, { id: where.id, status: 'draft' }))
    .returning({ id: driverStatements.id });
}

// ---- lines ----

export function listLines(db: AppDb, where: Company & { statementId: number }) {
  return db
    .select()
    .from(driverStatementLines)
    .where(ofCompany(driverStatementLines, where.companyId, { statement_id: where.statementId }))
    .orderBy(asc(driverStatementLines.id));
}

export async function insertLines(db: AppDb, values: NewLine[]) {
  if (values.length === 0) return [];
  return db.insert(driverStatementLines).values(values).returning();
}

export function deleteGeneratedLines(db: AppDb, where: Company & { statementId: number }) {
  return db
    .delete(driverStatementLines)
    .where(ofCompany(driverStatementLines, where.companyId, { statement_id: where.statementId, source: 'generated' }));
}

export function deleteLine(db: AppDb, where: Company & { statementId: number; id: number }) {
  return db
    .delete(driverStatementLines)
    .where(ofCompany(driverStatementLines, where.companyId, { statement_id: where.statementId, id: where.id }))
    .returning({ id: driverStatementLines.id });
}

/** A load's lines on a statement: its pay, and its accessorials paid to the driver (named in their details). */
export function deleteLoadLines(db: AppDb, where: Company & { statementId: number; loadId: number }) {
  return db
    .delete(driverStatementLines)
    .where(
      ofCompany(
        driverStatementLines,
        where.companyId,
        { statement_id: where.statementId },
        or(
          eq(driverStatementLines.load_id, where.loadId),
          sql`${driverStatementLines.details}->>'accessorial_load_id' = ${String(where.loadId)}`,
        ),
      ),
    )
    .returning({ id: driverStatementLines.id });
}

export async function updateLine(
  db: AppDb,
  where: Company & { statementId: number; id: number },
  values: { description?: string; amount_cents?: bigint },
) {
  const [row] = await db
    .update(driverStatementLines)
    .set(values)
    .where(ofCompany(driverStatementLines, where.companyId, { statement_id: where.statementId, id: where.id }))
    .returning();
  return row;
}

/** The line carrying a statement's negative balance into a later one, if any. */
export async function findCarryLine(db: AppDb, where: Company & { carriedStatementId: number }) {
  const [row] = await db
    .select({ id: driverStatementLines.id, statement_id: driverStatementLines.statement_id })
    .from(driverStatementLines)
    .where(ofCompany(driverStatementLines, where.companyId, { carried_statement_id: where.carriedStatementId }))
    .limit(1);
  return row;
}

// ---- exclusions ----

export function listExclusions(db: AppDb, where: Company & { statementId: number }) {
  return db
    .select({
      load_id: driverStatementExclusions.load_id,
      load_number: loads.load_number,
      reason: driverStatementExclusions.reason,
      created_at: driverStatementExclusions.created_at,
    })
    .from(driverStatementExclusions)
    .innerJoin(loads, eq(loads.id, driverStatementExclusions.load_id))
    .where(ofCompany(driverStatementExclusions, where.companyId, { statement_id: where.statementId }))
    .orderBy(driverStatementExclusions.id);
}

export function insertExclusion(
  db: AppDb,
  values: { company_id: number; statement_id: number; load_id: number; reason: string; created_by: number | null },
) {
  return db
    .insert(driverStatementExclusions)
    .values(values)
    .onConflictDoUpdate({
      target: [driverStatementExclusions.statement_id, driverStatementExclusions.load_id],
      set: { reason: values.reason },
    });
}

// ---- what a statement is generated from ----

export function activeDrivers(db: AppDb, where: Company & { ids?: number[] }) {
  return db
    .select({ id: drivers.id, name: driverName, driver_type: drivers.driver_type, is_active: drivers.is_active })
    .from(drivers)
    .where(
      ofCompany(drivers, where.companyId, {}, where.ids ? inArray(drivers.id, where.ids) : eq(drivers.is_active, true)),
    )
    .orderBy(drivers.id);
}

export function payProfiles(db: AppDb, where: Company & { driverIds: number[] }) {
  return db
    .select()
    .from(driverPayProfiles)
    .where(ofCompany(driverPayProfiles, where.companyId, {}, inArray(driverPayProfiles.driver_id, where.driverIds)))
    .orderBy(driverPayProfiles.driver_id, desc(driverPayProfiles.effective_date));
}

/**
 * A driver's delivered loads to pay: delivered in the period, or left off an earlier statement
 * of theirs with a reason; in both cases not on any statement of theirs yet.
 */
export function loadsToPay(db: AppDb, where: Company & { driverId: number; periodStart: string; periodEnd: string }) {
  const onStatement = sql`exists (select 1 from ${driverStatementLines} l where l.company_id = ${loads.company_id} and l.load_id = ${loads.id} and l.driver_id = ${where.driverId})`;
  const excludedEarlier = sql`exists (select 1 from ${driverStatementExclusions} e join ${driverStatements} s on s.id = e.statement_id where e.load_id = ${loads.id} and s.driver_id = ${where.driverId} and s.period_end < ${where.periodStart})`;
  return db
    .select({
      id: loads.id,
      load_number: loads.load_number,
      driver_id: loads.driver_id,
      secondary_driver_id: loads.secondary_driver_id,
      is_team_load: loads.is_team_load,
      team_pay_split_primary: loads.team_pay_split_primary,
      rate_booked: loads.rate_booked,
      rate_dispatched: loads.rate_dispatched,
      rate_dispatched_manual: loads.rate_dispatched_manual,
      loaded_miles: loads.loaded_miles,
      empty_miles: loads.empty_miles,
      first_pickup_city: loads.first_pickup_city,
      first_pickup_state: loads.first_pickup_state,
      last_delivery_city: loads.last_delivery_city,
      last_delivery_state: loads.last_delivery_state,
      last_delivery_date: loads.last_delivery_date,
    })
    .from(loads)
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .where(
      ofCompany(
        loads,
        where.companyId,
        {},
        or(eq(loads.driver_id, where.driverId), eq(loads.secondary_driver_id, where.driverId)),
        // Delivered loads are paid on a statement (decisions 0111, 0150); a draft is not paid (decision 0195).
        deliveredStatus,
        eq(loads.is_draft, false),
        isNotNull(loads.last_delivery_date),
        lte(loads.last_delivery_date, where.periodEnd),
        or(gte(loads.last_delivery_date, where.periodStart), excludedEarlier),
        sql`not ${onStatement}`,
      ),
    )
    .orderBy(loads.last_delivery_date, loads.id);
}

/** The accessorials paid to the driver on these loads (decision 0198), oldest first. */
export function paidAccessorials(db: AppDb, where: Company & { loadIds: number[] }) {
  return db
    .select({
      id: loadAccessorials.id,
      load_id: loadAccessorials.load_id,
      kind: loadAccessorials.kind,
      description: loadAccessorials.description,
      amount: loadAccessorials.amount,
    })
    .from(loadAccessorials)
    .where(
      ofCompany(
        loadAccessorials,
        where.companyId,
        { paid_to_driver: true },
        inArray(loadAccessorials.load_id, where.loadIds.length ? where.loadIds : [0]),
      ),
    )
    .orderBy(loadAccessorials.load_id, loadAccessorials.id);
}

/** The loads left off this statement. */
export async function excludedLoadIds(db: AppDb, where: Company & { statementId: number }): Promise<number[]> {
  const rows = await db
    .select({ id: driverStatementExclusions.load_id })
    .from(driverStatementExclusions)
    .where(ofCompany(driverStatementExclusions, where.companyId, { statement_id: where.statementId }));
  return rows.map((r) => r.id);
}

/**
 * The period's fuel-card purchases of a driver in these categories, not on a statement yet,
 * held (FOR SHARE) until the statement is saved: an edit of one waits, and one being edited is
 * read as it is committed, so a line never keeps an amount the transaction no longer has.
 */
export function fuelToDeduct(
  db: AppDb,
  where: Company & { driverId: number; periodStart: string; periodEnd: string; categories: string[] },
) {
  return db
    .select({
      id: fuelTransactions.id,
      transaction_date: fuelTransactions.transaction_date,
      purchased_item: fuelTransactions.purchased_item,
      item_category: fuelTransactions.item_category,
      location_city: fuelTransactions.location_city,
      location_state: fuelTransactions.location_state,
      unit_quantity: fuelTransactions.unit_quantity,
      total_amount: fuelTransactions.total_amount,
    })
    .from(fuelTransactions)
    .where(
      ofDriver(
        fuelTransactions,
        where,
        inRange(fuelTransactions.transaction_date, where.periodStart, where.periodEnd),
        inArray(fuelTransactions.item_category, where.categories),
        sql`not exists (select 1 from ${driverStatementLines} l where l.company_id = ${fuelTransactions.company_id} and l.fuel_transaction_id = ${fuelTransactions.id})`,
      ),
    )
    .orderBy(fuelTransactions.transaction_date, fuelTransactions.id)
    .for('share');
}

/** A driver's approved or paid statements before a period whose net is negative and not carried yet. */
export function uncarriedNegatives(db: AppDb, where: Company & { driverId: number; before: string }) {
  return db
    .select({ id: driverStatements.id, net_cents: driverStatements.net_cents, period_end: driverStatements.period_end })
    .from(driverStatements)
    .where(
      ofDriver(
        driverStatements,
        where,
        inArray(driverStatements.status, ['approved', 'paid']),
        lt(driverStatements.net_cents, sql`0`),
        lt(driverStatements.period_end, where.before),
        sql`not exists (select 1 from ${driverStatementLines} l where l.carried_statement_id = ${driverStatements.id})`,
      ),
    )
    .orderBy(driverStatements.period_end);
}

/** Sum of a charge's lines on a driver's statements before a period (other statements only). */
export function chargeTotalsBefore(
  db: AppDb,
  where: Company & { chargeIds: number[]; before: string; exceptStatementId: number },
) {
  if (where.chargeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      charge_id: driverStatementLines.recurring_charge_id,
      total: sql<string>`coalesce(sum(${driverStatementLines.amount_cents}), 0)::text`,
    })
    .from(driverStatementLines)
    .innerJoin(driverStatements, eq(driverStatements.id, driverStatementLines.statement_id))
    .where(
      ofCompany(
        driverStatementLines,
        where.companyId,
        {},
        inArray(driverStatementLines.recurring_charge_id, where.chargeIds),
        lt(driverStatements.period_start, where.before),
        ne(driverStatements.id, where.exceptStatementId),
      ),
    )
    .groupBy(driverStatementLines.recurring_charge_id);
}

/** Year to date over the driver's approved and paid statements (and this one), up to this one's end. */
export async function yearToDate(
  db: AppDb,
  where: Company & { driverId: number; yearStart: string; upTo: string; statementId: number },
) {
  const [row] = await db
    .select({
      gross: sql<string>`coalesce(sum(${driverStatements.earnings_cents} + ${driverStatements.additions_cents}), 0)::text`,
      // Net pay actually due: a negative week pays nothing and its balance is deducted the week after.
      net: sql<string>`coalesce(sum(greatest(${driverStatements.net_cents}, 0)), 0)::text`,
    })
    .from(driverStatements)
    .where(
      ofDriver(
        driverStatements,
        where,
        inRange(driverStatements.period_end, where.yearStart, where.upTo),
        or(inArray(driverStatements.status, ['approved', 'paid']), eq(driverStatements.id, where.statementId)),
      ),
    );
  return { gross: BigInt(row?.gross ?? '0'), net: BigInt(row?.net ?? '0') };
}

export async function companyOf(db: AppDb, where: Company) {
  const [row] = await db
    .select({ name: companies.name, time_zone: companies.time_zone })
    .from(companies)
    .where(eq(companies.id, where.companyId))
    .limit(1);
  return row;
}

// ---- recurring charges ----

export type ChargeFilter = Company & { driverId?: number; activeOnly?: boolean };

function chargeWhere(f: ChargeFilter) {
  return and(
    eq(recurringCharges.company_id, f.companyId),
    f.driverId ? eq(recurringCharges.driver_id, f.driverId) : undefined,
    f.activeOnly ? eq(recurringCharges.is_active, true) : undefined,
  );
}

/** Each charge with its driver's name and everything deducted for it so far (all statements). */
function selectCharges(db: AppDb) {
  return db
    .select({
      charge: recurringCharges,
      driver_name: driverName,
      deducted: sql<string>`(select coalesce(sum(l.amount_cents), 0) from ${driverStatementLines} l where l.recurring_charge_id = ${recurringCharges.id})::text`,
    })
    .from(recurringCharges)
    .innerJoin(drivers, eq(drivers.id, recurringCharges.driver_id));
}

export function listCharges(db: AppDb, f: ChargeFilter, page: Page) {
  return inPage(
    selectCharges(db).where(chargeWhere(f)).orderBy(sql`lower(${drivers.last_name})`, recurringCharges.id).$dynamic(),
    page,
  );
}

export async function countCharges(db: AppDb, f: ChargeFilter) {
  return db.$count(recurringCharges, chargeWhere(f));
}

export async function findCharge(db: AppDb, where: Company & { id: number }) {
  const [row] = await selectCharges(db)
    .where(ofCompany(recurringCharges, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

/** A driver's active charges that have started by the period's end. */
export function chargesForPeriod(db: AppDb, where: Company & { driverId: number; periodEnd: string }) {
  return db
    .select()
    .from(recurringCharges)
    .where(
      ofDriver(
        recurringCharges,
        where,
        eq(recurringCharges.is_active, true),
        lte(recurringCharges.start_date, where.periodEnd),
      ),
    )
    .orderBy(recurringCharges.id);
}

export async function insertCharge(db: AppDb, values: typeof recurringCharges.$inferInsert) {
  const [row] = await db.insert(recurringCharges).values(values).returning();
  return row as ChargeRow;
}

export async function updateCharge(
  db: AppDb,
  where: Company & { id: number; version: number },
  values: Partial<typeof recurringCharges.$inferInsert>,
) {
  const match = ofCompany(recurringCharges, where.companyId, { id: where.id, version: where.version });
  return updateVersioned(db, recurringCharges, match, values);
}

export async function chargeUseCount(db: AppDb, where: Company & { id: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(driverStatementLines)
    .where(ofCompany(driverStatementLines, where.companyId, { recurring_charge_id: where.id }));
  return row?.n ?? 0;
}

export function deleteCharge(db: AppDb, where: Company & { id: number }) {
  return db
    .delete(recurringCharges)
    .where(ofCompany(recurringCharges, where.companyId, { id: where.id }))
    .returning({ id: recurringCharges.id });
}

export async function driverExists(db: AppDb, where: Company & { id: number }) {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(ofCompany(drivers, where.companyId, { id: where.id }))
    .limit(1);
  return Boolean(row);
}

/** Statements of a period, for the payroll export (all of them; the export streams one CSV). */
export function statementsForExport(db: AppDb, where: Company & { periodStart: string; periodEnd: string }) {
  return selectSummaries(db)
    .where(whereOf({ companyId: where.companyId, periodStart: where.periodStart, periodEnd: where.periodEnd }))
    .orderBy(sql`lower(${drivers.last_name})`, driverStatements.period_start, driverStatements.id);
}

/** A driver's approved and paid statements, newest period first (the driver app's pay list). */
export function listIssuedStatements(db: AppDb, where: Company & { driverId: number }, limit: number) {
  return selectSummaries(db)
    .where(ofDriver(driverStatements, where, inArray(driverStatements.status, ['approved', 'paid'])))
    .orderBy(desc(driverStatements.period_start), desc(driverStatements.id))
    .limit(limit);
}
