import {
  accessorialTotals,
  type DriverPayCrew,
  dayIn,
  invoiceOutdated,
  type Load,
  loadDriverPay,
  loadMargin,
  loadPayBasis,
  PLATFORM_TIME_ZONE,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { companyTimeZone } from '../companies/companies.service';
import { payProfileOn } from '../drivers/drivers.service';
import * as moneyRepo from './load-money.repo';
import type * as repo from './loads.repo';

/* Driver pay computed from the drivers' pay profiles (decision 0197), and the money the detail answers. */

type PayFields = Pick<
  repo.LoadRow,
  | 'driver_id'
  | 'secondary_driver_id'
  | 'is_team_load'
  | 'team_pay_split_primary'
  | 'rate_booked'
  | 'loaded_miles'
  | 'empty_miles'
  | 'first_pickup_date'
>;

/** What a request said about driver pay: a typed figure, null, or the reset flag. */
export type PaySent = { rate_dispatched?: string | null; rate_dispatched_manual?: boolean };

/** The fields a computed pay depends on: a change to one of them computes it again. */
const BASIS: readonly (keyof PayFields)[] = [
  'driver_id',
  'secondary_driver_id',
  'is_team_load',
  'team_pay_split_primary',
  'rate_booked',
  'loaded_miles',
  'empty_miles',
];

/** The load's drivers and their profiles in force on its first pickup day (today without one); null without a driver. */
async function crewOf(tx: AppDb, companyId: number, l: PayFields): Promise<DriverPayCrew | null> {
  if (l.driver_id === null) return null;
  const day = l.first_pickup_date ?? dayIn((await companyTimeZone(tx, companyId)) ?? PLATFORM_TIME_ZONE);
  const primary = (await payProfileOn(tx, companyId, l.driver_id, day)) ?? null;
  const team =
    l.is_team_load && l.secondary_driver_id !== null && l.team_pay_split_primary !== null
      ? {
          secondary: (await payProfileOn(tx, companyId, l.secondary_driver_id, day)) ?? null,
          primarySplit: l.team_pay_split_primary,
        }
      : null;
  return { primary, team };
}

/** The pay the profiles give the load ("300.00"), or null when a driver or a profile is missing. */
export async function computedDriverPay(tx: AppDb, companyId: number, l: PayFields) {
  const crew = await crewOf(tx, companyId, l);
  return crew ? loadDriverPay(crew, l) : null;
}

/**
 * The driver pay values a change writes (decision 0197): a typed figure is kept and marked manual;
 * null or `rate_dispatched_manual: false` goes back to the computed pay; otherwise a computed pay
 * follows changes to the rate, miles, drivers or split, and a typed one stays as it is.
 */
export async function driverPayValues(
  tx: AppDb,
  companyId: number,
  before: repo.LoadRow,
  changes: Partial<repo.LoadValues>,
  sent: PaySent,
  opts: { fresh?: boolean } = {},
): Promise<Partial<repo.LoadValues>> {
  const next = { ...before, ...changes } as repo.LoadRow;
  const reset = sent.rate_dispatched_manual === false || sent.rate_dispatched === null;
  if (!reset && typeof sent.rate_dispatched === 'string')
    return { rate_dispatched: sent.rate_dispatched, rate_dispatched_manual: true };
  if (!reset && sent.rate_dispatched_manual === true) return { rate_dispatched_manual: true };
  if (!reset && before.rate_dispatched_manual) return {};
  const basisChanged = opts.fresh || BASIS.some((k) => changes[k] !== undefined && changes[k] !== before[k]);
  if (!reset && !basisChanged) return {};
  return { rate_dispatched: await computedDriverPay(tx, companyId, next), rate_dispatched_manual: false };
}

/**
 * The load's answer with its money figures: whether the driver pay is typed and how the computed
 * one is made up, the accessorials' totals and the margin; the invoice is outdated when it no
 * longer bills the rate and the billed accessorials.
 */
export async function withMoneyFigures(tx: AppDb, companyId: number, l: repo.LoadRow, load: Load): Promise<Load> {
  const totals = accessorialTotals(await moneyRepo.accessorialAmounts(tx, { companyId, loadId: l.id }));
  const crew = l.rate_dispatched_manual || l.rate_dispatched === null ? null : await crewOf(tx, companyId, l);
  return {
    ...load,
    rate_cargo: {
      ...load.rate_cargo,
      rate_dispatched_manual: l.rate_dispatched_manual,
      pay_basis: crew ? loadPayBasis(crew, l) : null,
    },
    accessorials: totals,
    margin: loadMargin(l, totals),
    invoice_outdated: invoiceOutdated({ ...l, billed_total: totals.billed_total }),
  };
}
