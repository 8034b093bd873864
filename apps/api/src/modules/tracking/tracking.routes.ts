import { loadEtaList, loadEtaQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { TrackingService } from './tracking.service';

const doc = routeDocs(['tracking'], errorAnswers(401, 403, 422));

/** Where the loads on the road stand (issue 34): read by whoever sees the trucks' positions. */
export function trackingRoutes(tracking: TrackingService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/tracking/etas',
      {
        onRequest: guards.requireFeature('telematics_integration', 'equipment_read'),
        schema: doc(
          { 200: loadEtaList },
          {
            summary: 'The ETA to the next stop of each load on the road (or of one), and whether it is at risk',
            querystring: loadEtaQuery,
          },
        ),
      },
      (req) => tracking.etas(ctxOf(req), req.query),
    );
  };
}
