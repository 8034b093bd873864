import { companyFeatures, companyFeaturesUpdate, myFeatures } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { FeaturesService } from './features.service';

const errors = errorAnswers(401, 403, 404, 422);
const tags = ['company permissions'];

export function featureRoutes(service: FeaturesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = guards.requireCapability('company_permissions');
    app.get(
      '/api/company/features',
      {
        onRequest: guards.authenticated,
        schema: { tags, security, summary: "The caller company's features", response: { 200: myFeatures, ...errors } },
      },
      (req) => ({ features: ctxOf(req).features }),
    );
    app.get(
      '/api/admin/companies/:id/features',
      { onRequest: admin, schema: { tags, security, params: idParams, response: { 200: companyFeatures, ...errors } } },
      (req) => service.get(req.params.id),
    );
    app.put(
      '/api/admin/companies/:id/features',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: idParams,
          body: companyFeaturesUpdate,
          response: { 200: companyFeatures, ...errors },
        },
      },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
  };
}
