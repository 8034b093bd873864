import { eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import {
  invoiceNumberCounters,
  loadAccessorials,
  loadCheckCalls,
  loadComments,
  loadEvents,
  loadProgress,
  loadStatuses,
  loads,
} from '../schema';
import { bulkInsert } from './seed-bulk';
import { random } from './seed-lanes';
import { type LoadContext, loadContext } from './seed-load-context';
import { accessorialsOf, checkCallsOf } from './seed-load-extras';
import { writeLoadPasts } from './seed-load-history';
import { DAY, type PlannedLoad, planDrafts, planLoad, planTrips } from './seed-load-plan';

const COMMENTS = [
  'Driver checked in at shipper, waiting on a door.',
  'Loaded and rolling. ETA on schedule.',
  'Receiver asked to deliver one hour early if possible.',
  'Lumper receipt sent to accounting.',
  'Detention started at 14:00, shipper notified.',
  'POD uploaded, signed clean.',
  'Broker confirmed rate con update with the extra stop.',
  'Running about 2 hours behind because of weather on I-70.',
  'Seal number recorded on the BOL.',
  'Check call: 120 miles out.',
];

async function chunked<T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** A load's progress row: complete, or a draft stopped after basic info or after its stops. */
function progressOf(p: PlannedLoad & { id: number }) {
  const stops = p.stops.length > 0;
  return {
    company_id: p.load.company_id,
    load_id: p.id,
    pickup_details_entered: stops,
    delivery_details_entered: stops,
    events_entered: stops,
    rate_cargo_entered: p.complete,
    is_complete: p.complete,
    completion_percentage: p.complete ? 100 : stops ? 67 : 33,
    next_step: p.complete ? 'complete' : stops ? 'rate_cargo' : 'events',
  };
}

/** Writes the planned loads with their stops, progress and comments, 500 at a time. */
async function writeLoads(tx: AppDb, planned: PlannedLoad[], r: ReturnType<typeof random>, writers: number[]) {
  const written: (PlannedLoad & { id: number })[] = [];
  await chunked(planned, 500, async (part) => {
    const ids = await bulkInsert(
      tx,
      loads,
      part.map((p) => p.load),
    );
    const rows = part.map((p, i) => ({ ...p, id: ids[i]! }));
    written.push(...rows);
    const stops = rows.flatMap((p) => p.stops.map((s) => ({ ...s, company_id: p.load.company_id, load_id: p.id })));
    await bulkInsert(tx, loadEvents, stops);
    await bulkInsert(tx, loadProgress, rows.map(progressOf));
    const comments = rows.flatMap((p) =>
      Array.from({ length: p.comments }, (_, k) => ({
        company_id: p.load.company_id,
        load_id: p.id,
        author_id: writers.length ? r.pick(writers) : null,
        text: r.pick(COMMENTS),
        created_at: new Date((p.load.created_at as Date).getTime() + (k + 1) * 5 * 3_600_000),
      })),
    );
    if (comments.length) await tx.insert(loadComments).values(comments);
  });
  return written;
}

/** Accessorials and check calls of the written loads. */
async function writeExtras(
  tx: AppDb,
  written: (PlannedLoad & { id: number })[],
  ctx: LoadContext & { names: Map<number, string> },
  r: ReturnType<typeof random>,
  now: number,
) {
  const rows = written.filter((w) => w.trip).map((w) => ({ ...w, status: ctx.names.get(w.load.status_id) ?? '' }));
  const accessorials = accessorialsOf(r, rows, ctx, now);
  if (accessorials.length) await tx.insert(loadAccessorials).values(accessorials);
  const calls = checkCallsOf(r, rows, ctx, now);
  if (calls.length) await tx.insert(loadCheckCalls).values(calls);
  return { accessorials, calls };
}

/** The company's status names by id. */
async function statusNames(tx: AppDb, companyId: number) {
  const rows = await tx
    .select({ id: loadStatuses.id, name: loadStatuses.name })
    .from(loadStatuses)
    .where(eq(loadStatuses.company_id, companyId));
  return new Map(rows.map((s) => [s.id, s.name]));
}

/**
 * Loads of one demo company, `days` back from today and `ahead` days on: each truck's crew runs
 * about `perWeek` loads a week, one after the other, each picking up where the last emptied or a
 * few hours away (the empty miles). Statuses follow the stops the trucks completed (past:
 * delivered, invoiced or paid; on the road: in transit; coming: dispatched or booked), driver pay
 * follows the drivers' pay profiles, with a few team trucks, comments, accessorials, check calls
 * on the loads on the road and a few drafts, and each load's history from its booking to its
 * status. Written with multi-row inserts, so two years of loads take a few seconds.
 */
export async function seedLoads(
  tx: AppDb,
  companyId: number,
  opts: { prefix: string; days: number; ahead: number; perWeek: number; teams: number; drafts: number; seed: number },
) {
  const r = random(opts.seed);
  const now = Date.now();
  const ctx = await loadContext(tx, companyId, r, opts);
  const window = { start: now - opts.days * DAY, end: now + opts.ahead * DAY, perWeek: opts.perWeek };
  const trips = ctx.crews.flatMap((crew) => planTrips(r, crew, window)).sort((a, b) => a.pickupAt - b.pickupAt);
  const planned = [
    ...trips.map((trip) => planLoad(r, trip, ctx, { companyId, now })),
    ...planDrafts(r, ctx, { companyId, now, count: opts.drafts }),
  ];
  // Load numbers follow the pickups; invoiced and paid loads carry the invoice numbers the company
  // issued in that order, and the counter continues after the last one (decision 0091).
  let invoice = 1000;
  for (const [i, p] of planned.entries()) {
    p.load.load_number = `${opts.prefix}-${String(100000 + i)}`;
    if (p.load.invoice_date) p.load.invoice_number = ++invoice;
  }
  const written = await writeLoads(tx, planned, r, ctx.writers);
  const names = await statusNames(tx, companyId);
  const extras = await writeExtras(tx, written, { ...ctx, names }, r, now);
  // The history has its own random stream, so the loads stay what they were without it.
  await writeLoadPasts(tx, companyId, written, extras, {
    names,
    accountants: ctx.accountants,
    r: random(opts.seed + 7919),
    now,
  });
  if (invoice > 1000)
    await tx
      .insert(invoiceNumberCounters)
      .values({ company_id: companyId, last_number: invoice })
      .onConflictDoUpdate({ target: invoiceNumberCounters.company_id, set: { last_number: invoice } });
  return planned.length;
}
