import type { AccountingLoad } from '@tms/domain';

/** An open invoice of a delivered load, as Load Accounting lists it: the tests' common row. */
export const openInvoice: AccountingLoad = {
  id: 7,
  load_number: 'ACC-502',
  customer: { id: 2, name: 'Prairie Grain Brokers' },
  driver: { id: 3, name: 'Rosa Delgado' },
  delivery_date: '2026-11-20',
  delivery_place: 'Denver, CO',
  rate_booked: '2350.50',
  accessorials_billed: '75.00',
  billed_total: '2425.50',
  invoice_number: 1001,
  invoice_date: '2026-11-21',
  invoice_terms: 'Net 15',
  invoice_amount: '2425.50',
  invoice_outdated: false,
  due_date: '2026-12-06',
  paid_date: null,
  payment_reference: null,
  state: 'invoiced',
  days_overdue: null,
  factoring_submission_number: null,
  version: 1,
};
