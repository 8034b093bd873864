import { sql } from 'drizzle-orm';
import type { AppDb } from '../client';

/**
 * Invoices and payments for the demo's loads in the Invoiced and Paid statuses, as if each had
 * been invoiced the day after delivery on Net 30 and paid about four weeks later, so that
 * accounting has open, overdue and paid invoices on first start. Numbers follow the company's
 * invoice sequence, which then continues after them.
 */
export async function seedInvoices(tx: AppDb, companyId: number, firstNumber: number, today: string) {
  await tx.execute(sql`
    with billed as (
      select l.id, lower(s.name) as status,
        least(l.last_delivery_date + 1, ${today}::date) as invoice_date,
        ${firstNumber} - 1 + row_number() over (order by l.last_delivery_date, l.id) as number
      from loads l join load_statuses s on s.id = l.status_id
      where l.company_id = ${companyId} and lower(s.name) in ('invoiced', 'paid')
        and l.last_delivery_date is not null and l.rate_booked is not null
    )
    update loads l set
      invoice_number = b.number,
      invoice_date = b.invoice_date,
      invoice_terms = 'Net 30',
      invoice_due_date = b.invoice_date + 30,
      paid_date = case when b.status = 'paid'
        then least(b.invoice_date + 20 + (l.id % 15), ${today}::date) end,
      payment_reference = case when b.status = 'paid' then 'ACH ' || (40000 + l.id) end
    from billed b where b.id = l.id`);
  await tx.execute(sql`
    insert into invoice_number_counters (company_id, last_number)
    select ${companyId}, max(invoice_number) from loads where company_id = ${companyId} and invoice_number is not null
    having max(invoice_number) is not null
    on conflict (company_id) do update set last_number = excluded.last_number`);
}
