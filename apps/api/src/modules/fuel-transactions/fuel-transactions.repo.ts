import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { fuelCards, fuelImportBatches, fuelImportTemplates, fuelItems, fuelTransactions, users } from '../../db/schema';

export type TxFilter = {
  companyId: number;
  cardShort?: number;
  unit?: string;
  item?: string;
  source?: 'manual' | 'import';
  from?: string;
  to?: string;
  city?: string;
  state?: string;
  batchId?: number;
  minAmount?: string;
  maxAmount?: string;
  unmatched?: boolean;
};

const t = fuelTransactions;
const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);
const unmatchedSql = sql`(${t.fuel_card_id} is null or ${t.truck_id} is null or ${t.driver_id} is null)`;

function whereOf(f: TxFilter): SQL | undefined {
  return and(
    eq(t.company_id, f.companyId),
    f.cardShort === undefined ? undefined : eq(t.card_number_short, f.cardShort),
    f.unit ? ilike(t.truck_unit_number, `%${escapeLike(f.unit)}%`) : undefined,
    f.item ? sql`lower(${t.purchased_item}) = lower(${f.item})` : undefined,
    f.source ? eq(t.source_type, f.source) : undefined,
    f.from ? gte(t.transaction_date, f.from) : undefined,
    f.to ? lte(t.transaction_date, f.to) : undefined,
    f.city ? ilike(t.location_city, `%${escapeLike(f.city)}%`) : undefined,
    f.state ? sql`lower(${t.location_state}) = lower(${f.state})` : undefined,
    f.batchId === undefined ? undefined : eq(t.import_batch_id, f.batchId),
    f.minAmount ? gte(t.total_amount, f.minAmount) : undefined,
    f.maxAmount ? lte(t.total_amount, f.maxAmount) : undefined,
    f.unmatched === undefined ? undefined : f.unmatched ? unmatchedSql : sql`not ${unmatchedSql}`,
  );
}

const columns = { tx: t, card_last4: fuelCards.card_number_last4 };
const joined = (db: AppDb) => db.select(columns).from(t).leftJoin(fuelCards, eq(fuelCards.id, t.fuel_card_id));
export type TxRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function listTransactions(db: AppDb, f: TxFilter, page: Page) {
  return inPage(joined(db).where(whereOf(f)).orderBy(desc(t.transaction_date), desc(t.id)).$dynamic(), page);
}

