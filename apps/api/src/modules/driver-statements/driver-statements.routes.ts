import {
  bulkApproveResult,
  errorAnswer,
  requiredDay,
  statementBulkApprove,
  statementEmail,
  statementExcludeLoad,
  statementGenerate,
  statementGenerateResult,
  statementLineInput,
  statementLineUpdate,
  statementList,
  statementListQuery,
  statementPay,
  statementReopen,
  statementSchema,
  statementStats,
  statementStatsQuery,
  statementVersion,
  statementVersionQuery,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { limitSendsPerUser, sendsPerHour } from '../../plugins/user-send-limit';
import { contentDisposition, sendPdf } from '../storage/storage.service';
import type { DriverStatementsService } from './driver-statements.service';
import type { StatementDocuments } from './statement-documents';

const doc = routeDocs(['driver-statements'], errorAnswers(401, 403, 404, 409, 422));
const lineParams = idParams.extend({ lineId: idParams.shape.id });
const exportQuery = z.object({ period_start: requiredDay('Period start'), period_end: requiredDay('Period end') });

export function driverStatementRoutes(
  statements: DriverStatementsService,
  documents: StatementDocuments,
  guards: Guards,
  emailsPerHour: number,
) {
  return async (fastify: FastifyInstance) => {
    await limitSendsPerUser(fastify, 'statement e-mails');
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireFeature('driver_statements', 'driver_statements');
    const one = doc({ 200: statementSchema }, { params: idParams });
    /** Changes that carry only the version the user saw (optional: without it the last write wins). */
    const versioned = { ...one, body: statementVersion.nullish() };

    app.get(
      '/api/driver-statements/',
      {
        onRequest,
        schema: doc(
          { 200: statementList },
          { summary: 'List driver statements (filters: period, status, driver)', querystring: statementListQuery },
        ),
      },
      (req) => statements.list(ctxOf(req), req.query),
    );

    app.get(
      '/api/driver-statements/stats/summary',
      {
        onRequest,
        schema: doc(
          { 200: statementStats },
          { summary: 'Count, net and payable per status', querystring: statementStatsQuery },
        ),
      },
      (req) => statements.stats(ctxOf(req), req.query),
    );

    app.get(
      '/api/driver-statements/export',
      {
        onRequest,
        schema: doc(
          { 200: z.string().describe('text/csv') },
          { summary: "A period's statements as CSV for payroll", querystring: exportQuery },
        ),
      },
      async (req, reply) => {
        const csv = await statements.exportCsv(ctxOf(req), req.query);
        const name = `driver-statements-${req.query.period_start}-${req.query.period_end}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(false, name))
          .send(csv);
      },
    );

    app.post(
      '/api/driver-statements/generate',
      {
        onRequest,
        schema: doc(
          { 200: statementGenerateResult },
          {
            summary:
              'Generate draft statements for a period (default: last Monday to Sunday) for some or all active drivers',
            body: statementGenerate,
          },
        ),
      },
      (req) => statements.generate(ctxOf(req), req.body),
    );

    app.post(
      '/api/driver-statements/bulk-approve',
      {
        onRequest,
        schema: doc({ 200: bulkApproveResult }, { body: statementBulkApprove }),
      },
      (req) => statements.bulkApprove(ctxOf(req), req.body),
    );

    app.get('/api/driver-statements/:id', { onRequest, schema: one }, (req) =>
      statements.get(ctxOf(req), req.params.id),
    );

    app.delete(
      '/api/driver-statements/:id',
      {
        onRequest,
        schema: doc({ 204: z.null() }, { params: idParams, querystring: statementVersionQuery }),
      },
      noContent((req) => statements.remove(ctxOf(req), req.params.id, req.query.version)),
    );

    app.post('/api/driver-statements/:id/regenerate', { onRequest, schema: versioned }, (req) =>
      statements.regenerate(ctxOf(req), req.params.id, req.body?.version),
    );
    app.post('/api/driver-statements/:id/approve', { onRequest, schema: versioned }, (req) =>
      statements.approve(ctxOf(req), req.params.id, req.body?.version),
    );
    app.post('/api/driver-statements/:id/pay', { onRequest, schema: { ...one, body: statementPay } }, (req) =>
      statements.pay(ctxOf(req), req.params.id, req.body),
    );
    app.post('/api/driver-statements/:id/reopen', { onRequest, schema: { ...one, body: statementReopen } }, (req) =>
      statements.reopen(ctxOf(req), req.params.id, req.body),
    );
    app.post(
      '/api/driver-statements/:id/exclude-load',
      { onRequest, schema: { ...one, body: statementExcludeLoad } },
      (req) => statements.excludeLoad(ctxOf(req), req.params.id, req.body),
    );
    app.post('/api/driver-statements/:id/lines', { onRequest, schema: { ...one, body: statementLineInput } }, (req) =>
      statements.addLine(ctxOf(req), req.params.id, req.body),
    );
    app.put(
      '/api/driver-statements/:id/lines/:lineId',
      { onRequest, schema: { ...one, params: lineParams, body: statementLineUpdate } },
      (req) => statements.updateLine(ctxOf(req), req.params.id, req.params.lineId, req.body),
    );
    app.delete(
      '/api/driver-statements/:id/lines/:lineId',
      { onRequest, schema: { ...one, params: lineParams, querystring: statementVersionQuery } },
      (req) => statements.removeLine(ctxOf(req), req.params.id, req.params.lineId, req.query.version),
    );

    app.get(
      '/api/driver-statements/:id/pdf',
      {
        onRequest,
        schema: doc(
          { 200: z.any().describe('application/pdf') },
          { summary: 'The statement as a PDF', params: idParams },
        ),
      },
      async (req, reply) => sendPdf(reply, await documents.pdf(ctxOf(req), req.params.id)),
    );

    app.post(
      '/api/driver-statements/:id/email',
      {
        onRequest,
        config: sendsPerHour(emailsPerHour),
        schema: doc(
          { 202: z.object({ to: z.string() }), 429: errorAnswer },
          {
            summary: 'E-mail the statement PDF to the driver (through the outbox)',
            params: idParams,
            body: statementEmail,
          },
        ),
      },
      async (req, reply) => reply.code(202).send(await documents.email(ctxOf(req), req.params.id, req.body)),
    );
  };
}
