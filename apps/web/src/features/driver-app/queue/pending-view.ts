import type { DriverAppLoad, DriverAppStop } from '@tms/domain';
import type { QueuedAction } from './queued-action';

/** A stop as the driver sees it: the server's, with the arrival or departure still on the phone. */
export type StopView = DriverAppStop & { arrivalWaiting: boolean; departureWaiting: boolean };
export type LoadView = Omit<DriverAppLoad, 'stops'> & { stops: StopView[] };

function stopWith(stop: DriverAppStop, actions: readonly QueuedAction[]): StopView {
  const mine = (kind: 'arrive' | 'depart') =>
    actions.find(
      (a) => a.kind === kind && a.stopId === stop.id && !(kind === 'arrive' ? stop.arrived_at : stop.departed_at),
    );
  const arrive = mine('arrive');
  const depart = mine('depart');
  const view: StopView = { ...stop, arrivalWaiting: Boolean(arrive), departureWaiting: Boolean(depart) };
  if (arrive) Object.assign(view, { arrived_at: arrive.createdAt, next_action: 'depart' });
  if (depart) Object.assign(view, { departed_at: depart.createdAt, is_completed: true, next_action: null });
  return view;
}

/**
 * The load with the driver's queued arrivals and departures shown as done (optimistically): a
 * stop departed on the phone hands the next action to the following stop, as the server will.
 */
export function loadWithPending(load: DriverAppLoad, actions: readonly QueuedAction[]): LoadView {
  const own = actions.filter((a) => a.loadId === load.id);
  const stops = load.stops.map((s) => stopWith(s, own));
  if (!stops.some((s) => s.departureWaiting)) {
    return { ...load, stops, next_stop_id: stops.find((s) => s.arrivalWaiting)?.id ?? load.next_stop_id };
  }
  const next = stops.find((s) => !s.is_completed);
  if (next && !next.next_action) next.next_action = next.arrived_at ? 'depart' : 'arrive';
  return { ...load, stops, next_stop_id: next?.id ?? null };
}

/** The queued actions of one load that are not stop actions: check calls and uploads. */
export function pendingOf<K extends QueuedAction['kind']>(
  actions: readonly QueuedAction[],
  loadId: number,
  kind: K,
): Extract<QueuedAction, { kind: K }>[] {
  return actions.filter((a): a is Extract<QueuedAction, { kind: K }> => a.kind === kind && a.loadId === loadId);
}
