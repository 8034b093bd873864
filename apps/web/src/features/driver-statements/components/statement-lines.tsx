import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, type StatementLine } from '@tms/domain';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { LoadNumberLink } from '../../../components/load-number-link';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { payRuleText } from './statement-format';

const amount = (v: string) => (
  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
    {formatUsd(v)}
  </Typography>
);

interface SectionProps {
  title: string;
  children: React.ReactNode;
  total?: string;
}

export function LineSection({ title, children, total }: SectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography
        variant="h2"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1, display: 'flex', justifyContent: 'space-between' }}
      >
        <span>{title}</span>
        {total !== undefined && <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatUsd(total)}</span>}
      </Typography>
      {children}
    </Paper>
  );
}

type Details = Record<string, string | null | undefined>;

export function loadColumns(draft: boolean, onExclude: (l: StatementLine) => void): DataTableColumn<StatementLine>[] {
  const d = (l: StatementLine) => (l.details ?? {}) as Details;
  return [
    {
      id: 'load',
      header: 'Load',
      noWrap: true,
      render: (l) =>
        l.load_id ? <LoadNumberLink id={l.load_id} loadNumber={d(l).load_number ?? ''} /> : (d(l).load_number ?? ''),
    },
    { id: 'route', header: 'Route', minWidth: 160, render: (l) => `${d(l).origin ?? ''} → ${d(l).destination ?? ''}` },
    {
      id: 'delivered',
      header: 'Delivered',
      noWrap: true,
      render: (l) => (d(l).delivery_date ? formatDate(d(l).delivery_date) : '—'),
    },
    {
      id: 'miles',
      header: 'Miles',
      align: 'right',
      render: (l) => (Number(d(l).loaded_miles ?? 0) + Number(d(l).empty_miles ?? 0)).toFixed(0),
    },
    { id: 'rate', header: 'Rate', align: 'right', noWrap: true, render: (l) => formatUsd(d(l).rate_booked ?? null) },
    {
      id: 'basis',
      header: 'Pay rule',
      // The same words as the PDF, naming the miles a per-mile rule pays on.
      render: (l) => d(l).note ?? payRuleText(d(l).pay_type, d(l).pay_rate, d(l).team_split, d(l)),
    },
    { id: 'pay', header: 'Pay', align: 'right', noWrap: true, render: (l) => amount(l.amount) },
    ...(draft
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            stickyEnd: true,
            // An accessorial's line goes with its load's pay line (decision 0198): the load is excluded there.
            render: (l: StatementLine) =>
              l.load_id !== null && (
                <RowActionsMenu
                  label={`load ${d(l).load_number ?? ''}`}
                  actions={[
                    {
                      label: 'Exclude from statement',
                      icon: BlockOutlined,
                      onClick: () => onExclude(l),
                      destructive: true,
                    },
                  ]}
                />
              ),
          },
        ]
      : []),
  ];
}

export function LineTable({
  label,
  rows,
  columns,
  empty,
}: {
  label: string;
  rows: StatementLine[];
  columns: DataTableColumn<StatementLine>[];
  empty: string;
}) {
  return (
    <DataTable
      ariaLabel={label}
      rows={rows}
      columns={columns}
      getRowId={(l) => l.id}
      minWidth={640}
      empty={
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {empty}
        </Typography>
      }
    />
  );
}
