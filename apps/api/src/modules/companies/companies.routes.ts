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
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DocumentsService } from '../documents/documents.service';
import type { CompaniesService } from './companies.service';

const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const tags = ['companies'];
const message = z.object({ message: z.string() });

export function companyRoutes(service: CompaniesService, documents: DocumentsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const admin = guards.requireCapability('company_management');
    const signedIn = guards.authenticated;
    const companyWrite = guards.requireCapability('settings_company_write');

    // ---- the caller's own company ----
    app.get(
      '/api/user/my-company',
      { onRequest: signedIn, schema: { tags, security, response: { 200: companySchema, ...errors } } },
      (req) => service.mine(ctxOf(req)),
    );
    app.put(
      '/api/user/my-company',
      {
        onRequest: companyWrite,
        schema: { tags, security, body: myCompanyUpdate, response: { 200: companySchema, ...errors } },
      },
      (req) => service.updateMine(ctxOf(req), req.body),
    );
    app.get(
      '/api/admin/companies/info',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          summary: 'The caller company with its logo',
          response: { 200: companyWithLogo, ...errors },
        },
      },
      (req) => service.mineWithLogo(ctxOf(req)),
    );
    app.put(
      '/api/admin/companies/info',
      {
        onRequest: companyWrite,
        schema: { tags, security, body: myCompanyUpdate, response: { 200: companyWithLogo, ...errors } },
      },
      async (req) => {
        await service.updateMine(ctxOf(req), req.body);
        return service.mineWithLogo(ctxOf(req));
      },
    );
    app.get(
      '/api/admin/companies/logo',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          querystring: z.object({ company_id: z.coerce.number().int().positive().optional() }),
          response: { 200: companyLogoAnswer, ...errors },
        },
      },
      (req) => documents.companyLogo(ctxOf(req), req.query.company_id),
    );

    // ---- platform administration ----
    app.get(
      '/api/admin/companies/',
      {
        onRequest: admin,
        schema: { tags, security, querystring: companyListQuery, response: { 200: companyList, ...errors } },
      },
      (req) => service.list(req.query),
    );
    app.post(
      '/api/admin/companies/',
      {
        onRequest: admin,
        schema: { tags, security, body: companyCreate, response: { 201: companySchema, ...errors } },
      },
      async (req, reply) => reply.code(201).send(await service.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/admin/companies/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: idParams,
          querystring: z.object({ include_users: z.stringbool().default(false) }),
          response: { 200: companySchema.extend({ users: z.array(userListItem).optional() }), ...errors },
        },
      },
      (req) => service.get(ctxOf(req), req.params.id, req.query.include_users),
    );
    app.put(
      '/api/admin/companies/:id',
      {
        onRequest: admin,
        schema: { tags, security, params: idParams, body: companyUpdate, response: { 200: companySchema, ...errors } },
      },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      '/api/admin/companies/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: idParams,
          querystring: z.object({ force: z.stringbool().default(false) }),
          response: { 200: message, ...errors },
        },
      },
      (req) => service.remove(ctxOf(req), req.params.id, req.query.force),
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `/api/admin/companies/:id/${action}`,
        {
          onRequest: admin,
          schema: {
            tags,
            security,
            params: idParams,
            response: { 200: message.extend({ company: companySchema }), ...errors },
          },
        },
        (req) => service.setActive(ctxOf(req), req.params.id, action === 'activate'),
      );
    }
    app.get(
      '/api/admin/companies/:id/users',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: idParams,
          querystring: z.object({
            skip: z.coerce.number().int().min(0).default(0),
            limit: z.coerce.number().int().min(1).max(200).default(50),
            active_only: z.stringbool().optional(),
          }),
          response: { 200: userList, ...errors },
        },
      },
      (req) => service.users(ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/api/admin/companies/:id/stats',
      { onRequest: admin, schema: { tags, security, params: idParams, response: { 200: companyStats, ...errors } } },
      (req) => service.stats(req.params.id),
    );
  };
}
