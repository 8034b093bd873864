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
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { RecurringChargesService } from './recurring-charges.service';

const doc = routeDocs(['recurring-charges'], errorAnswers(401, 403, 404, 409, 422));

export function recurringChargeRoutes(charges: RecurringChargesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireFeature('driver_statements', 'driver_statements');

    app.get(
      '/api/recurring-charges/',
      {
        onRequest,
        schema: doc(
          { 200: recurringChargeList },
          {
            summary: "Drivers' recurring charges and escrow, with their balances",
            querystring: recurringChargeListQuery,
          },
        ),
      },
      (req) => charges.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/recurring-charges/',
      {
        onRequest,
        schema: doc({ 201: recurringChargeSchema }, { body: recurringChargeCreate }),
      },
      created((req) => charges.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/recurring-charges/:id',
      { onRequest, schema: doc({ 200: recurringChargeSchema }, { params: idParams }) },
      (req) => charges.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/recurring-charges/:id',
      {
        onRequest,
        schema: doc({ 200: recurringChargeSchema }, { params: idParams, body: recurringChargeUpdate }),
      },
      (req) => charges.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/recurring-charges/:id',
      {
        onRequest,
        schema: doc(
          { 204: z.null() },
          { summary: 'Delete a charge never deducted (end one that was, with an end date)', params: idParams },
        ),
      },
      noContent((req) => charges.remove(ctxOf(req), req.params.id)),
    );
  };
}
