import { DEFAULT_TIME_ZONE, fromCents, instantAt, ROLE_IDS, stopTimeZone, toCents } from '@tms/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../client';
import {
  customers,
  dispatcherAssignments,
  drivers,
  invoiceNumberCounters,
  loadAppointmentTypes,
  loadComments,
  loadEvents,
  loadHistory,
  loadProgress,
  loadStatuses,
  loads,
  trackAndTraceAssignments,
  userRoles,
  users,
} from '../schema';

/** Real US freight cities with their coordinates: lanes and miles are worked out from them. */
const CITIES: [string, string, number, number, string][] = [
  ['Columbus', 'OH', 39.9612, -82.9988, '43215'],
  ['Chicago', 'IL', 41.8781, -87.6298, '60607'],
  ['Indianapolis', 'IN', 39.7684, -86.1581, '46225'],
  ['Detroit', 'MI', 42.3314, -83.0458, '48226'],
  ['Cleveland', 'OH', 41.4993, -81.6944, '44114'],
  ['Pittsburgh', 'PA', 40.4406, -79.9959, '15222'],
  ['Atlanta', 'GA', 33.749, -84.388, '30303'],
  ['Charlotte', 'NC', 35.2271, -80.8431, '28202'],
  ['Nashville', 'TN', 36.1627, -86.7816, '37203'],
  ['Memphis', 'TN', 35.1495, -90.049, '38103'],
  ['Louisville', 'KY', 38.2527, -85.7585, '40202'],
  ['St. Louis', 'MO', 38.627, -90.1994, '63101'],
  ['Kansas City', 'MO', 39.0997, -94.5786, '64106'],
  ['Dallas', 'TX', 32.7767, -96.797, '75201'],
  ['Houston', 'TX', 29.7604, -95.3698, '77002'],
  ['San Antonio', 'TX', 29.4241, -98.4936, '78205'],
  ['Oklahoma City', 'OK', 35.4676, -97.5164, '73102'],
  ['Denver', 'CO', 39.7392, -104.9903, '80202'],
  ['Phoenix', 'AZ', 33.4484, -112.074, '85004'],
  ['Los Angeles', 'CA', 34.0522, -118.2437, '90012'],
  ['Laredo', 'TX', 27.5306, -99.4803, '78040'],
  ['Jacksonville', 'FL', 30.3322, -81.6557, '32202'],
  ['Orlando', 'FL', 28.5383, -81.3792, '32801'],
  ['Savannah', 'GA', 32.0809, -81.0912, '31401'],
  ['Harrisburg', 'PA', 40.2732, -76.8867, '17101'],
  ['Newark', 'NJ', 40.7357, -74.1724, '07102'],
  ['Baltimore', 'MD', 39.2904, -76.6122, '21202'],
  ['Richmond', 'VA', 37.5407, -77.436, '23219'],
  ['Minneapolis', 'MN', 44.9778, -93.265, '55401'],
  ['Omaha', 'NE', 41.2565, -95.9345, '68102'],
  ['Des Moines', 'IA', 41.5868, -93.625, '50309'],
  ['Milwaukee', 'WI', 43.0389, -87.9065, '53202'],
  ['Cincinnati', 'OH', 39.1031, -84.512, '45202'],
  ['Birmingham', 'AL', 33.5186, -86.8104, '35203'],
  ['Little Rock', 'AR', 34.7465, -92.2896, '72201'],
];

const COMMODITIES = [
  'Paper rolls',
  'Canned goods',
  'Auto parts',
  'Steel coils',
  'Building materials',
  'Frozen poultry',
  'Beverages',
  'Consumer electronics',
  'Furniture',
  'Plastic resin',
  'Produce',
  'Packaging supplies',
];

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

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Carlos',
  'David',
  'Aisha',
  'Kevin',
  'Tanya',
  'Luis',
  'Greg',
];
const LAST = ['Miller', 'Garcia', 'Johnson', 'Brown', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Thomas', 'Moore'];

/** A small deterministic generator, so every first start seeds the same year of loads. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Road miles between two cities: the great-circle distance with a usual road factor. */
function roadMiles(a: (typeof CITIES)[number], b: (typeof CITIES)[number]) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b[2] - a[2]) * rad) / 2) ** 2 +
    Math.cos(a[2] * rad) * Math.cos(b[2] * rad) * Math.sin(((b[3] - a[3]) * rad) / 2) ** 2;
  return Math.max(40, Math.round(3958.8 * 2 * Math.asin(Math.sqrt(h)) * 1.17));
}

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Cents of a dollar amount rounded to the cent, as a 2-decimal string (no float sums are kept). */
const money = (dollars: number) => fromCents(BigInt(Math.round(dollars * 100)));

async function chunked<T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

