import { dayIn, LOAD_MESSAGES as M, stopTimeZone } from '@tms/domain';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import { assertDriverVisible, loadOf } from './load-access';
import { detail, type LoadsDeps, refreshProgress, zoneOf } from './load-changes';
import type { EventInput } from './load-inputs';
import { toEvent, toLastCheckCall } from './load-shapes';
import { saveEvents } from './load-stop-rules';
import { stepBackForStops } from './load-workflow';
import * as repo from './loads.repo';
import { flagProblem } from './stop-completion';

/** A load's stops: the stops step, completing a stop, and a driver's stops across loads. */
export function createLoadStopsService({ db, writing }: LoadsDeps) {
  return {
    putEvents(ctx: Ctx, id: number, events: EventInput[]) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        const after = await repo.updateLoad(tx, { companyId, id }, await saveEvents(tx, ctx, companyId, id, events));
        await refreshProgress(tx, companyId, id);
        await audit(tx, ctx, {
          action: 'events',
          entity: 'load',
          entityId: id,
          detail: { load_number: before.load_number, events: events.length },
        });
        // A stop reopened takes back a status the stops no longer hold (decision 0196).
        await stepBackForStops(tx, ctx, companyId, after);
        return detail(tx, companyId, id);
      });
    },

    events(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        return { events: (await repo.listEvents(tx, { companyId, loadId: id })).map(toEvent) };
      });
    },

    completeEvent(ctx: Ctx, id: number, eventId: number, isCompleted: boolean) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const load = await loadOf(tx, ctx, companyId, id, true);
        const stops = (await repo.listEvents(tx, { companyId, loadId: id })).map((e) => e.event);
        const event = stops.find((e) => e.id === eventId);
        if (!event) throw notFound(M.eventNotFound);
        const changed = { ...event, is_completed: isCompleted };
        const problem = flagProblem(
          changed,
          stops.map((e) => (e.id === eventId ? changed : e)),
          dayIn(await zoneOf(tx, companyId)),
        );
        if (problem) throw unprocessable(problem);
        await repo.setEventCompleted(
          tx,
          { companyId, id: eventId },
          {
            is_completed: isCompleted,
            completed_at: isCompleted ? new Date() : null,
            completed_by: isCompleted ? ctx.userId : null,
          },
        );
        const after = await repo.updateLoad(tx, { companyId, id }, {});
        await audit(tx, ctx, {
          action: isCompleted ? 'event_complete' : 'event_reopen',
          entity: 'load',
          entityId: id,
          detail: { load_number: load.load_number, event_id: eventId, event_order: event.event_order },
        });
        if (!isCompleted) await stepBackForStops(tx, ctx, companyId, after);
        const events = await repo.listEvents(tx, { companyId, loadId: id });
        return toEvent(events.find((e) => e.event.id === eventId)!);
      });
    },

    driverEvents(
      ctx: Ctx,
      driverId: number,
      q: {
        event_date_from?: string;
        event_date_to?: string;
        status_ids?: number[];
        processed?: boolean;
        skip: number;
        limit: number;
      },
    ) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertDriverVisible(tx, ctx, companyId, driverId);
        const where = {
          companyId,
          driverId,
          from: q.event_date_from,
          to: q.event_date_to,
          statusIds: q.status_ids,
          processed: q.processed,
        };
        const rows = await repo.driverEvents(tx, where, q);
        const now = Date.now();
        const companyZone = await zoneOf(tx, companyId);
        // A stop without a window is late once its day is over at the stop.
        const today = (e: { location_state: string | null; location_country: string }) =>
          dayIn(stopTimeZone({ state: e.location_state, country: e.location_country }, companyZone));
        return {
          events: rows.map((r) => {
            const end = r.event.appointment_time_higher;
            const late = !r.event.is_completed && (end ? end.getTime() < now : r.event.event_date < today(r.event));
            return {
              ...toEvent(r),
              load_number: r.load_number,
              status: { id: r.status_id, name: r.status_name, color: r.status_color, meaning: r.status_meaning },
              processed: r.processed,
              is_late: late,
              last_check_call: toLastCheckCall(r.last_check_call),
            };
          }),
          total: await repo.countDriverEvents(tx, where),
        };
      });
    },
  };
}
