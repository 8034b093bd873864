import {
  driverNoteCreate,
  driverNoteList,
  driverNoteListQuery,
  driverNoteSchema,
  driverNoteUpdate,
  messageAnswer,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { DriverNotesService } from './driver-notes.service';

const doc = routeDocs(['driver-notes'], errorAnswers(401, 403, 404, 422));

export function driverNoteRoutes(notes: DriverNotesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('drivers_read');

    app.post(
      '/api/driver-notes/',
      { onRequest, schema: doc({ 201: driverNoteSchema }, { body: driverNoteCreate }) },
      created((req) => notes.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/driver-notes/driver/:driverId',
      {
        onRequest,
        schema: doc(
          { 200: driverNoteList },
          {
            summary: "A driver's notes the caller may see, recent critical ones first",
            params: z.object({ driverId: idParams.shape.id }),
            querystring: driverNoteListQuery,
          },
        ),
      },
      (req) => notes.list(ctxOf(req), req.params.driverId, req.query),
    );
    recordRoutes(app, '/api/driver-notes/:id', doc, driverNoteSchema, {
      get: { onRequest, run: (ctx, id) => notes.get(ctx, id) },
      update: { onRequest, body: driverNoteUpdate, run: (ctx, id, changes) => notes.update(ctx, id, changes) },
    });
    app.delete(
      '/api/driver-notes/:id',
      { onRequest, schema: doc({ 200: messageAnswer }, { params: idParams }) },
      (req) => notes.remove(ctxOf(req), req.params.id),
    );
  };
}
