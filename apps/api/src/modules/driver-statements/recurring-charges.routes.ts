import {
  recurringChargeCreate,
  recurringChargeList,
  recurringChargeListQuery,
  recurringChargeSchema,
  recurringChargeUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { RecurringChargesService } from './recurring-charges.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['recurring-charges'];

export function recurringChargeRoutes(charges: RecurringChargesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireFeature('driver_statements', 'driver_statements');

    app.get(
      '/api/recurring-charges/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "Drivers' recurring charges and escrow, with their balances",
          querystring: recurringChargeListQuery,
          response: { 200: recurringChargeList, ...errors },
        },
      },
      (req) => charges.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/recurring-charges/',
      {
        onRequest,
        schema: { tags, security, body: recurringChargeCreate, response: { 201: recurringChargeSchema, ...errors } },
      },
      async (req, reply) => reply.code(201).send(await charges.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/recurring-charges/:id',
      { onRequest, schema: { tags, security, params: idParams, response: { 200: recurringChargeSchema, ...errors } } },
      (req) => charges.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/recurring-charges/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: idParams,
          body: recurringChargeUpdate,
          response: { 200: recurringChargeSchema, ...errors },
        },
      },
      (req) => charges.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/recurring-charges/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete a charge never deducted (end one that was, with an end date)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await charges.remove(ctxOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
