import { type LoadRateCargoPatch, type RateCargo, rateCargoTotals } from '@tms/domain';

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
    rate_dispatched: r.rate_dispatched ?? '',
    loaded_miles: r.loaded_miles ?? '',
    empty_miles: r.empty_miles ?? '',
    commodity: r.commodity ?? '',
    weight_lbs: r.weight_lbs ?? '',
    pieces: r.pieces === null ? '' : String(r.pieces),
    hazmat: r.hazmat,
  };
}

/** Only the fields that differ from what was loaded (spec 3 section 7, step-4). */
export function changedRateCargo(saved: RateCargoValues, current: RateCargoValues): LoadRateCargoPatch {
  const out: LoadRateCargoPatch = {};
  const same = (a: string, b: string) =>
    a.trim() === b.trim() || (DECIMAL.test(a) && DECIMAL.test(b) && Number(a) === Number(b));
  for (const k of ['rate_booked', 'rate_dispatched', 'loaded_miles', 'empty_miles', 'weight_lbs'] as const)
    if (!same(saved[k], current[k])) out[k] = current[k].trim() || null;
  if (saved.commodity.trim() !== current.commodity.trim()) out.commodity = current.commodity.trim() || null;
  if (saved.pieces.trim() !== current.pieces.trim()) out.pieces = current.pieces.trim() ? Number(current.pieces) : null;
  if (saved.hazmat !== current.hazmat) out.hazmat = current.hazmat;
  return out;
}

/** A field's problem, or null: 0 or more, up to 2 decimals (pieces: whole number). */
export function rateCargoProblems(v: RateCargoValues): Partial<Record<keyof RateCargoValues, string>> {
  const out: Partial<Record<keyof RateCargoValues, string>> = {};
  for (const k of ['rate_booked', 'rate_dispatched', 'loaded_miles', 'empty_miles', 'weight_lbs'] as const)
    if (v[k].trim() && !DECIMAL.test(v[k].trim())) out[k] = 'Enter 0 or more with up to 2 decimals';
  if (v.pieces.trim() && !/^\d+$/.test(v.pieces.trim())) out.pieces = 'Pieces must be a whole number of 0 or more';
  return out;
}
