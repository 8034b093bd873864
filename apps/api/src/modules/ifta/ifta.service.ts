import {
  computeIftaReturn,
  dayIn,
  divideDecimals,
  IFTA_JURISDICTION_CODES,
  IFTA_MESSAGES,
  type IftaDetails,
  type IftaDetailsQuery,
  type IftaQuarterQuery,
  type IftaRates,
  type IftaRatesBody,
  type IftaReport,
  type IftaReportQuery,
  type IftaTruckLine,
  jurisdictionName,
  quarterDays,
  sumDecimals,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompanyFromReplica, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound, unprocessable } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { companyLetterhead, companyTimeZone } from '../companies/companies.service';
import * as repo from './ifta.repo';
import { iftaCsv, iftaPdf } from './ifta-export';
import { shippedRates } from './ifta-rate-tables';
import {
  byJurisdiction,
  fuelJurisdiction,
  inputLines,
  lineOrder,
  type QuarterFacts,
  type Rates,
  readQuarter,
} from './ifta-return';

/** The rates in force for a quarter: the company's own when it entered them, else the shipped matrix. */
async function ratesOf(tx: AppDb, companyId: number, year: number, quarter: number): Promise<IftaRates> {
  const own = await repo.companyRates(tx, companyId, year, quarter);
  const rows = (list: { jurisdiction: string; rate: string; surcharge_rate: string }[]) =>
    list.map((r) => ({ ...r, name: jurisdictionName(r.jurisdiction) }));
  if (own.length)
    return {
      year,
      quarter,
      origin: 'company',
      source: null,
      as_of: null,
      // A quarter's rates are written together: they share one instant.
      updated_at: own[0]!.updated_at.toISOString(),
      rates: rows(own),
    };
  const shipped = shippedRates(year, quarter);
  if (!shipped) return { year, quarter, origin: 'none', source: null, as_of: null, updated_at: null, rates: [] };
  return {
    year,
    quarter,
    origin: 'shipped',
    source: shipped.source,
    as_of: shipped.as_of,
    updated_at: null,
    rates: rows(
      IFTA_JURISDICTION_CODES.map((c) => ({
        jurisdiction: c,
        rate: shipped.rates[c][0],
        surcharge_rate: shipped.rates[c][1],
      })),
    ),
  };
}

/** A quarter that has started in the company's zone; a later one is refused. */
async function startedQuarter(tx: AppDb, companyId: number, q: IftaQuarterQuery, now: Date) {
  const timeZone = (await companyTimeZone(tx, companyId)) ?? 'America/Chicago';
  if (quarterDays(q.year, q.quarter).first > dayIn(timeZone, now)) throw unprocessable(IFTA_MESSAGES.futureQuarter);
  return timeZone;
}

async function factsOf(tx: AppDb, companyId: number, q: IftaReportQuery, now: Date) {
  const timeZone = await startedQuarter(tx, companyId, q, now);
  if (q.truck_id !== undefined && !(await repo.companyTrucks(tx, companyId, q.truck_id)).length)
    throw notFound(IFTA_MESSAGES.truckNotFound);
  return readQuarter(tx, { companyId, year: q.year, quarter: q.quarter, truckId: q.truck_id, timeZone, now });
}

const total = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);

function truckLines(facts: QuarterFacts): IftaTruckLine[] {
  return facts.trucks.flatMap((t) => {
    const miles = Math.round(total(byJurisdiction(t.positions)) + total(byJurisdiction(t.estimated)));
    const gallons = sumDecimals(
      facts.fuel.filter((f) => f.truck_id === t.truck_id).map((f) => f.gallons),
      3,
    );
    const hasFuel = gallons !== '0.000';
    if (miles === 0 && !hasFuel && facts.trucks.length > 1) return [];
    return [
      {
        truck_id: t.truck_id,
        unit_number: t.unit_number,
        total_miles: String(miles),
        estimated_miles: String(Math.round(total(byJurisdiction(t.estimated)))),
        gallons,
        mpg: hasFuel ? divideDecimals(String(miles), gallons, 2) : null,
        warning: hasFuel && miles === 0 ? 'fuel_without_miles' : !hasFuel && miles > 0 ? 'miles_without_fuel' : null,
      },
    ];
  });
}

function reportOf(q: IftaReportQuery, facts: QuarterFacts, rates: IftaRates): IftaReport {
  const byCode: Rates = new Map(rates.rates.map((r) => [r.jurisdiction, r]));
  const computed = computeIftaReturn(inputLines(facts, byCode));
  return {
    year: q.year,
    quarter: q.quarter,
    truck_id: q.truck_id ?? null,
    jurisdictions: computed.lines.map((l) => ({ ...l, name: jurisdictionName(l.jurisdiction) })).sort(lineOrder),
    totals: computed.totals,
    fleet_mpg: computed.fleet_mpg,
    total_gallons: computed.total_gallons,
    trucks: truckLines(facts),
    estimates: facts.estimates,
    rates: { origin: rates.origin, source: rates.source, as_of: rates.as_of },
  };
}

