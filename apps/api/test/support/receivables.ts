import { addDaysToDay } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loads } from '../../src/db/schema';
import { unique } from './factories';
import { basicInfo, delivery, type LoadWorld, pickup } from './loads';
import type { TestApp } from './test-app';

export interface AgedInvoiceOptions {
  customerId: number;
  rate: string;
  /** The company's today, from which the days count. */
  today: string;
  /** Due this many days after today (negative: past due). */
  dueIn: number;
  invoicedDaysAgo?: number;
  paidDaysAgo?: number;
  loadNumber?: string;
}

/**
 * A delivered load billing `rate`, booked through the API, then marked invoiced and due on the days
 * asked (and paid, when asked) directly in the database: the aging's edges need invoice dates and
 * due dates in the past, which generating an invoice today cannot give.
 */
export async function agedInvoice(t: TestApp, w: LoadWorld, o: AgedInvoiceOptions) {
  const delivered = addDaysToDay(o.today, -(o.invoicedDaysAgo ?? 40));
  const loadNumber = o.loadNumber ?? unique('AG-');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { load_number: loadNumber, status_id: w.status.delivered.id, broker_id: o.customerId }),
      events: [pickup(1, addDaysToDay(delivered, -1)), delivery(2, delivered)],
      rate_cargo: { rate_booked: o.rate, loaded_miles: 400 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const number = 7000 + id;
  const due = addDaysToDay(o.today, o.dueIn);
  await t.db
    .update(loads)
    .set({
      invoice_number: number,
      invoice_date: delivered,
      invoice_terms: 'Net 30',
      invoice_due_date: due,
      paid_date: o.paidDaysAgo === undefined ? null : addDaysToDay(o.today, -o.paidDaysAgo),
    })
    .where(eq(loads.id, id));
  return { id, number, loadNumber, due };
}
