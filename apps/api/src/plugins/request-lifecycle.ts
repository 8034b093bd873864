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
