import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingBucket,
  type AgingCustomer,
  type AgingReport,
  formatUsd,
  toCents,
} from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { type RowAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { StatementActions } from './use-statement-actions';

/** A figure of the aging: one customer's (or every customer's, `customerId` undefined) bucket, or its total. */
export type AgingFigure = { customerId?: number; bucket?: AgingBucket };
/** Opens the invoices behind a figure. */
export type OpenFigure = (figure: AgingFigure) => void;

type Figures = AgingReport['totals'];
type Column = AgingBucket | 'total';

/** The older buckets stand out: 61–90 days in the warning colour, over 90 days in the error colour and bolder. */
const LOOK: Partial<Record<Column, { color: string; fontWeight: number }>> = {
  days_61_90: { color: 'warning.main', fontWeight: 600 },
  days_over_90: { color: 'error.main', fontWeight: 700 },
  total: { color: 'text.primary', fontWeight: 600 },
};

const columnLabel = (c: Column) => (c === 'total' ? 'Total' : AGING_BUCKET_LABELS[c]);

/**
 * An amount of the aging: a button opening the invoices behind it, or a quiet dash for nothing
 * owed. Its name says whose and which bucket, so a screen reader hears more than "$1,500.15".
 */
export function AgingAmount({
  amount,
  who,
  column,
  figure,
  onOpen,
}: {
  amount: string;
  who: string;
  column: Column;
  figure: AgingFigure;
  onOpen: OpenFigure;
}) {
  if (toCents(amount) === 0n)
    return (
      <>
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          —
        </Box>
        <VisuallyHidden>none</VisuallyHidden>
      </>
    );
  const text = formatUsd(amount);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen(figure)}
      aria-label={`${text}, ${who}, ${column === 'total' ? 'all open invoices' : columnLabel(column)}`}
      sx={{ font: 'inherit', fontVariantNumeric: 'tabular-nums', color: 'text.primary', ...LOOK[column] }}
    >
      {text}
    </Link>
  );
}

/** The amount cells of a row: each bucket and the total, for a customer or (no id) all of them. */
function amountsOf(figures: Figures, who: string, customerId: number | undefined, onOpen: OpenFigure) {
  const cell = (column: Column) => (
    <AgingAmount
      amount={figures[column]}
      who={who}
      column={column}
      figure={{ customerId, bucket: column === 'total' ? undefined : column }}
      onOpen={onOpen}
    />
  );
  return Object.fromEntries([...AGING_BUCKETS, 'total' as const].map((c) => [c, cell(c)])) as Record<Column, ReactNode>;
}

const figure = { align: 'right', noWrap: true } as const;

/** A row's statement of account: the customer as the statement actions know it. */
const statementOf = (c: AgingCustomer) => ({ customerId: c.customer_id, name: c.customer_name });

/** Customer, the five buckets and the total (every amount opens its invoices), then its statement. */
export function agingColumns(onOpen: OpenFigure, statement: StatementActions): DataTableColumn<AgingCustomer>[] {
  const amount = (column: Column): DataTableColumn<AgingCustomer> => ({
    id: column,
    header: columnLabel(column),
    ...figure,
    render: (c) => amountsOf(c, c.customer_name, c.customer_id, onOpen)[column],
  });
  return [
    {
      id: 'customer',
      header: 'Customer',
      minWidth: 200,
      // The statement's menu sits beside the name: a column of its own would not fit a laptop.
      render: (c) => (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{c.customer_name}</Typography>
          <RowActionsMenu label={c.customer_name} actions={statement(statementOf(c))} />
        </Box>
      ),
    },
    ...AGING_BUCKETS.map(amount),
    amount('total'),
  ];
}

/** The totals row under the table: every customer's invoices in each bucket. */
export function agingTotalsCells(totals: Figures, onOpen: OpenFigure): Partial<Record<string, ReactNode>> {
  return { customer: 'Total', ...amountsOf(totals, 'all customers', undefined, onOpen) };
}

/**
 * A row on a phone: the name and its total, then the buckets three a line, each label over its
 * amount, and a customer's statement actions under them.
 */
export function AgingCard({
  name,
  figures,
  customerId,
  onOpen,
  actions,
}: {
  name: string;
  figures: Figures;
  customerId?: number;
  onOpen: OpenFigure;
  actions?: RowAction[];
}) {
  const who = customerId === undefined ? 'all customers' : name;
  const cells = amountsOf(figures, who, customerId, onOpen);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{name}</Typography>
        <Box sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{cells.total}</Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1.5, rowGap: 1 }}
      >
        {AGING_BUCKETS.map((b) => (
          <Box key={b} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {AGING_BUCKET_LABELS[b]}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {cells[b]}
            </Typography>
          </Box>
        ))}
      </Box>
      {actions && <RowActionsMenu label={name} actions={actions} variant="labelled" />}
    </Box>
  );
}
