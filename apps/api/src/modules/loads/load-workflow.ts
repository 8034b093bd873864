import {
  type LoadStatusStage,
  type LoadWorkflowFacts,
  type StatusMoveSource,
  statusAfterReopen,
  statusMoveRefusal,
  statusOptionsOf,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { invalidField } from '../../lib/validation';
import { companyWorkflowSettings } from '../companies/companies.service';
import { loadHasActiveDocument } from '../documents/documents.service';
import { currentTruckOf } from '../driver-equipment/driver-equipment.service';
import { activeWorkflowStatuses, workflowStatus } from '../load-statuses/load-statuses.service';
import { change } from './load-changes';
import * as repo from './loads.repo';

/* The load workflow's guards (decision 0196): the rules are the domain's, the facts are read here. */

/** The steps whose guard reads the load's facts; the others decide by the status and the source alone. */
const FACT_STEPS: ReadonlySet<LoadStatusStage> = new Set(['dispatched', 'in_transit', 'delivered']);

/** What the workflow knows of a load: its driver and their truck, its stops, its POD. */
export async function workflowFacts(
  tx: AppDb,
  companyId: number,
  load: { id: number; driver_id: number | null },
  via: StatusMoveSource,
): Promise<LoadWorkflowFacts> {
  const stops = (await repo.listEvents(tx, { companyId, loadId: load.id })).map((r) => r.event);
  const firstPickup = stops.filter((e) => e.event_type === 'pickup').sort((a, b) => a.event_order - b.event_order)[0];
  return {
    has_driver: load.driver_id !== null,
    has_truck: load.driver_id !== null && (await currentTruckOf(tx, companyId, load.driver_id)) !== null,
    first_pickup_completed: firstPickup?.is_completed === true,
    all_stops_completed: stops.length > 0 && stops.every((e) => e.is_completed),
    has_pod: await loadHasActiveDocument(tx, companyId, load.id, 'pod'),
    via,
  };
}

async function settingsOf(tx: AppDb, companyId: number) {
  return (await companyWorkflowSettings(tx, companyId)) ?? { require_pod_for_delivery: false };
}

/**
 * Refuses with 422 on `status_id` a move the workflow does not allow. The load's row holds what it
 * will be (a new load: just inserted with its stops, inside the same transaction).
 */
export async function assertStatusMove(
  tx: AppDb,
  companyId: number,
  load: { id: number; driver_id: number | null },
  statusId: number,
  via: StatusMoveSource = 'manual',
) {
  const target = await workflowStatus(tx, companyId, statusId);
  if (!target?.stage) return;
  const facts = FACT_STEPS.has(target.stage)
    ? await workflowFacts(tx, companyId, load, via)
    : {
        has_driver: false,
        has_truck: false,
        first_pickup_completed: false,
        all_stops_completed: false,
        has_pod: false,
        via,
      };
  const refusal = statusMoveRefusal(facts, target, await settingsOf(tx, companyId));
  if (refusal) throw invalidField(refusal.field, refusal.message);
}

/** Every active status in board order, with whether the load may move into it now and why not. */
export async function statusOptions(tx: AppDb, companyId: number, load: repo.LoadRow) {
  const statuses = await activeWorkflowStatuses(tx, companyId);
  const facts = await workflowFacts(tx, companyId, load, 'manual');
  return { options: statusOptionsOf(statuses, facts, await settingsOf(tx, companyId), load.status_id) };
}

/**
 * Moves a load locked by the caller into the company's first active status of `stage` (issuing the
 * invoice: Invoiced; recording the payment: Paid), with its history and audit like any status
 * change. Nothing moves when the company has no such status or the load is in one already.
 * Answers the load as it is afterwards.
 */
export async function moveToStage(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
  stage: LoadStatusStage,
  via: StatusMoveSource,
): Promise<repo.LoadRow> {
  const current = await workflowStatus(tx, companyId, before.status_id);
  if (current?.stage === stage) return before;
  const target = (await activeWorkflowStatuses(tx, companyId)).find((s) => s.stage === stage);
  if (!target) return before;
  await assertStatusMove(tx, companyId, before, target.id, via);
  return change(tx, ctx, companyId, before, { status_id: target.id }, 'status');
}

/** Whether the load's status is the workflow step `stage` (a payment taken off moves only a paid load back). */
export async function inStage(tx: AppDb, companyId: number, load: repo.LoadRow, stage: LoadStatusStage) {
  return (await workflowStatus(tx, companyId, load.status_id))?.stage === stage;
}

/**
 * After a load's stops change (a stop reopened): a load whose status its stops no longer hold
 * (Delivered with a stop open again) moves back to the latest step they hold (decision 0196), with
 * its history and audit like any status change. Answers the load as it is afterwards.
 */
export async function stepBackForStops(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
): Promise<repo.LoadRow> {
  const current = await workflowStatus(tx, companyId, before.status_id);
  if (current?.stage !== 'delivered' && current?.stage !== 'in_transit') return before;
  const facts = await workflowFacts(tx, companyId, before, 'manual');
  const target = statusAfterReopen(await activeWorkflowStatuses(tx, companyId), facts, current);
  return target ? change(tx, ctx, companyId, before, { status_id: target.id }, 'status') : before;
}
