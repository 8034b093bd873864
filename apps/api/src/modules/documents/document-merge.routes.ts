import { documentMergeRequest } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { contentDisposition } from '../storage/storage.service';
import type { DocumentMergeService } from './document-merge.service';

/** POST /api/documents/merge answers the merged PDF itself, saved by the browser under the chosen name. */
export function documentMergeRoutes(merge: DocumentMergeService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post(
      '/api/documents/merge',
      {
        onRequest: guards.authenticated,
        schema: {
          tags: ['documents'],
          security: [{ bearer: [] }],
          summary: 'Merge PDFs and images into one PDF, in the order given (answers application/pdf)',
          body: documentMergeRequest,
          response: {
            200: z
              .any()
              .describe(
                'The merged PDF (application/pdf), with its page count in X-Page-Count and, when kept on the load, its document id in X-Document-Id',
              ),
            ...errorAnswers(401, 403, 404, 413, 422),
          },
        },
      },
      async (req, reply) => {
        const { filename, stream, size, pages, documentId } = await merge.merge(ctxOf(req), req.body, req.signal);
        if (documentId !== null) reply.header('x-document-id', String(documentId));
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(true, filename))
          .header('x-page-count', String(pages))
          .header('content-length', String(size))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
}
