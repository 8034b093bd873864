import Typography from '@mui/material/Typography';
import { formatDate, type StatementSummary } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { usd } from './statement-format';
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
    {usd(v)}
  </Typography>
);

export function statementColumns(): DataTableColumn<StatementSummary>[] {
  return [
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
      render: (s) => `${formatDate(s.period_start)} – ${formatDate(s.period_end)}`,
    },
    { id: 'status', header: 'Status', render: (s) => <StatementStatusChip status={s.status} /> },
    { id: 'earnings', header: 'Earnings', align: 'right', noWrap: true, render: (s) => money(s.earnings) },
    { id: 'additions', header: 'Additions', align: 'right', noWrap: true, render: (s) => money(s.additions) },
    { id: 'deductions', header: 'Deductions', align: 'right', noWrap: true, render: (s) => money(s.deductions) },
    { id: 'net', header: 'Net', align: 'right', noWrap: true, render: (s) => money(s.net, true) },
  ];
}
