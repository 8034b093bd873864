import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Aborted when the client goes away before its answer is complete: long work stops with it. */
    signal: AbortSignal;
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

/**
 * Gives every request a signal that aborts when its connection closes before the answer is
 * finished, and runs its work in an async context that remembers it.
 */
export function trackRequests(app: FastifyInstance) {
  app.decorateRequest('signal', null as unknown as AbortSignal);
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    request.signal = controller.signal;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new ClientClosedError());
    });
    inFlight.run({ request, reply }, done);
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
