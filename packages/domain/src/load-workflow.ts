import { z } from 'zod';
import {
  LOAD_STATUS_MEANING_LABELS,
  LOAD_STATUS_STAGES,
  type LoadStatusMeaning,
  type LoadStatusStage,
} from './load-status-meaning';

/**
 * The load workflow (issue 31, decision 0196): which facts a load must hold before it moves into a
 * status with a workflow step. The API refuses a move with these answers and the web's status menus
 * show them beside the statuses a load cannot take yet. Messages name the status as the carrier
 * calls it, since carriers rename their statuses.
 */

/** How a status change comes about: a user picking it, issuing the invoice, or recording a payment. */
export const STATUS_MOVE_SOURCES = ['manual', 'invoice', 'payment'] as const;
export type StatusMoveSource = (typeof STATUS_MOVE_SOURCES)[number];

/** What is known of a load when it is asked to move. */
export type LoadWorkflowFacts = {
  has_driver: boolean;
  /** The (primary) driver holds a truck: their current equipment assignment. */
  has_truck: boolean;
  /** The pickup with the lowest stop order is completed (false when the load has no pickup). */
  first_pickup_completed: boolean;
  /** The load has stops and every one is completed. */
  all_stops_completed: boolean;
  /** An active POD document is on the load. */
  has_pod: boolean;
  via: StatusMoveSource;
};

/** The company settings the workflow reads. */
export type LoadWorkflowSettings = { require_pod_for_delivery: boolean };

/** The status a load is asked to move into. */
export type WorkflowTarget = { name: string; stage: LoadStatusStage | null };

/** A move refused: the field the client sent (status_id) and why. */
export type StatusRefusal = { field: 'status_id'; message: string };