type Stop = Omit<typeof loadEvents.$inferInsert, 'load_id' | 'company_id'>;
type PlannedLoad = { load: typeof loads.$inferInsert; stops: Stop[]; comments: number; complete: boolean };
type Rng = ReturnType<typeof random>;
type Context = Awaited<ReturnType<typeof loadContext>>;

/** What the loads are made of: statuses, brokers, drivers, staff, and the assignments the demo needs. */
async function loadContext(tx: AppDb, companyId: number, opts: { seed: number }) {
  const statuses = new Map(
    (await tx.select().from(loadStatuses).where(eq(loadStatuses.company_id, companyId))).map((s) => [s.name, s.id]),
  );
  const status = (name: string) => statuses.get(name) ?? [...statuses.values()][0]!;
  let brokers = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), isNull(customers.deleted_at)));
  if (brokers.length === 0) {
    brokers = await tx
      .insert(customers)
      .values([
        { company_id: companyId, name: 'Coastal Freight Partners', mc_number: '455120', city: 'Savannah', state: 'GA' },
        { company_id: companyId, name: 'Heartland Brokerage', mc_number: '377812', city: 'Omaha', state: 'NE' },
      ])
      .returning({ id: customers.id });
  }
  let driverRows = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), eq(drivers.is_active, true)))
    .orderBy(asc(drivers.id));
  if (driverRows.length < 4) {
    driverRows = driverRows.concat(
      await tx
        .insert(drivers)
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            company_id: companyId,
            first_name: FIRST[(i + opts.seed) % FIRST.length]!,
            last_name: LAST[(i * 3 + opts.seed) % LAST.length]!,
            driver_type: i % 4 === 3 ? 'owner_operator' : 'company_driver',
          })),
        )
        .returning({ id: drivers.id }),
    );
  }
  const staff = await tx
    .select({ id: users.id, role: userRoles.role_id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.company_id, companyId));
  const dispatchers = staff.filter((s) => s.role === ROLE_IDS.DISPATCHER).map((s) => s.id);
  const writers = staff.filter((s) => s.role === ROLE_IDS.DISPATCHER || s.role === ROLE_IDS.MANAGER).map((s) => s.id);
  const tracker = staff.find((s) => s.role === ROLE_IDS.TRACK_AND_TRACE)?.id;
  // Where the fleet seed assigned nobody, the demo dispatcher handles most drivers and the tracker a few.
  const assigned = await tx
    .select({ id: dispatcherAssignments.id })
    .from(dispatcherAssignments)
    .where(eq(dispatcherAssignments.company_id, companyId))
    .limit(1);
  if (dispatchers[0] && assigned.length === 0) {
    await tx
      .insert(dispatcherAssignments)
      .values(
        driverRows
          .slice(0, Math.ceil(driverRows.length * 0.75))
          .map((d) => ({ company_id: companyId, user_id: dispatchers[0]!, driver_id: d.id })),
      )
      .onConflictDoNothing();
  }
  const followed = await tx
    .select({ id: trackAndTraceAssignments.id })
    .from(trackAndTraceAssignments)
    .where(eq(trackAndTraceAssignments.company_id, companyId))
    .limit(1);
  if (tracker && followed.length === 0) {
    await tx
      .insert(trackAndTraceAssignments)
      .values(driverRows.slice(0, 4).map((d) => ({ company_id: companyId, user_id: tracker, driver_id: d.id })))
      .onConflictDoNothing();
  }
  const types = await tx
    .select({ id: loadAppointmentTypes.id, range: loadAppointmentTypes.has_time_range })
    .from(loadAppointmentTypes)
    .where(
      and(
        or(isNull(loadAppointmentTypes.company_id), eq(loadAppointmentTypes.company_id, companyId)),
        eq(loadAppointmentTypes.is_active, true),
      ),
    );
  const windowType = types.find((t) => t.range)?.id ?? null;

  return { statuses, status, brokers, driverRows, dispatchers, writers, windowType };
}

/**
 * The i-th of `total` loads, dated along the period. Its draws from `r` come in a fixed order, so
 * the same seed makes the same demo.
 */
