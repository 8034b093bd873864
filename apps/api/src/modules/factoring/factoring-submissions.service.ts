import {
  dayIn,
  FACTORING_LIMITS,
  FACTORING_PACKET_LABELS,
  FACTORING_PACKET_PARTS,
  type FactoringPacketPart,
  type FactoringPayments,
  type FactoringSubmission,
  type FactoringSubmissionCreate,
  fromCents,
  FACTORING_MESSAGES as M,
  toCents,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, readTenant, withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { databaseError, notFound, payloadTooLarge, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyLetterhead } from '../companies/companies.service';
import { loadPacketParts, packetPdf } from '../documents/load-packets.service';
import type { MailService } from '../mail/mail.service';
import type { Storage } from '../storage/storage.service';
import * as settingsRepo from './factoring-settings.repo';
import { requireActiveFactoring } from './factoring-settings.service';
import * as repo from './factoring-submissions.repo';
import { renderScheduleOfAccounts, type ScheduleContent } from './schedule-of-accounts-pdf';
import { alreadySubmitted, submittableLoads } from './submission-loads';

/** Submissions kept in the list: years of weekly schedules. */
const LISTED = 200;
const LOAD_KEY = 'factoring_submission_loads_load_key';

const pdfAttachment = (filename: string, bytes: Uint8Array) => ({ filename, content_type: 'application/pdf', bytes });
const fileSafe = (s: string) => s.replace(/[^\w.-]+/g, '-').slice(0, 80);

function toSubmission(s: repo.ListedSubmission, loads: repo.SubmissionLoadRow[]): FactoringSubmission {
  const r = s.submission;
  const paid = r.advance_amount !== null && r.reserve_amount !== null;
  return {
    id: r.id,
    number: r.number,
    submitted_at: r.submitted_at.toISOString(),
    submitted_by: r.submitted_by === null ? null : { id: r.submitted_by, full_name: s.by_name ?? '' },
    factor_name: r.factor_name,
    sent_to: r.factor_email,
    loads: loads.map((l) => ({
      load_id: l.load_id,
      load_number: l.load_number,
      invoice_number: l.invoice_number,
      invoice_date: l.invoice_date,
      customer_name: l.customer_name,
      amount: l.amount,
      missing_documents: l.missing_documents as FactoringPacketPart[],
    })),
    total: r.total,
    advance_amount: r.advance_amount,
    advance_paid_on: r.advance_paid_on,
    reserve_amount: r.reserve_amount,
    reserve_paid_on: r.reserve_paid_on,
    fee: paid ? fromCents(toCents(r.total) - toCents(r.advance_amount!) - toCents(r.reserve_amount!)) : null,
  };
}

/** What the schedule prints of a recorded submission. */
async function scheduleOf(tx: AppDb, companyId: number, s: repo.ListedSubmission, loads: repo.SubmissionLoadRow[]) {
  const carrier = await companyLetterhead(tx, companyId);
  const content: ScheduleContent = {
    number: s.submission.number,
    submittedOn: dayIn(carrier?.time_zone ?? 'UTC', s.submission.submitted_at),
    submittedBy: s.by_name,
    carrier: {
      name: carrier?.name ?? '',
      address: carrier?.address ?? null,
      phone_number: carrier?.phone_number ?? null,
      mc_number: carrier?.mc_number ?? null,
      dot_number: carrier?.dot_number ?? null,
    },
    factor: { name: s.submission.factor_name, remitTo: s.submission.factor_remit_to },
    invoices: loads.map((l) => ({
      invoice_number: l.invoice_number,
      invoice_date: l.invoice_date,
      load_number: l.load_number,
      debtor: l.customer_name,
      amount: l.amount,
      missing: l.missing_documents.map((p) => FACTORING_PACKET_LABELS[p as FactoringPacketPart] ?? p),
    })),
    total: s.submission.total,
  };
  return renderScheduleOfAccounts(content);
}

/**
 * Submissions of invoiced loads to the factoring company (issue 37, decision 0222): the schedule
 * of accounts and each load's packet go out through the outbox in the transaction that records
 * the submission, so a load is factored exactly when its packet was sent.
 */
export function createFactoringSubmissionsService(deps: { db: AppDb; storage: Storage; mail: MailService }) {
  const { db, storage, mail } = deps;

  /** The submission as recorded, inside the caller's transaction; 404 when the company has none such. */
  async function recorded(tx: AppDb, companyId: number, id: number) {
    const s = await repo.findSubmission(tx, { companyId, id });
    if (!s) throw notFound(M.submissionNotFound);
    return { s, loads: await repo.loadsOfSubmissions(tx, { companyId, submissionIds: [id] }) };
  }

  /** Checks everything and gathers each load's packet documents, without writing. */
  const prepare = (companyId: number, loadIds: readonly number[]) =>
    readTenant(db, companyId, async (tx) => {
      await requireActiveFactoring(tx, companyId);
      const loads = await submittableLoads(tx, companyId, loadIds);
      const parts = [];
      for (const load of loads) {
        const found = await loadPacketParts(tx, storage, { companyId, loadId: load.id, types: FACTORING_PACKET_PARTS });
        if (found.missing.includes('invoice')) throw unprocessable(M.noInvoiceDocument(load.load_number));
        parts.push({ load, ...found });
      }
      return parts;
    });

  return {
    async submit(ctx: Ctx, body: FactoringSubmissionCreate, signal?: AbortSignal) {
      const companyId = requireCompany(ctx);
      const prepared = await prepare(companyId, body.load_ids);
      // The packets are read and merged outside the transaction that records the submission.
      const packets: ReturnType<typeof pdfAttachment>[] = [];
      for (const p of prepared) {
        const { data } = await packetPdf(p.files, `Load ${p.load.load_number}`, `Load ${p.load.load_number}`, signal);
        packets.push(pdfAttachment(`invoice-${p.load.invoice_number}-load-${fileSafe(p.load.load_number)}.pdf`, data));
      }
      signal?.throwIfAborted();
      const bytes = packets.reduce((n, a) => n + a.bytes.length, 0);
      if (bytes > FACTORING_LIMITS.attachmentBytes) throw payloadTooLarge(M.tooLarge(Math.ceil(bytes / 1048576)));
      try {
        return await withTenant(db, companyId, async (tx) => {
          const factor = await requireActiveFactoring(tx, companyId);
          const number = (await settingsRepo.takeSubmissionNumber(tx, { companyId }))!;
          // Checked again under the company's lock: a submission that committed meanwhile is seen.
          const loads = await submittableLoads(tx, companyId, body.load_ids);
          const missing = new Map(prepared.map((p) => [p.load.id, p.missing]));
          const total = fromCents(loads.reduce((sum, l) => sum + toCents(l.amount), 0n));
          const made = await repo.insertSubmission(tx, {
            company_id: companyId,
            number,
            submitted_by: ctx.userId,
            factor_name: factor.name,
            factor_email: factor.email,
            factor_remit_to: factor.remit_to,
            total,
            loads: loads.map((l) => ({
              load_id: l.id,
              invoice_number: l.invoice_number,
              invoice_date: l.invoice_date,
              amount: l.amount,
              missing_documents: missing.get(l.id) ?? [],
            })),
          });
          const { s, loads: held } = await recorded(tx, companyId, made.id);
          const schedule = await scheduleOf(tx, companyId, s, held);
          const messageId = await mail.send(tx, {
            to: factor.email,
            companyId,
            content: {
              kind: 'factoring_submission',
              factor_name: factor.name,
              number,
              total,
              invoices: held.map((l) => ({
                invoice_number: l.invoice_number,
                load_number: l.load_number,
                debtor: l.customer_name,
                amount: l.amount,
                missing: l.missing_documents.map((p) => FACTORING_PACKET_LABELS[p as FactoringPacketPart] ?? p),
              })),
            },
            attachments: [pdfAttachment(`schedule-of-accounts-${number}.pdf`, schedule), ...packets],
          });
          await repo.setOutboxMessage(tx, { companyId, id: made.id }, messageId);
          await audit(tx, ctx, {
            action: 'submit',
            entity: 'factoring_submission',
            entityId: made.id,
            detail: { number, to: factor.email, total, load_ids: loads.map((l) => l.id), outbox_message_id: messageId },
          });
          return toSubmission(s, held);
        });
      } catch (e) {
        const { code, constraint } = databaseError(e) ?? {};
        if (code !== '23505' || constraint !== LOAD_KEY) throw e;
        throw (await readTenant(db, companyId, (tx) => alreadySubmitted(tx, companyId, body.load_ids))) ?? e;
      }
    },

    list: (ctx: Ctx) =>
      readCompany(db, ctx, async (tx, companyId) => {
        const rows = await repo.listSubmissions(tx, { companyId, limit: LISTED });
        const loads = await repo.loadsOfSubmissions(tx, { companyId, submissionIds: rows.map((r) => r.submission.id) });
        return {
          submissions: rows.map((r) =>
            toSubmission(
              r,
              loads.filter((l) => l.submission_id === r.submission.id),
            ),
          ),
        };
      }),

    /** The schedule of accounts of a recorded submission, drawn again from what was recorded. */
    schedule: (ctx: Ctx, id: number) =>
      readCompany(db, ctx, async (tx, companyId) => {
        const { s, loads } = await recorded(tx, companyId, id);
        return {
          filename: `schedule-of-accounts-${s.submission.number}.pdf`,
          bytes: await scheduleOf(tx, companyId, s, loads),
        };
      }),

    /** Records the advance and the reserve as paid (or clears them): within the total, on days since the submission. */
    payments: (ctx: Ctx, id: number, p: FactoringPayments) =>
      withCompany(db, ctx, async (tx, companyId) => {
        const { s } = await recorded(tx, companyId, id);
        const carrier = await companyLetterhead(tx, companyId);
        const zone = carrier?.time_zone ?? 'UTC';
        const submittedOn = dayIn(zone, s.submission.submitted_at);
        const today = dayIn(zone);
        for (const key of ['advance_paid_on', 'reserve_paid_on'] as const) {
          const day = p[key];
          if (day && day < submittedOn) throw invalidField(key, M.paidBeforeSubmission);
          if (day && day > today) throw invalidField(key, M.paidInFuture);
        }
        const paid = toCents(p.advance_amount ?? '0') + toCents(p.reserve_amount ?? '0');
        if (paid > toCents(s.submission.total)) throw invalidField('reserve_amount', M.overTotal);
        await repo.setPayments(tx, { companyId, id }, p);
        await audit(tx, ctx, { action: 'record_payments', entity: 'factoring_submission', entityId: id, detail: p });
        const after = await recorded(tx, companyId, id);
        return toSubmission(after.s, after.loads);
      }),
  };
}

export type FactoringSubmissionsService = ReturnType<typeof createFactoringSubmissionsService>;
