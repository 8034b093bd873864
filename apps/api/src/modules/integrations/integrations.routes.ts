import {
  companyIntegrationRow,
  companyIntegrationUpdate,
  eldLink,
  eldLinkList,
  eldLinkQuery,
  eldLinkUpdate,
  eldSyncResult,
  integrationCredentialsInput,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { IntegrationsService } from './integrations.service';

const doc = routeDocs(['integrations'], errorAnswers(401, 403, 404, 409, 422, 502));
const integrationParams = z.object({ integrationId: recordId });
const linkParams = z.object({ integrationId: recordId, linkId: recordId });

export function integrationRoutes(service: IntegrationsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const write = guards.requireCapability('settings_integrations_write');
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
        onRequest: write,
        schema: doc({ 200: companyIntegrationRow }, { params: integrationParams, body: companyIntegrationUpdate }),
      },
      (req) => service.setActive(ctxOf(req), req.params.integrationId, req.body.is_active),
    );
    app.put(
      '/api/integrations/company/:integrationId/credentials',
      {
        onRequest: write,
        schema: doc(
          { 200: companyIntegrationRow },
          {
            params: integrationParams,
            body: integrationCredentialsInput,
            summary: "Stores an ELD provider's key or token, sealed; it is never answered back",
          },
        ),
      },
      (req) => service.setCredentials(ctxOf(req), req.params.integrationId, req.body.api_token),
    );
    app.delete(
      '/api/integrations/company/:integrationId/credentials',
      {
        onRequest: write,
        schema: doc(
          { 200: companyIntegrationRow },
          { params: integrationParams, summary: "Forgets the provider's key" },
        ),
      },
      (req) => service.clearCredentials(ctxOf(req), req.params.integrationId),
    );
    app.post(
      '/api/integrations/company/:integrationId/sync',
      {
        onRequest: write,
        schema: doc(
          { 200: z.object({ result: eldSyncResult, integration: companyIntegrationRow }) },
          {
            params: integrationParams,
            summary: "Reads the provider now; 502 with the provider's reason when it fails",
          },
        ),
      },
      (req) => service.syncNow(ctxOf(req), req.params.integrationId),
    );
    app.get(
      '/api/integrations/company/:integrationId/links',
      {
        onRequest: guards.requireCapability('settings_integrations_write'),
        schema: doc(
          { 200: eldLinkList },
          {
            params: integrationParams,
            querystring: eldLinkQuery,
            summary: "The provider's drivers and vehicles and the company's driver or truck each is matched to",
          },
        ),
      },
      (req) => service.links(ctxOf(req), req.params.integrationId, req.query.status),
    );
    app.patch(
      '/api/integrations/company/:integrationId/links/:linkId',
      {
        onRequest: write,
        schema: doc({ 200: eldLink }, { params: linkParams, body: eldLinkUpdate }),
      },
      (req) => service.updateLink(ctxOf(req), req.params.integrationId, req.params.linkId, req.body),
    );
  };
}
