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
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DriverEquipmentService } from './driver-equipment.service';

const doc = routeDocs(['driver-equipment'], errorAnswers(401, 403, 404, 409, 422));
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
        schema: doc(
          { 201: driverEquipmentSchema },
          { summary: 'Assign a truck and/or trailer to a driver', body: driverEquipmentCreate },
        ),
      },
      created((req) => assignments.create(ctxOf(req), req.body)),
    );
    app.get(
      `${base}/`,
      { onRequest: read, schema: doc({ 200: driverEquipmentList }, { querystring: driverEquipmentListQuery }) },
      (req) => assignments.list(ctxOf(req), req.query),
    );
    app.get(
      `${base}/driver/:id/current`,
      {
        onRequest: read,
        schema: doc(
          { 200: driverEquipmentSchema },
          { summary: "The driver's current assignment; 404 means none", params: idParams },
        ),
      },
      (req) => assignments.current(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/driver/:id/history`,
      { onRequest: read, schema: doc({ 200: driverEquipmentHistory }, { params: idParams }) },
      (req) => assignments.history(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/driver/:id/change-log`,
      { onRequest: read, schema: doc({ 200: driverEquipmentChangeLog }, { params: idParams }) },
      (req) => assignments.changeLog(ctxOf(req), req.params.id),
    );
    app.get(
      `${base}/available-trucks`,
      { onRequest: read, schema: doc({ 200: availableTrucks }, { querystring: availableUnitsQuery }) },
      async (req) => ({ trucks: await assignments.available(ctxOf(req), 'truck', req.query) }),
    );
    app.get(
      `${base}/available-trailers`,
      { onRequest: read, schema: doc({ 200: availableTrailers }, { querystring: availableUnitsQuery }) },
      async (req) => ({ trailers: await assignments.available(ctxOf(req), 'trailer', req.query) }),
    );
    app.put(
      `${base}/:id`,
      {
        onRequest: write,
        schema: doc(
          { 200: driverEquipmentSchema },
          {
            summary: 'Reassign or unassign units (answers the assignment now in force)',
            params: idParams,
            body: driverEquipmentUpdate,
          },
        ),
      },
      (req) => assignments.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      {
        onRequest: write,
        schema: doc(
          { 200: driverEquipmentSchema },
          { summary: 'End the assignment (kept in the history)', params: idParams },
        ),
      },
      (req) => assignments.remove(ctxOf(req), req.params.id),
    );
  };
}
