import { describe, expect, it } from 'vitest';
import { LOAD_STATUS_STAGES } from './load-status-meaning';
import {
  type LoadWorkflowFacts,
  STAGE_MEANINGS,
  stageMeaningProblem,
  statusAfterReopen,
  statusMoveRefusal,
  statusOptionsOf,
  LOAD_WORKFLOW_MESSAGES as W,
} from './load-workflow';
import { DEFAULT_LOAD_STATUSES, loadStatusCreate } from './settings';

const none: LoadWorkflowFacts = {
  has_driver: false,
  has_truck: false,
  first_pickup_completed: false,
  all_stops_completed: false,
  has_pod: false,
  via: 'manual',
};
const all: LoadWorkflowFacts = {
  has_driver: true,
  has_truck: true,
  first_pickup_completed: true,
  all_stops_completed: true,
  has_pod: true,
  via: 'manual',
};
const lax = { require_pod_for_delivery: false };
const strict = { require_pod_for_delivery: true };
const refusal = (message: string) => ({ field: 'status_id', message });

describe('statusMoveRefusal', () => {
  it('leaves free statuses, Booked and Cancelled open to any load', () => {
    for (const stage of [null, 'booked', 'cancelled'] as const)
      expect(statusMoveRefusal(none, { name: 'Anything', stage }, strict)).toBeNull();
  });

  it('dispatches a load with a driver who holds a truck, naming the status as the carrier calls it', () => {
    const target = { name: 'Rolling', stage: 'dispatched' } as const;
    expect(statusMoveRefusal(none, target, lax)).toEqual(refusal('Assign a driver and a truck before Rolling'));
    expect(statusMoveRefusal({ ...none, has_driver: true }, target, lax)).toEqual(refusal(W.truck('Rolling')));
    expect(statusMoveRefusal({ ...none, has_truck: true }, target, lax)).toEqual(refusal(W.driver('Rolling')));
    expect(statusMoveRefusal({ ...none, has_driver: true, has_truck: true }, target, lax)).toBeNull();
  });

  it('puts a load in transit once its first pickup is completed', () => {
    const target = { name: 'In Transit', stage: 'in_transit' } as const;
    expect(statusMoveRefusal(none, target, lax)).toEqual(refusal('Complete the first pickup before In Transit'));
    expect(statusMoveRefusal({ ...none, first_pickup_completed: true }, target, lax)).toBeNull();
  });

  it('delivers once every stop is completed, with a POD only when the company asks for one', () => {
    const target = { name: 'Delivered', stage: 'delivered' } as const;
    const stopsDone = { ...none, all_stops_completed: true };
    expect(statusMoveRefusal(none, target, lax)).toEqual(refusal('Complete every stop before Delivered'));
    expect(statusMoveRefusal(stopsDone, target, lax)).toBeNull();
    expect(statusMoveRefusal(stopsDone, target, strict)).toEqual(refusal('Upload a POD before Delivered'));
    expect(statusMoveRefusal({ ...stopsDone, has_pod: true }, target, strict)).toBeNull();
  });

  it('sets Invoiced only by the invoice (or a payment taken off) and Paid only by the payment', () => {
    const invoiced = { name: 'Billed', stage: 'invoiced' } as const;
    const paid = { name: 'Settled', stage: 'paid' } as const;
    expect(statusMoveRefusal(all, invoiced, lax)).toEqual(refusal('Billed is set by issuing the invoice'));
    expect(statusMoveRefusal({ ...none, via: 'invoice' }, invoiced, lax)).toBeNull();
    expect(statusMoveRefusal({ ...none, via: 'payment' }, invoiced, lax)).toBeNull();
    expect(statusMoveRefusal(all, paid, lax)).toEqual(refusal('Settled is set by recording the payment'));
    expect(statusMoveRefusal({ ...all, via: 'invoice' }, paid, lax)).toEqual(refusal(W.paidByPayment('Settled')));
    expect(statusMoveRefusal({ ...none, via: 'payment' }, paid, lax)).toBeNull();
  });
});

