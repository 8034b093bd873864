import {
  checkSsnAnswer,
  dispatcherList,
  driverCreate,
  driverList,
  driverListQuery,
  driverSchema,
  driverStats,
  driverStatusAnswer,
  driversAssignedList,
  driverUpdate,
  ssnField,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { DriversService } from './drivers.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['drivers'];
const doc = routeDocs(tags, errors);
const dispatcherParams = z.object({ dispatcherId: idParams.shape.id });
const driverParams = z.object({ driverId: idParams.shape.id });

/** The path of the SSN check, also used to keep the number out of the request log. */
export const CHECK_SSN_PREFIX = '/api/drivers/check-ssn/';

export function driverRoutes(drivers: DriversService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireCapability('drivers_read');
    const write = guards.requireCapability('drivers');

    app.get(
      '/api/drivers/',
      { onRequest: read, schema: doc({ 200: driverList }, { summary: 'List drivers', querystring: driverListQuery }) },
      (req) => drivers.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/drivers/',
      { onRequest: write, schema: doc({ 201: driverSchema }, { body: driverCreate }) },
      created((req) => drivers.create(ctxOf(req), req.body)),
    );
    app.get('/api/drivers/stats', { onRequest: read, schema: doc({ 200: driverStats }) }, (req) =>
      drivers.stats(ctxOf(req)),
    );
    app.get(
      `${CHECK_SSN_PREFIX}:ssn`,
      {
        onRequest: write,
        schema: doc(
          { 200: checkSsnAnswer },
          {
            summary: "Whether a driver of the caller's company has this SSN (compared by keyed hash)",
            params: z.object({ ssn: ssnField }),
          },
        ),
      },
      (req) => drivers.checkSsn(ctxOf(req), req.params.ssn),
    );
    app.get(
      '/api/drivers/assigned-to-dispatcher/:dispatcherId',
      { onRequest: read, schema: doc({ 200: driversAssignedList }, { params: dispatcherParams }) },
      (req) => drivers.assignedTo(ctxOf(req), req.params.dispatcherId),
    );
    recordRoutes(app, '/api/drivers/:id', doc, driverSchema, {
      get: { onRequest: read, run: (ctx, id) => drivers.get(ctx, id) },
      update: { onRequest: write, body: driverUpdate, run: (ctx, id, changes) => drivers.update(ctx, id, changes) },
      remove: { onRequest: write, run: (ctx, id) => drivers.remove(ctx, id) },
    });
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `/api/drivers/:id/${action}`,
        { onRequest: write, schema: doc({ 200: driverStatusAnswer }, { params: idParams }) },
        (req) => drivers[action](ctxOf(req), req.params.id),
      );
    }

    // Static paths under /api/users/: the router prefers them to the users module's `/api/users/:id`.
    app.get(
      '/api/users/dispatchers',
      {
        onRequest: read,
        schema: {
          tags: ['users'],
          security,
          summary: "The company's dispatchers",
          response: { 200: dispatcherList, ...errors },
        },
      },
      (req) => drivers.dispatchers(ctxOf(req)),
    );
    app.get(
      '/api/users/dispatchers-for-driver/:driverId',
      {
        onRequest: read,
        schema: { tags: ['users'], security, params: driverParams, response: { 200: dispatcherList, ...errors } },
      },
      (req) => drivers.dispatchersForDriver(ctxOf(req), req.params.driverId),
    );
  };
}
