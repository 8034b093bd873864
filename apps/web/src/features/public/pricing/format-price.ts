const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars, e.g. $2,628. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
