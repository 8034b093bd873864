import {
  customerCreate,
  customerList,
  customerListQuery,
  customerPickList,
  customerQuickSearchQuery,
  customerSchema,
  customerStats,
  customerUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { CustomersService } from './customers.service';

const doc = routeDocs(['customers'], errorAnswers(401, 403, 404, 409, 422));
const mcParams = z.object({ mc: z.string().trim().min(1, 'MC number is required').max(30, 'MC number is too long') });

export function customerRoutes(customers: CustomersService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('customers');

    app.get(
      '/api/customers/',
      {
        onRequest,
        schema: doc({ 200: customerList }, { summary: 'List customers (brokers)', querystring: customerListQuery }),
      },
      (req) => customers.list(ctxOf(req), req.query),
    );

    app.post(
      '/api/customers/',
      {
        onRequest,
        schema: doc({ 201: customerSchema }, { body: customerCreate }),
      },
      created((req) => customers.create(ctxOf(req), req.body)),
    );

    // Static paths: the router prefers them to `/:id`, whatever the registration order.
    app.get('/api/customers/stats/summary', { onRequest, schema: doc({ 200: customerStats }) }, (req) =>
      customers.stats(ctxOf(req)),
    );

    app.get(
      '/api/customers/search',
      {
        onRequest,
        schema: doc(
          { 200: customerPickList },
          { summary: 'Quick search for pickers (name or MC number)', querystring: customerQuickSearchQuery },
        ),
      },
      (req) => customers.quickSearch(ctxOf(req), req.query),
    );

    app.get(
      '/api/customers/by-mc/:mc',
      {
        onRequest,
        schema: doc(
          { 200: customerSchema },
          { summary: 'Find a customer by MC number (digits compared)', params: mcParams },
        ),
      },
      (req) => customers.getByMc(ctxOf(req), req.params.mc),
    );

    recordRoutes(app, '/api/customers/:id', doc, customerSchema, {
      get: { onRequest, run: (ctx, id) => customers.get(ctx, id) },
      update: { onRequest, body: customerUpdate, run: (ctx, id, changes) => customers.update(ctx, id, changes) },
      remove: {
        onRequest,
        summary: 'Delete a customer (soft: it can be restored)',
        run: (ctx, id) => customers.remove(ctx, id),
      },
    });

    app.post(
      '/api/customers/:id/restore',
      { onRequest, schema: doc({ 200: customerSchema }, { params: idParams }) },
      (req) => customers.restore(ctxOf(req), req.params.id),
    );
  };
}
