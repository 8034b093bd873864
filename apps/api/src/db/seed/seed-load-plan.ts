import { DEFAULT_TIME_ZONE, fromCents, instantAt, loadDriverPay, stopTimeZone, toCents } from '@tms/domain';
import type { loadEvents, loads } from '../schema';
import { type City, pickDestination, pickPickup, type Rng, roadMiles } from './seed-lanes';
import type { Crew, LoadContext } from './seed-load-context';

export const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** A dollar or mile figure rounded to the cent, as a 2-decimal string. */
export const decimal = (value: number) => fromCents(BigInt(Math.round(value * 100)));

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
const STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Distribution Way', 'Warehouse Rd', 'Logistics Blvd'];

export type Stop = Omit<typeof loadEvents.$inferInsert, 'load_id' | 'company_id'>;

/** One run of a truck: where it emptied before, where it loads and where it delivers. */
export type Trip = {
  crew: Crew;
  pickupAt: number;
  emptiedAt: City;
  from: City;
  to: City;
  extra: City | null;
  loaded: number;
  empty: number;
  transitDays: number;
  cancelled: boolean;
};

export type PlannedLoad = {
  load: typeof loads.$inferInsert;
  stops: Stop[];
  comments: number;
  complete: boolean;
  trip: Trip | null;
  /** The stop the truck waited longest at, past the free time: a detention candidate. */
  waited: { order: number; minutes: number } | null;
};

/**
 * The runs of one crew from `start` (or the day it took its truck) to `end`: each load picks up
 * where the last one emptied or a few hours away (the empty miles), about `perWeek` loads a week,
 * with an odd home time. A cancelled load leaves the truck where it was.
 */
export function planTrips(r: Rng, crew: Crew, window: { start: number; end: number; perWeek: number }): Trip[] {
  const trips: Trip[] = [];
  const team = crew.teammate !== null;
  const cycle = 7 / window.perWeek;
  let at = crew.home;
  let t = Math.max(window.start, crew.from + DAY) + r.int(0, 3) * DAY;
  t -= t % DAY;
  const last = Math.min(window.end, crew.to ?? window.end);
  while (t <= last) {
    const from = pickPickup(r, at);
    const to = pickDestination(r, from, team);
    const loaded = roadMiles(from, to);
    const transitDays = Math.max(1, Math.ceil(loaded / (team ? 1000 : 550)));
    if (crew.to !== null && t + transitDays * DAY > crew.to) break;
    const cancelled = r.chance(0.02);
    trips.push({
      crew,
      pickupAt: t,
      emptiedAt: at,
      from,
      to,
      extra: transitDays >= 2 && r.chance(0.12) ? pickPickup(r, to) : null,
      loaded,
      empty: from === at ? r.int(4, 35) : roadMiles(at, from),
      transitDays,
      cancelled,
    });
    if (cancelled) {
      t += DAY;
      continue;
    }
    at = to;
    const spacing = Math.round(cycle * (0.6 + r.next() * 0.8));
    t += Math.max(transitDays + 1, spacing) * DAY;
    if (r.chance(0.06)) t += r.int(2, 3) * DAY;
  }
  return trips;
}

/** Rates per loaded mile from $1.80 to $3.20: short hauls pay more a mile, and the market moves with the seasons. */
function ratePerMile(r: Rng, loaded: number, pickupAt: number) {
  const season = 1 + 0.05 * Math.sin(((new Date(pickupAt).getUTCMonth() - 2) / 12) * 2 * Math.PI);
  const base = 1.9 + r.next() * 0.75 + (loaded < 300 ? 0.45 : loaded < 500 ? 0.2 : 0);
  return Math.min(3.2, Math.max(1.8, base * season));
}

type StopPlan = { lower: Date; higher: Date; arrived: Date; departed: Date; dwell: number };

/** An appointment window in the stop's local time (decision 113), and when the truck came and went. */
function stopTimes(r: Rng, day: string, state: string): StopPlan {
  const zone = stopTimeZone({ state }, DEFAULT_TIME_ZONE);
  const at = (hour: number) => new Date(instantAt(day, `${String(hour).padStart(2, '0')}:00`, zone));
  const start = r.int(6, 12);
  const lower = at(start);
  const higher = at(start + r.int(2, 6));
  const arrived = new Date(lower.getTime() + r.int(-60, 120) * MINUTE);
  // Most stops take under the two free hours; a few keep the truck waiting (detention).
  const dwell = r.chance(0.06) ? r.int(190, 330) : r.int(40, 110);
  return { lower, higher, arrived, departed: new Date(arrived.getTime() + dwell * MINUTE), dwell };
}

