/** Plans by fleet size with their prices (spec 1 section 9) and the features each includes. */

export const FEATURES = [
  'track_and_trace',
  'fuel_import',
  'driver_statements',
  'analytics_reports',
  'telematics_integration',
  'ai_load_extraction',
] as const;
export type Feature = (typeof FEATURES)[number];

export const FEATURE_INFO: Record<Feature, { label: string; description: string }> = {
  track_and_trace: { label: 'Track and trace', description: 'Track & trace board and assignments for check calls.' },
  fuel_import: { label: 'Fuel import', description: 'Import fuel-card transactions from provider files.' },
  driver_statements: { label: 'Driver statements', description: 'Settlements with deductions and recurring charges.' },
  analytics_reports: {
    label: 'Analytics reports',
    description: 'Scheduled daily, weekly and monthly reports by e-mail.',
  },
  telematics_integration: {
    label: 'Telematics integration',
    description: 'ELD and telematics connection, hours of service.',
  },
  ai_load_extraction: { label: 'AI load extraction', description: 'Create loads from rate confirmation PDFs.' },
};

export const PLAN_CODES = ['starter', 'growth', 'pro'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export type Plan = {
  code: PlanCode;
  plan: string;
  fleetSize: string;
  monthlyPrice: number;
  yearlyPrice: number;
  yearlyTotal: number;
  features: readonly Feature[];
};

export const PLANS: readonly Plan[] = [
  {
    code: 'starter',
    plan: 'Starter',
    fleetSize: 'Up to 25 trucks',
    monthlyPrice: 275,
    yearlyPrice: 219,
    yearlyTotal: 2628,
    features: ['track_and_trace', 'fuel_import', 'driver_statements'],
  },
  {
    code: 'growth',
    plan: 'Growth',
    fleetSize: '26-50 trucks',
    monthlyPrice: 475,
    yearlyPrice: 419,
    yearlyTotal: 5028,
    features: ['track_and_trace', 'fuel_import', 'driver_statements', 'analytics_reports', 'telematics_integration'],
  },
  {
    code: 'pro',
    plan: 'Pro',
    fleetSize: '51-100 trucks',
    monthlyPrice: 675,
    yearlyPrice: 599,
    yearlyTotal: 7188,
    features: FEATURES,
  },
];

export function planOf(code: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.code === code);
}

/** Whole-percent saving of paying yearly instead of monthly for twelve months. */
export function yearlySavingPercent(plan: Pick<Plan, 'monthlyPrice' | 'yearlyTotal'>): number {
  return Math.round((1 - plan.yearlyTotal / (plan.monthlyPrice * 12)) * 100);
}

/**
 * The features a company has: its plan's, changed by the superadmin's per-company overrides.
 * A company without a plan gets every feature, so that nothing disappears for an unconfigured one.
 */
export function effectiveFeatures(
  planCode: string | null | undefined,
  overrides: Partial<Record<Feature, boolean>>,
): Feature[] {
  const base = new Set<Feature>(planOf(planCode)?.features ?? FEATURES);
  for (const f of FEATURES) {
    const o = overrides[f];
    if (o === true) base.add(f);
    if (o === false) base.delete(f);
  }
  return FEATURES.filter((f) => base.has(f));
}

export const FEATURE_DISABLED_DETAIL = (f: Feature) =>
  `${FEATURE_INFO[f].label} is not included in your company's plan. Contact support to enable it.`;
