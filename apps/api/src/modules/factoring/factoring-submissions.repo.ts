import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { fullNameOrNull } from '../../db/names';
import {
  customers,
  factoringSubmissionLoads,
  factoringSubmissions,
  loadAccessorials,
  loads,
  users,
} from '../../db/schema';

export type SubmissionRow = typeof factoringSubmissions.$inferSelect;

/** The accessorials a load bills its customer (decision 0198), exact. */
const billedAccessorials = sql`(select coalesce(sum(${loadAccessorials.amount}), 0) from ${loadAccessorials}
  where ${loadAccessorials.company_id} = ${loads.company_id} and ${loadAccessorials.load_id} = ${loads.id}
  and ${loadAccessorials.billed_to_customer})`;

/** The company's loads among the ids, with their invoice and the schedule that already holds them. */
export function loadsToSubmit(db: AppDb, where: { companyId: number; loadIds: readonly number[] }) {
  return db
    .select({
      id: loads.id,
      load_number: loads.load_number,
      is_draft: loads.is_draft,
      invoice_number: loads.invoice_number,
      invoice_date: sql<string | null>`${loads.invoice_date}::text`,
      invoice_amount: loads.invoice_amount,
      paid_date: loads.paid_date,
      rate_booked: loads.rate_booked,
      billed_total: sql<string>`(coalesce(${loads.rate_booked}, 0) + ${billedAccessorials})::numeric(14, 2)::text`,
      customer_name: customers.name,
      submitted_in: factoringSubmissions.number,
    })
    .from(loads)
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .leftJoin(
      factoringSubmissionLoads,
      and(eq(factoringSubmissionLoads.company_id, loads.company_id), eq(factoringSubmissionLoads.load_id, loads.id)),
    )
    .leftJoin(factoringSubmissions, eq(factoringSubmissions.id, factoringSubmissionLoads.submission_id))
    .where(and(eq(loads.company_id, where.companyId), inArray(loads.id, [...where.loadIds])));
}
export type LoadToSubmit = Awaited<ReturnType<typeof loadsToSubmit>>[number];

type SubmissionLoadValues = Omit<typeof factoringSubmissionLoads.$inferInsert, 'company_id' | 'submission_id'>;

export async function insertSubmission(
  db: AppDb,
  values: typeof factoringSubmissions.$inferInsert & { loads: readonly SubmissionLoadValues[] },
) {
  const { loads: held, ...row } = values;
  const [made] = await db.insert(factoringSubmissions).values(row).returning();
  await db
    .insert(factoringSubmissionLoads)
    .values(held.map((l) => ({ ...l, company_id: row.company_id, submission_id: made!.id })));
  return made!;
}

const submissionColumns = { submission: factoringSubmissions, by_name: fullNameOrNull(users.name, users.last_name) };

/** The company's submissions, newest first. */
export function listSubmissions(db: AppDb, where: { companyId: number; limit: number }) {
  return db
    .select(submissionColumns)
    .from(factoringSubmissions)
    .leftJoin(users, eq(users.id, factoringSubmissions.submitted_by))
    .where(eq(factoringSubmissions.company_id, where.companyId))
    .orderBy(desc(factoringSubmissions.number))
    .limit(where.limit);
}
export type ListedSubmission = Awaited<ReturnType<typeof listSubmissions>>[number];

export async function findSubmission(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .select(submissionColumns)
    .from(factoringSubmissions)
    .leftJoin(users, eq(users.id, factoringSubmissions.submitted_by))
    .where(and(eq(factoringSubmissions.company_id, where.companyId), eq(factoringSubmissions.id, where.id)));
  return row;
}

/** The loads of some submissions, by invoice number, with what the schedule prints of each. */
export function loadsOfSubmissions(db: AppDb, where: { companyId: number; submissionIds: readonly number[] }) {
  if (!where.submissionIds.length) return Promise.resolve([]);
  return db
    .select({
      submission_id: factoringSubmissionLoads.submission_id,
      load_id: factoringSubmissionLoads.load_id,
      load_number: loads.load_number,
      invoice_number: factoringSubmissionLoads.invoice_number,
      invoice_date: sql<string>`${factoringSubmissionLoads.invoice_date}::text`,
      customer_name: customers.name,
      amount: factoringSubmissionLoads.amount,
      missing_documents: factoringSubmissionLoads.missing_documents,
    })
    .from(factoringSubmissionLoads)
    .innerJoin(loads, eq(loads.id, factoringSubmissionLoads.load_id))
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .where(
      and(
        eq(factoringSubmissionLoads.company_id, where.companyId),
        inArray(factoringSubmissionLoads.submission_id, [...where.submissionIds]),
      ),
    )
    .orderBy(factoringSubmissionLoads.invoice_number);
}
export type SubmissionLoadRow = Awaited<ReturnType<typeof loadsOfSubmissions>>[number];

type Payments = Pick<SubmissionRow, 'advance_amount' | 'advance_paid_on' | 'reserve_amount' | 'reserve_paid_on'>;

export async function setPayments(db: AppDb, where: { companyId: number; id: number }, values: Payments) {
  await db
    .update(factoringSubmissions)
    .set(values)
    .where(and(eq(factoringSubmissions.company_id, where.companyId), eq(factoringSubmissions.id, where.id)));
}

/** The e-mail that carried the submission's schedule and packets. */
export async function setOutboxMessage(db: AppDb, where: { companyId: number; id: number }, messageId: number) {
  await db
    .update(factoringSubmissions)
    .set({ outbox_message_id: messageId })
    .where(and(eq(factoringSubmissions.company_id, where.companyId), eq(factoringSubmissions.id, where.id)));
}
