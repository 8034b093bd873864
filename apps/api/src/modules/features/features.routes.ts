import { companyFeatures, companyFeaturesUpdate, myFeatures } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { FeaturesService } from './features.service';

const doc = routeDocs(['company permissions'], errorAnswers(401, 403, 404, 422));

export function featureRoutes(service: FeaturesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = guards.requireCapability('company_permissions');
    app.get(
      '/api/company/features',
      {
        onRequest: guards.authenticated,
        schema: doc({ 200: myFeatures }, { summary: "The caller company's features" }),
      },
      (req) => ({ features: ctxOf(req).features }),
    );
    app.get(
      '/api/admin/companies/:id/features',
      { onRequest: admin, schema: doc({ 200: companyFeatures }, { params: idParams }) },
      (req) => service.get(req.params.id),
    );
    app.put(
      '/api/admin/companies/:id/features',
      { onRequest: admin, schema: doc({ 200: companyFeatures }, { params: idParams, body: companyFeaturesUpdate }) },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
  };
}
