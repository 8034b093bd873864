import { checkCallInput, checkCallList, checkCallSchema, LOAD_CAPABILITIES } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams, recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadCheckCallsService } from './load-check-calls.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 422));
const checkCallParams = z.object({ id: recordId, checkCallId: recordId });

/** A load's structured check calls (decision 0199). */
export function loadCheckCallRoutes(checkCalls: LoadCheckCallsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const trace = guards.requireAny(LOAD_CAPABILITIES.trace);

    app.get(
      '/api/loads/:id/check-calls',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.read),
        schema: doc({ 200: checkCallList }, { summary: "The load's check calls, newest first", params: idParams }),
      },
      (req) => checkCalls.list(ctxOf(req), req.params.id),
    );

    app.post(
      '/api/loads/:id/check-calls',
      {
        onRequest: trace,
        schema: doc(
          { 201: checkCallSchema },
          { summary: 'Add a check call: place, ETA, reason and note', params: idParams, body: checkCallInput },
        ),
      },
      created((req) => checkCalls.add(ctxOf(req), req.params.id, req.body)),
    );

    app.delete(
      '/api/loads/:id/check-calls/:checkCallId',
      {
        onRequest: trace,
        schema: doc(
          { 204: z.null() },
          { summary: 'Delete a check call (its author, or a manager)', params: checkCallParams },
        ),
      },
      noContent((req) => checkCalls.remove(ctxOf(req), req.params.id, req.params.checkCallId)),
    );
  };
}
