import { zodResolver } from '@hookform/resolvers/zod';
import {
  compareDecimals,
  type LoadRateCargoPatch,
  type LoadRateCargoPut,
  loadRateCargoPut,
  type RateCargo,
  rateCargoTotals,
} from '@tms/domain';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { WizardEvent } from './event-rules';

/** The rate and cargo form: money, miles and weight as typed text (digits, up to 2 decimals). */
export interface RateCargoValues {
  rate_booked: string;
  rate_dispatched: string;
  loaded_miles: string;
  empty_miles: string;
  commodity: string;
  weight_lbs: string;
  pieces: string;
  hazmat: boolean;
}

export const EMPTY_RATE_CARGO: RateCargoValues = {
  rate_booked: '',
  rate_dispatched: '',
  loaded_miles: '',
  empty_miles: '',
  commodity: '',
  weight_lbs: '',
  pieces: '',
  hazmat: false,
};

export const DECIMAL_INPUT = /^\d*(\.\d{0,2})?$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const decimalOrNull = (v: string) => (DECIMAL.test(v.trim()) ? v.trim() : null);

/** Total miles, both RPMs and the profit margin, live and exact (spec 3 section 5). */
export function liveTotals(v: RateCargoValues) {
  return rateCargoTotals({
    rate_booked: decimalOrNull(v.rate_booked),
    rate_dispatched: decimalOrNull(v.rate_dispatched),
    loaded_miles: decimalOrNull(v.loaded_miles),
    empty_miles: decimalOrNull(v.empty_miles),
  });
}

export function fromRateCargo(r: RateCargo | null | undefined): RateCargoValues {
  if (!r) return EMPTY_RATE_CARGO;
  return {
    rate_booked: r.rate_booked ?? '',
    // An empty box follows the pay profile (decision 0197): only a typed pay is shown in it.
    rate_dispatched: r.rate_dispatched_manual ? (r.rate_dispatched ?? '') : '',
    loaded_miles: r.loaded_miles ?? '',
    empty_miles: r.empty_miles ?? '',
    commodity: r.commodity ?? '',
    weight_lbs: r.weight_lbs ?? '',
    pieces: r.pieces === null ? '' : String(r.pieces),
    hazmat: r.hazmat,
  };
}

/**
 * The commodity and weight typed on the first pickup, for the cargo boxes still empty: the same
 * cargo is not typed twice. Only the boxes to fill are given.
 */
export function cargoFromPickup(
  values: Pick<RateCargoValues, 'commodity' | 'weight_lbs'>,
  stops: readonly Pick<WizardEvent, 'event_order' | 'event_type' | 'commodity_description' | 'weight'>[],
): Partial<Pick<RateCargoValues, 'commodity' | 'weight_lbs'>> {
  const pickup = [...stops].sort((a, b) => a.event_order - b.event_order).find((e) => e.event_type === 'pickup');
  const out: Partial<Pick<RateCargoValues, 'commodity' | 'weight_lbs'>> = {};
  if (!pickup) return out;
  const commodity = pickup.commodity_description.trim();
  const weight = pickup.weight.trim();
  if (!values.commodity.trim() && commodity) out.commodity = commodity;
  if (!values.weight_lbs.trim() && weight) out.weight_lbs = weight;
  return out;
}

/** Only the fields that differ from what was loaded (spec 3 section 7, step-4). */
export function changedRateCargo(saved: RateCargoValues, current: RateCargoValues): LoadRateCargoPatch {
  const out: LoadRateCargoPatch = {};
  const same = (a: string, b: string) =>
    a.trim() === b.trim() || (DECIMAL.test(a) && DECIMAL.test(b) && compareDecimals(a, b) === 0);
  for (const k of ['rate_booked', 'rate_dispatched', 'loaded_miles', 'empty_miles', 'weight_lbs'] as const)
    if (!same(saved[k], current[k])) out[k] = current[k].trim() || null;
  if (saved.commodity.trim() !== current.commodity.trim()) out.commodity = current.commodity.trim() || null;
  if (saved.pieces.trim() !== current.pieces.trim()) out.pieces = current.pieces.trim() ? Number(current.pieces) : null;
  if (saved.hazmat !== current.hazmat) out.hazmat = current.hazmat;
  return out;
}

/** The step's schema: the API's own step-3 schema (`loadRateCargoPut`) over the boxes as typed. */
export const rateCargoForm = z
  .object({
    rate_booked: z.string(),
    rate_dispatched: z.string(),
    loaded_miles: z.string(),
    empty_miles: z.string(),
    commodity: z.string(),
    weight_lbs: z.string(),
    pieces: z.string(),
    hazmat: z.boolean(),
  })
  .transform(
    (v): LoadRateCargoPut => ({
      ...v,
      // Digits only (the box takes nothing else); the schema says when it is too large.
      pieces: v.pieces.trim() === '' ? null : Number(v.pieces),
    }),
  )
  .pipe(loadRateCargoPut);

export type RateCargoForm = UseFormReturn<RateCargoValues, unknown, z.output<typeof rateCargoForm>>;

/** The Rate & Cargo form, held by the wizard so the values outlive the step; checked as they are typed. */
export function useRateCargoForm(initial: RateCargoValues): RateCargoForm {
  return useForm<RateCargoValues, unknown, z.output<typeof rateCargoForm>>({
    resolver: zodResolver(rateCargoForm),
    defaultValues: initial,
    mode: 'onChange',
  });
}
