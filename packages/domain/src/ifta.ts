import { z } from 'zod';
import { decimalUnits, roundHalfUp, unitsText } from './money';

/**
 * The quarterly IFTA fuel-tax return (issue 35): miles and fuel by jurisdiction, the fleet's MPG,
 * taxable gallons and the tax due or credited. The arithmetic follows the IFTA Articles of
 * Agreement: whole miles and gallons, MPG to two decimals, taxable gallons = taxable miles / MPG,
 * tax = net taxable gallons x rate to the cent; a surcharge is due on every taxable gallon, with
 * no credit for fuel bought (decision 0213).
 */

/** The member jurisdictions: the 48 contiguous states and the 10 provinces, by postal code. */
export const IFTA_JURISDICTIONS = {
  AL: 'Alabama',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
} as const;
export type IftaJurisdiction = keyof typeof IFTA_JURISDICTIONS;
export const IFTA_JURISDICTION_CODES = Object.keys(IFTA_JURISDICTIONS) as IftaJurisdiction[];
export const isIftaJurisdiction = (code: string): code is IftaJurisdiction => code in IFTA_JURISDICTIONS;

/** Names of the places miles are driven in that are not members (their miles count, untaxed). */
export const NON_IFTA_PLACES: Readonly<Record<string, string>> = {
  DC: 'District of Columbia',
  AK: 'Alaska',
  HI: 'Hawaii',
  PR: 'Puerto Rico',
  YT: 'Yukon',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  MX: 'Mexico',
  XX: 'Outside any state or province',
};
export const jurisdictionName = (code: string) =>
  (IFTA_JURISDICTIONS as Record<string, string>)[code] ?? NON_IFTA_PLACES[code] ?? code;

export const IFTA_LIMITS = {
  /** A silence between two positions longer than this is a gap in the signal, filled by estimate. */
  gapMinutes: 30,
  firstYear: 2000,
} as const;

export const IFTA_MESSAGES = {
  quarterInvalid: 'Must be a quarter from 1 to 4',
  yearInvalid: `Must be a year from ${IFTA_LIMITS.firstYear}`,
  futureQuarter: 'The quarter has not started yet',
  truckNotFound: 'Truck not found',
  jurisdictionInvalid: 'Must be the postal code of an IFTA jurisdiction, such as OK or ON',
  rateInvalid: 'Must be a rate per gallon from 0 to 9.9999, with at most 4 decimals',
  rateDuplicate: (code: string) => `${code} is listed twice`,
} as const;
const M = IFTA_MESSAGES;

const year = z.coerce
  .number({ error: M.yearInvalid })
  .int(M.yearInvalid)
  .min(IFTA_LIMITS.firstYear, M.yearInvalid)
  .max(2100, M.yearInvalid);
const quarter = z.coerce
  .number({ error: M.quarterInvalid })
  .int(M.quarterInvalid)
  .min(1, M.quarterInvalid)
  .max(4, M.quarterInvalid);

/** GET /api/ifta/rates and PUT's query: the quarter. */
export const iftaQuarterQuery = z.strictObject({ year, quarter });
export type IftaQuarterQuery = z.infer<typeof iftaQuarterQuery>;

/** GET /api/ifta/report (and .csv, .pdf): the quarter, and optionally one truck. */
export const iftaReportQuery = iftaQuarterQuery.extend({
  truck_id: z.coerce.number().int().positive().optional(),
});
export type IftaReportQuery = z.infer<typeof iftaReportQuery>;

/** GET /api/ifta/details: the trips and purchases behind one jurisdiction's figures. */
export const iftaDetailsQuery = iftaReportQuery.extend({
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.jurisdictionInvalid),
});
export type IftaDetailsQuery = z.infer<typeof iftaDetailsQuery>;

const rateText = z
  .string()
  .trim()
  .regex(/^\d(\.\d{1,4})?$/, M.rateInvalid);

const rateRow = z.strictObject({
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => isIftaJurisdiction(c), M.jurisdictionInvalid),
  rate: rateText,
  surcharge_rate: rateText.default('0'),
});

/** PUT /api/ifta/rates?year=&quarter=: the company's rates for the quarter, replacing the shipped ones. */
export const iftaRatesBody = z.strictObject({
  rates: z
    .array(rateRow)
    .min(1)
    .max(IFTA_JURISDICTION_CODES.length)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.jurisdiction))
          ctx.addIssue({ code: 'custom', message: M.rateDuplicate(r.jurisdiction), path: [i, 'jurisdiction'] });
        seen.add(r.jurisdiction);
      });
    }),
});
export type IftaRatesBody = z.infer<typeof iftaRatesBody>;

