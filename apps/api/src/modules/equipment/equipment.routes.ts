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
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
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
    const doc = routeDocs([kind === 'truck' ? 'trucks' : 'trailers'], errors);
    const read = guards.requireCapability('equipment_read');
    const write = guards.requireCapability('equipment');

    app.get(`${c.base}/`, { onRequest: read, schema: doc({ 200: c.list }, { querystring: c.query }) }, (req) =>
      units.list(ctxOf(req), req.query as z.infer<typeof trailerListQuery>),
    );
    app.post(
      `${c.base}/`,
      { onRequest: write, schema: doc({ 201: c.item }, { body: c.create }) },
      created((req) => units.create(ctxOf(req), req.body as z.infer<typeof trailerCreate>)),
    );
    app.get(`${c.base}/stats`, { onRequest: read, schema: doc({ 200: equipmentStats }) }, (req) =>
      units.stats(ctxOf(req)),
    );
    app.get(`${c.base}/:id`, { onRequest: read, schema: doc({ 200: c.item }, { params: idParams }) }, (req) =>
      units.get(ctxOf(req), req.params.id),
    );
    app.put(
      `${c.base}/:id`,
      {
        onRequest: write,
        schema: doc({ 200: c.item }, { params: idParams, body: c.update }),
      },
      (req) => units.update(ctxOf(req), req.params.id, req.body as z.infer<typeof trailerUpdate>),
    );
    app.delete(
      `${c.base}/:id`,
      { onRequest: write, schema: doc({ 204: z.null() }, { params: idParams }) },
      noContent((req) => units.remove(ctxOf(req), req.params.id)),
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `${c.base}/:id/${action}`,
        {
          onRequest: write,
          schema: doc({ 200: unitStatusAnswer }, { params: idParams }),
        },
        (req) => units[action](ctxOf(req), req.params.id),
      );
    }
  };
}
