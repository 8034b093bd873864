import type { ActionStore } from './action-store';
import type { NewAction, QueuedAction } from './queued-action';
import { sendFailure } from './send-failure';

export interface QueueState {
  /** The signed-in driver's actions not yet sent, oldest first. */
  actions: readonly QueuedAction[];
  /** The action being sent now. */
  sending: number | null;
  /** The last attempt stopped on a failure that may pass (no signal): the actions wait. */
  waiting: boolean;
}

export interface QueueDeps {
  store: ActionStore;
  /** Sends one action with its idempotency key; throws an ApiError when it fails. */
  send: (action: QueuedAction) => Promise<unknown>;
  /** Runs the drain alone across tabs (a Web Lock); by default, just runs it. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

export interface QueueListeners {
  sent?: (action: QueuedAction, answer: unknown) => void;
  rejected?: (action: QueuedAction, error: unknown) => void;
}

/**
 * The driver's actions, kept until the server has them: sent one at a time in the order taken,
 * stopping at the first one that cannot go yet (it and those after it wait for the next drain),
 * dropping one the server refuses. Each keeps the key it was given, so a retry never applies twice.
 */
export function createActionQueue({ store, send, exclusive = (work) => work() }: QueueDeps) {
  let owner: string | null = null;
  let state: QueueState = { actions: [], sending: null, waiting: false };
  let running: Promise<void> | null = null;
  let again = false;
  const subscribers = new Set<() => void>();
  const listeners = new Set<QueueListeners>();

  // Screens re-render on every new state, so a state equal to the last one is not published:
  // stored actions never change, so the same sequence numbers are the same list.
  const publish = (next: Partial<QueueState>) => {
    const actions =
      next.actions && sameSeqs(next.actions, state.actions) ? state.actions : (next.actions ?? state.actions);
    const merged = { ...state, ...next, actions };
    if (merged.actions === state.actions && merged.sending === state.sending && merged.waiting === state.waiting)
      return;
    state = merged;
    for (const s of subscribers) s();
  };
  const reload = async () => publish({ actions: owner ? await store.list(owner) : [] });

  async function sendOne(action: QueuedAction): Promise<boolean> {
    publish({ sending: action.seq });
    let answer: unknown;
    try {
      answer = await send(action);
    } catch (error) {
      if (sendFailure(error) === 'wait') return false;
      await store.remove(action.seq);
      for (const l of listeners) l.rejected?.(action, error);
      return true;
    }
    await store.remove(action.seq);
    for (const l of listeners) l.sent?.(action, answer);
    return true;
  }

  async function drainOnce(): Promise<void> {
    if (!owner) return;
    let waiting = false;
    try {
      // Read afresh: another tab may have sent some since this one last looked.
      for (const action of await store.list(owner)) {
        if (!(await sendOne(action))) {
          waiting = true;
          break;
        }
        await reload();
      }
    } finally {
      publish({ sending: null, waiting });
      await reload();
    }
  }

  /** Sends what waits; a call made while a drain runs makes it look once more when done. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await exclusive(drainOnce);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    getState: () => state,
    subscribe(subscriber: () => void): () => void {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    listen(l: QueueListeners): () => void {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    /** Whose actions are shown and sent: the signed-in driver, or nobody. */
    async setOwner(next: string | null) {
      owner = next;
      publish({ waiting: false });
      await reload();
    },
    /** Keeps the action (before anything is sent), shows it, and starts sending. */
    async enqueue(action: NewAction): Promise<QueuedAction> {
      const stored = await store.add(action);
      if (stored.owner === owner) publish({ actions: [...state.actions, stored] });
      void drain().catch(() => undefined);
      return stored;
    },
    drain,
    /** Forgets the owner's actions (signing out). */
    async clear(forOwner: string) {
      await store.clear(forOwner);
      await reload();
    },
  };
}

export type ActionQueue = ReturnType<typeof createActionQueue>;

const sameSeqs = (a: readonly QueuedAction[], b: readonly QueuedAction[]) =>
  a.length === b.length && a.every((action, i) => action.seq === b[i]?.seq);
