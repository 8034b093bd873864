import { accountingLoadList, accountingLoadQuery, loadPayment } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AccountingLoadsService } from './accounting-loads.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['accounting'];
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
        schema: {
          tags,
          security,
          summary:
            'Delivered loads with their invoice state (not invoiced, invoiced, overdue, paid) and totals per state',
          querystring: accountingLoadQuery,
          response: { 200: accountingLoadList, ...errors },
        },
      },
      (req) => service.list(ctxOf(req), req.query),
    );

    app.get(
      '/api/accounting/loads/export',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The same filtered loads as CSV (text/csv), every page',
          querystring: accountingLoadQuery,
          response: { 200: z.string().describe('CSV with a header row'), ...errors },
        },
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
        schema: {
          tags,
          security,
          summary: "Record the customer's payment of the load's invoice (date and reference)",
          params: idParams,
          body: loadPayment,
          response: { 200: paymentAnswer, ...errors },
        },
      },
      (req) => service.pay(ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/accounting/loads/:id/payment',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Remove a recorded payment (the invoice is open again)',
          params: idParams,
          response: { 200: paymentAnswer, ...errors },
        },
      },
      (req) => service.unpay(ctxOf(req), req.params.id),
    );
  };
}
