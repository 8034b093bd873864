import { z } from 'zod';
import { agingQuery } from './receivables';
import { EMAIL_PATTERN } from './text';

/**
 * A customer's statement of account (issue 37): its open invoices on a day, as the aging counts
 * them, in one PDF; downloaded, or e-mailed through the outbox to its billing address.
 */
export const CUSTOMER_STATEMENT_LIMITS = { messageMax: 2000 } as const;

export const CUSTOMER_STATEMENT_MESSAGES = {
  noBillingEmail: 'The customer has no billing e-mail: enter an address',
  noOpenInvoices: 'The customer has no open invoices on this day: there is no statement to send',
  messageTooLong: `Keep the message under ${CUSTOMER_STATEMENT_LIMITS.messageMax} characters`,
} as const;

/** GET /api/accounting/receivables/customers/{customerId}/statement.pdf: as of a day, today by default. */
export const customerStatementQuery = agingQuery;

/** POST /api/accounting/receivables/customers/{customerId}/statement/send. */
export const customerStatementSend = z.strictObject({
  as_of: agingQuery.shape.as_of,
  /** Defaults to the customer's billing e-mail. */
  to: z.string().trim().max(254, 'Email address is too long').regex(EMAIL_PATTERN, 'Invalid email address').optional(),
  /** A note above the statement in the e-mail; the PDF is the same without it. */
  message: z
    .string()
    .trim()
    .max(CUSTOMER_STATEMENT_LIMITS.messageMax, CUSTOMER_STATEMENT_MESSAGES.messageTooLong)
    .optional(),
});
export type CustomerStatementSend = z.output<typeof customerStatementSend>;

export const customerStatementSent = z.object({
  to: z.string(),
  message_id: z.number().int().describe('The e-mail in the outbox'),
  as_of: z.string(),
  invoices: z.number().int().describe('Open invoices on the statement'),
  total_due: z.string().describe('Dollars, exact, two decimals'),
});
export type CustomerStatementSent = z.infer<typeof customerStatementSent>;
