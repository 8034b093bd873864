import type { IftaJurisdiction } from '@tms/domain';

/**
 * The IFTA tax rates shipped with the product, for the current and the previous quarter: diesel
 * ("special diesel"), U.S. dollars per gallon, with the surcharge where a jurisdiction levies one.
 * A company enters its own for any quarter (PUT /api/ifta/rates), which then replace these, since
 * jurisdictions change rates each quarter and the matrix is final only near its due date.
 */
export type RateTable = {
  year: number;
  quarter: number;
  source: string;
  /** The day the figures were taken from the source. */
  as_of: string;
  rates: Readonly<Record<IftaJurisdiction, readonly [rate: string, surcharge: string]>>;
};

const SOURCE = 'IFTA, Inc. quarterly fuel tax rate matrix, special diesel, U.S. $ per gallon';

/** Diesel rates as published for the second half of 2026. */
const DIESEL_2026_H2: RateTable['rates'] = {
  AL: ['0.3100', '0'],
  AZ: ['0.2600', '0'],
  AR: ['0.2850', '0'],
  CA: ['0.9710', '0'],
  CO: ['0.3250', '0'],
  CT: ['0.4890', '0'],
  DE: ['0.2200', '0'],
  FL: ['0.4027', '0'],
  GA: ['0.3710', '0'],
  ID: ['0.3200', '0'],
  IL: ['0.7390', '0'],
  IN: ['0.6100', '0'],
  IA: ['0.3250', '0'],
  KS: ['0.2600', '0'],
  KY: ['0.2460', '0'],
  LA: ['0.2000', '0'],
  ME: ['0.3120', '0'],
  MD: ['0.4675', '0'],
  MA: ['0.2600', '0'],
  MI: ['0.5010', '0'],
  MN: ['0.3210', '0'],
  MS: ['0.1800', '0'],
  MO: ['0.2950', '0'],
  MT: ['0.2975', '0'],
  NE: ['0.3180', '0'],
  NV: ['0.2700', '0'],
  NH: ['0.2220', '0'],
  NJ: ['0.5190', '0'],
  NM: ['0.2100', '0'],
  NY: ['0.3875', '0'],
  NC: ['0.4100', '0'],
  ND: ['0.2300', '0'],
  OH: ['0.4700', '0'],
  OK: ['0.2000', '0'],
  // Oregon taxes trucks by weight and mile instead: no fuel tax on an IFTA return.
  OR: ['0.0000', '0'],
  PA: ['0.7410', '0'],
  RI: ['0.3800', '0'],
  SC: ['0.2800', '0'],
  SD: ['0.2800', '0'],
  TN: ['0.2700', '0'],
  TX: ['0.2000', '0'],
  UT: ['0.3650', '0'],
  VT: ['0.3200', '0'],
  VA: ['0.3170', '0.1490'],
  WA: ['0.5840', '0'],
  WV: ['0.3570', '0'],
  WI: ['0.3290', '0'],
  WY: ['0.2400', '0'],
  AB: ['0.3560', '0'],
  BC: ['0.4830', '0'],
  MB: ['0.3840', '0'],
  NB: ['0.4390', '0'],
  NL: ['0.4660', '0'],
  NS: ['0.4230', '0'],
  ON: ['0.3920', '0'],
  PE: ['0.5800', '0'],
  QC: ['0.5540', '0'],
  SK: ['0.4110', '0'],
};

export const RATE_TABLES: readonly RateTable[] = [
  { year: 2026, quarter: 3, source: SOURCE, as_of: '2026-07-01', rates: DIESEL_2026_H2 },
  { year: 2026, quarter: 4, source: SOURCE, as_of: '2026-10-01', rates: DIESEL_2026_H2 },
];

export const shippedRates = (year: number, quarter: number) =>
  RATE_TABLES.find((t) => t.year === year && t.quarter === quarter);
