import { messageAnswer, roleRef, userCreate, userList, userListItem, userListQuery, userUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { UsersService } from './users.service';
import type { UsersAdminService } from './users-admin.service';

const doc = routeDocs(['users'], errorAnswers(400, 401, 403, 404, 409, 422));

export function userRoutes(users: UsersService, admin: UsersAdminService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Managers manage their company's users; superadmins every company's (system user management).
    const guard = guards.requireAny(['user_management', 'system_user_management']);

    app.get(
      '/api/users/',
      {
        onRequest: guard,
        schema: doc({ 200: userList }, { querystring: userListQuery }),
      },
      (req) => users.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/users/roles',
      {
        onRequest: guard,
        schema: doc({ 200: z.object({ roles: z.array(roleRef) }) }, { summary: 'Roles the caller may grant' }),
      },
      (req) => admin.grantable(ctxOf(req)),
    );
    app.post(
      '/api/users/',
      {
        onRequest: guard,
        schema: doc({ 201: userListItem }, { summary: 'Create a user and e-mail an invitation', body: userCreate }),
      },
      created((req) => admin.create(ctxOf(req), req.body)),
    );
    recordRoutes(app, '/api/users/:id', doc, userListItem, {
      get: { onRequest: guard, run: (ctx, id) => users.get(ctx, id) },
      update: { onRequest: guard, body: userUpdate, run: (ctx, id, changes) => admin.update(ctx, id, changes) },
    });
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `/api/users/:id/${action}`,
        { onRequest: guard, schema: doc({ 200: userListItem }, { params: idParams }) },
        (req) => admin.setActive(ctxOf(req), req.params.id, action === 'activate'),
      );
    }
    app.post(
      '/api/users/:id/invite',
      {
        onRequest: guard,
        schema: doc({ 200: messageAnswer }, { summary: 'Send the invitation again', params: idParams }),
      },
      (req) => admin.resendInvite(ctxOf(req), req.params.id),
    );
  };
}
