import {
  APPOINTMENT_TYPE_MANAGE_CAPABILITIES,
  APPOINTMENT_TYPE_PERMISSION_MESSAGE,
  appointmentTypeCreate,
  appointmentTypeList,
  appointmentTypeListQuery,
  appointmentTypeSchema,
  appointmentTypeStats,
  appointmentTypeUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AppointmentTypesService } from './appointment-types.service';

const doc = routeDocs(['load appointment types'], errorAnswers(401, 403, 404, 409, 422));

export function appointmentTypeRoutes(service: AppointmentTypesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireAny(['settings_access', 'system_settings']);
    // Everyone else gets the spec's message rather than the generic one.
    const manage = guards.requireAny([...APPOINTMENT_TYPE_MANAGE_CAPABILITIES], APPOINTMENT_TYPE_PERMISSION_MESSAGE);
    const one = doc({ 200: appointmentTypeSchema }, { params: idParams });

    app.get(
      '/api/load-appointment-types/',
      { onRequest: read, schema: doc({ 200: appointmentTypeList }, { querystring: appointmentTypeListQuery }) },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/load-appointment-types/stats/summary',
      { onRequest: read, schema: doc({ 200: appointmentTypeStats }) },
      (req) => service.stats(ctxOf(req)),
    );
    app.post(
      '/api/load-appointment-types/',
      { onRequest: manage, schema: doc({ 201: appointmentTypeSchema }, { body: appointmentTypeCreate }) },
      created((req) => service.create(ctxOf(req), req.body)),
    );
    app.get('/api/load-appointment-types/:id', { onRequest: read, schema: one }, (req) =>
      service.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/load-appointment-types/:id',
      { onRequest: manage, schema: { ...one, body: appointmentTypeUpdate } },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/load-appointment-types/:id',
      { onRequest: manage, schema: doc({ 204: z.null() }, { params: idParams }) },
      noContent((req) => service.remove(ctxOf(req), req.params.id)),
    );
  };
}
