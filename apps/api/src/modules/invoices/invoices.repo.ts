import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { invoiceNumberCounters } from '../../db/schema';

/** A company's first invoice number: four digits look established on a broker's remittance. */
export const FIRST_INVOICE_NUMBER = 1001;

/**
 * The company's next invoice number. The counter row stays locked until the caller's transaction
 * ends, so concurrent invoices take turns and each gets its own; a rolled-back invoice gives its
 * number back with the rollback, so no number is ever skipped or handed out twice.
 */
export async function takeInvoiceNumber(db: AppDb, companyId: number): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ company_id: companyId, last_number: FIRST_INVOICE_NUMBER })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.company_id,
      set: { last_number: sql`${invoiceNumberCounters.last_number} + 1` },
    })
    .returning({ n: invoiceNumberCounters.last_number });
  return row!.n;
}
