import type { IftaDetailsQuery, IftaQuarterQuery, IftaReportQuery } from '@tms/domain';

/**
 * Query keys of the IFTA return: the report, one jurisdiction's details and the quarter's rates.
 * Saving the rates refreshes `all`, since every figure of tax due is computed from them.
 */
export const iftaKeys = {
  all: ['ifta'] as const,
  report: (params: IftaReportQuery) => [...iftaKeys.all, 'report', params] as const,
  details: (params: IftaDetailsQuery) => [...iftaKeys.all, 'details', params] as const,
  rates: (params: IftaQuarterQuery) => [...iftaKeys.all, 'rates', params] as const,
};

/** The query string of a report call (and of its CSV and PDF): the quarter, and the truck when one is chosen. */
export function iftaQuery(params: IftaReportQuery & { jurisdiction?: string }): URLSearchParams {
  const query = new URLSearchParams({ year: String(params.year), quarter: String(params.quarter) });
  if (params.truck_id !== undefined) query.set('truck_id', String(params.truck_id));
  if (params.jurisdiction) query.set('jurisdiction', params.jurisdiction);
  return query;
}
