import {
  assignableUserList,
  userDriverAssignmentCreate,
  userDriverAssignmentList,
  userDriverAssignmentQuery,
  userDriverAssignmentSchema,
  userDriversSet,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AssignmentKind, DriverAssignmentsService } from './driver-assignments.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const BASE: Record<AssignmentKind, string> = {
  dispatcher: '/api/dispatcher-assignments',
  track_and_trace: '/api/track-and-trace-assignments',
};

/** /api/dispatcher-assignments/ or /api/track-and-trace-assignments/: the same calls for both. */
export function driverAssignmentRoutes(kind: AssignmentKind, service: DriverAssignmentsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const base = BASE[kind];
    const doc = routeDocs([base.slice(5)], errors);
    const onRequest =
      kind === 'dispatcher'
        ? guards.requireCapability('dispatcher_assignments')
        : guards.requireFeature('track_and_trace', 'track_and_trace_assignments');

    app.get(
      `${base}/`,
      {
        onRequest,
        schema: doc({ 200: userDriverAssignmentList }, { querystring: userDriverAssignmentQuery }),
      },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      `${base}/users`,
      {
        onRequest,
        schema: doc({ 200: assignableUserList }, { summary: 'The users of the role, each with their driver ids' }),
      },
      (req) => service.users(ctxOf(req)),
    );
    app.post(
      `${base}/`,
      {
        onRequest,
        schema: doc({ 201: userDriverAssignmentSchema }, { body: userDriverAssignmentCreate }),
      },
      created((req) => service.create(ctxOf(req), req.body)),
    );
    app.put(
      `${base}/user/:id`,
      {
        onRequest,
        schema: doc(
          { 200: userDriverAssignmentList },
          { summary: "Set all of one user's drivers", params: idParams, body: userDriversSet },
        ),
      },
      (req) => service.setDrivers(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      { onRequest, schema: doc({ 204: z.null() }, { params: idParams }) },
      noContent((req) => service.remove(ctxOf(req), req.params.id)),
    );
  };
}
