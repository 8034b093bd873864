import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, type StatementSummary } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { selectColumn } from '../../../components/select-column';
import { StatementStatusChip } from './statement-status-chip';

const money = (v: string, strong = false) => (
  <Typography
    variant="body2"
    sx={{
      fontVariantNumeric: 'tabular-nums',
      fontWeight: strong ? 600 : 400,
      color: v.startsWith('-') ? 'error.main' : undefined,
    }}
  >
    {formatUsd(v)}
  </Typography>
);

interface Selection {
  selected: ReadonlySet<number>;
  /** The drafts of this page, for the header's select-all: only drafts can be approved. */
  draftIds: readonly number[];
  onSelect: (ids: readonly number[], on: boolean) => void;
}

const period = (s: StatementSummary) => `${formatDate(s.period_start)} – ${formatDate(s.period_end)}`;

/** The statements table; with a selection, a first column of checkboxes for the drafts. */
export function statementColumns(selection?: Selection): DataTableColumn<StatementSummary>[] {
  return [
    ...(selection ? [draftSelectColumn(selection)] : []),
    {
      id: 'driver',
      header: 'Driver',
      minWidth: 180,
      render: (s) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {s.driver_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {s.driver_type === 'owner_operator' ? 'Owner operator' : 'Company driver'}
          </Typography>
        </>
      ),
    },
    {
      id: 'period',
      header: 'Pay period',
      noWrap: true,
      render: period,
    },
    { id: 'status', header: 'Status', render: (s) => <StatementStatusChip status={s.status} /> },
    { id: 'earnings', header: 'Earnings', align: 'right', noWrap: true, render: (s) => money(s.earnings) },
    { id: 'additions', header: 'Additions', align: 'right', noWrap: true, render: (s) => money(s.additions) },
    { id: 'deductions', header: 'Deductions', align: 'right', noWrap: true, render: (s) => money(s.deductions) },
    { id: 'net', header: 'Net', align: 'right', noWrap: true, render: (s) => money(s.net, true) },
  ];
}

function draftSelectColumn({ selected, draftIds, onSelect }: Selection): DataTableColumn<StatementSummary> {
  return selectColumn<StatementSummary>({
    selected,
    pageIds: draftIds,
    onSelect,
    allLabel: 'Select all drafts on this page',
    rowLabel: (s) =>
      s.status === 'draft'
        ? `Select ${s.driver_name}, ${period(s)}`
        : `${s.driver_name}, ${period(s)}: only drafts can be selected`,
    selectable: (s) => s.status === 'draft',
  });
}
