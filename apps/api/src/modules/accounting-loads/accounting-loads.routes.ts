import { accountingLoadList, accountingLoadQuery, loadPayment } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AccountingLoadsService } from './accounting-loads.service';

const doc = routeDocs(['accounting'], errorAnswers(401, 403, 404, 409, 422));
const paymentAnswer = z.object({ message: z.string(), version: z.number().int() });

/** Accounting loads: delivered loads by invoice state, their CSV, and recorded payments. */
export function accountingLoadRoutes(service: AccountingLoadsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('accounting_loads');

    app.get(
      '/api/accounting/loads',
      {
        onRequest,
        schema: doc(
          { 200: accountingLoadList },
          {
            summary:
              'Delivered loads with their invoice state (not invoiced, invoiced, overdue, paid) and totals per state',
            querystring: accountingLoadQuery,
          },
        ),
      },
      (req) => service.list(ctxOf(req), req.query),
    );

    app.get(
      '/api/accounting/loads/export',
      {
        onRequest,
        schema: doc(
          { 200: z.string().describe('CSV with a header row') },
          { summary: 'The same filtered loads as CSV (text/csv), every page', querystring: accountingLoadQuery },
        ),
      },
      async (req, reply) => {
        const csv = await service.csv(ctxOf(req), req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="accounting-loads-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .send(csv);
      },
    );

    app.put(
      '/api/accounting/loads/:id/payment',
      {
        onRequest,
        schema: doc(
          { 200: paymentAnswer },
          {
            summary: "Record the customer's payment of the load's invoice (date and reference)",
            params: idParams,
            body: loadPayment,
          },
        ),
      },
      (req) => service.pay(ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/accounting/loads/:id/payment',
      {
        onRequest,
        schema: doc(
          { 200: paymentAnswer },
          { summary: 'Remove a recorded payment (the invoice is open again)', params: idParams },
        ),
      },
      (req) => service.unpay(ctxOf(req), req.params.id),
    );
  };
}
