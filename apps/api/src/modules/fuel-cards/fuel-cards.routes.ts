import {
  fuelCardAssignments,
  fuelCardAvailable,
  fuelCardAvailableQuery,
  fuelCardCreate,
  fuelCardList,
  fuelCardListQuery,
  fuelCardSchema,
  fuelCardStats,
  fuelCardUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { FuelCardsService } from './fuel-cards.service';

const doc = routeDocs(['fuel cards'], errorAnswers(400, 401, 403, 404, 409, 422));

export function fuelCardRoutes(cards: FuelCardsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('fuel_cards');
    const params = idParams;

    app.get(
      '/api/fuel-cards/',
      {
        onRequest,
        schema: doc({ 200: fuelCardList }, { querystring: fuelCardListQuery }),
      },
      (req) => cards.list(ctxOf(req), req.query),
    );
    app.post(
      '/api/fuel-cards/',
      {
        onRequest,
        schema: doc(
          { 201: fuelCardSchema },
          {
            summary: 'Add a card: the number is sealed at rest and only its last 4 digits are answered',
            body: fuelCardCreate,
          },
        ),
      },
      created((req) => cards.create(ctxOf(req), req.body)),
    );
    app.get('/api/fuel-cards/stats', { onRequest, schema: doc({ 200: fuelCardStats }) }, (req) =>
      cards.stats(ctxOf(req)),
    );
    app.get(
      '/api/fuel-cards/available',
      {
        onRequest,
        schema: doc(
          { 200: fuelCardAvailable },
          {
            summary: 'Active cards (the transaction dialog checks the entered card against them)',
            querystring: fuelCardAvailableQuery,
          },
        ),
      },
      (req) => cards.available(ctxOf(req), req.query),
    );
    recordRoutes(app, '/api/fuel-cards/:id', doc, fuelCardSchema, {
      get: { onRequest, run: (ctx, id) => cards.get(ctx, id) },
      update: { onRequest, body: fuelCardUpdate, run: (ctx, id, changes) => cards.update(ctx, id, changes) },
      remove: { onRequest, run: (ctx, id) => cards.remove(ctx, id) },
    });
    app.get(
      '/api/fuel-cards/:id/assignments',
      { onRequest, schema: doc({ 200: fuelCardAssignments }, { params }) },
      (req) => cards.history(ctxOf(req), req.params.id),
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.patch(
        `/api/fuel-cards/:id/${action}`,
        { onRequest, schema: doc({ 200: fuelCardSchema }, { params }) },
        (req) => cards.setActive(ctxOf(req), req.params.id, action === 'activate'),
      );
    }
  };
}