export async function countTransactions(db: AppDb, f: TxFilter) {
  const [row] = await db.select({ n: count() }).from(t).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findTransaction(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await joined(db)
    .where(and(eq(t.company_id, where.companyId), eq(t.id, where.id)))
    .limit(1);
  return row;
}

export type TxValues = Omit<typeof t.$inferInsert, 'id' | 'created_at'>;

export async function insertTransaction(db: AppDb, values: TxValues) {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!;
}

export async function updateTransaction(
  db: AppDb,
  where: { companyId: number; id: number },
  values: Partial<TxValues>,
) {
  const rows = await db
    .update(t)
    .set(values)
    .where(and(eq(t.company_id, where.companyId), eq(t.id, where.id)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function deleteTransactions(db: AppDb, where: { companyId: number; ids: number[] }) {
  const rows = await db
    .delete(t)
    .where(and(eq(t.company_id, where.companyId), inArray(t.id, where.ids)))
    .returning({ id: t.id });
  return rows.length;
}

/** Totals of the period, summed by PostgreSQL in numeric: exact, never through a float. */
export async function summary(db: AppDb, f: TxFilter) {
  const where = whereOf(f);
  const fuel = sql`${t.item_category} = 'fuel'`;
  const [totals] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      quantity: sql<string>`coalesce(sum(${t.unit_quantity}) filter (where ${fuel}), 0)::text`,
      amount: sql<string>`coalesce(sum(${t.total_amount}), 0)::text`,
      surcharge: sql<string>`coalesce(sum(${t.surcharge_amount}), 0)::text`,
      fuel_amount: sql<string>`coalesce(sum(${t.total_amount}) filter (where ${fuel}), 0)::text`,
      average: sql<
        string | null
      >`round(sum(${t.total_amount}) filter (where ${fuel}) / nullif(sum(${t.unit_quantity}) filter (where ${fuel}), 0), 3)::text`,
      unmatched: sql<number>`count(*) filter (where ${unmatchedSql})`.mapWith(Number),
    })
    .from(t)
    .where(where);
  const group = (key: SQL) => ({
    count: sql<number>`count(*)`.mapWith(Number),
    quantity: sql<string>`sum(${t.unit_quantity})::text`,
    amount: sql<string>`sum(${t.total_amount})::text`,
    key,
  });
  const byItem = await db
    .select({ ...group(sql`${t.purchased_item}`), category: sql<string>`min(${t.item_category})` })
    .from(t)
    .where(where)
    .groupBy(t.purchased_item)
    .orderBy(desc(sql`sum(${t.total_amount})`))
    .limit(100);
  const byState = await db
    .select(group(sql`${t.location_state}`))
    .from(t)
    .where(where)
    .groupBy(t.location_state)
    .orderBy(desc(sql`sum(${t.total_amount})`))
    .limit(100);
  const byCategory = await db
    .select(group(sql`${t.item_category}`))
    .from(t)
    .where(where)
    .groupBy(t.item_category)
    .orderBy(asc(t.item_category));
  return { totals: totals!, byItem, byState, byCategory };
}

export function items(db: AppDb) {
  return db.select().from(fuelItems).orderBy(asc(fuelItems.category), asc(fuelItems.item_code));
}

export async function distinctItems(db: AppDb, companyId: number) {
  const rows = await db
    .selectDistinct({ item: t.purchased_item })
    .from(t)
    .where(eq(t.company_id, companyId))
    .orderBy(t.purchased_item)
    .limit(500);
  return rows.map((r) => r.item);
}

/* ------------------------------------------------------------------ import */

/** Serialises the imports of one company, so duplicate and idempotency checks see every earlier commit. */
export async function lockImports(db: AppDb, companyId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext('fuel_transactions.import'))`);
}

export async function existingKeys(db: AppDb, companyId: number, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: t.natural_key })
    .from(t)
    .where(and(eq(t.company_id, companyId), inArray(t.natural_key, keys)));
  return new Set(rows.map((r) => r.key as string));
}

export type ImportRow = {
  card_number_short: number | null;
  card_hint: string | null;
  fuel_card_id: number | null;
  truck_id: number | null;
  driver_id: number | null;
  driver_name: string | null;
  transaction_date: string;
  transaction_reference: string | null;
  truck_unit_number: string | null;
  odometer: number | null;
  location: string | null;
  location_city: string | null;
  location_state: string | null;
  location_country: string;
  purchased_item: string;
  item_category: string;
  unit_quantity: string;
  price_per_unit: string;
  total_amount: string;
  surcharge_amount: string | null;
  natural_key: string;
};

/**
 * Inserts many rows with one statement: the rows travel as one JSON parameter, which both
 * PostgreSQL and the embedded database accept, instead of thousands of bound parameters. Rows
 * whose natural key the company already has are left out (the duplicate check of decision 83, in
 * the same statement); answers what went in: the count, the matched count and the exact sums.
 */
export async function insertImported(
  db: AppDb,
  meta: { companyId: number; batchId: number; userId: number | null },
  /** The rows as a JSON array of `ImportRow`s: only this text, not the objects, waits for the database. */
  rowsJson: string,
): Promise<{ inserted: number; matched: number; quantity: string | null; amount: string | null }> {
  // Both engines answer `{ rows }` (as db/raw-sql reads them).
  const result = (await db.execute(sql`
    with added as (
      insert into fuel_transactions (
        company_id, import_batch_id, source_type, created_by, card_number_short, card_hint, fuel_card_id, truck_id,
        driver_id, driver_name, transaction_date, transaction_reference, truck_unit_number, odometer, location,
        location_city, location_state, location_country, purchased_item, item_category, unit_quantity,
        price_per_unit, total_amount, surcharge_amount, natural_key)
      select ${meta.companyId}, ${meta.batchId}, 'import', ${meta.userId}, r.card_number_short, r.card_hint,
        r.fuel_card_id, r.truck_id, r.driver_id, r.driver_name, r.transaction_date, r.transaction_reference,
        r.truck_unit_number, r.odometer, r.location, r.location_city, r.location_state, r.location_country,
        r.purchased_item, r.item_category, r.unit_quantity, r.price_per_unit, r.total_amount, r.surcharge_amount,
        r.natural_key
      from jsonb_to_recordset(${rowsJson}::jsonb) as r(
        card_number_short integer, card_hint varchar, fuel_card_id integer, truck_id integer, driver_id integer,
        driver_name varchar, transaction_date date, transaction_reference varchar, truck_unit_number varchar,
        odometer integer, location varchar, location_city varchar, location_state varchar, location_country varchar,
        purchased_item varchar, item_category varchar, unit_quantity numeric, price_per_unit numeric,
        total_amount numeric, surcharge_amount numeric, natural_key varchar)
      where not exists (
        select 1 from fuel_transactions f where f.company_id = ${meta.companyId} and f.natural_key = r.natural_key)
      returning fuel_card_id, truck_id, driver_id, unit_quantity, total_amount)
    select count(*)::integer as inserted,
      count(*) filter (where fuel_card_id is not null and truck_id is not null and driver_id is not null)::integer
        as matched,
      sum(unit_quantity)::text as quantity, sum(total_amount)::text as amount
    from added`)) as { rows: { inserted: number; matched: number; quantity: string | null; amount: string | null }[] };
  return result.rows[0]!;
}

export async function insertBatch(db: AppDb, values: typeof fuelImportBatches.$inferInsert) {
  const [row] = await db.insert(fuelImportBatches).values(values).returning({ id: fuelImportBatches.id });
  return row!;
}

/** The counts and totals of a batch, written once its rows are in. */
export async function setBatchCounts(
  db: AppDb,
  id: number,
  counts: Pick<
    typeof fuelImportBatches.$inferInsert,
    'row_count' | 'duplicate_count' | 'matched_count' | 'total_quantity' | 'total_amount'
  >,
) {
  await db.update(fuelImportBatches).set(counts).where(eq(fuelImportBatches.id, id));
}

const b = fuelImportBatches;
const batchColumns = { batch: b, by_first: users.name, by_last: users.last_name };
const batchJoined = (db: AppDb) => db.select(batchColumns).from(b).leftJoin(users, eq(users.id, b.created_by));
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchJoined>['execute']>>[number];

export function listBatches(db: AppDb, companyId: number, page: Page) {
  return inPage(
    batchJoined(db).where(eq(b.company_id, companyId)).orderBy(desc(b.created_at), desc(b.id)).$dynamic(),
    page,
  );
}

export async function countBatches(db: AppDb, companyId: number) {
  const [row] = await db.select({ n: count() }).from(b).where(eq(b.company_id, companyId));
  return row?.n ?? 0;
}

export async function findBatch(db: AppDb, where: { companyId: number; id?: number; key?: string }) {
  const [row] = await batchJoined(db)
    .where(
      and(
        eq(b.company_id, where.companyId),
        where.id === undefined ? undefined : eq(b.id, where.id),
        where.key === undefined ? undefined : eq(b.idempotency_key, where.key),
      ),
    )
    .limit(1);
  return row;
}

export async function markUndone(db: AppDb, where: { companyId: number; id: number }) {
  const rows = await db
    .update(b)
    .set({ status: 'undone', undone_at: new Date() })
    .where(and(eq(b.company_id, where.companyId), eq(b.id, where.id), isNull(b.undone_at)))
    .returning({ id: b.id });
  return rows.length > 0;
}

export async function deleteBatchRows(db: AppDb, where: { companyId: number; batchId: number }) {
  const rows = await db
    .delete(t)
    .where(and(eq(t.company_id, where.companyId), eq(t.import_batch_id, where.batchId)))
    .returning({ id: t.id });
  return rows.length;
}

export function listTemplates(db: AppDb, companyId: number) {
  return db
    .select()
    .from(fuelImportTemplates)
    .where(eq(fuelImportTemplates.company_id, companyId))
    .orderBy(sql`lower(${fuelImportTemplates.name})`)
    .limit(200);
}

export async function findTemplate(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .select()
    .from(fuelImportTemplates)
    .where(and(eq(fuelImportTemplates.company_id, where.companyId), eq(fuelImportTemplates.id, where.id)));
  return row;
}

export async function insertTemplate(db: AppDb, values: typeof fuelImportTemplates.$inferInsert) {
  const [row] = await db.insert(fuelImportTemplates).values(values).onConflictDoNothing().returning();
  return row;
}