/** The trips (miles by truck and day) and purchases behind one jurisdiction's line. */
function detailsOf(q: IftaDetailsQuery, facts: QuarterFacts): IftaDetails {
  const suffix = `|${q.jurisdiction}`;
  const trips: IftaDetails['trips'] = [];
  for (const t of facts.trucks) {
    const days = new Map<number, { measured: number; estimated: number }>();
    const add = (key: string, miles: number, kind: 'measured' | 'estimated') => {
      if (!key.endsWith(suffix)) return;
      const day = Number(key.slice(0, key.indexOf('|')));
      const d = days.get(day) ?? { measured: 0, estimated: 0 };
      d[kind] += miles;
      days.set(day, d);
    };
    for (const [k, m] of t.positions) add(k, m, 'measured');
    for (const [k, m] of t.estimated) add(k, m, 'estimated');
    for (const [day, d] of [...days].sort((a, b) => a[0] - b[0])) {
      const miles = d.measured + d.estimated;
      if (miles < 0.05) continue;
      trips.push({
        truck_id: t.truck_id,
        unit_number: t.unit_number,
        date: facts.days[day]!,
        miles: miles.toFixed(1),
        miles_source: d.estimated === 0 ? 'positions' : d.measured === 0 ? 'estimated' : 'mixed',
      });
    }
  }
  const purchases = facts.fuel
    .filter((f) => fuelJurisdiction(f.state) === q.jurisdiction)
    .map((f) => ({
      id: f.id,
      date: f.date,
      truck_id: f.truck_id,
      unit_number: f.unit_number,
      location: f.location,
      city: f.city,
      purchased_item: f.purchased_item,
      gallons: f.gallons,
      amount: f.amount,
    }));
  trips.sort((a, b) => a.date.localeCompare(b.date) || a.unit_number.localeCompare(b.unit_number));
  return { jurisdiction: q.jurisdiction, name: jurisdictionName(q.jurisdiction), trips, purchases };
}

/**
 * The quarterly IFTA return (issue 35): computed on each read from the positions, the loads and
 * the fuel, so a late fuel import or a corrected rate shows at once; nothing is stored but the
 * company's own rates.
 */
export function createIftaService(db: AppDb) {
  const report = (ctx: Ctx, q: IftaReportQuery, now = new Date()): Promise<IftaReport> =>
    readCompanyFromReplica(db, ctx, async (tx, companyId) => {
      const facts = await factsOf(tx, companyId, q, now);
      return reportOf(q, facts, await ratesOf(tx, companyId, q.year, q.quarter));
    });
  return {
    report,

    async csv(ctx: Ctx, q: IftaReportQuery, now = new Date()): Promise<string> {
      return iftaCsv(await report(ctx, q, now));
    },

    pdf(ctx: Ctx, q: IftaReportQuery, now = new Date()): Promise<Uint8Array> {
      return readCompanyFromReplica(db, ctx, async (tx, companyId) => {
        const facts = await factsOf(tx, companyId, q, now);
        const r = reportOf(q, facts, await ratesOf(tx, companyId, q.year, q.quarter));
        const company = await companyLetterhead(tx, companyId);
        const unit = q.truck_id === undefined ? null : (facts.trucks[0]?.unit_number ?? null);
        return iftaPdf(r, { name: company?.name ?? '', unit });
      });
    },

    details(ctx: Ctx, q: IftaDetailsQuery, now = new Date()): Promise<IftaDetails> {
      return readCompanyFromReplica(db, ctx, async (tx, companyId) =>
        detailsOf(q, await factsOf(tx, companyId, q, now)),
      );
    },

    rates(ctx: Ctx, q: IftaQuarterQuery): Promise<IftaRates> {
      return readCompanyFromReplica(db, ctx, (tx, companyId) => ratesOf(tx, companyId, q.year, q.quarter));
    },

    /** Replaces the company's rates for the quarter (every jurisdiction not listed is taxed at 0). */
    setRates(ctx: Ctx, q: IftaQuarterQuery, body: IftaRatesBody, now = new Date()): Promise<IftaRates> {
      return withCompany(db, ctx, async (tx, companyId) => {
        await startedQuarter(tx, companyId, q, now);
        await repo.replaceRates(tx, { companyId, year: q.year, quarter: q.quarter, userId: ctx.userId }, body.rates);
        await audit(tx, ctx, {
          action: 'ifta_rates_set',
          entity: 'ifta_rates',
          entityId: `${q.year}-Q${q.quarter}`,
          detail: { jurisdictions: body.rates.length },
        });
        return ratesOf(tx, companyId, q.year, q.quarter);
      });
    },
  };
}

export type IftaService = ReturnType<typeof createIftaService>;
