import { createHash } from 'node:crypto';
import { type ColumnMapping, columnMapping, decimalUnits, FUEL_MESSAGES, sumDecimals, unitsText } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField, ValidationError } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import type { CardCipher } from '../fuel-cards/fuel-cards.service';
import { categories, matcherFor } from './fuel-lookups';
import * as repo from './fuel-transactions.repo';
import { toBatch } from './fuel-views';
import { cellsOf, type OpenedFile, openFuelFile, parseFuelFile } from './import-file';
import { missingColumns, type ReadRow, type RowProblem, readRows, rowReader } from './import-rows';
import { suggestMapping } from './layouts';
import type { Match, Matcher } from './matching';

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
/**
 * Rows read, matched and turned into what the database takes at a time: their objects die young.
 * V8 allocates a kind of object in the old generation from then on when a young collection finds
 * 85 of the last 100 or more made still alive; a step's 64 never are (see `OpenedFile.parts`).
 */
const READ_STEP = 64;
const PREVIEW_ROWS = 20;
const MAX_REPORTED = 200;

/** The clear card number never reaches a transaction row: only a short or masked hint. */
const cardHint = (card: string | null) => {
  if (!card) return null;
  const digits = card.replace(/\D/g, '');
  return digits.length >= 13 ? `*${digits.slice(-4)}` : card.slice(-8);
};

function rowsInvalid(problems: { row: number; field: string | null; message: string }[]) {
  const detail = problems.slice(0, MAX_REPORTED).map((p) => ({
    loc: ['file', `row ${p.row}`, ...(p.field ? [p.field] : [])],
    msg: p.message,
    type: 'row_invalid',
  }));
  return new ValidationError(detail);
}

/** The natural key of the duplicate check, keyed per company. */
const naturalKeyOf = (cipher: CardCipher, companyId: number) => (text: string) =>
  cipher.hash(companyId, `natural:${text}`);

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

/** Parses, maps, matches and checks duplicates of the whole file: the preview. */
async function prepare(tx: AppDb, companyId: number, cipher: CardCipher, up: Upload) {
  const file = await parseFuelFile(up.fileName, up.data);
  const mapping = await mappingFor(tx, companyId, up, { headers: file.headers, empty: file.rows.length === 0 });
  const { rows, problems } = readRows(file, mapping, await categories(tx), naturalKeyOf(cipher, companyId));
  const existing = new Set<string>();
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
    const keys = rows.slice(i, i + IMPORT_CHUNK).map((r) => r.natural_key);
    for (const k of await repo.existingKeys(tx, companyId, keys)) existing.add(k);
  }
  return { file, mapping, rows, problems, existing, layout: suggestMapping(file.headers).layout };
}

