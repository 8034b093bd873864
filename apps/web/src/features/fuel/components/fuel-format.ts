import type { FuelItemCategory } from '@tms/domain';

// The API answers decimals as exact text; money is printed by the domain's `formatUsd`.
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Headline quantities on a phone: "12.3K" rather than a figure wider than its card. */
export const formatQuantityShort = (value: string) => {
  const n = Math.abs(Number(value));
  if (n >= 10_000) return compactNumber.format(Number(value));
  return n >= 1_000 ? wholeNumber.format(Number(value)) : formatQuantity(value);
};
export const formatQuantity = (value: string) => quantity.format(Number(value));

export const CATEGORY_LABELS: Record<FuelItemCategory, string> = {
  fuel: 'Fuel',
  def: 'DEF',
  fee: 'Fee',
  cash_advance: 'Cash advance',
  other: 'Other',
};

/** "94507", "•••• 0541" or the file's "*0541": what is known of the card used. */
export function cardLabel(t: {
  card_number_short: number | null;
  card_number_last4: string | null;
  card_hint?: string | null;
}): string | null {
  if (t.card_number_short !== null) return String(t.card_number_short);
  if (t.card_number_last4) return `•••• ${t.card_number_last4}`;
  return t.card_hint ?? null;
}
