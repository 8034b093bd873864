import { messageAnswer, roleRef, userCreate, userList, userListItem, userListQuery, userUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { UsersService } from './users.service';
import type { UsersAdminService } from './users-admin.service';

const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const tags = ['users'];

export function userRoutes(users: UsersService, admin: UsersAdminService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Managers manage their company's users; superadmins every company's (system user management).
    const guard = guards.requireAny(['user_management', 'system_user_management']);

    app.get(
      '/api/users/',
      {
        onRequest: guard,
        schema: { tags, security, querystring: userListQuery, response: { 200: userList, ...errors } },
      },
      (req) => users.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/users/roles',
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary: 'Roles the caller may grant',
          response: { 200: z.object({ roles: z.array(roleRef) }), ...errors },
        },
      },
      (req) => admin.grantable(ctxOf(req)),
    );
    app.post(
      '/api/users/',
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary: 'Create a user and e-mail an invitation',
          body: userCreate,
          response: { 201: userListItem, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await admin.create(ctxOf(req), req.body)),
    );
    app.get(
      '/api/users/:id',
      { onRequest: guard, schema: { tags, security, params: idParams, response: { 200: userListItem, ...errors } } },
      (req) => users.get(ctxOf(req), req.params.id),
    );
    app.put(
      '/api/users/:id',
      {
        onRequest: guard,
        schema: { tags, security, params: idParams, body: userUpdate, response: { 200: userListItem, ...errors } },
      },
      (req) => admin.update(ctxOf(req), req.params.id, req.body),
    );
    for (const action of ['activate', 'deactivate'] as const) {
      app.post(
        `/api/users/:id/${action}`,
        { onRequest: guard, schema: { tags, security, params: idParams, response: { 200: userListItem, ...errors } } },
        (req) => admin.setActive(ctxOf(req), req.params.id, action === 'activate'),
      );
    }
    app.post(
      '/api/users/:id/invite',
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary: 'Send the invitation again',
          params: idParams,
          response: { 200: messageAnswer, ...errors },
        },
      },
      (req) => admin.resendInvite(ctxOf(req), req.params.id),
    );
  };
}
