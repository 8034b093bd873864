import {
  accessorialCreate,
  accessorialList,
  accessorialSchema,
  accessorialUpdate,
  LOAD_CAPABILITIES,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams, recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadAccessorialsService } from './load-accessorials.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 422));
const accessorialParams = z.object({ id: recordId, accessorialId: recordId });

/** A load's accessorials (decision 0198): read and changed by those who see and edit the load's money. */
export function loadAccessorialRoutes(accessorials: LoadAccessorialsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireAny(LOAD_CAPABILITIES.money);
    const write = guards.requireAny(LOAD_CAPABILITIES.write);
    const path = '/api/loads/:id/accessorials';

    app.get(
      path,
      {
        onRequest: read,
        schema: doc({ 200: accessorialList }, { summary: "A load's accessorials and totals", params: idParams }),
      },
      (req) => accessorials.list(ctxOf(req), req.params.id),
    );
    app.post(
      path,
      {
        onRequest: write,
        schema: doc(
          { 201: accessorialSchema },
          { summary: 'Add an accessorial to a load', params: idParams, body: accessorialCreate },
        ),
      },
      created((req) => accessorials.create(ctxOf(req), req.params.id, req.body)),
    );
    app.put(
      `${path}/:accessorialId`,
      {
        onRequest: write,
        schema: doc(
          { 200: accessorialSchema },
          { summary: 'Change an accessorial', params: accessorialParams, body: accessorialUpdate },
        ),
      },
      (req) => accessorials.update(ctxOf(req), req.params.id, req.params.accessorialId, req.body),
    );
    app.delete(
      `${path}/:accessorialId`,
      {
        onRequest: write,
        schema: doc({ 204: z.null() }, { summary: 'Remove an accessorial', params: accessorialParams }),
      },
      noContent((req) => accessorials.remove(ctxOf(req), req.params.id, req.params.accessorialId)),
    );
  };
}
