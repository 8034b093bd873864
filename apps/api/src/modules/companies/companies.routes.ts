import {
  companyCreate,
  companyList,
  companyListQuery,
  companyLogoAnswer,
  companySchema,
  companyStats,
  companyUpdate,
  companyWithLogo,
  myCompanyUpdate,
  userList,
  userListItem,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { DocumentsService } from '../documents/documents.service';
import type { CompaniesService } from './companies.service';

const doc = routeDocs(['companies'], errorAnswers(400, 401, 403, 404, 409, 422));
const message = z.object({ message: z.string() });

export function companyRoutes(service: CompaniesService, documents: DocumentsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = guards.requireCapability('company_management');
    const signedIn = guards.authenticated;
    const companyWrite = guards.requireCapability('settings_company_write');

    // ---- the caller's own company ----
    app.get('/api/user/my-company', { onRequest: signedIn, schema: doc({ 200: companySchema }) }, (req) =>
      service.mine(ctxOf(req)),
    );
    app.put(
      '/api/user/my-company',
      { onRequest: companyWrite, schema: doc({ 200: companySchema }, { body: myCompanyUpdate }) },
      (req) => service.updateMine(ctxOf(req), req.body),
    );
    app.get(
      '/api/admin/companies/info',
      { onRequest: signedIn, schema: doc({ 200: companyWithLogo }, { summary: 'The caller company with its logo' }) },
      (req) => service.mineWithLogo(ctxOf(req)),
    );
    app.put(
      '/api/admin/companies/info',
      { onRequest: companyWrite, schema: doc({ 200: companyWithLogo }, { body: myCompanyUpdate }) },
      async (req) => {
        await service.updateMine(ctxOf(req), req.body);
        return service.mineWithLogo(ctxOf(req));
      },
    );
    app.get(
      '/api/admin/companies/logo',
      {
        onRequest: signedIn,
        schema: doc(
          { 200: companyLogoAnswer },
          { querystring: z.object({ company_id: z.coerce.number().int().positive().optional() }) },
        ),
      },
      (req) => documents.companyLogo(ctxOf(req), req.query.company_id),
    );

    // ---- platform administration ----
    app.get(
      '/api/admin/companies/',
      { onRequest: admin, schema: doc({ 200: companyList }, { querystring: companyListQuery }) },
      (req) => service.list(req.query),
    );
    app.post(
      '/api/admin/companies/',
      { onRequest: admin, schema: doc({ 201: companySchema }, { body: companyCreate }) },
      created((req) => service.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/admin/companies/:id',
      {
        onRequest: admin,
        schema: doc(
          { 200: companySchema.extend({ users: z.array(userListItem).optional() }) },
          { params: idParams, querystring: z.object({ include_users: z.stringbool().default(false) }) },
        ),
      },
      (req) => service.get(ctxOf(req), req.params.id, req.query.include_users),
    );
    recordRoutes(app, '/api/admin/companies/:id', doc, companySchema, {
      update: { onRequest: admin, body: companyUpdate, run: (ctx, id, changes) => service.update(ctx, id, changes) },
    });
    app.delete(
      '/api/admin/companies/:id',
      {
        onRequest: admin,
        schema: doc(
          { 200: message },
          { params: idParams, querystring: z.object({ force: z.stringbool().default(false) }) },
        ),
      },
      (req) => service.remove(ctxOf(req), req.params.id, req.query.force),
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `/api/admin/companies/:id/${action}`,
        { onRequest: admin, schema: doc({ 200: message.extend({ company: companySchema }) }, { params: idParams }) },
        (req) => service.setActive(ctxOf(req), req.params.id, action === 'activate'),
      );
    }
    app.get(
      '/api/admin/companies/:id/users',
      {
        onRequest: admin,
        schema: doc(
          { 200: userList },
          {
            params: idParams,
            querystring: z.object({
              skip: z.coerce.number().int().min(0).default(0),
              limit: z.coerce.number().int().min(1).max(200).default(50),
              active_only: z.stringbool().optional(),
            }),
          },
        ),
      },
      (req) => service.users(ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/api/admin/companies/:id/stats',
      { onRequest: admin, schema: doc({ 200: companyStats }, { params: idParams }) },
      (req) => service.stats(req.params.id),
    );
  };
}
