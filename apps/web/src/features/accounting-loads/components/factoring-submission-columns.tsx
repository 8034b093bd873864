import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FACTORING_PACKET_LABELS, type FactoringSubmission, formatDate, formatUsd } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { type RowAction, RowActionsMenu, rowActionsColumn } from '../../../components/row-actions-menu';

export interface FactoringSubmissionActions {
  onPayments: (s: FactoringSubmission) => void;
  onSchedule: (s: FactoringSubmission) => void;
}

const actionsOf = (s: FactoringSubmission, a: FactoringSubmissionActions): RowAction[] => [
  { label: 'Record advance and reserve', icon: PaidOutlined, onClick: () => a.onPayments(s) },
  { label: 'Download schedule', icon: PictureAsPdfOutlined, onClick: () => a.onSchedule(s) },
];
const labelOf = (s: FactoringSubmission) => `schedule ${s.number}`;

const twoLines = (first: ReactNode, second: ReactNode) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {first}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="div">
      {second}
    </Typography>
  </Box>
);

/** "POD missing on L-7" for the loads whose packet lacked a document; null when none did. */
export const missingNote = (s: FactoringSubmission) => {
  const lacking = s.loads.filter((l) => l.missing_documents.length);
  if (!lacking.length) return null;
  return lacking
    .map((l) => `${l.missing_documents.map((p) => FACTORING_PACKET_LABELS[p]).join(', ')} missing on ${l.load_number}`)
    .join('; ');
};

/** An amount paid with its day, or "Not paid". */
const paid = (amount: string | null, day: string | null) =>
  amount === null ? (
    <Typography variant="body2" color="text.secondary">
      Not paid
    </Typography>
  ) : (
    twoLines(formatUsd(amount), formatDate(day))
  );

const sentOn = (s: FactoringSubmission) =>
  [formatDate(s.submitted_at.slice(0, 10)), s.submitted_by?.full_name].filter(Boolean).join(' · ');

export function factoringSubmissionColumns(
  actions: FactoringSubmissionActions,
): DataTableColumn<FactoringSubmission>[] {
  return [
    { id: 'schedule', header: 'Schedule', minWidth: 130, render: (s) => twoLines(`#${s.number}`, sentOn(s)) },
    { id: 'factor', header: 'Sent to', minWidth: 160, render: (s) => twoLines(s.factor_name, s.sent_to) },
    {
      id: 'invoices',
      header: 'Invoices',
      minWidth: 160,
      render: (s) =>
        twoLines(
          `${s.loads.length} invoice${s.loads.length === 1 ? '' : 's'}`,
          missingNote(s) ?? s.loads.map((l) => l.load_number).join(', '),
        ),
    },
    { id: 'total', header: 'Total', align: 'right', noWrap: true, render: (s) => formatUsd(s.total) },
    {
      id: 'advance',
      header: 'Advance',
      align: 'right',
      noWrap: true,
      render: (s) => paid(s.advance_amount, s.advance_paid_on),
    },
    {
      id: 'reserve',
      header: 'Reserve',
      align: 'right',
      noWrap: true,
      render: (s) => paid(s.reserve_amount, s.reserve_paid_on),
    },
    {
      id: 'fee',
      header: 'Fee',
      align: 'right',
      noWrap: true,
      render: (s) => (s.fee === null ? '—' : formatUsd(s.fee)),
    },
    rowActionsColumn(labelOf, (s) => actionsOf(s, actions), { width: 96, variant: 'buttons', stickyEnd: true }),
  ];
}

/** A submission on a phone: its number and total, whom it went to, what was paid, and its actions. */
export function FactoringSubmissionCard({
  submission: s,
  actions,
}: {
  submission: FactoringSubmission;
  actions: FactoringSubmissionActions;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        {twoLines(`Schedule #${s.number}`, sentOn(s))}
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatUsd(s.total)}</Typography>
      </Box>
      <Typography variant="body2">
        {s.loads.length} invoice{s.loads.length === 1 ? '' : 's'} to {s.factor_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Advance {s.advance_amount === null ? 'not paid' : formatUsd(s.advance_amount)} · Reserve{' '}
        {s.reserve_amount === null ? 'not paid' : formatUsd(s.reserve_amount)}
        {s.fee === null ? '' : ` · Fee ${formatUsd(s.fee)}`}
      </Typography>
      <RowActionsMenu label={labelOf(s)} actions={actionsOf(s, actions)} variant="labelled" />
    </Box>
  );
}
