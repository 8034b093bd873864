import { agingInvoiceList, agingInvoicesQuery, agingQuery, agingReport } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { sendPdf } from '../storage/storage.service';
import type { ReceivablesAgingService } from './receivables-aging.service';

const doc = routeDocs(['accounting'], errorAnswers(401, 403, 422));

/** Receivables aging (issue 37): who owes what, by days past due, for accountants and managers. */
export function receivablesRoutes(aging: ReceivablesAgingService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('accounting_loads');

    app.get(
      '/api/accounting/receivables/aging',
      {
        onRequest,
        schema: doc(
          { 200: agingReport },
          { summary: 'Open invoices by customer and days past due, as of a day', querystring: agingQuery },
        ),
      },
      (req) => aging.report(ctxOf(req), req.query),
    );
    app.get(
      '/api/accounting/receivables/aging/invoices',
      {
        onRequest,
        schema: doc(
          { 200: agingInvoiceList },
          { summary: 'The open invoices behind an aging figure', querystring: agingInvoicesQuery },
        ),
      },
      (req) => aging.invoices(ctxOf(req), req.query),
    );
    app.get(
      '/api/accounting/receivables/aging/export',
      {
        onRequest,
        schema: doc(
          { 200: z.string().describe('CSV with a header row and a totals row') },
          { summary: 'The aging as CSV (text/csv)', querystring: agingQuery },
        ),
      },
      async (req, reply) => {
        const { asOf, text } = await aging.csv(ctxOf(req), req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="receivables-aging-${asOf}.csv"`)
          .send(text);
      },
    );
    app.get(
      '/api/accounting/receivables/aging/pdf',
      {
        onRequest,
        schema: doc(
          { 200: z.any().describe('application/pdf') },
          { summary: "The aging as a PDF on the company's letterhead", querystring: agingQuery },
        ),
      },
      async (req, reply) => sendPdf(reply, await aging.pdf(ctxOf(req), req.query), true),
    );
  };
}
