import type { loadAccessorials, loadCheckCalls } from '../schema';
import { nearestCity, type Rng } from './seed-lanes';
import type { LoadContext } from './seed-load-context';
import { DAY, decimal, type PlannedLoad } from './seed-load-plan';

type Written = PlannedLoad & { id: number; status: string };
type Accessorial = typeof loadAccessorials.$inferInsert;
type CheckCall = typeof loadCheckCalls.$inferInsert;

const DELAYS = ['Traffic on I-70 near the work zone', 'Snow on the pass, chains required', 'Shipper loaded late'];

/**
 * A handful of accessorials on loads not invoiced yet (so no issued invoice misses them):
 * detention where a stop kept the truck past the free two hours, lumper fees at some deliveries,
 * a fuel surcharge on a few coming loads and a layover.
 */
export function accessorialsOf(r: Rng, loads: Written[], ctx: LoadContext, now: number): Accessorial[] {
  const by = () => (ctx.writers.length ? r.pick(ctx.writers) : null);
  const row = (l: Written, values: Omit<Accessorial, 'company_id' | 'load_id'>): Accessorial => ({
    company_id: l.load.company_id,
    load_id: l.id,
    created_by: by(),
    created_at: new Date(Math.min(now, (l.load.updated_at as Date).getTime())),
    ...values,
  });
  const open = loads.filter((l) => l.status === 'Delivered' || l.status === 'In Transit');
  const detention = open
    .filter((l) => l.waited)
    .slice(-8)
    .map((l) => {
      const hours = Math.ceil((l.waited!.minutes - 120) / 60);
      return row(l, {
        kind: 'detention',
        description: `${hours} h started past the free time at stop ${l.waited!.order}, at $75 an hour`,
        amount: decimal(hours * 75),
        billed_to_customer: true,
        // The driver is paid for the wait once the load is on their statement (in transit still).
        paid_to_driver: l.status === 'In Transit',
      });
    });
  const lumper = open
    .filter((l) => l.status === 'Delivered' && !l.waited)
    .filter((_, i) => i % 9 === 4)
    .slice(-5)
    .map((l) =>
      row(l, {
        kind: 'lumper',
        description: 'Unloading by the receiver’s lumper crew, paid by the carrier’s check',
        amount: decimal(r.int(18, 42) * 10),
        billed_to_customer: true,
        paid_to_driver: false,
      }),
    );
  const coming = loads.filter((l) => l.status === 'Booked' || l.status === 'Dispatched');
  const surcharge = coming
    .filter((_, i) => i % 7 === 3)
    .slice(0, 5)
    .map((l) =>
      row(l, {
        kind: 'fuel_surcharge',
        description: 'Fuel surcharge per the broker’s schedule',
        amount: decimal(Math.round(l.trip!.loaded * 0.32)),
        billed_to_customer: true,
        paid_to_driver: false,
      }),
    );
  const layover = open
    .filter((l) => l.status === 'In Transit')
    .slice(0, 1)
    .map((l) =>
      row(l, {
        kind: 'layover',
        description: 'Receiver rescheduled to the next day',
        amount: '250.00',
        billed_to_customer: true,
        paid_to_driver: true,
      }),
    );
  return [...detention, ...lumper, ...surcharge, ...layover];
}

/**
 * Check calls on the loads on the road: where the truck called from (the city nearest its way
 * along the lane), the ETA to the delivery and why it called; one in a few runs late.
 */
export function checkCallsOf(r: Rng, loads: Written[], ctx: LoadContext, now: number): CheckCall[] {
  const by = () => ctx.tracker ?? (ctx.writers.length ? r.pick(ctx.writers) : null);
  return loads
    .filter((l) => l.status === 'In Transit')
    .flatMap((l) => {
      const trip = l.trip!;
      const left = (l.stops[0]!.departed_at as Date).getTime();
      const due = (l.stops.at(-1)!.appointment_time_lower as Date).getTime();
      const delayed = r.chance(0.25);
      const calls = Math.max(1, Math.min(3, Math.floor((now - left) / (8 * 3_600_000)) + 1));
      return Array.from({ length: calls }, (_, k): CheckCall => {
        const at = left + ((now - left) * (k + 0.5)) / calls;
        const share = Math.min(1, (at - trip.pickupAt) / (trip.transitDays * DAY));
        const place =
          k === 0
            ? trip.from
            : nearestCity(
                trip.from[2] + (trip.to[2] - trip.from[2]) * share,
                trip.from[3] + (trip.to[3] - trip.from[3]) * share,
              );
        const late = delayed && k === calls - 1;
        return {
          company_id: l.load.company_id,
          load_id: l.id,
          city: place[0],
          state: place[1],
          eta: new Date(due + (late ? r.int(2, 5) * 3_600_000 : 0)),
          reason: k === 0 ? 'departed' : late ? 'delayed' : 'on_time',
          delay_cause: late ? r.pick(DELAYS) : null,
          note: k === 0 ? 'Loaded and rolling, seal number on the BOL.' : null,
          created_by: by(),
          created_at: new Date(at),
        };
      });
    });
}
