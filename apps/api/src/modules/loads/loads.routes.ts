import {
  driverEventList,
  driverEventsQuery,
  driverLoadsQuery,
  LOAD_CAPABILITIES,
  loadAccountingStep1,
  loadBasicInfoUpdate,
  loadDeleteQuery,
  loadDriverCounts,
  loadDriverCountsBody,
  loadDriverCountsQuery,
  loadEventComplete,
  loadEventList,
  loadEventSchema,
  loadEventsPut,
  loadHistoryList,
  loadList,
  loadListQuery,
  loadProcessedPut,
  loadProgressSchema,
  loadRateCargoPatch,
  loadRateCargoPut,
  loadSchema,
  loadStatsQuery,
  loadStatsSummary,
  loadStatusOptions,
  loadStatusPut,
  loadStep1,
  loadWithEvents,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams, recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadsService } from './loads.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 409, 422));
const eventParams = z.object({ id: recordId, eventId: recordId });
const driverParams = z.object({ driverId: recordId });

/** Spec 3 section 7: every loads call but extract-from-pdf (modules/extraction). Access: decision 0061. */
export function loadRoutes(loads: LoadsService, guards: Guards) {
  // Long: the area's route table, one declaration per call; each handler is a line or two.
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = guards.requireAny(LOAD_CAPABILITIES.read);
    const write = guards.requireAny(LOAD_CAPABILITIES.write);
    const create = guards.requireAny(LOAD_CAPABILITIES.create);
    const trace = guards.requireAny(LOAD_CAPABILITIES.trace);

    app.post(
      '/api/loads/step-1',
      {
        onRequest: create,
        schema: doc({ 201: loadSchema }, { summary: 'Create a load from basic info', body: loadStep1 }),
      },
      created((req) => loads.createStep1(ctxOf(req), req.body)),
    );

    app.post(
      '/api/loads/accounting/step-1',
      {
        onRequest: guards.requireAny(LOAD_CAPABILITIES.createAccounting),
        schema: doc(
          { 201: loadSchema },
          { summary: 'Create a load in the accounting flow (dispatcher required)', body: loadAccountingStep1 },
        ),
      },
      created((req) => loads.createAccounting(ctxOf(req), req.body)),
    );

    app.post(
      '/api/loads/with-events',
      {
        onRequest: create,
        schema: doc(
          { 201: loadSchema },
          {
            summary: 'Create a load with its events (and optionally rate and cargo) in one call',
            body: loadWithEvents,
          },
        ),
      },
      created((req) => loads.createWithEvents(ctxOf(req), req.body)),
    );

    // The spec names two list calls with the same filters: the board's and the plain one.
    for (const [url, summary] of [
      ['/api/loads/bulk', 'The dispatch board: filtered, sorted page of loads with comment counts'],
      ['/api/loads/', 'List loads (same filters as bulk)'],
    ] as const) {
      app.get(
        url,
        { onRequest: read, schema: doc({ 200: loadList }, { summary, querystring: loadListQuery }) },
        (req) => loads.list(ctxOf(req), req.query),
      );
    }

    app.get(
      '/api/loads/stats/summary',
      {
        onRequest: read,
        schema: doc(
          { 200: loadStatsSummary },
          { summary: 'Counts per status and totals of rate booked, driver pay and miles', querystring: loadStatsQuery },
        ),
      },
      (req) => loads.stats(ctxOf(req), req.query),
    );

    app.post(
      '/api/loads/driver-counts',
      {
        onRequest: read,
        schema: doc(
          { 200: loadDriverCounts },
          {
            summary: 'Loads per driver (primary or secondary) for the date filters',
            querystring: loadDriverCountsQuery,
            body: loadDriverCountsBody,
          },
        ),
      },
      (req) => loads.driverCounts(ctxOf(req), req.query, req.body.driver_ids),
    );

    app.get(
      '/api/loads/driver/:driverId/events',
      {
        onRequest: read,
        schema: doc(
          { 200: driverEventList },
          {
            summary: "A driver's stops by event date, with a late flag",
            params: driverParams,
            querystring: driverEventsQuery,
          },
        ),
      },
      (req) => loads.driverEvents(ctxOf(req), req.params.driverId, req.query),
    );

    app.get(
      '/api/loads/driver/:driverId',
      {
        onRequest: read,
        schema: doc(
          { 200: loadList },
          { summary: "A driver's loads (primary or secondary)", params: driverParams, querystring: driverLoadsQuery },
        ),
      },
      (req) => loads.driverLoads(ctxOf(req), req.params.driverId, req.query),
    );

    app.get('/api/loads/:id', { onRequest: read, schema: doc({ 200: loadSchema }, { params: idParams }) }, (req) =>
      loads.get(ctxOf(req), req.params.id),
    );

    app.get(
      '/api/loads/:id/progress',
      { onRequest: read, schema: doc({ 200: loadProgressSchema }, { params: idParams }) },
      (req) => loads.progress(ctxOf(req), req.params.id),
    );

    app.get(
      '/api/loads/:id/history',
      {
        onRequest: read,
        schema: doc(
          { 200: loadHistoryList },
          { summary: 'What changed on the load: status, processed, drivers, dispatcher, rates', params: idParams },
        ),
      },
      (req) => loads.history(ctxOf(req), req.params.id),
    );

    app.put(
      '/api/loads/:id',
      {
        onRequest: write,
        schema: doc(
          { 200: loadSchema },
          { summary: 'Change basic info (only the fields sent)', params: idParams, body: loadBasicInfoUpdate },
        ),
      },
      (req) => loads.updateBasicInfo(ctxOf(req), req.params.id, req.body),
    );

    for (const path of ['/api/loads/:id/step-2', '/api/loads/:id/events']) {
      app.put(
        path,
        {
          onRequest: write,
          schema: doc(
            { 200: loadSchema },
            { summary: 'Replace the events (pickups and deliveries)', params: idParams, body: loadEventsPut },
          ),
        },
        (req) => loads.putEvents(ctxOf(req), req.params.id, req.body.events),
      );
    }

    app.get(
      '/api/loads/:id/events',
      { onRequest: read, schema: doc({ 200: loadEventList }, { params: idParams }) },
      (req) => loads.events(ctxOf(req), req.params.id),
    );

    app.put(
      '/api/loads/:id/events/:eventId/complete',
      {
        onRequest: trace,
        schema: doc(
          { 200: loadEventSchema },
          { summary: 'Mark a stop completed (or reopen it)', params: eventParams, body: loadEventComplete },
        ),
      },
      (req) => loads.completeEvent(ctxOf(req), req.params.id, req.params.eventId, req.body?.is_completed ?? true),
    );

    // A new load's rate and cargo step sends every field; editing a load sends only what changed.
    const rateCargoSaves = [
      { step: 'step-3', summary: 'Save rate and cargo (every field)', body: loadRateCargoPut },
      { step: 'step-4', summary: 'Save only the changed rate and cargo fields', body: loadRateCargoPatch },
    ];
    for (const { step, summary, body } of rateCargoSaves) {
      app.put(
        `/api/loads/:id/${step}`,
        { onRequest: write, schema: doc({ 200: loadSchema }, { summary, params: idParams, body }) },
        (req) => loads.saveRateCargo(ctxOf(req), req.params.id, req.body),
      );
    }

    app.put(
      '/api/loads/:id/status',
      { onRequest: write, schema: doc({ 200: loadSchema }, { params: idParams, body: loadStatusPut }) },
      (req) => loads.setStatus(ctxOf(req), req.params.id, req.body),
    );

    app.get(
      '/api/loads/:id/status-options',
      {
        onRequest: read,
        schema: doc(
          { 200: loadStatusOptions },
          {
            summary: 'The active statuses in board order: whether the load may move into each now, and why not',
            params: idParams,
          },
        ),
      },
      (req) => loads.statusOptions(ctxOf(req), req.params.id),
    );

    app.put(
      '/api/loads/:id/processed',
      { onRequest: write, schema: doc({ 200: loadSchema }, { params: idParams, body: loadProcessedPut }) },
      (req) => loads.setProcessed(ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/loads/:id',
      {
        onRequest: guards.requireCapability('load_management'),
        schema: doc(
          { 204: z.null() },
          {
            summary:
              'Delete a load (managers always, dispatchers unprocessed loads and drafts); draft_only discards a draft',
            params: idParams,
            querystring: loadDeleteQuery,
          },
        ),
      },
      noContent((req) => loads.remove(ctxOf(req), req.params.id, { draftOnly: req.query.draft_only })),
    );
  };
}
