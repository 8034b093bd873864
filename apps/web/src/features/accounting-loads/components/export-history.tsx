import Typography from '@mui/material/Typography';
import {
  ACCOUNTING_EXPORT_FORMAT_LABELS,
  ACCOUNTING_EXPORT_KIND_LABELS,
  type AccountingExportRecord,
  formatDate,
  formatDateTime,
} from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useAccountingExports } from '../api/quickbooks-exports';

const range = (e: AccountingExportRecord) => `${formatDate(e.from)} – ${formatDate(e.to)}`;
const rows = (e: AccountingExportRecord) =>
  e.previously_exported > 0 ? `${e.rows} (${e.previously_exported} exported before)` : String(e.rows);

const COLUMNS: DataTableColumn<AccountingExportRecord>[] = [
  { id: 'when', header: 'When', noWrap: true, render: (e) => formatDateTime(e.created_at) },
  { id: 'who', header: 'Who', render: (e) => e.created_by_name ?? '—' },
  { id: 'kind', header: 'Kind', render: (e) => ACCOUNTING_EXPORT_KIND_LABELS[e.kind] },
  { id: 'format', header: 'Format', render: (e) => ACCOUNTING_EXPORT_FORMAT_LABELS[e.format] },
  { id: 'range', header: 'Days', noWrap: true, render: (e) => range(e) },
  { id: 'rows', header: 'Rows', align: 'right', noWrap: true, render: rows },
];

/** A past export on a phone: what and for which days, then when, who and how many rows. */
function ExportCard({ e }: { e: AccountingExportRecord }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {`${ACCOUNTING_EXPORT_KIND_LABELS[e.kind]} · ${ACCOUNTING_EXPORT_FORMAT_LABELS[e.format]}`}
      </Typography>
      <Typography variant="body2">{range(e)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${formatDateTime(e.created_at)} · ${e.created_by_name ?? '—'} · ${rows(e)} rows`}
      </Typography>
    </>
  );
}

/** Every export to the books, newest first: when, who, what, for which days and how many rows. */
export function ExportHistory() {
  const history = useAccountingExports();
  if (history.isError && !history.data)
    return <RetryAlert onRetry={() => void history.refetch()}>{errorText(history.error)}</RetryAlert>;
  return (
    <DataTable
      ariaLabel="Past exports"
      columns={COLUMNS}
      rows={history.data?.exports ?? []}
      getRowId={(e) => e.id}
      loading={history.isLoading}
      skeletonRows={3}
      card={(e) => <ExportCard e={e} />}
      minWidth={760}
      empty={
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No exports yet. Each download is recorded here.
        </Typography>
      }
    />
  );
}