export const LOAD_STATUS_STAGE_LABELS: Readonly<Record<LoadStatusStage, string>> = {
  booked: 'Booked',
  dispatched: 'Dispatched',
  in_transit: 'In transit',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** What a move into each step asks of the load, as the status form explains it. */
export const LOAD_STATUS_STAGE_HINTS: Readonly<Record<LoadStatusStage, string>> = {
  booked: 'Any load may move here',
  dispatched: 'Needs a driver with a truck',
  in_transit: 'Needs the first pickup completed',
  delivered: 'Needs every stop completed (and a POD when the company asks for one)',
  invoiced: 'Set by issuing the invoice, never by hand',
  paid: 'Set by recording the payment, never by hand',
  cancelled: 'Any load may move here',
};

/** The hint for a status without a step. */
export const FREE_STATUS_HINT = 'A free status: any load may move into it';

export const LOAD_WORKFLOW_MESSAGES = {
  driverAndTruck: (status: string) => `Assign a driver and a truck before ${status}`,
  driver: (status: string) => `Assign a driver before ${status}`,
  truck: (status: string) => `The driver has no truck: assign one to the driver before ${status}`,
  firstPickup: (status: string) => `Complete the first pickup before ${status}`,
  allStops: (status: string) => `Complete every stop before ${status}`,
  pod: (status: string) => `Upload a POD before ${status}`,
  invoicedByInvoice: (status: string) => `${status} is set by issuing the invoice`,
  paidByPayment: (status: string) => `${status} is set by recording the payment`,
  stageMeaning: (stage: LoadStatusStage, meaning: LoadStatusMeaning) =>
    `The ${LOAD_STATUS_STAGE_LABELS[stage]} step counts as ${LOAD_STATUS_MEANING_LABELS[meaning]}: choose that under Counts as, or another step`,
  stageUnknown: `Workflow step must be one of ${LOAD_STATUS_STAGES.join(', ')}, or empty`,
} as const;

const W = LOAD_WORKFLOW_MESSAGES;
const refuse = (message: string): StatusRefusal => ({ field: 'status_id', message });

/**
 * Why a load may not move into `target`, or null when it may. A status without a step is free;
 * Booked and Cancelled are free too. Each step checks its own facts only, so a load may skip
 * steps (Booked straight to Delivered once its stops are completed).
 */
export function statusMoveRefusal(
  facts: LoadWorkflowFacts,
  target: WorkflowTarget,
  settings: LoadWorkflowSettings,
): StatusRefusal | null {
  const name = target.name;
  switch (target.stage) {
    case 'dispatched':
      if (!facts.has_driver) return refuse(facts.has_truck ? W.driver(name) : W.driverAndTruck(name));
      return facts.has_truck ? null : refuse(W.truck(name));
    case 'in_transit':
      return facts.first_pickup_completed ? null : refuse(W.firstPickup(name));
    case 'delivered':
      if (!facts.all_stops_completed) return refuse(W.allStops(name));
      return settings.require_pod_for_delivery && !facts.has_pod ? refuse(W.pod(name)) : null;
    case 'invoiced':
      // Taking the payment off a paid load puts it back in Invoiced.
      return facts.via === 'manual' ? refuse(W.invoicedByInvoice(name)) : null;
    case 'paid':
      return facts.via === 'payment' ? null : refuse(W.paidByPayment(name));
    default:
      return null;
  }
}

/** The steps whose status says how far the stops are done: a reopened stop can take that away. */
const STOP_STEPS: ReadonlySet<LoadStatusStage> = new Set(['in_transit', 'delivered']);

/** The steps a load moves back through when its stops no longer hold its status, latest first. */
const STEPS_BACK = ['in_transit', 'dispatched', 'booked'] as const;

/**
 * Where a load goes when its stops no longer hold its status (a stop reopened, decision 0196): a
 * Delivered load with a stop open again, or an In Transit load whose first pickup is open again,
 * moves back to the first of `statuses` (the company's active ones, board order) of the latest
 * earlier step whose facts the load still holds: In Transit, Dispatched, then Booked. Null when
 * the status still holds, is not a stop step (free statuses, Invoiced and Paid, which the invoice
 * and the payment set, and Cancelled stay), or the company has no status to go back to. The POD
 * is not a stop: a Delivered load is not moved back for it.
 */
export function statusAfterReopen<S extends WorkflowTarget>(
  statuses: readonly S[],
  facts: LoadWorkflowFacts,
  current: WorkflowTarget,
): S | null {
  if (!current.stage || !STOP_STEPS.has(current.stage)) return null;
  const stopsOnly = { require_pod_for_delivery: false };
  if (statusMoveRefusal(facts, current, stopsOnly) === null) return null;
  for (const step of current.stage === 'delivered' ? STEPS_BACK : STEPS_BACK.slice(1)) {
    const status = statuses.find((s) => s.stage === step);
    if (status && statusMoveRefusal(facts, status, stopsOnly) === null) return status;
  }
  return null;
}

/** The status-options answer's rows: every status with whether the load may move into it and why not. */
export function statusOptionsOf<S extends WorkflowTarget & { id: number; color: string }>(
  statuses: readonly S[],
  facts: LoadWorkflowFacts,
  settings: LoadWorkflowSettings,
  currentId: number,
) {
  return statuses.map((s) => {
    const refusal = s.id === currentId ? null : statusMoveRefusal(facts, s, settings);
    return {
      status_id: s.id,
      name: s.name,
      color: s.color,
      stage: s.stage,
      allowed: refusal === null,
      reason: refusal?.message ?? null,
    };
  });
}

/** GET /api/loads/{id}/status-options: the company's active statuses in board order, for the status menus. */
export const loadStatusOptions = z.object({
  options: z.array(
    z.object({
      status_id: z.number().int(),
      name: z.string(),
      color: z.string(),
      stage: z.enum(LOAD_STATUS_STAGES).nullable(),
      allowed: z.boolean().describe('Whether the load may move into this status now (its current status is allowed)'),
      reason: z.string().nullable().describe('Why not, when not allowed'),
    }),
  ),
});
export type LoadStatusOption = z.infer<typeof loadStatusOptions>['options'][number];

/** The meaning each step must carry: a status cannot be Invoiced yet count as open. */
export const STAGE_MEANINGS: Readonly<Record<LoadStatusStage, LoadStatusMeaning>> = {
  booked: 'open',
  dispatched: 'open',
  in_transit: 'open',
  delivered: 'delivered',
  invoiced: 'delivered',
  paid: 'delivered',
  cancelled: 'cancelled',
};

/** Why a status's step disagrees with its meaning (refused on `stage`), or null. */
export function stageMeaningProblem(stage: LoadStatusStage | null, meaning: LoadStatusMeaning): string | null {
  if (stage === null) return null;
  const expected = STAGE_MEANINGS[stage];
  return expected === meaning ? null : W.stageMeaning(stage, expected);
}
