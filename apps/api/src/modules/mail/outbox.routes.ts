import { outboxList, outboxListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import type { Guards } from '../../plugins/auth';
import type { MailService } from './mail.service';

const errors = errorAnswers(401, 403, 422);

/** The e-mail outbox, newest first, with each message's delivery state. */
export function outboxRoutes(mail: MailService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/outbox/',
      {
        onRequest: guards.requireCapability('system_settings'),
        schema: { tags: ['admin'], security, querystring: outboxListQuery, response: { 200: outboxList, ...errors } },
      },
      (req) => mail.list(req.query),
    );
  };
}
