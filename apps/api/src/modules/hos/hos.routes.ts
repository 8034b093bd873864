import {
  dutyLog,
  dutyLogQuery,
  dutyStatusEventsInput,
  dutyStatusEventsStored,
  eldFileImported,
  HOS_API_LIMITS,
  hosAtQuery,
  hosClocksAnswer,
  hosClocksList,
  tripCheck,
  tripCheckQuery,
  tripWarningRecorded,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, errorAnswers, routeDocs } from '../../lib/http';
import { intoMemory, readUpload, registerUploads, type UploadForm } from '../../lib/multipart-upload';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { HosService } from './hos.service';

const doc = routeDocs(['hours of service'], errorAnswers(401, 403, 404, 413, 422));
const eldUpload: UploadForm = { maxBytes: HOS_API_LIMITS.eldFileMaxBytes, fields: [], defaultName: 'eld.csv' };
const instantOf = (at: string | undefined) => (at ? new Date(at) : new Date());

/** Duty status, clocks and ELD files (issue 33): drivers' readers read; driver managers write. */
export function hosRoutes(hos: HosService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    await registerUploads(fastify, eldUpload);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireFeature('telematics_integration', 'drivers_read');
    const write = guards.requireFeature('telematics_integration', 'drivers');

    app.post(
      '/api/drivers/:id/duty-status-events',
      {
        onRequest: write,
        schema: doc(
          { 201: dutyStatusEventsStored },
          {
            summary: "Add duty status changes; they replace the driver's events over the span they cover",
            params: idParams,
            body: dutyStatusEventsInput,
          },
        ),
      },
      created((req) => hos.addEvents(ctxOf(req), req.params.id, req.body)),
    );
    app.get(
      '/api/drivers/:id/duty-status-events',
      {
        onRequest: read,
        schema: doc(
          { 200: dutyLog },
          {
            summary: "A driver's log between two instants (the last day by default)",
            params: idParams,
            querystring: dutyLogQuery,
          },
        ),
      },
      (req) => hos.log(ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/api/drivers/:id/hos',
      {
        onRequest: read,
        schema: doc(
          { 200: hosClocksAnswer },
          {
            summary: "A driver's hours-of-service clocks at an instant (now by default)",
            params: idParams,
            querystring: hosAtQuery,
          },
        ),
      },
      (req) => hos.clocks(ctxOf(req), req.params.id, instantOf(req.query.at)),
    );
    app.get(
      '/api/drivers/:id/hos/trip-check',
      {
        onRequest: read,
        schema: doc(
          { 200: tripCheck },
          {
            summary: 'Whether the driver has the driving a load needs (loaded miles at 50 mph) by its pickup',
            params: idParams,
            querystring: tripCheckQuery,
          },
        ),
      },
      (req) => hos.tripCheck(ctxOf(req), req.params.id, req.query),
    );
    app.post(
      '/api/loads/:id/hos-warning',
      {
        onRequest: guards.requireFeature('telematics_integration', 'load_management'),
        schema: doc(
          { 200: tripWarningRecorded },
          {
            summary:
              "Record on the load's history that its driver lacks the hours it needs, when the saved load says so",
            params: idParams,
          },
        ),
      },
      (req) => hos.recordTripWarning(ctxOf(req), req.params.id),
    );
    app.get(
      '/api/hos/clocks',
      {
        onRequest: read,
        schema: doc({ 200: hosClocksList }, { summary: "Every active driver's clocks", querystring: hosAtQuery }),
      },
      (req) => hos.allClocks(ctxOf(req), instantOf(req.query.at)),
    );
    app.post(
      '/api/hos/eld-files',
      {
        onRequest: write,
        schema: doc(
          { 201: eldFileImported },
          {
            summary:
              "Import an ELD output file (49 CFR 395 Appendix A, 4.8.2): the driver's log and the truck's positions",
            consumes: ['multipart/form-data'],
          },
        ),
      },
      created(async (req) => {
        const { file } = await readUpload(req, eldUpload, intoMemory);
        return hos.importEldFile(ctxOf(req), file.content.toString('utf8'));
      }),
    );
  };
}
