import {
  checkCallInput,
  checkCallSchema,
  DRIVER_APP_LIMITS,
  driverAppDocumentAnswer,
  driverAppDocumentFields,
  driverAppHos,
  driverAppLoad,
  driverAppLoadList,
  driverAppStatementList,
  driverAppStop,
  driverStopActionInput,
  DRIVER_APP_API_MESSAGES as M,
  presignedUrlAnswer,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import {
  intoMemory,
  MULTIPART_OVERHEAD_BYTES,
  readUploads,
  registerUploads,
  type UploadForm,
} from '../../lib/multipart-upload';
import { idParams, recordId } from '../../lib/params';
import { parseOr422 } from '../../lib/validation';
import { ctxOf, type Guards } from '../../plugins/auth';
import { sendPdf } from '../storage/storage.service';
import type { DriverAppService } from './driver-app.service';

const doc = routeDocs(['driver-app'], errorAnswers(401, 403, 404, 409, 422));
const eventParams = z.object({ eventId: recordId });

/** The key a phone sends with an action so that sending it again does it once. */
const idempotency = z.object({
  'idempotency-key': z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9-]{1,${DRIVER_APP_LIMITS.idempotencyKeyMax}}$`), M.keyInvalid)
    .optional(),
});

const documentForm: UploadForm = {
  maxBytes: DRIVER_APP_LIMITS.fileMaxBytes,
  fields: Object.keys(driverAppDocumentFields.shape),
  files: { max: DRIVER_APP_LIMITS.filesMax, tooMany: M.tooManyFiles },
  defaultName: 'photo',
};

/** The driver app's API (issue 36): only a driver's account reaches it, and only for their own loads. */
export function driverAppRoutes(service: DriverAppService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    await registerUploads(fastify, documentForm);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const driver = guards.requireCapability('driver_app');

    app.get(
      '/api/driver-app/loads',
      {
        onRequest: driver,
        schema: doc(
          { 200: driverAppLoadList },
          { summary: "The signed-in driver's current, upcoming and just finished loads, with stops and documents" },
        ),
      },
      (req) => service.loads(ctxOf(req)),
    );
    app.get(
      '/api/driver-app/loads/:id',
      {
        onRequest: driver,
        schema: doc({ 200: driverAppLoad }, { summary: "One of the driver's loads", params: idParams }),
      },
      (req) => service.load(ctxOf(req), req.params.id),
    );

    for (const kind of ['arrive', 'depart'] as const) {
      app.post(
        `/api/driver-app/stops/:eventId/${kind}`,
        {
          onRequest: driver,
          schema: doc(
            { 200: driverAppStop },
            {
              summary:
                kind === 'arrive'
                  ? 'Arrive at a stop (every earlier stop done); the phone’s position joins the truck’s trail'
                  : 'Depart a stop arrived at, completing it by track and trace’s rules',
              params: eventParams,
              headers: idempotency,
              body: driverStopActionInput,
            },
          ),
        },
        (req) => service[kind](ctxOf(req), req.params.eventId, req.body ?? {}, req.headers['idempotency-key']),
      );
    }

    app.post(
      '/api/driver-app/loads/:id/check-calls',
      {
        onRequest: driver,
        schema: doc(
          { 201: checkCallSchema },
          { summary: 'Add a check call to the load', params: idParams, headers: idempotency, body: checkCallInput },
        ),
      },
      created((req) => service.checkCall(ctxOf(req), req.params.id, req.body, req.headers['idempotency-key'])),
    );

    app.post(
      '/api/driver-app/loads/:id/documents',
      {
        onRequest: driver,
        bodyLimit: DRIVER_APP_LIMITS.filesMax * DRIVER_APP_LIMITS.fileMaxBytes + MULTIPART_OVERHEAD_BYTES,
        schema: doc(
          { 201: driverAppDocumentAnswer, 413: errorAnswers(413)[413] },
          {
            summary:
              'Photos or PDFs of a paper (POD, BOL, lumper receipt, scale ticket), joined into one PDF on the load',
            consumes: ['multipart/form-data'],
            params: idParams,
            headers: idempotency,
          },
        ),
      },
      created(async (req) => {
        const { files, fields } = await readUploads(req, documentForm, intoMemory);
        const input = parseOr422(driverAppDocumentFields, fields);
        const photos = files.map((f) => ({ name: f.filename, bytes: f.content }));
        return service.addDocument(
          ctxOf(req),
          req.params.id,
          { ...input, files: photos },
          req.headers['idempotency-key'],
          req.signal,
        );
      }),
    );

    app.get(
      '/api/driver-app/documents/:id/url',
      {
        onRequest: driver,
        schema: doc(
          { 200: presignedUrlAnswer },
          { summary: 'A short-lived link to a document of the driver’s load', params: idParams },
        ),
      },
      (req) => service.documentUrl(ctxOf(req), req.params.id),
    );

    app.get(
      '/api/driver-app/statements',
      {
        onRequest: driver,
        schema: doc({ 200: driverAppStatementList }, { summary: "The driver's approved and paid pay statements" }),
      },
      (req) => service.statements(ctxOf(req)),
    );
    app.get(
      '/api/driver-app/statements/:id/pdf',
      {
        onRequest: driver,
        schema: doc(
          { 200: z.any().describe('application/pdf') },
          { summary: "One of the driver's issued statements as a PDF", params: idParams },
        ),
      },
      async (req, reply) => sendPdf(reply, await service.statementPdf(ctxOf(req), req.params.id)),
    );

    app.get(
      '/api/driver-app/hos',
      {
        onRequest: driver,
        schema: doc({ 200: driverAppHos }, { summary: "The driver's hours-of-service clocks now" }),
      },
      (req) => service.hos(ctxOf(req)),
    );
  };
}
