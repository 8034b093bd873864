import { companyIntegrationRow, companyIntegrationUpdate, errorAnswer } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDb } from '../../db/client';
import { ctxOf, type Guards } from '../../plugins/auth';
import { createIntegrationsService } from './integrations.service';

const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: errorAnswer };
const tags = ['integrations'];
const security = [{ bearer: [] }];
const integrationParams = z.object({
  integrationId: z.coerce.number().int().positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});

export function integrationRoutes(db: AppDb, guards: Guards) {
  const service = createIntegrationsService(db);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/integrations/company',
      {
        onRequest: guards.authenticated,
        schema: {
          tags,
          security,
          summary: 'Integrations and their activation for the caller company',
          response: { 200: z.array(companyIntegrationRow), ...errors },
        },
      },
      (req) => service.list(ctxOf(req)),
    );
    app.put(
      '/api/integrations/company/:integrationId',
      {
        onRequest: guards.requireCapability('settings_integrations_write'),
        schema: {
          tags,
          security,
          params: integrationParams,
          body: companyIntegrationUpdate,
          response: { 200: companyIntegrationRow, ...errors },
        },
      },
      (req) => service.setActive(ctxOf(req), req.params.integrationId, req.body.is_active),
    );
  };
}
