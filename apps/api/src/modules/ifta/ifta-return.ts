import {
  addDaysToDay,
  dayBounds,
  IFTA_JURISDICTIONS,
  IFTA_LIMITS,
  type IftaEstimate,
  type IftaInputLine,
  jurisdictionName,
  NON_IFTA_PLACES,
  quarterDays,
  sumDecimals,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { stopPoint } from '../mileage/mileage.service';
import * as repo from './ifta.repo';
import { addMiles, createTrailMiles, type DayMiles, estimatedPathMiles, type Fix, NOWHERE } from './ifta-trail';

const HOUR = 3_600_000;

/** What one truck did in the quarter: miles by day and jurisdiction, measured and estimated. */
export type TruckQuarter = {
  truck_id: number;
  unit_number: string;
  positions: DayMiles;
  estimated: DayMiles;
  /** Hours of the quarter in which the truck reported a position. */
  covered: Uint8Array;
};

export type QuarterFacts = {
  days: string[];
  trucks: TruckQuarter[];
  fuel: repo.FuelRow[];
  estimates: IftaEstimate[];
};

/** A place name or code as printed on a receipt ("Oklahoma", "ok") to its postal code; XX when unknown. */
const NAME_TO_CODE = new Map(
  [...Object.entries(IFTA_JURISDICTIONS), ...Object.entries(NON_IFTA_PLACES)].map(([code, name]) => [
    name.toUpperCase(),
    code,
  ]),
);
export function fuelJurisdiction(state: string | null): string {
  const s = (state ?? '').trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(s)) return s;
  return NAME_TO_CODE.get(s) ?? NOWHERE;
}

type LoadRoute = { load_id: number; load_number: string; truck_id: number; stops: (Fix & { order: number })[] };

/**
 * Puts each load on the truck its driver held at the load's first stop, with the places of its
 * stops inside the quarter and reached by `now` (a stop still ahead was not driven to yet; one in
 * another quarter is that quarter's).
 */
function loadRoutes(
  stops: repo.StopRow[],
  assignments: repo.AssignmentRow[],
  window: { from: number; to: number },
): LoadRoute[] {
  const byLoad = new Map<number, repo.StopRow[]>();
  for (const s of stops) byLoad.set(s.load_id, [...(byLoad.get(s.load_id) ?? []), s]);
  const routes: LoadRoute[] = [];
  for (const rows of byLoad.values()) {
    const placed = rows.flatMap((r) => {
      const p = stopPoint({
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
        zip: r.zip,
      });
      return p ? [{ ...p, at: new Date(r.at).getTime(), order: r.event_order }] : [];
    });
    const reached = placed.filter((p) => p.at >= window.from && p.at <= window.to);
    if (reached.length < 2) continue;
    const start = Math.min(...reached.map((p) => p.at));
    const held = assignments.find(
      (a) =>
        a.driver_id === rows[0]!.driver_id &&
        new Date(a.assigned_at).getTime() <= start &&
        (a.unassigned_at === null || new Date(a.unassigned_at).getTime() > start),
    );
    if (held)
      routes.push({
        load_id: rows[0]!.load_id,
        load_number: rows[0]!.load_number,
        truck_id: held.truck_id,
        stops: reached,
      });
  }
  return routes.sort((a, b) => a.stops[0]!.at - b.stops[0]!.at);
}

