import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Aborted when the client goes away before its answer is complete: long work stops with it. */
    signal: AbortSignal;
  }
  interface FastifyInstance {
    /** This process's open requests, and its shutdown: see `trackRequests`. */
    lifecycle: Lifecycle;
  }
}

/** Why a request's work was stopped: the client closed its connection. */
export class ClientClosedError extends Error {
  readonly code = 'CLIENT_CLOSED';
  constructor() {
    super('The client closed the connection before the answer was complete');
  }
}

type InFlight = { request: FastifyRequest; reply: FastifyReply };
const inFlight = new AsyncLocalStorage<InFlight>();

/** The request whose work is running now, if any: lets a process-level error name and fail its request. */
export const currentRequest = (): InFlight | undefined => inFlight.getStore();

/** Whether the client can no longer receive an answer, so none must be written. */
export const clientGone = (reply: FastifyReply) =>
  reply.raw.destroyed || (reply.raw.socket?.destroyed ?? false) || reply.raw.writableEnded;

/** A process's open requests and its draining before it stops (serving.ts, docs/operations.md). */
export type Lifecycle = ReturnType<typeof createLifecycle>;

function createLifecycle() {
  const open = new Set<FastifyReply>();
  const whenIdle = new Set<() => void>();
  const onDrain: (() => Promise<unknown>)[] = [];
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    get openRequests() {
      return open.size;
    },
    opened(reply: FastifyReply) {
      open.add(reply);
      reply.raw.once('close', () => {
        open.delete(reply);
        if (open.size === 0) for (const resolve of whenIdle) resolve();
      });
    },
    /** Work to stop when draining starts, alongside the open requests (the job queue's workers). */
    onDrain(stop: () => Promise<unknown>) {
      onDrain.push(stop);
    },
    /** Readiness fails from now on, and each answer closes its connection so no new request comes on it. */
    drain() {
      draining = true;
      return Promise.allSettled(onDrain.map((stop) => stop()));
    },
    /** Resolves once no request is open, or after `ms` (answering false). */
    idle(ms: number) {
      if (open.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (value: boolean) => {
          whenIdle.delete(finished);
          clearTimeout(timer);
          resolve(value);
        };
        const finished = () => done(true);
        const timer = setTimeout(() => done(false), ms);
        whenIdle.add(finished);
      });
    },
    /** Cuts the requests still open: their signals abort, so their work stops and rolls back. */
    cutOpen() {
      for (const reply of open) reply.raw.destroy();
    },
  };
}

/**
 * Gives every request a signal that aborts when its connection closes before the answer is
 * finished, and runs its work in an async context that remembers it. Counts the open requests for
 * a graceful stop (`app.lifecycle`): while draining, every answer says `Connection: close`.
 */
export function trackRequests(app: FastifyInstance) {
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  app.decorateRequest('signal', null as unknown as AbortSignal);
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    request.signal = controller.signal;
    lifecycle.opened(reply);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new ClientClosedError());
    });
    inFlight.run({ request, reply }, done);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Errors that escape every request (a callback's throw, a promise nobody awaited) are logged with
 * the id of the request whose work raised them, and fail that request with a 500. A thrown error
 * may have left the process half-way through something, so `onFatal` then retires the process;
 * a rejected promise has not, so the process keeps serving.
 */
export function catchEscapes(log: FastifyInstance['log'], onFatal: (error: unknown) => void) {
  const fail = (error: unknown, what: string) => {
    const current = currentRequest();
    log.error({ err: error, reqId: current?.request.id }, what);
    if (!current || current.reply.sent || clientGone(current.reply)) return;
    try {
      current.reply.code(500).type('application/json; charset=utf-8').send({ detail: 'Internal server error' });
    } catch (e) {
      log.error({ err: e, reqId: current.request.id }, 'the failed request could not be answered');
    }
  };
  process.on('unhandledRejection', (reason) => fail(reason, 'a promise of this request failed unawaited'));
  process.on('uncaughtException', (error) => {
    fail(error, 'an error escaped this request');
    onFatal(error);
  });
}