const toImportRow = (r: ReadRow, match: Match): repo.ImportRow => ({
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

/** A commit's first stage: a repeated idempotency key answers the batch it created, for the same file only. */
async function earlierBatch(tx: AppDb, companyId: number, up: Upload, sha: string) {
  if (!up.idempotencyKey) return undefined;
  const earlier = await repo.findBatch(tx, { companyId, key: up.idempotencyKey });
  if (!earlier) return undefined;
  if (earlier.batch.file_sha256 !== sha) throw conflict(FUEL_MESSAGES.idempotencyReused);
  return { ...toBatch(earlier), replayed: true };
}

/** The batch the rows are written under; its counts are set once every row is in. */
function openBatch(tx: AppDb, ctx: Ctx, companyId: number, up: Upload, sha: string, headers: string[]) {
  return repo.insertBatch(tx, {
    company_id: companyId,
    file_name: up.fileName.slice(0, 255),
    file_sha256: sha,
    idempotency_key: up.idempotencyKey ?? null,
    layout: suggestMapping(headers).layout,
    template_id: up.templateId ?? null,
    row_count: 0,
    duplicate_count: 0,
    matched_count: 0,
    total_quantity: '0',
    total_amount: '0',
    created_by: ctx.userId,
  });
}

type Counts = { valid: number; fresh: number; matched: number; quantity: bigint; amount: bigint };

/**
 * Reads, matches and writes the file's rows, answering the problems found and what went in.
 * Rows are read, matched and handed to the writer a few hundred at a time, so their objects die
 * young; the database takes a chunk while the next is read (decision 0087). When the company has
 * imported before, a chunk's rows are checked against its natural keys first (under the import
 * lock nothing else adds any), and the chunk is read whole for that. A bad row stops the inserts
 * and the rest of the file is only read for its problems.
 */
async function writeRows(
  tx: AppDb,
  companyId: number,
  file: OpenedFile,
  read: ReturnType<typeof rowReader>,
  match: Matcher,
  writer: repo.ImportWriter,
) {
  const problems: RowProblem[] = [];
  const counts: Counts = { valid: 0, fresh: 0, matched: 0, quantity: 0n, amount: 0n };
  const add = (added: repo.Added) => {
    counts.fresh += added.inserted;
    counts.matched += added.matched;
    if (added.quantity !== null) counts.quantity += decimalUnits(added.quantity, 3);
    if (added.amount !== null) counts.amount += decimalUnits(added.amount, 2);
  };
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
    for (const part of file.parts(step)) {
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
    // Also after a bad row: what was begun is sent, and the caller's refusal rolls it back.
    if (unsent > 0) await send();
    if (pending) add(await pending);
  } catch (error) {
    writer.abandon();
    await pending?.catch(() => undefined);
    throw error;
  }
  return { problems, counts };
}

/** A commit's last stage: the batch's counts and its audit entry. */
async function closeBatch(tx: AppDb, ctx: Ctx, batchId: number, counts: Counts) {
  await repo.setBatchCounts(tx, batchId, {
    row_count: counts.fresh,
    duplicate_count: counts.valid - counts.fresh,
    matched_count: counts.matched,
    total_quantity: unitsText(counts.quantity, 3),
    total_amount: unitsText(counts.amount, 2),
  });
  await audit(tx, ctx, {
    action: 'import',
    entity: 'fuel_import_batch',
    entityId: batchId,
    detail: { rows: counts.fresh, duplicates: counts.valid - counts.fresh },
  });
}

/** Importing a fuel card file: the preview of what it holds and the commit of it as one batch. */
export function createFuelImport(deps: { db: AppDb; cipher: CardCipher }) {
  const { db, cipher } = deps;
  return {
    /** Reads the file with a mapping (given, from a template, or suggested) and shows what a commit would store. */
    preview(ctx: Ctx, up: Upload) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const p = await prepare(tx, companyId, cipher, up);
        const match = await matcherFor(tx, companyId, cipher);
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
     * it created (decision 0083). The rows are never all held as objects at once (decision 0085);
     * a refusal rolls back whatever was written.
     */
    commit(ctx: Ctx, up: Upload) {
      const companyId = requireCompany(ctx);
      const sha = createHash('sha256').update(up.data).digest('hex');
      return withTenant(db, companyId, async (tx) => {
        await repo.lockImports(tx, companyId);
        const earlier = await earlierBatch(tx, companyId, up, sha);
        if (earlier) return earlier;
        const file = await openFuelFile(up.fileName, up.data);
        const mapping = await mappingFor(tx, companyId, up, file);
        const read = rowReader(file, mapping, await categories(tx), naturalKeyOf(cipher, companyId));
        const match = await matcherFor(tx, companyId, cipher);
        const batch = await openBatch(tx, ctx, companyId, up, sha, file.headers);
        const writer = await repo.importWriter(tx, { companyId, batchId: batch.id, userId: ctx.userId });
        const { problems, counts } = await writeRows(tx, companyId, file, read, match, writer);
        if (problems.length > 0) throw rowsInvalid(problems);
        if (counts.fresh === 0) throw conflict(FUEL_MESSAGES.alreadyImported);
        await closeBatch(tx, ctx, batch.id, counts);
        return { ...toBatch((await repo.findBatch(tx, { companyId, id: batch.id }))!), replayed: false };
      });
    },
  };
}