const dayIndexOf = (dayStarts: readonly number[], at: number) => {
  let lo = 0;
  let hi = dayStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (dayStarts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

const milesText = (miles: number) => String(Math.round(miles));

/**
 * Reads the quarter's facts for the trucks: every position (streamed), the loads they ran and the
 * IFTA fuel bought. Silences in the signal while the truck moved, and loads run with no position
 * at all, are filled with the mileage estimate along the loads' stops and listed as estimates.
 */
export async function readQuarter(
  tx: AppDb,
  q: { companyId: number; year: number; quarter: number; truckId?: number; timeZone: string; now: Date },
): Promise<QuarterFacts> {
  const { first, last } = quarterDays(q.year, q.quarter);
  const days: string[] = [];
  for (let d = first; d <= last; d = addDaysToDay(d, 1)) days.push(d);
  const dayStarts = days.map((d) => dayBounds(d, q.timeZone).start.getTime());
  const from = new Date(dayStarts[0]!);
  const to = dayBounds(last, q.timeZone).end;
  const hours = Math.ceil((to.getTime() - from.getTime()) / HOUR);

  const trucks = await repo.companyTrucks(tx, q.companyId, q.truckId);
  const trails = new Map(trucks.map((t) => [t.id, createTrailMiles(dayStarts, IFTA_LIMITS.gapMinutes * 60_000)]));
  const covered = new Map(trucks.map((t) => [t.id, new Uint8Array(hours)]));
  await repo.eachFix(tx, { companyId: q.companyId, truckIds: trucks.map((t) => t.id), from, to }, (truckId, fix) => {
    trails.get(truckId)?.add(fix);
    const hour = Math.floor((fix.at - from.getTime()) / HOUR);
    const seen = covered.get(truckId);
    if (seen && hour >= 0 && hour < hours) seen[hour] = 1;
  });

  const stops = await repo.loadStops(tx, q.companyId, { from, to }, q.timeZone);
  const assignments = await repo.truckAssignments(tx, q.companyId, [...new Set(stops.map((s) => s.driver_id))]);
  const routes = loadRoutes(stops, assignments, {
    from: from.getTime(),
    to: Math.min(to.getTime(), q.now.getTime()),
  }).filter((r) => trails.has(r.truck_id));
  const estimates: IftaEstimate[] = [];
  const unit = new Map(trucks.map((t) => [t.id, t.unit_number]));
  const estimated = new Map(trucks.map((t) => [t.id, new Map() as DayMiles]));

  const record = (
    truckId: number,
    e: Omit<IftaEstimate, 'truck_id' | 'unit_number' | 'miles' | 'jurisdictions'>,
    path: Fix[],
  ) => {
    const byCode = estimatedPathMiles(path);
    const total = [...byCode.values()].reduce((s, m) => s + m, 0);
    if (total < 0.5) return;
    const day = dayIndexOf(dayStarts, path[path.length - 1]!.at);
    for (const [code, miles] of byCode) addMiles(estimated.get(truckId)!, day, code, miles);
    estimates.push({
      ...e,
      truck_id: truckId,
      unit_number: unit.get(truckId)!,
      miles: milesText(total),
      jurisdictions: [...byCode.keys()],
    });
  };

  for (const t of trucks) {
    const trail = trails.get(t.id)!;
    const own = routes.filter((r) => r.truck_id === t.id);
    for (const gap of trail.gaps) {
      const inside = own.flatMap((r) =>
        r.stops.filter((s) => s.at > gap.from.at && s.at < gap.to.at).map((s) => ({ ...s, r })),
      );
      inside.sort((a, b) => a.at - b.at);
      const load = inside[0]?.r;
      record(
        t.id,
        {
          reason: 'signal_gap',
          from: iso(gap.from.at),
          to: iso(gap.to.at),
          load_id: load?.load_id ?? null,
          load_number: load?.load_number ?? null,
        },
        [gap.from, ...inside, gap.to],
      );
    }
    const seen = covered.get(t.id)!;
    const hasFix = (a: number, b: number) => {
      for (
        let h = Math.max(0, Math.floor((a - from.getTime()) / HOUR) - 1);
        h <= Math.min(hours - 1, Math.floor((b - from.getTime()) / HOUR) + 1);
        h++
      )
        if (seen[h]) return true;
      return false;
    };
    let previous: LoadRoute | undefined;
    for (const r of own) {
      const start = r.stops[0]!.at;
      const end = r.stops[r.stops.length - 1]!.at;
      if (!hasFix(start, end)) {
        // The empty leg from the last delivery counts too, when nothing measured it either.
        const lead =
          previous && !hasFix(previous.stops[previous.stops.length - 1]!.at, start)
            ? [previous.stops[previous.stops.length - 1]!]
            : [];
        record(
          t.id,
          { reason: 'no_positions', from: iso(start), to: iso(end), load_id: r.load_id, load_number: r.load_number },
          [...lead, ...r.stops],
        );
      }
      previous = r;
    }
  }

  const fuel = await repo.iftaFuel(tx, q.companyId, { first, last }, q.truckId);
  return {
    days,
    trucks: trucks.map((t) => ({
      truck_id: t.id,
      unit_number: t.unit_number,
      positions: trails.get(t.id)!.miles,
      estimated: estimated.get(t.id)!,
      covered: covered.get(t.id)!,
    })),
    fuel,
    estimates: estimates.sort((a, b) => a.unit_number.localeCompare(b.unit_number) || a.from.localeCompare(b.from)),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Miles by jurisdiction of day-keyed miles. */
export function byJurisdiction(miles: DayMiles, into = new Map<string, number>()) {
  for (const [key, m] of miles) {
    const code = key.slice(key.indexOf('|') + 1);
    into.set(code, (into.get(code) ?? 0) + m);
  }
  return into;
}

export type Rates = Map<string, { rate: string; surcharge_rate: string }>;

/** The return's input lines: measured and estimated miles, and fuel, by jurisdiction. */
export function inputLines(facts: QuarterFacts, rates: Rates): IftaInputLine[] {
  const measured = new Map<string, number>();
  const estimated = new Map<string, number>();
  for (const t of facts.trucks) {
    byJurisdiction(t.positions, measured);
    byJurisdiction(t.estimated, estimated);
  }
  const gallons = new Map<string, string[]>();
  for (const f of facts.fuel) {
    const code = fuelJurisdiction(f.state);
    gallons.set(code, [...(gallons.get(code) ?? []), f.gallons]);
  }
  const codes = new Set([...measured.keys(), ...estimated.keys(), ...gallons.keys()]);
  return [...codes].map((code) => ({
    jurisdiction: code,
    miles: (measured.get(code) ?? 0) + (estimated.get(code) ?? 0),
    estimated_miles: estimated.get(code) ?? 0,
    gallons: sumDecimals(gallons.get(code) ?? [], 3),
    rate: rates.get(code)?.rate ?? null,
    surcharge_rate: rates.get(code)?.surcharge_rate ?? null,
  }));
}

/** Members first in the matrix's order of names, then the places outside it. */
export function lineOrder(a: { jurisdiction: string; member: boolean }, b: { jurisdiction: string; member: boolean }) {
  if (a.member !== b.member) return a.member ? -1 : 1;
  return jurisdictionName(a.jurisdiction).localeCompare(jurisdictionName(b.jurisdiction));
}
