import { and, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { documents, users } from '../../db/schema';
import { inScope } from '../../db/tenancy';
import type { Scope } from '../../lib/scope';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentFilter = {
  scope: Scope;
  documentType?: string;
  /** The categories the caller may read (never empty), each with the types they may read (undefined: all). */
  kinds: readonly { category: string; types?: readonly string[] }[];
  /** Per link, the only records whose documents the caller may see (decision 0135). */
  visible: Partial<Record<LinkField, ReadonlySet<number>>>;
  links: Partial<Record<LinkField, number>>;
  includeDeprecated: boolean;
};
type LinkField = 'load_id' | 'driver_id' | 'customer_id' | 'truck_id' | 'trailer_id';

const ofKind = (k: DocumentFilter['kinds'][number]) =>
  k.types === undefined
    ? eq(documents.category, k.category)
    : and(eq(documents.category, k.category), inArray(documents.document_type, [...k.types]));

/** The link names none or one of the ids: one array parameter, however many loads a caller sees. */
const noneOrOneOf = (field: LinkField, ids: ReadonlySet<number>) =>
  or(isNull(documents[field]), sql`${documents[field]} = any(${`{${[...ids].join(',')}}`}::int[])`);

function whereOf(f: DocumentFilter): SQL | undefined {
  const l = f.links;
  return and(
    inScope(documents.company_id, f.scope),
    f.documentType ? eq(documents.document_type, f.documentType) : undefined,
    or(...f.kinds.map(ofKind)),
    ...Object.entries(f.visible).map(([field, ids]) => noneOrOneOf(field as LinkField, ids)),
    l.load_id ? eq(documents.load_id, l.load_id) : undefined,
    l.driver_id ? eq(documents.driver_id, l.driver_id) : undefined,
    l.customer_id ? eq(documents.customer_id, l.customer_id) : undefined,
    l.truck_id ? eq(documents.truck_id, l.truck_id) : undefined,
    l.trailer_id ? eq(documents.trailer_id, l.trailer_id) : undefined,
    f.includeDeprecated ? undefined : eq(documents.is_active, true),
  );
}

const withUploader = { doc: documents, first: users.name, last: users.last_name };

export function listDocuments(db: AppDb, f: DocumentFilter, page: Page) {
  return inPage(
    db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploaded_by))
      .where(whereOf(f))
      .orderBy(desc(documents.created_at), desc(documents.id))
      .$dynamic(),
    page,
  );
}

export async function countDocuments(db: AppDb, f: DocumentFilter) {
  return db.$count(documents, whereOf(f));
}

/** Whether any document of the company, deprecated ones included, is linked to the record. */
export async function isLinkedToDocument(
  db: AppDb,
  where: { companyId: number; link: 'driver_id' | 'truck_id' | 'trailer_id'; id: number },
) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(ofCompany(documents, where.companyId, { [where.link]: where.id }))
    .limit(1);
  return Boolean(row);
}

/** Whether the load has an active (not deprecated) document of the type. */
export async function hasActiveLoadDocument(
  db: AppDb,
  where: { companyId: number; loadId: number; documentType: string },
) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      ofCompany(documents, where.companyId, {
        load_id: where.loadId,
        document_type: where.documentType,
        is_active: true,
      }),
    )
    .limit(1);
  return Boolean(row);
}

/** The load's active documents of the types, oldest first (the caller groups them by type). */
export function activeLoadDocumentsOfTypes(
  db: AppDb,
  where: { companyId: number; loadId: number; types: readonly string[] },
) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.company_id, where.companyId),
        eq(documents.load_id, where.loadId),
        eq(documents.category, 'load'),
        eq(documents.is_active, true),
        inArray(documents.document_type, [...where.types]),
      ),
    )
    .orderBy(documents.created_at, documents.id);
}

export async function findDocument(db: AppDb, where: { id: number; scope: Scope }) {
  const [row] = await db
    .select(withUploader)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploaded_by))
    .where(and(eq(documents.id, where.id), inScope(documents.company_id, where.scope)))
    .limit(1);
  return row;
}

/** Documents of one company by id, in no particular order (the caller orders them). */
export function findDocumentsByIds(db: AppDb, where: { ids: readonly number[]; companyId: number }) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.company_id, where.companyId), inArray(documents.id, [...where.ids])));
}

export async function insertDocument(db: AppDb, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

/** The uploader's name beside the new row, in the insert's own statement (no second read). */
const uploader = (column: typeof users.name | typeof users.last_name) =>
  sql<string | null>`(select ${column} from ${users} where ${users.id} = ${documents.uploaded_by})`;

/** Inserts a document and answers it as `findDocument` would, in one statement. */
export async function insertDocumentWithUploader(db: AppDb, values: typeof documents.$inferInsert) {
  const { first, last, ...doc } = (
    await db
      .insert(documents)
      .values(values)
      .returning({ ...getTableColumns(documents), first: uploader(users.name), last: uploader(users.last_name) })
  )[0]!;
  return { doc, first, last };
}

export async function updateDocument(
  db: AppDb,
  where: { id: number; companyId: number },
  values: Partial<Pick<DocumentRow, 'description' | 'tags' | 'is_active'>>,
) {
  const [row] = await db
    .update(documents)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(documents.id, where.id), eq(documents.company_id, where.companyId)))
    .returning();
  return row;
}

/** Deprecates a company's active logos (a company shows one). */
export async function deprecateLogos(db: AppDb, companyId: number) {
  await db
    .update(documents)
    .set({ is_active: false, updated_at: new Date() })
    .where(
      and(
        eq(documents.company_id, companyId),
        eq(documents.document_type, 'company_logo'),
        eq(documents.is_active, true),
      ),
    );
}

export async function findActiveLogo(db: AppDb, companyId: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.company_id, companyId),
        eq(documents.document_type, 'company_logo'),
        eq(documents.is_active, true),
      ),
    )
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}

export async function deleteDocument(db: AppDb, where: { id: number; companyId: number }) {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, where.id), eq(documents.company_id, where.companyId)))
    .returning({ storage_key: documents.storage_key, original_filename: documents.original_filename });
  return row;
}

/** Deprecates the active documents of one type on a load; answers how many of that type the load ever had. */
export async function supersedeLoadDocuments(
  db: AppDb,
  where: { companyId: number; loadId: number; documentType: string },
) {
  const same = and(
    eq(documents.company_id, where.companyId),
    eq(documents.load_id, where.loadId),
    eq(documents.document_type, where.documentType),
  );
  await db
    .update(documents)
    .set({ is_active: false, updated_at: new Date() })
    .where(and(same, eq(documents.is_active, true)));
  return db.$count(documents, same);
}
