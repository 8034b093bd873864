import { latestPositions, positionsInput, positionsStored, positionTrail, positionTrailQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { TruckPositionsService } from './truck-positions.service';

const doc = routeDocs(['trucks'], errorAnswers(401, 403, 404, 422));

/** Where the trucks are: their points in, each truck's newest and a truck's trail out (issue 33). */
export function truckPositionRoutes(positions: TruckPositionsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireFeature('telematics_integration', 'equipment_read');
    const write = guards.requireFeature('telematics_integration', 'equipment');

    app.post(
      '/api/trucks/:id/positions',
      {
        onRequest: write,
        schema: doc(
          { 201: positionsStored },
          {
            summary: "Add a truck's positions (the same truck and time is kept once)",
            params: idParams,
            body: positionsInput,
          },
        ),
      },
      created((req) => positions.add(ctxOf(req), req.params.id, req.body.positions)),
    );
    app.get(
      '/api/trucks/positions/latest',
      {
        onRequest: read,
        schema: doc({ 200: latestPositions }, { summary: "Each truck's newest position, driver and load" }),
      },
      (req) => positions.latest(ctxOf(req)),
    );
    app.get(
      '/api/trucks/:id/positions',
      {
        onRequest: read,
        schema: doc(
          { 200: positionTrail },
          {
            summary: "A truck's trail between two instants (the last day by default)",
            params: idParams,
            querystring: positionTrailQuery,
          },
        ),
      },
      (req) => positions.trail(ctxOf(req), req.params.id, req.query),
    );
  };
}
