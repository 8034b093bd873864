import {
  availableTrailers,
  availableTrucks,
  availableUnitsQuery,
  driverEquipmentChangeLog,
  driverEquipmentCreate,
  driverEquipmentHistory,
  driverEquipmentList,
  driverEquipmentListQuery,
  driverEquipmentSchema,
  driverEquipmentUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DriverEquipmentService } from './driver-equipment.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['driver-equipment'];
const base = '/api/driver-equipment';

export function driverEquipmentRoutes(assignments: DriverEquipmentService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireAny(['drivers_read', 'equipment_read']);
    const write = guards.requireAny(['equipment', 'drivers']);

    app.post(
      `${base}/`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: 'Assign a truck and/or trailer to a driver',
          body: driverEquipmentCreate,
          response: { 201: driverEquipmentSchema, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await assignments.create(ctxOf(req), req.body)),
    );
    app.get(
      `${base}/`,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          querystring: driverEquipmentListQuery,
          response: { 200: driverEquipmentList, ...errors },
        },
      },
      (req) => assignments.list(ctxOf(req), req.query),
    );
    app.get(
      `${base}/driver/:id/current`,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          summary: "The driver's current assignment; 404 means none",
          params: idParams,
          response: { 200: driverEquipmentSchema, ...errors },
        },
      },
      (req) => assignments.current(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/driver/:id/history`,
      {
        onRequest: read,
        schema: { tags, security, params: idParams, response: { 200: driverEquipmentHistory, ...errors } },
      },
      (req) => assignments.history(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/driver/:id/change-log`,
      {
        onRequest: read,
        schema: { tags, security, params: idParams, response: { 200: driverEquipmentChangeLog, ...errors } },
      },
      (req) => assignments.changeLog(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/available-trucks`,
      {
        onRequest: read,
        schema: { tags, security, querystring: availableUnitsQuery, response: { 200: availableTrucks, ...errors } },
      },
      async (req) => ({ trucks: await assignments.available(ctxOf(req), 'truck', req.query) }),
    );
    app.get(
      `${base}/available-trailers`,
      {
        onRequest: read,
        schema: { tags, security, querystring: availableUnitsQuery, response: { 200: availableTrailers, ...errors } },
      },
      async (req) => ({ trailers: await assignments.available(ctxOf(req), 'trailer', req.query) }),
    );
    app.put(
      `${base}/:id`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: 'Reassign or unassign units (answers the assignment now in force)',
          params: idParams,
          body: driverEquipmentUpdate,
          response: { 200: driverEquipmentSchema, ...errors },
        },
      },
      (req) => assignments.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      {
        onRequest: write,
        schema: {
          tags,
          security,
          summary: 'End the assignment (kept in the history)',
          params: idParams,
          response: { 200: driverEquipmentSchema, ...errors },
        },
      },
      (req) => assignments.remove(ctxOf(req), req.params.id),
    );
  };
}
