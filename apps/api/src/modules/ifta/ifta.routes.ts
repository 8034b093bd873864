import {
  iftaDetails,
  iftaDetailsQuery,
  iftaQuarterQuery,
  iftaRates,
  iftaRatesBody,
  iftaReport,
  iftaReportQuery,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { IftaService } from './ifta.service';

const doc = routeDocs(['ifta'], errorAnswers(401, 403, 404, 422));
const fileName = (q: { year: number; quarter: number; truck_id?: number }, ext: string) =>
  `ifta-${q.year}-q${q.quarter}${q.truck_id ? `-truck-${q.truck_id}` : ''}.${ext}`;

/** The quarterly IFTA return (issue 35): the report, its files, what is behind a line, and the rates. */
export function iftaRoutes(ifta: IftaService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = { onRequest: guards.requireCapability('ifta') };
    app.get(
      '/api/ifta/report',
      {
        ...read,
        schema: doc(
          { 200: iftaReport },
          {
            summary: "A quarter's IFTA return by jurisdiction, fleet-wide or for one truck",
            querystring: iftaReportQuery,
          },
        ),
      },
      (req) => ifta.report(ctxOf(req), req.query),
    );
    app.get(
      '/api/ifta/report.csv',
      {
        ...read,
        schema: doc(
          { 200: z.string().describe('CSV with a header row') },
          { summary: 'The return as CSV', querystring: iftaReportQuery },
        ),
      },
      async (req, reply) => {
        const csv = await ifta.csv(ctxOf(req), req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(req.query, 'csv')}"`)
          .send(csv);
      },
    );
    app.get(
      '/api/ifta/report.pdf',
      {
        ...read,
        schema: doc(
          { 200: z.any().describe('application/pdf') },
          { summary: "The return as a PDF laid out like the return's schedule", querystring: iftaReportQuery },
        ),
      },
      async (req, reply) => {
        const bytes = await ifta.pdf(ctxOf(req), req.query);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName(req.query, 'pdf')}"`)
          .send(Buffer.from(bytes));
      },
    );
    app.get(
      '/api/ifta/details',
      {
        ...read,
        schema: doc(
          { 200: iftaDetails },
          { summary: "The trips and fuel purchases behind one jurisdiction's line", querystring: iftaDetailsQuery },
        ),
      },
      (req) => ifta.details(ctxOf(req), req.query),
    );
    app.get(
      '/api/ifta/rates',
      {
        ...read,
        schema: doc(
          { 200: iftaRates },
          { summary: "A quarter's IFTA tax rates in force for the company", querystring: iftaQuarterQuery },
        ),
      },
      (req) => ifta.rates(ctxOf(req), req.query),
    );
    app.put(
      '/api/ifta/rates',
      {
        onRequest: guards.requireCapability('ifta_rates_write'),
        schema: doc(
          { 200: iftaRates },
          {
            summary: "Enters the company's own IFTA rates for a quarter",
            querystring: iftaQuarterQuery,
            body: iftaRatesBody,
          },
        ),
      },
      (req) => ifta.setRates(ctxOf(req), req.query, req.body),
    );
  };
}
