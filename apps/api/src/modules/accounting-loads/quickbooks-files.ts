import {
  ACCESSORIAL_KIND_LABELS,
  type AccessorialKind,
  type AccountingExportFormat,
  csvRow,
  fromCents,
  QUICKBOOKS_INVOICE_COLUMNS,
  QUICKBOOKS_PAYMENT_COLUMNS,
  quickbooksDate,
  quickbooksName,
  sumDecimals,
  toCents,
} from '@tms/domain';
import type { IssuedInvoiceRow, PaymentRow } from './accounting-exports.repo';

/* The files QuickBooks imports (issue 37): Online's CSV layouts and Desktop's IIF. */

/** The accounts of QuickBooks' default chart an IIF file posts to; a carrier who renamed them maps them on import. */
const ACCOUNTS = { receivable: 'Accounts Receivable', income: 'Freight Income', deposits: 'Undeposited Funds' };
const LINE_HAUL = 'Line haul';

export type InvoiceLine = { item: string; description: string; amount: string };
export type BilledAccessorial = { load_id: number; kind: string; description: string | null; amount: string };

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ');

/** An invoice's lines: the line haul, then each accessorial billed to the customer. */
export function invoiceLines(inv: IssuedInvoiceRow, accessorials: readonly BilledAccessorial[]): InvoiceLine[] {
  const lane = [place(inv.from_city, inv.from_state), place(inv.to_city, inv.to_state)].filter(Boolean).join(' to ');
  const extra = accessorials.map((a) => {
    const label = ACCESSORIAL_KIND_LABELS[a.kind as AccessorialKind] ?? a.kind;
    return { item: label, description: a.description || label, amount: a.amount };
  });
  // A load billed only its accessorials (a TONU) has no line haul line of zero.
  const haul =
    toCents(inv.rate_booked) === 0n && extra.length
      ? []
      : [
          {
            item: LINE_HAUL,
            description: `Load ${inv.load_number}${lane ? `: ${lane}` : ''}`,
            amount: inv.rate_booked,
          },
        ];
  return [...haul, ...extra];
}

const negative = (amount: string) => fromCents(-toCents(amount));
const iifRow = (cells: readonly (string | number | null)[]) => cells.map((c) => String(c ?? '')).join('\t');

/** Customers named as QuickBooks would: the same customer always gets the same name in a file. */
function namer(format: AccountingExportFormat) {
  const names = new Map<number, string>();
  const taken = new Set<string>();
  return (id: number, name: string) => {
    const known = names.get(id);
    if (known) return known;
    let candidate = quickbooksName(name, format);
    // Two customers whose names clean to the same text stay two customers in the books.
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${quickbooksName(name, format).slice(0, format === 'iif' ? 36 : 94)} (${n})`;
    taken.add(candidate.toLowerCase());
    names.set(id, candidate);
    return candidate;
  };
}

export function invoicesCsv(invoices: readonly IssuedInvoiceRow[], lines: (inv: IssuedInvoiceRow) => InvoiceLine[]) {
  const name = namer('csv');
  const rows = invoices.flatMap((inv) =>
    lines(inv).map((l) =>
      csvRow([
        inv.invoice_number,
        name(inv.customer_id, inv.customer_name),
        quickbooksDate(inv.invoice_date),
        inv.due_date ? quickbooksDate(inv.due_date) : '',
        inv.terms,
        `Load ${inv.load_number}`,
        l.item,
        l.description,
        1,
        l.amount,
        l.amount,
      ]),
    ),
  );
  return `${[csvRow(QUICKBOOKS_INVOICE_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

export function paymentsCsv(payments: readonly PaymentRow[]) {
  const name = namer('csv');
  const rows = payments.map((p) =>
    csvRow([
      quickbooksDate(p.paid_date),
      name(p.customer_id, p.customer_name),
      p.reference,
      p.invoice_number,
      p.amount,
      `Load ${p.load_number}`,
    ]),
  );
  return `${[csvRow(QUICKBOOKS_PAYMENT_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

/** The customers block every IIF file starts with, so Desktop creates the ones it lacks. */
function iifCustomers(named: readonly string[]) {
  return ['!CUST\tNAME', ...[...new Set(named)].map((n) => iifRow(['CUST', n]))];
}

/** Invoices as IIF transactions: receivable for the total, income split per line. */
export function invoicesIif(invoices: readonly IssuedInvoiceRow[], lines: (inv: IssuedInvoiceRow) => InvoiceLine[]) {
  const name = namer('iif');
  const body: string[] = [
    '!TRNS\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tDUEDATE\tTERMS',
    '!SPL\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO\tINVITEM\tQNTY\tPRICE',
    '!ENDTRNS',
  ];
  for (const inv of invoices) {
    const who = name(inv.customer_id, inv.customer_name);
    const date = quickbooksDate(inv.invoice_date);
    const parts = lines(inv);
    const total = sumDecimals(parts.map((l) => l.amount));
    const due = inv.due_date ? quickbooksDate(inv.due_date) : '';
    body.push(
      iifRow([
        'TRNS',
        'INVOICE',
        date,
        ACCOUNTS.receivable,
        who,
        total,
        inv.invoice_number,
        `Load ${inv.load_number}`,
        due,
        inv.terms,
      ]),
    );
    for (const l of parts)
      body.push(
        iifRow([
          'SPL',
          'INVOICE',
          date,
          ACCOUNTS.income,
          who,
          negative(l.amount),
          inv.invoice_number,
          l.description,
          l.item,
          -1,
          l.amount,
        ]),
      );
    body.push('ENDTRNS');
  }
  const customers = invoices.map((i) => name(i.customer_id, i.customer_name));
  return `${[...iifCustomers(customers), ...body].join('\r\n')}\r\n`;
}

/** Payments as IIF transactions: the deposit in for the amount, the receivable out. */
export function paymentsIif(payments: readonly PaymentRow[]) {
  const name = namer('iif');
  const body: string[] = [
    '!TRNS\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
    '!SPL\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
    '!ENDTRNS',
  ];
  for (const p of payments) {
    const who = name(p.customer_id, p.customer_name);
    const date = quickbooksDate(p.paid_date);
    const memo = `Invoice ${p.invoice_number}, load ${p.load_number}`;
    body.push(iifRow(['TRNS', 'PAYMENT', date, ACCOUNTS.deposits, who, p.amount, p.reference, memo]));
    body.push(iifRow(['SPL', 'PAYMENT', date, ACCOUNTS.receivable, who, negative(p.amount), p.reference, memo]));
    body.push('ENDTRNS');
  }
  const customers = payments.map((p) => name(p.customer_id, p.customer_name));
  return `${[...iifCustomers(customers), ...body].join('\r\n')}\r\n`;
}
