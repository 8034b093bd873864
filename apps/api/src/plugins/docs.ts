import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, with interactive docs at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TMS API',
        description: 'Fleet, dispatch and back-office API for trucking carriers.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page carries its own policy, with hashes for the viewer's inline start-up script.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