function planLoad(
  r: Rng,
  i: number,
  total: number,
  ctx: Context,
  invoices: { last: number },
  opts: { prefix: string; days: number; companyId: number; now: number },
): PlannedLoad {
  const { now, companyId } = opts;
  const today = dayOf(now);
  const { status, brokers, driverRows, dispatchers, writers, windowType } = ctx;
  const pickupAt = now - opts.days * DAY + Math.floor((i / total) * (opts.days + 14) * DAY) + r.int(0, 6) * 3_600_000;
  const from = r.pick(CITIES);
  let to = r.pick(CITIES);
  while (to === from) to = r.pick(CITIES);
  const loaded = roadMiles(from, to);
  const transitDays = Math.max(1, Math.ceil(loaded / 550));
  const deliveryAt = pickupAt + transitDays * DAY;
  const pickupDay = dayOf(pickupAt);
  const deliveryDay = dayOf(deliveryAt);
  const cancelled = r.chance(0.02);
  const name = cancelled
    ? 'Cancelled'
    : deliveryDay < dayOf(now - 35 * DAY)
      ? // Brokers pay most invoices within two months; a few stay open past 90 days.
        r.chance(deliveryDay < dayOf(now - 90 * DAY) ? 0.99 : 0.85)
        ? 'Paid'
        : 'Invoiced'
      : deliveryDay < dayOf(now - 5 * DAY)
        ? r.chance(0.7)
          ? 'Invoiced'
          : 'Delivered'
        : deliveryDay < today
          ? 'Delivered'
          : pickupDay <= today
            ? 'In Transit'
            : pickupDay <= dayOf(now + 2 * DAY)
              ? 'Dispatched'
              : 'Booked';
  const draft = pickupDay > today && r.chance(0.04);
  const empty = r.int(0, 120);
  const rpm = 1.75 + r.next() * 1.5 + (loaded < 300 ? 0.9 : 0);
  const rate = Math.round((loaded * rpm) / 25) * 25;
  const team = loaded > 1100 && r.chance(0.5);
  const primary = r.pick(driverRows).id;
  let secondary = r.pick(driverRows).id;
  if (secondary === primary)
    secondary = driverRows[(driverRows.findIndex((d) => d.id === primary) + 1) % driverRows.length]!.id;
  const split = team ? r.pick(['50.00', '60.00', '55.00']) : null;
  // Appointment windows are the local time at the stop (decision 113): 06:00 to 18:00 there.
  const windowAt = (day: string, state: string) => {
    const zone = stopTimeZone({ state }, DEFAULT_TIME_ZONE);
    const at = (hour: number) => new Date(instantAt(day, `${String(hour).padStart(2, '0')}:00`, zone));
    const start = r.int(6, 12);
    return {
      appointment_type_id: windowType,
      appointment_time_lower: at(start),
      appointment_time_higher: at(start + r.int(2, 6)),
    };
  };
  // Most stops are worked inside their window; about one in eight runs past its end.
  const workedAt = (w: ReturnType<typeof windowAt>) =>
    new Date(Math.min(w.appointment_time_lower.getTime() + r.int(0, 4) * 3_600_000, now));
  const place = (c: (typeof CITIES)[number]) => ({
    location_street: `${r.int(100, 9800)} ${r.pick(['Industrial Pkwy', 'Commerce Dr', 'Distribution Way', 'Warehouse Rd', 'Logistics Blvd'])}`,
    location_city: c[0],
    location_state: c[1],
    location_postal_code: c[4],
    location_lat: c[2],
    location_long: c[3],
  });
  const done = (t: number) => name !== 'Cancelled' && dayOf(t) < today && !['Booked', 'Dispatched'].includes(name);
  const commodity = r.pick(COMMODITIES);
  const weight = r.int(18, 44) * 1000;
  const pickupWindow = windowAt(pickupDay, from[1]);
  const deliveryWindow = windowAt(deliveryDay, to[1]);
  const stops: Stop[] = [
    {
      event_order: 1,
      event_type: 'pickup',
      event_date: pickupDay,
      ...pickupWindow,
      ...place(from),
      reference_number: `PU${r.int(100000, 999999)}`,
      commodity_description: commodity,
      weight: money(weight),
      pieces: r.int(1, 26),
      is_completed: done(pickupAt),
      completed_at: done(pickupAt) ? workedAt(pickupWindow) : null,
    },
  ];
  if (r.chance(0.12)) {
    const extra = r.pick(CITIES);
    const day = dayOf(pickupAt + Math.floor(transitDays / 2) * DAY);
    stops.push({
      event_order: 2,
      event_type: 'delivery',
      event_date: day,
      ...windowAt(day, extra[1]),
      ...place(extra),
      reference_number: `SO${r.int(10000, 99999)}`,
      is_completed: done(pickupAt),
    });
  }
  stops.push({
    event_order: stops.length + 1,
    event_type: 'delivery',
    event_date: deliveryDay,
    ...deliveryWindow,
    ...place(to),
    reference_number: `DEL${r.int(10000, 99999)}`,
    is_completed: done(deliveryAt),
    completed_at: done(deliveryAt) ? workedAt(deliveryWindow) : null,
  });
  const last = stops[stops.length - 1]!;
  return {
    load: {
      company_id: companyId,
      load_number: `${opts.prefix}-${String(100000 + i)}`,
      broker_id: r.pick(brokers).id,
      driver_id: primary,
      secondary_driver_id: team ? secondary : null,
      dispatcher_id: draft || !dispatchers.length || r.chance(0.03) ? null : r.pick(dispatchers),
      status_id: status(name),
      processed: name === 'Invoiced' || name === 'Paid',
      ...(name === 'Invoiced' || name === 'Paid'
        ? { invoice_number: ++invoices.last, invoice_date: dayOf(deliveryAt + DAY) }
        : {}),
      is_team_load: team,
      team_pay_split_primary: split,
      team_pay_split_secondary: split ? fromCents(10_000n - toCents(split)) : null,
      rate_booked: draft ? null : money(rate),
      rate_dispatched: draft ? null : money(rate * (0.68 + r.next() * 0.12)),
      loaded_miles: draft ? null : money(loaded),
      empty_miles: draft ? null : money(empty),
      commodity,
      weight_lbs: money(weight),
      pieces: stops[0]!.pieces ?? null,
      first_pickup_date: pickupDay,
      first_pickup_city: from[0],
      first_pickup_state: from[1],
      first_pickup_country: 'USA',
      first_pickup_from: stops[0]!.appointment_time_lower ?? null,
      first_pickup_to: stops[0]!.appointment_time_higher ?? null,
      last_delivery_date: deliveryDay,
      last_delivery_city: to[0],
      last_delivery_state: to[1],
      last_delivery_country: 'USA',
      last_delivery_from: last.appointment_time_lower ?? null,
      last_delivery_to: last.appointment_time_higher ?? null,
      created_by: writers.length ? r.pick(writers) : null,
      created_at: new Date(pickupAt - r.int(1, 7) * DAY),
      updated_at: new Date(Math.min(now, deliveryAt + DAY)),
    },
    stops,
    comments: r.chance(0.3) ? r.int(1, 3) : 0,
    complete: !draft,
  };
}

