import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import {
  customers,
  inboundEmailAddresses,
  loadInboxItems,
  loadInboxMessages,
  rateConfirmationExtractions,
} from '../../db/schema';

export type InboxMessageValues = Omit<typeof loadInboxMessages.$inferInsert, 'id' | 'received_at'>;
export type InboxItemValues = Omit<typeof loadInboxItems.$inferInsert, 'id' | 'created_at'>;
export type InboxItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** The list of a busy inbox stops here; older open items wait for the first ones to be handled. */
const LIST_CAP = 200;

/** The company's address that works now. */
export async function findLiveAddress(db: AppDb, companyId: number) {
  const [row] = await db
    .select({ token: inboundEmailAddresses.token })
    .from(inboundEmailAddresses)
    .where(ofCompany(inboundEmailAddresses, companyId, {}, isNull(inboundEmailAddresses.retired_at)))
    .limit(1);
  return row;
}

/** A new live address; none is made when another transaction made one first (answers undefined). */
export async function insertAddress(db: AppDb, values: { companyId: number; token: string; createdBy: number | null }) {
  const [row] = await db
    .insert(inboundEmailAddresses)
    .values({ company_id: values.companyId, token: values.token, created_by: values.createdBy })
    .onConflictDoNothing()
    .returning({ token: inboundEmailAddresses.token });
  return row;
}

export async function retireAddress(db: AppDb, companyId: number) {
  await db
    .update(inboundEmailAddresses)
    .set({ retired_at: sql`now()` })
    .where(ofCompany(inboundEmailAddresses, companyId, {}, isNull(inboundEmailAddresses.retired_at)));
}

/** The company whose live address has this token, of any company (the receiver knows none yet). */
export async function companyOfToken(db: AppDb, token: string) {
  const [row] = await db
    .select({ companyId: inboundEmailAddresses.company_id })
    .from(inboundEmailAddresses)
    .where(and(eq(inboundEmailAddresses.token, token), isNull(inboundEmailAddresses.retired_at)))
    .limit(1);
  return row?.companyId;
}

/** Messages the company received in the last minute. */
export async function messagesLastMinute(db: AppDb, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loadInboxMessages)
    .where(
      ofCompany(loadInboxMessages, companyId, {}, gt(loadInboxMessages.received_at, sql`now() - interval '1 minute'`)),
    );
  return row?.n ?? 0;
}

/** One message at a time per company is written, so the per-minute count holds across processes. */
export async function lockInbox(db: AppDb, companyId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext('load_inbox.receive'))`);
}

export async function insertMessage(db: AppDb, values: InboxMessageValues) {
  const [row] = await db.insert(loadInboxMessages).values(values).returning({ id: loadInboxMessages.id });
  return row!;
}

/** A new item; undefined when the company already has the same document (decision 0225). */
export async function insertItem(db: AppDb, values: InboxItemValues) {
  const [row] = await db
    .insert(loadInboxItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: loadInboxItems.id });
  return row;
}

/** Whether the company has a live item of these bytes. */
export async function hasDocument(db: AppDb, where: { companyId: number; sha256: string }) {
  const [row] = await db
    .select({ id: loadInboxItems.id })
    .from(loadInboxItems)
    .where(ofCompany(loadInboxItems, where.companyId, { sha256: where.sha256 }, isNull(loadInboxItems.discarded_at)))
    .limit(1);
  return Boolean(row);
}

const open = and(isNull(loadInboxItems.discarded_at), isNull(loadInboxItems.loaded_at));

/** An item with its message, its reading and the broker it was matched to. */
function itemQuery(db: AppDb) {
  return db
    .select({
      item: loadInboxItems,
      sender: loadInboxMessages.sender,
      subject: loadInboxMessages.subject,
      received_at: loadInboxMessages.received_at,
      result: rateConfirmationExtractions.result,
      broker_name: customers.name,
    })
    .from(loadInboxItems)
    .innerJoin(loadInboxMessages, eq(loadInboxMessages.id, loadInboxItems.message_id))
    .leftJoin(rateConfirmationExtractions, eq(rateConfirmationExtractions.id, loadInboxItems.extraction_id))
    .leftJoin(customers, eq(customers.id, loadInboxItems.broker_customer_id));
}

/** The open items, newest first. */
export function listOpen(db: AppDb, companyId: number) {
  return itemQuery(db)
    .where(ofCompany(loadInboxItems, companyId, {}, open))
    .orderBy(desc(loadInboxMessages.received_at), desc(loadInboxItems.created_at), loadInboxItems.filename)
    .limit(LIST_CAP);
}

export async function countOpen(db: AppDb, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loadInboxItems)
    .where(ofCompany(loadInboxItems, companyId, {}, open));
  return row?.n ?? 0;
}

/** One open item of the company; undefined for another company's, a discarded or a loaded one. */
export async function findItem(db: AppDb, where: { companyId: number; id: string }) {
  const [row] = await itemQuery(db)
    .where(ofCompany(loadInboxItems, where.companyId, { id: where.id }, open))
    .limit(1);
  return row;
}

/** The item as stored, whatever its state, for the reading job. */
export async function findStoredItem(db: AppDb, where: { companyId: number; id: string }) {
  const [row] = await db
    .select()
    .from(loadInboxItems)
    .where(ofCompany(loadInboxItems, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

export async function updateItem(
  db: AppDb,
  where: { companyId: number; id: string },
  values: Partial<Pick<InboxItemValues, 'state' | 'reason' | 'extraction_id' | 'broker_customer_id'>>,
) {
  await db
    .update(loadInboxItems)
    .set(values)
    .where(ofCompany(loadInboxItems, where.companyId, { id: where.id }));
}

export async function discardItem(db: AppDb, where: { companyId: number; id: string }, userId: number) {
  await db
    .update(loadInboxItems)
    .set({ discarded_at: sql`now()`, discarded_by: userId })
    .where(ofCompany(loadInboxItems, where.companyId, { id: where.id }, open));
}

export async function markLoaded(db: AppDb, where: { companyId: number; id: string }, loadId: number) {
  await db
    .update(loadInboxItems)
    .set({ loaded_at: sql`now()`, load_id: loadId })
    .where(ofCompany(loadInboxItems, where.companyId, { id: where.id }, open));
}

/** The company's customer holding the MC number (digits compared), then one named exactly so. */
export async function matchBroker(
  db: AppDb,
  where: { companyId: number; mcDigits: string | null; name: string | null },
) {
  const live = (condition: ReturnType<typeof eq>) =>
    db
      .select({ id: customers.id })
      .from(customers)
      .where(ofCompany(customers, where.companyId, {}, isNull(customers.deleted_at), condition))
      .orderBy(customers.id)
      .limit(1);
  if (where.mcDigits) {
    const [byMc] = await live(eq(sql`regexp_replace(${customers.mc_number}, '[^0-9]', '', 'g')`, where.mcDigits));
    if (byMc) return byMc.id;
  }
  const name = where.name?.trim().toLowerCase();
  if (!name || name.length < 2) return null;
  const [byName] = await live(eq(sql`lower(trim(${customers.name}))`, name));
  return byName?.id ?? null;
}