export const iftaRates = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  /** Where the figures come from: the shipped matrix, the company's own entry, or none yet. */
  origin: z.enum(['shipped', 'company', 'none']),
  source: z.string().nullable(),
  as_of: z.string().nullable(),
  updated_at: z.string().nullable(),
  rates: z.array(
    z.object({ jurisdiction: z.string(), name: z.string(), rate: z.string(), surcharge_rate: z.string() }),
  ),
});
export type IftaRates = z.infer<typeof iftaRates>;

export const MILES_SOURCES = ['positions', 'estimated', 'mixed'] as const;
export type MilesSource = (typeof MILES_SOURCES)[number];

const figures = {
  total_miles: z.string(),
  taxable_miles: z.string(),
  tax_paid_gallons: z.string(),
  taxable_gallons: z.string(),
  net_taxable_gallons: z.string(),
  tax_due: z.string(),
  surcharge_due: z.string(),
  /** Tax and surcharge: what the line adds to the return (negative: a credit). */
  total_due: z.string(),
};

export const iftaJurisdictionLine = z.object({
  jurisdiction: z.string(),
  name: z.string(),
  /** False for miles outside the members (DC, Alaska, the territories, Mexico): counted, not taxed. */
  member: z.boolean(),
  ...figures,
  tax_rate: z.string(),
  surcharge_rate: z.string(),
  miles_source: z.enum(MILES_SOURCES),
  estimated_miles: z.string(),
});
export type IftaJurisdictionLine = z.infer<typeof iftaJurisdictionLine>;

export const IFTA_TRUCK_WARNINGS = ['fuel_without_miles', 'miles_without_fuel'] as const;

export const iftaTruckLine = z.object({
  truck_id: z.number().int(),
  unit_number: z.string(),
  total_miles: z.string(),
  estimated_miles: z.string(),
  gallons: z.string(),
  mpg: z.string().nullable(),
  warning: z.enum(IFTA_TRUCK_WARNINGS).nullable(),
});
export type IftaTruckLine = z.infer<typeof iftaTruckLine>;

export const IFTA_ESTIMATE_REASONS = ['signal_gap', 'no_positions'] as const;

/** A stretch whose miles come from the mileage estimate rather than the positions, and why. */
export const iftaEstimate = z.object({
  truck_id: z.number().int(),
  unit_number: z.string(),
  reason: z.enum(IFTA_ESTIMATE_REASONS),
  from: z.string(),
  to: z.string(),
  miles: z.string(),
  load_id: z.number().int().nullable(),
  load_number: z.string().nullable(),
  jurisdictions: z.array(z.string()),
});
export type IftaEstimate = z.infer<typeof iftaEstimate>;

export const iftaReport = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  truck_id: z.number().int().nullable(),
  jurisdictions: z.array(iftaJurisdictionLine),
  totals: z.object(figures),
  /** Total miles / total gallons to two decimals; null when no fuel was bought. */
  fleet_mpg: z.string().nullable(),
  total_gallons: z.string(),
  trucks: z.array(iftaTruckLine),
  estimates: z.array(iftaEstimate),
  rates: iftaRates.pick({ origin: true, source: true, as_of: true }),
});
export type IftaReport = z.infer<typeof iftaReport>;

export const iftaDetails = z.object({
  jurisdiction: z.string(),
  name: z.string(),
  trips: z.array(
    z.object({
      truck_id: z.number().int(),
      unit_number: z.string(),
      date: z.string(),
      miles: z.string(),
      miles_source: z.enum(MILES_SOURCES),
    }),
  ),
  purchases: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      truck_id: z.number().int().nullable(),
      unit_number: z.string().nullable(),
      location: z.string().nullable(),
      city: z.string().nullable(),
      purchased_item: z.string(),
      gallons: z.string(),
      amount: z.string(),
    }),
  ),
});
export type IftaDetails = z.infer<typeof iftaDetails>;

