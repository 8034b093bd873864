import { addressAutocompleteQuery, addressSuggestions, countryList, parsedAddress, placeIdParams } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import type { Guards } from '../../plugins/auth';
import type { AddressService } from './address.service';

const errors = errorAnswers(401, 403, 404, 422, 502);
const detailsQuery = z.object({ session_token: z.string().max(100).optional() });

export function addressRoutes(address: AddressService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.authenticated;

    app.get(
      '/api/address/autocomplete',
      {
        onRequest,
        schema: {
          tags: ['address'],
          security,
          summary: 'Address suggestions for what was typed',
          querystring: addressAutocompleteQuery,
          response: { 200: addressSuggestions, ...errors },
        },
      },
      (req) => address.autocomplete(req.query, req.log),
    );

    app.get(
      '/api/address/details/:placeId',
      {
        onRequest,
        schema: {
          tags: ['address'],
          security,
          summary: 'The parsed address of a suggestion',
          params: placeIdParams,
          querystring: detailsQuery,
          response: { 200: parsedAddress, ...errors },
        },
      },
      (req) => address.details(req.params.placeId, req.query.session_token, req.log),
    );

    app.get(
      '/api/countries/',
      { onRequest, schema: { tags: ['countries'], security, response: { 200: countryList, ...errors } } },
      () => address.countries(),
    );
  };
}
