import { sql } from 'drizzle-orm';
import type { AppDb } from '../client';
import { writePaymentPasts } from './seed-load-history';

/**
 * Terms and payments for the demo's invoiced loads (the load seed numbers and dates their
 * invoices): Net 30 from the invoice date, and loads in the Paid status paid about four weeks
 * later, so that accounting has open, overdue and paid invoices on first start. Each invoice bills
 * the load's rate booked, so none shows as needing to be generated again (decision 0120). Each
 * payment is in its load's history, as recording it writes it.
 */
export async function seedInvoices(tx: AppDb, companyId: number, today: string) {
  await tx.execute(sql`
    update loads l set
      invoice_terms = 'Net 30',
      invoice_amount = coalesce(l.rate_booked, 0),
      invoice_due_date = l.invoice_date + 30,
      paid_date = case when lower(s.name) = 'paid'
        then least(l.invoice_date + 20 + (l.id % 15), ${today}::date) end,
      payment_reference = case when lower(s.name) = 'paid' then 'ACH ' || (40000 + l.id) end
    from load_statuses s
    where s.id = l.status_id and l.company_id = ${companyId} and l.invoice_number is not null`);
  await writePaymentPasts(tx, companyId, Date.now());
}
