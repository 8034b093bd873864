import { z } from 'zod';

/**
 * A driver statement as lists show it (decision 0110): apart from the rest of the statements'
 * contracts, so the driver app's pay list builds only this.
 */

export const STATEMENT_STATUSES = ['draft', 'approved', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS: Readonly<Record<StatementStatus, string>> = {
  draft: 'Draft',
  approved: 'Approved',
  paid: 'Paid',
};

const totals = {
  earnings: z.string(),
  additions: z.string(),
  deductions: z.string(),
  net: z.string(),
  payable: z.string(),
  carry_over: z.string(),
};

export const statementSummarySchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  driver_type: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  ...totals,
  payment_date: z.string().nullable(),
  payment_reference: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
