import { LOAD_CAPABILITIES, loadEventSchema, loadSchema, stopTimesInput } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams, recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadsService } from './loads.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 409, 422));
const eventParams = z.object({ id: recordId, eventId: recordId });

/** The load page's own calls (decision 0199): a stop's arrival and departure, and duplicating the load. */
export function loadPageRoutes(loads: LoadsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.put(
      '/api/loads/:id/events/:eventId/times',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.trace),
        schema: doc(
          { 200: loadEventSchema },
          { summary: 'Set when the truck arrived at and left a stop', params: eventParams, body: stopTimesInput },
        ),
      },
      (req) => loads.setStopTimes(ctxOf(req), req.params.id, req.params.eventId, req.body),
    );

    app.post(
      '/api/loads/:id/duplicate',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.create),
        schema: doc(
          { 201: loadSchema },
          { summary: 'Copy the load (stops, rate, cargo) under a new number, in the booked status', params: idParams },
        ),
      },
      created((req) => loads.duplicate(ctxOf(req), req.params.id)),
    );
  };
}
