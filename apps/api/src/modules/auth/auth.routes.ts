import {
  emailChangeConfirmBody,
  loginBody,
  messageAnswer,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profileBody,
  refreshBody,
  tokenAnswer,
  userSchema,
} from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Origin } from '../../lib/context';
import { errorAnswers, noContent } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { PUBLIC } from '../../plugins/route-access';
import type { AuthService } from './auth.service';
import { toUserAnswer } from './principal';

const originOf = (r: FastifyRequest): Origin => ({ ip: r.ip, requestId: r.id, userAgent: r.headers['user-agent'] });
const errors = errorAnswers(400, 401, 403, 409, 422, 429);
const tags = ['auth'];

export function authRoutes(auth: AuthService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/login',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Sign in with e-mail and password (form-encoded)',
          consumes: ['application/x-www-form-urlencoded'],
          body: loginBody,
          response: { 200: tokenAnswer, ...errors },
        },
      },
      (req) => auth.login(req.body.username, req.body.password, originOf(req)),
    );

    app.post(
      '/api/auth/refresh',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Rotate a refresh token',
          body: refreshBody,
          response: { 200: tokenAnswer, ...errors },
        },
      },
      (req) => auth.refresh(req.body.refresh_token, originOf(req)),
    );

    app.post(
      '/api/auth/logout',
      {
        onRequest: guards.ownAccount,
        schema: {
          tags,
          summary: 'Sign out: revokes this session',
          security: [{ bearer: [] }],
          body: z.strictObject({ refresh_token: z.string().max(512).optional() }).nullish(),
          response: { 204: z.null(), ...errors },
        },
      },
      noContent((req) => auth.logout(ctxOf(req), req.body?.refresh_token)),
    );

    app.get(
      '/api/auth/me',
      {
        onRequest: guards.ownAccount,
        schema: {
          tags,
          summary: 'The signed-in user',
          security: [{ bearer: [] }],
          response: { 200: userSchema, ...errors },
        },
      },
      async (req) => {
        const p = await auth.principal(ctxOf(req).userId);
        return toUserAnswer(p!);
      },
    );

    app.put(
      '/api/auth/me/profile',
      {
        onRequest: guards.ownAccount,
        schema: {
          tags,
          summary: 'Update the personal information of the signed-in user',
          security: [{ bearer: [] }],
          body: profileBody,
          response: { 200: userSchema, ...errors },
        },
      },
      (req) => auth.updateProfile(ctxOf(req), req.body),
    );

    app.put(
      '/api/auth/me',
      {
        onRequest: guards.ownAccount,
        schema: {
          tags,
          summary: 'Change the password of the signed-in user',
          security: [{ bearer: [] }],
          body: passwordChangeBody,
          response: { 200: userSchema, ...errors },
        },
      },
      (req) => auth.changePassword(ctxOf(req), req.body.current_password, req.body.new_password),
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Send a password reset link',
          body: passwordResetBody,
          response: { 200: messageAnswer, ...errors },
        },
      },
      (req) => auth.requestPasswordReset(req.body.email, originOf(req)),
    );

    app.post(
      '/api/auth/password-reset-confirm',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Set a new password with a reset token',
          body: passwordResetConfirmBody,
          response: { 200: messageAnswer, ...errors },
        },
      },
      (req) => auth.confirmPasswordReset(req.body.token, req.body.new_password, originOf(req)),
    );

    app.post(
      '/api/auth/email-change-confirm',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Confirm a new sign-in e-mail address with the link sent to it',
          body: emailChangeConfirmBody,
          response: { 200: messageAnswer, ...errors },
        },
      },
      (req) => auth.confirmEmailChange(req.body.token, req.body.email, originOf(req)),
    );
  };
}
