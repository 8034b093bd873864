import {
  LOAD_CAPABILITIES,
  loadStatusCreate,
  loadStatusList,
  loadStatusListQuery,
  loadStatusSchema,
  loadStatusUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadStatusesService } from './load-statuses.service';

const doc = routeDocs(['load-statuses'], errorAnswers(401, 403, 404, 409, 422));

export function loadStatusRoutes(statuses: LoadStatusesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Whoever reads loads reads the statuses they are filtered and coloured by (decision 0061).
    const read = guards.requireAny(['settings_access', ...LOAD_CAPABILITIES.read]);
    const write = guards.requireCapability('settings_load_statuses_write');
    const one = doc({ 200: loadStatusSchema }, { params: idParams });

    app.get(
      '/api/load-statuses/',
      { onRequest: read, schema: doc({ 200: loadStatusList }, { querystring: loadStatusListQuery }) },
      (req) => statuses.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/load-statuses/',
      { onRequest: write, schema: doc({ 201: loadStatusSchema }, { body: loadStatusCreate }) },
      created((req) => statuses.create(ctxOf(req), req.body)),
    );
    app.get('/api/load-statuses/:id', { onRequest: read, schema: one }, (req) =>
      statuses.get(ctxOf(req), req.params.id),
    );
    app.put('/api/load-statuses/:id', { onRequest: write, schema: { ...one, body: loadStatusUpdate } }, (req) =>
      statuses.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/load-statuses/:id',
      { onRequest: write, schema: doc({ 204: z.null() }, { params: idParams }) },
      noContent((req) => statuses.remove(ctxOf(req), req.params.id)),
    );
  };
}
