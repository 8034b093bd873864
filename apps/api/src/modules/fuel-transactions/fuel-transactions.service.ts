import { createHash } from 'node:crypto';
import {
  type ColumnMapping,
  columnMapping,
  decimalUnits,
  FUEL_MESSAGES,
  type FuelBatch,
  type FuelItemCategory,
  type FuelStatementHold,
  type FuelTransaction,
  type fuelManualMatch,
  fuelOnStatementMessage,
  fuelRowsOnStatementMessage,
  type fuelTemplateCreate,
  type fuelTransactionCreate,
  type fuelTransactionUpdate,
  sumDecimals,
  totalOf,
  totalProblem,
  unitsText,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField, ValidationError } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { driverExists } from '../drivers/drivers.service';
import { unitForUpdate, unitsForAssignment } from '../equipment/equipment.service';
import { type CardCipher, cardDirectory, cardExists } from '../fuel-cards/fuel-cards.service';
import * as repo from './fuel-transactions.repo';
import { cellsOf, openFuelFile, parseFuelFile } from './import-file';
import { missingColumns, type ReadRow, type RowProblem, readRows, rowReader } from './import-rows';
import { suggestMapping } from './layouts';
import { createMatcher } from './matching';

type NewTx = z.output<typeof fuelTransactionCreate>;
type TxChanges = z.output<typeof fuelTransactionUpdate>;
type FilterQuery = {
  card_number_short?: number;
  truck_unit_number?: string;
  purchased_item?: string;
  source_type?: 'manual' | 'import';
  date_from?: string;
  date_to?: string;
  location_city?: string;
  location_state?: string;
  import_batch_id?: number;
  min_amount?: string;
  max_amount?: string;
  unmatched?: boolean;
};
type ListQuery = FilterQuery & { skip: number; limit: number };

/** The list's filters as the repository takes them; the summary narrows by the same ones. */
const filterOf = (companyId: number, q: FilterQuery): repo.TxFilter => ({
  companyId,
  cardShort: q.card_number_short,
  unit: q.truck_unit_number || undefined,
  item: q.purchased_item || undefined,
  source: q.source_type,
  from: q.date_from,
  to: q.date_to,
  city: q.location_city || undefined,
  state: q.location_state || undefined,
  batchId: q.import_batch_id,
  minAmount: q.min_amount,
  maxAmount: q.max_amount,
  unmatched: q.unmatched,
});

export type Upload = {
  fileName: string;
  data: Buffer;
  mapping?: string;
  templateId?: number;
  idempotencyKey?: string;
};

const IMPORT_CHUNK = 5000;
/** Rows the commit sends to the database at a time (one COPY and one insert on PostgreSQL). */
const COMMIT_CHUNK = 1000;
/** Rows read, matched and turned into what the database takes at a time: their objects die young. */
const READ_STEP = 250;
const PREVIEW_ROWS = 20;
const MAX_REPORTED = 200;

const toTx = (r: repo.TxRow): FuelTransaction => {
  const x = r.tx;
  return {
    id: x.id,
    card_number_short: x.card_number_short,
    card_number_last4: r.card_last4 ?? null,
    transaction_date: x.transaction_date,
    transaction_reference: x.transaction_reference,
    truck_unit_number: x.truck_unit_number,
    odometer: x.odometer,
    location: x.location,
    location_city: x.location_city,
    location_state: x.location_state,
    location_country: x.location_country,
    purchased_item: x.purchased_item,
    item_category: x.item_category as FuelItemCategory,
    unit_quantity: x.unit_quantity,
    price_per_unit: x.price_per_unit,
    total_amount: x.total_amount,
    surcharge_amount: x.surcharge_amount,
    import_batch_id: x.import_batch_id,
    source_type: x.source_type as 'manual' | 'import',
    fuel_card_id: x.fuel_card_id,
    truck_id: x.truck_id,
    driver_id: x.driver_id,
    driver_name: x.driver_name,
    card_hint: x.card_hint,
    driver:
      x.driver_id !== null && r.driver_first !== null
        ? { id: x.driver_id, name: `${r.driver_first} ${r.driver_last ?? ''}`.trim() }
        : null,
    truck: x.truck_id !== null && r.truck_unit !== null ? { id: x.truck_id, unit_number: r.truck_unit } : null,
    statement:
      r.statement_id !== null && r.statement_status !== null
        ? { id: r.statement_id, status: r.statement_status as 'draft' | 'approved' | 'paid' }
        : null,
    is_matched: x.fuel_card_id !== null && x.truck_id !== null && x.driver_id !== null,
    created_at: x.created_at.toISOString(),
  };
};

