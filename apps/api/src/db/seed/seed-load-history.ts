import type { CheckCallReason } from '@tms/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { accessorialHistoryText } from '../../modules/load-accessorials/load-accessorials.service';
import { checkCallHistoryText } from '../../modules/load-check-calls/load-check-calls.service';
import type { HistoryValues } from '../../modules/loads/load-comments.repo';
import { createdEntry, invoiceEntry, paymentEntry, statusEntry } from '../../modules/loads/load-history-entries';
import type { AppDb } from '../client';
import { type loadAccessorials, type loadCheckCalls, loadHistory, loadStatuses, loads } from '../schema';
import { bulkInsert } from './seed-bulk';
import type { Rng } from './seed-lanes';
import { staffOf } from './seed-load-context';
import type { PlannedLoad } from './seed-load-plan';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The steps a demo load walks to its status (decision 0196); Paid follows when its payment is seeded. */
const PATH = ['Booked', 'Dispatched', 'In Transit', 'Delivered', 'Invoiced'] as const;

type Written = PlannedLoad & { id: number };
type HistoryRow = typeof loadHistory.$inferInsert;
/** One entry of a load's past: what the API would have written, when and by whom. */
type Past = { loadId: number; entry: HistoryValues; at: number; by: number | null };
export type LoadPastContext = {
  /** The company's status names by id. */
  names: Map<number, string>;
  accountants: number[];
  r: Rng;
  now: number;
};

const time = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : null);

/**
 * How a demo load came to its status, as the API's own changes would have written it: created in
 * Booked, dispatched a day or so before the pickup (trucks only), in transit once the first stop
 * was left, delivered after the last, invoiced (with its invoice entry) the next day; a cancelled
 * load was called off before its pickup. Each move follows the one before, never after now.
 */
function pastOf(p: Written, ctx: LoadPastContext, known: ReadonlySet<string>): Past[] {
  const { load, stops, trip } = p;
  const created = (load.created_at as Date).getTime();
  const status = ctx.names.get(load.status_id) ?? '';
  const by = (id: number | null | undefined) => id ?? load.created_by ?? null;
  const out: Past[] = [{ loadId: p.id, entry: createdEntry('Booked'), at: created, by: load.created_by ?? null }];
  if (!trip) return out;
  let prev = 'Booked';
  let t = created;
  const move = (to: string, at: number, who: number | null, first: HistoryValues[] = []) => {
    t = Math.min(ctx.now, Math.max(at, t + 10 * MINUTE));
    for (const entry of first) out.push({ loadId: p.id, entry, at: t, by: who });
    if (!known.has(to) || to === prev) return;
    out.push({ loadId: p.id, entry: statusEntry(prev, to), at: t, by: who });
    prev = to;
  };
  const r = ctx.r;
  if (status === 'Cancelled') {
    move('Cancelled', trip.pickupAt - r.int(4, 48) * HOUR, by(load.dispatcher_id));
    return out;
  }
  const reach = PATH.indexOf((status === 'Paid' ? 'Invoiced' : status) as (typeof PATH)[number]);
  const [first, last] = [stops[0], stops.at(-1)];
  if (reach >= 1 && trip.crew.hasTruck)
    move(
      'Dispatched',
      (time(first?.appointment_time_lower) ?? trip.pickupAt) - r.int(8, 40) * HOUR,
      by(load.dispatcher_id),
    );
  if (reach >= 2) move('In Transit', (time(first?.completed_at) ?? t) + r.int(5, 45) * MINUTE, by(first?.completed_by));
  if (reach >= 3) move('Delivered', (time(last?.completed_at) ?? t) + r.int(10, 120) * MINUTE, by(last?.completed_by));
  if (reach >= 4 && load.invoice_number && load.invoice_date) {
    const invoice = { number: load.invoice_number, date: load.invoice_date };
    const who = ctx.accountants.length ? r.pick(ctx.accountants) : by(null);
    move('Invoiced', Date.parse(`${invoice.date}T14:00:00Z`) + r.int(0, 180) * MINUTE, who, [
      invoiceEntry(null, invoice),
    ]);
  }
  return out;
}

