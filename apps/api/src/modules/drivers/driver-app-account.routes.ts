import { driverAppAccount, driverAppInvitationAnswer } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { DriverAppAccountService } from './driver-app-account.service';

const doc = routeDocs(['drivers'], errorAnswers(401, 403, 404, 409, 422));

/** The driver app's account of a driver, from the driver's drawer (issue 36). */
export function driverAppAccountRoutes(accounts: DriverAppAccountService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/drivers/:id/app-account',
      {
        onRequest: guards.requireCapability('drivers_read'),
        schema: doc(
          { 200: driverAppAccount },
          { summary: "Whether the driver has the driver app's account", params: idParams },
        ),
      },
      (req) => accounts.get(ctxOf(req), req.params.id),
    );
    app.post(
      '/api/drivers/:id/app-account/invitation',
      {
        onRequest: guards.requireCapability('drivers'),
        schema: doc(
          { 200: driverAppInvitationAnswer },
          {
            summary: 'Invite the driver to the driver app at their e-mail address, or send the unused link again',
            params: idParams,
          },
        ),
      },
      (req) => accounts.invite(ctxOf(req), req.params.id),
    );
  };
}