const toBatch = (r: repo.BatchRow): FuelBatch => ({
  id: r.batch.id,
  file_name: r.batch.file_name,
  layout: r.batch.layout,
  status: r.batch.status as 'committed' | 'undone',
  row_count: r.batch.row_count,
  duplicate_count: r.batch.duplicate_count,
  matched_count: r.matched_now,
  total_quantity: r.batch.total_quantity,
  total_amount: r.batch.total_amount,
  created_by: r.by_first !== null ? `${r.by_first} ${r.by_last ?? ''}`.trim() : null,
  created_at: r.batch.created_at.toISOString(),
  undone_at: r.batch.undone_at?.toISOString() ?? null,
});

/** The clear card number never reaches a transaction row: only a short or masked hint. */
const cardHint = (card: string | null) => {
  if (!card) return null;
  const digits = card.replace(/\D/g, '');
  return digits.length >= 13 ? `*${digits.slice(-4)}` : card.slice(-8);
};

/** What a driver statement's fuel line was computed from, or links it to its driver: locked while it is there. */
const STATEMENT_FIELDS = [
  'transaction_date',
  'purchased_item',
  'unit_quantity',
  'price_per_unit',
  'surcharge_amount',
  'card_number_short',
  'fuel_card_id',
  'truck_unit_number',
  'truck_id',
  'driver_id',
] as const;
type StatementField = (typeof STATEMENT_FIELDS)[number];

/** A decimal's text without leading or trailing zeros, so "50" and "50.000" compare equal. */
const plainDecimal = (v: string) => {
  const [i = '', f = ''] = v.split('.');
  const whole = i.replace(/^0+(?=\d)/, '');
  const fraction = f.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
};
const DECIMAL_FIELDS = new Set<StatementField>(['unit_quantity', 'price_per_unit', 'surcharge_amount']);

/** The locked fields a change would give another value (sending the same value again is no change). */
function changedFields(current: repo.TxRow['tx'], input: Partial<Record<StatementField, unknown>>) {
  return STATEMENT_FIELDS.filter((field) => {
    if (!(field in input) || input[field] === undefined) return false;
    const next = input[field] ?? null;
    const now = current[field] ?? null;
    if (next === null || now === null) return next !== now;
    return DECIMAL_FIELDS.has(field) ? plainDecimal(String(next)) !== plainDecimal(String(now)) : next !== now;
  });
}

/** "2025-03-04 ULSD $359.90": a transaction named in a refusal. */
const holdOf = (h: Awaited<ReturnType<typeof repo.statementHolds>>[number]) => ({
  statement_id: h.statement_id,
  status: h.status,
  name: `${h.transaction_date} ${h.purchased_item} $${h.total_amount}`,
});

function rowsInvalid(problems: { row: number; field: string | null; message: string }[]) {
  const detail = problems.slice(0, MAX_REPORTED).map((p) => ({
    loc: ['file', `row ${p.row}`, ...(p.field ? [p.field] : [])],
    msg: p.message,
    type: 'row_invalid',
  }));
  return new ValidationError(detail);
}

