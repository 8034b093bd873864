import { customerStatementQuery, customerStatementSend, customerStatementSent, errorAnswer } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { limitSendsPerUser, sendsPerHour } from '../../plugins/user-send-limit';
import { sendPdf } from '../storage/storage.service';
import type { CustomerStatementsService } from './customer-statements.service';

const doc = routeDocs(['accounting'], errorAnswers(401, 403, 404, 422));
const params = z.object({ customerId: recordId });

/** A customer's statement of account (issue 37): its PDF, and its e-mail to the customer's billing address. */
export function customerStatementRoutes(statements: CustomerStatementsService, guards: Guards, emailsPerHour: number) {
  return async (fastify: FastifyInstance) => {
    await limitSendsPerUser(fastify, 'statement e-mails');
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('accounting_loads');

    app.get(
      '/api/accounting/receivables/customers/:customerId/statement.pdf',
      {
        onRequest,
        schema: doc(
          { 200: z.any().describe('application/pdf') },
          {
            summary: "A customer's open invoices on a day as a statement of account (PDF)",
            params,
            querystring: customerStatementQuery,
          },
        ),
      },
      async (req, reply) => sendPdf(reply, await statements.pdf(ctxOf(req), req.params.customerId, req.query), true),
    );
    app.post(
      '/api/accounting/receivables/customers/:customerId/statement/send',
      {
        onRequest,
        config: sendsPerHour(emailsPerHour),
        schema: doc(
          { 202: customerStatementSent, 429: errorAnswer },
          {
            summary: "E-mail the statement PDF to the customer's billing address (through the outbox)",
            params,
            body: customerStatementSend,
          },
        ),
      },
      async (req, reply) =>
        reply.code(202).send(await statements.send(ctxOf(req), req.params.customerId, req.body ?? {})),
    );
  };
}
