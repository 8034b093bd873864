import {
  equipmentStats,
  trailerCreate,
  trailerList,
  trailerListQuery,
  trailerSchema,
  trailerUpdate,
  truckCreate,
  truckList,
  truckListQuery,
  truckSchema,
  truckUpdate,
  unitStatusAnswer,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { EquipmentService } from './equipment.service';

const errors = errorAnswers(401, 403, 404, 409, 422);

const CONTRACTS = {
  truck: {
    base: '/api/trucks',
    create: truckCreate,
    update: truckUpdate,
    item: truckSchema,
    list: truckList,
    query: truckListQuery,
  },
  trailer: {
    base: '/api/trailers',
    create: trailerCreate,
    update: trailerUpdate,
    item: trailerSchema,
    list: trailerList,
    query: trailerListQuery,
  },
} as const;

/** /api/trucks/ or /api/trailers/: the drivers' calls, shaped for units. */
export function equipmentRoutes(kind: 'truck' | 'trailer', units: EquipmentService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const c = CONTRACTS[kind];
    const tags = [kind === 'truck' ? 'trucks' : 'trailers'];
    const read = guards.requireCapability('equipment_read');
    const write = guards.requireCapability('equipment');

    app.get(
      `${c.base}/`,
      { onRequest: read, schema: { tags, security, querystring: c.query, response: { 200: c.list, ...errors } } },
      (req) => units.list(ctxOf(req), req.query as z.infer<typeof trailerListQuery>),
    );
    app.post(
      `${c.base}/`,
      { onRequest: write, schema: { tags, security, body: c.create, response: { 201: c.item, ...errors } } },
      async (req, reply) =>
        reply.code(201).send(await units.create(ctxOf(req), req.body as z.infer<typeof trailerCreate>)),
    );
    app.get(
      `${c.base}/stats`,
      { onRequest: read, schema: { tags, security, response: { 200: equipmentStats, ...errors } } },
      (req) => units.stats(ctxOf(req)),
    );
    app.get(
      `${c.base}/:id`,
      { onRequest: read, schema: { tags, security, params: idParams, response: { 200: c.item, ...errors } } },
      (req) => units.get(ctxOf(req), req.params.id),
    );
    app.put(
      `${c.base}/:id`,
      {
        onRequest: write,
        schema: { tags, security, params: idParams, body: c.update, response: { 200: c.item, ...errors } },
      },
      (req) => units.update(ctxOf(req), req.params.id, req.body as z.infer<typeof trailerUpdate>),
    );
    app.delete(
      `${c.base}/:id`,
      { onRequest: write, schema: { tags, security, params: idParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await units.remove(ctxOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `${c.base}/:id/${action}`,
        {
          onRequest: write,
          schema: { tags, security, params: idParams, response: { 200: unitStatusAnswer, ...errors } },
        },
        (req) => units[action](ctxOf(req), req.params.id),
      );
    }
  };
}
