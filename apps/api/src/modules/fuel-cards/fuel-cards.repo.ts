import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { drivers, fuelCardAssignments, fuelCards, trucks, users } from '../../db/schema';
import { containsPattern } from '../../db/search';

export type CardFilter = {
  companyId: number;
  search?: string;
  isActive?: boolean;
  provider?: string;
  isAssigned?: boolean;
};

const open = and(eq(fuelCardAssignments.fuel_card_id, fuelCards.id), isNull(fuelCardAssignments.unassigned_at));
const assigned = sql<boolean>`(${fuelCardAssignments.id} is not null and (${fuelCardAssignments.driver_id} is not null or ${fuelCardAssignments.truck_id} is not null))`;

/** Display columns: the holder's name and unit number are read with the card for one answer. */
const cardColumns = {
  card: fuelCards,
  assignment_id: fuelCardAssignments.id,
  driver_id: fuelCardAssignments.driver_id,
  truck_id: fuelCardAssignments.truck_id,
  driver_first: drivers.first_name,
  driver_last: drivers.last_name,
  truck_unit: trucks.unit_number,
};

function whereOf(f: CardFilter): SQL | undefined {
  const like = containsPattern(f.search);
  const digits = f.search?.replace(/\D/g, '');
  return ofCompany(
    fuelCards,
    f.companyId,
    { is_active: f.isActive },
    f.provider ? sql`lower(${fuelCards.card_provider}) = lower(${f.provider})` : undefined,
    f.isAssigned === undefined ? undefined : f.isAssigned ? assigned : sql`not ${assigned}`,
    like
      ? or(
          ilike(fuelCards.card_provider, like),
          digits ? eq(fuelCards.card_number_last4, digits.slice(-4)) : undefined,
          digits && digits.length <= 5 ? sql`${fuelCards.card_number_short}::text like ${`%${digits}%`}` : undefined,
          ilike(drivers.first_name, like),
          ilike(drivers.last_name, like),
          ilike(trucks.unit_number, like),
        )
      : undefined,
  );
}

/** Joins a select from cards to their open assignment and its holder, which the filters and columns read. */
function joinHolder<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(fuelCardAssignments, open)
    .leftJoin(drivers, eq(drivers.id, fuelCardAssignments.driver_id))
    .leftJoin(trucks, eq(trucks.id, fuelCardAssignments.truck_id));
}