/** Writes the planned loads with their stops, progress, first history entry and comments, 500 at a time. */
async function writeLoads(tx: AppDb, companyId: number, planned: PlannedLoad[], r: Rng, writers: number[]) {
  await chunked(planned, 500, async (part) => {
    const ids = await tx
      .insert(loads)
      .values(part.map((p) => p.load))
      .returning({ id: loads.id });
    const rows = part.map((p, i) => ({ ...p, id: ids[i]!.id }));
    await tx
      .insert(loadEvents)
      .values(rows.flatMap((p) => p.stops.map((s) => ({ ...s, company_id: companyId, load_id: p.id }))));
    await tx.insert(loadProgress).values(
      rows.map((p) => ({
        company_id: companyId,
        load_id: p.id,
        pickup_details_entered: true,
        delivery_details_entered: true,
        events_entered: true,
        rate_cargo_entered: p.complete,
        is_complete: p.complete,
        completion_percentage: p.complete ? 100 : 67,
        next_step: p.complete ? 'complete' : 'rate_cargo',
      })),
    );
    await tx.insert(loadHistory).values(
      rows.map((p) => ({
        company_id: companyId,
        load_id: p.id,
        kind: 'created',
        to_value: 'Booked',
        changed_by: p.load.created_by ?? null,
        changed_at: p.load.created_at as Date,
      })),
    );
    const comments = rows.flatMap((p) =>
      Array.from({ length: p.comments }, (_, k) => ({
        company_id: companyId,
        load_id: p.id,
        author_id: writers.length ? r.pick(writers) : null,
        text: r.pick(COMMENTS),
        created_at: new Date((p.load.created_at as Date).getTime() + (k + 1) * 5 * 3_600_000),
      })),
    );
    if (comments.length) await tx.insert(loadComments).values(comments);
  });
}

/**
 * Loads of one demo company: `days` back from today and two weeks ahead, about `perDay` a day,
 * with statuses that follow the dates (past: delivered, invoiced or paid; today: in transit;
 * coming: dispatched or booked), some team loads, some comments, a few drafts without rates or
 * dispatcher. Written with multi-row inserts so a year of loads takes a few seconds.
 */
export async function seedLoads(
  tx: AppDb,
  companyId: number,
  opts: { prefix: string; days: number; perDay: number; seed: number },
) {
  const r = random(opts.seed);
  const now = Date.now();
  const ctx = await loadContext(tx, companyId, opts);
  // Invoiced and paid loads carry the invoice numbers the company issued, in delivery order,
  // dated the day after delivery; the counter continues after the last one (decision 0091).
  const invoices = { last: 1000 };
  const total = Math.round(opts.days * opts.perDay);
  const planned = Array.from({ length: total }, (_, i) =>
    planLoad(r, i, total, ctx, invoices, { ...opts, companyId, now }),
  );
  await writeLoads(tx, companyId, planned, r, ctx.writers);
  if (invoices.last > 1000)
    await tx
      .insert(invoiceNumberCounters)
      .values({ company_id: companyId, last_number: invoices.last })
      .onConflictDoUpdate({ target: invoiceNumberCounters.company_id, set: { last_number: invoices.last } });
  return planned.length;
}
