import multipart from '@fastify/multipart';
import {
  cleanFilename,
  FUEL_IMPORT_MAX_BYTES,
  FUEL_MESSAGES,
  fuelBatchList,
  fuelBatchSchema,
  fuelBulkDelete,
  fuelBulkDeleted,
  fuelDistinctItems,
  fuelImportPreview,
  fuelItemList,
  fuelManualMatch,
  fuelStatsQuery,
  fuelStatsSummary,
  fuelTemplateCreate,
  fuelTemplateList,
  fuelTemplateSchema,
  fuelTransactionCreate,
  fuelTransactionList,
  fuelTransactionListQuery,
  fuelTransactionSchema,
  fuelTransactionUpdate,
  fuelUploadResult,
  pagingQuery,
} from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { FuelTransactionsService, Upload } from './fuel-transactions.service';

const doc = routeDocs(['fuel transactions'], errorAnswers(400, 401, 403, 404, 409, 413, 415, 422));

const TEMPLATE_ID = 'template_id must be the id of a template (a whole number)';
const uploadFields = z.object({
  column_mapping: z.string().max(20_000, 'column_mapping is too long').optional(),
  template_id: z.coerce
    .number({ error: TEMPLATE_ID })
    .int(TEMPLATE_ID)
    .positive(TEMPLATE_ID)
    .max(2_147_483_647, TEMPLATE_ID)
    .optional(),
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[\w.:-]{8,100}$/, 'idempotency_key must be 8 to 100 letters, digits, dots, colons, dashes or underscores')
    .optional(),
});

/** Reads the one file and the text fields; the size cap answers with the documented limit. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw new AppError(422, 'Send exactly one file, in the field "file"');
      const data = await part.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, FUEL_MESSAGES.fileTooLarge);
        throw e;
      });
      file = { name: cleanFilename(part.filename || '', 'file.csv'), data };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file) throw new AppError(422, FUEL_MESSAGES.fileRequired);
  const header = req.headers['idempotency-key'];
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
  if (typeof header === 'string' && !given.idempotency_key) given.idempotency_key = header;
  // Every refusal of an upload is one sentence, these fields' too.
  const parsed = uploadFields.safeParse(given);
  if (!parsed.success) throw new AppError(422, parsed.error.issues[0]?.message ?? 'The upload fields are not valid');
  const f = parsed.data;
  return {
    fileName: file.name,
    data: file.data,
    mapping: f.column_mapping,
    templateId: f.template_id,
    idempotencyKey: f.idempotency_key,
  };
}

export function fuelTransactionRoutes(service: FuelTransactionsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, {
      limits: { fileSize: FUEL_IMPORT_MAX_BYTES, files: 1, fields: 6, fieldSize: 20_000, parts: 8 },
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('fuel_transactions');
    const importing = guards.requireFeature('fuel_import', 'fuel_transactions');
    const params = idParams;
    const base = '/api/fuel-transactions';

    app.get(
      `${base}/`,
      {
        onRequest,
        schema: doc({ 200: fuelTransactionList }, { querystring: fuelTransactionListQuery }),
      },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.post(
      `${base}/`,
      {
        onRequest,
        schema: doc(
          { 201: fuelTransactionSchema },
          {
            summary: 'Add a transaction by hand; the total is quantity x price, computed here',
            body: fuelTransactionCreate,
          },
        ),
      },
      created((req) => service.create(ctxOf(req), req.body)),
    );
    app.post(
      `${base}/bulk-delete`,
      { onRequest, schema: doc({ 200: fuelBulkDeleted }, { body: fuelBulkDelete }) },
      (req) => service.bulkDelete(ctxOf(req), req.body.ids),
    );
    app.get(
      `${base}/stats/summary`,
      {
        onRequest,
        schema: doc({ 200: fuelStatsSummary }, { querystring: fuelStatsQuery }),
      },
      (req) => service.summary(ctxOf(req), req.query),
    );
    app.get(`${base}/transaction-items`, { onRequest, schema: doc({ 200: fuelItemList }) }, () => service.items());
    app.get(`${base}/distinct-items`, { onRequest, schema: doc({ 200: fuelDistinctItems }) }, (req) =>
      service.distinctItems(ctxOf(req)),
    );
    app.get(`${base}/templates`, { onRequest: importing, schema: doc({ 200: fuelTemplateList }) }, (req) =>
      service.templates(ctxOf(req)),
    );
    app.post(
      `${base}/templates`,
      {
        onRequest: importing,
        schema: doc({ 201: fuelTemplateSchema }, { body: fuelTemplateCreate }),
      },
      created((req) => service.createTemplate(ctxOf(req), req.body)),
    );
    app.get(
      `${base}/batches`,
      {
        onRequest: importing,
        schema: doc({ 200: fuelBatchList }, { querystring: pagingQuery }),
      },
      (req) => service.batches(ctxOf(req), req.query),
    );
    app.get(`${base}/batches/:id`, { onRequest: importing, schema: doc({ 200: fuelBatchSchema }, { params }) }, (req) =>
      service.batch(ctxOf(req), req.params.id),
    );
    app.post(
      `${base}/batches/:id/undo`,
      {
        onRequest: importing,
        schema: doc(
          { 200: fuelBatchSchema },
          { summary: 'Undo a whole import: its transactions are deleted, the batch stays as undone', params },
        ),
      },
      (req) => service.undo(ctxOf(req), req.params.id),
    );
    app.post(
      `${base}/upload/preview`,
      {
        onRequest: importing,
        schema: doc(
          { 200: fuelImportPreview },
          {
            summary: 'Read a file with a mapping (given, from a template, or suggested) without storing it',
            consumes: ['multipart/form-data'],
          },
        ),
      },
      async (req) => service.preview(ctxOf(req), await readUpload(req)),
    );
    app.post(
      `${base}/upload`,
      {
        onRequest: importing,
        schema: doc(
          { 200: fuelUploadResult, 201: fuelUploadResult },
          {
            summary: 'Import a file as one batch: all rows or none (multipart: file, column_mapping, template_id)',
            consumes: ['multipart/form-data'],
          },
        ),
      },
      async (req, reply) => {
        const result = await service.commit(ctxOf(req), await readUpload(req));
        return reply.code(result.replayed ? 200 : 201).send(result);
      },
    );
    app.get(`${base}/:id`, { onRequest, schema: doc({ 200: fuelTransactionSchema }, { params }) }, (req) =>
      service.get(ctxOf(req), req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        onRequest,
        schema: doc({ 200: fuelTransactionSchema }, { params, body: fuelTransactionUpdate }),
      },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
    app.patch(
      `${base}/:id/match`,
      {
        onRequest,
        schema: doc(
          { 200: fuelTransactionSchema },
          { summary: 'Match a transaction to a card, truck and driver by hand', params, body: fuelManualMatch },
        ),
      },
      (req) => service.match(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      { onRequest, schema: doc({ 204: z.null() }, { params }) },
      noContent((req) => service.remove(ctxOf(req), req.params.id)),
    );
  };
}
