import { finished } from 'node:stream/promises';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type CopyStreamQuery, from as copyFrom } from 'pg-copy-streams';
import { type AppDb, postgresConnectionOf } from '../../db/client';
import { ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { inRange } from '../../db/range';
import {
  driverStatementLines,
  driverStatements,
  drivers,
  fuelCards,
  fuelImportBatches,
  fuelImportTemplates,
  fuelItems,
  fuelTransactions,
  trucks,
  users,
} from '../../db/schema';
import { searchIn } from '../../db/search';
import type { ReadRow } from './import-rows';

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
const unmatchedSql = sql`(${t.fuel_card_id} is null or ${t.truck_id} is null or ${t.driver_id} is null)`;

function whereOf(f: TxFilter): SQL | undefined {
  return ofCompany(
    t,
    f.companyId,
    { card_number_short: f.cardShort },
    searchIn(f.unit, [t.truck_unit_number]),
    f.item ? sql`lower(${t.purchased_item}) = lower(${f.item})` : undefined,
    f.source ? eq(t.source_type, f.source) : undefined,
    inRange(t.transaction_date, f.from, f.to),
    searchIn(f.city, [t.location_city]),
    f.state ? sql`lower(${t.location_state}) = lower(${f.state})` : undefined,
    f.batchId === undefined ? undefined : eq(t.import_batch_id, f.batchId),
    inRange(t.total_amount, f.minAmount, f.maxAmount),
    f.unmatched === undefined ? undefined : f.unmatched ? unmatchedSql : sql`not ${unmatchedSql}`,
  );
}

const lines = driverStatementLines;
/**
 * A transaction with what is shown beside it: its card's last 4, the matched driver's name and
 * truck's unit number (decision 81: joined for display only) and the statement deducting it.
 */
const columns = {
  tx: t,
  card_last4: fuelCards.card_number_last4,
  driver_first: drivers.first_name,
  driver_last: drivers.last_name,
  truck_unit: trucks.unit_number,
  statement_id: lines.statement_id,
  statement_status: driverStatements.status,
};
const joined = (db: AppDb) =>
  db
    .select(columns)
    .from(t)
    .leftJoin(fuelCards, eq(fuelCards.id, t.fuel_card_id))
    .leftJoin(drivers, eq(drivers.id, t.driver_id))
    .leftJoin(trucks, eq(trucks.id, t.truck_id))
    // At most one line per transaction (the unique index `driver_statement_lines_fuel_key`).
    .leftJoin(lines, and(eq(lines.company_id, t.company_id), eq(lines.fuel_transaction_id, t.id)))
    .leftJoin(driverStatements, eq(driverStatements.id, lines.statement_id));
export type TxRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function listTransactions(db: AppDb, f: TxFilter, page: Page) {
  return inPage(joined(db).where(whereOf(f)).orderBy(desc(t.transaction_date), desc(t.id)).$dynamic(), page);
}

export async function countTransactions(db: AppDb, f: TxFilter) {
  return db.$count(t, whereOf(f));
}

export async function findTransaction(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await joined(db)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

/**
 * Locks a transaction's row for a change: statement generation's line takes a key share lock on
 * it, so a change waits for a generation that took it, and then sees its line.
 */
export async function lockTransaction(db: AppDb, where: { companyId: number; id: number }) {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .for('update');
  return rows.length > 0;
}

/** The transactions among these (or of a batch) that a driver statement deducts, with the statement. */
export function statementHolds(db: AppDb, where: { companyId: number; ids?: number[]; batchId?: number }) {
  return db
    .select({
      id: t.id,
      transaction_date: t.transaction_date,
      purchased_item: t.purchased_item,
      total_amount: t.total_amount,
      statement_id: lines.statement_id,
      status: driverStatements.status,
    })
    .from(t)
    .innerJoin(lines, and(eq(lines.company_id, t.company_id), eq(lines.fuel_transaction_id, t.id)))
    .innerJoin(driverStatements, eq(driverStatements.id, lines.statement_id))
    .where(
      ofCompany(
        t,
        where.companyId,
        { import_batch_id: where.batchId },
        where.ids ? inArray(t.id, where.ids) : undefined,
      ),
    )
    .orderBy(t.transaction_date, t.id);
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
    .where(ofCompany(t, where.companyId, { id: where.id }))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function deleteTransactions(db: AppDb, where: { companyId: number; ids: number[] }) {
  const rows = await db
    .delete(t)
    .where(ofCompany(t, where.companyId, {}, inArray(t.id, where.ids)))
    .returning({ id: t.id });
  return rows.length;
}

/** Totals of the period, summed by PostgreSQL in numeric: exact, never through a float. */
export async function summary(db: AppDb, f: TxFilter) {
  const where = whereOf(f);
  const fuel = sql`${t.item_category} = 'fuel'`;
  // With no rows the sums keep their columns' decimals ("0.00", "0.000"), as money and gallons always read.
  const [totals] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      quantity: sql<string>`coalesce(sum(${t.unit_quantity}) filter (where ${fuel}), 0.000)::text`,
      amount: sql<string>`coalesce(sum(${t.total_amount}), 0.00)::text`,
      surcharge: sql<string>`coalesce(sum(${t.surcharge_amount}), 0.00)::text`,
      fuel_amount: sql<string>`coalesce(sum(${t.total_amount}) filter (where ${fuel}), 0.00)::text`,
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
    .where(ofCompany(t, companyId, {}, inArray(t.natural_key, keys)));
  return new Set(rows.map((r) => r.key as string));
}

/** A read file row (`ReadRow`) as it is stored: its card text gives way to what matching found. */
export type ImportRow = Omit<ReadRow, 'row' | 'card'> & {
  card_number_short: number | null;
  card_hint: string | null;
  fuel_card_id: number | null;
  truck_id: number | null;
  driver_id: number | null;
};

/**
 * An import row's fields, in the order of the statements below, with their SQL types: the record
 * type of `jsonb_to_recordset` and of the COPY path's staging table alike.
 */
const IMPORT_COLUMNS = {
  card_number_short: 'integer',
  card_hint: 'varchar',
  fuel_card_id: 'integer',
  truck_id: 'integer',
  driver_id: 'integer',
  driver_name: 'varchar',
  transaction_date: 'date',
  transaction_reference: 'varchar',
  truck_unit_number: 'varchar',
  odometer: 'integer',
  location: 'varchar',
  location_city: 'varchar',
  location_state: 'varchar',
  location_country: 'varchar',
  purchased_item: 'varchar',
  item_category: 'varchar',
  unit_quantity: 'numeric',
  price_per_unit: 'numeric',
  total_amount: 'numeric',
  surcharge_amount: 'numeric',
  natural_key: 'varchar',
} as const satisfies Record<keyof ImportRow, string>;
const IMPORT_FIELDS = Object.keys(IMPORT_COLUMNS) as (keyof typeof IMPORT_COLUMNS)[];
const IMPORT_RECORD = IMPORT_FIELDS.map((f) => `${f} ${IMPORT_COLUMNS[f]}`).join(', ');

export type ImportMeta = { companyId: number; batchId: number; userId: number | null };
export type Added = { inserted: number; matched: number; quantity: string | null; amount: string | null };

/**
 * The insert of import rows from a source of records named `r`: with `checkDuplicates`, rows whose
 * natural key the company already has are left out (the duplicate check of decision 83, in the
 * same statement); it answers what went in: the count, the matched count and the exact sums. The ids are integers,
 * checked, so the text can go by the simple protocol (several statements in one message).
 */
function insertFromSql(meta: ImportMeta, source: string, checkDuplicates = true) {
  for (const id of [meta.companyId, meta.batchId, meta.userId ?? 0])
    if (!Number.isSafeInteger(id)) throw new Error(`Invalid id ${id}`);
  const fields = IMPORT_FIELDS.join(', ');
  return `with added as (
      insert into fuel_transactions (company_id, import_batch_id, source_type, created_by, ${fields})
      select ${meta.companyId}, ${meta.batchId}, 'import', ${meta.userId ?? 'null'}, ${IMPORT_FIELDS.map((f) => `r.${f}`).join(', ')}
      from ${source}
      ${checkDuplicates ? `where not exists (select 1 from fuel_transactions f where f.company_id = ${meta.companyId} and f.natural_key = r.natural_key)` : ''}
      returning fuel_card_id, truck_id, driver_id, unit_quantity, total_amount)
    select count(*)::integer as inserted,
      count(*) filter (where fuel_card_id is not null and truck_id is not null and driver_id is not null)::integer
        as matched,
      sum(unit_quantity)::text as quantity, sum(total_amount)::text as amount
    from added`;
}

/**
 * Inserts many rows with one statement: the rows travel as one JSON parameter, which both
 * PostgreSQL and the embedded database accept, instead of thousands of bound parameters. The
 * embedded database's path (`importWriter`).
 */
export async function insertImported(
  db: AppDb,
  meta: ImportMeta,
  /** The rows as a JSON array of `ImportRow`s: only this text, not the objects, waits for the database. */
  rowsJson: string,
): Promise<Added> {
  const [before = '', after = ''] = insertFromSql(
    meta,
    `jsonb_to_recordset(\u0000::jsonb) as r(${IMPORT_RECORD})`,
  ).split('\u0000');
  // Both engines answer `{ rows }` (as db/raw-sql reads them).
  const result = (await db.execute(sql`${sql.raw(before)}${rowsJson}${sql.raw(after)}`)) as unknown as {
    rows: Added[];
  };
  return result.rows[0]!;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyValue = (v: string | number | null) =>
  v === null
    ? '\\N'
    : typeof v === 'number'
      ? String(v)
      : /[\\\t\n\r]/.test(v)
        ? v.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!)
        : v;

/** Rows in COPY's text format (tab-separated, `\N` for null, backslash escapes). */
function copyText(rows: ImportRow[]) {
  let out = '';
  for (const r of rows) {
    for (let f = 0; f < IMPORT_FIELDS.length; f++) {
      out += copyValue(r[IMPORT_FIELDS[f]!]);
      out += f === IMPORT_FIELDS.length - 1 ? '\n' : '\t';
    }
  }
  return out;
}

/** Whether the company has imported rows at all: without any, no row of a new file can be a duplicate. */
export async function hasImportedRows(db: AppDb, companyId: number) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(ofCompany(t, companyId, {}, sql`${t.natural_key} is not null`))
    .limit(1);
  return row !== undefined;
}

export type ImportWriter = {
  /** Adds rows to the chunk being written; they are turned into what goes to the database at once. */
  add(rows: ImportRow[]): void;
  /**
   * Sends the chunk and starts the next; answers what went in once the database has it. Another
   * statement on the transaction waits until this chunk is sent.
   */
  flush(): Promise<Added>;
  /** Ends a chunk begun but not sent, after an error, so the transaction can roll back. */
  abandon(): void;
};

/**
 * Where the import's rows go, inside the caller's transaction (decision 0087). On PostgreSQL a
 * chunk is streamed with COPY FROM STDIN in text format into a staging table of the transaction
 * (PostgreSQL refuses COPY FROM into a table under row-level security), then moved with one
 * insert, which the table's policy checks like any other, and the staging table emptied. The
 * caller has already left out rows whose natural key the company has (under the import lock), so
 * the move has no duplicate check of its own; the unique index stays the last word. The embedded
 * database has no COPY from a client stream: one JSON parameter a chunk, duplicate check inside.
 */
export async function importWriter(db: AppDb, meta: ImportMeta): Promise<ImportWriter> {
  const client = postgresConnectionOf(db);
  if (!client) {
    let parts: string[] = [];
    return {
      add(rows) {
        if (rows.length > 0) parts.push(JSON.stringify(rows).slice(1, -1));
      },
      flush() {
        const json = `[${parts.join(',')}]`;
        parts = [];
        return insertImported(db, meta, json);
      },
      abandon() {
        parts = [];
      },
    };
  }
  await client.query(`create temp table fuel_import_rows (${IMPORT_RECORD}) on commit drop`);
  const copySql = `copy fuel_import_rows (${IMPORT_FIELDS.join(', ')}) from stdin`;
  const moveSql = `${insertFromSql(meta, 'fuel_import_rows r', false)}; truncate fuel_import_rows`;
  let copy: CopyStreamQuery | undefined;
  return {
    add(rows) {
      if (rows.length === 0) return;
      if (!copy) {
        copy = client.query(copyFrom(copySql));
        // Its failure is answered by `flush` (and by the move after it, in the aborted transaction).
        copy.on('error', () => undefined);
      }
      copy.write(copyText(rows));
    },
    flush() {
      const open = copy;
      copy = undefined;
      open?.end();
      const sent = open ? finished(open) : Promise.resolve();
      // Queued on the connection behind the COPY: sent as soon as it is done, without a wait here.
      const moved = client.query(moveSql) as unknown as Promise<{ rows: Added[] }[]>;
      return Promise.all([sent, moved]).then(([, results]) => results[0]!.rows[0]!);
    },
    abandon() {
      // CopyFail: the COPY ends in an error and the connection is free for the rollback.
      copy?.destroy(new Error('Import abandoned'));
      copy = undefined;
    },
  };
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
/**
 * A batch's matched count follows matching by hand: counted from its rows while they are there
 * (an undone batch keeps the count it had at import).
 */
const matchedNow =
  sql<number>`case when ${b.undone_at} is null then (select count(*) from ${t} where ${t.company_id} = ${b.company_id} and ${t.import_batch_id} = ${b.id} and not ${unmatchedSql}) else ${b.matched_count} end`.mapWith(
    Number,
  );
const batchColumns = { batch: b, by_first: users.name, by_last: users.last_name, matched_now: matchedNow };
const batchJoined = (db: AppDb) => db.select(batchColumns).from(b).leftJoin(users, eq(users.id, b.created_by));
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchJoined>['execute']>>[number];

export function listBatches(db: AppDb, companyId: number, page: Page) {
  return inPage(
    batchJoined(db).where(eq(b.company_id, companyId)).orderBy(desc(b.created_at), desc(b.id)).$dynamic(),
    page,
  );
}

export async function countBatches(db: AppDb, companyId: number) {
  return db.$count(b, eq(b.company_id, companyId));
}

export async function findBatch(db: AppDb, where: { companyId: number; id?: number; key?: string }) {
  const [row] = await batchJoined(db)
    .where(ofCompany(b, where.companyId, { id: where.id, idempotency_key: where.key }))
    .limit(1);
  return row;
}

export async function markUndone(db: AppDb, where: { companyId: number; id: number }) {
  const rows = await db
    .update(b)
    .set({ status: 'undone', undone_at: new Date() })
    .where(ofCompany(b, where.companyId, { id: where.id }, isNull(b.undone_at)))
    .returning({ id: b.id });
  return rows.length > 0;
}

export async function deleteBatchRows(db: AppDb, where: { companyId: number; batchId: number }) {
  const rows = await db
    .delete(t)
    .where(ofCompany(t, where.companyId, { import_batch_id: where.batchId }))
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
    .where(ofCompany(fuelImportTemplates, where.companyId, { id: where.id }));
  return row;
}

export async function insertTemplate(db: AppDb, values: typeof fuelImportTemplates.$inferInsert) {
  const [row] = await db.insert(fuelImportTemplates).values(values).onConflictDoNothing().returning();
  return row;
}
