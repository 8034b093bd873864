import {
  type AgingInvoice,
  type AgingQuery,
  CUSTOMER_STATEMENT_MESSAGES,
  type CustomerStatementSend,
  type CustomerStatementSent,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound, unprocessable } from '../../lib/errors';
import { NO_COMPANY } from '../../lib/pdf-kit';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyLetterhead } from '../companies/companies.service';
import { CUSTOMER_NOT_FOUND, type CustomerBilling, customerBilling } from '../customers/customers.service';
import type { MailService } from '../mail/mail.service';
import {
  type CustomerStatementContent,
  renderCustomerStatementPdf,
  type StatementInvoice,
} from './customer-statement-pdf';
import { customerOpenInvoices, dayAsked } from './receivables-aging.service';

/** A payment settles a whole invoice (Load Accounting's paid date): an open one has nothing paid yet. */
const onStatement = (i: AgingInvoice): StatementInvoice => ({
  invoice_number: i.invoice_number,
  load_number: i.load_number,
  invoice_date: i.invoice_date,
  due_date: i.due_date,
  days_past_due: i.days_past_due,
  original: i.amount,
  paid: '0.00',
  open: i.amount,
});

/** The customer's street, then "City, ST 12345", as far as they are known. */
function addressOf(c: CustomerBilling): string[] {
  const place = [c.city, [c.state, c.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [c.street_address, place].filter((l): l is string => Boolean(l));
}

/**
 * Statements of account (issue 37): a customer's open invoices on a day as one PDF on the
 * company's letterhead, the same invoices and amounts as the receivables aging shows for it, and
 * its e-mail through the outbox to the customer's billing address.
 */
export function createCustomerStatementsService(deps: { db: AppDb; mail: MailService }) {
  const { db, mail } = deps;

  const statementOf = (ctx: Ctx, customerId: number, asked?: string) =>
    withCompany(
      db,
      ctx,
      async (tx, companyId) => {
        const customer = await customerBilling(tx, companyId, customerId);
        if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
        const company = await companyLetterhead(tx, companyId);
        const asOf = dayAsked(company, asked);
        const { invoices, sums } = await customerOpenInvoices(tx, companyId, asOf, customerId);
        const content: CustomerStatementContent = {
          company: company ?? NO_COMPANY,
          customer: { name: customer.name, address: addressOf(customer), email: customer.billing_email },
          asOf,
          invoices: invoices.map(onStatement),
          sums,
        };
        return { companyId, content, billingEmail: customer.billing_email };
      },
      'read only',
    );

  const filenameOf = (c: CustomerStatementContent) => `statement-${c.asOf}.pdf`;

  return {
    async pdf(ctx: Ctx, customerId: number, q: AgingQuery) {
      const { content } = await statementOf(ctx, customerId, q.as_of);
      return { filename: filenameOf(content), bytes: await renderCustomerStatementPdf(content) };
    },

    /** Writes the e-mail with the PDF to the outbox, and its audit, in one transaction. */
    async send(ctx: Ctx, customerId: number, input: CustomerStatementSend): Promise<CustomerStatementSent> {
      const { companyId, content, billingEmail } = await statementOf(ctx, customerId, input.as_of);
      if (content.invoices.length === 0) throw unprocessable(CUSTOMER_STATEMENT_MESSAGES.noOpenInvoices);
      const to = input.to ?? billingEmail;
      if (!to) throw invalidField('to', CUSTOMER_STATEMENT_MESSAGES.noBillingEmail);
      const bytes = await renderCustomerStatementPdf(content);
      const sent = { to, as_of: content.asOf, invoices: content.invoices.length, total_due: content.sums.total };
      const messageId = await withTenant(db, companyId, async (tx) => {
        const id = await mail.send(tx, {
          to,
          companyId,
          content: {
            kind: 'customer_statement',
            customer_name: content.customer.name,
            as_of: content.asOf,
            invoices: sent.invoices,
            total_due: sent.total_due,
            message: input.message || null,
          },
          attachments: [{ filename: filenameOf(content), content_type: 'application/pdf', bytes }],
        });
        await audit(tx, ctx, {
          action: 'email',
          entity: 'customer_statement',
          entityId: customerId,
          detail: { ...sent, message_id: id },
        });
        return id;
      });
      return { ...sent, message_id: messageId };
    },
  };
}

export type CustomerStatementsService = ReturnType<typeof createCustomerStatementsService>;
