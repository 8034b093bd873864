import { LOAD_CAPABILITIES, loadEmptyMiles } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadEmptyMilesService } from './load-empty-miles.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 422));

/** The wizard's proposed empty miles (decision 0200): for whoever reads the load. */
export function loadEmptyMilesRoutes(service: LoadEmptyMilesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/loads/:id/empty-miles',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.read),
        schema: doc(
          { 200: loadEmptyMiles },
          {
            summary:
              "Miles from the final delivery of the truck's previous load (the driver's, without a truck) to this load's first pickup",
            params: idParams,
          },
        ),
      },
      (req) => service.emptyMiles(ctxOf(req), req.params.id, req.log),
    );
  };
}
