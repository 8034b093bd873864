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
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DriverNotesService } from './driver-notes.service';

const errors = errorAnswers(401, 403, 404, 422);
const tags = ['driver-notes'];

export function driverNoteRoutes(notes: DriverNotesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('drivers_read');

    app.post(
      '/api/driver-notes/',
      { onRequest, schema: { tags, security, body: driverNoteCreate, response: { 201: driverNoteSchema, ...errors } } },
      async (req, reply) => reply.code(201).send(await notes.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/driver-notes/driver/:driverId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "A driver's notes the caller may see, recent critical ones first",
          params: z.object({ driverId: idParams.shape.id }),
          querystring: driverNoteListQuery,
          response: { 200: driverNoteList, ...errors },
        },
      },
      (req) => notes.list(ctxOf(req), req.params.driverId, req.query),
    );
    app.get(
      '/api/driver-notes/:id',
      { onRequest, schema: { tags, security, params: idParams, response: { 200: driverNoteSchema, ...errors } } },
      (req) => notes.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/driver-notes/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: idParams,
          body: driverNoteUpdate,
          response: { 200: driverNoteSchema, ...errors },
        },
      },
      (req) => notes.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/driver-notes/:id',
      { onRequest, schema: { tags, security, params: idParams, response: { 200: messageAnswer, ...errors } } },
      (req) => notes.remove(ctxOf(req), req.params.id),
    );
  };
}