export function createFuelTransactionsService(deps: { db: AppDb; cipher: CardCipher }) {
  const { db, cipher } = deps;

  async function categories(tx: AppDb) {
    const rows = await repo.items(tx);
    const map = new Map<string, FuelItemCategory>();
    for (const r of rows) {
      map.set(r.item_code.toUpperCase(), r.category as FuelItemCategory);
      if (!map.has(r.item_name.toUpperCase())) map.set(r.item_name.toUpperCase(), r.category as FuelItemCategory);
    }
    return (item: string) => map.get(item.toUpperCase()) ?? 'other';
  }

  async function matcherFor(tx: AppDb, companyId: number) {
    const [cards, trucks] = await Promise.all([
      cardDirectory(tx, companyId),
      unitsForAssignment(tx, 'truck', companyId, { include_assigned: true }),
    ]);
    return createMatcher(cards, trucks, (digits) => cipher.hash(companyId, digits));
  }

  async function load(tx: AppDb, companyId: number, id: number) {
    const row = await repo.findTransaction(tx, { companyId, id });
    if (!row) throw notFound(FUEL_MESSAGES.transactionNotFound);
    return toTx(row);
  }

  /** Links given by hand must be the company's own. */
  async function assertLinks(
    tx: AppDb,
    companyId: number,
    v: { fuel_card_id?: number | null; truck_id?: number | null; driver_id?: number | null },
  ) {
    if (v.fuel_card_id && !(await cardExists(tx, companyId, v.fuel_card_id)))
      throw badRequest(FUEL_MESSAGES.cardNotFound);
    if (v.truck_id && !(await unitForUpdate(tx, 'truck', companyId, v.truck_id))) throw badRequest('Truck not found');
    if (v.driver_id && !(await driverExists(tx, companyId, v.driver_id))) throw badRequest('Driver not found');
  }

  /** The statement deducting a transaction, locking the transaction first (see `repo.lockTransaction`). */
  async function lockedHold(tx: AppDb, companyId: number, id: number): Promise<FuelStatementHold | undefined> {
    if (!(await repo.lockTransaction(tx, { companyId, id }))) throw notFound(FUEL_MESSAGES.transactionNotFound);
    const [hold] = await repo.statementHolds(tx, { companyId, ids: [id] });
    return hold;
  }

  /** Refuses a change to what a statement deducted while the transaction is on it (decision 118). */
  async function assertFreeToChange(
    tx: AppDb,
    companyId: number,
    id: number,
    input: Partial<Record<StatementField, unknown>>,
  ) {
    const hold = await lockedHold(tx, companyId, id);
    if (!hold) return;
    const current = await repo.findTransaction(tx, { companyId, id });
    if (current && changedFields(current.tx, input).length > 0) throw conflict(fuelOnStatementMessage(hold));
  }

  async function mappingOf(tx: AppDb, companyId: number, up: Upload, headers: string[]) {
    // The template is the company's own even when a mapping is given: the batch records it.
    const template =
      up.templateId === undefined ? undefined : await repo.findTemplate(tx, { companyId, id: up.templateId });
    if (up.templateId !== undefined && !template) throw notFound(FUEL_MESSAGES.templateNotFound);
    if (up.mapping?.trim()) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(up.mapping);
      } catch {
        throw invalidField('column_mapping', FUEL_MESSAGES.mappingInvalid);
      }
      const result = columnMapping.safeParse(parsed);
      if (!result.success)
        throw invalidField('column_mapping', result.error.issues[0]?.message ?? FUEL_MESSAGES.mappingInvalid);
      return result.data;
    }
    if (template) return template.column_mapping as ColumnMapping;
    return suggestMapping(headers).mapping;
  }

  /** Settles a file's mapping, refusing an empty file or a mapping naming absent columns. */
  async function mappingFor(tx: AppDb, companyId: number, up: Upload, file: { headers: string[]; empty: boolean }) {
    if (file.empty) throw invalidField('file', FUEL_MESSAGES.emptyFile);
    const mapping = await mappingOf(tx, companyId, up, file.headers);
    const missing = missingColumns(file.headers, mapping);
    if (missing.length)
      throw invalidField('file', `The file has no column named ${missing.map((m) => `"${m}"`).join(', ')}`);
    return mapping;
  }

  /** Parses the whole file and settles its mapping (the preview). */
  async function mappedFile(tx: AppDb, companyId: number, up: Upload) {
    const file = await parseFuelFile(up.fileName, up.data);
    const mapping = await mappingFor(tx, companyId, up, { headers: file.headers, empty: file.rows.length === 0 });
    return { file, mapping };
  }

  /** The natural key of the duplicate check, keyed per company. */
  const naturalKeyOf = (companyId: number) => (text: string) => cipher.hash(companyId, `natural:${text}`);

  /** Parses, maps, matches and checks duplicates of the whole file: the preview. */
  async function prepare(tx: AppDb, companyId: number, up: Upload) {
    const { file, mapping } = await mappedFile(tx, companyId, up);
    const { rows, problems } = readRows(file, mapping, await categories(tx), naturalKeyOf(companyId));
    const existing = new Set<string>();
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      const keys = rows.slice(i, i + IMPORT_CHUNK).map((r) => r.natural_key);
      for (const k of await repo.existingKeys(tx, companyId, keys)) existing.add(k);
    }
    return { file, mapping, rows, problems, existing, layout: suggestMapping(file.headers).layout };
  }

  const toImportRow = (r: ReadRow, match: ReturnType<Awaited<ReturnType<typeof matcherFor>>>): repo.ImportRow => ({
    card_number_short: match.card_number_short,
    card_hint: cardHint(r.card),
    fuel_card_id: match.fuel_card_id,
    truck_id: match.truck_id,
    driver_id: match.driver_id,
    driver_name: r.driver_name,
    transaction_date: r.transaction_date,
    transaction_reference: r.transaction_reference,
    truck_unit_number: match.truck_unit_number,
    odometer: r.odometer,
    location: r.location,
    location_city: r.location_city,
    location_state: r.location_state,
    location_country: r.location_country,
    purchased_item: r.purchased_item,
    item_category: r.item_category,
    unit_quantity: r.unit_quantity,
    price_per_unit: r.price_per_unit,
    total_amount: r.total_amount,
    surcharge_amount: r.surcharge_amount,
    natural_key: r.natural_key,
  });

  return {
    list(ctx: Ctx, q: ListQuery) {
      const companyId = requireCompany(ctx);
      const f = filterOf(companyId, q);
      return withTenant(db, companyId, (tx) =>
        paged(
          'fuel_transactions',
          { rows: () => repo.listTransactions(tx, f, q), total: () => repo.countTransactions(tx, f) },
          toTx,
        ),
      );
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => load(tx, companyId, id));
    },

    create(ctx: Ctx, input: NewTx) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertLinks(tx, companyId, input);
        const match = (await matcherFor(tx, companyId))({
          card: null,
          card_number_short: input.card_number_short ?? null,
          unit: input.truck_unit_number ?? null,
        });
        const item = input.purchased_item;
        const row = await repo.insertTransaction(tx, {
          company_id: companyId,
          source_type: 'manual',
          created_by: ctx.userId,
          card_number_short: input.card_number_short ?? null,
          fuel_card_id: input.fuel_card_id ?? match.fuel_card_id,
          truck_id: input.truck_id ?? match.truck_id,
          driver_id: input.driver_id ?? match.driver_id,
          transaction_date: input.transaction_date,
          transaction_reference: input.transaction_reference ?? null,
          truck_unit_number: input.truck_unit_number ?? null,
          odometer: input.odometer ?? null,
          location: input.location ?? null,
          location_city: input.location_city ?? null,
          location_state: input.location_state ?? null,
          location_country: input.location_country,
          purchased_item: item,
          item_category: (await categories(tx))(item),
          unit_quantity: input.unit_quantity,
          price_per_unit: input.price_per_unit,
          total_amount: totalOf(input.unit_quantity, input.price_per_unit),
          surcharge_amount: input.surcharge_amount ?? null,
        });
        await audit(tx, ctx, { action: 'create', entity: 'fuel_transaction', entityId: row.id });
        return load(tx, companyId, row.id);
      });
    },

    update(ctx: Ctx, id: number, input: TxChanges) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertFreeToChange(tx, companyId, id, input);
        const current = await repo.findTransaction(tx, { companyId, id });
        if (!current) throw notFound(FUEL_MESSAGES.transactionNotFound);
        await assertLinks(tx, companyId, input);
        const quantity = input.unit_quantity ?? current.tx.unit_quantity;
        const price = input.price_per_unit ?? current.tx.price_per_unit;
        // The stored total stays unless quantity or price really changes: an imported row keeps the
        // file's (discounted) amount through a corrected reference, odometer or location.
        const repriced = changedFields(current.tx, { unit_quantity: quantity, price_per_unit: price }).length > 0;
        const problem = repriced ? totalProblem(quantity, price) : null;
        if (problem) throw invalidField('unit_quantity', problem);
        const item = input.purchased_item;
        await repo.updateTransaction(
          tx,
          { companyId, id },
          {
            ...input,
            ...(item ? { item_category: (await categories(tx))(item) } : {}),
            ...(repriced ? { total_amount: totalOf(quantity, price) } : {}),
          },
        );
        await audit(tx, ctx, {
          action: 'update',
          entity: 'fuel_transaction',
          entityId: id,
          detail: { fields: Object.keys(input) },
        });
        return load(tx, companyId, id);
      });
    },

    match(ctx: Ctx, id: number, input: z.output<typeof fuelManualMatch>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertFreeToChange(tx, companyId, id, input);
        await assertLinks(tx, companyId, input);
        await repo.updateTransaction(tx, { companyId, id }, input);
        await audit(tx, ctx, { action: 'match', entity: 'fuel_transaction', entityId: id, detail: input });
        return load(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const hold = await lockedHold(tx, companyId, id);
        if (hold) throw conflict(fuelOnStatementMessage(hold));
        const n = await repo.deleteTransactions(tx, { companyId, ids: [id] });
        if (n === 0) throw notFound(FUEL_MESSAGES.transactionNotFound);
        await audit(tx, ctx, { action: 'delete', entity: 'fuel_transaction', entityId: id });
      });
    },

    bulkDelete(ctx: Ctx, ids: number[]) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const unique = [...new Set(ids)];
        const holds = await repo.statementHolds(tx, { companyId, ids: unique });
        if (holds.length > 0) throw conflict(fuelRowsOnStatementMessage(holds.map(holdOf), 'selection'));
        const deleted = await repo.deleteTransactions(tx, { companyId, ids: unique });
        await audit(tx, ctx, { action: 'bulk_delete', entity: 'fuel_transaction', detail: { count: deleted } });
        return { deleted };
      });
    },

    summary(ctx: Ctx, q: FilterQuery) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const s = await repo.summary(tx, filterOf(companyId, q));
        const group = (r: { count: number; quantity: string; amount: string }) => ({
          count: r.count,
          quantity: r.quantity,
          amount: r.amount,
        });
        return {
          date_from: q.date_from ?? null,
          date_to: q.date_to ?? null,
          transaction_count: s.totals.n,
          total_gallons: s.totals.quantity,
          total_amount: s.totals.amount,
          total_surcharge: s.totals.surcharge,
          average_price_per_gallon: s.totals.average,
          unmatched_count: s.totals.unmatched,
          by_item: s.byItem.map((r) => ({
            purchased_item: String(r.key),
            category: r.category as FuelItemCategory,
            ...group(r),
          })),
          by_state: s.byState.map((r) => ({ location_state: (r.key as string | null) ?? null, ...group(r) })),
          by_category: s.byCategory.map((r) => ({ category: r.key as FuelItemCategory, ...group(r) })),
        };
      });
    },

    async items() {
      const rows = await repo.items(db);
      return {
        items: rows.map((r) => ({
          id: r.id,
          item_code: r.item_code,
          item_name: r.item_name,
          category: r.category as FuelItemCategory,
        })),
      };
    },

    distinctItems(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({ items: await repo.distinctItems(tx, companyId) }));
    },

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

    /** Reads the file with a mapping (given, from a template, or suggested) and shows what a commit would store. */
    preview(ctx: Ctx, up: Upload) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const p = await prepare(tx, companyId, up);
        const match = await matcherFor(tx, companyId);
        const byRow = new Map<number, string[]>();
        for (const e of p.problems) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.message]);
        const good = new Map(p.rows.map((r) => [r.row, r]));
        const shown = p.file.rows.slice(0, PREVIEW_ROWS).map((fileRow) => {
          const { row } = fileRow;
          const r = good.get(row);
          const values: Record<string, string | null> = r
            ? (({ natural_key: _k, card, row: _r, ...rest }) => ({
                ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === null ? null : String(v)])),
                card: cardHint(card),
                matched_truck: match({ card, card_number_short: null, unit: r.truck_unit_number }).truck_id
                  ? 'yes'
                  : 'no',
              }))(r)
            : (() => {
                const cells = cellsOf(fileRow);
                return Object.fromEntries(p.file.headers.map((h, i) => [h, cells[i] ?? null]));
              })();
          return { row, values, errors: byRow.get(row) ?? [], duplicate: r ? p.existing.has(r.natural_key) : false };
        });
        const fresh = p.rows.filter((r) => !p.existing.has(r.natural_key));
        return {
          file_name: up.fileName,
          encoding: p.file.encoding,
          delimiter: p.file.delimiter,
          headers: p.file.headers,
          layout: p.layout,
          suggested_mapping: suggestMapping(p.file.headers).mapping as Record<string, string>,
          column_mapping: p.mapping as Record<string, string>,
          row_count: p.file.rows.length,
          valid_count: p.rows.length,
          duplicate_count: p.rows.length - fresh.length,
          error_count: new Set(p.problems.map((e) => e.row)).size,
          rows: shown,
          errors: p.problems.slice(0, MAX_REPORTED),
          total_amount: sumDecimals(
            fresh.map((r) => r.total_amount),
            2,
          ),
          total_quantity: sumDecimals(
            fresh.map((r) => r.unit_quantity),
            3,
          ),
        };
      });
    },

    /**
     * Commits a whole file as one batch in one transaction: any bad row refuses the file, rows
     * already imported are skipped and counted, and a repeated idempotency key answers the batch
     * it created (decision 0083).
     */
    commit(ctx: Ctx, up: Upload) {
      const companyId = requireCompany(ctx);
      const sha = createHash('sha256').update(up.data).digest('hex');
      return withTenant(db, companyId, async (tx) => {
        await repo.lockImports(tx, companyId);
        if (up.idempotencyKey) {
          const earlier = await repo.findBatch(tx, { companyId, key: up.idempotencyKey });
          if (earlier) {
            if (earlier.batch.file_sha256 !== sha) throw conflict(FUEL_MESSAGES.idempotencyReused);
            return { ...toBatch(earlier), replayed: true };
          }
        }
        // Read, checked against earlier batches and inserted a chunk at a time, so the rows are never
        // all held as objects at once (decision 0085). A bad row stops the inserts and the rest of
        // the file is only read for its problems; the refusal then rolls the transaction back.
        const file = await openFuelFile(up.fileName, up.data);
        const mapping = await mappingFor(tx, companyId, up, file);
        const read = rowReader(file, mapping, await categories(tx), naturalKeyOf(companyId));
        const match = await matcherFor(tx, companyId);
        const batch = await repo.insertBatch(tx, {
          company_id: companyId,
          file_name: up.fileName.slice(0, 255),
          file_sha256: sha,
          idempotency_key: up.idempotencyKey ?? null,
          layout: suggestMapping(file.headers).layout,
          template_id: up.templateId ?? null,
          row_count: 0,
          duplicate_count: 0,
          matched_count: 0,
          total_quantity: '0',
          total_amount: '0',
          created_by: ctx.userId,
        });
        const problems: RowProblem[] = [];
        const counts = { valid: 0, fresh: 0, matched: 0, quantity: 0n, amount: 0n };
        const add = (added: repo.Added) => {
          counts.fresh += added.inserted;
          counts.matched += added.matched;
          if (added.quantity !== null) counts.quantity += decimalUnits(added.quantity, 3);
          if (added.amount !== null) counts.amount += decimalUnits(added.amount, 2);
        };
        const writer = await repo.importWriter(tx, { companyId, batchId: batch.id, userId: ctx.userId });
        // Rows are read, matched and handed to the writer a few hundred at a time, so their objects
        // die young; the database takes a chunk while the next is read (decision 0087). When the
        // company has imported before, a chunk's rows are checked against its natural keys first
        // (under the import lock nothing else adds any), and the chunk is read whole for that.
        const known = await repo.hasImportedRows(tx, companyId);
        const step = known ? COMMIT_CHUNK : READ_STEP;
        let pending: Promise<repo.Added> | undefined;
        let unsent = 0;
        const send = async () => {
          const previous = pending;
          pending = writer.flush();
          unsent = 0;
          if (previous) add(await previous);
        };
        try {
          for (const part of file.parts()) {
            for (let i = 0; i < part.length; i += step) {
              const good = read(part.slice(i, i + step), problems);
              if (problems.length > 0) continue;
              counts.valid += good.length;
              let rows = good.map((r) =>
                toImportRow(r, match({ card: r.card, card_number_short: null, unit: r.truck_unit_number })),
              );
              if (known) {
                const existing = await repo.existingKeys(
                  tx,
                  companyId,
                  rows.map((r) => r.natural_key),
                );
                rows = rows.filter((r) => !existing.has(r.natural_key));
              }
              writer.add(rows);
              unsent += good.length;
              if (unsent >= COMMIT_CHUNK || known) await send();
            }
          }
          // Also after a bad row: what was begun is sent, and the refusal below rolls it back.
          if (unsent > 0) await send();
          if (pending) add(await pending);
        } catch (error) {
          writer.abandon();
          await pending?.catch(() => undefined);
          throw error;
        }
        if (problems.length > 0) throw rowsInvalid(problems);
        if (counts.fresh === 0) throw conflict(FUEL_MESSAGES.alreadyImported);
        await repo.setBatchCounts(tx, batch.id, {
          row_count: counts.fresh,
          duplicate_count: counts.valid - counts.fresh,
          matched_count: counts.matched,
          total_quantity: unitsText(counts.quantity, 3),
          total_amount: unitsText(counts.amount, 2),
        });
        await audit(tx, ctx, {
          action: 'import',
          entity: 'fuel_import_batch',
          entityId: batch.id,
          detail: { rows: counts.fresh, duplicates: counts.valid - counts.fresh },
        });
        return { ...toBatch((await repo.findBatch(tx, { companyId, id: batch.id }))!), replayed: false };
      });
    },
  };
}

export type FuelTransactionsService = ReturnType<typeof createFuelTransactionsService>;
