import multipart from '@fastify/multipart';
import {
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
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { parseOr422 } from '../../lib/validation';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { FuelTransactionsService, Upload } from './fuel-transactions.service';

const errors = errorAnswers(400, 401, 403, 404, 409, 413, 415, 422);
const tags = ['fuel transactions'];

const uploadFields = z.object({
  column_mapping: z.string().max(20_000, 'column_mapping is too long').optional(),
  template_id: z.coerce.number().int().positive('template_id must be a positive id').optional(),
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
      file = { name: part.filename || 'file.csv', data };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file) throw new AppError(422, FUEL_MESSAGES.fileRequired);
  const header = req.headers['idempotency-key'];
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
  if (typeof header === 'string' && !given.idempotency_key) given.idempotency_key = header;
  const f = parseOr422(uploadFields, given);
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
        schema: {
          tags,
          security,
          querystring: fuelTransactionListQuery,
          response: { 200: fuelTransactionList, ...errors },
        },
      },
      (req) => service.list(ctxOf(req), req.query),
    );
    app.post(
      `${base}/`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Add a transaction by hand; the total is quantity x price, computed here',
          body: fuelTransactionCreate,
          response: { 201: fuelTransactionSchema, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await service.create(ctxOf(req), req.body)),
    );
    app.post(
      `${base}/bulk-delete`,
      { onRequest, schema: { tags, security, body: fuelBulkDelete, response: { 200: fuelBulkDeleted, ...errors } } },
      (req) => service.bulkDelete(ctxOf(req), req.body.ids),
    );
    app.get(
      `${base}/stats/summary`,
      {
        onRequest,
        schema: { tags, security, querystring: fuelStatsQuery, response: { 200: fuelStatsSummary, ...errors } },
      },
      (req) => service.summary(ctxOf(req), req.query),
    );
    app.get(
      `${base}/transaction-items`,
      { onRequest, schema: { tags, security, response: { 200: fuelItemList, ...errors } } },
      () => service.items(),
    );
    app.get(
      `${base}/distinct-items`,
      { onRequest, schema: { tags, security, response: { 200: fuelDistinctItems, ...errors } } },
      (req) => service.distinctItems(ctxOf(req)),
    );
    app.get(
      `${base}/templates`,
      { onRequest: importing, schema: { tags, security, response: { 200: fuelTemplateList, ...errors } } },
      (req) => service.templates(ctxOf(req)),
    );
    app.post(
      `${base}/templates`,
      {
        onRequest: importing,
        schema: { tags, security, body: fuelTemplateCreate, response: { 201: fuelTemplateSchema, ...errors } },
      },
      async (req, reply) => reply.code(201).send(await service.createTemplate(ctxOf(req), req.body)),
    );
    app.get(
      `${base}/batches`,
      {
        onRequest: importing,
        schema: { tags, security, querystring: pagingQuery, response: { 200: fuelBatchList, ...errors } },
      },
      (req) => service.batches(ctxOf(req), req.query),
    );
    app.get(
      `${base}/batches/:id`,
      { onRequest: importing, schema: { tags, security, params, response: { 200: fuelBatchSchema, ...errors } } },
      (req) => service.batch(ctxOf(req), req.params.id),
    );
    app.post(
      `${base}/batches/:id/undo`,
      {
        onRequest: importing,
        schema: {
          tags,
          security,
          summary: 'Undo a whole import: its transactions are deleted, the batch stays as undone',
          params,
          response: { 200: fuelBatchSchema, ...errors },
        },
      },
      (req) => service.undo(ctxOf(req), req.params.id),
    );
    app.post(
      `${base}/upload/preview`,
      {
        onRequest: importing,
        schema: {
          tags,
          security,
          summary: 'Read a file with a mapping (given, from a template, or suggested) without storing it',
          consumes: ['multipart/form-data'],
          response: { 200: fuelImportPreview, ...errors },
        },
      },
      async (req) => service.preview(ctxOf(req), await readUpload(req)),
    );
    app.post(
      `${base}/upload`,
      {
        onRequest: importing,
        schema: {
          tags,
          security,
          summary: 'Import a file as one batch: all rows or none (multipart: file, column_mapping, template_id)',
          consumes: ['multipart/form-data'],
          response: { 200: fuelUploadResult, 201: fuelUploadResult, ...errors },
        },
      },
      async (req, reply) => {
        const result = await service.commit(ctxOf(req), await readUpload(req));
        return reply.code(result.replayed ? 200 : 201).send(result);
      },
    );
    app.get(
      `${base}/:id`,
      { onRequest, schema: { tags, security, params, response: { 200: fuelTransactionSchema, ...errors } } },
      (req) => service.get(ctxOf(req), req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          body: fuelTransactionUpdate,
          response: { 200: fuelTransactionSchema, ...errors },
        },
      },
      (req) => service.update(ctxOf(req), req.params.id, req.body),
    );
    app.patch(
      `${base}/:id/match`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Match a transaction to a card, truck and driver by hand',
          params,
          body: fuelManualMatch,
          response: { 200: fuelTransactionSchema, ...errors },
        },
      },
      (req) => service.match(ctxOf(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      { onRequest, schema: { tags, security, params, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await service.remove(ctxOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
