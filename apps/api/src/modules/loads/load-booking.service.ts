import { capabilitiesOf, EXTRACTION_MESSAGES, formatDate, loadDeletionRefusal, LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { readingExists } from '../extraction/extraction-learning.service';
import { loadOf } from './load-access';
import { change, checkVersion, detail, type LoadsDeps, refreshProgress, statusName } from './load-changes';
import { assertBasicInfo, assertMoneyOpen, assertNumberFree, assertProcessedChange, basicValues } from './load-checks';
import * as history from './load-comments.repo';
import { teachBrokerLayout } from './load-confirmation';
import { driverPayValues } from './load-driver-pay';
import { createdEntry } from './load-history-entries';
import type { AccountingStep1, BasicInfoUpdate, EventInput, RateCargoPut, Step1, WithEvents } from './load-inputs';
import { assertEvents, saveEvents } from './load-stop-rules';
import { assertStatusMove } from './load-workflow';
import * as repo from './loads.repo';

async function createIn(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  input: Step1,
  opts: { accounting?: boolean; draft?: boolean; events?: EventInput[]; rateCargo?: RateCargoPut } = {},
) {
  // A dispatcher booking without naming one books for themselves.
  const next =
    !opts.accounting && !input.dispatcher_id && capabilitiesOf(ctx.roles).has('loads_own_desk')
      ? { ...input, dispatcher_id: ctx.userId }
      : input;
  await assertBasicInfo(tx, ctx, companyId, next, undefined, opts);
  await assertNumberFree(tx, companyId, next.load_number);
  if (next.extraction_id && !(await readingExists(tx, companyId, next.extraction_id)))
    throw invalidField('extraction_id', EXTRACTION_MESSAGES.unknownReading);
  if (opts.events) await assertEvents(tx, companyId, null, opts.events);
  const row = await repo.insertLoad(tx, {
    ...basicValues(next),
    ...(opts.rateCargo ?? {}),
    extraction_id: next.extraction_id ?? null,
    // The wizard's first step starts a draft; its last step completes it (decision 0195).
    is_draft: Boolean(opts.draft),
    company_id: companyId,
    created_by: ctx.userId,
  });
  const saved = opts.events
    ? await repo.updateLoad(tx, { companyId, id: row.id }, await saveEvents(tx, ctx, companyId, row.id, opts.events))
    : row;
  // Driver pay: the figure sent, or the pay profile's (decision 0197).
  if (opts.rateCargo) {
    const pay = await driverPayValues(tx, companyId, saved, {}, opts.rateCargo, { fresh: true });
    await repo.updateLoad(tx, { companyId, id: row.id }, pay);
  }
  // A new load starts in a status only when it holds that status's facts, as a move into it would (decision 0196).
  await assertStatusMove(tx, companyId, row, row.status_id);
  await refreshProgress(tx, companyId, row.id, Boolean(opts.rateCargo));
  if (opts.rateCargo) await teachBrokerLayout(tx, ctx, companyId, row);
  await history.insertHistory(tx, { companyId, loadId: row.id, userId: ctx.userId }, [
    createdEntry(await statusName(tx, companyId, row.status_id)),
  ]);
  await audit(tx, ctx, {
    action: 'create',
    entity: 'load',
    entityId: row.id,
    detail: { load_number: row.load_number, accounting: Boolean(opts.accounting), draft: Boolean(opts.draft) },
  });
  return detail(tx, companyId, row.id);
}

/** Booking a load (the wizard, the accounting form, in one request), changing its basic info, deleting it. */
export function createLoadBookingService({ writing }: LoadsDeps) {
  return {
    createStep1(ctx: Ctx, input: Step1) {
      const companyId = requireCompany(ctx);
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, input, { draft: true }));
    },

    createAccounting(ctx: Ctx, input: AccountingStep1) {
      const companyId = requireCompany(ctx);
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, input, { accounting: true, draft: true }));
    },

    createWithEvents(ctx: Ctx, input: WithEvents) {
      const companyId = requireCompany(ctx);
      const { events, rate_cargo, ...basic } = input;
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, basic, { events, rateCargo: rate_cargo }));
    },

    updateBasicInfo(ctx: Ctx, id: number, input: BasicInfoUpdate) {
      const companyId = requireCompany(ctx);
      const { version, ...changes } = input;
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        checkVersion(before, version);
        const merged: Step1 = {
          load_number: changes.load_number ?? before.load_number,
          broker_id: changes.broker_id ?? before.broker_id,
          driver_id: changes.driver_id === undefined ? before.driver_id : changes.driver_id,
          dispatcher_id: changes.dispatcher_id === undefined ? before.dispatcher_id : changes.dispatcher_id,
          status_id: changes.status_id ?? before.status_id,
          processed: changes.processed ?? before.processed,
          is_team_load: changes.is_team_load ?? before.is_team_load,
          secondary_driver_id:
            changes.secondary_driver_id === undefined ? before.secondary_driver_id : changes.secondary_driver_id,
          team_pay_split_primary:
            changes.team_pay_split_primary === undefined
              ? before.team_pay_split_primary
              : changes.team_pay_split_primary,
          team_pay_split_secondary: null,
        };
        // Turning team load off clears the secondary driver and both splits (spec 3 section 4).
        if (changes.is_team_load === false) {
          merged.secondary_driver_id = null;
          merged.team_pay_split_primary = null;
        }
        assertProcessedChange(ctx, before, merged.processed);
        assertMoneyOpen(before, { broker_id: merged.broker_id });
        await assertBasicInfo(tx, ctx, companyId, merged, before);
        if (
          merged.load_number.toLowerCase() !== before.load_number.toLowerCase() ||
          merged.load_number !== before.load_number
        )
          await assertNumberFree(tx, companyId, merged.load_number, id);
        // The driver changes with the status in one save: the move is checked against the new driver.
        if (merged.status_id !== before.status_id)
          await assertStatusMove(tx, companyId, { id, driver_id: merged.driver_id ?? null }, merged.status_id);
        const values = basicValues(merged);
        // A change of driver, team or split computes a pay that is not typed again (decision 0197).
        const pay = await driverPayValues(tx, companyId, before, values, {});
        await change(tx, ctx, companyId, before, { ...values, ...pay }, 'update');
        return detail(tx, companyId, id);
      });
    },

    /** Deletes a load; `draftOnly` is the board's Discard, refused once the load was completed (decision 0195). */
    remove(ctx: Ctx, id: number, { draftOnly = false }: { draftOnly?: boolean } = {}) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        if (draftOnly && !before.is_draft) throw unprocessable(M.notADraft);
        // Spec 3 section 6: managers always; dispatchers unprocessed loads only; nobody else. A draft
        // was never dispatched, so whoever may delete an unprocessed load may discard it.
        const refusal = loadDeletionRefusal(capabilitiesOf(ctx.roles), before.processed && !before.is_draft);
        if (refusal) throw forbidden(refusal);
        // Decision 0120: money records keep their load, whoever asks.
        if (before.invoice_number !== null)
          throw conflict(
            M.deleteInvoiced(before.invoice_number, before.paid_date === null ? null : formatDate(before.paid_date)),
          );
        const [hold] = await repo.statementHolds(tx, { companyId, loadId: id });
        if (hold) throw conflict(M.deleteOnStatement(hold));
        await repo.deleteLoad(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'delete',
          entity: 'load',
          entityId: id,
          detail: { load_number: before.load_number, processed: before.processed, draft: before.is_draft },
        });
      });
    },
  };
}
