import {
  companyLogoAnswer,
  DEFAULT_UPLOAD_MAX_BYTES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  type DocumentCategory,
  documentList,
  documentListQuery,
  documentSchema,
  documentUpdate,
  documentUploadAnswer,
  documentUploadFields,
  presignedUrlAnswer,
  presignedUrlQuery,
} from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { MULTIPART_OVERHEAD_BYTES, readUpload, registerUploads, type UploadForm } from '../../lib/multipart-upload';
import { idParams } from '../../lib/params';
import { parseOr422 } from '../../lib/validation';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import { PUBLIC } from '../../plugins/route-access';
import type { DocumentsService, StagedUpload } from './documents.service';
import { uploadRuleFor } from './upload-check';

const errors = errorAnswers(400, 401, 403, 404, 413, 415, 422);
const tags = ['documents'];
const doc = routeDocs(tags, errors);

/**
 * An upload's form. A file past the multipart limit (the largest any category takes) is refused
 * with the limit of the category the fields asked for, when they came first, as the service's own
 * check would.
 */
const uploadForm: UploadForm = {
  maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  fields: Object.keys(documentUploadFields.shape),
  maxBytesFor: (fields) => {
    const category = DOCUMENT_CATEGORIES.find((c): c is DocumentCategory => c === fields.category);
    return category
      ? uploadRuleFor(category, fields.document_type === 'company_logo').maxBytes
      : DEFAULT_UPLOAD_MAX_BYTES;
  },
};

/**
 * Reads an upload, taking its file into the store's staging place as it arrives. The staged file
 * is discarded on any refusal here; after this, the service keeps or discards it.
 */
async function readDocumentUpload(req: FastifyRequest, service: DocumentsService) {
  const { file, fields } = await readUpload(req, uploadForm, service.receive, (incoming) => incoming.discard());
  const staged: StagedUpload = { filename: file.filename, incoming: file.content };
  try {
    return { file: staged, fields: parseOr422(documentUploadFields, fields) };
  } catch (e) {
    await staged.incoming.discard();
    throw e;
  }
}

export function documentRoutes(service: DocumentsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    await registerUploads(fastify, uploadForm);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const signedIn = guards.authenticated;

    app.get(
      '/api/public/company-logo/:token',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "A company's current logo, for e-mails (a signed link that does not expire)",
          params: z.object({ token: z.string().max(100) }),
          response: { 404: errorAnswers(404)[404] },
        },
      },
      async (req, reply) => {
        const url = await service.logoByLink(req.params.token);
        if (!url) throw notFound('Logo not found');
        return reply.header('cache-control', 'public, max-age=300').redirect(url, 302);
      },
    );

    app.post(
      '/api/documents/upload',
      {
        onRequest: signedIn,
        bodyLimit: DEFAULT_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        schema: doc(
          { 201: documentUploadAnswer },
          {
            summary: 'Upload one file (multipart: file, document_type, category, ...)',
            consumes: ['multipart/form-data'],
          },
        ),
      },
      created(async (req) => {
        const { file, fields } = await readDocumentUpload(req, service);
        return service.upload(ctxOf(req), file, fields);
      }),
    );
    app.get(
      '/api/documents/',
      { onRequest: signedIn, schema: doc({ 200: documentList }, { querystring: documentListQuery }) },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.get(
      '/api/documents/types',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Document types and categories',
          response: { 200: z.object({ document_types: z.array(z.string()), categories: z.array(z.string()) }) },
        },
      },
      () => ({ document_types: [...DOCUMENT_TYPES], categories: [...DOCUMENT_CATEGORIES] }),
    );
    app.get(
      '/api/documents/company-logo',
      {
        onRequest: signedIn,
        schema: doc(
          { 200: companyLogoAnswer },
          { querystring: z.object({ company_id: z.coerce.number().int().positive().optional() }) },
        ),
      },
      (req) => service.companyLogo(ctxOf(req), req.query.company_id),
    );
    recordRoutes(app, '/api/documents/:id', doc, documentSchema, {
      get: { onRequest: signedIn, run: (ctx, id) => service.get(ctx, id) },
      update: {
        onRequest: signedIn,
        body: documentUpdate,
        run: (ctx, id, changes) => service.update(ctx, id, changes),
      },
      remove: { onRequest: signedIn, run: (ctx, id) => service.remove(ctx, id) },
    });
    app.get(
      '/api/documents/:id/presigned-url',
      {
        onRequest: signedIn,
        schema: doc({ 200: presignedUrlAnswer }, { params: idParams, querystring: presignedUrlQuery }),
      },
      (req) => service.presignedUrl(ctxOf(req), req.params.id, req.query.expires_in, req.query.download),
    );
    app.patch(
      '/api/documents/:id/deprecate',
      { onRequest: signedIn, schema: doc({ 200: documentSchema }, { params: idParams }) },
      (req) => service.update(ctxOf(req), req.params.id, { is_active: false }),
    );
    app.patch(
      '/api/documents/:id/restore',
      { onRequest: signedIn, schema: doc({ 200: documentSchema }, { params: idParams }) },
      (req) => service.update(ctxOf(req), req.params.id, { is_active: true }),
    );
  };
}
