import {
  APPOINTMENT_TYPE_PERMISSION_MESSAGE,
  appointmentTypeCreate,
  appointmentTypeList,
  appointmentTypeListQuery,
  appointmentTypeSchema,
  appointmentTypeStats,
  appointmentTypeUpdate,
  errorAnswer,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDb } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { idParams } from '../../lib/params';
import { ctxOf, type Guard, type Guards } from '../../plugins/auth';
import { createAppointmentTypesService } from './appointment-types.service';

const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer, 422: errorAnswer };
const tags = ['load appointment types'];
const security = [{ bearer: [] }];

export function appointmentTypeRoutes(db: AppDb, guards: Guards) {
  const service = createAppointmentTypesService(db);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireAny(['settings_access', 'system_settings']);
    // Managers (and superadmins, who hold no company catalogue) manage; everyone else gets the spec's message.
    const manage: Guard = async (req, reply) => {
      await guards.authenticated(req, reply);
      if (!ctxOf(req).roles.some((r) => r === 'MANAGER' || r === 'SUPERADMIN'))
        throw forbidden(APPOINTMENT_TYPE_PERMISSION_MESSAGE);
    };

    app.get(
      '/api/load-appointment-types/',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          querystring: appointmentTypeListQuery,
          response: { 200: appointmentTypeList, ...errors },
        },
      },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/load-appointment-types/stats/summary',
      { onRequest: read, schema: { tags, security, response: { 200: appointmentTypeStats, ...errors } } },
      (req) => service.stats(ctxOf(req)),
    );
    app.post(
      '/api/load-appointment-types/',
      {
        onRequest: manage,
        schema: { tags, security, body: appointmentTypeCreate, response: { 201: appointmentTypeSchema, ...errors } },
      },
      async (req, reply) => reply.code(201).send(await service.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/load-appointment-types/:id',
      {
        onRequest: read,
        schema: { tags, security, params: idParams, response: { 200: appointmentTypeSchema, ...errors } },
      },
      (req) => service.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/load-appointment-types/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: idParams,
          body: appointmentTypeUpdate,
          response: { 200: appointmentTypeSchema, ...errors },
        },
      },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/load-appointment-types/:id',
      { onRequest: manage, schema: { tags, security, params: idParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await service.remove(ctxOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
