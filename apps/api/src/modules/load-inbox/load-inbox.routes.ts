import {
  inboundEmailAnswer,
  LOAD_INBOX_MESSAGES,
  loadInboxItemDetail,
  loadInboxList,
  loadInboxLoaded,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, noContent, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { contentDisposition } from '../storage/storage.service';
import type { LoadInboxService } from './load-inbox.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 422));
const itemParams = z.object({ id: z.uuid(LOAD_INBOX_MESSAGES.notFound) });

/**
 * The review inbox of rate confirmations received by e-mail (issue 38): whoever may use the AI
 * page reviews what arrived, opens it in the wizard, or discards it.
 */
export function loadInboxRoutes(inbox: LoadInboxService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireFeature('ai_load_extraction', 'load_management');
    app.get(
      '/api/loads/inbox',
      {
        onRequest,
        schema: doc({ 200: loadInboxList }, { summary: 'Rate confirmations received by e-mail, newest first' }),
      },
      async (req) => inbox.list(ctxOf(req)),
    );
    app.get(
      '/api/loads/inbox/:id',
      {
        onRequest,
        schema: doc(
          { 200: loadInboxItemDetail },
          { summary: 'One received document with its reading', params: itemParams },
        ),
      },
      async (req) => inbox.get(ctxOf(req), req.params.id),
    );
    app.get(
      '/api/loads/inbox/:id/file',
      {
        onRequest,
        schema: doc(
          { 200: z.any().describe('The attachment as received (PDF, PNG or JPEG)') },
          { summary: 'The received document, shown beside the load wizard', params: itemParams },
        ),
      },
      async (req, reply) => {
        const file = await inbox.file(ctxOf(req), req.params.id);
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(false, file.filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
    app.delete(
      '/api/loads/inbox/:id',
      { onRequest, schema: doc({ 204: z.null() }, { summary: 'Discard a received document', params: itemParams }) },
      noContent((req) => inbox.discard(ctxOf(req), req.params.id)),
    );
    app.post(
      '/api/loads/inbox/:id/loaded',
      {
        onRequest,
        schema: doc(
          { 204: z.null() },
          {
            summary: 'The load made from a received document: it leaves the inbox',
            params: itemParams,
            body: loadInboxLoaded,
          },
        ),
      },
      noContent((req) => inbox.loaded(ctxOf(req), req.params.id, req.body.load_id)),
    );
  };
}

/** The company's address for rate confirmations: shown to those who handle loads or the company's settings. */
export function inboundEmailRoutes(inbox: LoadInboxService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/settings/inbound-email',
      {
        onRequest: guards.requireAny(['load_management', 'settings_company_write']),
        schema: doc(
          { 200: inboundEmailAnswer },
          { summary: "The company's address for rate confirmations by e-mail (made on first use)" },
        ),
      },
      async (req) => inbox.address(ctxOf(req)),
    );
    app.post(
      '/api/settings/inbound-email/rotate',
      {
        onRequest: guards.requireCapability('settings_company_write'),
        schema: doc({ 200: inboundEmailAnswer }, { summary: 'A new address; the old one stops working at once' }),
      },
      async (req) => inbox.rotate(ctxOf(req)),
    );
  };
}