function joined(db: AppDb) {
  return joinHolder(db.select(cardColumns).from(fuelCards).$dynamic());
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function listCards(db: AppDb, f: CardFilter, page: Page) {
  return inPage(joined(db).where(whereOf(f)).orderBy(desc(fuelCards.is_active), asc(fuelCards.id)).$dynamic(), page);
}

export async function countCards(db: AppDb, f: CardFilter) {
  const [row] = await joinHolder(db.select({ n: count() }).from(fuelCards).$dynamic()).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findCard(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await joined(db)
    .where(ofCompany(fuelCards, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

export async function lockCard(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, fuelCards, where, { lock: true });
}

export async function findByHash(db: AppDb, where: { companyId: number; hash: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: fuelCards.id })
    .from(fuelCards)
    .where(
      ofCompany(
        fuelCards,
        where.companyId,
        { card_number_hash: where.hash },
        where.exceptId ? ne(fuelCards.id, where.exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertCard(db: AppDb, values: typeof fuelCards.$inferInsert) {
  const [row] = await db.insert(fuelCards).values(values).onConflictDoNothing().returning({ id: fuelCards.id });
  return row;
}

export async function updateCard(
  db: AppDb,
  where: { companyId: number; id: number },
  values: Partial<Pick<typeof fuelCards.$inferInsert, 'card_number_short' | 'card_provider' | 'is_active'>>,
) {
  await db
    .update(fuelCards)
    .set({ ...values, updated_at: new Date() })
    .where(ofCompany(fuelCards, where.companyId, { id: where.id }));
}

export async function deleteCard(db: AppDb, where: { companyId: number; id: number }) {
  const rows = await db
    .delete(fuelCards)
    .where(ofCompany(fuelCards, where.companyId, { id: where.id }))
    .returning({ id: fuelCards.id });
  return rows.length > 0;
}

export async function closeAssignment(db: AppDb, where: { companyId: number; cardId: number }) {
  await db
    .update(fuelCardAssignments)
    .set({ unassigned_at: new Date() })
    .where(
      ofCompany(
        fuelCardAssignments,
        where.companyId,
        { fuel_card_id: where.cardId },
        isNull(fuelCardAssignments.unassigned_at),
      ),
    );
}

export async function openAssignment(
  db: AppDb,
  values: {
    company_id: number;
    fuel_card_id: number;
    driver_id: number | null;
    truck_id: number | null;
    assigned_by: number | null;
  },
) {
  await db.insert(fuelCardAssignments).values(values);
}

export function assignmentHistory(db: AppDb, where: { companyId: number; cardId: number }) {
  return db
    .select({
      id: fuelCardAssignments.id,
      driver_id: fuelCardAssignments.driver_id,
      driver_first: drivers.first_name,
      driver_last: drivers.last_name,
      truck_id: fuelCardAssignments.truck_id,
      truck_unit: trucks.unit_number,
      assigned_at: fuelCardAssignments.assigned_at,
      unassigned_at: fuelCardAssignments.unassigned_at,
      by_first: users.name,
      by_last: users.last_name,
    })
    .from(fuelCardAssignments)
    .leftJoin(drivers, eq(drivers.id, fuelCardAssignments.driver_id))
    .leftJoin(trucks, eq(trucks.id, fuelCardAssignments.truck_id))
    .leftJoin(users, eq(users.id, fuelCardAssignments.assigned_by))
    .where(ofCompany(fuelCardAssignments, where.companyId, { fuel_card_id: where.cardId }))
    .orderBy(desc(fuelCardAssignments.assigned_at), desc(fuelCardAssignments.id))
    .limit(200);
}

export async function cardStats(db: AppDb, companyId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${fuelCards.is_active})`.mapWith(Number),
      assigned: sql<number>`count(*) filter (where ${assigned})`.mapWith(Number),
    })
    .from(fuelCards)
    .leftJoin(fuelCardAssignments, open)
    .where(eq(fuelCards.company_id, companyId));
  const byProvider = await db
    .select({ card_provider: fuelCards.card_provider, count: sql<number>`count(*)`.mapWith(Number) })
    .from(fuelCards)
    .where(eq(fuelCards.company_id, companyId))
    .groupBy(fuelCards.card_provider)
    .orderBy(desc(sql`count(*)`), asc(fuelCards.card_provider));
  return { ...row!, byProvider };
}

/** The company's cards with what matching needs: short number, last 4, hash and holder. */
export function cardDirectory(db: AppDb, companyId: number) {
  return db
    .select({
      id: fuelCards.id,
      short: fuelCards.card_number_short,
      last4: fuelCards.card_number_last4,
      hash: fuelCards.card_number_hash,
      is_active: fuelCards.is_active,
      driver_id: fuelCardAssignments.driver_id,
      truck_id: fuelCardAssignments.truck_id,
    })
    .from(fuelCards)
    .leftJoin(fuelCardAssignments, open)
    .where(eq(fuelCards.company_id, companyId))
    .limit(20_000);
}

/** Every card sealed with another key than `keyId`, for the rotation command (all companies). */
export function cardsSealedWithOtherKey(db: AppDb, keyId: string, limit: number) {
  return db
    .select({
      id: fuelCards.id,
      company_id: fuelCards.company_id,
      card_number_encrypted: fuelCards.card_number_encrypted,
      card_key_id: fuelCards.card_key_id,
    })
    .from(fuelCards)
    .where(ne(fuelCards.card_key_id, keyId))
    .orderBy(asc(fuelCards.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function resealCard(db: AppDb, id: number, sealed: { encrypted: string; keyId: string }) {
  await db
    .update(fuelCards)
    .set({ card_number_encrypted: sealed.encrypted, card_key_id: sealed.keyId })
    .where(eq(fuelCards.id, id));
}
