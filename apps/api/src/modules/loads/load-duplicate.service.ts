import { LOAD_LIMITS, LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import { activeWorkflowStatuses } from '../load-statuses/load-statuses.service';
import { loadOf } from './load-access';
import { detail, type LoadsDeps, refreshProgress, statusName } from './load-changes';
import { assertBasicInfo, basicValues } from './load-checks';
import * as history from './load-comments.repo';
import { createdEntry } from './load-history-entries';
import type { EventInput, Step1 } from './load-inputs';
import { stopFields } from './load-shapes';
import { saveEvents } from './load-stop-rules';
import { assertStatusMove } from './load-workflow';
import * as repo from './loads.repo';

/** How many "-COPY-n" numbers are tried before the copy is refused. */
const COPY_TRIES = 50;

/**
 * The copy's number (decision 0199): "<number>-COPY", then "<number>-COPY-2", "-COPY-3" … the
 * first one free in the company, the original cut short so the whole stays within the limit.
 */
export function copyNumber(original: string, n: number) {
  const suffix = n === 1 ? '-COPY' : `-COPY-${n}`;
  return `${original.slice(0, LOAD_LIMITS.loadNumberMax - suffix.length)}${suffix}`;
}

async function freeCopyNumber(tx: AppDb, companyId: number, original: string) {
  for (let n = 1; n <= COPY_TRIES; n++) {
    const loadNumber = copyNumber(original, n);
    await repo.lockLoadNumber(tx, { companyId, loadNumber });
    if (!(await repo.findLoadNumber(tx, { companyId, loadNumber }))) return loadNumber;
  }
  throw conflict(M.loadNumberTaken);
}

/** The status a copy starts in: the first active one of the booked step, else the first active one. */
async function startStatus(tx: AppDb, companyId: number, fallback: number) {
  const statuses = await activeWorkflowStatuses(tx, companyId);
  return (statuses.find((s) => s.stage === 'booked') ?? statuses[0])?.id ?? fallback;
}

/** A stop of the original as a new, open stop of the copy: no completion, arrival or departure. */
const copyStop = (e: repo.EventRow): EventInput => ({ ...stopFields(e), is_completed: false });

/**
 * Duplicate a load: a new load with the original's customer, drivers, dispatcher, stops, rate and
 * cargo, under a new number, in the booked status; no documents, invoice, payment or check calls.
 */
export function createLoadDuplicateService({ writing }: LoadsDeps) {
  return {
    duplicate(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const original = await loadOf(tx, ctx, companyId, id, true);
        const basic: Step1 = {
          load_number: await freeCopyNumber(tx, companyId, original.load_number),
          broker_id: original.broker_id,
          driver_id: original.driver_id,
          secondary_driver_id: original.secondary_driver_id,
          dispatcher_id: original.dispatcher_id,
          status_id: await startStatus(tx, companyId, original.status_id),
          processed: false,
          is_team_load: original.is_team_load,
          team_pay_split_primary: original.team_pay_split_primary,
          team_pay_split_secondary: original.team_pay_split_secondary,
        };
        // The copy is a new booking: whatever it names must still be usable, as for any booking.
        await assertBasicInfo(tx, ctx, companyId, basic);
        const row = await repo.insertLoad(tx, {
          ...basicValues(basic),
          rate_booked: original.rate_booked,
          rate_dispatched: original.rate_dispatched,
          rate_dispatched_manual: original.rate_dispatched_manual,
          loaded_miles: original.loaded_miles,
          empty_miles: original.empty_miles,
          commodity: original.commodity,
          weight_lbs: original.weight_lbs,
          pieces: original.pieces,
          hazmat: original.hazmat,
          company_id: companyId,
          created_by: ctx.userId,
        });
        // The copy starts in its status only when it holds that status's facts, as any new load (decision 0196).
        await assertStatusMove(tx, companyId, row, row.status_id);
        const stops = (await repo.listEvents(tx, { companyId, loadId: id })).map((e) => copyStop(e.event));
        if (stops.length)
          await repo.updateLoad(tx, { companyId, id: row.id }, await saveEvents(tx, ctx, companyId, row.id, stops));
        const progress = await repo.findProgress(tx, { companyId, loadId: id });
        await refreshProgress(tx, companyId, row.id, progress?.rate_cargo_entered ?? false);
        await history.insertHistory(tx, { companyId, loadId: row.id, userId: ctx.userId }, [
          createdEntry(await statusName(tx, companyId, row.status_id)),
        ]);
        await audit(tx, ctx, {
          action: 'duplicate',
          entity: 'load',
          entityId: row.id,
          detail: { load_number: row.load_number, from_load_id: id, from_load_number: original.load_number },
        });
        return detail(tx, companyId, row.id);
      });
    },
  };
}
