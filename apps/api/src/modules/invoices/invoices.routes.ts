import { invoiceRequest, LOAD_CAPABILITIES } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { contentDisposition } from '../storage/storage.service';
import type { InvoicesService } from './invoices.service';

/** POST /api/loads/{id}/invoice-with-documents answers the invoice PDF, also kept on the load. */
export function invoiceRoutes(invoices: InvoicesService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post(
      '/api/loads/:id/invoice-with-documents',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.write),
        schema: {
          tags: ['loads'],
          security,
          summary: "Generate the load's invoice with chosen documents attached (answers application/pdf)",
          params: idParams,
          body: invoiceRequest,
          response: {
            200: z
              .any()
              .describe(
                'The invoice PDF; X-Invoice-Number, X-Invoice-Date, X-Due-Date, X-Document-Id and X-Page-Count describe it',
              ),
            ...errorAnswers(401, 403, 404, 409, 413, 422),
          },
        },
      },
      async (req, reply) => {
        const out = await invoices.generate(ctxOf(req), req.params.id, req.body, req.signal);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(true, out.filename))
          .header('x-invoice-number', String(out.number))
          .header('x-invoice-date', out.invoiceDate)
          .header('x-due-date', out.dueDate)
          .header('x-document-id', String(out.documentId))
          .header('x-page-count', String(out.pages))
          .header('content-length', String(out.size))
          .header('cache-control', 'no-store')
          .send(out.stream);
      },
    );
  };
}
