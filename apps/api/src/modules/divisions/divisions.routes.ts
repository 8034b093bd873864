import { divisionCreate, divisionList, divisionListQuery, divisionSchema, divisionUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { DivisionsService } from './divisions.service';

const doc = routeDocs(['divisions'], errorAnswers(401, 403, 404, 409, 422));

export function divisionRoutes(divisions: DivisionsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Drivers, trucks and trailers name their division: whoever reads them reads the list (decision 0114).
    const read = guards.requireAny(['settings_access', 'drivers_read', 'equipment_read']);
    const write = guards.requireCapability('settings_divisions_write');
    const one = doc({ 200: divisionSchema }, { params: idParams });

    app.get(
      '/api/divisions/',
      { onRequest: read, schema: doc({ 200: divisionList }, { querystring: divisionListQuery }) },
      (req) => divisions.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/divisions/',
      { onRequest: write, schema: doc({ 201: divisionSchema }, { body: divisionCreate }) },
      created((req) => divisions.create(ctxOf(req), req.body)),
    );
    recordRoutes(app, '/api/divisions/:id', doc, divisionSchema, {
      get: { onRequest: read, run: (ctx, id) => divisions.get(ctx, id) },
      update: { onRequest: write, body: divisionUpdate, run: (ctx, id, changes) => divisions.update(ctx, id, changes) },
    });
    app.post('/api/divisions/:id/activate', { onRequest: write, schema: one }, (req) =>
      divisions.activate(ctxOf(req), req.params.id),
    );
    app.post('/api/divisions/:id/deactivate', { onRequest: write, schema: one }, (req) =>
      divisions.deactivate(ctxOf(req), req.params.id),
    );
  };
}
