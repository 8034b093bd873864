import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api/api-error';
import { NETWORK_ERROR } from '../../../app/api/http';
import { createActionQueue } from './action-queue';
import type { ActionStore } from './action-store';
import type { NewAction, QueuedAction } from './queued-action';

/** The store's contract in memory; the IndexedDB one is tested against it in action-store.test.ts. */
function memoryStore(): ActionStore & { rows: QueuedAction[] } {
  let seq = 0;
  const rows: QueuedAction[] = [];
  return {
    rows,
    async add(action) {
      const row = { ...action, seq: ++seq };
      rows.push(row);
      return row;
    },
    async list(owner) {
      return rows.filter((r) => r.owner === owner);
    },
    async remove(s) {
      const i = rows.findIndex((r) => r.seq === s);
      if (i >= 0) rows.splice(i, 1);
    },
    async clear(owner) {
      for (const r of rows.filter((x) => x.owner === owner)) rows.splice(rows.indexOf(r), 1);
    },
  };
}

const OWNER = '1.7';
let n = 0;
const action = (kind: 'arrive' | 'depart', stopId: number, owner = OWNER): NewAction => ({
  kind,
  stopId,
  key: `key-${++n}`,
  owner,
  loadId: 1,
  createdAt: new Date().toISOString(),
});
const offline = () => new ApiError(0, NETWORK_ERROR, undefined, undefined);
const refused = (detail: string) => new ApiError(409, detail, detail, undefined);

/** A server that records what it got and answers as told (by default, with the action's key). */
function server() {
  const got: { kind: string; stopId: number; key: string }[] = [];
  let fail: ((a: QueuedAction) => unknown) | null = null;
  const send = vi.fn(async (a: QueuedAction) => {
    const failure = fail?.(a);
    if (failure) throw failure;
    got.push({ kind: a.kind, stopId: 'stopId' in a ? a.stopId : 0, key: a.key });
    return { key: a.key };
  });
  return { got, send, failWith: (f: typeof fail) => (fail = f) };
}

async function queueWith(s = server(), store = memoryStore()) {
  const queue = createActionQueue({ store, send: s.send });
  await queue.setOwner(OWNER);
  return { queue, store, s };
}

