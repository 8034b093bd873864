import { checkCallInput, checkCallList, checkCallSchema, LOAD_CAPABILITIES } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth';
import { loadItemRoutes } from '../../plugins/load-item-routes';
import type { LoadCheckCallsService } from './load-check-calls.service';

/** A load's structured check calls (decision 0199). */
export function loadCheckCallRoutes(checkCalls: LoadCheckCallsService, guards: Guards) {
  return async (app: FastifyInstance) => {
    const trace = guards.requireAny(LOAD_CAPABILITIES.trace);
    loadItemRoutes(
      app,
      'check-calls',
      'checkCallId',
      { item: checkCallSchema, list: checkCallList },
      {
        list: {
          onRequest: guards.requireAny(LOAD_CAPABILITIES.read),
          summary: "The load's check calls, newest first",
          run: checkCalls.list,
        },
        add: {
          onRequest: trace,
          summary: 'Add a check call: place, ETA, reason and note',
          body: checkCallInput,
          run: checkCalls.add,
        },
        remove: { onRequest: trace, summary: 'Delete a check call (its author, or a manager)', run: checkCalls.remove },
      },
    );
  };
}
