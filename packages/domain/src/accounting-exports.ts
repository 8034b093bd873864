import { z } from 'zod';
import { addDaysToDay } from './dates';
import { dayOrNull } from './fleet-fields';

/** Exports of invoices and payments to the books (issue 37): QuickBooks Online CSV and Desktop IIF. */
export const ACCOUNTING_EXPORT_KINDS = ['invoices', 'payments'] as const;
export type AccountingExportKind = (typeof ACCOUNTING_EXPORT_KINDS)[number];
export const ACCOUNTING_EXPORT_FORMATS = ['csv', 'iif'] as const;
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];

export const ACCOUNTING_EXPORT_KIND_LABELS: Readonly<Record<AccountingExportKind, string>> = {
  invoices: 'Invoices',
  payments: 'Payments',
};
export const ACCOUNTING_EXPORT_FORMAT_LABELS: Readonly<Record<AccountingExportFormat, string>> = {
  csv: 'QuickBooks Online CSV',
  iif: 'QuickBooks Desktop IIF',
};

/** The month before `today`'s, first to last day: what a bookkeeper exports at the start of a month. */
export function previousMonth(today: string): { from: string; to: string } {
  const to = addDaysToDay(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

export const ACCOUNTING_EXPORT_LIMITS = { maxDays: 366 } as const;

export const ACCOUNTING_EXPORT_MESSAGES = {
  fromRequired: 'Choose the first day (from)',
  toRequired: 'Choose the last day (to)',
  order: 'to must be on or after from',
  tooLong: `Export at most ${ACCOUNTING_EXPORT_LIMITS.maxDays} days at once`,
} as const;

const M = ACCOUNTING_EXPORT_MESSAGES;
const DAY_MS = 86_400_000;

/** GET /api/accounting/exports/quickbooks: invoices by invoice date, payments by payment date. */
export const quickbooksExportQuery = z
  .strictObject({
    from: dayOrNull('from').refine((v) => v !== null, M.fromRequired),
    to: dayOrNull('to').refine((v) => v !== null, M.toRequired),
    kind: z.enum(ACCOUNTING_EXPORT_KINDS, { error: 'kind is invoices or payments' }).default('invoices'),
    format: z.enum(ACCOUNTING_EXPORT_FORMATS, { error: 'format is csv or iif' }).default('csv'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.order });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / DAY_MS >= ACCOUNTING_EXPORT_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.tooLong });
  })
  // Both days are there once the checks above pass.
  .transform((q) => q as QuickbooksExportQuery);
export type QuickbooksExportQuery = {
  from: string;
  to: string;
  kind: AccountingExportKind;
  format: AccountingExportFormat;
};

/** QuickBooks Online's invoice import: one row per line, the invoice's fields repeated on each. */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
] as const;

/** Received payments: one row per invoice paid. */
export const QUICKBOOKS_PAYMENT_COLUMNS = [
  'PaymentDate',
  'Customer',
  'ReferenceNo',
  'InvoiceNo',
  'Amount',
  'Memo',
] as const;

/** QuickBooks Desktop limits a name to 41 characters; Online to 100 for a display name it imports. */
const NAME_MAX = { csv: 100, iif: 41 } as const;

/**
 * A customer's name as QuickBooks takes it: one line, no colon (QuickBooks reads it as a
 * sub-customer) nor tab or quote (IIF fields), spaces collapsed, cut to the format's limit.
 */
export function quickbooksName(name: string, format: AccountingExportFormat): string {
  const clean = name
    .replace(/[:\t\r\n"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, NAME_MAX[format]).trim() || 'Customer';
}

/** QuickBooks' US date: MM/DD/YYYY. */
export const quickbooksDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export const accountingExportRecord = z.object({
  id: z.number().int(),
  kind: z.enum(ACCOUNTING_EXPORT_KINDS),
  format: z.enum(ACCOUNTING_EXPORT_FORMATS),
  from: z.string(),
  to: z.string(),
  rows: z.number().int().describe('Invoices or payments in the file'),
  previously_exported: z.number().int().describe('Of those, how many an earlier export already held'),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type AccountingExportRecord = z.infer<typeof accountingExportRecord>;
export const accountingExportList = z.object({ exports: z.array(accountingExportRecord) });
export type AccountingExportList = z.infer<typeof accountingExportList>;