/** The first and last day of a quarter, as ISO dates. */
export function quarterDays(y: number, q: number): { first: string; last: string } {
  const first = new Date(Date.UTC(y, (q - 1) * 3, 1));
  const last = new Date(Date.UTC(y, q * 3, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** The quarter a date (YYYY-MM-DD) falls in. */
export function quarterOf(date: string): { year: number; quarter: number } {
  return { year: Number(date.slice(0, 4)), quarter: Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1 };
}

// ---- The return's arithmetic, on exact integers --------------------------------------------

/** What the return is computed from, per jurisdiction: miles (fractional) and gallons bought. */
export type IftaInputLine = {
  jurisdiction: string;
  miles: number;
  estimated_miles: number;
  /** Gallons bought there, as exact decimal text (3 places). */
  gallons: string;
  rate: string | null;
  surcharge_rate: string | null;
};

const whole = (miles: number) => BigInt(Math.round(miles));
const wholeGallons = (gallons: string) => roundHalfUp(decimalUnits(gallons, 3), 1000n);

/** MPG to two decimals (as hundredths), or null with no fuel. */
export function fleetMpgHundredths(totalMiles: bigint, totalGallons: bigint): bigint | null {
  return totalGallons === 0n ? null : roundHalfUp(totalMiles * 100n, totalGallons);
}

/** Taxable miles / MPG, to the whole gallon. */
export function taxableGallons(taxableMiles: bigint, mpgHundredths: bigint | null): bigint {
  return mpgHundredths === null || mpgHundredths === 0n ? 0n : roundHalfUp(taxableMiles * 100n, mpgHundredths);
}

/** Gallons x a rate of up to 4 decimals, to the cent. */
export function taxOn(gallons: bigint, rate: string): bigint {
  return roundHalfUp(gallons * decimalUnits(rate, 4), 100n);
}

export type IftaComputed = {
  lines: Omit<IftaJurisdictionLine, 'name'>[];
  totals: z.infer<typeof iftaReport>['totals'];
  fleet_mpg: string | null;
  total_gallons: string;
};

/** The return: each line's whole miles and gallons, the fleet MPG, the tax due or credited. */
export function computeIftaReturn(input: readonly IftaInputLine[]): IftaComputed {
  const rows = input.map((l) => ({
    ...l,
    member: isIftaJurisdiction(l.jurisdiction),
    wholeMiles: whole(l.miles),
    wholeEstimated: whole(l.estimated_miles),
    paid: wholeGallons(l.gallons),
  }));
  const totalMiles = rows.reduce((s, r) => s + r.wholeMiles, 0n);
  const totalGallons = rows.reduce((s, r) => s + r.paid, 0n);
  const mpg = fleetMpgHundredths(totalMiles, totalGallons);
  const sums = { total: 0n, taxableMiles: 0n, paid: 0n, taxable: 0n, net: 0n, tax: 0n, surcharge: 0n };
  const lines = rows.map((r) => {
    const taxableMiles = r.member ? r.wholeMiles : 0n;
    const paid = r.member ? r.paid : 0n;
    const taxable = r.member ? taxableGallons(taxableMiles, mpg) : 0n;
    const net = taxable - paid;
    const rate = r.rate ?? '0';
    const surchargeRate = r.surcharge_rate ?? '0';
    const tax = taxOn(net, rate);
    const surcharge = taxOn(taxable, surchargeRate);
    sums.total += r.wholeMiles;
    sums.taxableMiles += taxableMiles;
    sums.paid += paid;
    sums.taxable += taxable;
    sums.net += net;
    sums.tax += tax;
    sums.surcharge += surcharge;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take.
    const estimated = r.wholeEstimated > r.wholeMiles ? r.wholeMiles : r.wholeEstimated;
    return {
      jurisdiction: r.jurisdiction,
      member: r.member,
      total_miles: r.wholeMiles.toString(),
      taxable_miles: taxableMiles.toString(),
      tax_paid_gallons: paid.toString(),
      taxable_gallons: taxable.toString(),
      net_taxable_gallons: net.toString(),
      tax_rate: unitsText(decimalUnits(rate, 4), 4),
      surcharge_rate: unitsText(decimalUnits(surchargeRate, 4), 4),
      tax_due: unitsText(tax, 2),
      surcharge_due: unitsText(surcharge, 2),
      total_due: unitsText(tax + surcharge, 2),
      estimated_miles: estimated.toString(),
      miles_source: milesSource(r.wholeMiles, estimated),
    };
  });
  return {
    lines,
    totals: {
      total_miles: sums.total.toString(),
      taxable_miles: sums.taxableMiles.toString(),
      tax_paid_gallons: sums.paid.toString(),
      taxable_gallons: sums.taxable.toString(),
      net_taxable_gallons: sums.net.toString(),
      tax_due: unitsText(sums.tax, 2),
      surcharge_due: unitsText(sums.surcharge, 2),
      total_due: unitsText(sums.tax + sums.surcharge, 2),
    },
    fleet_mpg: mpg === null ? null : unitsText(mpg, 2),
    total_gallons: totalGallons.toString(),
  };
}

function milesSource(miles: bigint, estimated: bigint): MilesSource {
  if (estimated === 0n) return 'positions';
  return estimated >= miles ? 'estimated' : 'mixed';
}
