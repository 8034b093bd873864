import { describe, expect, it } from 'vitest';
import {
  defaultFactoringFilename,
  defaultInvoiceFilename,
  INVOICE_MESSAGES,
  invoiceRefusal,
  mergeRank,
  PAYMENT_TERMS,
  paymentSchedule,
} from './invoices';

describe('payment terms', () => {
  it('lists the eight terms in the order of the spec, Net 30 first', () => {
    expect(PAYMENT_TERMS).toEqual([
      'Net 30',
      'Net 15',
      'Net 45',
      'Net 60',
      'Due on Receipt',
      'Net 7',
      'Net 10',
      '2/10 Net 30',
    ]);
  });

  it.each([
    ['Net 30', '2026-12-31'],
    ['Net 15', '2026-12-16'],
    ['Net 45', '2027-01-15'],
    ['Net 60', '2027-01-30'],
    ['Due on Receipt', '2026-12-01'],
    ['Net 7', '2026-12-08'],
    ['Net 10', '2026-12-11'],
    ['2/10 Net 30', '2026-12-31'],
  ] as const)('%s from Dec 1 is due %s', (terms, due) => {
    expect(paymentSchedule(terms, '2026-12-01', 100_000n).due_date).toBe(due);
  });

  it('2/10 Net 30 offers 2 % off within 10 days, rounded half up to the cent', () => {
    expect(paymentSchedule('2/10 Net 30', '2026-02-25', 248_750n).discount).toEqual({
      percent: 2,
      until: '2026-03-07',
      amount_cents: 4975n,
      net_cents: 243_775n,
    });
    expect(paymentSchedule('2/10 Net 30', '2026-02-25', 125n).discount?.amount_cents).toBe(3n);
    expect(paymentSchedule('Net 30', '2026-02-25', 125n).discount).toBeNull();
  });
});

describe('default names', () => {
  it('names the invoice after the load and the day', () => {
    expect(defaultInvoiceFilename('L-1001', '2026-03-04')).toBe('Invoice-L-1001-20260304');
  });

  it('names the factoring packet by unit, initials and the rounded rate', () => {
    expect(
      defaultFactoringFilename({
        unitNumber: '512',
        driver: { first_name: 'alice', last_name: 'Able' },
        rateBooked: '2487.50',
      }),
    ).toBe('512AA-2488');
    expect(defaultFactoringFilename({ unitNumber: null, driver: null, rateBooked: '2487.49' })).toBe('0000XX-2487');
    expect(defaultFactoringFilename({ unitNumber: ' ', driver: null, rateBooked: null })).toBe('0000XX-0');
  });

  it('orders a packet rate confirmation, BOL, POD, other, then the rest', () => {
    expect(['invoice', 'pod', 'other', 'rate_confirmation', 'bol'].sort((a, b) => mergeRank(a) - mergeRank(b))).toEqual(
      ['rate_confirmation', 'bol', 'pod', 'other', 'invoice'],
    );
  });
});

describe('which loads can be invoiced (decision 0120)', () => {
  it("refuses cancelled, paid and not yet delivered loads, by the status's meaning whatever its name", () => {
    expect(invoiceRefusal({ name: 'Cancelled', meaning: 'cancelled' }, null)).toBe(INVOICE_MESSAGES.cancelled);
    expect(invoiceRefusal({ name: 'Paid', meaning: 'delivered' }, '2026-11-20')).toBe(
      INVOICE_MESSAGES.paid('Nov 20, 2026'),
    );
    expect(invoiceRefusal({ name: 'Booked', meaning: 'open' }, null)).toBe(INVOICE_MESSAGES.notDelivered('Booked'));
    // A name says nothing: "Delivered" kept as an open status is not billed, a renamed one is.
    expect(invoiceRefusal({ name: 'Delivered', meaning: 'open' }, null)).toBe(
      INVOICE_MESSAGES.notDelivered('Delivered'),
    );
    expect(invoiceRefusal({ name: 'Completed - POD received', meaning: 'delivered' }, null)).toBeNull();
  });
});
