import { auditEntry, auditList, auditListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AuditService } from './audit.service';

const errors = errorAnswers(401, 403, 404, 422);
const tags = ['audit'];

export function auditRoutes(service: AuditService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(['user_management', 'system_settings']);
    app.get(
      '/api/audit-log/',
      { onRequest, schema: { tags, security, querystring: auditListQuery, response: { 200: auditList, ...errors } } },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/audit-log/:id',
      { onRequest, schema: { tags, security, params: idParams, response: { 200: auditEntry, ...errors } } },
      (req) => service.get(ctxOf(req), req.params.id),
    );
  };
}
