import {
  FUEL_IMPORT_MAX_BYTES,
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
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { intoMemory, readUpload, registerUploads, type UploadForm } from '../../lib/multipart-upload';
import { idParams } from '../../lib/params';
import { parseOr422 } from '../../lib/validation';
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

const uploadForm: UploadForm = {
  maxBytes: FUEL_IMPORT_MAX_BYTES,
  fields: Object.keys(uploadFields.shape),
  defaultName: 'file.csv',
};

/** Reads the one file and the text fields; the idempotency key may also come as a header. */
async function readFuelUpload(req: FastifyRequest): Promise<Upload> {
  const { file, fields } = await readUpload(req, uploadForm, intoMemory);
  const header = req.headers['idempotency-key'];
  if (typeof header === 'string' && !fields.idempotency_key) fields.idempotency_key = header;
  const f = parseOr422(uploadFields, fields);
  return {
    fileName: file.filename,
    data: file.content,
    mapping: f.column_mapping,
    templateId: f.template_id,
    idempotencyKey: f.idempotency_key,
  };
}

export function fuelTransactionRoutes(service: FuelTransactionsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    await registerUploads(fastify, uploadForm);
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
      async (req) => service.preview(ctxOf(req), await readFuelUpload(req)),
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
        const result = await service.commit(ctxOf(req), await readFuelUpload(req));
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