/** The status a load's dates and completed stops give it (the workflow of decision 0196). */
function statusOf(r: Rng, trip: Trip, stopsDone: boolean[], days: { pickup: string; delivery: string }, now: number) {
  if (trip.cancelled) return 'Cancelled';
  if (stopsDone.every(Boolean)) {
    if (days.delivery < dayOf(now - 35 * DAY))
      // Brokers pay most invoices within two months; a few stay open past 90 days.
      return r.chance(days.delivery < dayOf(now - 90 * DAY) ? 0.99 : 0.85) ? 'Paid' : 'Invoiced';
    if (days.delivery < dayOf(now - 5 * DAY)) return r.chance(0.7) ? 'Invoiced' : 'Delivered';
    return 'Delivered';
  }
  if (stopsDone[0]) return 'In Transit';
  return trip.crew.hasTruck && days.pickup <= dayOf(now + 2 * DAY) ? 'Dispatched' : 'Booked';
}

/** The stops of a trip with their windows and, where the truck has left, their completion. */
function stopsOf(r: Rng, trip: Trip, ctx: LoadContext, now: number) {
  const pickupDay = dayOf(trip.pickupAt);
  const deliveryDay = dayOf(trip.pickupAt + trip.transitDays * DAY);
  const commodity = r.pick(COMMODITIES);
  const weight = r.int(18, 44) * 1000;
  const places = [
    { type: 'pickup' as const, city: trip.from, day: pickupDay, ref: `PU${r.int(100000, 999999)}` },
    ...(trip.extra
      ? [
          {
            type: 'delivery' as const,
            city: trip.extra,
            day: dayOf(trip.pickupAt + DAY),
            ref: `SO${r.int(10000, 99999)}`,
          },
        ]
      : []),
    { type: 'delivery' as const, city: trip.to, day: deliveryDay, ref: `DEL${r.int(10000, 99999)}` },
  ];
  const times = places.map((p) => stopTimes(r, p.day, p.city[1]));
  const done = times.map((s) => !trip.cancelled && s.departed.getTime() <= now);
  const stops: Stop[] = places.map((p, i) => {
    const s = times[i]!;
    return {
      event_order: i + 1,
      event_type: p.type,
      event_date: p.day,
      appointment_type_id: ctx.windowType,
      appointment_time_lower: s.lower,
      appointment_time_higher: s.higher,
      location_street: `${r.int(100, 9800)} ${r.pick(STREETS)}`,
      location_city: p.city[0],
      location_state: p.city[1],
      location_postal_code: p.city[4],
      location_lat: p.city[2],
      location_long: p.city[3],
      reference_number: p.ref,
      ...(i === 0 ? { commodity_description: commodity, weight: decimal(weight), pieces: r.int(1, 26) } : {}),
      is_completed: done[i]!,
      completed_at: done[i] ? s.departed : null,
      completed_by: done[i] && ctx.writers.length ? r.pick(ctx.writers) : null,
      arrived_at: s.arrived.getTime() <= now && !trip.cancelled ? s.arrived : null,
      departed_at: done[i] ? s.departed : null,
    };
  });
  const waitedAt = times.findIndex((s, i) => done[i] && s.dwell > 120);
  const waited = waitedAt < 0 ? null : { order: waitedAt + 1, minutes: times[waitedAt]!.dwell };
  return { stops, done, commodity, weight, days: { pickup: pickupDay, delivery: deliveryDay }, waited };
}

/** The driver pay the crew's pay profiles give (decision 0197), as the wizard would compute it. */
function driverPay(
  ctx: LoadContext,
  trip: Trip,
  basis: { rate_booked: string; loaded_miles: string; empty_miles: string },
) {
  const mate = trip.crew.teammate;
  return loadDriverPay(
    {
      primary: ctx.payRules.get(trip.crew.driverId) ?? null,
      team: mate ? { secondary: ctx.payRules.get(mate.driverId) ?? null, primarySplit: mate.split } : null,
    },
    basis,
  );
}

