import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDate } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { useReceivablesAging } from '../api/get-receivables-aging';
import { useAgingParams } from '../use-aging-params';
import { AgingCard, agingColumns, agingTotalsCells } from './aging-columns';
import { AgingDownloads } from './aging-downloads';
import { AgingInvoicesDialog } from './aging-invoices-dialog';
import { AsOfField } from './as-of-field';
import { useStatementActions } from './use-statement-actions';

export const AGING_TITLE = 'Receivables aging';

/**
 * What customers owe on a day, by how long past due: a row per customer, the totals under them,
 * and behind every amount the open invoices it adds up.
 */
export function ReceivablesAgingTab() {
  const params = useAgingParams();
  const report = useReceivablesAging(params.asOf);
  const statements = useStatementActions(params.asOf, params.today);
  const data = report.data;
  const day = data?.as_of ?? params.asOf ?? params.today;
  const empty = data !== undefined && data.customers.length === 0;
  const opened = params.figure;
  const who =
    opened?.customerId === undefined
      ? 'All customers'
      : (data?.customers.find((c) => c.customer_id === opened.customerId)?.customer_name ?? 'Customer');

  return (
    <Box component="section" aria-label={AGING_TITLE}>
      <SectionHeader
        title={AGING_TITLE}
        description="Open invoices by customer and days past their due date. Select an amount to see the invoices behind it; download or e-mail a customer's statement from the menu beside its name."
        actions={<AgingDownloads asOf={params.asOf} disabled={!data || empty || report.isPlaceholderData} />}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <AsOfField value={params.asOf ?? params.today} today={params.today} onChange={params.setAsOf} />
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<Refresh />}
          onClick={() => void report.refetch()}
          loading={report.isFetching}
          sx={{ ml: { md: 'auto' } }}
        >
          Refresh
        </Button>
      </Box>
      {report.isError && <RetryAlert sx={{ mb: 2 }}>{errorText(report.error)}</RetryAlert>}
      {empty ? (
        <EmptyState
          icon={MENU_ICONS['accounting-loads']}
          title={`Nothing open on ${formatDate(day)}`}
          description="Every invoice issued by this day had been paid by then. An invoice is counted here from its invoice date until it is paid."
        />
      ) : (
        !(report.isError && !data) && (
          // The previous day's figures stay faintly in view while the next one is read.
          <Box sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <DataTable
              ariaLabel="Receivables by customer"
              columns={agingColumns(params.openFigure, statements.actions)}
              rows={data?.customers ?? []}
              getRowId={(c) => c.customer_id}
              loading={!data}
              skeletonRows={5}
              card={(c) => (
                <AgingCard
                  name={c.customer_name}
                  figures={c}
                  customerId={c.customer_id}
                  onOpen={params.openFigure}
                  actions={statements.actions({ customerId: c.customer_id, name: c.customer_name })}
                />
              )}
              minWidth={900}
              sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
              footer={
                data && {
                  cells: agingTotalsCells(data.totals, params.openFigure),
                  card: <AgingCard name="Total" figures={data.totals} onOpen={params.openFigure} />,
                }
              }
            />
          </Box>
        )
      )}
      <AgingInvoicesDialog figure={opened} who={who} asOf={params.asOf} onClose={() => params.openFigure(null)} />
      {statements.dialog}
    </Box>
  );
}
