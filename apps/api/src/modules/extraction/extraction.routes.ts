import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { cleanFilename, EXTRACTION_MAX_BYTES, errorAnswer, extractionResult } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, tooManyRequests } from '../../lib/errors';
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

/** The one file of the upload, in the field "file". */
async function readFile(req: FastifyRequest): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || file) throw new AppError(422, 'Send exactly one file, in the field "file"');
    const data = await part.toBuffer().catch((e: { code?: string }) => {
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'The file is larger than 10 MB');
      throw e;
    });
    file = { filename: cleanFilename(part.filename || ''), mimetype: part.mimetype, data };
  }
  if (!file) throw new AppError(422, 'Choose a file to upload');
  return file;
}

export function extractionRoutes(service: ExtractionService, guards: Guards, perMinute: number) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { limits: { fileSize: EXTRACTION_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    // Counted per company after sign-in (preHandler), so one busy company cannot starve the others.
    await fastify.register(rateLimit, {
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
        bodyLimit: EXTRACTION_MAX_BYTES + 64 * 1024,
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['loads'],
          security: [{ bearer: [] }],
          summary: 'Read a rate confirmation (PDF or image) into the load wizard fields',
          consumes: ['multipart/form-data'],
          response: { 200: extractionResult, ...errors },
        },
      },
      async (req) => service.extract(ctxOf(req), await readFile(req)),
    );
  };
}
