import rateLimit from '@fastify/rate-limit';
import { EXTRACTION_MAX_BYTES, errorAnswer, extractionAnswer, extractionConfirmation } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/errors';
import { noContent } from '../../lib/http';
import {
  intoMemory,
  MULTIPART_OVERHEAD_BYTES,
  readUpload,
  registerUploads,
  type UploadForm,
} from '../../lib/multipart-upload';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { UploadedFile } from '../documents/documents.service';
import type { ExtractionService } from './extraction.service';

const errors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  413: errorAnswer,
  415: errorAnswer,
  422: errorAnswer,
  429: errorAnswer,
};

const uploadForm: UploadForm = { maxBytes: EXTRACTION_MAX_BYTES, fields: [] };

/** The one file of the upload, in the field "file". */
async function readFile(req: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readUpload(req, uploadForm, intoMemory);
  return { filename: file.filename, mimetype: file.mimetype, data: file.content };
}

export function extractionRoutes(service: ExtractionService, guards: Guards, perMinute: number) {
  return async (fastify: FastifyInstance) => {
    await registerUploads(fastify, uploadForm);
    // Counted per company after sign-in (preHandler), so one busy company cannot starve the others.
    await fastify.register(rateLimit, {
      store: fastify.rateLimitStore,
      global: false,
      hook: 'preHandler',
      keyGenerator: (req) => {
        const scope = req.ctx?.scope;
        return `extract:${scope?.kind === 'tenant' ? scope.companyId : `user-${req.ctx?.userId ?? req.ip}`}`;
      },
      errorResponseBuilder: (_req, context) =>
        tooManyRequests(
          'Too many documents uploaded for reading; try again in a minute',
          Math.ceil(context.ttl / 1000),
        ),
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/loads/extract-from-pdf',
      {
        onRequest: guards.requireFeature('ai_load_extraction', 'load_management'),
        bodyLimit: EXTRACTION_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['loads'],
          security: [{ bearer: [] }],
          summary: 'Read a rate confirmation (PDF or image) into the load wizard fields',
          consumes: ['multipart/form-data'],
          response: { 200: extractionAnswer, ...errors },
        },
      },
      async (req) => service.extract(ctxOf(req), await readFile(req)),
    );
    app.post(
      '/api/extractions/:id/confirm',
      {
        onRequest: guards.requireFeature('ai_load_extraction', 'load_management'),
        schema: {
          tags: ['loads'],
          security: [{ bearer: [] }],
          summary: "Confirm a reading's values: the broker's next documents are read where these stood",
          params: z.object({ id: z.uuid('Not a rate confirmation reading') }),
          body: extractionConfirmation,
          response: { 204: z.null(), 404: errorAnswer, ...errors },
        },
      },
      noContent((req) => service.confirm(ctxOf(req), req.params.id, req.body)),
    );
  };
}
