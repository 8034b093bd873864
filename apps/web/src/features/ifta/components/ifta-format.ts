import { formatMiles, formatUsd, type IftaEstimate, type MilesSource } from '@tms/domain';

// The API answers every figure as exact decimal text; these print them without floating point.

/** Whole miles or gallons with separators, "12,480", "-35". */
export const formatWhole = (value: string) => formatMiles(value, '0');

/** A purchase's exact gallons without trailing zeros: "112.450" as "112.45", "1250.000" as "1,250". */
export function formatGallons(gallons: string): string {
  const [whole = '0', fraction = ''] = gallons.split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${formatWhole(whole)}${digits ? `.${digits}` : ''}`;
}

/** Fleet or truck MPG, "6.45"; '—' without fuel. */
export const formatMpg = (mpg: string | null) => mpg ?? '—';

export const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);
export const isCredit = (amount: string) => amount.startsWith('-') && !isZero(amount);

/** What a line or the return adds: "$412.30", or a credit as "$58.10 credit", never a bare minus sign. */
export function dueText(amount: string): string {
  return isCredit(amount) ? `${formatUsd(amount.slice(1))} credit` : formatUsd(amount);
}

/** The chip beside miles that did not all come from positions. */
export const MILES_SOURCE_LABELS: Record<Exclude<MilesSource, 'positions'>, string> = {
  estimated: 'Estimated',
  mixed: 'Partly estimated',
};

export const TRUCK_WARNINGS = {
  fuel_without_miles: {
    label: 'Fuel, no miles',
    hint: 'Fuel was bought for this truck but no miles were recorded: check its positions and loads.',
  },
  miles_without_fuel: {
    label: 'Miles, no fuel',
    hint: 'This truck drove but no fuel was bought for it: check its fuel card matches.',
  },
} as const;

/** "3 h 10 min", "45 min", "2 h": how long a stretch lasted. */
export function durationText(from: string, to: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Why a stretch's miles are estimated, in plain words. */
export function estimateSentence(e: IftaEstimate): string {
  const load = e.load_number ? `load ${e.load_number}` : null;
  if (e.reason === 'signal_gap') {
    const filled = load ? `filled from ${load}'s stops` : 'filled from the road between the positions either side';
    return `No signal for ${durationText(e.from, e.to)}: ${filled}`;
  }
  return load ? `No positions for ${load}: estimated from its stops` : 'No positions: estimated from the stops driven';
}
