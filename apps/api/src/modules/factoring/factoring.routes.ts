import {
  factoringPayments,
  factoringSettings,
  factoringSettingsUpdate,
  factoringSubmission,
  factoringSubmissionCreate,
  factoringSubmissionList,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { FactoringSettingsService } from './factoring-settings.service';
import type { FactoringSubmissionsService } from './factoring-submissions.service';

const doc = routeDocs(['accounting'], errorAnswers(401, 403, 404, 409, 413, 422));

/** Factoring (issue 37, decision 0222): the factoring company, submissions of invoices to it, and what it paid. */
export function factoringRoutes(
  settings: FactoringSettingsService,
  submissions: FactoringSubmissionsService,
  guards: Guards,
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('accounting_loads');

    app.get(
      '/api/accounting/factoring/settings',
      { onRequest, schema: doc({ 200: factoringSettings }, { summary: "The company's factoring company" }) },
      (req) => settings.get(ctxOf(req)),
    );
    app.put(
      '/api/accounting/factoring/settings',
      {
        onRequest,
        schema: doc(
          { 200: factoringSettings },
          {
            summary: 'Turn factoring on or off and name the factoring company (every field required while on)',
            body: factoringSettingsUpdate,
          },
        ),
      },
      (req) => settings.update(ctxOf(req), req.body),
    );
    app.post(
      '/api/accounting/factoring/submissions',
      {
        onRequest,
        schema: doc(
          { 201: factoringSubmission },
          {
            summary:
              "Send invoiced loads to the factoring company: the schedule of accounts and each load's packet (invoice, rate confirmation, BOL, POD) by e-mail",
            body: factoringSubmissionCreate,
          },
        ),
      },
      created((req) => submissions.submit(ctxOf(req), req.body, req.signal)),
    );
    app.get(
      '/api/accounting/factoring/submissions',
      {
        onRequest,
        schema: doc(
          { 200: factoringSubmissionList },
          { summary: 'Submissions with their loads and totals, newest first' },
        ),
      },
      (req) => submissions.list(ctxOf(req)),
    );
    app.get(
      '/api/accounting/factoring/submissions/:id/schedule.pdf',
      {
        onRequest,
        schema: doc(
          { 200: z.any().describe('The schedule of accounts (application/pdf)') },
          { summary: "A submission's schedule of accounts", params: idParams },
        ),
      },
      async (req, reply) => {
        const file = await submissions.schedule(ctxOf(req), req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    );
    app.put(
      '/api/accounting/factoring/submissions/:id/payments',
      {
        onRequest,
        schema: doc(
          { 200: factoringSubmission },
          {
            summary: "Record the factoring company's advance and reserve on a submission (an empty pair is not paid)",
            params: idParams,
            body: factoringPayments,
          },
        ),
      },
      (req) => submissions.payments(ctxOf(req), req.params.id, req.body),
    );
  };
}