/** A trip as a load row with its stops, its status following the stops the truck completed. */
export function planLoad(r: Rng, trip: Trip, ctx: LoadContext, opts: { companyId: number; now: number }): PlannedLoad {
  const { now } = opts;
  const { stops, done, commodity, weight, days, waited } = stopsOf(r, trip, ctx, now);
  const name = statusOf(r, trip, done, days, now);
  const rate = Math.round((trip.loaded * ratePerMile(r, trip.loaded, trip.pickupAt)) / 25) * 25;
  const basis = { rate_booked: decimal(rate), loaded_miles: decimal(trip.loaded), empty_miles: decimal(trip.empty) };
  const mate = trip.crew.teammate;
  const first = stops[0]!;
  const last = stops.at(-1)!;
  const deliveredAt = (last.departed_at as Date | null)?.getTime() ?? trip.pickupAt + trip.transitDays * DAY;
  return {
    load: {
      company_id: opts.companyId,
      load_number: '',
      broker_id: r.pick(ctx.brokers).id,
      driver_id: trip.crew.driverId,
      secondary_driver_id: mate?.driverId ?? null,
      dispatcher_id: trip.crew.dispatcherId ?? (ctx.dispatchers.length ? r.pick(ctx.dispatchers) : null),
      status_id: ctx.status(name),
      is_draft: false,
      processed: name === 'Invoiced' || name === 'Paid',
      invoice_date: name === 'Invoiced' || name === 'Paid' ? dayOf(deliveredAt + DAY) : null,
      is_team_load: mate !== null,
      team_pay_split_primary: mate?.split ?? null,
      team_pay_split_secondary: mate ? fromCents(10_000n - toCents(mate.split)) : null,
      ...basis,
      rate_dispatched: driverPay(ctx, trip, basis),
      rate_dispatched_manual: false,
      commodity,
      weight_lbs: decimal(weight),
      pieces: first.pieces ?? null,
      first_pickup_date: days.pickup,
      first_pickup_city: trip.from[0],
      first_pickup_state: trip.from[1],
      first_pickup_country: 'USA',
      first_pickup_from: first.appointment_time_lower ?? null,
      first_pickup_to: first.appointment_time_higher ?? null,
      last_delivery_date: days.delivery,
      last_delivery_city: trip.to[0],
      last_delivery_state: trip.to[1],
      last_delivery_country: 'USA',
      last_delivery_from: last.appointment_time_lower ?? null,
      last_delivery_to: last.appointment_time_higher ?? null,
      created_by: ctx.writers.length ? r.pick(ctx.writers) : null,
      created_at: new Date(Math.min(now, trip.pickupAt - r.int(1, 7) * DAY + r.int(8, 17) * HOUR)),
      updated_at: new Date(Math.min(now, deliveredAt + DAY)),
    },
    stops,
    comments: r.chance(0.15) ? r.int(1, 3) : 0,
    complete: true,
    trip,
    waited,
  };
}

/**
 * A few loads the wizard left half-done (decision 0195): booked for the coming weeks, some with
 * their stops, none with rates; drafts stay off the board and out of the figures.
 */
export function planDrafts(r: Rng, ctx: LoadContext, opts: { companyId: number; now: number; count: number }) {
  return Array.from({ length: opts.count }, (_, i): PlannedLoad => {
    const pickupAt = opts.now + r.int(3, 20) * DAY;
    const withStops = i % 2 === 0;
    const from = pickPickup(r, r.pick(ctx.crews.map((c) => c.home)));
    const to = pickDestination(r, from, false);
    const trip: Trip = {
      crew: r.pick(ctx.crews),
      pickupAt,
      emptiedAt: from,
      from,
      to,
      extra: null,
      loaded: roadMiles(from, to),
      empty: 0,
      transitDays: Math.max(1, Math.ceil(roadMiles(from, to) / 550)),
      cancelled: false,
    };
    const { stops, days } = stopsOf(r, trip, ctx, opts.now);
    return {
      load: {
        company_id: opts.companyId,
        load_number: '',
        broker_id: r.pick(ctx.brokers).id,
        driver_id: i % 3 === 2 ? null : trip.crew.driverId,
        status_id: ctx.status('Booked'),
        is_draft: true,
        processed: false,
        is_team_load: false,
        rate_dispatched_manual: false,
        ...(withStops
          ? {
              first_pickup_date: days.pickup,
              first_pickup_city: from[0],
              first_pickup_state: from[1],
              first_pickup_country: 'USA',
              last_delivery_date: days.delivery,
              last_delivery_city: to[0],
              last_delivery_state: to[1],
              last_delivery_country: 'USA',
            }
          : {}),
        created_by: ctx.writers.length ? r.pick(ctx.writers) : null,
        created_at: new Date(opts.now - r.int(1, 48) * HOUR),
        updated_at: new Date(opts.now - r.int(0, 1) * HOUR),
      },
      stops: withStops ? stops : [],
      comments: 0,
      complete: false,
      trip: null,
      waited: null,
    };
  });
}
