import { LOAD_CAPABILITIES, mileageAnswer, mileageQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { parseOr422 } from '../../lib/validation';
import type { Guards } from '../../plugins/auth';
import type { MileageService } from './mileage.service';

/**
 * The query as documented. The domain's `mileageQuery` is applied in the handler instead, so that
 * every refusal of this call, the schema's and the unknown ZIP's alike, names `["query", "zip", i]`.
 */
const documentedQuery = z.object({
  zip: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('The stops in order: 2 to 25 five-digit ZIP codes (a ZIP+4 is cut to five), repeated'),
});

/** Issue 31: miles between a load's stops, for whoever reads loads. */
export function mileageRoutes(mileage: MileageService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/mileage',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.read),
        schema: {
          tags: ['mileage'],
          security,
          summary: 'Miles between stops: by the routing server when configured, else estimated from ZIP centroids',
          querystring: documentedQuery,
          response: { 200: mileageAnswer, ...errorAnswers(401, 403, 422) },
        },
      },
      (req) => mileage.miles(parseOr422(mileageQuery, req.query, 'query').zip, req.log),
    );
  };
}
