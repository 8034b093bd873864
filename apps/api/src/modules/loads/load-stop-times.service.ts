import { formatDateTime, LOAD_MESSAGES as M, type StopTimesInput, stopTimesProblem } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { loadOf } from './load-access';
import { type LoadsDeps, zoneOf } from './load-changes';
import * as history from './load-comments.repo';
import { toEvent } from './load-shapes';
import * as repo from './loads.repo';

/** A field left out keeps the stored value; null or empty clears it. */
const nextTime = (sent: string | null | undefined, stored: Date | null) =>
  sent === undefined ? stored : sent ? new Date(sent) : null;

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** "arrived Jun 1, 2026 8:00 AM, departed —": the times as the load's history tells them. */
function timesText(arrived: Date | null, departed: Date | null, timeZone: string) {
  const at = (d: Date | null) => (d ? formatDateTime(d, { timeZone }) : '—');
  return `arrived ${at(arrived)}, departed ${at(departed)}`;
}

type StoredStop = { id: number; event_order: number; arrived_at: Date | null; departed_at: Date | null };

/**
 * Saves a stop's new arrival and departure with the load's history and audit, and moves the
 * load's version so an open edit of the stop list sees the change (the load page, the driver app).
 */
export async function recordStopTimes(
  tx: AppDb,
  ctx: Ctx,
  where: { companyId: number; loadId: number },
  stop: StoredStop,
  next: { arrived: Date | null; departed: Date | null },
) {
  const { companyId, loadId } = where;
  const { arrived, departed } = next;
  await repo.setEventTimes(tx, { companyId, id: stop.id }, { arrived_at: arrived, departed_at: departed });
  await repo.updateLoad(tx, { companyId, id: loadId }, {});
  const zone = await zoneOf(tx, companyId);
  await history.insertHistory(tx, { companyId, loadId, userId: ctx.userId }, [
    {
      kind: 'stop_times',
      from_value: `Stop ${stop.event_order}: ${timesText(stop.arrived_at, stop.departed_at, zone)}`,
      to_value: `Stop ${stop.event_order}: ${timesText(arrived, departed, zone)}`,
    },
  ]);
  await audit(tx, ctx, {
    action: 'event_times',
    entity: 'load',
    entityId: loadId,
    detail: {
      event_id: stop.id,
      arrived_at: arrived?.toISOString() ?? null,
      departed_at: departed?.toISOString() ?? null,
    },
  });
}

/** When the truck arrived at a stop and left it (decision 0199): the late flag and detention are read from them. */
export function createLoadStopTimesService({ writing }: LoadsDeps) {
  return {
    setStopTimes(ctx: Ctx, id: number, eventId: number, input: StopTimesInput) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        await loadOf(tx, ctx, companyId, id, true);
        const stops = await repo.listEvents(tx, { companyId, loadId: id });
        const stop = stops.find((e) => e.event.id === eventId)?.event;
        if (!stop) throw notFound(M.eventNotFound);
        const arrived = nextTime(input.arrived_at, stop.arrived_at);
        const departed = nextTime(input.departed_at, stop.departed_at);
        const problem = stopTimesProblem(arrived, departed);
        if (problem) throw invalidField('departed_at', problem);
        if (!sameTime(arrived, stop.arrived_at) || !sameTime(departed, stop.departed_at))
          await recordStopTimes(tx, ctx, { companyId, loadId: id }, stop, { arrived, departed });
        const after = await repo.listEvents(tx, { companyId, loadId: id });
        return toEvent(after.find((e) => e.event.id === eventId)!);
      });
    },
  };
}