/** The accessorials and check calls the seed added, as their calls write them in the history. */
function extrasPast(
  accessorials: (typeof loadAccessorials.$inferInsert)[],
  calls: (typeof loadCheckCalls.$inferInsert)[],
): Past[] {
  return [
    ...accessorials.map((a) => ({
      loadId: a.load_id,
      entry: {
        kind: 'accessorial',
        from_value: null,
        to_value: accessorialHistoryText({
          kind: a.kind,
          amount: a.amount,
          billed_to_customer: a.billed_to_customer ?? true,
          paid_to_driver: a.paid_to_driver ?? false,
        }),
      },
      at: time(a.created_at) ?? 0,
      by: a.created_by ?? null,
    })),
    ...calls.map((c) => ({
      loadId: c.load_id,
      entry: {
        kind: 'check_call',
        from_value: null,
        to_value: checkCallHistoryText({
          reason: c.reason as CheckCallReason,
          delay_cause: c.delay_cause ?? null,
          city: c.city ?? null,
          state: c.state ?? null,
          latitude: c.latitude ?? null,
          longitude: c.longitude ?? null,
        }),
      },
      at: time(c.created_at) ?? 0,
      by: c.created_by ?? null,
    })),
  ];
}

/** History rows, a few thousand to a statement. */
async function insertPast(tx: AppDb, companyId: number, past: Past[]) {
  const rows = past.map(
    (p): HistoryRow => ({
      company_id: companyId,
      load_id: p.loadId,
      ...p.entry,
      changed_by: p.by,
      changed_at: new Date(p.at),
    }),
  );
  for (let i = 0; i < rows.length; i += 5000) await bulkInsert(tx, loadHistory, rows.slice(i, i + 5000));
}

/** Writes each seeded load's past in its history, in the order it happened (the history reads by id). */
export async function writeLoadPasts(
  tx: AppDb,
  companyId: number,
  written: Written[],
  extras: { accessorials: (typeof loadAccessorials.$inferInsert)[]; calls: (typeof loadCheckCalls.$inferInsert)[] },
  ctx: LoadPastContext,
) {
  const known = new Set(ctx.names.values());
  const past = [...written.flatMap((p) => pastOf(p, ctx, known)), ...extrasPast(extras.accessorials, extras.calls)];
  // Stable: entries of the same moment keep their order (the invoice before the move it makes).
  past.sort((a, b) => a.loadId - b.loadId || a.at - b.at);
  await insertPast(tx, companyId, past);
}

/**
 * The payments the invoice seed recorded, each as its call writes it: the payment, then the move
 * from Invoiced to Paid, by an accountant on the paid day.
 */
export async function writePaymentPasts(tx: AppDb, companyId: number, now: number) {
  const { accountants } = await staffOf(tx, companyId);
  const statuses = await tx.select().from(loadStatuses).where(eq(loadStatuses.company_id, companyId));
  const invoiced = statuses.find((s) => s.name === 'Invoiced')?.name;
  const paid = await tx
    .select({
      id: loads.id,
      paid_date: loads.paid_date,
      payment_reference: loads.payment_reference,
      status: loadStatuses.name,
    })
    .from(loads)
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .where(and(eq(loads.company_id, companyId), isNotNull(loads.paid_date)))
    .orderBy(loads.id);
  const past = paid.flatMap((l): Past[] => {
    const at = Math.min(now, Date.parse(`${l.paid_date}T16:00:00Z`) + (l.id % 120) * MINUTE);
    const by = accountants.length ? accountants[l.id % accountants.length]! : null;
    const none = { paid_date: null, payment_reference: null };
    return [
      { loadId: l.id, entry: paymentEntry(none, l), at, by },
      ...(invoiced && invoiced !== l.status ? [{ loadId: l.id, entry: statusEntry(invoiced, l.status), at, by }] : []),
    ];
  });
  await insertPast(tx, companyId, past);
}