describe('statusOptionsOf', () => {
  it('answers each status with whether the load may take it and why not; its own status is allowed', () => {
    const statuses = [
      { id: 1, name: 'Booked', color: '#000000', stage: 'booked' as const },
      { id: 2, name: 'Invoiced', color: '#111111', stage: 'invoiced' as const },
      { id: 3, name: 'Delivered', color: '#222222', stage: 'delivered' as const },
    ];
    expect(statusOptionsOf(statuses, none, lax, 2)).toEqual([
      { status_id: 1, name: 'Booked', color: '#000000', stage: 'booked', allowed: true, reason: null },
      { status_id: 2, name: 'Invoiced', color: '#111111', stage: 'invoiced', allowed: true, reason: null },
      {
        status_id: 3,
        name: 'Delivered',
        color: '#222222',
        stage: 'delivered',
        allowed: false,
        reason: W.allStops('Delivered'),
      },
    ]);
  });
});

describe('a step agrees with its meaning', () => {
  it('asks delivered of Delivered, Invoiced and Paid, cancelled of Cancelled and open of the rest', () => {
    expect(LOAD_STATUS_STAGES.map((s) => [s, STAGE_MEANINGS[s]])).toEqual([
      ['booked', 'open'],
      ['dispatched', 'open'],
      ['in_transit', 'open'],
      ['delivered', 'delivered'],
      ['invoiced', 'delivered'],
      ['paid', 'delivered'],
      ['cancelled', 'cancelled'],
    ]);
    expect(stageMeaningProblem(null, 'cancelled')).toBeNull();
    expect(stageMeaningProblem('invoiced', 'open')).toBe(W.stageMeaning('invoiced', 'delivered'));
  });

  it('holds for the default catalogue', () => {
    for (const s of DEFAULT_LOAD_STATUSES) expect(stageMeaningProblem(s.stage, s.meaning)).toBeNull();
  });

  it('is refused on stage by the status form', () => {
    const parsed = loadStatusCreate.safeParse({ name: 'Billed', stage: 'invoiced', meaning: 'open' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['stage'], W.stageMeaning('invoiced', 'delivered')],
    ]);
    expect(loadStatusCreate.parse({ name: 'Waiting' }).stage).toBeNull();
  });
});

describe('statusAfterReopen', () => {
  const catalogue = [
    { id: 1, name: 'Booked', stage: 'booked' },
    { id: 2, name: 'Rolling', stage: 'dispatched' },
    { id: 3, name: 'On the road', stage: 'in_transit' },
    { id: 4, name: 'Dropped', stage: 'delivered' },
    { id: 5, name: 'Billed', stage: 'invoiced' },
    { id: 9, name: 'Layover', stage: null },
  ] as const;
  const [booked, rolling, onTheRoad, dropped, billed, layover] = catalogue;
  const pickedUp = { ...all, all_stops_completed: false };
  const dispatchedOnly = { ...pickedUp, first_pickup_completed: false };

  it('moves a delivered load with a stop open again back to the latest step its stops hold', () => {
    expect(statusAfterReopen(catalogue, pickedUp, dropped)).toBe(onTheRoad);
    expect(statusAfterReopen(catalogue, dispatchedOnly, dropped)).toBe(rolling);
    expect(statusAfterReopen(catalogue, { ...none, has_pod: true }, dropped)).toBe(booked);
  });

  it('moves an in-transit load whose first pickup is open again back, never forward', () => {
    expect(statusAfterReopen(catalogue, dispatchedOnly, onTheRoad)).toBe(rolling);
    expect(statusAfterReopen(catalogue, none, onTheRoad)).toBe(booked);
  });

  it('skips a step the company has no status for', () => {
    expect(statusAfterReopen([booked, dropped], pickedUp, dropped)).toBe(booked);
    expect(statusAfterReopen([dropped], pickedUp, dropped)).toBeNull();
  });

  it('leaves a status the stops still hold, a missing POD, and the steps stops do not set', () => {
    expect(statusAfterReopen(catalogue, all, dropped)).toBeNull();
    expect(statusAfterReopen(catalogue, { ...all, has_pod: false }, dropped)).toBeNull();
    expect(statusAfterReopen(catalogue, pickedUp, onTheRoad)).toBeNull();
    for (const current of [billed, layover, rolling, booked, { name: 'Void', stage: 'cancelled' } as const])
      expect(statusAfterReopen(catalogue, none, current)).toBeNull();
  });
});
