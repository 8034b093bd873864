import { fromCents, toCents } from './money';
import { formatUsd } from './money-format';
import { type LoadPayBasis, loadPay, type PayRule, teamLoadPay } from './statement-money';

/**
 * A load's driver pay (rate_dispatched) from the drivers' pay profiles (decision 0197), exact on
 * money.ts: a per-mile pay is rate x miles, a percentage pay is rate booked x percent / 100, a flat
 * pay is the rate; each is computed as an exact fraction and rounded once, half away from zero, to
 * the cent. A team load pays each driver their own profile's pay times their split percentage;
 * the load's pay is the sum of the two (drivers on the same profile share one rounded pay, split
 * so the two parts add up to it, as statements do: `teamLoadPay`).
 */

/** The load figures the pay is computed from (2-decimal strings, null when not entered). */
export type DriverPayLoad = LoadPayBasis;

/** The drivers of a load and their profiles in force; a profile is null when the driver has none. */
export type DriverPayCrew = {
  primary: PayRule | null;
  /** Team loads only: the secondary driver's profile and the primary driver's split ("60.00"). */
  team?: { secondary: PayRule | null; primarySplit: string } | null;
};

/** One driver's pay of a load under their profile, "300.00"; null when there is no profile. */
export function driverPayOf(profile: PayRule | null, load: DriverPayLoad): string | null {
  if (!profile) return null;
  return fromCents(loadPay(profile, load));
}

/**
 * The load's driver pay: one driver's pay, or for a team the sum of each driver's share; null
 * when a driver on the load has no pay profile (the pay cannot be known, so none is guessed).
 */
export function loadDriverPay(crew: DriverPayCrew, load: DriverPayLoad): string | null {
  if (!crew.primary) return null;
  if (!crew.team) return driverPayOf(crew.primary, load);
  if (!crew.team.secondary) return null;
  const [a, b] = teamLoadPay({
    load,
    primary: crew.primary,
    secondary: crew.team.secondary,
    primarySplit: crew.team.primarySplit,
  });
  return fromCents(a + b);
}

const trimmed = (v: string) => v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
const miles = (v: string | null) => trimmed(fromCents(toCents(v ?? '0')));

/** "500 loaded mi × $0.60", "20% of $1,500.00", "Flat $250.00": how one profile pays this load. */
export function payBasisOf(profile: PayRule, load: DriverPayLoad): string {
  const rate = trimmed(profile.rate);
  switch (profile.pay_type) {
    case 'per_mile_loaded':
      return `${miles(load.loaded_miles)} loaded mi × $${perMile(profile.rate)}`;
    case 'per_mile_total':
      return `${miles(fromCents(toCents(load.loaded_miles ?? '0') + toCents(load.empty_miles ?? '0')))} mi × $${perMile(profile.rate)}`;
    case 'percentage':
      return `${rate}% of ${formatUsd(load.rate_booked ?? '0')}`;
    case 'flat_per_load':
      return `Flat ${formatUsd(profile.rate)}`;
  }
}

/** A per-mile rate with at least 2 decimals: "0.6" reads "0.60", "0.625" stays. */
function perMile(rate: string): string {
  const t = trimmed(rate);
  const [whole, frac = ''] = t.split('.');
  return `${whole}.${frac.padEnd(2, '0')}`;
}

/** The basis of the load's computed pay, for one driver or a team ("60% × … + 40% × …"); null when it has none. */
export function loadPayBasis(crew: DriverPayCrew, load: DriverPayLoad): string | null {
  if (loadDriverPay(crew, load) === null || !crew.primary) return null;
  if (!crew.team?.secondary) return payBasisOf(crew.primary, load);
  const primary = crew.team.primarySplit;
  const secondary = fromCents(10_000n - toCents(primary));
  return `${trimmed(primary)}% × ${payBasisOf(crew.primary, load)} + ${trimmed(secondary)}% × ${payBasisOf(crew.team.secondary, load)}`;
}
