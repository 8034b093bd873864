import { errorAnswer, userList, userListItem, userListQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client';
import { ctxOf, type Guards } from '../../plugins/auth';
import { createUsersService } from './users.service';

const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: errorAnswer };
const tags = ['users'];

import { idParams } from '../../lib/params';

export function userRoutes(db: AppDb, guards: Guards) {
  const users = createUsersService(db);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Managers manage their company's users; superadmins every company's (system user management).
    const guard = guards.requireAny(['user_management', 'system_user_management']);

    app.get(
      '/api/users/',
      {
        onRequest: guard,
        schema: {
          tags,
          security: [{ bearer: [] }],
          querystring: userListQuery,
          response: { 200: userList, ...errors },
        },
      },
      (req) => users.list(ctxOf(req), req.query),
    );

    app.get(
      '/api/users/:id',
      {
        onRequest: guard,
        schema: { tags, security: [{ bearer: [] }], params: idParams, response: { 200: userListItem, ...errors } },
      },
      (req) => users.get(ctxOf(req), req.params.id),
    );
  };
}
