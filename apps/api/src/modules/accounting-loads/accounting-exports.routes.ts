import { accountingExportList, quickbooksExportQuery } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AccountingExportsService } from './accounting-exports.service';

const doc = routeDocs(['accounting'], errorAnswers(401, 403, 422));

/** Invoices and payments out to QuickBooks (issue 37), and the record of past exports. */
export function accountingExportRoutes(exports: AccountingExportsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('accounting_loads');

    app.get(
      '/api/accounting/exports/quickbooks',
      {
        onRequest,
        schema: doc(
          {
            200: z
              .string()
              .describe(
                "QuickBooks Online's CSV import layout, or an IIF file for QuickBooks Desktop; X-Export-Rows and X-Previously-Exported count the invoices or payments",
              ),
          },
          {
            summary: 'Invoices issued or payments received between two days, as QuickBooks imports them',
            querystring: quickbooksExportQuery,
          },
        ),
      },
      async (req, reply) => {
        const file = await exports.quickbooks(ctxOf(req), req.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-export-rows', String(file.rows))
          .header('x-previously-exported', String(file.previously))
          .header('cache-control', 'no-store')
          .send(file.text);
      },
    );
    app.get(
      '/api/accounting/exports',
      { onRequest, schema: doc({ 200: accountingExportList }, { summary: 'Past exports to the books, newest first' }) },
      (req) => exports.list(ctxOf(req)),
    );
  };
}
