import {
  recurringChargeCreate,
  recurringChargeList,
  recurringChargeListQuery,
  recurringChargeSchema,
  recurringChargeUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
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
    recordRoutes(app, '/api/recurring-charges/:id', doc, recurringChargeSchema, {
      get: { onRequest, run: (ctx, id) => charges.get(ctx, id) },
      update: { onRequest, body: recurringChargeUpdate, run: (ctx, id, changes) => charges.update(ctx, id, changes) },
      remove: {
        onRequest,
        summary: 'Delete a charge never deducted (end one that was, with an end date)',
        run: (ctx, id) => charges.remove(ctx, id),
      },
    });
  };
}
