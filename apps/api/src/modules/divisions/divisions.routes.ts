import { divisionCreate, divisionList, divisionListQuery, divisionSchema, divisionUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DivisionsService } from './divisions.service';

const doc = routeDocs(['divisions'], errorAnswers(401, 403, 404, 409, 422));

export function divisionRoutes(divisions: DivisionsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireCapability('settings_access');
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
    app.get('/api/divisions/:id', { onRequest: read, schema: one }, (req) => divisions.get(ctxOf(req), req.params.id));
    app.put('/api/divisions/:id', { onRequest: write, schema: { ...one, body: divisionUpdate } }, (req) =>
      divisions.update(ctxOf(req), req.params.id, req.body),
    );
    app.post('/api/divisions/:id/activate', { onRequest: write, schema: one }, (req) =>
      divisions.activate(ctxOf(req), req.params.id),
    );
    app.post('/api/divisions/:id/deactivate', { onRequest: write, schema: one }, (req) =>
      divisions.deactivate(ctxOf(req), req.params.id),
    );
  };
}