describe('the driver action queue', () => {
  it('sends actions in the order they were taken, each with its own key, and empties', async () => {
    const { queue, s, store } = await queueWith();
    s.failWith(() => offline());
    const arrive = await queue.enqueue(action('arrive', 10));
    const depart = await queue.enqueue(action('depart', 10));
    await queue.drain();
    expect(queue.getState().actions.map((a) => a.kind)).toEqual(['arrive', 'depart']);
    expect(queue.getState().waiting).toBe(true);

    s.failWith(null);
    await queue.drain();
    expect(s.got).toEqual([
      { kind: 'arrive', stopId: 10, key: arrive.key },
      { kind: 'depart', stopId: 10, key: depart.key },
    ]);
    expect(store.rows).toEqual([]);
    expect(queue.getState()).toEqual({ actions: [], sending: null, waiting: false });
  });

  it('tells its screens only of a state that changed, so they do not render again for nothing', async () => {
    const { queue, s } = await queueWith();
    s.failWith(() => offline());
    const before = queue.getState();
    const told = vi.fn();
    queue.subscribe(told);
    await queue.setOwner(OWNER); // the same, empty list read again
    await queue.drain(); // nothing to send
    expect(told).not.toHaveBeenCalled();
    expect(queue.getState()).toBe(before);

    await queue.enqueue(action('arrive', 10));
    await queue.drain();
    expect(told).toHaveBeenCalled();
    const after = queue.getState();
    expect(after.actions).toHaveLength(1);
    await queue.setOwner(OWNER);
    expect(queue.getState().actions).toBe(after.actions);
  });

  it('stops at the first network failure and keeps that action and the ones after it', async () => {
    const { queue, s } = await queueWith();
    s.failWith((a) => (a.kind === 'depart' ? offline() : null));
    await queue.enqueue(action('arrive', 10));
    await queue.enqueue(action('depart', 10));
    await queue.enqueue(action('arrive', 11));
    await queue.drain();
    expect(s.got.map((g) => `${g.kind} ${g.stopId}`)).toEqual(['arrive 10']);
    expect(queue.getState().actions.map((a) => `${a.kind} ${'stopId' in a ? a.stopId : ''}`)).toEqual([
      'depart 10',
      'arrive 11',
    ]);
  });

  it('sends a retried action with the key made when it was taken, never a new one', async () => {
    const { queue, s } = await queueWith();
    let attempts = 0;
    // The first attempt reaches the server but its answer is lost: the retry must repeat the key.
    s.failWith(() => (++attempts === 1 ? offline() : null));
    const taken = await queue.enqueue(action('arrive', 10));
    await queue.drain();
    await queue.drain();
    const keys = s.send.mock.calls.map(([a]) => a.key);
    expect(keys).toEqual([taken.key, taken.key]);
    expect(s.got).toHaveLength(1);
  });

  it('drops an action the server refuses, tells why, and goes on with the next', async () => {
    const { queue, s } = await queueWith();
    const rejected = vi.fn();
    const sent = vi.fn();
    queue.listen({ rejected, sent });
    s.failWith((a) => (a.kind === 'arrive' ? refused('You already arrived at this stop') : null));
    const arrive = await queue.enqueue(action('arrive', 10));
    await queue.enqueue(action('depart', 10));
    await queue.drain();
    expect(rejected).toHaveBeenCalledOnce();
    const [dropped, why] = rejected.mock.calls[0] ?? [];
    expect(dropped.key).toBe(arrive.key);
    expect(why).toMatchObject({ detail: 'You already arrived at this stop' });
    expect(sent).toHaveBeenCalledOnce();
    expect(queue.getState().actions).toEqual([]);
  });

  it('keeps an action while the session is being renewed or the server is down', async () => {
    const { queue, s } = await queueWith();
    s.failWith(() => new ApiError(503, 'Down', undefined, undefined));
    await queue.enqueue(action('arrive', 10));
    await queue.drain();
    s.failWith(() => new ApiError(401, 'Expired', undefined, undefined));
    await queue.drain();
    expect(queue.getState().actions).toHaveLength(1);
  });

  it('sends each action once when drains are asked for at the same time', async () => {
    const { queue, s } = await queueWith();
    await Promise.all([queue.enqueue(action('arrive', 10)), queue.enqueue(action('depart', 10))]);
    await Promise.all([queue.drain(), queue.drain(), queue.drain()]);
    expect(s.got.map((g) => g.kind)).toEqual(['arrive', 'depart']);
  });

  it('keeps actions across restarts and sends only the signed-in driver’s', async () => {
    const store = memoryStore();
    const first = server();
    first.failWith(() => offline());
    const before = await queueWith(first, store);
    await before.queue.enqueue(action('arrive', 10));
    await store.add(action('arrive', 99, '1.8'));
    await before.queue.drain();

    // The app starts again with signal: a new queue over the same store.
    const after = await queueWith(server(), store);
    expect(after.queue.getState().actions.map((a) => a.owner)).toEqual([OWNER]);
    await after.queue.drain();
    expect(after.s.got.map((g) => g.stopId)).toEqual([10]);
    expect(store.rows.map((r) => r.owner)).toEqual(['1.8']);
  });

  it('forgets the owner’s actions when told to', async () => {
    const { queue, s, store } = await queueWith();
    s.failWith(() => offline());
    await queue.enqueue(action('arrive', 10));
    await queue.drain();
    await queue.clear(OWNER);
    expect(store.rows).toEqual([]);
    expect(queue.getState().actions).toEqual([]);
  });
});
