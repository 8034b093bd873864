import { companyFeatures, companyFeaturesUpdate, errorAnswer, myFeatures } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { createFeaturesService } from './features.service';

const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: errorAnswer };
const tags = ['company permissions'];
const security = [{ bearer: [] }];

export function featureRoutes(db: AppDb, guards: Guards, onChange: () => void) {
  const service = createFeaturesService(db, onChange);
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
