import { LOAD_MESSAGES as M } from '@tms/domain';
import { fieldProblem } from '../../lib/validation';

interface SubmittedStop {
  id?: number;
  event_order: number;
  event_date: string | null;
  is_completed: boolean;
}

interface StoredStop {
  is_completed: boolean;
  completed_at: Date | null;
  completed_by: number | null;
}

export type Completion = Pick<StoredStop, 'completed_at' | 'completed_by'>;

/**
 * A stop list saved as a whole changes completions by the completion call's rules (decision 117):
 * a stop newly marked done needs every stop before it done and its day reached; a stop reopened
 * needs every stop after it open. Stops whose flag is unchanged are left as they are.
 */
export function completionProblems(
  stops: readonly SubmittedStop[],
  stored: ReadonlyMap<number, StoredStop>,
  today: string,
) {
  return stops.flatMap((s, i) => {
    const was = s.id !== undefined && stored.get(s.id)?.is_completed === true;
    const msg = s.is_completed === was ? null : flagProblem(s, stops, today);
    return msg ? [fieldProblem(['events', i, 'is_completed'], msg)] : [];
  });
}

/**
 * Why `stop` cannot carry its `is_completed` among `stops` (which hold it with that flag): an
 * earlier stop still open or its day not reached when done, a later stop done when reopened.
 */
export function flagProblem(stop: SubmittedStop, stops: readonly SubmittedStop[], today: string) {
  const byOrder = [...stops].sort((a, b) => a.event_order - b.event_order);
  if (stop.is_completed) {
    const open = byOrder.find((e) => e.event_order < stop.event_order && !e.is_completed);
    if (open) return M.stopEarlierOpen(open.event_order);
    return stop.event_date && stop.event_date > today ? M.stopInFuture : null;
  }
  const done = byOrder.findLast((e) => e.event_order > stop.event_order && e.is_completed);
  return done ? M.stopLaterCompleted(done.event_order) : null;
}

/** When and by whom a saved stop was completed: kept when it already was, now and the caller when newly. */
export function completionOf(
  stop: SubmittedStop,
  stored: ReadonlyMap<number, StoredStop>,
  userId: number,
  now: Date,
): Completion {
  if (!stop.is_completed) return { completed_at: null, completed_by: null };
  const before = stop.id !== undefined ? stored.get(stop.id) : undefined;
  if (before?.is_completed) return { completed_at: before.completed_at, completed_by: before.completed_by };
  return { completed_at: now, completed_by: userId };
}
