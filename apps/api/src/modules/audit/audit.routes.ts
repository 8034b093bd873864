import { auditEntry, auditList, auditListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AuditService } from './audit.service';

const doc = routeDocs(['audit'], errorAnswers(401, 403, 404, 422));

export function auditRoutes(service: AuditService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(['user_management', 'system_settings']);
    app.get('/api/audit-log/', { onRequest, schema: doc({ 200: auditList }, { querystring: auditListQuery }) }, (req) =>
      service.list(ctxOf(req), req.query),
    );
    app.get('/api/audit-log/:id', { onRequest, schema: doc({ 200: auditEntry }, { params: idParams }) }, (req) =>
      service.get(ctxOf(req), req.params.id),
    );
  };
}
