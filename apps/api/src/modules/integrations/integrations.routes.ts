import { companyIntegrationRow, companyIntegrationUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { IntegrationsService } from './integrations.service';

const doc = routeDocs(['integrations'], errorAnswers(401, 403, 404, 422));
const integrationParams = z.object({ integrationId: recordId });

export function integrationRoutes(service: IntegrationsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/integrations/company',
      {
        onRequest: guards.authenticated,
        schema: doc(
          { 200: z.array(companyIntegrationRow) },
          { summary: 'Integrations and their activation for the caller company' },
        ),
      },
      (req) => service.list(ctxOf(req)),
    );
    app.put(
      '/api/integrations/company/:integrationId',
      {
        onRequest: guards.requireCapability('settings_integrations_write'),
        schema: doc({ 200: companyIntegrationRow }, { params: integrationParams, body: companyIntegrationUpdate }),
      },
      (req) => service.setActive(ctxOf(req), req.params.integrationId, req.body.is_active),
    );
  };
}
